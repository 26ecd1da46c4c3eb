import type { AuthResponse } from '@hatake/contract';
import { invalidArgument } from '../../lib/domain-error.ts';
import { assertVisibleText } from '../../lib/visible-text.ts';
import { type AuthDependencies, startSession } from '../auth/index.ts';
import { exchangeCode } from './code-exchange.ts';
import { memberOfIdentity } from './identity-link.ts';
import type { OAuthProfile, OAuthProvider } from './provider.ts';

/**
 * Completes a sign-in: exchanges the code (with the PKCE verifier and nonce of this session's
 * attempt), then signs in the member linked to the provider subject — linking a member with the same
 * verified e-mail, or creating one (verified at once) — and answers our own tokens.
 */
export const finishOAuth = async (
  deps: AuthDependencies,
  provider: OAuthProvider,
  request: { sessionId: string; code: string; redirectUri: string; nonce?: string; profile: OAuthProfile },
  now: Date = new Date(),
): Promise<AuthResponse> => {
  const code = request.code.trim();
  const redirectUri = request.redirectUri.trim();
  if (code === '') throw invalidArgument('code is required');
  if (redirectUri === '') throw invalidArgument('redirectUri is required');
  assertVisibleText(request.profile, ['username', 'lastname', 'firstname', 'lastnameKana', 'firstnameKana']);
  const claims = await exchangeCode(
    deps,
    provider,
    { sessionId: request.sessionId, code, redirectUri, nonce: request.nonce },
    now,
  );
  const userId = await memberOfIdentity(deps.db, provider.name, claims, request.profile, now);
  return startSession(deps, userId, now);
};
