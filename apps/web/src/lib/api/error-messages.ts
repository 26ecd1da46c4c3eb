import { FetchError, ResponseError } from './errors.ts';

/** The locales the catalogue speaks; kept here so the API layer does not depend on the i18n setup. */
export type MessageLocale = 'ja' | 'en';
export type LocalizedMessage = Readonly<Record<MessageLocale, string>>;

/**
 * Per-status default messages (docs/product.md#messages-for-api-errors). Japanese strings are those of docs/product.md, verbatim.
 * 500 also stands for every status without an entry.
 */
export const STATUS_MESSAGES = {
  400: { ja: '入力内容に誤りがあります。', en: 'Some of the information you entered is invalid.' },
  401: { ja: '認証エラー。再度ログインをしてください。', en: 'Authentication error. Please sign in again.' },
  403: {
    ja: 'この操作を実施する権限がありません。',
    en: 'You do not have permission to perform this operation.',
  },
  404: { ja: '指定したリソースが見つかりません。', en: 'The requested resource was not found.' },
  409: { ja: '指定したリソースは競合しています。', en: 'The requested resource conflicts with another.' },
  412: {
    ja: '指定したリソースは条件を満たしていません。',
    en: 'The requested resource does not meet the required conditions.',
  },
  429: {
    ja: 'リクエスト数が上限を超えています。',
    en: 'Too many requests. Please wait a moment and try again.',
  },
  499: { ja: '正常に処理を完了できませんでした。', en: 'The request could not be completed.' },
  500: { ja: '不明なエラーが発生しました。', en: 'An unknown error occurred.' },
  501: { ja: 'この操作はまだ利用できません。', en: 'This operation is not available yet.' },
  503: {
    ja: 'サービスが一時的利用できません。時間をおいてから再度アクセスしてください。',
    en: 'The service is temporarily unavailable. Please try again later.',
  },
} as const satisfies Record<number, LocalizedMessage>;

/** Shown for a network failure (no response at all): the system cannot be reached. */
export const CONNECTION_MESSAGE: LocalizedMessage = {
  ja: '現在、システムが停止中です。時間をおいてから再度アクセスしてください。',
  en: 'The system is currently unavailable. Please try again later.',
};

/** Messages of specific operations (docs/product.md#messages-for-api-errors). Pass the per-status ones as `overrides` at the call site. */
export const SPECIAL_MESSAGES = {
  uploadFailed: { ja: 'ファイルのアップロードに失敗しました。', en: 'Failed to upload the file.' },
  missingRefreshToken: { ja: 'リフレッシュトークンが存在しません', en: 'No refresh token is available.' },
  oauthTokenFailed: { ja: 'OAuthトークンの取得に失敗しました。', en: 'Failed to obtain the OAuth token.' },
  passwordUpdateUnauthorized: {
    ja: '現在のパスワードが正しくありません。',
    en: 'Your current password is incorrect.',
  },
  signUpConflict: {
    ja: '指定したメールアドレスはご利用できません。',
    en: 'This email address cannot be used.',
  },
  paymentLinkInvalid: {
    ja: 'お支払いページのリンクが正しくありません。ご注文の手続きからお支払いページを開いてください。',
    en: 'This payment link is not valid. Please open the payment page from your checkout.',
  },
  paymentClosed: {
    ja: 'このお支払いはお受けできません。お支払い期限が過ぎたか、すでに手続きが済んでいます。お支払いは発生していません。',
    en: 'This payment can no longer be made: its time is over or it was already settled. Nothing was charged.',
  },
} as const satisfies Record<string, LocalizedMessage>;

/** Per-call-site replacements of the default message, by HTTP status. */
export type ErrorMessageOverrides = Partial<Record<number, string | LocalizedMessage>>;

/** Ready-made overrides for the call sites docs/product.md#messages-for-api-errors names. Sign-in 401 keeps the default auth message. */
export const SIGN_UP_OVERRIDES: ErrorMessageOverrides = { 409: SPECIAL_MESSAGES.signUpConflict };
export const PASSWORD_UPDATE_OVERRIDES: ErrorMessageOverrides = {
  401: SPECIAL_MESSAGES.passwordUpdateUnauthorized,
};
/** The sandbox payment page: 401 is the payment URL's token missing or wrong, not a signed-out member. */
export const SANDBOX_PAYMENT_OVERRIDES: ErrorMessageOverrides = {
  401: SPECIAL_MESSAGES.paymentLinkInvalid,
  412: SPECIAL_MESSAGES.paymentClosed,
};

type KnownStatus = keyof typeof STATUS_MESSAGES;

function isKnownStatus(status: number): status is KnownStatus {
  return Object.hasOwn(STATUS_MESSAGES, status);
}

/** The default message for an HTTP status (unknown statuses fall back to the 500 message). */
export function statusMessage(status: number | undefined, locale: MessageLocale): string {
  // No response at all is treated like 401: the client lost its session (docs/product.md#messages-for-api-errors).
  if (status === undefined || status === 0) return STATUS_MESSAGES[401][locale];
  return isKnownStatus(status) ? STATUS_MESSAGES[status][locale] : STATUS_MESSAGES[500][locale];
}

/** The user-facing message for any error thrown by the API client. */
export function errorMessage(
  error: unknown,
  locale: MessageLocale,
  overrides?: ErrorMessageOverrides,
): string {
  if (error instanceof ResponseError) {
    const status = error.status ?? 401;
    const override = overrides?.[status];
    if (override !== undefined) return typeof override === 'string' ? override : override[locale];
    return statusMessage(error.status, locale);
  }
  if (error instanceof FetchError) return CONNECTION_MESSAGE[locale];
  // GenericError and anything unexpected.
  return STATUS_MESSAGES[500][locale];
}
