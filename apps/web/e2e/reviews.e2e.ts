import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { failOnCspViolations, launchBrowser, newContext } from './support/browser.ts';
import { createMember, type Member, submitSignIn } from './support/members.ts';

// Reviews in a real browser, ja and en: a member is sent to sign in by the review page and comes
// back, finds errors in place, reviews a product (stars, title, comment with counters), lands on the
// thanks page and finds the review on the item page, where 'write a review' now says 'edit'; the
// form then edits it. A second member likes it (the total changes and the button shows it pressed),
// switches to dislike and takes it back; signed out, a like goes to sign in. The rating filter keeps
// only that star. Products are picked through the API in the setup.

const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const WAIT = { timeout: 15_000 };

failOnCspViolations();

type ListedProduct = { id: string; name: string };

let browser: Browser;
let products: ListedProduct[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const answer = await fetch(`${BASE_URL}/v1/products?limit=20`);
  expect(answer.status).toBe(200);
  products = ((await answer.json()) as { products: ListedProduct[] }).products;
  expect(products.length).toBeGreaterThan(3);
});

afterAll(async () => {
  await browser?.close();
});

const LOCALES = [
  {
    name: 'ja',
    browserLocale: 'ja-JP',
    prefix: '',
    product: 1,
    heading: 'レビュー投稿',
    editHeading: 'レビューの編集',
    star: (n: number) => `星${n}つ`,
    title: 'タイトル',
    comment: 'コメント',
    submit: '投稿する',
    update: '更新する',
    rateRequired: '評価を選択してください',
    titleRequired: 'タイトルを入力してください',
    complete: 'レビュー投稿が完了しました！',
    backItem: '商品のページへ戻る',
    write: 'レビューを書く',
    edit: '自分のレビューを編集する',
    like: 'いいね',
    dislike: 'いまいち',
    filter: '評価で絞り込む',
    star4: /^星4（\d+件）$/,
  },
  {
    name: 'en',
    browserLocale: 'en-US',
    prefix: '/en',
    product: 2,
    heading: 'Write a review',
    editHeading: 'Edit your review',
    star: (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`,
    title: 'Title',
    comment: 'Comment',
    submit: 'Submit',
    update: 'Update',
    rateRequired: 'Please choose a rating.',
    titleRequired: 'Title is required.',
    complete: 'Thank you for your review!',
    backItem: 'Back to the product',
    write: 'Write a review',
    edit: 'Edit your review',
    like: 'Like',
    dislike: 'Dislike',
    filter: 'Filter by rating',
    star4: /^4 stars \(\d+\)$/,
  },
] as const;

describe.each(LOCALES)('reviews ($name)', (l) => {
  let author: Member;
  let reader: Member;
  let product: ListedProduct;
  let authorContext: BrowserContext;
  let readerContext: BrowserContext;
  const title = `${l.name === 'ja' ? '甘くて最高' : 'Sweet and juicy'} ${Date.now().toString(36)}`;

  beforeAll(async () => {
    product = products[l.product] as ListedProduct;
    author = await createMember(`rva${l.name}`, l.name === 'ja' ? 'トマト好き' : 'Tomato fan');
    reader = await createMember(`rvb${l.name}`, l.name === 'ja' ? '読む人' : 'Reader');
    authorContext = await newContext(browser, { locale: l.browserLocale, baseURL: BASE_URL });
    readerContext = await newContext(browser, { locale: l.browserLocale, baseURL: BASE_URL });
  });

  afterAll(async () => {
    await authorContext?.close();
    await readerContext?.close();
  });

  it('a member reviews a product and sees it on the item page', async () => {
    const page = await authorContext.newPage();
    // 'Write a review' on the item page; signed out, the form sends the member to sign in and back.
    await page.goto(`${l.prefix}/items/${product.id}`);
    await page.locator('#reviews').getByRole('link', { name: l.write }).click();
    await page.waitForURL(/\/signin\?redirect=/, WAIT);
    await submitSignIn(page, author);
    await page.waitForURL(new RegExp(`${l.prefix}/reviews/products/${product.id}$`), WAIT);
    await page.getByRole('heading', { level: 1, name: l.heading }).waitFor(WAIT);
    expect(await page.getByRole('main').getByText(product.name).count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Nothing chosen or typed: the errors stay on the form, each by its field.
    await page.getByRole('button', { name: l.submit }).click();
    await page.getByText(l.rateRequired).waitFor(WAIT);
    expect(await page.getByText(l.titleRequired).count()).toBe(1);
    expect(await page.getByLabel(l.title).getAttribute('aria-invalid')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);

    // The stars are a radio group; the counters follow the text.
    await page.getByRole('radio', { name: l.star(4) }).check();
    expect(await page.getByRole('radio', { name: l.star(4) }).isChecked()).toBe(true);
    await page.getByLabel(l.title).fill(title);
    await page.getByText(`${[...title].length} / 64`).waitFor(WAIT);
    const comment = 'とても甘くて、家族みんなで楽しみました。🍅';
    await page.getByLabel(l.comment).fill(comment);
    // Counted as the API counts: the tomato is one character.
    await page.getByText(`${[...comment].length} / 2000`).waitFor(WAIT);
    await page.getByRole('button', { name: l.submit }).click();

    await page.waitForURL(/\/reviews\/complete\?product=/, WAIT);
    await page.getByRole('heading', { level: 1, name: l.complete }).waitFor(WAIT);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: l.backItem }).click();
    await page.waitForURL(new RegExp(`${l.prefix}/items/${product.id}#reviews$`), WAIT);
    const review = page.getByRole('article', { name: title });
    await review.waitFor(WAIT);
    expect(await review.innerText()).toContain(author.username);
    // The entry point now edits the member's review.
    expect(await page.locator('#reviews').getByRole('link', { name: l.edit }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    // The filter by 4 stars keeps it; by 1 star it is gone.
    const filter = page.getByRole('navigation', { name: l.filter });
    await filter.getByRole('link', { name: l.star4 }).click();
    await page.waitForURL(/rates=4/, WAIT);
    await page.getByRole('article', { name: title }).waitFor(WAIT);
    await page.goto(`${l.prefix}/items/${product.id}?rates=1`);
    expect(await page.getByRole('article', { name: title }).count()).toBe(0);

    // Editing: the form comes back filled in.
    await page.goto(`${l.prefix}/reviews/products/${product.id}`);
    await page.getByRole('heading', { level: 1, name: l.editHeading }).waitFor(WAIT);
    expect(await page.getByLabel(l.title).inputValue()).toBe(title);
    expect(await page.getByRole('radio', { name: l.star(4) }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: l.star(5) }).check();
    await page.getByRole('button', { name: l.update }).click();
    await page.waitForURL(/\/reviews\/complete\?product=/, WAIT);
    await page.close();
  });

  it('a second member likes it, the count changes; switching and taking back', async () => {
    const page = await readerContext.newPage();
    // Signed out, a like goes to the sign-in page and back to the reviews.
    await page.goto(`${l.prefix}/items/${product.id}`);
    const review = page.getByRole('article', { name: title });
    const likeButton = () =>
      page.locator('li', { has: page.getByRole('article', { name: title }) }).getByRole('button', {
        name: new RegExp(`^${l.like}`),
      });
    const dislikeButton = () =>
      page.locator('li', { has: page.getByRole('article', { name: title }) }).getByRole('button', {
        name: new RegExp(`^${l.dislike}`),
      });
    await review.waitFor(WAIT);
    expect(await likeButton().innerText()).toMatch(/0$/);
    await likeButton().click();
    await page.waitForURL(/\/signin\?redirect=/, WAIT);
    await submitSignIn(page, reader);
    await page.waitForURL(new RegExp(`${l.prefix}/items/${product.id}`), WAIT);

    await review.waitFor(WAIT);
    expect(await likeButton().getAttribute('aria-pressed')).toBe('false');
    await likeButton().click();
    await expect.poll(() => likeButton().getAttribute('aria-pressed'), WAIT).toBe('true');
    expect(await likeButton().innerText()).toMatch(/1$/);
    expect(await seriousViolations(page)).toEqual([]);

    // A fresh load keeps the member's reaction and the total.
    await page.reload();
    await review.waitFor(WAIT);
    expect(await likeButton().getAttribute('aria-pressed')).toBe('true');
    expect(await likeButton().innerText()).toMatch(/1$/);

    // Switch to dislike, then take it back.
    await dislikeButton().click();
    await expect.poll(() => dislikeButton().getAttribute('aria-pressed'), WAIT).toBe('true');
    expect(await likeButton().innerText()).toMatch(/0$/);
    expect(await dislikeButton().innerText()).toMatch(/1$/);
    await dislikeButton().click();
    await expect.poll(() => dislikeButton().getAttribute('aria-pressed'), WAIT).toBe('false');
    expect(await dislikeButton().innerText()).toMatch(/0$/);

    // And like it for good: the API counts it.
    await likeButton().click();
    await expect.poll(() => likeButton().getAttribute('aria-pressed'), WAIT).toBe('true');
    const answer = await fetch(`${BASE_URL}/v1/products/${product.id}/reviews?limit=20`);
    const { reviews } = (await answer.json()) as {
      reviews: { title: string; likeTotal: number; rate: number }[];
    };
    expect(reviews.find((r) => r.title === title)).toMatchObject({ likeTotal: 1, rate: 5 });
    await page.close();
  });
});
