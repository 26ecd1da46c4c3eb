import { placeLabel } from '@hatake/contract/values';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DetailFrame } from '@/components/catalogue/detail-frame.tsx';
import { DetailGallery } from '@/components/catalogue/detail-gallery.tsx';
import { DetailHeading } from '@/components/catalogue/detail-heading.tsx';
import { PeopleCards } from '@/components/catalogue/people-cards.tsx';
import { RatingLink } from '@/components/catalogue/rating-stars.tsx';
import { RecommendedPoints } from '@/components/catalogue/recommended-points.tsx';
import { ArrowRightIcon } from '@/components/layout/icons.tsx';
import { ProductSpecs } from '@/components/product/product-specs.tsx';
import { PurchasePanel } from '@/components/product/purchase-panel.tsx';
import { RelatedProducts } from '@/components/product/related-products.tsx';
import { ShippingEstimateBox } from '@/components/product/shipping-estimate-box.tsx';
import { ItemReviews } from '@/components/review/item-reviews.tsx';
import { JsonLd } from '@/components/seo/json-ld.tsx';
import { Link } from '@/i18n/navigation.ts';
import { localizedPath } from '@/i18n/routing.ts';
import { loadRelatedProducts, loadShownProduct } from '@/lib/catalogue/detail-data.ts';
import { stockState } from '@/lib/catalogue/stock.ts';
import { localizedName } from '@/lib/i18n/names.ts';
import { pageParams } from '@/lib/i18n/page-params.ts';
import { type DetailPageProps, shareableDetailMetadata } from '@/lib/seo/detail-metadata.ts';
import { imageUrls, productJsonLd } from '@/lib/seo/json-ld.ts';
import { absoluteUrl } from '@/lib/seo/site.ts';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: DetailPageProps): Promise<Metadata> {
  const { locale, id } = await pageParams(params);
  const { product } = await loadShownProduct(id, locale);
  return shareableDetailMetadata({
    locale,
    path: `/items/${encodeURIComponent(product.id)}`,
    title: product.name,
    text: product.description,
    item: product,
  });
}

export default async function ItemPage({ params, searchParams }: DetailPageProps) {
  const { locale, id } = await pageParams(params);
  setRequestLocale(locale);
  const { product, coordinator, producer, category, productType, productTags } = await loadShownProduct(
    id,
    locale,
  );
  const [t, c, items, related] = await Promise.all([
    getTranslations('item'),
    getTranslations('catalogue'),
    getTranslations('items'),
    loadRelatedProducts(product),
  ]);
  const path = `/items/${encodeURIComponent(product.id)}`;
  const origin = placeLabel(product.originPrefecture, product.originCity, locale);
  const categoryHref = category?.id ? `/items?category=${encodeURIComponent(category.id)}` : undefined;
  const categoryName = localizedName(category, locale);
  const typeName = localizedName(productType, locale);

  return (
    <>
      <JsonLd
        data={productJsonLd({
          product,
          producer,
          coordinator,
          categoryName: typeName || categoryName,
          url: absoluteUrl(localizedPath(locale, path)),
          images: imageUrls(product.thumbnailUrl, product.media, (u) => absoluteUrl(u)),
          state: stockState(product),
        })}
      />

      <DetailFrame
        locale={locale}
        trail={[
          { label: items('title'), href: '/items' },
          ...(categoryName ? [{ label: categoryName, href: categoryHref }] : []),
          { label: product.name, href: path },
        ]}
      >
        <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
          <DetailGallery
            namespace="item"
            media={product.media}
            thumbnailUrl={product.thumbnailUrl}
            alt={product.name}
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
          />

          <div className="flex flex-col">
            <DetailHeading
              kind={typeName}
              place={
                origin ? (
                  <span className="text-muted">
                    {c('origin')}: {origin}
                  </span>
                ) : null
              }
              title={product.name}
              producerName={producer?.username}
            />

            <div className="mt-3">
              {product.rate.count > 0 ? (
                <RatingLink rate={product.rate} className="gap-2 text-sm" />
              ) : (
                <p className="text-muted text-sm">{c('rating.none')}</p>
              )}
            </div>

            <PurchasePanel product={product} locale={locale} />
            <ShippingEstimateBox productId={product.id} locale={locale} />

            <RecommendedPoints
              heading={t('recommended')}
              points={[product.recommendedPoint1, product.recommendedPoint2, product.recommendedPoint3]}
            />

            {productTags.length > 0 ? (
              <ul aria-label={t('tags')} className="mt-6 flex flex-wrap gap-2">
                {productTags.map((tag) => (
                  <li key={tag.id} className="rounded-full bg-cream-dark px-3 py-1 text-soil text-xs">
                    #{localizedName(tag, locale)}
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
          <ProductSpecs
            product={product}
            category={category}
            productType={productType}
            origin={origin}
            locale={locale}
          />
        </div>

        <PeopleCards producer={producer} coordinator={coordinator} locale={locale} namespace="item" />

        <ItemReviews
          subject="products"
          itemId={product.id}
          rate={product.rate}
          heading={t('reviews')}
          locale={locale}
          query={await searchParams}
          className="mt-12"
        />

        <RelatedProducts products={related} locale={locale} />
      </DetailFrame>
    </>
  );
}
