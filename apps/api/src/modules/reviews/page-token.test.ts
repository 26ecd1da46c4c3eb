import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/domain-error.ts';
import { decodeReviewToken, encodeReviewToken, MAX_TOKEN_LENGTH, splitPage } from './page-token.ts';

const expectInvalid = (token: string) => {
  let thrown: unknown;
  try {
    decodeReviewToken(token);
  } catch (error) {
    thrown = error;
  }
  expect(thrown, token).toBeInstanceOf(DomainError);
  expect((thrown as DomainError).status).toBe(400);
  expect((thrown as DomainError).detail).toBe('nextToken is invalid');
};

const encodeRaw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('review page tokens', () => {
  it('reads "" as the first page', () => {
    expect(decodeReviewToken('')).toBeUndefined();
  });

  it('round-trips microsecond timestamps and ids', () => {
    const cursor = { createdAt: '2026-03-01T09:30:15.123456Z', id: 'Ab-_09xyzAb-_09xyzAb-A' };
    const token = encodeReviewToken(cursor);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeReviewToken(token)).toEqual(cursor);
  });

  it('round-trips any cursor it can issue', () => {
    const timestamp = fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2099-12-31T23:59:59Z'),
        noInvalidDate: true,
      })
      .chain((date) =>
        fc
          .integer({ min: 0, max: 999 })
          .map((micros) => date.toISOString().replace(/Z$/, `${String(micros).padStart(3, '0')}Z`)),
      );
    const id = fc.string({ minLength: 1, maxLength: 64 });
    fc.assert(
      fc.property(timestamp, id, (createdAt, reviewId) => {
        const token = encodeReviewToken({ createdAt, id: reviewId });
        if (token.length <= MAX_TOKEN_LENGTH) {
          expect(decodeReviewToken(token)).toEqual({ createdAt, id: reviewId });
        }
      }),
    );
  });

  it('rejects anything it did not issue, naming nextToken', () => {
    expectInvalid('not a token!');
    expectInvalid('abc');
    expectInvalid(Buffer.from('{"createdAt":1}').toString('base64url'));
    expectInvalid(encodeRaw(['2026-03-01T09:30:15Z', 'id']));
    expectInvalid(encodeRaw(['2026-03-01T09:30:15.123456Z']));
    expectInvalid(encodeRaw(['2026-13-45T99:30:15.123456Z', 'id']));
    expectInvalid(encodeRaw(['2026-03-01T09:30:15.123456Z', '']));
    expectInvalid(encodeRaw(['2026-03-01T09:30:15.123456Z', 'x'.repeat(65)]));
    expectInvalid(encodeRaw(['2026-03-01T09:30:15.123456Z', 7]));
    expectInvalid('A'.repeat(MAX_TOKEN_LENGTH + 1));
  });
});

describe('splitPage', () => {
  const rows = ['a', 'b', 'c'].map((id, index) => ({
    id,
    cursorAt: `2026-03-0${index + 1}T00:00:00.000000Z`,
  }));

  it('keeps `limit` rows and points the token at the extra one', () => {
    const page = splitPage(rows, 2);
    expect(page.items.map((row) => row.id)).toEqual(['a', 'b']);
    expect(decodeReviewToken(page.nextToken)).toEqual({ createdAt: '2026-03-03T00:00:00.000000Z', id: 'c' });
  });

  it('answers "" when there is no extra row', () => {
    expect(splitPage(rows, 3)).toEqual({ items: rows, nextToken: '' });
    expect(splitPage([], 20)).toEqual({ items: [], nextToken: '' });
  });
});
