import { describe, expect, it } from 'vitest';
import { galleryItems } from './gallery.ts';

const origin = 'http://localhost:3000';

describe('galleryItems', () => {
  it('puts the thumbnail first, drops duplicates and empty URLs, and keeps videos as videos', () => {
    const items = galleryItems(
      [
        { url: 'http://localhost:3000/media/b.jpg', isThumbnail: false },
        { url: 'http://localhost:3000/media/a.jpg', isThumbnail: true },
        { url: 'http://localhost:3000/media/b.jpg', isThumbnail: false },
        { url: '', isThumbnail: false },
        { url: 'https://cdn.example/v.mp4', isThumbnail: false },
      ],
      '',
      origin,
    );
    expect(items).toEqual([
      { key: 'http://localhost:3000/media/a.jpg', kind: 'image', src: '/media/a.jpg', unoptimized: false },
      { key: 'http://localhost:3000/media/b.jpg', kind: 'image', src: '/media/b.jpg', unoptimized: false },
      {
        key: 'https://cdn.example/v.mp4',
        kind: 'video',
        src: 'https://cdn.example/v.mp4',
        unoptimized: true,
      },
    ]);
  });

  it('falls back to the thumbnail URL', () => {
    expect(galleryItems([], 'http://localhost:3000/media/t.jpg', origin)).toHaveLength(1);
    expect(galleryItems([], '', origin)).toEqual([]);
  });
});
