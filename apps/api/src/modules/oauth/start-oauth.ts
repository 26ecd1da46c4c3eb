import { lt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { oauthStates } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { invalidArgument } from '../../lib/domain-error.ts';
import type { AuthDependencies } from '../auth/index.ts';
import { type OAuthProvider, PROVIDER_TYPE } from './provider.ts';

/** An attempt (state, nonce, PKCE verifier) is good for 10 minutes. */
export const OAUTH_STATE_TTL_SECONDS = 600;

/**
 * Starts a sign-in with the provider: stores state, nonce and a PKCE verifier bound to the guest
 * session, and answers the provider's authorization URL to send the browser to.
 */
export const startOAuth = async (
  deps: Pick<AuthDependencies, 'db'>,
  provider: OAuthProvider,
  request: { sessionId: string; state: string; redirectUri: string },
  now: Date = new Date(),
): Promise<{ url: string }> => {
  const configuration = await provider.configuration();
  const state = request.state.trim() || oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await deps.db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  try {
    await deps.db.insert(oauthStates).values({
      sessionId: request.sessionId,
      providerType: PROVIDER_TYPE[provider.name],
      state,
      nonce,
      codeVerifier,
      redirectUri: request.redirectUri,
      expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_SECONDS * 1000),
      createdAt: now,
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw invalidArgument('state is already in use; start again with a new state');
    throw error;
  }
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: request.redirectUri,
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url: url.toString() };
};
