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

describe('contact e-mail templates', () => {
  it('confirms in Japanese by default, in Tokyo time', () => {
    const mail = contactConfirmation(data);
    expect(mail.subject).toBe('【hatake】お問い合わせを受け付けました');
    expect(mail.text).toMatch(/^佐藤 一郎 様\n/);
    expect(mail.text).toContain('受付番号: c-123');
    expect(mail.text).toContain('2026年11月22日 12:04');
    expect(mail.text).toContain('電話番号: （未入力）');
    expect(mail.text).toContain(data.content);
  });

  it('confirms in English for locale en', () => {
    const mail = contactConfirmation({ ...data, locale: 'en', phoneNumber: '+819012345678' });
    expect(mail.subject).toBe('[hatake] We have received your inquiry');
    expect(mail.text).toMatch(/^Dear 佐藤 一郎,\n/);
    expect(mail.text).toContain('Reference: c-123');
    expect(mail.text).toContain('Phone: +819012345678');
    expect(mail.text).not.toMatch(/[様受]/);
  });

  it('tells support who wrote, in which language, and whether signed in', () => {
    const guest = contactNotification({ ...data, locale: 'en' });
    expect(guest.subject).toBe('【お問い合わせ】配送日の指定');
    expect(guest.text).toContain('言語: 英語 (en)');
    expect(guest.text).toContain('会員ID: （ゲスト）');
    expect(contactNotification({ ...data, userId: 'u-1' }).text).toContain('会員ID: u-1');
  });
});
