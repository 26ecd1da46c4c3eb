/**
 * The accounts' credentials: sign-up, codes, passwords, sessions and tokens. Other modules use
 * the auth module only through what is exported here (scripts/check-module-imports.ts).
 */
export { type SessionAudience, SHOP_AUDIENCE } from './audience.ts';
export { consumeCode } from './codes.ts';
export {
  type AuthDependencies,
  authDependencies,
  type MailContext,
  mailContext,
  normaliseEmail,
} from './deps.ts';
export {
  accountIdInUse,
  accountIdTaken,
  emailInUse,
  findVerifiedMemberByEmail,
} from './members.ts';
export { assertNewPassword, hashPassword, passwordProblem, verifyPassword } from './passwords.ts';
export { mailCodeAtMostEveryInterval } from './resend.ts';
export { authRoutes } from './routes.ts';
export { resolveAuthSecret } from './secret.ts';
export {
  createAccessTokenVerifier,
  refreshSession,
  revokeSession,
  revokeUserSessions,
  type SessionDependencies,
  startSession,
} from './sessions.ts';
