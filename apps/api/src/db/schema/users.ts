import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, idColumn, timestamptz, updatedAt } from './columns.ts';
import { staffAccounts } from './staff.ts';

/**
 * Members (UserType.MEMBER) and guests (UserType.GUEST, upserted by e-mail at guest checkout).
 * E-mail addresses are stored normalised (trimmed, lower-case) so the unique indexes apply.
 */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    type: integer('type').notNull(),
    /** How the member signs in (AuthProviderType); identities of Google/LINE are in user_identities. */
    providerType: integer('provider_type').notNull().default(1),
    accountId: text('account_id').notNull().default(''),
    username: text('username').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    firstname: text('firstname').notNull().default(''),
    lastnameKana: text('lastname_kana').notNull().default(''),
    firstnameKana: text('firstname_kana').notNull().default(''),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    /** argon2id hash; null for guests and OAuth-only members. */
    passwordHash: text('password_hash'),
    notificationEnabled: boolean('notification_enabled').notNull().default(true),
    thumbnailUrl: text('thumbnail_url').notNull().default(''),
    /** Set when the sign-up code is confirmed (or at OAuth sign-up). Unverified members cannot sign in. */
    verifiedAt: timestamptz('verified_at'),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One live verified member per e-mail and per account id; unverified sign-ups may repeat.
    uniqueIndex('users_member_email_uq')
      .on(t.email)
      .where(sql`${t.type} = 1 and ${t.verifiedAt} is not null and ${t.deletedAt} is null`),
    uniqueIndex('users_member_account_id_uq')
      .on(t.accountId)
      .where(sql`${t.type} = 1 and ${t.verifiedAt} is not null and ${t.deletedAt} is null`),
    // Guests are upserted by e-mail.
    uniqueIndex('users_guest_email_uq').on(t.email).where(sql`${t.type} = 2 and ${t.deletedAt} is null`),
    index('users_email_idx').on(t.email),
  ],
);

/** External identities (Google, LINE) linked to a member. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** AuthProviderType.GOOGLE or .LINE */
    providerType: integer('provider_type').notNull(),
    /** The provider's stable subject (`sub` claim). */
    subject: text('subject').notNull(),
    email: text('email').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_uq').on(t.providerType, t.subject),
    index('user_identities_user_id_idx').on(t.userId),
  ],
);

/**
 * Opaque rotating refresh tokens, stored as a hash (never the token). Every rotation inserts the
 * successor in the same family; presenting a token that is already rotated or revoked revokes the
 * whole family (docs/accounts.md). A token belongs to a shopper (`user_id`) or to a seller-console
 * account (`staff_id`), never both (docs/console.md#sign-in).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: idColumn(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    staffId: text('staff_id').references(() => staffAccounts.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    /** SHA-256 (hex or base64url) of the token. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Set when this token was exchanged for its successor. */
    rotatedAt: timestamptz('rotated_at'),
    replacedById: text('replaced_by_id'),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_uq').on(t.tokenHash),
    index('refresh_tokens_user_id_idx').on(t.userId),
    index('refresh_tokens_family_id_idx').on(t.familyId),
    index('refresh_tokens_expires_at_idx').on(t.expiresAt),
    index('refresh_tokens_staff_id_idx').on(t.staffId),
    check('refresh_tokens_account_check', sql`num_nonnulls(${t.userId}, ${t.staffId}) = 1`),
  ],
);

/** One-time codes sent by e-mail: sign-up verification, e-mail change, password reset. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** VerificationPurpose */
    purpose: integer('purpose').notNull(),
    /** The address the code was sent to (the new address for an e-mail change). */
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt)],
);

/**
 * Short-lived OAuth sign-in attempts (GET /v1/auth/google|line): state and nonce bound to the guest
 * session, checked when the provider redirects back.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: idColumn(),
    sessionId: text('session_id').notNull(),
    /** AuthProviderType.GOOGLE or .LINE */
    providerType: integer('provider_type').notNull(),
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull().default(''),
    redirectUri: text('redirect_uri').notNull().default(''),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('oauth_states_session_id_idx').on(t.sessionId),
    uniqueIndex('oauth_states_state_uq').on(t.state),
    index('oauth_states_expires_at_idx').on(t.expiresAt),
  ],
);

/** Saved addresses of a user. `prefecture` (the name) is derived from `prefectureCode` on read. */
export const addresses = pgTable(
  'addresses',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isDefault: boolean('is_default').notNull().default(false),
    lastname: text('lastname').notNull(),
    firstname: text('firstname').notNull(),
    lastnameKana: text('lastname_kana').notNull(),
    firstnameKana: text('firstname_kana').notNull(),
    /** 7 digits, no hyphen */
    postalCode: text('postal_code').notNull(),
    /** 1–47 */
    prefectureCode: integer('prefecture_code').notNull(),
    city: text('city').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull().default(''),
    phoneNumber: text('phone_number').notNull(),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_id_idx').on(t.userId, t.createdAt),
    // At most one default address per user.
    uniqueIndex('addresses_user_default_uq')
      .on(t.userId)
      .where(sql`${t.isDefault} and ${t.deletedAt} is null`),
  ],
);
