import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthResponse,
  CreateAuthUserRequest,
  CreateAuthUserResponse,
  ForgotAuthPasswordRequest,
  RefreshAuthTokenRequest,
  ResendAuthUserCodeRequest,
  ResetAuthPasswordRequest,
  SignInRequest,
  UpdateAuthPasswordRequest,
  VerifyAuthUserRequest,
} from '@hatake/contract';
import { SIGN_UP_CODE_RESEND_SECONDS } from '@hatake/contract/values';
import { DomainError } from '../../lib/domain-error.ts';
import {
  BAD_REQUEST,
  CONFLICT,
  NO_CONTENT,
  PRECONDITION_FAILED,
  TOO_MANY_REQUESTS,
  UNAUTHORIZED,
  withStorableEmail,
} from '../../lib/http-schemas.ts';
import { readBearerToken } from '../../plugins/auth.ts';
import { rateLimited } from '../../plugins/rate-limit.ts';
import { createBackgroundTasks } from './background.ts';
import { authDependencies, mailContext } from './deps.ts';
import { forgotPassword, resetPassword } from './password-reset.ts';
import { resendSignUpCode } from './resend.ts';
import { refreshSession, revokeSession } from './sessions.ts';
import { signIn } from './sign-in.ts';
import { signUp, verifySignUp } from './sign-up.ts';
import { normaliseSignUpBody } from './sign-up-input.ts';
import { updatePassword } from './update-password.ts';

const TAGS = ['auth'];

const SignUpBody = withStorableEmail(CreateAuthUserRequest);

/**
 * Getting an account and signing in: sign-up and its code (under `/users/me`, documented with the
 * member's routes), sign-in, tokens, sign-out and passwords. The member's profile is modules/users.
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

  app.post(
    '/users/me',
    {
      config: limited,
      // Katakana kana and phone numbers as people write them become the contract's form first
      // (docs/accounts.md, "What sign-up accepts"); the schema then validates the result.
      preValidation: async (request) => {
        request.body = normaliseSignUpBody(request.body);
      },
      schema: {
        tags: ['users'],
        summary: 'Sign up',
        description:
          'Creates an unverified member and e-mails a 6-digit code (valid 30 minutes; Japanese, or ' +
          'English when Accept-Language prefers it). Password: 8–32 characters with letters and ' +
          'digits, not the e-mail. E-mail or accountId of a verified member → 409. Signing up again ' +
          'before confirming creates a new pending sign-up with its own id and code; the first ' +
          'confirmed wins. Kana in katakana (also half-width) is stored as hiragana; a phone number ' +
          'with spaces or hyphens, a Japanese domestic one (090-1234-5678) or +81 (0)… is stored in ' +
          'E.164.',
        body: SignUpBody,
        response: {
          200: CreateAuthUserResponse,
          400: BAD_REQUEST,
          409: CONFLICT,
          429: TOO_MANY_REQUESTS,
        },
      },
    },
    async (request) => signUp(deps, request.body, mailContext(request)),
  );

  app.post(
    '/users/me/verification-code',
    {
      config: limited,
      schema: {
        tags: ['users'],
        summary: 'Mail a new sign-up code',
        description:
          'Mails a new 6-digit code for a pending sign-up to the address it was made with; earlier ' +
          `codes stop working. At most one code per address every ${SIGN_UP_CODE_RESEND_SECONDS} ` +
          'seconds (the sign-up’s own code counts): sooner → 429 with Retry-After. Unknown id → 400; ' +
          'already confirmed → 412.',
        body: ResendAuthUserCodeRequest,
        response: {
          204: NO_CONTENT,
          400: BAD_REQUEST,
          412: PRECONDITION_FAILED,
          429: TOO_MANY_REQUESTS,
        },
      },
    },
    async (request, reply) => {
      const outcome = await resendSignUpCode(deps, request.body.id, mailContext(request));
      if (!outcome.sent) {
        reply.header('retry-after', String(outcome.retryAfterSeconds));
        throw new DomainError(
          'ResourceExhausted',
          `a new code can be sent ${SIGN_UP_CODE_RESEND_SECONDS} seconds after the previous one`,
        );
      }
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/users/me/verified',
    {
      config: limited,
      schema: {
        tags: ['users'],
        summary: 'Confirm the sign-up code',
        description:
          'Activates the account. Wrong code → 400 `verifyCode is incorrect`; expired or used up ' +
          '(5 attempts) → 400 `verifyCode has expired; request a new code`.',
        body: VerifyAuthUserRequest,
        response: { 204: NO_CONTENT, 400: BAD_REQUEST, 409: CONFLICT, 429: TOO_MANY_REQUESTS },
      },
    },
    async (request, reply) => {
      await verifySignUp(deps, request.body);
      return reply.code(204).send(null);
    },
  );
};
