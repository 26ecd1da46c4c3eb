/**
 * The OpenAPI-driven fuzz (helpers/openapi-fuzz.ts) through the storefront's door: the node:http
 * layer the storefront runs in front of Next.js (apps/web/src/lib/server/storefront-door.ts, what
 * every browser and client calls), forwarding to this API on a real port. Besides the API fuzz's
 * inputs, every operation also gets what only a front door sees: malformed percent-encodings,
 * methods the API has no route for and one HTTP does not know, a 70 KB header, raw control
 * characters in the path and in a header. Every answer must be a documented 4xx (405 for a method is
 * the door's own, docs/api.md) in the contract body with the security headers, and nothing may
 * change in the database. Next.js's pages are covered by the door's unit tests instead.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiAddresses } from '../../web/src/lib/api/api-addresses.ts';
import { compileTrustProxy } from '../../web/src/lib/server/client-address.ts';
import { guardServer } from '../../web/src/lib/server/client-errors.ts';
import { isForwardedPath } from '../../web/src/lib/server/request-target.ts';
import { createStorefrontDoor, type StorefrontDoor } from '../../web/src/lib/server/storefront-door.ts';
import { signUpAndSignIn } from './helpers/accounts.ts';
import { testAppWithSmtp } from './helpers/app-with-smtp.ts';
import { newAdministrator } from './helpers/console.ts';
import { type FuzzInput, fuzzOperations, SEED } from './helpers/openapi-fuzz.ts';
import { type Operation, pathParameterNames, readOperations } from './helpers/openapi-operations.ts';

const testApp = testAppWithSmtp();
let addresses: ApiAddresses;
let door: StorefrontDoor;
let server: Server;
let doorPort: number;
let operations: Operation[];
let memberHeaders: Record<string, string>;
/** An administrator's console token: the console's operations reach their validation through the door too. */
let consoleHeaders: Record<string, string>;

beforeAll(async () => {
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const apiPort = (testApp.app.server.address() as AddressInfo).port;
  // The storefront forwards /v1 (but its purchase pages), /media and /docs; the API's /health is
  // not reachable through it (the storefront answers its own).
  operations = (await readOperations(testApp.app)).filter((operation) => isForwardedPath(operation.path));
  memberHeaders = (await signUpAndSignIn(testApp.app, testApp.smtp)).headers;
  consoleHeaders = (await newAdministrator(testApp.app, testApp.database.db)).headers;

  addresses = new ApiAddresses([`http://127.0.0.1:${apiPort}`], { checkIntervalMs: 0 });
  // As server.ts runs it: public reads reused (docs/adr/0022).
  door = createStorefrontDoor({ trust: compileTrustProxy(''), addresses, readCache: true });
  // Pages are Next.js's: none is asked for here, so any request reaching this point is a failure.
  server = createServer((request, response) => {
    if (door.handle(request, response)) return;
    response.writeHead(500, { 'content-type': 'text/plain' }).end(`not forwarded: ${request.url}`);
  });
  guardServer(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  doorPort = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  door?.close();
  addresses?.close();
});

/** What a front door sees besides the API fuzz's inputs, for one operation. */
const doorInputs = (operation: Operation): FuzzInput[] => {
  const inputs: FuzzInput[] = [
    { label: 'TRACE', method: 'TRACE', alsoAccepted: [405] },
    { label: 'PROPFIND', method: 'PROPFIND', alsoAccepted: [405] },
    { label: 'unknown method', method: 'FROB', alsoAccepted: [405] },
    { label: 'header of 70 KB', headers: { 'x-fuzz': 'a'.repeat(70 * 1024) } },
    { label: 'control character in a header', headers: { 'x-fuzz': 'a\u0001b' } },
    { label: 'raw control character in the path', rawPathSuffix: '\u0001' },
    { label: 'raw DEL in the path', rawPathSuffix: '\u007f' },
  ];
  for (const name of pathParameterNames(operation.path)) {
    for (const value of ['%', '%zz', '%FF', '%E3%81', '%ED%A0%80', '%C0%AE']) {
      inputs.push({ label: `path ${name}=${value}`, pathValues: { [name]: value } });
    }
  }
  return inputs;
};

describe('OpenAPI-driven fuzz through the storefront door', () => {
  it('answers every invalid input with a documented 4xx, the contract body and the security headers, changing nothing', async () => {
    expect(operations.length).toBeGreaterThan(0);
    const report = await fuzzOperations({
      port: doorPort,
      operations,
      memberHeaders,
      consoleHeaders,
      database: testApp.database,
      extraInputs: doorInputs,
      securityHeaders: true,
    });
    console.log(
      `storefront-door-fuzz: operations=${report.perOperation.length} requests=${report.requests} server-errors=${report.serverErrors} off-contract=${report.offContract} failures=${report.failures.length} seed=${SEED}`,
    );
    expect(report.failures.slice(0, 40)).toEqual([]);
    expect(report.serverErrors).toBe(0);
    // About 7,000 requests one after another, each through two servers: a budget of its own.
  }, 300_000);
});
