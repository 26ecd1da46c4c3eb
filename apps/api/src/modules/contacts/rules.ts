/**
 * The contact form's anti-relay rule (docs/accounts.md, "Contact form"): the form takes any e-mail
 * address, so the acknowledgement to that address is capped. The inquiry itself is always kept and
 * forwarded to support; only the acknowledgement is skipped over the cap.
 */

/** At most this many acknowledgements go to one address within `AUTO_REPLY_WINDOW_SECONDS`. */
export const AUTO_REPLIES_PER_ADDRESS = 3;
/** The sliding window of that cap: one hour. */
export const AUTO_REPLY_WINDOW_SECONDS = 3600;

/** The address as the cap counts it: trimmed, lower-case. */
export const recipientKey = (email: string): string => email.trim().toLowerCase();

/** Inquiries from the address stored after this instant count towards the cap. */
export const autoReplyWindowStart = (now: Date): Date =>
  new Date(now.getTime() - AUTO_REPLY_WINDOW_SECONDS * 1000);

/** Whether a new inquiry is acknowledged, given how many from its address are already in the window. */
export const autoReplyAllowed = (inquiriesInWindow: number): boolean =>
  inquiriesInWindow < AUTO_REPLIES_PER_ADDRESS;
