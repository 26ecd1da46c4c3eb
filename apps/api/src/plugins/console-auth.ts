import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { StaffRole } from '../db/schema/index.ts';
import { DomainError } from '../lib/domain-error.ts';
import { readBearerToken } from './auth.ts';

/** Name of the OpenAPI security scheme of the seller console's bearer token (see plugins/openapi.ts). */
export const CONSOLE_SCHEME = 'consoleBearerAuth';

/** The OpenAPI tag of every console operation. */
export const CONSOLE_TAG = 'console';

/** Who a valid console token belongs to (docs/console.md#roles). */
export type StaffPrincipal = {
  staffId: string;
  role: StaffRole;
  /** The coordinator's own marche; null for an administrator (who sees every marche). */
  coordinatorId: string | null;
  /** The sign-in session (refresh-token family) of the token. */
  sessionId: string;
  /** Unix seconds at which the access token expires. */
  expiresAt: number;
};

/** Resolves a console access token to its staff account, or null (invalid, expired, signed out, deleted). */
export type StaffTokenVerifier = (token: string) => Promise<StaffPrincipal | null>;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in staff account, for the handler of a route guarded by
     * `onRequest: app.requireStaff` (which has already answered 401 without one).
     */
    staff(): StaffPrincipal;
  }
  interface FastifyInstance {
    /**
     * The guard of every seller-console route (`onRequest: app.requireStaff`): a console token of a
     * live staff account, else 401 — a shopper's token included. It also marks the operation with the
     * console security scheme in the OpenAPI document.
     */
    requireStaff(request: FastifyRequest): Promise<void>;
  }
}

const principals = new WeakMap<FastifyRequest, StaffPrincipal>();

const unauthenticated = () => new DomainError('Unauthenticated', 'a valid console bearer token is required');

/**
 * True when `staff` may see and change data of the marche `coordinatorId`: an administrator any, a
 * coordinator only their own. A resource outside it is answered as missing (404), never 403, so a
 * coordinator learns nothing of other marches (docs/console.md#roles).
 */
export const canActOnMarche = (staff: StaffPrincipal, coordinatorId: string): boolean =>
  staff.role === 'administrator' || staff.coordinatorId === coordinatorId;

/**
 * The marche a list is limited to: the coordinator's own, or `requested` (any, or none = all) for an
 * administrator.
 */
export const marcheScope = (staff: StaffPrincipal, requested?: string): string | undefined =>
  staff.role === 'administrator' ? requested || undefined : (staff.coordinatorId ?? undefined);

export const consoleAuth = fp<{ verifyStaffToken: StaffTokenVerifier }>(
  async (app: FastifyInstance, { verifyStaffToken }) => {
    app.decorateRequest('staff', function (this: FastifyRequest) {
      const principal = principals.get(this);
      if (!principal) throw unauthenticated();
      return principal;
    });

    const requireStaff = async (request: FastifyRequest) => {
      const token = readBearerToken(request.headers.authorization);
      const principal = token ? await verifyStaffToken(token) : null;
      if (!principal) throw unauthenticated();
      principals.set(request, principal);
    };
    app.decorate('requireStaff', requireStaff);

    // As plugins/auth.ts does for members: the guard is the one source of the security marker.
    app.addHook('onRoute', (route) => {
      const guards = [route.onRequest ?? [], route.preHandler ?? []].flat();
      if (!guards.includes(requireStaff)) return;
      route.schema = { ...route.schema, security: [{ [CONSOLE_SCHEME]: [] }] };
    });
  },
  { name: 'console-auth' },
);
