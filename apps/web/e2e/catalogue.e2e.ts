import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { failOnCspViolations, launchBrowser, newContext } from './support/browser.ts';

// Catalogue pages in both languages: items (filter, detail), marches → coordinator, experiences
// (nearby search, detail with the five age-group prices, booking counts and total, reviews), contact form,
// 404 for unknown ids, SEO files, and axe on every page. The harness (scripts/e2e.ts) starts the API
// (seeded) and the storefront.

const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

failOnCspViolations();

let browser: Browser;

/** Server renders are quick, but the first request after start compiles a route. */
const WAIT = { timeout: 10_000 };

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

type ListedExperience = {
  id: string;
  status: number;
  rate: { count: number };
  priceAdult: number;
  priceJuniorHighSchool: number;
  priceElementarySchool: number;
  pricePreschool: number;
  priceSenior: number;
};

/** The five prices in the order of the age groups on the page. */
function pricesOf(e: ListedExperience): number[] {
  return [e.priceAdult, e.priceJuniorHighSchool, e.priceElementarySchool, e.pricePreschool, e.priceSenior];
}

/** `¥12,300`, as the storefront writes yen. */
function yen(amount: number): string {
  return `¥${amount.toLocaleString('en-US')}`;
}

const LOCALES = [
  {
    name: 'ja',
    browserLocale: 'ja-JP',
    prefix: '',
    itemsTitle: 'すべての商品',
    count: /(\d+)件の商品/,
    marcheFilter: 'マルシェ',
    applyFilter: 'この条件で絞り込む',
    taxIncluded: '（税込）',
    stock: /在庫あり|残りわずか|在庫切れ|予約販売|販売終了/,
    rating: /5段階中[\d.]+の評価|まだ評価はありません/,
    reviewsHeading: '商品レビュー',
    experienceReviewsHeading: '体験レビュー',
    ratingBreakdown: '評価の内訳',
    marchesTitle: 'すべてのマルシェ',
    experiencesTitle: 'すべての体験',
    ageGroups: ['大人', '中学生', '小学生', '未就学児', 'シニア'],
    booking: {
      region: '料金とお申し込み',
      count: (group: string) => `${group}の人数`,
      more: (group: string) => `${group}の人数を1人増やす`,
      fewer: (group: string) => `${group}の人数を1人減らす`,
      chooseOne: '1名以上お選びください',
      participants: (count: number) => `${count}名`,
      apply: '申し込む',
      status: { 1: '受付開始前', 3: '満員御礼' } as Record<number, string>,
    },
    nearest: '近い順',
    contactTitle: 'お問い合わせ',
    fields: {
      name: 'お名前',
      email: 'メールアドレス',
      phone: '電話番号',
      subject: '件名',
      message: 'お問い合わせ内容',
    },
    submit: '送信する',
    required: 'お名前を入力してください',
    sent: 'お問い合わせを受け付けました',
    notFound: '指定したページが見つかりません',
  },
  {
    name: 'en',
    browserLocale: 'en-US',
    prefix: '/en',
    itemsTitle: 'All Items',
    count: /(\d+) items?/,
    marcheFilter: 'Marché',
    applyFilter: 'Apply filters',
    taxIncluded: '(tax incl.)',
    stock: /In stock|Only a few left|Out of stock|Pre-order|No longer sold/,
    rating: /Rated [\d.]+ out of 5|No ratings yet/,
    reviewsHeading: 'Customer reviews',
    experienceReviewsHeading: 'Experience reviews',
    ratingBreakdown: 'Rating breakdown',
    marchesTitle: 'All Marchés',
    experiencesTitle: 'All Experiences',
    ageGroups: ['Adult', 'Junior high school', 'Elementary school', 'Preschool', 'Senior'],
    booking: {
      region: 'Prices and booking',
      count: (group: string) => `${group}: number of participants`,
      more: (group: string) => `${group}: one more`,
      fewer: (group: string) => `${group}: one fewer`,
      chooseOne: 'Choose at least one participant',
      participants: (count: number) => `${count} participants`,
      apply: 'Apply',
      status: { 1: 'Not yet open for booking', 3: 'Fully booked' } as Record<number, string>,
    },
    nearest: 'Nearest first',
    contactTitle: 'Contact',
    fields: {
      name: 'Name',
      email: 'Email address',
      phone: 'Phone number',
      subject: 'Subject',
      message: 'Message',
    },
    submit: 'Send',
    required: 'Name is required',
    sent: 'We have received your message',
    notFound: 'The page you were looking for was not found',
  },
] as const;

