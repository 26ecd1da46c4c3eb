import { placeLabel } from '@hatake/contract/values';
import { getTranslations } from 'next-intl/server';
import { MediaImage } from '@/components/ui/media-image.tsx';
import { Link } from '@/i18n/navigation.ts';
import type { Locale } from '@/i18n/routing.ts';
import type { Product } from '@/lib/api/types.ts';
import { checkoutPath } from '@/lib/cart/paths.ts';
import type { CoordinatorPricing } from '@/lib/cart/server.ts';
import {
  boxGroups,
  boxSizeCm,
  boxTypeKey,
  type CoordinatorCart as CoordinatorCartData,
  promotionParam,
  quantitiesByProduct,
} from '@/lib/cart/view.ts';
import { formatYen } from '@/lib/format.ts';
import { marcheShown, productShown } from '@/lib/i18n/content.ts';
import { FillMeter } from './fill-meter.tsx';
import { LineControls } from './line-controls.tsx';

/** The id of the cart page's GET form: the prefecture and every coupon field belong to it. */
export const PRICING_FORM_ID = 'cart-pricing';

type Props = {
  group: CoordinatorCartData;
  products: readonly Product[];
  pricing: CoordinatorPricing;
  promotion: string;
  prefecture: number;
  locale: Locale;
};

/**
 * One coordinator's (marche's) part of the cart: each product once with its price, one quantity
 * stepper and remove; the boxes they are packed into as a summary (identical boxes counted once:
 * 12 jars in six boxes are one line and "60 size × 6", not six rows); the coupon field, the amounts the API priced (subtotal, discount, shipping,
 * total) and 「購入手続きへ」.
 */
export async function CoordinatorCart({ group, products, pricing, promotion, prefecture, locale }: Props) {
  const t = await getTranslations('cart');
  const c = await getTranslations('catalogue');
  const headingId = `marche-${group.coordinatorId}`;
  const coordinator = group.coordinator ? marcheShown(group.coordinator, locale) : undefined;
  const name = coordinator?.marcheName || t('marcheLabel');
  const place = group.coordinator
    ? placeLabel(group.coordinator.prefecture, group.coordinator.city, locale)
    : '';
  const totals = quantitiesByProduct(group.boxes);
  const hasCoolBox = group.boxes.some((box) => boxTypeKey(box.type) === 'cool');
  const byId = new Map(products.map((p) => [p.id, productShown(p, locale)]));

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-6"
      data-testid="cart-marche"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="font-bold text-soil text-xl">
          {group.coordinator ? (
            <Link
              href={`/coordinator/${encodeURIComponent(group.coordinatorId)}`}
              className="underline-offset-4 hover:underline"
            >
              {name}
            </Link>
          ) : (
            name
          )}
        </h2>
        <p className="text-muted text-sm">
          {place ? `${t('shipFrom', { place })} · ` : ''}
          {t('boxCount', { count: group.boxes.length })}
        </p>
      </div>

      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-4">
          <ul className="divide-y divide-line rounded-2xl border border-line bg-cream/40 px-4">
            {[...totals].map(([productId, quantity]) => {
              const product = byId.get(productId);
              return product ? (
                <ProductLine
                  key={productId}
                  product={product}
                  quantity={quantity}
                  locale={locale}
                  labels={{
                    price: t('line.price'),
                    lineTotal: t('line.lineTotal'),
                    taxIncluded: c('taxIncluded'),
                    noImage: c('noImage'),
                  }}
                />
              ) : null;
            })}
          </ul>
          <BoxSummary
            groups={boxGroups(group.boxes).map((box) => ({
              ...box,
              size: t('box.size', { size: boxSizeCm(box.size) }),
              type: t(`box.type.${boxTypeKey(box.type)}`),
              cool: boxTypeKey(box.type) === 'cool',
              fill: t('box.fill', { rate: box.rate }),
              count: t('boxes.count', { count: box.count }),
            }))}
            heading={t('boxes.heading', { count: group.boxes.length })}
            note={t('boxes.note')}
            headingId={`${headingId}-boxes`}
          />
          {hasCoolBox ? (
            <p className="rounded-xl bg-sky-50 px-4 py-3 text-sky-900 text-sm ring-1 ring-sky-700/20">
              {t('box.coolNote')}
            </p>
          ) : null}
        </div>

        <PricingPanel
          coordinatorId={group.coordinatorId}
          marche={name}
          pricing={pricing}
          promotion={promotion}
          prefecture={prefecture}
          locale={locale}
        />
      </div>
    </section>
  );
}

