import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { redactQueryParams, serializeError } from './log-redaction.ts';

const SECRET_PARAMS = ['taro@example.jp', '+819012345678', '$argon2id$v=19$m=19456,t=2,p=1$abc$def'];

describe('serializeError (log redaction)', () => {
  it('keeps the query of a failed statement but none of its bound parameters', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), {
      code: '23505',
      constraint: 'users_email',
      detail: 'Key (email)=(taro@example.jp) already exists.',
    });
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "phone") values ($1, $2)',
      SECRET_PARAMS,
      cause,
    );
    const logged = JSON.stringify(serializeError(error));
    for (const value of SECRET_PARAMS) expect(logged).not.toContain(value);
    expect(logged).not.toContain('taro@example.jp');
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain('23505');
    expect(logged).toContain('users_email');
    expect(logged).toContain('params: [redacted]');
  });

  it('leaves other errors as they are, with their stack', () => {
    const logged = serializeError(new TypeError('boom')) as { type: string; message: string; stack: string };
    expect(logged.type).toBe('TypeError');
    expect(logged.message).toBe('boom');
    expect(logged.stack).toContain('log-redaction.test.ts');
  });

  it('describes something that is not an error without failing', () => {
    expect(serializeError('text' as unknown as Error)).toEqual({
      type: 'string',
      message: 'text',
      stack: '',
    });
  });

  it('redacts a params list that spans several lines up to the stack', () => {
    expect(redactQueryParams('Failed query: select 1\nparams: a,\nb\n    at x (y.ts:1:1)')).toBe(
      'Failed query: select 1\nparams: [redacted]\n    at x (y.ts:1:1)',
    );
  });
});
