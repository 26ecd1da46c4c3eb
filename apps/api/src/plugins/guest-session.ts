import { randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const GUEST_SESSION_COOKIE = 'session_id';
/** 14 days, as the wire contract's guest session. */
export const GUEST_SESSION_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The guest session id from the `session_id` cookie, created (and set on the reply) on first
     * need. Cart and guest-checkout calls are keyed by it.
     */
    guestSession(reply: FastifyReply): string;
  }
}

export const guestSession = fp<{ secure: boolean }>(
  async (app: FastifyInstance, { secure }) => {
    await app.register(cookie);

    app.decorateRequest('guestSession', function guestSessionId(this: FastifyRequest, reply: FastifyReply) {
      const existing = this.cookies[GUEST_SESSION_COOKIE];
      if (existing && SESSION_ID_PATTERN.test(existing)) return existing;
      const created = randomBytes(24).toString('base64url');
      // Remember it for the rest of this request so a second call returns the same id.
      this.cookies[GUEST_SESSION_COOKIE] = created;
      reply.setCookie(GUEST_SESSION_COOKIE, created, {
        path: '/',
        httpOnly: true,
        secure,
        sameSite: 'lax',
        maxAge: GUEST_SESSION_MAX_AGE_SECONDS,
      });
      return created;
    });
  },
  { name: 'guest-session' },
);
