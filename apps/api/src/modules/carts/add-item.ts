import { ProductStatus } from '@hatake/contract';
import { overStockDetail } from '@hatake/contract/values';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cartItems, products } from '../../db/schema/index.ts';
import { DomainError, notFound } from '../../lib/domain-error.ts';
import { productStatus } from '../products/index.ts';
import { type CartOwner, lockCartForWrite } from './identity.ts';
import { withMergedGuestCart } from './merged-guest-cart.ts';

/**
 * `POST /v1/carts/-/items`: adds `quantity` of a product. Only a product for sale can be carted
 * (403), and the cart may never hold more of it than its stock (412). The cart row is locked for
 * the check and the write, so concurrent adds to one cart are counted one after another.
 */
export const addItem = async (
  db: Database,
  owner: CartOwner,
  item: { productId: string; quantity: number },
  now = new Date(),
): Promise<void> => {
  await withMergedGuestCart(db, owner, now);
  await db.transaction(async (tx) => {
    const cartId = await lockCartForWrite(tx, owner, now);
    const [product] = await tx
      .select()
      .from(products)
      .where(and(eq(products.id, item.productId), isNull(products.deletedAt)))
      .limit(1);
    if (!product || productStatus(product, now) === ProductStatus.UNKNOWN) throw notFound('product');
    if (productStatus(product, now) !== ProductStatus.FOR_SALE) {
      throw new DomainError('PermissionDenied', 'product is not for sale now');
    }
    const [line] = await tx
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, item.productId)));
    const inCart = line?.quantity ?? 0;
    if (inCart + item.quantity > product.inventory) {
      throw new DomainError('FailedPrecondition', overStockDetail(product.inventory, inCart));
    }
    if (line) {
      await tx
        .update(cartItems)
        .set({ quantity: inCart + item.quantity, updatedAt: now })
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, item.productId)));
    } else {
      await tx.insert(cartItems).values({ cartId, productId: item.productId, quantity: item.quantity });
    }
  });
};
