import { describe, expect, it } from 'vitest';
import { asGuestDraft, type GuestDraft, openDraft, sealDraft, shippingOf } from './guest-draft.ts';

const address = {
  lastname: '畑',
  firstname: '花子',
  lastnameKana: 'はた',
  firstnameKana: 'はなこ',
  postalCode: '1000001',
  prefectureCode: 13 as const,
  city: '千代田区',
  addressLine1: '千代田1-1',
  addressLine2: '',
  phoneNumber: '090-1234-5678',
};

async function key(): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', new Uint8Array(32).fill(7), 'AES-GCM', false, ['encrypt', 'decrypt']);
}

describe('the guest checkout draft', () => {
  const same: GuestDraft = { email: 'a@example.com', billingAddress: address, isSameAddress: true };
  const other: GuestDraft = {
    email: 'a@example.com',
    billingAddress: address,
    isSameAddress: false,
    shippingAddress: { ...address, prefectureCode: 27, city: '大阪市北区' },
  };

  it('survives sealing and opening; tampering or another key gives nothing', async () => {
    const k = await key();
    const sealed = await sealDraft(other, k);
    expect(await openDraft(sealed, k)).toEqual(other);
    const flipped = `${sealed.slice(0, 20)}${sealed[20] === 'A' ? 'B' : 'A'}${sealed.slice(21)}`;
    expect(await openDraft(flipped, k)).toBeUndefined();
    const otherKey = await crypto.subtle.importKey('raw', new Uint8Array(32).fill(8), 'AES-GCM', false, [
      'encrypt',
      'decrypt',
    ]);
    expect(await openDraft(sealed, otherKey)).toBeUndefined();
    expect(await openDraft(undefined, k)).toBeUndefined();
    expect(await openDraft('!!', k)).toBeUndefined();
  });

  it('ships to the billing address when the same, else to the shipping address', () => {
    expect(shippingOf(same).prefectureCode).toBe(13);
    expect(shippingOf(other).prefectureCode).toBe(27);
  });

  it('refuses incomplete drafts', () => {
    expect(asGuestDraft({ ...same, email: '' })).toBeUndefined();
    expect(asGuestDraft({ ...same, billingAddress: { ...address, prefectureCode: 48 } })).toBeUndefined();
    expect(asGuestDraft({ ...other, shippingAddress: undefined })).toBeUndefined();
    expect(asGuestDraft(null)).toBeUndefined();
  });
});
