import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, idColumn, timestamptz, updatedAt } from './columns.ts';
import { coordinators } from './coordinators.ts';

/** The roles of the seller console (docs/console.md#roles). */
export const STAFF_ROLES = ['coordinator', 'administrator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * People who sign in to the seller console: coordinators (one marche each, `coordinator_id`) and
 * administrators (every marche). Separate from shoppers (`users`): a console token is refused by
 * every shopper route and a shopper token by every console route (docs/console.md#sign-in).
 * E-mail addresses are stored trimmed and lower-case.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: idColumn(),
    email: text('email').notNull(),
    /** argon2id hash (the shoppers' hashing, modules/auth). */
    passwordHash: text('password_hash').notNull(),
    displayName: text('display_name').notNull().default(''),
    role: text('role').$type<StaffRole>().notNull(),
    /** The marche a coordinator runs; null for administrators. */
    coordinatorId: text('coordinator_id').references(() => coordinators.id),
    /**
     * The TOTP secret (RFC 6238), sealed with a key derived from AUTH_SECRET (modules/staff/totp-seal.ts):
     * being enrolled while `totp_enabled_at` is null, in force once set.
     */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamptz('totp_enabled_at'),
    /** The last TOTP time step accepted: a code is good once (no replay within its window). */
    totpLastStep: integer('totp_last_step').notNull().default(0),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('staff_accounts_email_uq').on(t.email).where(sql`${t.deletedAt} is null`),
    index('staff_accounts_coordinator_id_idx').on(t.coordinatorId),
    check('staff_accounts_role_check', sql`${t.role} in ('coordinator', 'administrator')`),
    check(
      'staff_accounts_coordinator_check',
      sql`(${t.role} = 'coordinator') = (${t.coordinatorId} is not null)`,
    ),
  ],
);

/**
 * Every write made through the console: who (staff account, role, marche), what (action, entity
 * and its id), when, and the entity before and after as JSON. Written in the same transaction as
 * the write itself (modules/staff/audit.ts), read by administrators (GET /v1/console/audit).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: idColumn(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    role: text('role').$type<StaffRole>().notNull(),
    /** The acting coordinator's marche (null for an administrator). */
    coordinatorId: text('coordinator_id'),
    /** e.g. `product.update`, `product.stock`, `order.ship`. */
    action: text('action').notNull(),
    /** e.g. `product`, `producer`, `order`. */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_staff_id_idx').on(t.staffId),
  ],
);
