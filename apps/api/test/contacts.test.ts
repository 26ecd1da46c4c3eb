import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { contacts, users } from '../src/db/schema/index.ts';
import { type ParsedEml, parseEml } from '../src/mail/read-eml.ts';
import { AUTO_REPLIES_PER_ADDRESS } from '../src/modules/contacts/rules.ts';
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
  // Unlimited per client address here; the limit has its own test below.
  app = await buildApp(
    { ...config, outboxDir, rateLimit: { max: 0, windowSeconds: 60 } },
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

let sequence = 0;
/** A fresh sender address, so the per-address acknowledgement cap never mixes tests. */
const freshEmail = () => {
  sequence += 1;
  return `hanako+${sequence}@example.jp`;
};
/** VALID with a fresh sender address. */
const valid = () => ({ ...VALID, email: freshEmail() });

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
    const sent = valid();
    const response = await post({ ...sent, title: `  ${VALID.title}  ` });
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    const row = await latestContact();
    expect(row).toMatchObject({ ...sent, userId: null, respondedAt: null });
  });

  it('e-mails a Japanese acknowledgement to the sender and a notice with the content to support', async () => {
    const sent = valid();
    await post(sent);
    const row = await latestContact();
    const mails = await outbox();
    expect(mails).toHaveLength(2);
    const confirmation = mails.find((mail) => mail.to === sent.email);
    const notice = mails.find((mail) => mail.to === 'support@hatake.local');
    if (!confirmation || !notice) throw new Error(`unexpected recipients: ${mails.map((m) => m.to)}`);

    expect(confirmation.from).toBe('hatake <no-reply@hatake.local>');
    expect(confirmation.subject).toBe('【hatake】お問い合わせを受け付けました');
    expect(confirmation.text).toContain(`受付番号: ${row.id}`);

    expect(notice.subject).toBe(`【お問い合わせ】${VALID.title}`);
    expect(notice.replyTo).toBe(sent.email);
    expect(notice.text).toContain(VALID.content);
    expect(notice.text).toContain(VALID.username);
    expect(notice.text).toContain(row.id);
    expect(notice.text).toContain(VALID.phoneNumber);
    expect(notice.text).toContain('（ゲスト）');
  });

  it('writes the confirmation in English for Accept-Language: en or locale "en"', async () => {
    await post(valid(), { 'accept-language': 'en-US,en;q=0.9' });
    await post({ ...valid(), locale: 'en' }, { 'accept-language': 'ja' });
    const confirmations = (await outbox()).filter((mail) => mail.to !== 'support@hatake.local');
    expect(confirmations).toHaveLength(2);
    expect((await latestContact()).locale).toBe('en');
    for (const mail of confirmations) {
      expect(mail.subject).toBe('[hatake] We have received your inquiry');
      expect(mail.text).toContain('Reference: ');
    }
  });

  it('keeps Japanese when the locale field says so, whatever the browser prefers', async () => {
    const sent = valid();
    await post({ ...sent, locale: 'ja' }, { 'accept-language': 'en' });
    const confirmation = (await outbox()).find((mail) => mail.to === sent.email);
    expect(confirmation?.subject).toBe('【hatake】お問い合わせを受け付けました');
    expect((await latestContact()).locale).toBe('ja');
  });

  it('links a signed-in sender to the account', async () => {
    const response = await post(valid(), { authorization: `Bearer ${SIGNED_IN_TOKEN}` });
    expect(response.statusCode).toBe(204);
    expect((await latestContact()).userId).toBe(userId);
    const notice = (await outbox()).find((mail) => mail.to === 'support@hatake.local');
    expect(notice?.text).toContain(userId);
  });

  it('accepts a missing phone number', async () => {
    const { phoneNumber: _omitted, ...withoutPhone } = valid();
    expect((await post(withoutPhone)).statusCode).toBe(204);
    expect((await latestContact()).phoneNumber).toBe('');
    const notice = (await outbox()).find((mail) => mail.to === 'support@hatake.local');
    expect(notice?.text).toContain('電話番号: （未入力）');
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
      [{ ...VALID, username: '\u200b' }, /^username must not be blank$/],
      [{ ...VALID, username: '\u3000\u200d\ufeff\u2060' }, /^username must not be blank$/],
      [{ ...VALID, content: '\u200b\n\u200c' }, /^content must not be blank$/],
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
        payload: { ...valid(), title: 'メール障害' },
      });
      expect(response.statusCode).toBe(204);
      const stored = await t.database.db.select().from(contacts).where(eq(contacts.title, 'メール障害'));
      expect(stored).toHaveLength(1);
    } finally {
      await failing.close();
    }
  });
});