type LineLabels = { price: string; lineTotal: string; taxIncluded: string; noImage: string };

/** A product once, whatever the number of boxes its units fill: one stepper for all of its units. */
function ProductLine({
  product,
  quantity,
  locale,
  labels,
}: {
  product: Product;
  quantity: number;
  locale: Locale;
  labels: LineLabels;
}) {
  return (
    <li className="flex gap-3 py-3" data-testid="cart-line">
      <MediaImage
        url={product.thumbnailUrl}
        alt=""
        sizes="64px"
        aspect="aspect-square"
        className="size-16 shrink-0 rounded-xl"
        placeholderLabel={labels.noImage}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <Link
            href={`/items/${encodeURIComponent(product.id)}`}
            className="font-semibold text-soil underline-offset-4 hover:underline"
          >
            {product.name}
          </Link>
          <p className="text-sm text-soil tabular-nums">
            <span className="text-muted">{labels.lineTotal} </span>
            <span className="font-bold">{formatYen(product.price * quantity)}</span>
          </p>
        </div>
        <p className="text-muted text-sm tabular-nums">
          {labels.price} {formatYen(product.price)}
          {labels.taxIncluded}
        </p>
        <LineControls
          locale={locale}
          productId={product.id}
          productName={product.name}
          quantity={quantity}
          stock={product.inventory}
        />
      </div>
    </li>
  );
}

type BoxSummaryRow = { size: string; type: string; cool: boolean; rate: number; fill: string; count: string };

/**
 * The boxes the lines are packed into (docs/rules/cart-and-boxes.md), identical ones counted once:
 * what the shipping fee is charged for. Nothing to change here: the quantities are the lines'.
 */
function BoxSummary({
  groups,
  heading,
  note,
  headingId,
}: {
  groups: readonly BoxSummaryRow[];
  heading: string;
  note: string;
  headingId: string;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-line p-4"
      data-testid="cart-boxes"
    >
      <h3 id={headingId} className="font-bold text-soil">
        {heading}
      </h3>
      <p className="mt-1 text-muted text-sm">{note}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {groups.map((box) => (
          <li
            key={`${box.type}-${box.size}-${box.rate}`}
            className="flex flex-wrap items-center gap-x-3 gap-y-2"
            data-testid="cart-box"
          >
            <span className="rounded-full bg-cream-dark px-2.5 py-0.5 font-semibold text-soil text-xs">
              {box.size}
            </span>
            <span
              data-testid="cart-box-type"
              className={`rounded-full px-2.5 py-0.5 font-semibold text-xs ${box.cool ? 'bg-sky-50 text-sky-900 ring-1 ring-sky-700/30' : 'bg-leaf-light text-leaf-dark'}`}
            >
              {box.type}
            </span>
            <span className="font-bold text-soil text-sm tabular-nums" data-testid="cart-box-count">
              {box.count}
            </span>
            <FillMeter rate={box.rate} label={box.fill} />
          </li>
        ))}
      </ul>
    </section>
  );
}

