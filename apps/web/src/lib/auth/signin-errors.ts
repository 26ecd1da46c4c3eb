import { type LocalizedMessage, type MessageLocale, SPECIAL_MESSAGES } from '../api/error-messages.ts';

/**
 * Why a sign-in came back to /signin (`?error=` codes set by /auth/{provider}/signin). Only codes are
 * put in the address, never text, so a crafted link cannot put its own words on the page.
 */
export const SIGN_IN_ERRORS = {
  oauth: SPECIAL_MESSAGES.oauthTokenFailed,
} as const satisfies Record<string, LocalizedMessage>;

export type SignInErrorCode = keyof typeof SIGN_IN_ERRORS;

/** The catalogue message (docs/product.md#messages-for-api-errors) for a known code in the page's language; unknown codes show nothing. */
export function signInErrorMessage(code: unknown, locale: MessageLocale): string | undefined {
  if (typeof code !== 'string' || !Object.hasOwn(SIGN_IN_ERRORS, code)) return undefined;
  return SIGN_IN_ERRORS[code as SignInErrorCode][locale];
}
