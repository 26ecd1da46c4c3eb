import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { failOnCspViolations, launchBrowser, newContext } from './support/browser.ts';

// The volunteer pages in a real browser, ja and en: the list with its map (the offline one: no map
// style is configured in tests, and nothing may load from another origin), the prefecture filter,
// and a post with its place, days, how to apply and marche. The post is picked through the API.

const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const WAIT = { timeout: 15_000 };

failOnCspViolations();

type Post = {
  id: string;
  title: string;
  placeName: string;
  latitude: number | null;
  longitude: number | null;
  howToApply: string;
  prefectureCode: number;
};

let browser: Browser;
let post: Post;
let total = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  const all = await fetch(`${BASE_URL}/v1/volunteers`);
  expect(all.status).toBe(200);
  total = ((await all.json()) as { total: number }).total;
  const answer = await fetch(`${BASE_URL}/v1/volunteers?prefecture=1`);
  const { volunteers } = (await answer.json()) as { volunteers: Post[] };
  const found = volunteers.find((v) => v.latitude !== null && v.howToApply);
  if (!found) throw new Error('the demo data has no volunteer post in Hokkaido with a place');
  post = found;
});

afterAll(async () => {
  await browser?.close();
});

const LOCALES = [
  {
    name: 'ja',
    browserLocale: 'ja-JP',
    prefix: '',
    title: 'ボランティア',
    prefecture: '都道府県',
    apply: '絞り込む',
    count: (n: number) => `${n}件`,
    points: '地図上の地点',
    openPoint: (name: string) => `${name}を地図アプリで開く`,
    howToApply: '参加方法',
    marche: 'このボランティアのマルシェ',
    back: 'ボランティア一覧に戻る',
    hokkaido: '北海道',
  },
  {
    name: 'en',
    browserLocale: 'en-US',
    prefix: '/en',
    title: 'Volunteer',
    prefecture: 'Prefecture',
    apply: 'Filter',
    count: (n: number) => `${n} ${n === 1 ? 'post' : 'posts'}`,
    points: 'Places on the map',
    openPoint: (name: string) => `Open in a maps app: ${name}`,
    howToApply: 'How to take part',
    marche: 'The marche behind it',
    back: 'Back to volunteer posts',
    hokkaido: 'Hokkaido',
  },
] as const;

describe.each(LOCALES)('volunteer ($name)', (l) => {
  let context: BrowserContext;

  beforeAll(async () => {
    context = await newContext(browser, { locale: l.browserLocale, baseURL: BASE_URL });
  });

  afterAll(async () => {
    await context?.close();
  });

  it('the header links to the list, which shows the posts and their places on a map', async () => {
    const page = await context.newPage();
    await page.goto(`${l.prefix}/`);
    await page.getByRole('banner').getByRole('link', { name: l.title }).first().click();
    await page.waitForURL(new RegExp(`${l.prefix}/volunteer$`), WAIT);
    await page.getByRole('heading', { level: 1, name: l.title }).waitFor(WAIT);
    await page.getByText(l.count(total), { exact: true }).waitFor(WAIT);
    expect(await page.getByRole('article').getByRole('link', { name: post.title, exact: true }).count()).toBe(
      1,
    );
    // The offline map: one pin per post with a place, each linking to its post.
    const map = page.getByTestId('map-fallback');
    expect(await map.count()).toBe(1);
    expect(await map.locator(`a[href="${l.prefix}/volunteer/${post.id}"]`).count()).toBe(1);
    expect(await page.getByRole('list', { name: l.points }).getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Filter by prefecture (a GET form): Hokkaido keeps the post.
    await page.getByLabel(l.prefecture).selectOption('1');
    await page.getByRole('button', { name: l.apply }).click();
    await page.waitForURL(/prefecture=1/, WAIT);
    await page.getByRole('article').getByRole('link', { name: post.title, exact: true }).waitFor(WAIT);
    await page.close();
  });

  it('a post shows its place on the map, its days and how to take part', async () => {
    const page = await context.newPage();
    await page.goto(`${l.prefix}/volunteer?prefecture=1`);
    await page.getByRole('article').getByRole('link', { name: post.title, exact: true }).click();
    await page.waitForURL(new RegExp(`${l.prefix}/volunteer/${post.id}$`), WAIT);
    await page.getByRole('heading', { level: 1, name: post.title }).waitFor(WAIT);
    const place = await page.getByTestId('volunteer-place').innerText();
    expect(place).toContain(post.placeName);
    expect(place).toContain(l.hokkaido);
    expect(await page.getByTestId('volunteer-dates').innerText()).not.toBe('—');
    await page.getByRole('heading', { name: l.howToApply }).waitFor(WAIT);
    expect(await page.getByText(post.howToApply).count()).toBe(1);
    // The place: drawn offline, and a link that opens it in a maps site.
    expect(await page.getByTestId('map-fallback').count()).toBe(1);
    const open = page.getByRole('link', { name: l.openPoint(post.placeName) });
    expect(await open.getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${post.latitude},${post.longitude}`,
    );
    expect(await page.getByRole('heading', { name: l.marche }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: l.back }).click();
    await page.waitForURL(new RegExp(`${l.prefix}/volunteer$`), WAIT);
    await page.close();
  });

  it('an unknown post is a 404 page', async () => {
    const page = await context.newPage();
    const response = await page.goto(`${l.prefix}/volunteer/no-such-post`);
    expect(response?.status()).toBe(404);
    await page.close();
  });
});
