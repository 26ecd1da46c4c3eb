import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuditLogResponse,
  ConsoleAuthResponse,
  ConsoleMeResponse,
  ConsoleSignInRequest,
  CreateStaffRequest,
  ListAuditQuery,
  ListStaffQuery,
  RefreshAuthTokenRequest,
  StaffAccountResponse,
  StaffListResponse,
  TotpCodeRequest,
  TotpDisableRequest,
  TotpEnrolmentRequest,
  TotpEnrolmentResponse,
  UpdateAuthPasswordRequest,
} from '@hatake/contract';
import { DomainError } from '../../lib/domain-error.ts';
import {
  BAD_REQUEST,
  CONFLICT,
  FORBIDDEN,
  NO_CONTENT,
  NOT_FOUND,
  PRECONDITION_FAILED,
  pageOf,
  TOO_MANY_REQUESTS,
  UNAUTHORIZED,
} from '../../lib/http-schemas.ts';
import { CONSOLE_TAG } from '../../plugins/console-auth.ts';
import { rateLimited } from '../../plugins/rate-limit.ts';
import { authDependencies, refreshSession, revokeSession } from '../auth/index.ts';
import { findStaffById, presentStaff } from './accounts.ts';
import { listAudit } from './audit.ts';
import { changeStaffPassword } from './change-password.ts';
import { createStaff, listStaff } from './manage-staff.ts';
import { consoleSessions, signInStaff, toConsoleTokens } from './sign-in.ts';
import { confirmTotp, disableTotp, startTotpEnrolment } from './two-factor.ts';

const TAGS = [CONSOLE_TAG];

/**
 * The seller console's accounts (docs/console.md): sign-in with optional TOTP, token refresh with
 * the shoppers' rotation and reuse detection, sign-out, the account itself, and the audit log.
 */
