import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { failOnCspViolations, newContext, sharedBrowser } from './support/browser.ts';
import { createMember, type Member, submitSignIn } from './support/members.ts';
import { BASE_URL } from './support/storefront.ts';

// Spots in a real browser, ja and en: a signed-out visitor is offered sign-in to add one; a member
// adds a spot at a point (type, name, description, a photo through POST /v1/upload/spots/thumbnail)
// and finds it first in the nearby list, with its photo, and on the (offline) map; refused input
// stays on the form.

const WAIT = { timeout: 15_000 };

failOnCspViolations();

const suite = sharedBrowser();

const LOCALES = [
  {
    name: 'ja',
    browserLocale: 'ja-JP',
    prefix: '',
    title: 'スポット',
    signin: 'ログインする',
    type: '種類',
    spotName: '名前',
    description: '説明',
    submit: 'スポットを追加する',
    nameRequired: '名前を入力してください',
    added: 'スポットを追加しました。',
    photo: '写真（任意）',
    photoReady: '写真をアップロードしました。',
    photoAlt: (spot: string) => `${spot}の写真`,
    point: { latitude: 43.06, longitude: 141.35 },
  },
  {
    name: 'en',
    browserLocale: 'en-US',
    prefix: '/en',
    title: 'Spots',
    signin: 'Sign in',
    type: 'Type',
    spotName: 'Name',
    description: 'Description',
    submit: 'Add the spot',
    nameRequired: 'Name is required.',
    added: 'Your spot was added.',
    photo: 'Photo (optional)',
    photoReady: 'The photo is uploaded.',
    photoAlt: (spot: string) => `Photo of ${spot}`,
    point: { latitude: 34.69, longitude: 135.5 },
  },
] as const;

describe.each(LOCALES)('spots ($name)', (l) => {
  let member: Member;
  let context: BrowserContext;
  const name = `${l.name === 'ja' ? '畑の見える丘' : 'Hill over the fields'} ${Date.now().toString(36)}`;

  beforeAll(async () => {
    member = await createMember(`sp${l.name}`, l.name === 'ja' ? '散歩する人' : 'Walker');
    context = await newContext(suite.browser, { locale: l.browserLocale, baseURL: BASE_URL });
  });

  afterAll(async () => {
    await context?.close();
  });

  it('a member adds a spot and finds it nearby', async () => {
    const page = await context.newPage();
    const here = `latitude=${l.point.latitude}&longitude=${l.point.longitude}&radius=20`;
    await page.goto(`${l.prefix}/spots?${here}`);
    await page.getByRole('heading', { level: 1, name: l.title }).waitFor(WAIT);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('main').getByRole('link', { name: l.signin }).click();
    await page.waitForURL(/\/signin\?redirect=/, WAIT);
    await submitSignIn(page, member);
    await page.waitForURL(new RegExp(`${l.prefix}/spots$`), WAIT);

    await page.goto(`${l.prefix}/spots?${here}`);
    const type = page.getByLabel(l.type);
    await type.waitFor(WAIT);
    // Nothing typed: the errors stay on the form.
    await page.getByRole('button', { name: l.submit }).click();
    await page.getByText(l.nameRequired).waitFor(WAIT);
    expect(await seriousViolations(page)).toEqual([]);

    const firstType = await type.locator('option').nth(1).getAttribute('value');
    await type.selectOption(firstType ?? '');
    await page.getByLabel(l.spotName).fill(name);
    await page.getByLabel(l.description).fill('朝霧の畑が見渡せます。');
    // The photo is uploaded when chosen (pre-signed PUT, state polled), then posted with the spot.
    const png = path.join(tmpdir(), `hatake-spot-${l.name}-${Date.now().toString(36)}.png`);
    writeFileSync(
      png,
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    );
    await page.getByLabel(l.photo).setInputFiles(png);
    await page.getByText(l.photoReady).waitFor(WAIT);
    expect(await page.locator('input[name="thumbnailUrl"]').inputValue()).toMatch(
      /\/media\/spots\/thumbnail\/.+\.png$/,
    );
    await page.getByRole('button', { name: l.submit }).click();
    await page.waitForURL(/added=/, WAIT);
    await page.getByRole('status').filter({ hasText: l.added }).waitFor(WAIT);
    // Nearest first: the new spot, right at the centre, leads the list, and is on the map.
    const first = page.getByTestId('spot-list').getByRole('article').first();
    expect(await first.getByRole('heading', { level: 3 }).innerText()).toBe(name);
    const photo = first.getByRole('img', { name: l.photoAlt(name) });
    await photo.waitFor(WAIT);
    // The image really is there (the processed file, through the image optimiser from /media).
    const src = await photo.getAttribute('src');
    const image = await page.request.get(new URL(src ?? '', page.url()).toString());
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);
    expect(await page.getByTestId('map-fallback').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    // And the API finds it near the point.
    const answer = await fetch(`${BASE_URL}/v1/spots?${here}`);
    const { spots } = (await answer.json()) as { spots: { name: string; thumbnailUrl: string }[] };
    expect(spots[0]?.name).toBe(name);
    expect(spots[0]?.thumbnailUrl).toMatch(/\/media\/spots\/thumbnail\/.+\.png$/);
    await page.close();
  });
});
