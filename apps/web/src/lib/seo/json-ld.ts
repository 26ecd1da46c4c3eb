import { ExperienceStatus } from '@hatake/contract/values';
import type { Coordinator, Experience, Producer, Product, Rate } from '@/lib/api/types.ts';
import { type StockState, schemaAvailability } from '../catalogue/stock.ts';
import { formatHhmm } from '../format.ts';

export type JsonLd = Record<string, unknown>;

/** Absolute image URLs of a product or experience, thumbnail first, without duplicates or videos. */
export function imageUrls(
  thumbnailUrl: string,
  media: readonly { url: string }[],
  absolute: (u: string) => string,
) {
  const urls = [thumbnailUrl, ...media.map((m) => m.url)].filter((u) => u && !/\.mp4($|\?)/i.test(u));
  return [...new Set(urls)].map(absolute);
}

function aggregateRating(rate: Rate): JsonLd | undefined {
  if (!(rate.count > 0)) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: Math.round(rate.average * 10) / 10,
    ratingCount: rate.count,
    bestRating: 5,
    worstRating: 1,
  };
}

function isoDate(seconds: number): string | undefined {
  return seconds > 0 ? new Date(seconds * 1000).toISOString() : undefined;
}

/** Drops undefined values so the JSON stays tidy. */
function compact<T extends JsonLd>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** schema.org Product with an Offer (JPY, tax included) and, when rated, an AggregateRating. */
export function productJsonLd(input: {
  product: Product;
  producer?: Pick<Producer, 'username'> | undefined;
  coordinator?: Pick<Coordinator, 'marcheName'> | undefined;
  categoryName?: string | undefined;
  url: string;
  images: string[];
  state: StockState;
}): JsonLd {
  const { product, producer, coordinator, url, images, state } = input;
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    description: product.description || undefined,
    image: images.length > 0 ? images : undefined,
    sku: product.id,
    url,
    category: input.categoryName || undefined,
    brand: producer?.username ? { '@type': 'Brand', name: producer.username } : undefined,
    weight:
      product.weight > 0
        ? { '@type': 'QuantitativeValue', value: product.weight, unitCode: 'KGM' }
        : undefined,
    countryOfOrigin: { '@type': 'Country', name: 'JP' },
    offers: compact({
      '@type': 'Offer',
      url,
      price: product.price,
      priceCurrency: 'JPY',
      availability: schemaAvailability(state),
      itemCondition: 'https://schema.org/NewCondition',
      seller: coordinator?.marcheName ? { '@type': 'Organization', name: coordinator.marcheName } : undefined,
      priceValidUntil: isoDate(product.endAt)?.slice(0, 10),
    }),
    aggregateRating: aggregateRating(product.rate),
  });
}

const EXPERIENCE_AVAILABILITY: Record<number, string> = {
  [ExperienceStatus.WAITING]: 'https://schema.org/PreOrder',
  [ExperienceStatus.ACCEPTING]: 'https://schema.org/InStock',
  [ExperienceStatus.SOLD_OUT]: 'https://schema.org/SoldOut',
  [ExperienceStatus.FINISHED]: 'https://schema.org/Discontinued',
};

/** schema.org Event (offline, at the host's address) for a farm experience; the offer is the adult price. */
export function experienceJsonLd(input: {
  experience: Experience;
  coordinator?: Pick<Coordinator, 'marcheName'> | undefined;
  url: string;
  images: string[];
}): JsonLd {
  const { experience: e, coordinator, url, images } = input;
  const hasGeo = !(e.hostLatitude === 0 && e.hostLongitude === 0);
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Event',
    '@id': `${url}#event`,
    name: e.title,
    description: e.description || undefined,
    image: images.length > 0 ? images : undefined,
    url,
    startDate: isoDate(e.startAt),
    endDate: isoDate(e.endAt),
    duration: e.duration > 0 ? `PT${Math.floor(e.duration / 60)}H${e.duration % 60}M` : undefined,
    doorTime: formatHhmm(e.businessOpenTime) || undefined,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: compact({
      '@type': 'Place',
      name: [e.hostPrefecture, e.hostCity].filter(Boolean).join(' ') || e.title,
      address: compact({
        '@type': 'PostalAddress',
        postalCode: e.hostPostalCode || undefined,
        addressRegion: e.hostPrefecture || undefined,
        addressLocality: e.hostCity || undefined,
        streetAddress: [e.hostAddressLine1, e.hostAddressLine2].filter(Boolean).join(' ') || undefined,
        addressCountry: 'JP',
      }),
      geo: hasGeo
        ? { '@type': 'GeoCoordinates', latitude: e.hostLatitude, longitude: e.hostLongitude }
        : undefined,
    }),
    organizer: coordinator?.marcheName
      ? { '@type': 'Organization', name: coordinator.marcheName }
      : undefined,
    offers: {
      '@type': 'Offer',
      url,
      price: e.priceAdult,
      priceCurrency: 'JPY',
      availability: EXPERIENCE_AVAILABILITY[e.status] ?? 'https://schema.org/Discontinued',
    },
    aggregateRating: aggregateRating(e.rate),
  });
}

/** schema.org BreadcrumbList from (name, absolute URL) pairs, top first. */
export function breadcrumbJsonLd(items: readonly { name: string; url: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so text cannot close the script. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
