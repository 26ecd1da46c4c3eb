import type { AdjustConsoleStockRequest, ConsoleProduct } from '@hatake/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { DomainError, invalidArgument, notFound } from '../../lib/domain-error.ts';
import type { StaffPrincipal } from '../../plugins/console-auth.ts';
import { recordAudit } from '../staff/index.ts';
import { presentConsoleProduct } from './present.ts';
import { applyStockChange } from './product-rules.ts';
import { lockProductInScope } from './scope.ts';

/**
 * POST /v1/console/products/{productId}/stock. The product's row is locked (`FOR UPDATE`) for the
 * change: a checkout's stock update (`inventory = inventory - n where inventory >= n`, the order
 * transaction, modules/checkouts/order-store.ts) takes the same row lock, so the two queue and each
 * sees the other's result — a checkout and an adjustment at the same moment leave the exact stock,
 * whichever goes first (docs/console.md#stock). Audited with the reason.
 */
export const adjustStock = async (
  db: Database,
  staff: StaffPrincipal,
  productId: string,
  body: AdjustConsoleStockRequest,
  requestId = '',
  now: Date = new Date(),
): Promise<ConsoleProduct> => {
  if (body.reason.trim() === '') throw invalidArgument('reason must not be blank');
  if (body.mode === 'delta' && body.expectedInventory !== undefined) {
    throw invalidArgument('expectedInventory is for set only');
  }
  return db.transaction(async (tx) => {
    const current = await lockProductInScope(tx, staff, productId);
    const change = applyStockChange(current.inventory, body);
    if (!change.ok) {
      throw change.kind === 'invalid'
        ? invalidArgument(change.detail)
        : new DomainError('FailedPrecondition', change.detail);
    }
    const [row] = await tx
      .update(products)
      .set({ inventory: change.inventory, updatedAt: now })
      .where(eq(products.id, productId))
      .returning();
    if (!row) throw notFound('product');
    await recordAudit(
      tx,
      staff,
      {
        action: 'product.stock',
        entityType: 'product',
        entityId: productId,
        before: { inventory: current.inventory },
        after: {
          inventory: row.inventory,
          mode: body.mode,
          quantity: body.quantity,
          reason: body.reason.trim(),
        },
      },
      requestId,
    );
    return presentConsoleProduct(row, now);
  });
};
