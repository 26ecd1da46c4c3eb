import { placeLabel, prefectureLabel } from '@hatake/contract/values';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { Breadcrumb } from '@/components/catalogue/breadcrumb.tsx';
import { TruckIcon } from '@/components/catalogue/icons.tsx';
import { MediaGallery } from '@/components/catalogue/media-gallery.tsx';
import { Price } from '@/components/catalogue/price.tsx';
import { ProfileCard } from '@/components/catalogue/profile-card.tsx';
import { RatingStars } from '@/components/catalogue/rating-stars.tsx';
import {
  loadFirstReviews,
  ReviewSection,
  reviewSectionText,
} from '@/components/catalogue/review-section.tsx';
import { StockBadge } from '@/components/catalogue/stock-badge.tsx';
import { ArrowRightIcon } from '@/components/layout/icons.tsx';
import { ProductListCard } from '@/components/product/product-list-card.tsx';
import { SpecTable } from '@/components/product/spec-table.tsx';
import { JsonLd } from '@/components/seo/json-ld.tsx';
import { Link } from '@/i18n/navigation.ts';
import { isLocale, type Locale, localizedPath } from '@/i18n/routing.ts';
import { getProduct, listProductReviews, listProducts, ResponseError } from '@/lib/api/index.ts';
import type { Product, ProductResponse } from '@/lib/api/types.ts';
import { formatAverage } from '@/lib/catalogue/rating.ts';
import { stockState } from '@/lib/catalogue/stock.ts';
import { formatWeight } from '@/lib/format.ts';
import { galleryItems } from '@/lib/gallery.ts';
import { breadcrumbJsonLd, imageUrls, productJsonLd } from '@/lib/seo/json-ld.ts';
import { metaDescription, pageMetadata } from '@/lib/seo/metadata.ts';
import { absoluteUrl } from '@/lib/seo/site.ts';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; id: string }> };

const RELATED_LIMIT = 5;

/** One API call per request, shared by generateMetadata and the page. */
const loadProduct = cache(async (id: string): Promise<ProductResponse> => {
  try {
    return await getProduct(id, { init: { cache: 'no-store' } });
  } catch (error) {
    // The proxy already answers unknown ids with the server-rendered 404 screen; this is the fallback.
    if (error instanceof ResponseError && error.status === 404) notFound();
    throw error;
  }
});

async function loadRelated(product: Product): Promise<Product[]> {
  try {
    const { products } = await listProducts(
      { coordinatorId: product.coordinatorId, limit: RELATED_LIMIT + 1, offset: 0 },
      { init: { cache: 'no-store' } },
    );
    return products.filter((p) => p.id !== product.id).slice(0, RELATED_LIMIT);
  } catch {
    return [];
  }
}

function decodeId(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, id } = await params;
  const locale: Locale = isLocale(raw) ? raw : 'ja';
  const { product } = await loadProduct(decodeId(id));
  const meta = await getTranslations({ locale, namespace: 'metadata' });
  return pageMetadata({
    locale,
    path: `/items/${encodeURIComponent(product.id)}`,
    title: product.name,
    description: metaDescription(product.description || product.name),
    siteName: meta('siteName'),
    image: product.thumbnailUrl || undefined,
  });
}

