/**
 * The seller console's accounts and audit: /v1/console/auth*, /v1/console/me*, /v1/console/audit
 * (docs/console.md). Console tokens are a separate audience from shoppers' (a shopper token opens
 * no console route, a console token no shopper route).
 */
import { type Static, Type } from 'typebox';
import { id, PagingQuery, total, unixTime } from './common.ts';

/** `coordinator` runs one marche; `administrator` sees and changes every marche. */
export const StaffRoleSchema = Type.Union([Type.Literal('coordinator'), Type.Literal('administrator')], {
  description: 'coordinator: one marche; administrator: every marche',
});
export type StaffRole = Static<typeof StaffRoleSchema>;

/** A TOTP code as an authenticator app shows it: 6 digits. */
const TotpCode = Type.String({ pattern: '^[0-9]{6}$', description: '6-digit code of the authenticator app' });

export const ConsoleSignInRequest = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 256, description: 'the staff account’s e-mail address' }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  totpCode: Type.Optional(
    Type.String({
      maxLength: 16,
      description:
        'required when the account has two-factor sign-in on: 401 `totpCode is required` asks for it',
    }),
  ),
});
export type ConsoleSignInRequest = Static<typeof ConsoleSignInRequest>;

/** Tokens of a console session; answer of sign-in and refresh. */
export const ConsoleAuthResponse = Type.Object({
  staffId: id('staff account id'),
  accessToken: Type.String({ description: 'send as `Authorization: Bearer <accessToken>` to /v1/console/*' }),
  refreshToken: Type.String({ description: 'for POST /v1/console/auth/refresh-token (rotates)' }),
  expiresIn: Type.Integer({ minimum: 0, description: 'access-token lifetime in SECONDS' }),
  tokenType: Type.String({ description: 'always "Bearer"' }),
});
export type ConsoleAuthResponse = Static<typeof ConsoleAuthResponse>;

export const StaffAccount = Type.Object({
  id: id('staff account id'),
  email: Type.String(),
  displayName: Type.String(),
  role: StaffRoleSchema,
  coordinatorId: Type.Union([id('the coordinator’s marche'), Type.Null()], {
    description: 'the marche a coordinator runs; null for an administrator',
  }),
  marcheName: Type.String({ description: 'that marche’s name ("" for an administrator)' }),
  marcheNameEn: Type.String({ description: 'its English name ("" if none)' }),
  totpEnabled: Type.Boolean({ description: 'two-factor sign-in is on' }),
});
export type StaffAccount = Static<typeof StaffAccount>;

export const ConsoleMeResponse = Type.Object({ staff: StaffAccount });
export type ConsoleMeResponse = Static<typeof ConsoleMeResponse>;

/** GET /v1/console/staff (administrators). */
export const ListStaffQuery = Type.Object({
  ...PagingQuery.properties,
  coordinatorId: Type.Optional(
    Type.String({ maxLength: 64, description: 'only the coordinators of this marche' }),
  ),
});
export type ListStaffQuery = Static<typeof ListStaffQuery>;

export const StaffListResponse = Type.Object({ staff: Type.Array(StaffAccount), total: total() });
export type StaffListResponse = Static<typeof StaffListResponse>;

/** POST /v1/console/staff (administrators): a new console account. */
export const CreateStaffRequest = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 256, description: 'sign-in address (unique)' }),
    password: Type.String({
      minLength: 8,
      maxLength: 32,
      description: '8–32 characters, letters and digits, not the e-mail',
    }),
    displayName: Type.String({ maxLength: 64, description: 'shown in the console and the audit log' }),
    role: StaffRoleSchema,
    coordinatorId: Type.Optional(
      id('the marche a coordinator runs (required for a coordinator, absent for an administrator)'),
    ),
  },
  { additionalProperties: false },
);
export type CreateStaffRequest = Static<typeof CreateStaffRequest>;

export const StaffAccountResponse = Type.Object({ staff: StaffAccount });
export type StaffAccountResponse = Static<typeof StaffAccountResponse>;

export const TotpEnrolmentResponse = Type.Object({
  secret: Type.String({ description: 'base32 secret to type into an authenticator app' }),
  otpauthUri: Type.String({ description: '`otpauth://totp/…` URI (show it as a QR code)' }),
});
export type TotpEnrolmentResponse = Static<typeof TotpEnrolmentResponse>;

export const TotpCodeRequest = Type.Object({ totpCode: TotpCode });
export type TotpCodeRequest = Static<typeof TotpCodeRequest>;

/** The account's password, asked again before two-factor sign-in is set up or turned off. */
const CurrentPassword = Type.String({
  minLength: 1,
  maxLength: 128,
  description: 'the account’s current password (a session alone cannot change two-factor sign-in)',
});

/** POST /v1/console/me/totp. */
export const TotpEnrolmentRequest = Type.Object({ password: CurrentPassword });
export type TotpEnrolmentRequest = Static<typeof TotpEnrolmentRequest>;

/** POST /v1/console/me/totp/disable. */
export const TotpDisableRequest = Type.Object({ totpCode: TotpCode, password: CurrentPassword });
export type TotpDisableRequest = Static<typeof TotpDisableRequest>;

export const AuditEntry = Type.Object({
  id: id('audit entry id'),
  staffId: id('who'),
  staffEmail: Type.String({ description: 'their e-mail address' }),
  role: StaffRoleSchema,
  coordinatorId: Type.Union([Type.String(), Type.Null()], { description: 'the acting coordinator’s marche' }),
  action: Type.String({ description: 'what, e.g. `product.update`, `product.stock`, `order.ship`' }),
  entityType: Type.String({ description: '`product`, `producer`, `order`…' }),
  entityId: Type.String(),
  before: Type.Unknown({ description: 'the entity before the write (JSON; null when created)' }),
  after: Type.Unknown({ description: 'the entity after the write (JSON)' }),
  createdAt: unixTime('when, unix seconds'),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const ListAuditQuery = Type.Object({
  ...PagingQuery.properties,
  entityType: Type.Optional(Type.String({ maxLength: 32, description: 'only entries about this kind' })),
  entityId: Type.Optional(Type.String({ maxLength: 64, description: 'only entries about this entity' })),
  staffId: Type.Optional(Type.String({ maxLength: 64, description: 'only entries by this account' })),
});
export type ListAuditQuery = Static<typeof ListAuditQuery>;

export const AuditLogResponse = Type.Object({ entries: Type.Array(AuditEntry), total: total() });
export type AuditLogResponse = Static<typeof AuditLogResponse>;
