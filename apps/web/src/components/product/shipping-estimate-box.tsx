import { getMessages } from 'next-intl/server';
import type { Locale } from '@/i18n/routing.ts';
import { errorMessage, getShippingEstimate } from '@/lib/api/index.ts';
import { memberDefaultPrefecture } from '@/lib/cart/server.ts';
import { defaultEstimatePrefecture } from '@/lib/catalogue/shipping-estimate.ts';
import { ShippingEstimate, type ShippingTexts } from './shipping-estimate.tsx';

/**
 * The shipping estimate of a product page, first rendered on the server for the member's default
 * address's prefecture (else Tokyo, lib/catalogue/shipping-estimate.ts). The client part gets only
 * the `item.shipping` messages (docs/adr/0011), as templates it fills itself (lib/i18n/fill.ts).
 */
export async function ShippingEstimateBox({ productId, locale }: { productId: string; locale: Locale }) {
  const prefecture = defaultEstimatePrefecture(await memberDefaultPrefecture());
  const [messages, initial] = await Promise.all([
    getMessages(),
    getShippingEstimate(productId, prefecture).catch((error: unknown) => {
      console.error('GET shipping estimate failed', error);
      return { error: errorMessage(error, locale) };
    }),
  ]);
  const texts = (messages.item as { shipping: ShippingTexts }).shipping;
  return (
    <ShippingEstimate
      productId={productId}
      locale={locale}
      prefecture={prefecture}
      initial={initial}
      texts={texts}
    />
  );
}
