import { describe, expect, it } from 'vitest';
import { mediaSource as resolve } from './media.ts';

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
