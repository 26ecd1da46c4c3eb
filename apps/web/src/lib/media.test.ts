import { describe, expect, it } from 'vitest';
import { mediaSource as resolve, singleImageUrl } from './media.ts';

const mediaSource = (url: string | undefined) => resolve(url, 'http://localhost:3000');

describe('mediaSource', () => {
  it('is undefined for an empty or unusable URL', () => {
    expect(mediaSource('')).toBeUndefined();
    expect(mediaSource(undefined)).toBeUndefined();
    expect(mediaSource('javascript:alert(1)')).toBeUndefined();
    expect(mediaSource('not a url')).toBeUndefined();
  });

  it('makes media on the public origin same-origin and optimisable', () => {
    expect(mediaSource('http://localhost:3000/media/products/a.jpg?v=2')).toEqual({
      src: '/media/products/a.jpg?v=2',
      unoptimized: false,
    });
    expect(mediaSource('/media/a.png')).toEqual({ src: '/media/a.png', unoptimized: false });
  });

  it('shows other absolute URLs unoptimised', () => {
    expect(mediaSource('https://cdn.example.com/a.jpg')).toEqual({
      src: 'https://cdn.example.com/a.jpg',
      unoptimized: true,
    });
    expect(mediaSource('http://localhost:3000/other/a.jpg')?.unoptimized).toBe(true);
  });
});

describe('singleImageUrl', () => {
  const origin = 'http://localhost:3000';
  it('sends our media through the optimiser at the width asked, its path written as it is', () => {
    expect(singleImageUrl('http://localhost:3000/media/seed/a.jpg', 1200, origin)).toBe(
      '/_next/image?url=/media/seed/a.jpg&w=1200&q=75',
    );
    // The parameter's value is the path as the URL holds it (a space already %20), encoded once more.
    expect(singleImageUrl('http://localhost:3000/media/a b.jpg', 640, origin)).toBe(
      '/_next/image?url=/media/a%2520b.jpg&w=640&q=75',
    );
    expect(singleImageUrl('/media/x.jpg', 828, origin)).toBe('/_next/image?url=/media/x.jpg&w=828&q=75');
  });

  it('writes a picture that is not ours as it is, and nothing for no picture', () => {
    expect(singleImageUrl('https://cdn.example.com/x.jpg', 1200, origin)).toBe(
      'https://cdn.example.com/x.jpg',
    );
    expect(singleImageUrl('/hero-harvest.svg', 1200, origin)).toBe('/hero-harvest.svg');
    expect(singleImageUrl('', 1200, origin)).toBeUndefined();
  });
});
