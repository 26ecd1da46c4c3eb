import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../lib/domain-error.ts';

/** Name of the OpenAPI security scheme of the bearer access token (see plugins/openapi.ts). */
export const BEARER_SCHEME = 'bearerAuth';

/** Who a valid bearer token belongs to. */
export type AuthenticatedUser = {
  userId: string;
  /** The sign-in session (refresh-token family) the access token belongs to, when known. */
  sessionId?: string;
  /** Unix seconds at which the access token expires, when known. */
  expiresAt?: number;
};

/**
 * Resolves an access token to its user, or null when the token is invalid or expired.
 * The default is the auth module's JWT verifier (modules/auth/sessions.ts); tests may pass another.
 */
export type AccessTokenVerifier = (token: string) => Promise<AuthenticatedUser | null>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for guests. Public routes ignore bad tokens (clients send `Bearer undefined`). */
    user: AuthenticatedUser | null;
    /**
     * The signed-in user, for the handler of a route guarded by `onRequest: app.requireUser`
     * (which has already answered 401 without one); throws the same 401 when called elsewhere.
     */
    member(): AuthenticatedUser;
  }
  interface FastifyInstance {
    /**
     * The guard of routes that need a signed-in user (`onRequest: app.requireUser`): 401 otherwise.
     * It also marks the operation as needing the bearer token in the OpenAPI document.
     */
    requireUser(request: FastifyRequest): Promise<void>;
  }
}

/** Reads `Authorization: Bearer <token>`; anything else (missing, `Bearer undefined`, empty) is no token. */
export const readBearerToken = (header: string | undefined): string | null => {
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  const token = match?.[1]?.trim();
  if (!token || token === 'undefined' || token === 'null') return null;
  return token;
};

/** The signed-in user of a request, or the 401 every protected route answers without one. */
const signedInUser = (request: FastifyRequest): AuthenticatedUser => {
  if (!request.user) throw new DomainError('Unauthenticated', 'a valid bearer token is required');
  return request.user;
};

export const bearerAuth = fp<{ verifyAccessToken: AccessTokenVerifier }>(
  async (app: FastifyInstance, { verifyAccessToken }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('member', function (this: FastifyRequest) {
      return signedInUser(this);
    });

    app.addHook('onRequest', async (request) => {
      const token = readBearerToken(request.headers.authorization);
      request.user = token ? await verifyAccessToken(token) : null;
    });

    const requireUser = async (request: FastifyRequest) => {
      signedInUser(request);
    };
    app.decorate('requireUser', requireUser);

    // The guard is the one source of the OpenAPI security marker: a route that runs `requireUser`
    // is documented as needing the bearer token, so the document cannot drift from the code and
    // the authorisation tests (which walk the document) see every protected route.
    app.addHook('onRoute', (route) => {
      const guards = [route.onRequest ?? [], route.preHandler ?? []].flat();
      if (!guards.includes(requireUser)) return;
      route.schema = { ...route.schema, security: [{ [BEARER_SCHEME]: [] }] };
    });
  },
  { name: 'bearer-auth' },
);
