import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthResponse,
  ForgotAuthPasswordRequest,
  RefreshAuthTokenRequest,
  ResetAuthPasswordRequest,
  SignInRequest,
  UpdateAuthPasswordRequest,
} from '@hatake/contract';
import { BAD_REQUEST, NO_CONTENT, TOO_MANY_REQUESTS, UNAUTHORIZED } from '../../lib/http-schemas.ts';
import { readBearerToken } from '../../plugins/auth.ts';
import { rateLimited } from '../../plugins/rate-limit.ts';
import { createBackgroundTasks } from './background.ts';
import { authDependencies, mailContext } from './deps.ts';
import { forgotPassword, resetPassword } from './password-reset.ts';
import { refreshSession, revokeSession } from './sessions.ts';
import { signIn } from './sign-in.ts';
import { registerSignUpRoutes } from './sign-up-routes.ts';
import { updatePassword } from './update-password.ts';

const TAGS = ['auth'];

/**
 * Getting an account and signing in: sign-up and its code (under `/users/me`, documented with the
 * member's routes: sign-up-routes.ts), sign-in, tokens, sign-out and passwords. The member's
 * profile is modules/users.
 */

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = authDependencies(app);
  const limited = rateLimited(app.config);
  // Password resets are worked on after the answer; closing the app waits for them.
  const background = createBackgroundTasks(app.log);
  app.addHook('onClose', background.idle);

  app.post(
    '/auth',
    {
      config: limited,
      schema: {
        tags: TAGS,
        summary: 'Sign in',
        description:
          '`username` is the e-mail address. Answers a JWT access token (HS256, `expiresIn` seconds) and ' +
          'an opaque refresh token. Unknown address, unverified account or wrong password → 401.',
        body: SignInRequest,
        response: { 200: AuthResponse, 400: BAD_REQUEST, 401: UNAUTHORIZED, 429: TOO_MANY_REQUESTS },
      },
    },
    async (request) => signIn(deps, request.body),
  );

  app.get(
    '/auth',
    {
      onRequest: app.requireUser,
      schema: {
        tags: TAGS,
        summary: 'The current access token',
        description:
          'Validates the bearer token and describes it: `expiresIn` is the seconds it has left. ' +
          'Refresh tokens are stored only as hashes, so `refreshToken` is "" here.',
        response: { 200: AuthResponse, 401: UNAUTHORIZED },
      },
    },
    async (request) => {
      const user = request.member();
      const token = readBearerToken(request.headers.authorization) ?? '';
      const expiresAt = user.expiresAt ?? Math.floor(Date.now() / 1000);
      return {
        userId: user.userId,
        accessToken: token,
        refreshToken: '',
        expiresIn: Math.max(0, expiresAt - Math.floor(Date.now() / 1000)),
        tokenType: 'Bearer',
      };
    },
  );

  app.delete(
    '/auth',
    {
      onRequest: app.requireUser,
      schema: {
        tags: TAGS,
        summary: 'Sign out',
        description: 'Ends the session: its refresh tokens and access tokens stop working.',
        response: { 204: NO_CONTENT, 401: UNAUTHORIZED },
      },
    },
    async (request, reply) => {
      const user = request.member();
      if (user.sessionId) await revokeSession(app.db, user.sessionId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/refresh-token',
    {
      config: limited,
      // A request with no body at all has no token either: that is a 401 (docs/accounts.md), not a 400.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags: TAGS,
        summary: 'Refresh the tokens',
        description:
          'Rotation: answers a new access token AND a new refresh token; the presented one is retired. ' +
          'Presenting a retired token again signs the whole session out (theft detection). Missing, ' +
          'unknown, expired or reused token → 401.',
        body: RefreshAuthTokenRequest,
        response: { 200: AuthResponse, 400: BAD_REQUEST, 401: UNAUTHORIZED, 429: TOO_MANY_REQUESTS },
      },
    },
    async (request) => refreshSession(deps, request.body?.refreshToken),
  );

  app.post(
    '/auth/forgot-password',
    {
      config: limited,
      schema: {
        tags: TAGS,
        summary: 'Request a password reset code',
        description:
          'E-mails a 6-digit code (valid 30 minutes) when a member who signs in with a password has ' +
          'this address. Answers 204 at once either way — the address is looked up, and the code ' +
          'issued and mailed, after the answer — so neither the answer nor its timing reveals who ' +
          'has an account.',
        body: ForgotAuthPasswordRequest,
        response: { 204: NO_CONTENT, 400: BAD_REQUEST, 429: TOO_MANY_REQUESTS },
      },
    },
    async (request, reply) => {
      forgotPassword({ ...deps, background }, request.body.email, mailContext(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/forgot-password/verified',
    {
      config: limited,
      schema: {
        tags: TAGS,
        summary: 'Reset the password with the code',
        description:
          'Sets a new password (8–32 characters, letters and digits, not the e-mail) and signs out ' +
          'every session. Wrong or expired code → 400 naming `verifyCode` (5 attempts per code).',
        body: ResetAuthPasswordRequest,
        response: { 204: NO_CONTENT, 400: BAD_REQUEST, 429: TOO_MANY_REQUESTS },
      },
    },
    async (request, reply) => {
      await resetPassword(deps, request.body);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/auth/password',
    {
      onRequest: app.requireUser,
      config: limited,
      schema: {
        tags: TAGS,
        summary: 'Change the password',
        description: 'Wrong `oldPassword` → 401. Other sessions are signed out; this one stays.',
        body: UpdateAuthPasswordRequest,
        response: { 204: NO_CONTENT, 400: BAD_REQUEST, 401: UNAUTHORIZED, 429: TOO_MANY_REQUESTS },
      },
    },
    async (request, reply) => {
      await updatePassword(deps, request.member(), request.body);
      return reply.code(204).send(null);
    },
  );

  registerSignUpRoutes(app, deps, limited);
};
