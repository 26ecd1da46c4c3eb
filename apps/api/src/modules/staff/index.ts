/**
 * The seller console's staff accounts (coordinators, administrators): sign-in, sessions, two-factor
 * sign-in, the audit log. Other modules use it only through this face (docs/console.md):
 * `recordAudit` in the transaction of every console write, `marcheOfNewEntry` for the marche a new
 * product or producer goes to; the guard itself (`app.requireStaff`,
 * `request.staff()`, `canActOnMarche`, `marcheScope`) is plugins/console-auth.ts.
 */

export { CONSOLE_AUDIENCE } from './audience.ts';
export { type AuditRecord, recordAudit } from './audit.ts';
export { marcheOfNewEntry } from './marche-of-new-entry.ts';
export { staffRoutes } from './routes.ts';
export { createStaffTokenVerifier } from './verifier.ts';
