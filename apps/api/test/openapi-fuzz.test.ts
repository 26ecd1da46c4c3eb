/**
 * Schema-driven fuzz: every operation of the app's own OpenAPI document gets at least
 * FUZZ_INPUTS_PER_OPERATION generated inputs that are invalid by construction (wrong types,
 * missing and extra fields, control characters, lone surrogates, non-UTF-8 and broken bodies,
 * numbers JSON and URLs can write but we cannot hold, wrong content types, huge strings, odd path
 * parameters), sent over real HTTP. Each answer must be a 4xx the operation documents, with the
 * contract body `{status, message, detail}` that does not echo the input, and the database must be
 * unchanged (a digest of every table's rows, stricter than row counts). Routes added later are covered by being documented: there is no per-route code here.
 * The generator and the checks live in helpers/openapi-fuzz.ts; storefront-door-fuzz.test.ts sends
 * the same inputs (and more) through the storefront's door.
 */
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from './helpers/accounts.ts';
import { testAppWithSmtp } from './helpers/app-with-smtp.ts';
import { newAdministrator } from './helpers/console.ts';
import { fuzzOperations, SEED } from './helpers/openapi-fuzz.ts';
import { type Operation, readOperations } from './helpers/openapi-operations.ts';

const testApp = testAppWithSmtp();
let port: number;
let operations: Operation[];
let memberHeaders: Record<string, string>;
/** An administrator's console token: the console's operations reach their validation too. */
let consoleHeaders: Record<string, string>;

beforeAll(async () => {
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  port = (testApp.app.server.address() as AddressInfo).port;
  operations = await readOperations(testApp.app);
  memberHeaders = (await signUpAndSignIn(testApp.app, testApp.smtp)).headers;
  consoleHeaders = (await newAdministrator(testApp.app, testApp.database.db)).headers;
});

describe('OpenAPI-driven fuzz', () => {
  it('answers every invalid input to every operation with a documented 4xx and the contract body, changing nothing', async () => {
    expect(operations.length).toBeGreaterThan(0);
    const report = await fuzzOperations({
      port,
      operations,
      memberHeaders,
      consoleHeaders,
      database: testApp.database,
    });

    console.log(`fuzz per operation: ${report.perOperation.join(' ')}`);
    console.log(
      `openapi-fuzz: operations=${report.perOperation.length} requests=${report.requests} server-errors=${report.serverErrors} off-contract=${report.offContract} failures=${report.failures.length} seed=${SEED}`,
    );
    expect(report.failures.slice(0, 40)).toEqual([]);
    expect(report.serverErrors).toBe(0);
    // One test sends every request (about 6,000, one after another): 15 s on an idle 2-core machine,
    // and it shares the cores with the other API files in CI, so it gets a budget of its own.
  }, 180_000);
});
