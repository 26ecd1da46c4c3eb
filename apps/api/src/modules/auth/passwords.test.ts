import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.ts';

describe('passwordProblem', () => {
  it('accepts letters and digits of 8 to 32 characters', () => {
    expect(passwordProblem('hatake2024', 'hanako@example.jp')).toBeNull();
    expect(passwordProblem('Abcdefg1!', 'hanako@example.jp')).toBeNull();
  });

  it.each([
    ['short1', 'must be 8 to 32'],
    ['a1'.repeat(17), 'must be 8 to 32'],
    ['onlyletters', 'at least one letter and one digit'],
    ['12345678', 'at least one letter and one digit'],
    ['with space 1', 'no spaces'],
    ['hanako123', 'e-mail'],
    ['HANAKO99x', 'e-mail'],
  ])('rejects %s', (password, message) => {
    const problem = passwordProblem(password, 'hanako@example.jp');
    expect(problem).toContain('password');
    expect(problem).toContain(message);
  });
});

describe('hashPassword / verifyPassword', () => {
  it('hashes with argon2id and verifies', async () => {
    const hashed = await hashPassword('hatake2024');
    expect(hashed.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hashed, 'hatake2024')).toBe(true);
    expect(await verifyPassword(hashed, 'hatake2025')).toBe(false);
    expect(await verifyPassword(null, 'hatake2024')).toBe(false);
  });
});
