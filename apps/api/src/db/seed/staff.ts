import { hash } from '@node-rs/argon2';
import { asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { coordinators, staffAccounts } from '../schema/index.ts';
import { STAFF } from './content/staff.ts';

/**
 * Adds the console's demo accounts (content/staff.ts) to a database that has no staff account yet:
 * at the first seeding, and once to a demo database seeded before the console existed. Passwords
 * are hashed as the auth module hashes them (argon2id, library defaults). A coordinator's marche is
 * found by its name (else the oldest marche); without any marche nothing is added.
 */
export const seedStaffIfNone = async (db: Executor): Promise<{ added: number }> => {
  const [existing] = await db.select({ n: count() }).from(staffAccounts);
  if ((existing?.n ?? 0) > 0) return { added: 0 };
  const [oldest] = await db
    .select({ id: coordinators.id })
    .from(coordinators)
    .orderBy(asc(coordinators.createdAt), asc(coordinators.id))
    .limit(1);
  if (!oldest) return { added: 0 };
  let added = 0;
  for (const seed of STAFF) {
    let coordinatorId: string | null = null;
    if (seed.role === 'coordinator') {
      const [named] = seed.marcheName
        ? await db
            .select({ id: coordinators.id })
            .from(coordinators)
            .where(eq(coordinators.marcheName, seed.marcheName))
            .limit(1)
        : [];
      coordinatorId = named?.id ?? oldest.id;
    }
    // Several API processes starting on one database may get here together: one insert wins.
    const inserted = await db
      .insert(staffAccounts)
      .values({
        email: seed.email,
        passwordHash: await hash(seed.password),
        displayName: seed.displayName,
        role: seed.role,
        coordinatorId,
      })
      .onConflictDoNothing()
      .returning({ id: staffAccounts.id });
    added += inserted.length;
  }
  return { added };
};
