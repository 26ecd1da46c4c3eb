import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { coordinators } from '../../db/schema/index.ts';
import { DomainError, invalidArgument, notFound } from '../../lib/domain-error.ts';
import { canActOnMarche, type StaffPrincipal } from '../../plugins/console-auth.ts';

/**
 * The marche a new product or producer goes to (docs/console.md#roles): a coordinator's own — naming
 * another one is answered as missing, so a coordinator learns nothing of other marches — or, for an
 * administrator, the one the request names, which must exist and not be deleted.
 */
export const marcheOfNewEntry = async (
  tx: Transaction,
  staff: StaffPrincipal,
  requested: string | undefined,
): Promise<string> => {
  if (staff.role === 'coordinator') {
    if (requested !== undefined && requested !== staff.coordinatorId) throw notFound('coordinator');
    if (!staff.coordinatorId) throw new DomainError('PermissionDenied', 'the account has no marche');
    return staff.coordinatorId;
  }
  if (!requested) throw invalidArgument('coordinatorId is required for an administrator');
  const [marche] = await tx
    .select({ id: coordinators.id })
    .from(coordinators)
    .where(and(eq(coordinators.id, requested), isNull(coordinators.deletedAt)))
    .limit(1);
  if (!marche || !canActOnMarche(staff, marche.id)) throw notFound('coordinator');
  return marche.id;
};
