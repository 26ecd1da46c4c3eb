import { parsePrefectureCode, prefectureOptions } from '@hatake/contract/values';
import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { CoordinatorCart, PRICING_FORM_ID } from '@/components/cart/coordinator-cart.tsx';
import { RemoveProduct } from '@/components/cart/line-controls.tsx';
import { StockBadge } from '@/components/catalogue/stock-badge.tsx';
import { MediaImage } from '@/components/ui/media-image.tsx';
import { Link } from '@/i18n/navigation.ts';
import { localizedPath } from '@/i18n/routing.ts';
import { errorMessage } from '@/lib/api/error-messages.ts';
import { cartApi, loadCart, memberDefaultPrefecture, priceCoordinator } from '@/lib/cart/server.ts';
import {
  cartUnits,
  cleanPromotionCode,
  groupByCoordinator,
  promotionParam,
  unavailableLines,
} from '@/lib/cart/view.ts';
import { productShown } from '@/lib/i18n/content.ts';
import { localeOf } from '@/lib/i18n/page-params.ts';
import { pageMetadata } from '@/lib/seo/metadata.ts';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const [t, meta] = await Promise.all([
    getTranslations({ locale, namespace: 'cart' }),
    getTranslations({ locale, namespace: 'metadata' }),
  ]);
  return pageMetadata({
    locale,
    path: '/purchase',
    title: t('title'),
    description: t('description'),
    siteName: meta('siteName'),
    noindex: true,
  });
}

/**
 * `/purchase`, the cart (docs/product.md): one section per marche with its boxes and lines, the
 * goods that cannot be bought now, and per marche the amounts `GET /v1/carts/{coordinatorId}`
 * prices for the destination prefecture and coupon code of the query string. Everything is
 * server-rendered: the prefecture and coupon fields are one GET form, and the line buttons post to
 * server actions, so the page works without JavaScript.
 */
export default async function CartPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const query = await searchParams;
  const [t, p, messages, { cart, error }] = await Promise.all([
    getTranslations('cart'),
    getTranslations('cart.pricing'),
    getMessages(),
    loadCart(),
  ]);
  const cartMessages = messages.cart as Record<string, unknown>;
  const groups = groupByCoordinator(cart);
  const unavailable = unavailableLines(cart).map((line) => ({
    ...line,
    product: productShown(line.product, locale),
  }));
  const prefecture =
    query.prefecture !== undefined
      ? (parsePrefectureCode(query.prefecture) ?? 0)
      : groups.length > 0
        ? await memberDefaultPrefecture()
        : 0;
  const { client } = await cartApi(locale);
  const priced = await Promise.all(
    groups.map(async (group) => {
      const promotion = cleanPromotionCode(query[promotionParam(group.coordinatorId)]);
      return {
        group,
        promotion,
        pricing: await priceCoordinator(client, group.coordinatorId, { prefecture, promotion }, locale),
      };
    }),
  );

  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6 lg:px-8">
      <h1 className="font-bold text-3xl text-soil">{t('title')}</h1>

      {groups.length === 0 && unavailable.length === 0 ? (
        <div className="mt-8 rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-line">
          <p className="font-bold text-lg text-soil">{error ? errorMessage(error, locale) : t('empty')}</p>
          <p className="mt-2 text-muted">{t('emptyHint')}</p>
          <Link
            href="/items"
            className="mt-6 inline-flex min-h-11 items-center rounded-full bg-leaf px-6 font-bold text-white hover:bg-leaf-dark"
          >
            {t('browse')}
          </Link>
        </div>
      ) : (
        <NextIntlClientProvider messages={{ cart: { line: cartMessages.line } }}>
          <p className="mt-2 text-muted">
            {t('summary', { marches: groups.length, units: cartUnits(cart) })}
          </p>

          {groups.length > 0 ? (
            <form
              id={PRICING_FORM_ID}
              method="get"
              action={localizedPath(locale, '/purchase')}
              className="mt-6 flex flex-wrap items-end gap-3 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-6"
            >
              <div className="flex min-w-56 flex-col gap-1">
                <label htmlFor="cart-prefecture" className="font-semibold text-soil">
                  {p('prefecture')}
                </label>
                <select
                  id="cart-prefecture"
                  name="prefecture"
                  defaultValue={String(prefecture)}
                  aria-describedby="cart-prefecture-hint"
                  className="min-h-11 rounded-xl border border-line bg-white px-3 text-soil"
                >
                  <option value="0">{p('prefectureNone')}</option>
                  {prefectureOptions(locale).map((option) => (
                    <option key={option.code} value={option.code}>
                      {option.name}
                    </option>
                  ))}
                </select>
              </div>
              <button
                type="submit"
                className="min-h-11 rounded-full bg-leaf px-5 font-bold text-white transition hover:bg-leaf-dark"
              >
                {p('calculate')}
              </button>
              <p id="cart-prefecture-hint" className="w-full text-muted text-sm">
                {p('prefectureHint')}
              </p>
            </form>
          ) : null}

          <div className="mt-6 flex flex-col gap-6">
            {priced.map(({ group, promotion, pricing }) => (
              <CoordinatorCart
                key={group.coordinatorId}
                group={group}
                products={cart.products}
                pricing={pricing}
                promotion={promotion}
                prefecture={prefecture}
                locale={locale}
              />
            ))}
          </div>

          {unavailable.length > 0 ? (
            <section
              aria-labelledby="cart-unavailable"
              className="mt-6 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-6"
            >
              <h2 id="cart-unavailable" className="font-bold text-soil text-xl">
                {t('unavailable.heading')}
              </h2>
              <p className="mt-1 text-muted text-sm">{t('unavailable.note')}</p>
              <ul className="mt-3 divide-y divide-line">
                {unavailable.map(({ product, reason }) => (
                  <li
                    key={product.id}
                    className="flex flex-wrap items-center gap-3 py-3"
                    data-testid="cart-unavailable"
                  >
                    <MediaImage
                      url={product.thumbnailUrl}
                      alt=""
                      sizes="64px"
                      aspect="aspect-square"
                      className="size-16 shrink-0 rounded-xl grayscale"
                      placeholderLabel=""
                    />
                    <div className="flex min-w-0 flex-1 flex-col gap-1">
                      <Link
                        href={`/items/${encodeURIComponent(product.id)}`}
                        className="font-semibold text-soil underline-offset-4 hover:underline"
                      >
                        {product.name}
                      </Link>
                      <p className="flex flex-wrap items-center gap-2 text-sm text-soil">
                        <StockBadge state={reason} label={t(`unavailable.reason.${reason}`)} />
                      </p>
                    </div>
                    <RemoveProduct locale={locale} productId={product.id} productName={product.name} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </NextIntlClientProvider>
      )}
    </div>
  );
}
