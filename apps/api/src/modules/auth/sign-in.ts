import type { AuthResponse, SignInRequest } from '@hatake/contract';
import { DomainError } from '../../lib/domain-error.ts';
import { type AuthDependencies, normaliseEmail } from './deps.ts';
import { findVerifiedMemberByEmail } from './members.ts';
import { verifyPassword } from './passwords.ts';
import { startSession } from './sessions.ts';

const BAD_CREDENTIALS = 'username or password is incorrect';

/** Sign-in with e-mail and password: a new session. Unknown, unverified or wrong → 401 (one message). */
export const signIn = async (
  deps: AuthDependencies,
  request: SignInRequest,
  now: Date = new Date(),
): Promise<AuthResponse> => {
  const user = await findVerifiedMemberByEmail(deps.db, normaliseEmail(request.username));
  const ok = await verifyPassword(user?.passwordHash ?? null, request.password);
  if (!user || !ok) throw new DomainError('Unauthenticated', BAD_CREDENTIALS);
  return startSession(deps, user.id, now);
};