describe('open e-mail relay through POST /v1/contacts', () => {
  const SUPPORT = 'support@hatake.local';
  const acknowledgementsTo = async (email: string) =>
    (await outbox()).filter((mail) => mail.to.toLowerCase() === email.toLowerCase());
  const stored = (email: string) =>
    t.database.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(sql`lower(${contacts.email}) = ${email.toLowerCase()}`);

  it('the acknowledgement carries none of the caller’s text (name, subject, message, phone)', async () => {
    const victim = freshEmail();
    const spam = {
      title: 'Cheap pills at evil.example',
      content: 'Visit https://evil.example/win and enter your card number',
      username: 'Your bank — click https://evil.example',
      email: victim,
      phoneNumber: '03-9999-0000',
    };
    for (const locale of ['ja', 'en'] as const) {
      expect((await post({ ...spam, locale })).statusCode).toBe(204);
    }
    const acknowledgements = await acknowledgementsTo(victim);
    expect(acknowledgements).toHaveLength(2);
    for (const mail of acknowledgements) {
      for (const text of [spam.title, spam.content, spam.username, spam.phoneNumber, 'evil.example']) {
        expect(mail.subject).not.toContain(text);
        expect(mail.text).not.toContain(text);
      }
    }
    // Support still gets the whole inquiry.
    const notices = (await outbox()).filter((mail) => mail.to === SUPPORT);
    expect(notices[0]?.text).toContain(spam.content);
  });

  it(`acknowledges at most ${AUTO_REPLIES_PER_ADDRESS} inquiries per address an hour, still storing and forwarding the rest`, async () => {
    const victim = freshEmail();
    const attempts = AUTO_REPLIES_PER_ADDRESS + 3;
    for (let i = 0; i < attempts; i++) {
      // The cap counts the address whatever its case.
      const email = i % 2 === 0 ? victim : victim.toUpperCase();
      expect((await post({ ...VALID, email })).statusCode).toBe(204);
    }
    expect(await acknowledgementsTo(victim)).toHaveLength(AUTO_REPLIES_PER_ADDRESS);
    expect((await outbox()).filter((mail) => mail.to === SUPPORT)).toHaveLength(attempts);
    expect(await stored(victim)).toHaveLength(attempts);

    // An hour later the address is acknowledged again.
    await t.database.db
      .update(contacts)
      .set({ createdAt: sql`${contacts.createdAt} - interval '61 minutes'` })
      .where(sql`lower(${contacts.email}) = ${victim}`);
    expect((await post({ ...VALID, email: victim })).statusCode).toBe(204);
    expect(await acknowledgementsTo(victim)).toHaveLength(AUTO_REPLIES_PER_ADDRESS + 1);
  });

  it('parallel inquiries to one address never get more acknowledgements than the cap', async () => {
    const victim = freshEmail();
    // On PostgreSQL, open the pool's connections first so the requests really run side by side.
    await Promise.all(Array.from({ length: 10 }, () => t.database.db.execute(sql`select pg_sleep(0.05)`)));
    const responses = await Promise.all(Array.from({ length: 10 }, () => post({ ...VALID, email: victim })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(204));
    expect(await acknowledgementsTo(victim)).toHaveLength(AUTO_REPLIES_PER_ADDRESS);
    expect(await stored(victim)).toHaveLength(10);
  });

  it('is rate limited per client address: 429 with the contract error body', async () => {
    const limited = await buildApp(
      { ...app.config, rateLimit: { max: 2, windowSeconds: 60 } },
      { database: t.database, storage: app.storage },
    );
    try {
      const send = (remoteAddress: string) =>
        limited.inject({ method: 'POST', url: '/v1/contacts', payload: valid(), remoteAddress });
      expect((await send('198.51.100.7')).statusCode).toBe(204);
      expect((await send('198.51.100.7')).statusCode).toBe(204);
      const blocked = await send('198.51.100.7');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        status: 429,
        message: 'Too Many Requests',
        detail: expect.stringContaining('too many requests'),
      });
      expect(blocked.headers['retry-after']).toBeDefined();
      // Another client is counted on its own.
      expect((await send('198.51.100.8')).statusCode).toBe(204);
    } finally {
      await limited.close();
    }
  });
});
