import { describe, expect, it } from 'vitest';
import { ResponseError } from '../api/errors.ts';
import { isRequestIdConflict, repricedNotice } from './repriced.ts';

describe('isRequestIdConflict', () => {
  it('is the API’s 409 only', () => {
    expect(
      isRequestIdConflict(new ResponseError(409, { status: 409, detail: 'requestId is already used' })),
    ).toBe(true);
    expect(isRequestIdConflict(new ResponseError(412))).toBe(false);
    expect(isRequestIdConflict(new ResponseError(400))).toBe(false);
    expect(isRequestIdConflict(new Error('409'))).toBe(false);
  });
});

describe('repricedNotice', () => {
  it('says the order was priced again, or that the first order still holds the items', () => {
    expect(repricedNotice('1', false)).toBe('updated');
    expect(repricedNotice('1', true)).toBe('pending');
  });

  it('says nothing on an ordinary visit', () => {
    expect(repricedNotice(undefined, false)).toBeUndefined();
    expect(repricedNotice('0', true)).toBeUndefined();
    expect(repricedNotice(['1', '1'], false)).toBeUndefined();
  });
});
