/**
 * The first half of finishing an OpenID Connect sign-in: this session's attempt (state, nonce, PKCE
 * verifier) is taken — one attempt, one exchange — and the provider's code exchanged for the ID
 * token's claims.
 */
import { and, desc, eq, gt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { oauthStates } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { AuthDependencies } from '../auth/index.ts';
import { LABEL, type OAuthProvider, PROVIDER_TYPE } from './provider.ts';

const tokenFailure = (cause: unknown) =>
  new DomainError('Unauthenticated', 'could not obtain the OAuth token', { cause });

/** The ID token's claims, with the subject it must name. */
export type OAuthClaims = oidc.IDToken & { sub: string };

export const exchangeCode = async (
  deps: Pick<AuthDependencies, 'db'>,
  provider: OAuthProvider,
  request: { sessionId: string; code: string; redirectUri: string; nonce?: string | undefined },
  now: Date,
): Promise<OAuthClaims> => {
  const configuration = await provider.configuration();
  const conditions = [
    eq(oauthStates.sessionId, request.sessionId),
    eq(oauthStates.providerType, PROVIDER_TYPE[provider.name]),
    gt(oauthStates.expiresAt, now),
  ];
  if (request.nonce) conditions.push(eq(oauthStates.nonce, request.nonce));
  const [attempt] = await deps.db
    .select()
    .from(oauthStates)
    .where(and(...conditions))
    .orderBy(desc(oauthStates.createdAt))
    .limit(1);
  if (!attempt) {
    throw new DomainError(
      'FailedPrecondition',
      `no ${LABEL[provider.name]} sign-in was started in this session`,
    );
  }
  // One attempt, one exchange.
  await deps.db.delete(oauthStates).where(eq(oauthStates.id, attempt.id));

  const callback = new URL(request.redirectUri);
  callback.searchParams.set('code', request.code);
  callback.searchParams.set('state', attempt.state);
  // The client posts only the code; the attempt is bound to this provider, so its issuer is the one
  // that answered (RFC 9207 `iss`, required by openid-client when the provider advertises it).
  if (configuration.serverMetadata().authorization_response_iss_parameter_supported) {
    callback.searchParams.set('iss', configuration.serverMetadata().issuer);
  }
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, callback, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedNonce: attempt.nonce,
      expectedState: attempt.state,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    throw tokenFailure(error);
  }
  if (!claims?.sub) throw tokenFailure(new Error('no subject in the ID token'));
  return claims;
};
