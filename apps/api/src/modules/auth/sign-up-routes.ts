import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateAuthUserRequest,
  CreateAuthUserResponse,
  ResendAuthUserCodeRequest,
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
  withStorableEmail,
} from '../../lib/http-schemas.ts';
import type { rateLimited } from '../../plugins/rate-limit.ts';
import { type AuthDependencies, mailContext } from './deps.ts';
import { resendSignUpCode } from './resend.ts';
import { signUp, verifySignUp } from './sign-up.ts';
import { normaliseSignUpBody } from './sign-up-input.ts';

const SignUpBody = withStorableEmail(CreateAuthUserRequest);

/**
 * Sign-up and its mailed code (`/users/me`, `/users/me/verification-code`, `/users/me/verified`,
 * docs/accounts.md), registered by authRoutes with its dependencies and rate limit.
 */
export const registerSignUpRoutes = (
  app: Parameters<FastifyPluginAsyncTypebox>[0],
  deps: AuthDependencies,
  limited: ReturnType<typeof rateLimited>,
): void => {
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
          `a new code can be sent ${deps.codeResendSeconds} seconds after the previous one`,
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
