import { describe, expect, it } from 'vitest';
import { localeAlternates, metaDescription, pageMetadata } from './metadata.ts';

describe('localeAlternates', () => {
  it('gives canonical and ja/en/x-default for both locales', () => {
    expect(localeAlternates('ja', '/items/a')).toEqual({
      canonical: '/items/a',
      languages: { ja: '/items/a', en: '/en/items/a', 'x-default': '/items/a' },
    });
    expect(localeAlternates('en', '/items', 'page=2').canonical).toBe('/en/items?page=2');
  });
});

describe('metaDescription', () => {
  it('flattens whitespace and cuts long text', () => {
    expect(metaDescription('a\n\n b')).toBe('a b');
    const long = metaDescription('あ'.repeat(200), 120);
    expect([...long]).toHaveLength(120);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('pageMetadata', () => {
  it('sets OpenGraph with the image and locale', () => {
    const metadata = pageMetadata({
      locale: 'en',
      path: '/items/a',
      title: 'Tomatoes',
      description: 'Sweet',
      siteName: 'hatake',
      image: 'http://x/media/a.jpg',
    });
    expect(metadata.title).toBe('Tomatoes');
    expect(metadata.openGraph).toMatchObject({
      title: 'Tomatoes | hatake',
      url: '/en/items/a',
      locale: 'en_US',
      images: [{ url: 'http://x/media/a.jpg', alt: 'Tomatoes' }],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
    // X falls back to og:title and og:description: not written twice.
    expect(metadata.twitter).not.toHaveProperty('title');
    expect(metadata.twitter).not.toHaveProperty('description');
  });

  it('names a share card with its size and type', () => {
    const metadata = pageMetadata({
      locale: 'ja',
      path: '/items/a',
      title: 'トマト',
      description: '甘い',
      siteName: 'hatake',
      image: { url: '/items/a/share-card?v=1', width: 1200, height: 630, type: 'image/png' },
    });
    expect(metadata.openGraph).toMatchObject({
      images: [
        { url: '/items/a/share-card?v=1', width: 1200, height: 630, type: 'image/png', alt: 'トマト' },
      ],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
  });
});
