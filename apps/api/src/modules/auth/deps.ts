import type { Database } from '../../db/client.ts';
import type { MailLocale } from '../../mail/locale.ts';
import type { Mailer } from '../../mail/mailer.ts';

/** What the account use cases need; routes build it from the app's services. */
export type AuthDependencies = {
  db: Database;
  mailer: Mailer;
  /** HMAC key of access tokens and code hashes. */
  secret: Uint8Array;
  accessTokenTtl: number;
  refreshTokenTtl: number;
};

/** Per-request context of a use case that sends mail. */
export type MailContext = { locale: MailLocale };

/** E-mail addresses are stored trimmed and lower-case (the unique indexes rely on it). */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
