import { describe, expect, it } from 'vitest';
import {
  CONNECTION_MESSAGE,
  errorMessage,
  PASSWORD_UPDATE_OVERRIDES,
  SANDBOX_PAYMENT_OVERRIDES,
  SIGN_UP_OVERRIDES,
  SPECIAL_MESSAGES,
  statusMessage,
} from './error-messages.ts';
import { FetchError, GenericError, ResponseError } from './errors.ts';

// docs/product.md#messages-for-api-errors, verbatim.
const JA: Array<[number, string]> = [
  [400, '入力内容に誤りがあります。'],
  [401, '認証エラー。再度ログインをしてください。'],
  [403, 'この操作を実施する権限がありません。'],
  [404, '指定したリソースが見つかりません。'],
  [409, '指定したリソースは競合しています。'],
  [412, '指定したリソースは条件を満たしていません。'],
  [429, 'リクエスト数が上限を超えています。'],
  [499, '正常に処理を完了できませんでした。'],
  [500, '不明なエラーが発生しました。'],
  [501, 'この操作はまだ利用できません。'],
  [503, 'サービスが一時的利用できません。時間をおいてから再度アクセスしてください。'],
];

const EN: Array<[number, string]> = [
  [400, 'Some of the information you entered is invalid.'],
  [401, 'Authentication error. Please sign in again.'],
  [403, 'You do not have permission to perform this operation.'],
  [404, 'The requested resource was not found.'],
  [409, 'The requested resource conflicts with another.'],
  [412, 'The requested resource does not meet the required conditions.'],
  [429, 'Too many requests. Please wait a moment and try again.'],
  [499, 'The request could not be completed.'],
  [500, 'An unknown error occurred.'],
  [501, 'This operation is not available yet.'],
  [503, 'The service is temporarily unavailable. Please try again later.'],
];

describe('errorMessage: Japanese, status by status', () => {
  for (const [status, message] of JA) {
    it(`${status} → ${message}`, () => {
      expect(errorMessage(new ResponseError(status, { status, message: 'x', detail: 'y' }), 'ja')).toBe(
        message,
      );
    });
  }
});

describe('errorMessage: English, status by status', () => {
  for (const [status, message] of EN) {
    it(`${status} → ${message}`, () => {
      expect(errorMessage(new ResponseError(status), 'en')).toBe(message);
    });
  }
});

describe('errorMessage: statuses without an entry use the 500 message', () => {
  for (const status of [402, 405, 410, 418, 422, 502, 504, 599]) {
    it(`${status}`, () => {
      expect(errorMessage(new ResponseError(status), 'ja')).toBe('不明なエラーが発生しました。');
      expect(errorMessage(new ResponseError(status), 'en')).toBe('An unknown error occurred.');
    });
  }
});

describe('errorMessage: missing response', () => {
  it('is an auth error in both languages', () => {
    expect(errorMessage(new ResponseError(undefined), 'ja')).toBe('認証エラー。再度ログインをしてください。');
    expect(errorMessage(new ResponseError(undefined), 'en')).toBe(
      'Authentication error. Please sign in again.',
    );
    expect(statusMessage(0, 'ja')).toBe('認証エラー。再度ログインをしてください。');
  });
});

describe('errorMessage: non-HTTP errors', () => {
  it('a network failure (FetchError) says the system cannot be reached', () => {
    const error = new FetchError(new TypeError('fetch failed'));
    expect(errorMessage(error, 'ja')).toBe(
      '現在、システムが停止中です。時間をおいてから再度アクセスしてください。',
    );
    expect(errorMessage(error, 'en')).toBe(CONNECTION_MESSAGE.en);
  });

  it('a GenericError, a plain Error or a thrown non-error give the unknown-error message', () => {
    for (const error of [
      new GenericError(new SyntaxError('bad json')),
      new Error('boom'),
      'oops',
      undefined,
    ]) {
      expect(errorMessage(error, 'ja')).toBe('不明なエラーが発生しました。');
      expect(errorMessage(error, 'en')).toBe('An unknown error occurred.');
    }
  });
});

describe('errorMessage: overrides', () => {
  it('a per-status override replaces the default for that status only', () => {
    const overrides = { 409: '指定したメールアドレスはご利用できません。' };
    expect(errorMessage(new ResponseError(409), 'ja', overrides)).toBe(
      '指定したメールアドレスはご利用できません。',
    );
    expect(errorMessage(new ResponseError(400), 'ja', overrides)).toBe('入力内容に誤りがあります。');
  });

  it('a localized override picks the locale', () => {
    expect(errorMessage(new ResponseError(409), 'ja', SIGN_UP_OVERRIDES)).toBe(
      '指定したメールアドレスはご利用できません。',
    );
    expect(errorMessage(new ResponseError(409), 'en', SIGN_UP_OVERRIDES)).toBe(
      'This email address cannot be used.',
    );
    expect(errorMessage(new ResponseError(401), 'ja', PASSWORD_UPDATE_OVERRIDES)).toBe(
      '現在のパスワードが正しくありません。',
    );
  });

  it('the sandbox payment page says what a 401 (the link’s token) and a 412 (payment closed) mean', () => {
    expect(errorMessage(new ResponseError(401), 'en', SANDBOX_PAYMENT_OVERRIDES)).toBe(
      'This payment link is not valid. Please open the payment page from your checkout.',
    );
    expect(errorMessage(new ResponseError(412), 'ja', SANDBOX_PAYMENT_OVERRIDES)).toContain(
      'お支払いは発生していません',
    );
  });

  it('a 401 override also covers a missing response', () => {
    expect(errorMessage(new ResponseError(undefined), 'ja', { 401: 'override' })).toBe('override');
  });

  it('overrides do not apply to network or generic errors', () => {
    expect(errorMessage(new FetchError(new Error('x')), 'ja', { 500: 'override' })).toBe(
      CONNECTION_MESSAGE.ja,
    );
    expect(errorMessage(new GenericError(new Error('x')), 'ja', { 500: 'override' })).toBe(
      '不明なエラーが発生しました。',
    );
  });
});

describe('special messages (docs/product.md#messages-for-api-errors)', () => {
  it('are verbatim', () => {
    expect(SPECIAL_MESSAGES.uploadFailed.ja).toBe('ファイルのアップロードに失敗しました。');
    expect(SPECIAL_MESSAGES.missingRefreshToken.ja).toBe('リフレッシュトークンが存在しません');
    expect(SPECIAL_MESSAGES.oauthTokenFailed.ja).toBe('OAuthトークンの取得に失敗しました。');
    expect(SPECIAL_MESSAGES.passwordUpdateUnauthorized.ja).toBe('現在のパスワードが正しくありません。');
    expect(SPECIAL_MESSAGES.signUpConflict.ja).toBe('指定したメールアドレスはご利用できません。');
    for (const message of Object.values(SPECIAL_MESSAGES)) expect(message.en.length).toBeGreaterThan(0);
  });
});
