import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ImageResponse } from 'next/og';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardFonts, cardPhoto, findFontFile } from './assets.ts';
import { Card, type CardContent, cardResponse } from './card.tsx';
import { OG_SIZE } from './card-text.ts';

const content: CardContent = {
  siteName: 'hatake',
  eyebrow: '産地 山形県東根市',
  title: '佐藤錦 さくらんぼ 500g',
  price: '¥4,800',
  priceNote: '（税込）',
  photoUrl: '',
};

async function draw(card: CardContent, photo: string | undefined) {
  const response = new ImageResponse(Card({ content: card, photo }), {
    ...OG_SIZE,
    fonts: await cardFonts(),
  });
  const png = Buffer.from(await response.arrayBuffer());
  return { response, png, raw: await sharp(png).removeAlpha().raw().toBuffer() };
}

/** Pixels that differ between two same-sized raw RGB images inside a box. */
function changedPixels(
  a: Buffer,
  b: Buffer,
  box: { left: number; top: number; width: number; height: number },
) {
  let changed = 0;
  for (let y = box.top; y < box.top + box.height; y++) {
    for (let x = box.left; x < box.left + box.width; x++) {
      const i = (y * OG_SIZE.width + x) * 3;
      if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2]) changed++;
    }
  }
  return changed;
}

describe('share card', () => {
  it('finds its font in node_modules, without the network', () => {
    expect(findFontFile()).toMatch(/NotoSansJP_700Bold\.ttf$/);
    expect(() => findFontFile('/')).toThrow(/font not found/);
  });

  it('draws a 1200×630 PNG whose Japanese title is really drawn', async () => {
    const withTitle = await draw(content, undefined);
    expect(withTitle.response.headers.get('content-type')).toBe('image/png');
    expect(await sharp(withTitle.png).metadata()).toMatchObject({ width: 1200, height: 630, format: 'png' });
    // The same card without its title: the title area must differ (a missing glyph draws nothing).
    const withoutTitle = await draw({ ...content, title: '' }, undefined);
    const titleArea = { left: 480, top: 100, width: 660, height: 160 };
    expect(changedPixels(withTitle.raw, withoutTitle.raw, titleArea)).toBeGreaterThan(2000);
  }, 30_000);

  it('puts the photo on the left when there is one', async () => {
    const red = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#d02020' } })
      .jpeg()
      .toBuffer();
    const { raw } = await draw(content, `data:image/jpeg;base64,${red.toString('base64')}`);
    const i = (315 * OG_SIZE.width + 315) * 3;
    expect(raw[i]).toBeGreaterThan(180);
    expect(raw[i + 1]).toBeLessThan(70);
  }, 30_000);
});

describe('cardPhoto', () => {
  let server: Server;
  let base: string;
  const hits: string[] = [];
  const env = { PUBLIC_URL: process.env.PUBLIC_URL, API_URL: process.env.API_URL };

  beforeAll(async () => {
    const webp = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#2060d0' } })
      .webp()
      .toBuffer();
    server = createServer((request, response) => {
      hits.push(request.url ?? '');
      if (request.url === '/media/p/photo.webp') {
        response.writeHead(200, { 'content-type': 'image/webp' }).end(webp);
      } else {
        response.writeHead(200, { 'content-type': 'text/html' }).end('<p>not an image</p>');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.env.PUBLIC_URL = 'https://shop.example';
    process.env.API_URL = base;
  });

  afterAll(async () => {
    for (const [key, value] of Object.entries(env)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    await new Promise((resolve) => server.close(resolve));
  });

  it('reads a WebP photo from the API and hands it over as a square JPEG', async () => {
    const photo = await cardPhoto('https://shop.example/media/p/photo.webp');
    expect(photo).toMatch(/^data:image\/jpeg;base64,/);
    const jpeg = Buffer.from(photo?.split(',')[1] ?? '', 'base64');
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 630, height: 630 });
  });

  it('gives nothing for a missing photo, a page that is not an image, or a foreign host', async () => {
    expect(await cardPhoto('')).toBeUndefined();
    expect(await cardPhoto('https://shop.example/media/p/page.html')).toBeUndefined();
    expect(await cardPhoto(`${base}/media/p/photo.webp`)).toBeUndefined();
  });

  it('answers a PNG for a day and draws a card once for what it shows', async () => {
    const card = { ...content, photoUrl: 'https://shop.example/media/p/photo.webp' };
    const before = hits.length;
    const first = await cardResponse(card);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
    const again = await cardResponse({ ...card });
    expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    expect(hits.length - before).toBe(1);
    await cardResponse({ ...card, price: '¥5,000' });
    expect(hits.length - before).toBe(2);
  }, 30_000);

  it('serves a card without its unreadable photo, and tries the photo again next time', async () => {
    const card = { ...content, photoUrl: 'https://shop.example/media/p/page.html' };
    const before = hits.length;
    expect((await cardResponse(card)).status).toBe(200);
    expect((await cardResponse(card)).status).toBe(200);
    expect(hits.length - before).toBe(2);
  }, 30_000);
});
