import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

/** One plain-text message. `from` is always the configured sender. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** Where replies should go (e.g. the customer, on a notification to staff). */
  replyTo?: string;
};

export type SentMail = {
  messageId: string;
  /** The `.eml` file written by the outbox transport; undefined when sent over SMTP. */
  file?: string;
};

export type Mailer = {
  send(message: MailMessage): Promise<SentMail>;
  close(): Promise<void>;
};

export type MailConfig = Pick<Config, 'mailFrom' | 'smtpUrl' | 'outboxDir'> & {
  /** Also log the text of outbox messages (the e-mailed codes show in the console); off in production. */
  echoToConsole?: boolean;
};

/** What the mailer logs through: the app's pino logger fits. */
export type MailLogger = { info(message: string): void };

const silent: MailLogger = { info: () => {} };

/** `2026-11-22T14-05-09-123Z-1a2b3c4d.eml`: sorts by time, never collides. */
const outboxFileName = (now: Date): string =>
  `${now.toISOString().replaceAll(':', '-').replace('.', '-')}-${randomBytes(4).toString('hex')}.eml`;

/** Header values must stay on one line whatever the caller passes (no header injection). */
const oneLine = (value: string): string => value.replace(/[\r\n]+/g, ' ').trim();

/**
 * The shop's outgoing mail. With `smtpUrl` set, messages go to that SMTP server; otherwise every
 * message is written as an RFC 822 `.eml` file into `outboxDir` (created on first use), so a
 * local user can open it with any mail client, and with `echoToConsole` the text is logged as well.
 * Either way one line per message is logged.
 */
export const createMailer = (config: MailConfig, logger: MailLogger = silent): Mailer => {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      send: async (message) => {
        const info = await transport.sendMail({
          from: config.mailFrom,
          to: message.to,
          replyTo: message.replyTo,
          subject: oneLine(message.subject),
          text: message.text,
        });
        logger.info(`mail sent via SMTP to ${message.to}: ${oneLine(message.subject)}`);
        return { messageId: info.messageId };
      },
      close: async () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    send: async (message) => {
      const info = await transport.sendMail({
        from: config.mailFrom,
        to: message.to,
        replyTo: message.replyTo,
        subject: oneLine(message.subject),
        text: message.text,
      });
      await mkdir(config.outboxDir, { recursive: true });
      const file = path.join(config.outboxDir, outboxFileName(new Date()));
      await writeFile(file, info.message);
      const summary = `mail to ${message.to} written to ${file}: ${oneLine(message.subject)}`;
      logger.info(config.echoToConsole ? `${summary}\n${message.text}` : summary);
      return { messageId: info.messageId, file };
    },
    close: async () => transport.close(),
  };
};