async function PricingPanel({
  coordinatorId,
  marche,
  pricing,
  promotion,
  prefecture,
  locale,
}: {
  coordinatorId: string;
  marche: string;
  pricing: CoordinatorPricing;
  promotion: string;
  prefecture: number;
  locale: Locale;
}) {
  const t = await getTranslations('cart');
  const p = await getTranslations('cart.pricing');
  const inputId = `promotion-${coordinatorId}`;
  const messageId = `${inputId}-message`;
  const { calc } = pricing;
  const rejected = pricing.promotionRejected;
  const promotionMessage = rejected
    ? p('promotionRejected', {
        code: promotion,
        message: rejected.reason ? p(`promotionReason.${rejected.reason}`) : rejected.message,
      })
    : calc?.promotion
      ? p('promotionApplied', { title: calc.promotion.title })
      : '';
  const shippingKnown = prefecture > 0 && !pricing.shippingRefused;

  return (
    <div
      className="flex flex-col gap-4 rounded-2xl bg-cream/60 p-4 ring-1 ring-line"
      data-testid="cart-pricing"
    >
      <div>
        <label htmlFor={inputId} className="font-semibold text-sm text-soil">
          {p('promotion')}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={inputId}
            form={PRICING_FORM_ID}
            name={promotionParam(coordinatorId)}
            defaultValue={promotion}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={promotionMessage ? messageId : undefined}
            aria-invalid={rejected ? true : undefined}
            className="min-h-11 min-w-0 flex-1 rounded-xl border border-line bg-white px-3 text-soil uppercase"
          />
          <button
            type="submit"
            form={PRICING_FORM_ID}
            className="min-h-11 shrink-0 rounded-full border border-leaf px-4 font-semibold text-leaf-dark text-sm transition hover:bg-leaf hover:text-white"
          >
            {p('applyPromotion')}
          </button>
        </div>
        {promotionMessage ? (
          <p
            id={messageId}
            data-testid="promotion-message"
            className={`mt-2 text-sm ${rejected ? 'font-semibold text-persimmon-dark' : 'text-leaf-dark'}`}
          >
            {promotionMessage}
          </p>
        ) : null}
      </div>

      {pricing.error ? (
        <p role="alert" className="font-semibold text-persimmon-dark text-sm">
          {p('priceError', { message: pricing.error })}
        </p>
      ) : null}
      {pricing.shippingRefused ? (
        <p role="alert" className="font-semibold text-persimmon-dark text-sm">
          {p('shippingUnavailable', { message: pricing.shippingRefused })}
        </p>
      ) : null}

      {calc ? (
        <dl className="flex flex-col gap-1.5 text-sm text-soil tabular-nums">
          <div className="flex justify-between gap-4">
            <dt>{p('subtotal')}</dt>
            <dd data-testid="cart-subtotal">{formatYen(calc.subtotal)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>{p('discount')}</dt>
            <dd data-testid="cart-discount">
              {calc.discount > 0 ? `−${formatYen(calc.discount)}` : formatYen(0)}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>{p('shipping')}</dt>
            <dd data-testid="cart-shipping" className="text-right">
              {shippingKnown ? (
                formatYen(calc.shippingFee)
              ) : (
                <span className="text-muted">{p('shippingPending')}</span>
              )}
            </dd>
          </div>
          <div className="mt-1 flex justify-between gap-4 border-line border-t pt-2 font-bold text-base">
            <dt>{p('total')}</dt>
            <dd data-testid="cart-total" className="text-persimmon-dark">
              {formatYen(calc.total)}
            </dd>
          </div>
        </dl>
      ) : null}
      <p className="text-muted text-xs">{p('taxNote')}</p>

      <a
        href={checkoutPath(locale, coordinatorId, {
          promotion: calc?.promotion ? promotion : '',
          prefecture,
        })}
        aria-label={t('checkoutLabel', { marche })}
        className="inline-flex min-h-12 items-center justify-center rounded-full bg-persimmon px-6 font-bold text-white transition hover:bg-persimmon-dark"
      >
        {t('checkout')}
      </a>
    </div>
  );
}
