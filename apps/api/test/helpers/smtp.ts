import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createMailer, type Mailer } from '../../src/mail/mailer.ts';
import { type ParsedEml, parseEml } from '../../src/mail/read-eml.ts';

export type ReceivedMail = ParsedEml & { envelopeTo: string[] };

/** A real SMTP server on a random local port that keeps every message it receives. */
export type TestSmtp = {
  mailer: Mailer;
  messages: ReceivedMail[];
  /** The newest message to `to` that arrives (or has arrived) after `since` messages, within 5 s. */
  waitFor(to: string, since?: number): Promise<ReceivedMail>;
  /** The 6-digit code of the newest message to `to`. */
  codeFor(to: string, since?: number): Promise<string>;
  close(): Promise<void>;
};

export const startTestSmtp = async (): Promise<TestSmtp> => {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          ...parseEml(Buffer.concat(chunks)),
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  const mailer = createMailer({
    mailFrom: 'hatake <no-reply@hatake.test>',
    smtpUrl: `smtp://127.0.0.1:${port}`,
    outboxDir: '',
  });

  const waitFor = async (to: string, since = 0): Promise<ReceivedMail> => {
    const address = to.toLowerCase();
    for (let i = 0; i < 100; i++) {
      const found = messages.slice(since).findLast((m) => m.envelopeTo.includes(address));
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no mail to ${to}`);
  };

  return {
    mailer,
    messages,
    waitFor,
    codeFor: async (to, since) => {
      const mail = await waitFor(to, since);
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (!code) throw new Error(`no code in mail to ${to}: ${mail.text}`);
      return code;
    },
    close: async () => {
      await mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
