import { hash, verify } from '@node-rs/argon2';
import { invalidArgument } from '../../lib/domain-error.ts';

/** argon2id with the library defaults (19 MiB, t=2, p=1): OWASP's recommended minimum. */
export const hashPassword = (password: string): Promise<string> => hash(password);

/** A hash of a random password: verified against when the user does not exist, so timing does not tell. */
let dummyHash: Promise<string> | undefined;

/** True when `password` matches `passwordHash`; with no hash it still spends the same time and says no. */
export const verifyPassword = async (passwordHash: string | null, password: string): Promise<boolean> => {
  if (!passwordHash) {
    dummyHash ??= hash('not-a-real-password-0');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
};

/**
 * The password policy, as a message naming `field`, or null when the password is acceptable:
 * 8–32 characters, at least one letter and one digit, printable ASCII only, and not the e-mail's
 * local part (nor containing it, when the local part is 3 characters or longer).
 */
export const passwordProblem = (password: string, email: string, field = 'password'): string | null => {
  if (password.length < 8 || password.length > 32) return `${field} must be 8 to 32 characters`;
  if (!/^[\x21-\x7e]+$/.test(password)) {
    return `${field} may contain only letters, digits and symbols (no spaces)`;
  }
  if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) {
    return `${field} must contain at least one letter and one digit`;
  }
  const local = (email.split('@')[0] ?? '').toLowerCase();
  const lowered = password.toLowerCase();
  if (local !== '' && (lowered === local || (local.length >= 3 && lowered.includes(local)))) {
    return `${field} must not contain the e-mail address`;
  }
  return null;
};

/** Throws 400 naming the field when the password breaks the policy or the confirmation differs. */
export const assertNewPassword = (
  password: string,
  confirmation: string,
  email: string,
  fields: { password: string; confirmation: string } = {
    password: 'password',
    confirmation: 'passwordConfirmation',
  },
): void => {
  const problem = passwordProblem(password, email, fields.password);
  if (problem) throw invalidArgument(problem);
  if (password !== confirmation)
    throw invalidArgument(`${fields.confirmation} does not match ${fields.password}`);
};
