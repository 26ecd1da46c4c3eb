import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  liveShown,
  localizedText,
  marcheShown,
  producerShown,
  productShown,
  titledShown,
} from './content.ts';

describe('localizedText', () => {
  it('shows the English twin on English pages where it was written, the Japanese otherwise', () => {
    expect(localizedText('トマト', 'Tomato', 'en')).toBe('Tomato');
    expect(localizedText('トマト', 'Tomato', 'ja')).toBe('トマト');
    expect(localizedText('トマト', '', 'en')).toBe('トマト');
    expect(localizedText('トマト', ' ', 'en')).toBe('トマト');
    expect(localizedText('トマト', undefined, 'en')).toBe('トマト');
  });

  it('always answers one of the two, and Japanese pages the Japanese', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.constantFrom('ja' as const, 'en' as const),
        (ja, en, locale) => {
          const shown = localizedText(ja, en, locale);
          expect([ja, en]).toContain(shown);
          if (locale === 'ja') expect(shown).toBe(ja);
        },
      ),
    );
  });
});

describe('content in the page language', () => {
  const product = {
    id: 'p',
    name: '塩トマト',
    nameEn: 'Salt tomatoes',
    description: '甘い',
    descriptionEn: 'Sweet',
  };

  it('puts the English name and description of a product where components read them', () => {
    expect(productShown(product, 'en')).toEqual({ ...product, name: 'Salt tomatoes', description: 'Sweet' });
    expect(productShown(product, 'ja')).toBe(product);
    expect(productShown({ ...product, descriptionEn: '' }, 'en').description).toBe('甘い');
  });

  it('does the same for experiences, lives and their products, marches and producers', () => {
    const live = { title: '収穫祭', titleEn: 'Harvest festival', products: [product] };
    expect(liveShown(live, 'en')).toEqual({
      ...live,
      title: 'Harvest festival',
      products: [{ ...product, name: 'Salt tomatoes', description: 'Sweet' }],
    });
    expect(
      titledShown({ title: '体験', titleEn: '', description: '説明', descriptionEn: 'About' }, 'en'),
    ).toEqual({
      title: '体験',
      titleEn: '',
      description: 'About',
      descriptionEn: 'About',
    });
    expect(marcheShown({ marcheName: 'マルシェ', marcheNameEn: 'Marche' }, 'en').marcheName).toBe('Marche');
    expect(
      producerShown({ username: '山本', usernameEn: 'Yamamoto', profile: 'p', profileEn: '' }, 'en'),
    ).toEqual({
      username: 'Yamamoto',
      usernameEn: 'Yamamoto',
      profile: 'p',
      profileEn: '',
    });
  });
});