describe.each(LOCALES)('catalogue ($name)', (l) => {
  let context: BrowserContext;

  beforeAll(async () => {
    context = await newContext(browser, { locale: l.browserLocale, baseURL: BASE_URL });
  });

  afterAll(async () => {
    await context?.close();
  });

  async function open(path: string): Promise<{ page: Page; status: number | undefined }> {
    const page = await context.newPage();
    const response = await page.goto(`${l.prefix}${path}`, { waitUntil: 'domcontentloaded' });
    return { page, status: response?.status() };
  }

  async function experiences(): Promise<ListedExperience[]> {
    const response = await context.request.get('/v1/experiences?limit=100');
    expect(response.status()).toBe(200);
    return ((await response.json()) as { experiences: ListedExperience[] }).experiences;
  }

  async function countOf(page: Page): Promise<number> {
    const text = (await page.locator('#items-count').textContent()) ?? '';
    return Number(l.count.exec(text)?.[1] ?? Number.NaN);
  }

  it('lists items, filters them by marché and opens one with price, stock and rating', async () => {
    const { page, status } = await open('/items');
    expect(status).toBe(200);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: l.itemsTitle }).isVisible(), WAIT)
      .toBe(true);
    const all = await countOf(page);
    expect(all).toBeGreaterThan(0);
    const cards = page.locator('main ul a[href*="/items/"]');
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.first().textContent()).toContain(l.taxIncluded);
    expect(await seriousViolations(page), `${l.prefix}/items`).toEqual([]);

    // Filter by the first marché (a plain GET form).
    const select = page.getByRole('combobox', { name: l.marcheFilter });
    const coordinatorId = await select.locator('option').nth(1).getAttribute('value');
    expect(coordinatorId).toBeTruthy();
    await select.selectOption(coordinatorId ?? '');
    await page.getByRole('button', { name: l.applyFilter }).click();
    await page.waitForURL((url) => url.searchParams.get('coordinator') === coordinatorId);
    await expect.poll(() => countOf(page), WAIT).toBeLessThan(all);
    const filtered = await countOf(page);
    expect(filtered).toBeGreaterThan(0);

    // Open the first product of the filtered list.
    const first = page.locator('main ul a[href*="/items/"]').first();
    const name = ((await first.locator('h3').textContent()) ?? '').trim();
    await first.click();
    await page.waitForURL(/\/items\/[^/?]+$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), WAIT).toBe(name);
    const body = (await page.locator('main').textContent()) ?? '';
    expect(body).toMatch(/¥[\d,]+/);
    expect(body).toContain(l.taxIncluded);
    expect(body).toMatch(l.stock);
    expect(await page.getByRole('heading', { level: 2, name: l.reviewsHeading }).isVisible()).toBe(true);
    const ratingText =
      (await page
        .getByRole('img', { name: l.rating })
        .first()
        .getAttribute('aria-label')
        .catch(() => null)) ?? body;
    expect(ratingText).toMatch(l.rating);
    expect(await seriousViolations(page), page.url()).toEqual([]);

    // A reviewed item shows its newest seeded review (title and comment) under the reviews heading.
    const listed = await context.request.get('/v1/products?limit=200');
    expect(listed.status()).toBe(200);
    const { products } = (await listed.json()) as { products: { id: string; rate: { count: number } }[] };
    const reviewed = products.find((product) => product.rate.count > 0);
    expect(reviewed, 'a seeded product with reviews').toBeDefined();
    const reviewedId = encodeURIComponent(reviewed?.id ?? '');
    const answered = await context.request.get(`/v1/products/${reviewedId}/reviews?limit=1`);
    expect(answered.status()).toBe(200);
    const [review] = ((await answered.json()) as { reviews: { title: string; comment: string }[] }).reviews;
    expect(review, 'the newest review').toBeDefined();
    await page.goto(`${l.prefix}/items/${reviewedId}`, { waitUntil: 'domcontentloaded' });
    const reviews = page.locator('#reviews');
    await expect
      .poll(() => reviews.getByRole('heading', { level: 3, name: review?.title }).first().isVisible(), WAIT)
      .toBe(true);
    expect(
      await reviews
        .getByText(review?.comment ?? '', { exact: true })
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await seriousViolations(page), page.url()).toEqual([]);
    await page.close();
  });

  it('describes the item for search engines (JSON-LD Product, canonical, hreflang)', async () => {
    const { page } = await open('/items');
    const href = await page.locator('main ul a[href*="/items/"]').first().getAttribute('href');
    await page.goto(href ?? '', { waitUntil: 'domcontentloaded' });
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = blocks
      .flatMap((text) => [JSON.parse(text)].flat() as Record<string, unknown>[])
      .find((data) => data['@type'] === 'Product');
    expect(product).toBeDefined();
    expect(product?.offers).toMatchObject({ priceCurrency: 'JPY' });
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${BASE_URL}${href}`);
    for (const lang of ['ja', 'en', 'x-default']) {
      expect(await page.locator(`link[rel="alternate"][hreflang="${lang}"]`).count(), lang).toBe(1);
    }
    await page.close();
  });

  it('answers an unknown item id with 404 and the server-rendered error screen', async () => {
    for (const path of [
      '/items/no-such-item',
      '/coordinator/no-such-marche',
      '/experiences/no-such-experience',
    ]) {
      const response = await context.request.get(`${l.prefix}${path}`);
      expect(response.status(), path).toBe(404);
      // Without running any script: the text is in the HTML itself.
      expect(await response.text(), path).toContain(l.notFound);
    }
  });

  it('opens a marché from the list', async () => {
    const { page, status } = await open('/marches');
    expect(status).toBe(200);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: l.marchesTitle }).isVisible(), WAIT)
      .toBe(true);
    expect(await seriousViolations(page), `${l.prefix}/marches`).toEqual([]);
    const card = page.locator('main a[href*="/coordinator/"]').first();
    const name = ((await card.locator('h2').textContent()) ?? '').trim();
    await card.click();
    await page.waitForURL(/\/coordinator\/[^/]+$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), WAIT).toBe(name);
    expect(await page.locator('main a[href*="/items/"]').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page), page.url()).toEqual([]);
    await page.close();
  });

  it('lists experiences, finds the nearest ones and shows all five age-group prices', async () => {
    const { page, status } = await open('/experiences');
    expect(status).toBe(200);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: l.experiencesTitle }).isVisible(), WAIT)
      .toBe(true);
    // The nearby search runs in the browser against /v1/experiences/geolocation (Tokyo Station).
    const nearest = page.getByRole('list', { name: l.nearest });
    await expect.poll(() => nearest.locator('li').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await seriousViolations(page), `${l.prefix}/experiences`).toEqual([]);

    await page
      .locator('section[aria-labelledby="experience-list-heading"] a[href*="/experiences/"]')
      .first()
      .click();
    await page.waitForURL(/\/experiences\/[^/]+$/);
    // Whatever its status, the detail page shows the five age-group prices of the experience.
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    const experience = (await experiences()).find((e) => e.id === id);
    if (!experience) throw new Error(`${id} is not among the listed experiences`);
    const region = page.getByRole('region', { name: l.booking.region });
    await expect.poll(() => region.isVisible(), WAIT).toBe(true);
    const text = (await region.textContent()) ?? '';
    for (const [index, group] of l.ageGroups.entries()) {
      expect(text, group).toContain(group);
      expect(text, group).toContain(yen(pricesOf(experience)[index] ?? -1));
    }
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks.some((text) => text.includes('"@type":"Event"'))).toBe(true);
    expect(await seriousViolations(page), page.url()).toEqual([]);
    await page.close();
  });

  it('shows the rating breakdown and the newest reviews of a reviewed experience', async () => {
    const reviewed = (await experiences()).find((e) => e.rate.count > 0);
    if (!reviewed) throw new Error('the seed has no experience with reviews');
    const id = encodeURIComponent(reviewed.id);
    const answered = await context.request.get(`/v1/experiences/${id}/reviews?limit=1`);
    expect(answered.status()).toBe(200);
    const [review] = ((await answered.json()) as { reviews: { title: string; comment: string }[] }).reviews;
    if (!review) throw new Error(`${reviewed.id} has a rating but the API lists no review`);

    const { page, status } = await open(`/experiences/${id}`);
    expect(status).toBe(200);
    const reviews = page.locator('#reviews');
    await expect
      .poll(() => reviews.getByRole('heading', { level: 3, name: review.title }).first().isVisible(), WAIT)
      .toBe(true);
    expect(await reviews.getByText(review.comment, { exact: true }).first().isVisible()).toBe(true);
    expect(
      await reviews.getByRole('heading', { level: 2, name: l.experienceReviewsHeading }).isVisible(),
    ).toBe(true);
    expect(await reviews.getByRole('list', { name: l.ratingBreakdown }).locator('li').count()).toBe(5);
    // The average rating under the title leads to the section.
    expect(await page.locator('main a[href="#reviews"]').count()).toBe(1);
    expect(await seriousViolations(page), page.url()).toEqual([]);
    await page.close();
  });

  it('totals the participants chosen per age group on an experience accepting bookings', async () => {
    const experience = (await experiences()).find((e) => e.status === 2);
    if (!experience) throw new Error('the seed has no experience accepting bookings');
    const [adultLabel, juniorHighLabel, elementaryLabel, preschoolLabel, seniorLabel] = l.ageGroups;
    const { page, status } = await open(`/experiences/${encodeURIComponent(experience.id)}`);
    expect(status).toBe(200);
    const region = page.getByRole('region', { name: l.booking.region });
    const total = region.locator('output');
    const count = (group: string) => region.getByRole('spinbutton', { name: l.booking.count(group) });
    const more = (group: string) => region.getByRole('button', { name: l.booking.more(group) });
    const fewer = (group: string) => region.getByRole('button', { name: l.booking.fewer(group) });

    // Nothing chosen yet: ¥0, a hint, and 申し込む disabled, described by the hint.
    await expect.poll(() => total.textContent(), WAIT).toMatch(/¥0$/);
    expect(await region.textContent()).toContain(l.booking.chooseOne);
    const apply = region.getByRole('button', { name: l.booking.apply });
    expect(await apply.isDisabled()).toBe(true);
    const describedBy = (await apply.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toContain(l.booking.chooseOne);
    expect(await fewer(adultLabel).getAttribute('aria-disabled')).toBe('true');

    // The steppers work once hydrated; until then a click does nothing, so click until one lands.
    await expect
      .poll(async () => {
        if ((await count(adultLabel).inputValue()) === '0') await more(adultLabel).click();
        return count(adultLabel).inputValue();
      }, WAIT)
      .not.toBe('0');
    await count(adultLabel).fill('2');
    await more(juniorHighLabel).click();
    await more(juniorHighLabel).click();
    await fewer(juniorHighLabel).click();
    // Typed counts above the maximum are held at 10.
    await count(elementaryLabel).fill('15');
    await expect.poll(() => count(elementaryLabel).inputValue(), WAIT).toBe('10');
    expect(await more(elementaryLabel).getAttribute('aria-disabled')).toBe('true');
    // Keyboard: Enter and Space on the focused + button; at the limit it keeps the focus.
    await more(seniorLabel).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await more(elementaryLabel).focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      l.booking.more(elementaryLabel),
    );
    // A cleared field counts as nobody.
    await count(preschoolLabel).fill('3');
    await expect.poll(() => region.textContent(), WAIT).toContain(l.booking.participants(18));
    await count(preschoolLabel).fill('');

    const expected =
      2 * experience.priceAdult +
      experience.priceJuniorHighSchool +
      10 * experience.priceElementarySchool +
      2 * experience.priceSenior;
    await expect.poll(() => total.textContent(), WAIT).toMatch(new RegExp(`${yen(expected)}$`));
    expect(await count(juniorHighLabel).inputValue()).toBe('1');
    expect(await count(seniorLabel).inputValue()).toBe('2');
    expect(await region.textContent()).toContain(l.booking.participants(15));
    // 申し込む now leads to the booking page with the counts (docs/product.md).
    const link = region.getByRole('link', { name: l.booking.apply });
    expect(await link.getAttribute('href')).toBe(
      `${l.prefix}/experiences/purchase?id=${encodeURIComponent(experience.id)}&adultCount=2&juniorHighSchoolCount=1&elementarySchoolCount=10&seniorCount=2`,
    );
    expect(await seriousViolations(page), `${page.url()} (counts chosen)`).toEqual([]);
    await page.close();
  });

  it('shows why an experience cannot be booked instead of the steppers', async () => {
    const list = await experiences();
    for (const closed of [1, 3]) {
      const experience = list.find((e) => e.status === closed);
      if (!experience) throw new Error(`the seed has no experience with status ${closed}`);
      const { page } = await open(`/experiences/${encodeURIComponent(experience.id)}`);
      const region = page.getByRole('region', { name: l.booking.region });
      await expect.poll(() => region.isVisible(), WAIT).toBe(true);
      expect(await region.textContent()).toContain(l.booking.status[closed]);
      expect(await region.getByRole('spinbutton').count()).toBe(0);
      expect(await region.getByRole('button').count()).toBe(0);
      expect(await seriousViolations(page), page.url()).toEqual([]);
      await page.close();
    }
  });

  it('validates the contact form and confirms a sent message', async () => {
    const { page, status } = await open('/contact');
    expect(status).toBe(200);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: l.contactTitle }).isVisible(), WAIT)
      .toBe(true);
    expect(await seriousViolations(page), `${l.prefix}/contact`).toEqual([]);

    await page.getByRole('button', { name: l.submit }).click();
    await expect.poll(() => page.getByText(l.required).isVisible(), WAIT).toBe(true);
    expect(await page.getByLabel(l.fields.name).getAttribute('aria-invalid')).toBe('true');

    const email = `e2e-${l.name}@example.com`;
    await page.getByLabel(l.fields.name).fill('テスト 太郎');
    await page.getByLabel(l.fields.email).fill(email);
    await page.getByLabel(l.fields.phone).fill('090-1234-5678');
    await page.getByLabel(l.fields.subject).fill('e2e');
    await page.getByLabel(l.fields.message).fill('カタログのテストからのお問い合わせです。');
    await page.getByRole('button', { name: l.submit }).click();
    const done = page.getByRole('heading', { level: 2, name: l.sent });
    await expect.poll(() => done.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.locator('main').textContent()).toContain(email);
    expect(await seriousViolations(page), `${l.prefix}/contact (sent)`).toEqual([]);
    await page.close();
  });
});

describe('browser features', () => {
  it('centres the nearby search on the shopper when they share their position', async () => {
    // Sapporo: the nearest experiences are then in Hokkaido.
    const context = await newContext(browser, {
      locale: 'ja-JP',
      baseURL: BASE_URL,
      permissions: ['geolocation'],
      geolocation: { latitude: 43.0621, longitude: 141.3544 },
    });
    const page = await context.newPage();
    await page.goto('/experiences', { waitUntil: 'domcontentloaded' });
    const panel = page.locator('section[aria-labelledby="nearby-heading"]');
    await expect.poll(() => panel.textContent(), WAIT).toContain('中心: 現在地');
    const first = panel.getByRole('list', { name: '近い順' }).locator('li').first();
    await expect.poll(() => first.textContent(), WAIT).toContain('北海道');
    // Every pin on the drawing is a labelled link to its experience.
    const pins = panel.locator('svg a');
    expect(await pins.count()).toBeGreaterThan(0);
    expect(await pins.first().getAttribute('aria-label')).toMatch(/^1\. .+（[\d.,]+ km）$/);
    // The shared map (components/map) marks the centre the search is drawn around.
    expect(await panel.getByTestId('map-center').count()).toBe(1);
    await context.close();
  });

  it('switches the product picture with the thumbnail buttons', async () => {
    const context = await newContext(browser, { locale: 'ja-JP', baseURL: BASE_URL });
    const page = await context.newPage();
    await page.goto('/items', { waitUntil: 'domcontentloaded' });
    const href = await page.locator('main ul a[href*="/items/"]').first().getAttribute('href');
    await page.goto(href ?? '', { waitUntil: 'load' });
    const thumbnails = page.getByRole('list', { name: '商品画像' }).getByRole('button');
    if ((await thumbnails.count()) > 1) {
      const main = page.locator('main img').first();
      const before = await main.getAttribute('src');
      await thumbnails.nth(1).click();
      await expect.poll(() => thumbnails.nth(1).getAttribute('aria-pressed'), WAIT).toBe('true');
      await expect.poll(() => page.locator('main img').first().getAttribute('src'), WAIT).not.toBe(before);
    }
    await context.close();
  });
});

describe('SEO files', () => {
  it('serves robots.txt pointing at a sitemap that lists both locales with alternates', async () => {
    const context = await newContext(browser, { baseURL: BASE_URL });
    const robots = await context.request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
    const sitemap = await context.request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    for (const path of [
      '/items',
      '/marches',
      '/experiences',
      '/about',
      '/en/items',
      '/items/',
      '/coordinator/',
      '/experiences/',
    ]) {
      expect(xml, path).toContain(`${path}`);
    }
    expect(xml).toContain('hreflang="en"');
    expect(xml).toContain('hreflang="x-default"');
    await context.close();
  });
});
