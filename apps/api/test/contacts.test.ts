import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { contacts, users } from '../src/db/schema/index.ts';
import { type ParsedEml, parseEml } from '../src/mail/read-eml.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const SIGNED_IN_TOKEN = 'token-of-a-seeded-user';

let t: TestApp;
/** The app under test: the test app's database and config, with the outbox in a temp dir. */
let app: App;
let workDir: string;
let outboxDir: string;
let userId: string;

beforeAll(async () => {
  t = await createTestApp();
  const [user] = await t.database.db.select({ id: users.id }).from(users).limit(1);
  if (!user) throw new Error('seed has no users');
  userId = user.id;
  workDir = await mkdtemp(path.join(tmpdir(), 'hatake-contacts-'));
  outboxDir = path.join(workDir, 'outbox');
  // Rebuild on the same database so the default mailer (the `.eml` outbox) writes to the temp dir.
  const { config, storage } = t.app;
  await t.app.close();
  app = await buildApp(
    { ...config, outboxDir },
    {
      database: t.database,
      storage,
      verifyAccessToken: async (token) => (token === SIGNED_IN_TOKEN ? { userId } : null),
    },
  );
});

afterAll(async () => {
  await app.close();
  await t.database.close();
  await rm(workDir, { recursive: true, force: true });
});

beforeEach(() => rm(outboxDir, { recursive: true, force: true }));

const VALID = {
  title: '贈答用の熨斗について',
  content: 'りんごを贈り物にしたいのですが、熨斗をお願いできますか。\n名入れも可能でしょうか。',
  username: '山田 花子',
  email: 'hanako@example.jp',
  phoneNumber: '090-1234-5678',
};

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/v1/contacts', payload: payload as object, headers });

const outbox = async (): Promise<ParsedEml[]> => {
  const files = (await readdir(outboxDir)).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(files.map(async (name) => parseEml(await readFile(path.join(outboxDir, name)))));
};

const latestContact = async () => {
  const [row] = await t.database.db.select().from(contacts).orderBy(desc(contacts.createdAt)).limit(1);
  if (!row) throw new Error('no contact stored');
  return row;
};

describe('POST /v1/contacts', () => {
  it('stores the inquiry and answers 204 with no body', async () => {
    const response = await post({ ...VALID, title: `  ${VALID.title}  ` });
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    const row = await latestContact();
    expect(row).toMatchObject({ ...VALID, userId: null, respondedAt: null });
  });

  it('e-mails a Japanese confirmation to the sender and a notice to support', async () => {
    await post(VALID);
    const row = await latestContact();
    const mails = await outbox();
    expect(mails).toHaveLength(2);
    const confirmation = mails.find((mail) => mail.to === VALID.email);
    const notice = mails.find((mail) => mail.to === 'support@hatake.local');
    if (!confirmation || !notice) throw new Error(`unexpected recipients: ${mails.map((m) => m.to)}`);

    expect(confirmation.from).toBe('hatake <no-reply@hatake.local>');
    expect(confirmation.subject).toBe('【hatake】お問い合わせを受け付けました');
    expect(confirmation.text).toContain(`${VALID.username} 様`);
    expect(confirmation.text).toContain(`受付番号: ${row.id}`);
    expect(confirmation.text).toContain(VALID.content);

    expect(notice.subject).toBe(`【お問い合わせ】${VALID.title}`);
    expect(notice.replyTo).toBe(VALID.email);
    expect(notice.text).toContain(row.id);
    expect(notice.text).toContain(VALID.phoneNumber);
    expect(notice.text).toContain('（ゲスト）');
  });

  it('writes the confirmation in English for Accept-Language: en or locale "en"', async () => {
    await post(VALID, { 'accept-language': 'en-US,en;q=0.9' });
    await post({ ...VALID, email: 'second@example.com', locale: 'en' }, { 'accept-language': 'ja' });
    const confirmations = (await outbox()).filter((mail) => mail.to !== 'support@hatake.local');
    expect(confirmations).toHaveLength(2);
    expect((await latestContact()).locale).toBe('en');
    for (const mail of confirmations) {
      expect(mail.subject).toBe('[hatake] We have received your inquiry');
      expect(mail.text).toContain(`Dear ${VALID.username},`);
    }
  });

  it('keeps Japanese when the locale field says so, whatever the browser prefers', async () => {
    await post({ ...VALID, locale: 'ja' }, { 'accept-language': 'en' });
    const confirmation = (await outbox()).find((mail) => mail.to === VALID.email);
    expect(confirmation?.subject).toBe('【hatake】お問い合わせを受け付けました');
    expect((await latestContact()).locale).toBe('ja');
  });

  it('links a signed-in sender to the account', async () => {
    const response = await post(VALID, { authorization: `Bearer ${SIGNED_IN_TOKEN}` });
    expect(response.statusCode).toBe(204);
    expect((await latestContact()).userId).toBe(userId);
    const notice = (await outbox()).find((mail) => mail.to === 'support@hatake.local');
    expect(notice?.text).toContain(userId);
  });

  it('accepts a missing phone number', async () => {
    const { phoneNumber: _omitted, ...withoutPhone } = VALID;
    expect((await post(withoutPhone)).statusCode).toBe(204);
    expect((await latestContact()).phoneNumber).toBe('');
    const confirmation = (await outbox()).find((mail) => mail.to === VALID.email);
    expect(confirmation?.text).toContain('電話番号: （未入力）');
  });

  it('rejects invalid input with 400 naming the field, storing and sending nothing', async () => {
    const before = (await t.database.db.select({ id: contacts.id }).from(contacts)).length;
    const cases: [unknown, RegExp][] = [
      [{ ...VALID, email: undefined }, /^email is required$/],
      [{ ...VALID, email: 'not-an-address' }, /^email /],
      [{ ...VALID, title: undefined }, /^title is required$/],
      [{ ...VALID, title: 'あ'.repeat(65) }, /^title /],
      [{ ...VALID, title: '   ' }, /^title must not be blank$/],
      [{ ...VALID, username: '' }, /^username /],
      [{ ...VALID, content: 'x'.repeat(2001) }, /^content /],
      [{ ...VALID, phoneNumber: 'call me' }, /^phoneNumber /],
      [{ ...VALID, locale: 'fr' }, /^locale /],
    ];
    for (const [payload, detail] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({
        status: 400,
        message: 'Bad Request',
        detail: expect.stringMatching(detail),
      });
    }
    const malformed = await app.inject({
      method: 'POST',
      url: '/v1/contacts',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await t.database.db.select({ id: contacts.id }).from(contacts)).length).toBe(before);
    await expect(readdir(outboxDir)).rejects.toThrow();
  });

  it('keeps the inquiry when the mail server fails', async () => {
    const failing = await buildApp(app.config, {
      database: t.database,
      storage: app.storage,
      mailer: {
        send: async () => {
          throw new Error('SMTP connection refused');
        },
        close: async () => {},
      },
    });
    try {
      const response = await failing.inject({
        method: 'POST',
        url: '/v1/contacts',
        payload: { ...VALID, title: 'メール障害' },
      });
      expect(response.statusCode).toBe(204);
      const stored = await t.database.db.select().from(contacts).where(eq(contacts.title, 'メール障害'));
      expect(stored).toHaveLength(1);
    } finally {
      await failing.close();
    }
  });
});
