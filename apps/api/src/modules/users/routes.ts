import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthUserResponse,
  UpdateAuthUserAccountIdRequest,
  UpdateAuthUserEmailRequest,
  UpdateAuthUserNotificationRequest,
  UpdateAuthUserThumbnailRequest,
  UpdateAuthUserUsernameRequest,
  VerifyAuthUserEmailRequest,
} from '@hatake/contract';
import {
  BAD_REQUEST,
  CONFLICT,
  NO_CONTENT,
  PRECONDITION_FAILED,
  TOO_MANY_REQUESTS,
  UNAUTHORIZED,
  withStorableEmail,
} from '../../lib/http-schemas.ts';
import { rateLimited } from '../../plugins/rate-limit.ts';
import { authDependencies, mailContext } from '../auth/index.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.ts';
import { deleteMe, getMe } from './me.ts';
import { updateAccountId, updateNotification, updateUsername } from './profile.ts';
import { updateThumbnail } from './thumbnail.ts';

const TAGS = ['users'];

const EmailBody = withStorableEmail(UpdateAuthUserEmailRequest);

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = authDependencies(app);
  const limited = rateLimited(app.config);
  const signedInOnly = { onRequest: app.requireUser };

  app.get(
    '/users/me',
    {
      ...signedInOnly,
      schema: {
        tags: TAGS,
        summary: 'The signed-in member',
        response: { 200: AuthUserResponse, 401: UNAUTHORIZED },
      },
    },
    async (request) => getMe(deps, request.member().userId),
  );

  app.delete(
    '/users/me',
    {
      ...signedInOnly,
      schema: {
        tags: TAGS,
        summary: 'Delete the account',
        description: 'Soft-deletes the member and signs out every session; the e-mail can sign up again.',
        response: { 204: NO_CONTENT, 401: UNAUTHORIZED },
      },
    },
    async (request, reply) => {
      await deleteMe(deps, request.member().userId);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/users/me/account-id',
    {
      ...signedInOnly,
      schema: {
        tags: TAGS,
        summary: 'Change the public handle',
        description: 'Another member’s handle → 409.',
        body: UpdateAuthUserAccountIdRequest,
        response: { 204: NO_CONTENT, 400: BAD_REQUEST, 401: UNAUTHORIZED, 409: CONFLICT },
      },
    },
    async (request, reply) => {
      await updateAccountId(deps, request.member().userId, request.body.accountId);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/users/me/email',
    {
      ...signedInOnly,
      config: limited,
      schema: {
        tags: TAGS,
        summary: 'Start an e-mail change',
        description:
          'E-mails a code to the NEW address; the change applies on POST /v1/users/me/email/verified. ' +
          'Taken → 409; same as now, or a Google/LINE account → 412.',
        body: EmailBody,
        response: {
          204: NO_CONTENT,
          400: BAD_REQUEST,
          401: UNAUTHORIZED,
          409: CONFLICT,
          412: PRECONDITION_FAILED,
          429: TOO_MANY_REQUESTS,
        },
      },
    },
    async (request, reply) => {
      await requestEmailChange(deps, request.member().userId, request.body.email, mailContext(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/users/me/email/verified',
    {
      ...signedInOnly,
      config: limited,
      schema: {
        tags: TAGS,
        summary: 'Confirm the e-mail change',
        body: VerifyAuthUserEmailRequest,
        response: {
          204: NO_CONTENT,
          400: BAD_REQUEST,
          401: UNAUTHORIZED,
          409: CONFLICT,
          429: TOO_MANY_REQUESTS,
        },
      },
    },
    async (request, reply) => {
      await confirmEmailChange(deps, request.member().userId, request.body.verifyCode);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/users/me/notification',
    {
      ...signedInOnly,
      schema: {
        tags: TAGS,
        summary: 'Turn mail notifications on or off',
        body: UpdateAuthUserNotificationRequest,
        response: { 204: NO_CONTENT, 400: BAD_REQUEST, 401: UNAUTHORIZED },
      },
    },
    async (request, reply) => {
      await updateNotification(deps, request.member().userId, request.body.enabled ?? false);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/users/me/thumbnail',
    {
      ...signedInOnly,
      schema: {
        tags: TAGS,
        summary: 'Set the avatar',
        description:
          '`thumbnailUrl` from GET /v1/upload/state of one of your own thumbnail uploads that ' +
          'succeeded, or "" to clear it; any other URL → 400.',
        body: UpdateAuthUserThumbnailRequest,
        response: { 204: NO_CONTENT, 400: BAD_REQUEST, 401: UNAUTHORIZED },
      },
    },
    async (request, reply) => {
      await updateThumbnail(deps, request.member().userId, request.body.thumbnailUrl ?? '');
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/users/me/username',
    {
      ...signedInOnly,
      schema: {
        tags: TAGS,
        summary: 'Change the display name',
        body: UpdateAuthUserUsernameRequest,
        response: { 204: NO_CONTENT, 400: BAD_REQUEST, 401: UNAUTHORIZED },
      },
    },
    async (request, reply) => {
      await updateUsername(deps, request.member().userId, request.body.username);
      return reply.code(204).send(null);
    },
  );
};
