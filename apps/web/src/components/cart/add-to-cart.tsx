import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing.ts';
import type { Product } from '@/lib/api/types.ts';
import { addQuantityMost } from '@/lib/cart/view.ts';
import { salesStartMoment } from '@/lib/catalogue/sales-start.ts';
import { isPurchasable, stockState } from '@/lib/catalogue/stock.ts';
import { AddToCartForm, type AddToCartTexts } from './add-to-cart-form.tsx';

/**
 * The product page's add-to-cart: a quantity of 1…min(stock, 99) and 「買い物カゴに入れる」, or the
 * disabled button with the reason (presale, sold out, no longer sold). The client form gets only
 * the texts it shows (docs/adr/0011), as props: the reason and the steppers' labels formatted
 * here, the confirmation as a template it fills (lib/i18n/fill.ts).
 */
export async function AddToCart({ product, locale }: { product: Product; locale: Locale }) {
  const [t, line] = await Promise.all([getTranslations('cart.add'), getTranslations('cart.line')]);
  const state = stockState(product);
  const reason = isPurchasable(state) ? undefined : (state as 'presale' | 'soldOut' | 'outOfSales');
  const texts: AddToCartTexts = {
    quantity: t('quantity'),
    button: t('button'),
    pending: t('pending'),
    added: t.raw('added') as string,
    viewCart: t('viewCart'),
    decrease: line('decrease', { name: product.name }),
    increase: line('increase', { name: product.name }),
  };
  return (
    <AddToCartForm
      productId={product.id}
      productName={product.name}
      locale={locale}
      most={reason ? 0 : addQuantityMost(product.inventory)}
      unavailable={
        reason
          ? t(`unavailable.${reason}`, {
              date: reason === 'presale' ? salesStartMoment(product.startAt, locale) : '',
            })
          : undefined
      }
      texts={texts}
    />
  );
}
