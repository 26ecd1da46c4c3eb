import { SIGN_UP_CODE_RESEND_SECONDS } from '@hatake/contract/values';
import { ResponseError } from '../api/errors.ts';

/**
 * Which problem a refused sign-up code was (auth.errors.* keys), told apart by the API's `detail`
 * (docs/accounts.md, "Sign-up"): a wrong code, or one that expired or was used up (5 wrong
 * guesses) and must be sent again. `undefined` for anything else, which shows the catalogue
 * message of its status.
 */
export function verifyCodeProblem(error: unknown): 'verifyIncorrect' | 'verifyExpired' | undefined {
  if (!(error instanceof ResponseError) || error.status !== 400) return undefined;
  if (error.detail === 'verifyCode is incorrect') return 'verifyIncorrect';
  if (error.detail.startsWith('verifyCode has expired')) return 'verifyExpired';
  return undefined;
}

/**
 * Seconds between two code mails to one address, as the API applies them: CODE_RESEND_SECONDS when
 * set (the browser tests shorten it, so they never wait out a real minute), else the one minute of
 * SIGN_UP_CODE_RESEND_SECONDS. Read on the server, where the storefront and the API share their
 * environment.
 */
export function codeResendSeconds(env: Record<string, string | undefined> = process.env): number {
  const seconds = Number(env.CODE_RESEND_SECONDS);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : SIGN_UP_CODE_RESEND_SECONDS;
}

/**
 * Seconds left before a new code may be asked for, given when the last one was sent (`sentAt`,
 * UNIX seconds from the page's `?sent=`). Unknown or unreadable → 0 (the API still refuses an early
 * resend with the real wait). Never more than the interval, so a crafted `?sent=` in the future
 * cannot lock the button for longer.
 */
export function resendCountdown(
  sentAt: unknown,
  nowSeconds: number,
  interval: number = SIGN_UP_CODE_RESEND_SECONDS,
): number {
  const sent = typeof sentAt === 'string' && /^\d{1,12}$/.test(sentAt) ? Number(sentAt) : Number.NaN;
  if (!Number.isFinite(sent)) return 0;
  return Math.min(interval, Math.max(0, sent + interval - nowSeconds));
}
