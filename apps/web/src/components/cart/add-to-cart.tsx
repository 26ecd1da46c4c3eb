import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { Locale } from '@/i18n/routing.ts';
import type { Product } from '@/lib/api/types.ts';
import { addQuantityOptions } from '@/lib/cart/view.ts';
import { salesStartMoment } from '@/lib/catalogue/sales-start.ts';
import { isPurchasable, stockState } from '@/lib/catalogue/stock.ts';
import { AddToCartForm } from './add-to-cart-form.tsx';

/**
 * The product page's add-to-cart: a quantity of 1…min(stock, 99) and 「買い物カゴに入れる」, or the
 * disabled button with the reason (presale, sold out, no longer sold). The client form gets only
 * `cart.add` (docs/adr/0011).
 */
export async function AddToCart({ product, locale }: { product: Product; locale: Locale }) {
  const messages = await getMessages();
  const cart = messages.cart as Record<string, unknown>;
  const state = stockState(product);
  const reason = isPurchasable(state) ? undefined : (state as 'presale' | 'soldOut' | 'outOfSales');
  return (
    <NextIntlClientProvider messages={{ cart: { add: cart.add } }}>
      <AddToCartForm
        productId={product.id}
        productName={product.name}
        locale={locale}
        quantities={reason ? [] : addQuantityOptions(product.inventory)}
        unavailable={reason}
        salesStart={reason === 'presale' ? salesStartMoment(product.startAt, locale) : undefined}
      />
    </NextIntlClientProvider>
  );
}
