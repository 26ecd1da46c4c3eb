import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const WAIT = { timeout: 20_000 };

/** An address the e2e suites type: Tokyo (〒100-0001) or Osaka (〒530-0001), found by the postal-code lookup. */
type TypedAddress = {
  firstname: string;
  firstnameKana: string;
  postalCode: string;
  prefectureCode: string;
  addressLine1: string;
  phoneNumber: string;
};

export const TOKYO: TypedAddress = {
  firstname: '花子',
  firstnameKana: 'はなこ',
  postalCode: '1000001',
  prefectureCode: '13',
  addressLine1: '千代田1-1',
  phoneNumber: '090-1234-5678',
};

export const OSAKA: TypedAddress = {
  firstname: '花子',
  firstnameKana: 'はなこ',
  postalCode: '5300001',
  prefectureCode: '27',
  addressLine1: '梅田1-1',
  phoneNumber: '06-1234-5678',
};

/**
 * Fills the address fields whose ids start with `prefix` (`billing-` on the guest and booking
 * forms, `address-` on the member's new address) for 畑 `address.firstname`: the postal code, then
 * 住所を自動入力 (`autofill`, the button's name in the page's language), which must find the
 * prefecture, then the street and the phone number.
 */
export async function fillAddress(
  page: Page,
  prefix: 'billing-' | 'address-',
  autofill: string,
  address: TypedAddress,
): Promise<void> {
  await page.fill(`#${prefix}lastname`, '畑');
  await page.fill(`#${prefix}firstname`, address.firstname);
  await page.fill(`#${prefix}lastnameKana`, 'はた');
  await page.fill(`#${prefix}firstnameKana`, address.firstnameKana);
  await page.fill(`#${prefix}postalCode`, address.postalCode);
  await page.getByRole('button', { name: autofill }).click();
  await expect.poll(() => page.inputValue(`#${prefix}prefectureCode`), WAIT).toBe(address.prefectureCode);
  await page.fill(`#${prefix}addressLine1`, address.addressLine1);
  await page.fill(`#${prefix}phoneNumber`, address.phoneNumber);
}

/** The guest checkout's details: the e-mail and a Tokyo billing address (shipped to the same). */
export async function fillGuestDetails(page: Page, autofill: string, email: string): Promise<void> {
  await page.fill('#guest-email', email);
  await fillAddress(page, 'billing-', autofill, TOKYO);
}
