import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { clientAddress, compileTrustProxy, normaliseForwardedHeaders } from './client-address.ts';

const request = (peer: string, forwardedFor?: string): Pick<IncomingMessage, 'headers' | 'socket'> => ({
  headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  socket: { remoteAddress: peer } as Socket,
});

describe('clientAddress', () => {
  it('is the TCP peer when nobody is trusted, whatever the client claims', () => {
    const trust = compileTrustProxy('');
    expect(clientAddress(request('203.0.113.9'), trust)).toBe('203.0.113.9');
    expect(clientAddress(request('203.0.113.9', '192.0.2.1'), trust)).toBe('203.0.113.9');
    expect(clientAddress(request('127.0.0.1', '192.0.2.1, 192.0.2.2'), trust)).toBe('127.0.0.1');
  });

  it('takes the forwarded address from a trusted proxy, stopping at the first untrusted hop', () => {
    const trust = compileTrustProxy(' loopback , 10.0.0.0/8');
    expect(clientAddress(request('127.0.0.1', '198.51.100.7'), trust)).toBe('198.51.100.7');
    // The client prepended a made-up hop; the load balancer (10.0.0.5) appended the real peer.
    expect(clientAddress(request('127.0.0.1', '192.0.2.1, 198.51.100.7, 10.0.0.5'), trust)).toBe(
      '198.51.100.7',
    );
    // An untrusted peer's header is ignored.
    expect(clientAddress(request('203.0.113.9', '198.51.100.7'), trust)).toBe('203.0.113.9');
  });
});

describe('normaliseForwardedHeaders', () => {
  const spoofed = () => ({
    headers: {
      'x-forwarded-for': '192.0.2.1',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-port': '443',
      host: 'localhost:3000',
    },
    socket: { remoteAddress: '203.0.113.9' } as Socket,
  });

  it('drops what an untrusted client claims and names the peer', () => {
    const request = spoofed();
    normaliseForwardedHeaders(request, compileTrustProxy(''));
    expect(request.headers).toEqual({ 'x-forwarded-for': '203.0.113.9', host: 'localhost:3000' });
  });

  it('keeps what a trusted proxy says', () => {
    const request = spoofed();
    normaliseForwardedHeaders(request, compileTrustProxy('203.0.113.0/24'));
    expect(request.headers).toMatchObject({
      'x-forwarded-for': '192.0.2.1',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
  });
});
