import type { AuthResponse } from '@hatake/contract';
import { and, desc, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { OAuthProviderConfig } from '../../config.ts';
import { AuthProviderType, UserType } from '../../db/enums.ts';
import { newId } from '../../db/id.ts';
import { oauthStates, userIdentities, users } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { DomainError, invalidArgument } from '../../lib/domain-error.ts';
import { assertVisibleText } from '../../lib/visible-text.ts';
import { type AuthDependencies, accountIdTaken, normaliseEmail, startSession } from '../auth/index.ts';

export type OAuthProviderName = 'google' | 'line';

const PROVIDER_TYPE = { google: AuthProviderType.GOOGLE, line: AuthProviderType.LINE } as const;
const LABEL = { google: 'Google', line: 'LINE' } as const;

/** An attempt (state, nonce, PKCE verifier) is good for 10 minutes. */
export const OAUTH_STATE_TTL_SECONDS = 600;

/** Profile fields a client may send at first sign-in; missing ones come from the provider or defaults. */
export type OAuthProfile = Partial<{
  username: string;
  accountId: string;
  lastname: string;
  firstname: string;
  lastnameKana: string;
  firstnameKana: string;
  phoneNumber: string;
}>;

/**
 * One OpenID Connect provider: discovered once (lazily) from its issuer with openid-client.
 * Plain-http issuers are accepted only on loopback hosts (local development and tests).
 */
export class OAuthProvider {
  readonly name: OAuthProviderName;
  readonly settings: OAuthProviderConfig;
  #configuration: Promise<oidc.Configuration> | undefined;

  constructor(name: OAuthProviderName, settings: OAuthProviderConfig) {
    this.name = name;
    this.settings = settings;
  }

  get enabled(): boolean {
    return this.settings.clientId !== '';
  }

  configuration(): Promise<oidc.Configuration> {
    if (!this.enabled) {
      throw new DomainError('Unimplemented', `${LABEL[this.name]} sign-in is not configured on this server`);
    }
    this.#configuration ??= (async () => {
      const issuer = new URL(this.settings.issuer);
      const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
      return oidc.discovery(
        issuer,
        this.settings.clientId,
        undefined,
        oidc.ClientSecretPost(this.settings.clientSecret),
        issuer.protocol === 'http:' && loopback ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
    })().catch((error: unknown) => {
      this.#configuration = undefined;
      throw new DomainError('Unavailable', `${LABEL[this.name]} sign-in is unavailable`, { cause: error });
    });
    return this.#configuration;
  }
}

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

const tokenFailure = (cause: unknown) =>
  new DomainError('Unauthenticated', 'could not obtain the OAuth token', { cause });

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
  const configuration = await provider.configuration();
  const providerType = PROVIDER_TYPE[provider.name];

  const conditions = [
    eq(oauthStates.sessionId, request.sessionId),
    eq(oauthStates.providerType, providerType),
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

  const callback = new URL(redirectUri);
  callback.searchParams.set('code', code);
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
  const subject = claims.sub;
  const email = typeof claims.email === 'string' ? normaliseEmail(claims.email) : '';
  const emailVerified = claims.email_verified === true;

  const userId = await deps.db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ id: users.id })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.userId))
      .where(
        and(
          eq(userIdentities.providerType, providerType),
          eq(userIdentities.subject, subject),
          isNull(users.deletedAt),
        ),
      )
      .limit(1);
    if (linked) return linked.id;
    if (email === '') {
      throw new DomainError('FailedPrecondition', `${LABEL[provider.name]} did not share an e-mail address`);
    }
    // Stale link of a deleted member: the subject may sign up afresh.
    await tx
      .delete(userIdentities)
      .where(and(eq(userIdentities.providerType, providerType), eq(userIdentities.subject, subject)));

    const [sameEmail] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.type, UserType.MEMBER),
          eq(users.email, email),
          isNotNull(users.verifiedAt),
          isNull(users.deletedAt),
        ),
      )
      .limit(1);
    let memberId: string;
    if (sameEmail) {
      // Only an address the provider vouches for may attach to an existing account.
      if (!emailVerified) throw new DomainError('AlreadyExists', 'email is already in use');
      memberId = sameEmail.id;
    } else {
      const profile = request.profile;
      let accountId = profile.accountId?.trim() || `user_${newId().slice(0, 12)}`;
      if (await accountIdTaken(tx, accountId)) {
        if (profile.accountId) throw new DomainError('AlreadyExists', 'accountId is already in use');
        accountId = `user_${newId().slice(0, 12)}`;
      }
      const [created] = await tx
        .insert(users)
        .values({
          type: UserType.MEMBER,
          providerType,
          email,
          accountId,
          username:
            profile.username?.trim() || (typeof claims.name === 'string' ? claims.name : '') || '名無しさん',
          lastname:
            profile.lastname?.trim() || (typeof claims.family_name === 'string' ? claims.family_name : ''),
          firstname:
            profile.firstname?.trim() || (typeof claims.given_name === 'string' ? claims.given_name : ''),
          lastnameKana: profile.lastnameKana ?? '',
          firstnameKana: profile.firstnameKana ?? '',
          phoneNumber: profile.phoneNumber ?? '',
          thumbnailUrl: typeof claims.picture === 'string' ? claims.picture : '',
          verifiedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id });
      if (!created) throw new Error('user insert returned no row');
      memberId = created.id;
    }
    await tx
      .insert(userIdentities)
      .values({ userId: memberId, providerType, subject, email, createdAt: now });
    return memberId;
  });
  return startSession(deps, userId, now);
};
