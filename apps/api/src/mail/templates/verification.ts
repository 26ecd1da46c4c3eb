import type { MailLocale } from '../locale.ts';
import type { RenderedMail } from './contact.ts';

/** Why a one-time code is sent. */
export type CodeMailPurpose = 'signUp' | 'emailChange' | 'passwordReset';

export type CodeMailData = {
  purpose: CodeMailPurpose;
  code: string;
  /** Display name of the recipient ("" when unknown). */
  username: string;
  expiresInMinutes: number;
  locale: MailLocale;
};

const JA: Record<CodeMailPurpose, { subject: string; lead: string }> = {
  signUp: { subject: '【hatake】会員登録の確認コード', lead: 'hatake への会員登録ありがとうございます。' },
  emailChange: {
    subject: '【hatake】メールアドレス変更の確認コード',
    lead: 'メールアドレスの変更を受け付けました。',
  },
  passwordReset: {
    subject: '【hatake】パスワード再設定の確認コード',
    lead: 'パスワード再設定のお申し込みを受け付けました。',
  },
};

const EN: Record<CodeMailPurpose, { subject: string; lead: string }> = {
  signUp: { subject: '[hatake] Your sign-up code', lead: 'Thank you for signing up to hatake.' },
  emailChange: {
    subject: '[hatake] Confirm your new e-mail address',
    lead: 'We received a request to change your e-mail address.',
  },
  passwordReset: {
    subject: '[hatake] Your password reset code',
    lead: 'We received a request to reset your password.',
  },
};

/** The e-mail carrying a 6-digit code, in the recipient's language. */
export const codeMail = (data: CodeMailData): RenderedMail => {
  if (data.locale === 'en') {
    const { subject, lead } = EN[data.purpose];
    return {
      subject,
      text: [
        data.username ? `Dear ${data.username},` : 'Hello,',
        '',
        lead,
        'Enter this code on the screen to continue:',
        '',
        `    ${data.code}`,
        '',
        `The code is valid for ${data.expiresInMinutes} minutes.`,
        'If you did not request this, please disregard this e-mail.',
        '',
        'hatake',
      ].join('\n'),
    };
  }
  const { subject, lead } = JA[data.purpose];
  return {
    subject,
    text: [
      data.username ? `${data.username} 様` : 'お客様',
      '',
      lead,
      '以下の確認コードを画面に入力してください。',
      '',
      `    ${data.code}`,
      '',
      `確認コードの有効期限は ${data.expiresInMinutes} 分です。`,
      '※お心当たりのない場合は、お手数ですがこのメールを破棄してください。',
      '',
      'hatake（はたけ）',
    ].join('\n'),
  };
};
