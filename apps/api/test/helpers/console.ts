/**
 * Seller-console accounts for tests (docs/console.md): the seeded demo accounts, and fresh
 * coordinators and administrators made straight in the database and signed in through HTTP.
 */
import type { ConsoleAuthResponse } from '@hatake/contract';
import { hash } from '@node-rs/argon2';
import { asc } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import type { Database } from '../../src/db/client.ts';
import { coordinators, type StaffRole, staffAccounts } from '../../src/db/schema/index.ts';
import { DEMO_ADMINISTRATOR, DEMO_COORDINATOR } from '../../src/db/seed/content/staff.ts';
import { bearer } from './accounts.ts';

export { DEMO_ADMINISTRATOR, DEMO_COORDINATOR };

export const STAFF_PASSWORD = 'console-test-2024';

/** One hash for every test account (argon2 is slow on purpose). */
let passwordHash: Promise<string> | undefined;

export type StaffSession = {
  staffId: string;
  email: string;
  role: StaffRole;
  coordinatorId: string | null;
  tokens: ConsoleAuthResponse;
  /** `Authorization: Bearer <console access token>` */
  headers: Record<string, string>;
};

/** POST /v1/console/auth; throws unless 200. */
export const consoleSignIn = async (
  app: App,
  email: string,
  password: string,
  totpCode?: string,
): Promise<ConsoleAuthResponse> => {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/console/auth',
    payload: { email, password, ...(totpCode ? { totpCode } : {}) },
  });
  if (response.statusCode !== 200)
    throw new Error(`console sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json<ConsoleAuthResponse>();
};

/** The seeded marches' ids, oldest first (the demo coordinator runs the first). */
export const marcheIds = async (db: Database): Promise<string[]> =>
  (
    await db
      .select({ id: coordinators.id })
      .from(coordinators)
      .orderBy(asc(coordinators.createdAt), asc(coordinators.id))
  ).map((row) => row.id);

let counter = 0;

/** A new staff account (a coordinator of `coordinatorId`, or an administrator), signed in. */
export const newStaff = async (
  app: App,
  db: Database,
  role: StaffRole,
  coordinatorId: string | null = null,
): Promise<StaffSession> => {
  counter += 1;
  const email = `staff.${process.pid}.${counter}.${Math.random().toString(36).slice(2, 8)}@example.jp`;
  passwordHash ??= hash(STAFF_PASSWORD);
  const [row] = await db
    .insert(staffAccounts)
    .values({
      email,
      passwordHash: await passwordHash,
      displayName: `${role} ${counter}`,
      role,
      coordinatorId: role === 'coordinator' ? coordinatorId : null,
    })
    .returning({ id: staffAccounts.id });
  if (!row) throw new Error('staff insert returned no row');
  const tokens = await consoleSignIn(app, email, STAFF_PASSWORD);
  return {
    staffId: row.id,
    email,
    role,
    coordinatorId: role === 'coordinator' ? coordinatorId : null,
    tokens,
    headers: bearer(tokens.accessToken),
  };
};

/** A signed-in coordinator of the marche `coordinatorId` (default: the oldest seeded marche). */
export const newCoordinator = async (
  app: App,
  db: Database,
  coordinatorId?: string,
): Promise<StaffSession> => {
  const marche = coordinatorId ?? (await marcheIds(db))[0];
  if (!marche) throw new Error('no marche in the seed');
  return newStaff(app, db, 'coordinator', marche);
};

/** A signed-in administrator. */
export const newAdministrator = (app: App, db: Database): Promise<StaffSession> =>
  newStaff(app, db, 'administrator');
