import type { ConsoleAuthResponse, ConsoleSignInRequest } from '@hatake/contract';
import { DomainError } from '../../lib/domain-error.ts';
import { normaliseEmail, type SessionDependencies, startSession, verifyPassword } from '../auth/index.ts';
import { findStaffByEmail } from './accounts.ts';
import { CONSOLE_AUDIENCE } from './audience.ts';
import { acceptTotp } from './two-factor.ts';

const BAD_CREDENTIALS = 'email or password is incorrect';

/** The auth module's token answer, as the console names it (`staffId`). */
export const toConsoleTokens = (tokens: {
  userId: string;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  tokenType: string;
}): ConsoleAuthResponse => ({
  staffId: tokens.userId,
  accessToken: tokens.accessToken,
  refreshToken: tokens.refreshToken,
  expiresIn: tokens.expiresIn,
  tokenType: tokens.tokenType,
});

/** The console's session dependencies: the shoppers' session machinery with the console audience. */
export const consoleSessions = (deps: Omit<SessionDependencies, 'audience'>): SessionDependencies => ({
  ...deps,
  audience: CONSOLE_AUDIENCE,
});

/**
 * Console sign-in: e-mail and password (argon2id, same timing for unknown addresses), then the
 * TOTP code when two-factor sign-in is on. Unknown or wrong → 401 with one message; a right
 * password without the code → 401 `totpCode is required` (the client then asks for it); a wrong
 * or replayed code → 401 `totpCode is incorrect`.
 */
export const signInStaff = async (
  deps: SessionDependencies,
  request: ConsoleSignInRequest,
  now: Date = new Date(),
): Promise<ConsoleAuthResponse> => {
  const staff = await findStaffByEmail(deps.db, normaliseEmail(request.email));
  const ok = await verifyPassword(staff?.passwordHash ?? null, request.password);
  if (!staff || !ok) throw new DomainError('Unauthenticated', BAD_CREDENTIALS);
  if (staff.totpEnabledAt && staff.totpSecret) {
    const code = request.totpCode?.trim() ?? '';
    if (code === '') throw new DomainError('Unauthenticated', 'totpCode is required');
    const accepted = await acceptTotp(deps.db, deps.secret, staff.id, code, now);
    if (!accepted) throw new DomainError('Unauthenticated', 'totpCode is incorrect');
  }
  return toConsoleTokens(await startSession(deps, staff.id, now));
};
