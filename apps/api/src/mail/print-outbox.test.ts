import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';
import { newestOutboxFiles, renderEml } from './print-outbox.ts';

describe('npm run outbox', () => {
  it('prints an outbox message as readable text although its body is base64 on disk', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'hatake-outbox-'));
    try {
      const mailer = createMailer({
        mailFrom: 'hatake <no-reply@hatake.local>',
        smtpUrl: '',
        outboxDir: dir,
      });
      await mailer.send({ to: 'a@example.jp', subject: '【hatake】確認コード', text: '確認コード: 123456' });
      // File names sort by the millisecond they were written in.
      await new Promise((resolve) => setTimeout(resolve, 5));
      await mailer.send({ to: 'b@example.jp', subject: 'second', text: 'second body' });
      await mailer.close();
      const files = await newestOutboxFiles(dir, 2);
      expect(files).toHaveLength(2);
      const raw = await readFile(files[0] ?? '');
      expect(raw.toString()).not.toContain('確認コード: 123456');
      const printed = renderEml(raw);
      expect(printed).toContain('Subject: 【hatake】確認コード');
      expect(printed).toContain('To: a@example.jp');
      expect(printed).toContain('確認コード: 123456');
      expect(await newestOutboxFiles(dir, 1)).toEqual([files[1]]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
