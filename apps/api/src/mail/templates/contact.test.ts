import { describe, expect, it } from 'vitest';
import { type ContactMailData, contactConfirmation, contactNotification } from './contact.ts';

const data: ContactMailData = {
  contactId: 'c-123',
  title: '配送日の指定',
  content: '12月20日に届くようにできますか？',
  username: '佐藤 一郎',
  email: 'ichiro@example.jp',
  phoneNumber: '',
  locale: 'ja',
  receivedAt: new Date('2026-11-22T03:04:00Z'),
  userId: null,
};

/** Caller-chosen text that must never reach the acknowledgement (open-relay finding). */
const CALLER_TEXT = [data.title, data.content, data.username, data.email, '+819012345678'];

describe('contact e-mail templates', () => {
  it('acknowledges in Japanese by default, with the reference and Tokyo time', () => {
    const mail = contactConfirmation(data);
    expect(mail.subject).toBe('【hatake】お問い合わせを受け付けました');
    expect(mail.text).toContain('受付番号: c-123');
    expect(mail.text).toContain('2026年11月22日 12:04');
  });

  it('acknowledges in English for locale en', () => {
    const mail = contactConfirmation({ ...data, locale: 'en' });
    expect(mail.subject).toBe('[hatake] We have received your inquiry');
    expect(mail.text).toContain('Reference: c-123');
    expect(mail.text).not.toMatch(/[様受]/);
  });

  it('open relay: the acknowledgement carries none of the caller’s text, whatever it is given', () => {
    for (const locale of ['ja', 'en'] as const) {
      const everything: ContactMailData = { ...data, phoneNumber: '+819012345678', locale };
      const mail = contactConfirmation(everything);
      for (const text of CALLER_TEXT) {
        expect(mail.subject).not.toContain(text);
        expect(mail.text).not.toContain(text);
      }
    }
  });

  it('tells support who wrote what, in which language, and whether signed in', () => {
    const guest = contactNotification({ ...data, locale: 'en' });
    expect(guest.subject).toBe('【お問い合わせ】配送日の指定');
    expect(guest.text).toContain(data.content);
    expect(guest.text).toContain(data.username);
    expect(guest.text).toContain('言語: 英語 (en)');
    expect(guest.text).toContain('会員ID: （ゲスト）');
    expect(contactNotification({ ...data, userId: 'u-1' }).text).toContain('会員ID: u-1');
  });
});
