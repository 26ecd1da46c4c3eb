import type { CalcCartResponse } from '@hatake/contract';
import { getLocale, getTranslations } from 'next-intl/server';
import { MediaImage } from '@/components/ui/media-image.tsx';
import { boxSizeCm, boxTypeKey } from '@/lib/cart/view.ts';
import { formatYen } from '@/lib/format.ts';
import { localizedText, productShown } from '@/lib/i18n/content.ts';
import { toLocale } from '@/lib/i18n/page-params.ts';

/**
 * What is being bought from one marche, as `GET /v1/carts/{coordinatorId}` priced it: the boxes
 * (number, size, 常温便/クール便) with their lines, then subtotal, discount, shipping and total.
 * Without a destination yet (`shippingKnown` false) the shipping says when it will be known.
 */
export async function OrderSummary({
  calc,
  shippingKnown,
}: {
  calc: CalcCartResponse;
  shippingKnown: boolean;
}) {
  const [t, cart, c, pageLocale] = await Promise.all([
    getTranslations('checkout.summary'),
    getTranslations('cart'),
    getTranslations('catalogue'),
    getLocale(),
  ]);
  const locale = toLocale(pageLocale);
  const products = new Map(calc.products.map((p) => [p.id, productShown(p, locale)]));
  const marche = localizedText(calc.coordinator.marcheName, calc.coordinator.marcheNameEn, locale);
  return (
    <section
      aria-labelledby="checkout-summary"
      className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-6"
      data-testid="checkout-summary"
    >
      <h2 id="checkout-summary" className="font-bold text-soil text-xl">
        {t('heading')}
      </h2>
      <p className="mt-1 text-muted text-sm">
        {t('marche', { name: marche })} · {cart('boxCount', { count: calc.carts.length })}
      </p>
      <div className="mt-4 flex flex-col gap-3">
        {calc.carts.map((box) => (
          <article
            key={box.number}
            aria-label={cart('box.heading', { number: box.number })}
            className="rounded-2xl border border-line bg-cream/40 p-3"
            data-testid="checkout-box"
          >
            <p className="flex flex-wrap items-center gap-2 font-bold text-soil text-sm">
              {cart('box.heading', { number: box.number })}
              <span className="rounded-full bg-cream-dark px-2 py-0.5 font-semibold text-xs">
                {cart('box.size', { size: boxSizeCm(box.size) })}
              </span>
              <span className="rounded-full bg-leaf-light px-2 py-0.5 font-semibold text-leaf-dark text-xs">
                {cart(`box.type.${boxTypeKey(box.type)}`)}
              </span>
            </p>
            <ul className="mt-2 divide-y divide-line">
              {box.items.map((item) => {
                const product = products.get(item.productId);
                if (!product) return null;
                return (
                  <li
                    key={item.productId}
                    className="flex items-center gap-3 py-2"
                    data-testid="checkout-line"
                  >
                    <MediaImage
                      url={product.thumbnailUrl}
                      alt=""
                      sizes="48px"
                      aspect="aspect-square"
                      className="size-12 shrink-0 rounded-lg"
                      placeholderLabel={c('noImage')}
                    />
                    <div className="min-w-0 flex-1 text-sm">
                      <p className="font-semibold text-soil">{product.name}</p>
                      <p className="text-muted tabular-nums">
                        {formatYen(product.price)} × {t('quantity', { count: item.quantity })}
                      </p>
                    </div>
                    <p className="font-bold text-soil text-sm tabular-nums">
                      {formatYen(product.price * item.quantity)}
                    </p>
                  </li>
                );
              })}
            </ul>
          </article>
        ))}
      </div>
      <Amounts
        rows={[
          { label: t('subtotal'), value: formatYen(calc.subtotal), testId: 'checkout-subtotal' },
          {
            label: calc.promotion ? t('discountWith', { title: calc.promotion.title }) : t('discount'),
            value: calc.discount > 0 ? `−${formatYen(calc.discount)}` : formatYen(0),
            testId: 'checkout-discount',
          },
          {
            label: t('shipping'),
            value: shippingKnown ? formatYen(calc.shippingFee) : t('shippingLater'),
            testId: 'checkout-shipping',
          },
        ]}
        total={{ label: t('total'), value: formatYen(calc.total), testId: 'checkout-total' }}
        note={
          shippingKnown ? t('taxContained', { tax: formatYen(Math.floor(calc.total / 11)) }) : t('taxNote')
        }
      />
    </section>
  );
}

/** A list of amounts and the total, one row per figure. */
export function Amounts({
  rows,
  total,
  note,
}: {
  rows: { label: string; value: string; testId?: string }[];
  total: { label: string; value: string; testId?: string };
  note?: string;
}) {
  return (
    <>
      <dl className="mt-4 flex flex-col gap-1.5 border-line border-t pt-3 text-sm text-soil tabular-nums">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4">
            <dt>{row.label}</dt>
            <dd data-testid={row.testId} className="text-right">
              {row.value}
            </dd>
          </div>
        ))}
        <div className="mt-1 flex justify-between gap-4 border-line border-t pt-2 font-bold text-base">
          <dt>{total.label}</dt>
          <dd data-testid={total.testId} className="text-persimmon-dark">
            {total.value}
          </dd>
        </div>
      </dl>
      {note ? <p className="mt-2 text-muted text-xs">{note}</p> : null}
    </>
  );
}