export default async function ItemPage({ params }: Props) {
  const { locale: raw, id } = await params;
  const locale: Locale = isLocale(raw) ? raw : 'ja';
  setRequestLocale(locale);
  const data = await loadProduct(decodeId(id));
  const { product, coordinator, producer, category, productType, productTags } = data;
  const [t, c, items, reviews, related] = await Promise.all([
    getTranslations('item'),
    getTranslations('catalogue'),
    getTranslations('items'),
    loadFirstReviews((query, options) => listProductReviews(product.id, query, options)),
    loadRelated(product),
  ]);
  const reviewText = await reviewSectionText(t('reviews'), product.rate);

  const state = stockState(product);
  const path = `/items/${encodeURIComponent(product.id)}`;
  const url = absoluteUrl(localizedPath(locale, path));
  const gallery = galleryItems(product.media, product.thumbnailUrl);
  const points = [product.recommendedPoint1, product.recommendedPoint2, product.recommendedPoint3].filter(
    Boolean,
  );
  const origin = placeLabel(product.originPrefecture, product.originCity, locale);
  const categoryHref = category?.id ? `/items?category=${encodeURIComponent(category.id)}` : undefined;

  return (
    <>
      <JsonLd
        data={[
          productJsonLd({
            product,
            producer,
            coordinator,
            categoryName: productType?.name || category?.name,
            url,
            images: imageUrls(product.thumbnailUrl, product.media, (u) => absoluteUrl(u)),
            state,
          }),
          breadcrumbJsonLd([
            { name: c('top'), url: absoluteUrl(localizedPath(locale, '/')) },
            { name: items('title'), url: absoluteUrl(localizedPath(locale, '/items')) },
            ...(category?.name && categoryHref
              ? [{ name: category.name, url: absoluteUrl(localizedPath(locale, categoryHref)) }]
              : []),
            { name: product.name, url },
          ]),
        ]}
      />

      <div className="mx-auto max-w-7xl px-4 pt-5 sm:px-6 lg:px-8">
        <Breadcrumb
          label={c('breadcrumbLabel')}
          items={[
            { label: c('top'), href: '/' },
            { label: items('title'), href: '/items' },
            ...(category?.name ? [{ label: category.name, href: categoryHref }] : []),
            { label: product.name },
          ]}
        />

        <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
          <MediaGallery
            items={gallery}
            alt={product.name}
            label={t('gallery')}
            thumbnailLabels={gallery.map((_, index) =>
              t('showImage', { index: index + 1, total: gallery.length }),
            )}
            videoLabel={t('video')}
            noImage={c('noImage')}
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
          />

          <div className="flex flex-col">
            <div className="flex flex-wrap items-center gap-2 text-sm">
              {productType?.name ? (
                <span className="rounded-full bg-leaf-light px-3 py-1 font-semibold text-leaf-dark text-xs">
                  {productType.name}
                </span>
              ) : null}
              {origin ? (
                <span className="text-muted">
                  {c('origin')}: {origin}
                </span>
              ) : null}
            </div>
            <h1 className="mt-3 font-bold text-2xl text-soil leading-snug sm:text-3xl">{product.name}</h1>
            {producer?.username ? (
              <p className="mt-2 text-muted text-sm">
                {c('producer')}: <span className="font-semibold text-soil">{producer.username}</span>
              </p>
            ) : null}

            <div className="mt-3">
              {product.rate.count > 0 ? (
                <a
                  href="#reviews"
                  className="inline-flex min-h-11 items-center gap-2 text-sm underline-offset-4 hover:underline"
                >
                  <RatingStars average={product.rate.average} label={reviewText.summary.stars} />
                  <span aria-hidden="true" className="font-bold text-soil tabular-nums">
                    {formatAverage(product.rate.average)}
                  </span>
                  <span className="text-leaf-dark">{reviewText.summary.count}</span>
                </a>
              ) : (
                <p className="text-muted text-sm">{c('rating.none')}</p>
              )}
            </div>

            <div className="mt-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line">
              <div className="flex flex-wrap items-end justify-between gap-3">
                <Price amount={product.price} taxLabel={c('taxIncluded')} size="lg" />
                <StockBadge state={state} label={c(`stock.${state}`)} />
              </div>
              {product.itemDescription || product.itemUnit ? (
                <p className="mt-2 text-muted text-sm">{product.itemDescription || `1${product.itemUnit}`}</p>
              ) : null}
              {state === 'lowStock' ? (
                <p className="mt-2 font-semibold text-persimmon-dark text-sm">
                  {t('stockCount', { count: product.inventory })}
                </p>
              ) : null}
              {state === 'presale' ? <p className="mt-2 text-sm text-soil">{t('presaleNote')}</p> : null}
              {product.deliveryType ? (
                <p className="mt-3 flex items-center gap-2 border-line border-t border-dashed pt-3 text-sm text-soil">
                  <TruckIcon className="size-4.5 shrink-0 text-leaf" />
                  {t('deliveryLine', {
                    delivery: t(`deliveryTypes.${product.deliveryType}`),
                    prefecture: prefectureLabel(product.originPrefecture, locale),
                  })}
                </p>
              ) : null}
              {/*
                Extension point: the quantity selector and the add-to-cart button go here once the cart
                API (POST /v1/carts/-/items) exists. Render them only when isPurchasable(state).
              */}
            </div>

            {points.length > 0 ? (
              <section aria-labelledby="points-heading" className="mt-6">
                <h2 id="points-heading" className="font-bold text-soil">
                  {t('recommended')}
                </h2>
                <ol className="mt-3 grid gap-2">
                  {points.map((point, index) => (
                    <li key={point} className="flex gap-3 text-soil text-sm leading-relaxed">
                      <span
                        aria-hidden="true"
                        className="flex size-6 shrink-0 items-center justify-center rounded-full bg-persimmon-dark font-bold text-white text-xs"
                      >
                        {index + 1}
                      </span>
                      {point}
                    </li>
                  ))}
                </ol>
              </section>
            ) : null}

            {productTags.length > 0 ? (
              <ul aria-label={t('tags')} className="mt-6 flex flex-wrap gap-2">
                {productTags.map((tag) => (
                  <li key={tag.id} className="rounded-full bg-cream-dark px-3 py-1 text-soil text-xs">
                    #{tag.name}
                  </li>
                ))}
              </ul>
            ) : null}

            {coordinator?.id ? (
              <Link
                href={`/coordinator/${encodeURIComponent(coordinator.id)}`}
                className="mt-6 inline-flex min-h-11 items-center gap-2 self-start rounded-full border border-leaf px-5 font-semibold text-leaf-dark text-sm transition hover:bg-leaf hover:text-white"
              >
                {coordinator.marcheName}
                <ArrowRightIcon />
              </Link>
            ) : null}
          </div>
        </div>

        <div className="mt-12 grid gap-8 lg:grid-cols-[3fr_2fr] lg:gap-12">
          <section aria-labelledby="description-heading">
            <h2 id="description-heading" className="font-bold text-soil text-xl">
              {t('description')}
            </h2>
            <p className="mt-4 whitespace-pre-line text-soil leading-loose">{product.description}</p>
          </section>
          <section aria-labelledby="specs-heading">
            <h2 id="specs-heading" className="font-bold text-soil text-xl">
              {t('specs')}
            </h2>
            <div className="mt-4">
              <SpecTable
                rows={[
                  { label: t('itemUnit'), value: product.itemUnit ? `1${product.itemUnit}` : '' },
                  { label: t('itemDescription'), value: product.itemDescription },
                  { label: t('weight'), value: formatWeight(product.weight) },
                  {
                    label: t('expiration'),
                    value:
                      product.expirationDate > 0
                        ? t('expirationValue', { days: product.expirationDate })
                        : '',
                  },
                  {
                    label: t('storage'),
                    value: product.storageMethodType ? t(`storageTypes.${product.storageMethodType}`) : '',
                  },
                  {
                    label: t('delivery'),
                    value: product.deliveryType ? t(`deliveryTypes.${product.deliveryType}`) : '',
                  },
                  { label: t('originLabel'), value: origin },
                  {
                    label: t('category'),
                    value: [category?.name, productType?.name].filter(Boolean).join(' / '),
                  },
                ]}
              />
            </div>
          </section>
        </div>

        <div className="mt-12 grid gap-5 md:grid-cols-2">
          {producer?.id ? (
            <ProfileCard
              heading={t('producerCard')}
              role={c('producer')}
              name={producer.username}
              place={placeLabel(producer.prefecture, producer.city, locale)}
              profile={producer.profile}
              thumbnailUrl={producer.thumbnailUrl}
              noImage={c('noImage')}
            />
          ) : null}
          {coordinator?.id ? (
            <ProfileCard
              heading={t('coordinatorCard')}
              role={`${c('coordinator')}: ${coordinator.username}`}
              name={coordinator.marcheName}
              place={placeLabel(coordinator.prefecture, coordinator.city, locale)}
              profile={coordinator.profile}
              thumbnailUrl={coordinator.thumbnailUrl}
              noImage={c('noImage')}
              action={
                <Link
                  href={`/coordinator/${encodeURIComponent(coordinator.id)}`}
                  className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-leaf-dark text-sm underline-offset-4 hover:underline"
                >
                  {t('viewMarche')}
                  <ArrowRightIcon />
                </Link>
              }
            />
          ) : null}
        </div>

        <ReviewSection
          rate={product.rate}
          reviews={reviews}
          locale={locale}
          text={reviewText}
          className="mt-12"
        />

        {related.length > 0 ? (
          <section aria-labelledby="related-heading" className="mt-12">
            <h2 id="related-heading" className="font-bold text-soil text-xl">
              {t('related')}
            </h2>
            <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-5">
              {related.map((item) => {
                const itemState = stockState(item);
                return (
                  <li key={item.id}>
                    <ProductListCard
                      product={item}
                      origin={placeLabel(item.originPrefecture, item.originCity, locale)}
                      state={itemState}
                      text={{
                        taxIncluded: c('taxIncluded'),
                        origin: c('origin'),
                        noImage: c('noImage'),
                        stock: c(`stock.${itemState}`),
                        rating: {
                          stars: c('rating.stars', { average: formatAverage(item.rate.average) }),
                          count: c('rating.count', { count: item.rate.count }),
                        },
                      }}
                    />
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}
