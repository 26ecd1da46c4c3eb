import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthGoogleAccountResponse,
  AuthProviderQuery,
  AuthResponse,
  CreateAuthUserWithGoogleRequest,
} from '@hatake/contract';
import { Type } from 'typebox';
import {
  BAD_REQUEST,
  CONFLICT,
  PRECONDITION_FAILED,
  TOO_MANY_REQUESTS,
  UNAUTHORIZED,
} from '../../lib/http-schemas.ts';
import { rateLimited } from '../../plugins/rate-limit.ts';
import { authDependencies } from '../auth/index.ts';
import { finishOAuth } from './finish-oauth.ts';
import { OAuthProvider, type OAuthProviderName } from './provider.ts';
import { startOAuth } from './start-oauth.ts';

const fields = CreateAuthUserWithGoogleRequest.properties;

/**
 * The code and redirect URI are required (docs/accounts.md); `nonce` picks the attempt when several are open;
 * the profile fields are used only when a new member is created (the contract lists them, the
 * provider's claims fill in what is missing).
 */
const FinishBody = Type.Object({
  code: fields.code,
  redirectUri: fields.redirectUri,
  nonce: Type.Optional(Type.String({ description: 'nonce of the attempt (optional)' })),
  username: Type.Optional(fields.username),
  accountId: Type.Optional(fields.accountId),
  lastname: Type.Optional(fields.lastname),
  firstname: Type.Optional(fields.firstname),
  lastnameKana: Type.Optional(fields.lastnameKana),
  firstnameKana: Type.Optional(fields.firstnameKana),
  phoneNumber: Type.Optional(fields.phoneNumber),
});

const NOT_CONFIGURED = Type.Object(BAD_REQUEST.properties, {
  description: 'this provider is not configured',
});

export const oauthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = authDependencies(app);
  const limited = rateLimited(app.config);
  const providers: Record<OAuthProviderName, OAuthProvider> = {
    google: new OAuthProvider('google', app.config.oauth.google),
    line: new OAuthProvider('line', app.config.oauth.line),
  };
  const label = { google: 'Google', line: 'LINE' } as const;

  for (const name of ['google', 'line'] as const) {
    const provider = providers[name];

    app.get(
      `/auth/${name}`,
      {
        config: limited,
        schema: {
          tags: ['auth'],
          summary: `Start a ${label[name]} sign-in`,
          description:
            `Answers the ${label[name]} authorization URL (OpenID Connect, PKCE) for this guest session ` +
            '(`session_id` cookie). `state` is echoed back by the provider (one is generated when empty); ' +
            '`redirectUri` defaults to the configured one. 501 when the provider is not configured.',
          querystring: AuthProviderQuery,
          response: {
            200: AuthGoogleAccountResponse,
            400: BAD_REQUEST,
            429: TOO_MANY_REQUESTS,
            501: NOT_CONFIGURED,
          },
        },
      },
      async (request, reply) =>
        startOAuth(deps, provider, {
          sessionId: request.guestSession(reply),
          state: request.query.state ?? '',
          redirectUri:
            request.query.redirectUri?.trim() || app.config.oauth.redirectUrl.replaceAll('{provider}', name),
        }),
    );

    app.post(
      `/users/me/${name}`,
      {
        config: limited,
        schema: {
          tags: ['auth'],
          summary: `Finish a ${label[name]} sign-in`,
          description:
            'Exchanges the authorization code of the attempt started in this session and answers tokens. ' +
            'The member linked to the provider account signs in; otherwise a member with the same ' +
            'verified e-mail is linked, or a new one created (no e-mail code needed). Token exchange ' +
            'failure → 401; no attempt in this session → 412.',
          body: FinishBody,
          response: {
            200: AuthResponse,
            400: BAD_REQUEST,
            401: UNAUTHORIZED,
            409: CONFLICT,
            412: PRECONDITION_FAILED,
            429: TOO_MANY_REQUESTS,
            501: NOT_CONFIGURED,
          },
        },
      },
      async (request, reply) => {
        const { code, redirectUri, nonce, ...profile } = request.body;
        return finishOAuth(deps, provider, {
          sessionId: request.guestSession(reply),
          code,
          redirectUri,
          ...(nonce ? { nonce } : {}),
          profile,
        });
      },
    );
  }
};
