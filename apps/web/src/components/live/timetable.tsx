import { getTranslations } from 'next-intl/server';
import { AddToCart } from '@/components/cart/add-to-cart.tsx';
import { Price } from '@/components/catalogue/price.tsx';
import { StockBadge } from '@/components/catalogue/stock-badge.tsx';
import { IntentLink } from '@/components/ui/intent-link.tsx';
import { MediaImage } from '@/components/ui/media-image.tsx';
import { type Locale, localizedPath } from '@/i18n/routing.ts';
import type { Producer } from '@/lib/api/types.ts';
import { stockState } from '@/lib/catalogue/stock.ts';
import { isoDateTime } from '@/lib/format.ts';
import { formatClock, type TimetableSlot } from '@/lib/live/view.ts';
import { CoordinatorAvatar } from './coordinator-avatar.tsx';

/**
 * The producers' slots of a schedule in time order, each with its products: picture, name (a link
 * to /items/{id}), price, stock and the add-to-cart form of the product page. A product's chrome is
 * one class per element (`.slot-product*` in globals.css) and its links IntentLink (next/link) with
 * the path already localized: each product is written twice, in the HTML and in the RSC payload.
 */
export async function Timetable({
  slots,
  producers,
  locale,
}: {
  slots: TimetableSlot[];
  producers: Producer[];
  locale: Locale;
}) {
  const [t, c] = await Promise.all([getTranslations('live'), getTranslations('catalogue')]);
  const producerById = new Map(producers.map((producer) => [producer.id, producer]));
  return (
    <section aria-labelledby="timetable-heading" className="mt-12">
      <h2 id="timetable-heading" className="font-bold text-soil text-xl">
        {t('timetable')}
      </h2>
      {slots.length === 0 ? (
        <p className="mt-4 text-muted">{t('timetableEmpty')}</p>
      ) : (
        <ol className="mt-5 flex flex-col gap-6 border-leaf-light border-l-4 pl-5">
          {slots.map(({ live, products }) => {
            const producer = producerById.get(live.producerId);
            const name = producer?.username ?? '';
            const range = t('timeRange', {
              start: formatClock(live.startAt, locale),
              end: formatClock(live.endAt, locale),
            });
            return (
              <li key={`${live.producerId}-${live.startAt}`} className="relative">
                <span
                  aria-hidden="true"
                  className="-left-[1.9rem] absolute top-1.5 size-3 rounded-full border-2 border-white bg-leaf"
                />
                <h3 className="flex flex-wrap items-center gap-3">
                  <time
                    dateTime={isoDateTime(live.startAt)}
                    className="rounded bg-soil px-2 py-0.5 font-semibold text-sm text-white tabular-nums"
                  >
                    {range}
                  </time>
                  <span className="inline-flex items-center gap-2 font-semibold text-soil">
                    <CoordinatorAvatar url={producer?.thumbnailUrl ?? ''} name={name} size={32} />
                    {name}
                  </span>
                </h3>
                {live.comment ? (
                  <p className="mt-2 whitespace-pre-line text-muted text-sm leading-relaxed">
                    {live.comment}
                  </p>
                ) : null}
                {products.length === 0 ? (
                  <p className="mt-3 text-muted text-sm">{t('slotEmpty')}</p>
                ) : (
                  <ul
                    aria-label={t('slotProducts', { producer: name })}
                    className="mt-3 grid gap-4 md:grid-cols-2"
                  >
                    {products.map((product) => {
                      const state = stockState(product);
                      const href = localizedPath(locale, `/items/${encodeURIComponent(product.id)}`);
                      return (
                        <li key={product.id} className="slot-product">
                          <IntentLink
                            href={href}
                            className="slot-product-picture"
                            tabIndex={-1}
                            aria-hidden="true"
                          >
                            <MediaImage
                              url={product.thumbnailUrl}
                              alt=""
                              sizes="96px"
                              aspect="aspect-square"
                              placeholderLabel={c('noImage')}
                            />
                          </IntentLink>
                          <div className="slot-product-body">
                            <IntentLink href={href} className="slot-product-name">
                              {product.name}
                            </IntentLink>
                            <div className="slot-product-price">
                              <Price amount={product.price} taxLabel={c('taxIncluded')} size="sm" />
                              {state === 'inStock' ? null : (
                                <StockBadge state={state} label={c(`stock.${state}`)} />
                              )}
                            </div>
                            <AddToCart product={product} locale={locale} />
                          </div>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
