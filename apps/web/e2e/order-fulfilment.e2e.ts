import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { failOnCspViolations, newContext, sharedBrowser } from './support/browser.ts';
import { createMember, type Member, submitSignIn } from './support/members.ts';
import { latestMailBody } from './support/outbox.ts';
import { call, paidOrder } from './support/paid-order.ts';
import { BASE_URL } from './support/storefront.ts';

// What the shopper sees of the seller console's work (docs/console-orders.md): a member's paid
// order is shipped by the demo administrator through the console API, and /account/orders/{id}
// shows each box's carrier and tracking number with a link to the carrier's tracking page (ja and
// en), the shipping notice arrives in the outbox; then the order is cancelled and refunded, and the
// page shows it refunded. Axe finds nothing serious on either page.

const WAIT = { timeout: 20_000 };
const ADMIN = { email: 'admin@demo.hatake.local', password: 'hatake-admin-2024' };

failOnCspViolations();
const suite = sharedBrowser();

const consoleHeaders = async () => {
  const { accessToken } = await call<{ accessToken: string }>('POST', '/v1/console/auth', {}, ADMIN);
  return { authorization: `Bearer ${accessToken}` };
};

const signedInPage = async (member: Member): Promise<Page> => {
  const context = await newContext(suite.browser);
  const page = await context.newPage();
  await page.goto(`${BASE_URL}/signin`);
  await submitSignIn(page, member);
  await page.waitForURL((url) => !url.pathname.startsWith('/signin'), WAIT);
  return page;
};

describe('an order shipped and refunded in the console, as its shopper sees it', () => {
  it('shows the tracking number with the carrier’s page, mails the notice, then shows the refund', async () => {
    const member = await createMember('ship', '発送 確認');
    const orderId = await paidOrder(member);
    const staff = await consoleHeaders();
    const { order } = await call<{ order: { fulfillments: { fulfillmentId: string }[] } }>(
      'GET',
      `/v1/console/orders/${orderId}`,
      staff,
    );
    await call('POST', `/v1/console/orders/${orderId}/shipments`, staff, {
      boxes: order.fulfillments.map((box) => ({
        fulfillmentId: box.fulfillmentId,
        shippingCarrier: 1,
        trackingNumber: '1234-5678-9012',
      })),
    });
    expect(latestMailBody(member.email)).toContain('ヤマト運輸 追跡番号: 123456789012');

    const page = await signedInPage(member);
    await page.goto(`${BASE_URL}/account/orders/${orderId}`);
    await page.getByTestId('order-tracking').first().waitFor(WAIT);
    expect(await page.getByTestId('order-tracking').first().innerText()).toContain('123456789012');
    const track = page.getByRole('link', { name: /配送状況を確認/ }).first();
    expect(await track.getAttribute('href')).toBe(
      'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01=123456789012',
    );
    expect(await page.getByRole('main').innerText()).toContain('完了');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${BASE_URL}/en/account/orders/${orderId}`);
    await page
      .getByRole('link', { name: /Track the parcel/ })
      .first()
      .waitFor(WAIT);
    expect(await page.getByRole('main').innerText()).toContain('Completed');
    expect(await seriousViolations(page)).toEqual([]);

    await call('POST', `/v1/console/orders/${orderId}/cancellation`, staff, { reason: '品質不良のため' });
    expect(latestMailBody(member.email)).toContain('ご注文をキャンセルしました');
    await page.goto(`${BASE_URL}/account/orders/${orderId}`);
    const main = await page.getByRole('main').innerText();
    expect(main).toContain('返金済み');
    expect(main).toContain('品質不良のため');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