export const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const sessions = consoleSessions(authDependencies(app));
  const limited = rateLimited(app.config);

  app.post(
    '/console/auth',
    {
      config: limited,
      schema: {
        tags: TAGS,
        summary: 'Console: sign in',
        description:
          'A coordinator or an administrator signs in with e-mail and password (and `totpCode` when ' +
          'two-factor sign-in is on). Answers a console access token and a refresh token, which open ' +
          'only /v1/console/* (a shopper’s token is refused there, and these by shopper routes). ' +
          'Wrong e-mail or password → 401; right password but no code → 401 `totpCode is required`; ' +
          'wrong or reused code → 401 `totpCode is incorrect`. Rate-limited per client as the shoppers’ sign-in.',
        body: ConsoleSignInRequest,
        response: { 200: ConsoleAuthResponse, 400: BAD_REQUEST, 401: UNAUTHORIZED, 429: TOO_MANY_REQUESTS },
      },
    },
    async (request) => signInStaff(sessions, request.body),
  );

  app.post(
    '/console/auth/refresh-token',
    {
      config: limited,
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags: TAGS,
        summary: 'Console: refresh the tokens',
        description:
          'Rotation, exactly as for shoppers (docs/accounts.md#sessions-and-refresh-tokens): a new pair, ' +
          'the presented token retired; within 30 s the retired token answers the same successor; later ' +
          'reuse signs the whole session out. A shopper’s refresh token is unknown here (401).',
        body: RefreshAuthTokenRequest,
        response: { 200: ConsoleAuthResponse, 400: BAD_REQUEST, 401: UNAUTHORIZED, 429: TOO_MANY_REQUESTS },
      },
    },
    async (request) => toConsoleTokens(await refreshSession(sessions, request.body?.refreshToken)),
  );

  app.delete(
    '/console/auth',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: TAGS,
        summary: 'Console: sign out',
        description: 'Ends the console session: its refresh and access tokens stop working.',
        response: { 204: NO_CONTENT, 401: UNAUTHORIZED },
      },
    },
    async (request, reply) => {
      await revokeSession(app.db, request.staff().sessionId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/console/me',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: TAGS,
        summary: 'Console: the signed-in account',
        description:
          'Role, the coordinator’s marche (null for an administrator) and whether two-factor sign-in is on.',
        response: { 200: ConsoleMeResponse, 401: UNAUTHORIZED },
      },
    },
    async (request) => {
      const staff = await findStaffById(app.db, request.staff().staffId);
      if (!staff) throw new DomainError('Unauthenticated', 'the account no longer exists');
      return { staff: await presentStaff(app.db, staff) };
    },
  );

  app.patch(
    '/console/me/password',
    {
      onRequest: app.requireStaff,
      config: limited,
      schema: {
        tags: TAGS,
        summary: 'Console: change the password',
        description:
          'The shoppers’ password rule (8–32 characters, letters and digits, not the e-mail). Wrong ' +
          '`oldPassword` → 401. The account’s other console sessions are signed out; this one stays.',
        body: UpdateAuthPasswordRequest,
        response: { 204: NO_CONTENT, 400: BAD_REQUEST, 401: UNAUTHORIZED, 429: TOO_MANY_REQUESTS },
      },
    },
    async (request, reply) => {
      await changeStaffPassword(app.db, request.staff(), request.body, request.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/console/staff',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: TAGS,
        summary: 'Console: staff accounts (administrators)',
        description:
          'Live accounts, oldest first; `coordinatorId` lists one marche’s coordinators. Coordinators → 403.',
        querystring: ListStaffQuery,
        response: { 200: StaffListResponse, 400: BAD_REQUEST, 401: UNAUTHORIZED, 403: FORBIDDEN },
      },
    },
    async (request) =>
      listStaff(app.db, request.staff(), {
        coordinatorId: request.query.coordinatorId,
        ...pageOf(request.query),
      }),
  );

  app.post(
    '/console/staff',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: TAGS,
        summary: 'Console: add a staff account (administrators)',
        description:
          'A coordinator of an existing marche (`coordinatorId`, unknown → 404) or an administrator ' +
          '(no `coordinatorId`). The shoppers’ password rule; an e-mail already in use → 409. Coordinators → 403.',
        body: CreateStaffRequest,
        response: {
          200: StaffAccountResponse,
          400: BAD_REQUEST,
          401: UNAUTHORIZED,
          403: FORBIDDEN,
          404: NOT_FOUND,
          409: CONFLICT,
        },
      },
    },
    async (request) => ({ staff: await createStaff(app.db, request.staff(), request.body, request.id) }),
  );

  app.post(
    '/console/me/totp',
    {
      onRequest: app.requireStaff,
      config: limited,
      schema: {
        tags: TAGS,
        summary: 'Console: start two-factor enrolment',
        description:
          'A new TOTP secret (RFC 6238: SHA-1, 6 digits, 30 s) and its `otpauth://` URI for an ' +
          'authenticator app, with the account’s password asked again (wrong → 401 `password is ' +
          'incorrect`). Not in force until confirmed with a code. Already on → 412.',
        body: TotpEnrolmentRequest,
        response: {
          200: TotpEnrolmentResponse,
          400: BAD_REQUEST,
          401: UNAUTHORIZED,
          412: PRECONDITION_FAILED,
          429: TOO_MANY_REQUESTS,
        },
      },
    },
    async (request) => startTotpEnrolment(app.db, app.authSecret, request.staff(), request.body.password),
  );

  app.post(
    '/console/me/totp/confirmation',
    {
      onRequest: app.requireStaff,
      config: limited,
      schema: {
        tags: TAGS,
        summary: 'Console: turn two-factor sign-in on',
        description:
          'With a current code of the enrolled secret (±30 s): from then on sign-in asks for a code. ' +
          'Wrong code → 400 naming `totpCode`; no enrolment or already on → 412.',
        body: TotpCodeRequest,
        response: {
          204: NO_CONTENT,
          400: BAD_REQUEST,
          401: UNAUTHORIZED,
          412: PRECONDITION_FAILED,
          429: TOO_MANY_REQUESTS,
        },
      },
    },
    async (request, reply) => {
      await confirmTotp(
        app.db,
        app.authSecret,
        request.staff(),
        request.body.totpCode,
        new Date(),
        request.id,
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/console/me/totp/disable',
    {
      onRequest: app.requireStaff,
      config: limited,
      schema: {
        tags: TAGS,
        summary: 'Console: turn two-factor sign-in off',
        description:
          'Needs the account’s password and a current code. Wrong password → 401 `password is ' +
          'incorrect`; wrong code → 400 naming `totpCode`; not on → 412.',
        body: TotpDisableRequest,
        response: {
          204: NO_CONTENT,
          400: BAD_REQUEST,
          401: UNAUTHORIZED,
          412: PRECONDITION_FAILED,
          429: TOO_MANY_REQUESTS,
        },
      },
    },
    async (request, reply) => {
      await disableTotp(
        app.db,
        app.authSecret,
        request.staff(),
        request.body.totpCode,
        request.body.password,
        new Date(),
        request.id,
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/console/audit',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: TAGS,
        summary: 'Console: the audit log (administrators)',
        description:
          'Every console write — who, what, when, the entity before and after — newest first, ' +
          'filtered by entity or account. Coordinators → 403.',
        querystring: ListAuditQuery,
        response: { 200: AuditLogResponse, 400: BAD_REQUEST, 401: UNAUTHORIZED, 403: FORBIDDEN },
      },
    },
    async (request) => {
      if (request.staff().role !== 'administrator') {
        throw new DomainError('PermissionDenied', 'the audit log is for administrators');
      }
      const { entityType, entityId, staffId } = request.query;
      return listAudit(app.db, { entityType, entityId, staffId, ...pageOf(request.query) });
    },
  );
};
