import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';
import { parseEml } from './read-eml.ts';

let outboxDir: string;
beforeEach(async () => {
  outboxDir = path.join(await mkdtemp(path.join(tmpdir(), 'hatake-mail-')), 'outbox');
});
afterEach(() => rm(path.dirname(outboxDir), { recursive: true, force: true }));

describe('createMailer (outbox transport)', () => {
  it('writes each message as a readable .eml file and logs one line', async () => {
    const lines: string[] = [];
    const mailer = createMailer(
      { mailFrom: 'hatake <no-reply@hatake.local>', smtpUrl: '', outboxDir },
      { info: (line) => lines.push(line) },
    );
    const text = `こんにちは。\n${'とても長い行です。'.repeat(30)}\n最後の行 = 終わり`;
    const sent = await mailer.send({
      to: 'hanako@example.jp',
      subject: '【hatake】お問い合わせを受け付けました',
      text,
      replyTo: 'support@hatake.local',
    });
    await mailer.close();

    expect(sent.file).toBeDefined();
    expect(await readdir(outboxDir)).toEqual([path.basename(sent.file ?? '')]);
    const mail = parseEml(await readFile(sent.file ?? ''));
    expect(mail.to).toBe('hanako@example.jp');
    expect(mail.from).toBe('hatake <no-reply@hatake.local>');
    expect(mail.replyTo).toBe('support@hatake.local');
    expect(mail.subject).toBe('【hatake】お問い合わせを受け付けました');
    expect(mail.text.trimEnd()).toBe(text);
    expect(mail.headers['message-id']).toBe(sent.messageId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('hanako@example.jp');
    expect(lines[0]).not.toContain('こんにちは');
  });

  it('logs the text too when asked to echo to the console', async () => {
    const lines: string[] = [];
    const mailer = createMailer(
      { mailFrom: 'shop@hatake.local', smtpUrl: '', outboxDir, echoToConsole: true },
      { info: (line) => lines.push(line) },
    );
    await mailer.send({ to: 'a@example.jp', subject: '確認コード', text: '確認コード: 123456' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('a@example.jp');
    expect(lines[0]).toContain('確認コード: 123456');
  });

  it('keeps a subject on one line whatever it contains', async () => {
    const mailer = createMailer({ mailFrom: 'shop@hatake.local', smtpUrl: '', outboxDir });
    const sent = await mailer.send({
      to: 'a@example.com',
      subject: 'Hello\r\nBcc: evil@example.com',
      text: 'x',
    });
    const mail = parseEml(await readFile(sent.file ?? ''));
    expect(mail.subject).toBe('Hello Bcc: evil@example.com');
    expect(mail.headers.bcc).toBeUndefined();
  });

  it('does not create the outbox before the first message', async () => {
    createMailer({ mailFrom: 'shop@hatake.local', smtpUrl: '', outboxDir });
    await expect(readdir(outboxDir)).rejects.toThrow();
  });
});
