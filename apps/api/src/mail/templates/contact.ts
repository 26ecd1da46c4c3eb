import type { MailLocale } from '../locale.ts';

/** What the contact e-mails say about one inquiry. */
export type ContactMailData = {
  contactId: string;
  title: string;
  content: string;
  username: string;
  email: string;
  phoneNumber: string;
  locale: MailLocale;
  receivedAt: Date;
  /** The signed-in sender, if any. */
  userId: string | null;
};

export type RenderedMail = { subject: string; text: string };

const RULE = '────────────────────────────';

const tokyoTime = (date: Date, locale: MailLocale): string =>
  new Intl.DateTimeFormat(locale === 'ja' ? 'ja-JP' : 'en-GB', {
    timeZone: 'Asia/Tokyo',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(date);

/**
 * What the sender's acknowledgement may say: only values the server made. The contact form can be
 * filled in with anyone's address, so the acknowledgement carries none of the caller's text (no
 * name, subject or message) — it cannot be used to send someone else a message through us.
 */
export type ContactAcknowledgementData = Pick<ContactMailData, 'contactId' | 'locale' | 'receivedAt'>;

const acknowledgementJa = (data: ContactAcknowledgementData): RenderedMail => ({
  subject: '【hatake】お問い合わせを受け付けました',
  text: [
    'このたびは hatake にお問い合わせいただき、誠にありがとうございます。',
    'お問い合わせを受け付けました。',
    '内容を確認のうえ、担当者より順次ご連絡いたします。今しばらくお待ちください。',
    '',
    RULE,
    `受付番号: ${data.contactId}`,
    `受付日時: ${tokyoTime(data.receivedAt, 'ja')}`,
    RULE,
    '',
    'ご連絡の際は受付番号をお知らせください。',
    '※このメールは送信専用のアドレスからお送りしています。ご返信いただいてもお答えできません。',
    '※お心当たりのない場合は、お手数ですがこのメールを破棄してください。',
    '',
    'hatake（はたけ）',
  ].join('\n'),
});

const acknowledgementEn = (data: ContactAcknowledgementData): RenderedMail => ({
  subject: '[hatake] We have received your inquiry',
  text: [
    'Thank you for contacting hatake.',
    'We have received your inquiry. Our staff will review it and get back to you as soon as possible.',
    '',
    RULE,
    `Reference: ${data.contactId}`,
    `Received: ${tokyoTime(data.receivedAt, 'en')} (Japan time)`,
    RULE,
    '',
    'Please quote the reference when you contact us about this inquiry.',
    'This message was sent from a send-only address; replies to it are not read.',
    'If you did not contact us, please disregard this e-mail.',
    '',
    'hatake',
  ].join('\n'),
});

/** The fixed acknowledgement the sender receives, in their language (reference and time only). */
export const contactConfirmation = (data: ContactAcknowledgementData): RenderedMail => {
  const ack = { contactId: data.contactId, locale: data.locale, receivedAt: data.receivedAt };
  return ack.locale === 'en' ? acknowledgementEn(ack) : acknowledgementJa(ack);
};

/** The notice to the support team (always Japanese; replying goes straight to the sender). */
export const contactNotification = (data: ContactMailData): RenderedMail => ({
  subject: `【お問い合わせ】${data.title}`,
  text: [
    'お問い合わせフォームから新しいお問い合わせが届きました。',
    'このメールに返信すると、お問い合わせいただいた方に届きます。',
    '',
    RULE,
    `受付番号: ${data.contactId}`,
    `受付日時: ${tokyoTime(data.receivedAt, 'ja')}`,
    `件名: ${data.title}`,
    `お名前: ${data.username}`,
    `メールアドレス: ${data.email}`,
    `電話番号: ${data.phoneNumber || '（未入力）'}`,
    `言語: ${data.locale === 'en' ? '英語 (en)' : '日本語 (ja)'}`,
    `会員ID: ${data.userId ?? '（ゲスト）'}`,
    'お問い合わせ内容:',
    data.content,
    RULE,
  ].join('\n'),
});
