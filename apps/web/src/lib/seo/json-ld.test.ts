import { describe, expect, it } from 'vitest';
import type { Experience, Product } from '@/lib/api/types.ts';
import { breadcrumbJsonLd, experienceJsonLd, imageUrls, productJsonLd, serializeJsonLd } from './json-ld.ts';

const noRate = { average: 0, count: 0, detail: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } };

const product: Product = {
  id: 'p1',
  name: '朝採れトマト',
  description: '甘いトマトです。',
  nameEn: '',
  descriptionEn: '',
  status: 2,
  coordinatorId: 'c1',
  producerId: 'r1',
  categoryId: 'cat1',
  productTypeId: 't1',
  productTagIds: [],
  thumbnailUrl: 'http://localhost:3000/media/a.jpg',
  media: [
    { url: 'http://localhost:3000/media/a.jpg', isThumbnail: true },
    { url: 'http://localhost:3000/media/b.jpg', isThumbnail: false },
    { url: 'http://localhost:3000/media/c.mp4', isThumbnail: false },
  ],
  price: 1280,
  inventory: 10,
  weight: 1.5,
  itemUnit: '箱',
  itemDescription: '1kg',
  deliveryType: 1,
  recommendedPoint1: '',
  recommendedPoint2: '',
  recommendedPoint3: '',
  expirationDate: 7,
  storageMethodType: 3,
  box60Rate: 50,
  box80Rate: 30,
  box100Rate: 20,
  originPrefecture: '熊本県',
  originCity: '八代市',
  rate: noRate,
  startAt: 0,
  endAt: 0,
};

describe('productJsonLd', () => {
  const url = 'https://hatake.example/items/p1';

  it('describes the offer in JPY with availability, and omits the rating without ratings', () => {
    const ld = productJsonLd({
      product,
      producer: { username: '田中農園' },
      coordinator: { marcheName: 'くまもとマルシェ' },
      categoryName: '野菜',
      url,
      images: imageUrls(product.thumbnailUrl, product.media, (u) => u),
      state: 'inStock',
    });
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: '朝採れトマト',
      sku: 'p1',
      category: '野菜',
      brand: { '@type': 'Brand', name: '田中農園' },
      offers: {
        '@type': 'Offer',
        price: 1280,
        priceCurrency: 'JPY',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: 'くまもとマルシェ' },
      },
    });
    expect(ld.image).toEqual(['http://localhost:3000/media/a.jpg', 'http://localhost:3000/media/b.jpg']);
    expect(ld).not.toHaveProperty('aggregateRating');
  });

  it('adds an AggregateRating when the product has ratings', () => {
    const rated = { ...product, rate: { average: 4.26, count: 12, detail: { ...noRate.detail, '5': 12 } } };
    const ld = productJsonLd({ product: rated, url, images: [], state: 'soldOut' });
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      ratingCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    expect((ld.offers as Record<string, unknown>).availability).toBe('https://schema.org/OutOfStock');
    expect(ld).not.toHaveProperty('image');
  });
});

describe('experienceJsonLd', () => {
  const experience = {
    id: 'e1',
    title: 'いちご狩り',
    description: '',
    status: 2,
    priceAdult: 3000,
    hostPostalCode: '3998301',
    hostPrefecture: '長野県',
    hostCity: '安曇野市',
    hostAddressLine1: '穂高1-2',
    hostAddressLine2: '',
    hostLatitude: 36.3,
    hostLongitude: 137.9,
    duration: 90,
    businessOpenTime: '0900',
    startAt: 1_767_225_600,
    endAt: 0,
    rate: noRate,
  } as unknown as Experience;

  it('is an offline Event at the host address with the adult price', () => {
    const ld = experienceJsonLd({
      experience,
      coordinator: { marcheName: '信州マルシェ' },
      url: 'u',
      images: [],
    });
    expect(ld).toMatchObject({
      '@type': 'Event',
      name: 'いちご狩り',
      startDate: '2026-01-01T00:00:00.000Z',
      duration: 'PT1H30M',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          postalCode: '3998301',
          addressRegion: '長野県',
          addressLocality: '安曇野市',
          streetAddress: '穂高1-2',
          addressCountry: 'JP',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 36.3, longitude: 137.9 },
      },
      organizer: { '@type': 'Organization', name: '信州マルシェ' },
      offers: { price: 3000, priceCurrency: 'JPY', availability: 'https://schema.org/InStock' },
    });
    expect(ld).not.toHaveProperty('endDate');
    expect(ld).not.toHaveProperty('description');
  });
});

describe('breadcrumbJsonLd / serializeJsonLd', () => {
  it('numbers the crumbs from 1', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'トップ', url: 'https://x/' },
        { name: '商品', url: 'https://x/items' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'トップ', item: 'https://x/' },
        { '@type': 'ListItem', position: 2, name: '商品', item: 'https://x/items' },
      ],
    });
  });

  it('cannot be closed by a </script> in the data', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
