import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { codeFor } from './outbox.ts';

const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

export type Member = { email: string; password: string; username: string };

/** A new verified member, signed up through the API (the sign-up pages have their own tests). */
export async function createMember(prefix: string, username: string): Promise<Member> {
  const stamp = `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${stamp}@example.com`;
  const password = 'hatake2026pass';
  const created = await fetch(`${BASE_URL}/v1/users/me`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username,
      accountId: stamp.slice(0, 32),
      lastname: '畑',
      firstname: '花子',
      lastnameKana: 'はた',
      firstnameKana: 'はなこ',
      email,
      phoneNumber: '+819012345678',
      password,
      passwordConfirmation: password,
    }),
  });
  expect(created.status).toBeLessThan(300);
  const { id } = (await created.json()) as { id: string };
  const verified = await fetch(`${BASE_URL}/v1/users/me/verified`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, verifyCode: await codeFor(email) }),
  });
  expect(verified.status).toBeLessThan(300);
  return { email, password, username };
}

/** Fills the sign-in page the browser is on and submits it. */
export async function submitSignIn(page: Page, member: Member): Promise<void> {
  await page.fill('#signin-email', member.email);
  await page.fill('#signin-password', member.password);
  await page.click('button[type=submit]');
}
