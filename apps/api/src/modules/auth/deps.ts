import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { type MailLocale, pickMailLocale } from '../../mail/locale.ts';
import type { Mailer } from '../../mail/mailer.ts';

/** What the account use cases need; routes build it from the app's services. */
export type AuthDependencies = {
  db: Database;
  mailer: Mailer;
  /** HMAC key of access tokens and code hashes. */
  secret: Uint8Array;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** Seconds between two code mails to one address (config.codeResendSeconds). */
  codeResendSeconds: number;
};

/** The account use cases' dependencies, from the app's services. */
export const authDependencies = (app: FastifyInstance): AuthDependencies => ({
  db: app.db,
  mailer: app.mailer,
  secret: app.authSecret,
  accessTokenTtl: app.config.accessTokenTtl,
  refreshTokenTtl: app.config.refreshTokenTtl,
  codeResendSeconds: app.config.codeResendSeconds,
});

/** Per-request context of a use case that sends mail. */
export type MailContext = { locale: MailLocale };

/** The language of mail sent in answer to this request (Accept-Language; Japanese by default). */
export const mailContext = (request: FastifyRequest): MailContext => ({
  locale: pickMailLocale(undefined, request.headers['accept-language']),
});

/** E-mail addresses are stored trimmed and lower-case (the unique indexes rely on it). */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
