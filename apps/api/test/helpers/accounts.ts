import type { AuthResponse } from '@hatake/contract';
import type { App } from '../../src/app.ts';
import type { TestSmtp } from './smtp.ts';

export const PASSWORD = 'hatake2024pass';

let counter = 0;

/** A fresh, valid sign-up body with a unique e-mail and account id. */
export const newMember = (overrides: Record<string, string> = {}) => {
  counter += 1;
  const tag = `${process.pid}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    username: '畑 太郎',
    accountId: `taro_${tag}`,
    lastname: '畑',
    firstname: '太郎',
    lastnameKana: 'はた',
    firstnameKana: 'たろう',
    email: `taro.${tag}@example.jp`,
    phoneNumber: '+819012345678',
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    ...overrides,
  };
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export { ADDRESS } from './address.ts';

/** Signs up, confirms the e-mailed code and signs in: a ready member with tokens. */
export const signUpAndSignIn = async (app: App, smtp: TestSmtp, overrides: Record<string, string> = {}) => {
  const member = newMember(overrides);
  const since = smtp.messages.length;
  const created = await app.inject({ method: 'POST', url: '/v1/users/me', payload: member });
  if (created.statusCode !== 200) throw new Error(`sign-up failed: ${created.body}`);
  const { id } = created.json<{ id: string }>();
  const verifyCode = await smtp.codeFor(member.email, since);
  const verified = await app.inject({
    method: 'POST',
    url: '/v1/users/me/verified',
    payload: { id, verifyCode },
  });
  if (verified.statusCode !== 204) throw new Error(`verification failed: ${verified.body}`);
  const signedIn = await app.inject({
    method: 'POST',
    url: '/v1/auth',
    payload: { username: member.email, password: member.password },
  });
  if (signedIn.statusCode !== 200) throw new Error(`sign-in failed: ${signedIn.body}`);
  const tokens = signedIn.json<AuthResponse>();
  return { id, member, tokens, headers: bearer(tokens.accessToken) };
};
