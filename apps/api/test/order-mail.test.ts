/**
 * The order confirmation mail after a real checkout (docs/rules/notifications.md "What the order
 * mail says"): a guest's product order and an experience booking go through the storefront's calls
 * and the sandbox payment page, and the mail that reaches the SMTP server names the marche, the
 * payment method, the expected shipping date, the shopper's note and whom to ask — or, for a
 * booking, the meeting place and the cancellation rule — with the postal code as 〒150-0001 in
 * Japanese and 150-0001 in English, an English address from the street up and a Latin name given
 * name first (mail/format.ts).
 */
import { PaymentMethodType } from '@hatake/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coordinators } from '../src/db/schema/index.ts';
import { expectedShipBy } from '../src/mail/expected-shipping.ts';
import { testAppWithSmtp } from './helpers/app-with-smtp.ts';
import {
  ADDRESS,
  addToCart,
  guestBody,
  guestCheckout,
  newGuest,
  priceCart,
  productLike,
  settleSandbox,
} from './helpers/checkouts.ts';
import { bookOneAdultAsGuest, experienceLike, firstBookable } from './helpers/experiences.ts';

const SUPPORT = 'help@hatake.test';
const t = testAppWithSmtp({ supportEmail: SUPPORT });

const SMITH = {
  ...ADDRESS,
  lastname: 'Smith',
  firstname: 'Anna',
  lastnameKana: 'Smith',
  firstnameKana: 'Anna',
  postalCode: '1500001',
  city: '渋谷区',
  addressLine1: '神宮前1-1',
  addressLine2: '',
};

describe('order confirmation mail after a checkout', () => {
  it('names the marche, payment method, shipping date, note and contacts; English address order; "Dear Anna Smith"', async () => {
    const salesStart = new Date(Date.now() - 86_400_000);
    const product = await productLike(t.database.db, { inventory: 5, startAt: salesStart });
    const [marche] = await t.database.db
      .select()
      .from(coordinators)
      .where(eq(coordinators.id, product.coordinatorId));
    await t.database.db
      .update(coordinators)
      .set({ email: 'shop@marche.test', phoneNumber: '073-111-2222' })
      .where(eq(coordinators.id, product.coordinatorId));
    const shopper = newGuest({ 'accept-language': 'en-US,en;q=0.9' });
    await addToCart(t.app, shopper, product.id, 1);
    const priced = await priceCart(t.app, shopper, product.coordinatorId);
    const response = await guestCheckout(
      t.app,
      shopper,
      guestBody(shopper, priced, {
        billingAddress: SMITH,
        paymentMethod: PaymentMethodType.PAYPAY,
        orderRequest: 'Please leave it at the door',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const since = t.smtp.messages.length;
    const settled = await settleSandbox(t.app, response.json<{ url: string }>().url, 'paid');
    expect(settled.statusCode, settled.body).toBe(200);
    const mail = await t.smtp.waitFor(shopper.email, since);
    expect(mail.text).toContain('Dear Anna Smith,');
    // The English mail names the marche and the product in English where they have it.
    expect(marche?.marcheNameEn, 'the demo marche has an English name').toBeTruthy();
    expect(product.nameEn, 'the demo product has an English name').toBeTruthy();
    expect(mail.text).toContain(`Marché: ${marche?.marcheNameEn}`);
    expect(mail.text).toContain(`${product.nameEn} × 1`);
    expect(mail.text).toContain('Payment method: QR payment (PayPay)');
    const shipBy = expectedShipBy(new Date(), []);
    const [year, month, day] = shipBy.split('-').map(Number);
    const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day)),
    );
    expect(mail.text).toContain(`Ships by: ${longDate}`);
    expect(mail.text).toContain('Your note: Please leave it at the door');
    expect(mail.text).toContain('Ship to: Anna Smith, 神宮前1-1, 渋谷区, Tokyo 150-0001');
    expect(mail.text).not.toContain('〒');
    expect(mail.text).not.toContain('Smith Anna');
    expect(mail.text).toContain('shop@marche.test / phone 073-111-2222');
    expect(mail.text).toContain(`hatake support: ${SUPPORT}`);
  });

  it('tells a booking where to meet and how to cancel, in Japanese by default', async () => {
    const experience = await experienceLike(t.database.db, {
      hostPostalCode: '6430000',
      hostPrefectureCode: 30,
      hostCity: '有田郡有田川町',
      hostAddressLine1: '清水1-2',
      hostAddressLine2: '',
    });
    const { date, time } = firstBookable(experience);
    const shopper = newGuest();
    const { response: booked } = await bookOneAdultAsGuest(t.app, shopper, experience.id, {
      requestedDate: date,
      requestedTime: time,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const since = t.smtp.messages.length;
    expect((await settleSandbox(t.app, booked.json<{ url: string }>().url, 'paid')).statusCode).toBe(200);
    const mail = await t.smtp.waitFor(shopper.email, since);
    expect(mail.text).toContain('山田 花子 様');
    expect(mail.text).toContain('集合場所: 〒643-0000 和歌山県 有田郡有田川町 清水1-2');
    expect(mail.text).toContain('キャンセル・変更について');
    expect(mail.text).toContain('体験日の前日までに');
    expect(mail.text).toContain('お支払い方法: クレジットカード決済');
    expect(mail.text).not.toContain('発送予定');
  });
});
