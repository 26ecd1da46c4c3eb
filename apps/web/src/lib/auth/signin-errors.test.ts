import { describe, expect, it } from 'vitest';
import { SPECIAL_MESSAGES } from '../api/error-messages.ts';
import { signInErrorMessage } from './signin-errors.ts';

describe('sign-in error codes', () => {
  it('shows the catalogue message for the OAuth failure in the page language', () => {
    expect(signInErrorMessage('oauth', 'ja')).toBe(SPECIAL_MESSAGES.oauthTokenFailed.ja);
    expect(signInErrorMessage('oauth', 'ja')).toBe('OAuthトークンの取得に失敗しました。');
    expect(signInErrorMessage('oauth', 'en')).toBe('Failed to obtain the OAuth token.');
  });

  it('shows nothing for unknown codes, free text or inherited property names', () => {
    expect(signInErrorMessage('Googleアカウントの認証に失敗しました', 'ja')).toBeUndefined();
    expect(signInErrorMessage('<b>call 0120-000-000</b>', 'en')).toBeUndefined();
    expect(signInErrorMessage('toString', 'ja')).toBeUndefined();
    expect(signInErrorMessage('', 'ja')).toBeUndefined();
    expect(signInErrorMessage(['oauth'], 'ja')).toBeUndefined();
    expect(signInErrorMessage(undefined, 'ja')).toBeUndefined();
  });
});
