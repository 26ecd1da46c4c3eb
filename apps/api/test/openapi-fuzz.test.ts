/**
 * Schema-driven fuzz: every operation of the app's own OpenAPI document gets at least
 * FUZZ_INPUTS_PER_OPERATION generated inputs that are invalid by construction (wrong types,
 * missing and extra fields, control characters, lone surrogates, non-UTF-8 and broken bodies,
 * numbers JSON and URLs can write but we cannot hold, wrong content types, huge strings, odd path
 * parameters), sent over real HTTP. Each answer must be a 4xx the operation documents, with the
 * contract body `{status, message, detail}` that does not echo the input, and the database must be
 * unchanged (a digest of every table's rows, stricter than row counts). Routes added later are covered by being documented: there is no per-route code here.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AjvCompiler } from '@fastify/ajv-compiler';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusText } from '../src/lib/http-status.ts';
import { signUpAndSignIn } from './helpers/accounts.ts';
import {
  fillPath,
  type JsonSchema,
  type Operation,
  pathParameterNames,
  readOperations,
} from './helpers/openapi-operations.ts';
import { snapshotChanges, tableDigests } from './helpers/row-counts.ts';
import { startTestSmtp, type TestSmtp } from './helpers/smtp.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const FUZZ_INPUTS_PER_OPERATION = 60;
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const HUGE = 'x'.repeat(1024 * 1024);

/** One generated request. `raw` bodies are sent byte for byte; `json` is serialised as is. */
type FuzzInput = {
  label: string;
  pathValues?: Record<string, string>;
  /** Raw query string (already encoded), without `?`. */
  query?: string;
  body?: { contentType: string; bytes: Buffer };
};

// ---------------------------------------------------------------------------------------------
// Schemas → invalid values
// ---------------------------------------------------------------------------------------------

const typesOf = (schema: JsonSchema | undefined): string[] => {
  if (!schema) return [];
  if (schema.anyOf) return schema.anyOf.flatMap(typesOf);
  if (schema.type) return [schema.type].flat();
  if (schema.const !== undefined) return [typeof schema.const === 'number' ? 'number' : typeof schema.const];
  return [];
};

const compilers = AjvCompiler();
const bodyAjv = compilers({}, { customOptions: { coerceTypes: false, strict: false } });
const urlAjv = compilers({}, { customOptions: { coerceTypes: 'array', strict: false } });
/** Whether a value passes a schema as the server would read it (with the server's coercion rules). */
const passes = (schema: JsonSchema, value: unknown, part: 'body' | 'querystring'): boolean => {
  const validate = (part === 'body' ? bodyAjv : urlAjv)({
    schema: schema as object,
    method: 'POST',
    url: '/',
    httpPart: part,
  });
  return validate(structuredClone(value)) === true;
};

/** Values of the wrong type for a property: everything JSON has that the schema does not take. */
const wrongTypedValues = (schema: JsonSchema): unknown[] => {
  const candidates: unknown[] = ['x', 1, 1.5, true, null, [], ['x'], {}, { a: 1 }, -1, 0];
  return candidates.filter((value) => !passes(schema, value, 'body'));
};

/** Texts a query parameter of this schema must refuse: as the client would type them. */
const invalidQueryTexts = (schema: JsonSchema): string[] => {
  const types = typesOf(schema);
  const texts = ['%00', 'a%00b', '%0a', 'a%0d%0ab', '%1b', '%7f', '%C2%85', encodeURIComponent(HUGE)];
  if (types.includes('integer') || types.includes('number')) {
    texts.push(
      '1e400',
      '1e23',
      '0x10',
      'Infinity',
      'NaN',
      'abc',
      '-0x1',
      '%201',
      '%EF%BC%91',
      '99999999999999999999999',
    );
    if (types.includes('integer')) texts.push('1.5', '2.0');
    if (schema.maximum !== undefined) texts.push(String(schema.maximum + 1));
    if (schema.minimum !== undefined) texts.push(String(schema.minimum - 1));
  }
  if (types.includes('boolean')) texts.push('maybe', '2');
  if (types.includes('string')) {
    if (schema.maxLength !== undefined) texts.push('a'.repeat(schema.maxLength + 1));
    if (schema.enum) texts.push('not-one-of-them');
  }
  return texts;
};

/** A body that fills every required property with something of the right type (it need not pass). */
const skeleton = (schema: JsonSchema): unknown => {
  const types = typesOf(schema);
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.[0]?.const !== undefined) return schema.anyOf[0].const;
  if (types.includes('object')) {
    const body: Record<string, unknown> = {};
    for (const name of schema.required ?? []) body[name] = skeleton(schema.properties?.[name] ?? {});
    return body;
  }
  if (types.includes('array')) return [];
  if (types.includes('integer') || types.includes('number')) return schema.minimum ?? 1;
  if (types.includes('boolean')) return false;
  return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
};

const json = (text: string): FuzzInput['body'] => ({
  contentType: 'application/json',
  bytes: Buffer.from(text, 'utf8'),
});

/** Invalid JSON bodies for an operation whose body has this schema. */
const invalidBodies = (schema: JsonSchema): fc.Arbitrary<FuzzInput> => {
  const base = skeleton(schema) as Record<string, unknown>;
  const properties = Object.entries(schema.properties ?? {});
  const options: fc.Arbitrary<FuzzInput>[] = [
    fc
      .constantFrom('[]', '"x"', '1', 'null', 'true')
      .map((text) => ({ label: `body ${text}`, body: json(text) })),
  ];
  const required = schema.required ?? [];
  if (required.length > 0) {
    options.push(
      fc.constantFrom(...required).map((name) => {
        const { [name]: _dropped, ...rest } = base;
        return { label: `missing ${name}`, body: json(JSON.stringify({ ...rest, extraField: 'x' })) };
      }),
    );
  }
  if (properties.length > 0) {
    const names = properties.map(([name]) => name);
    // Wrong types, checked against the schema so a union that accepts the value is not counted.
    const wrong = properties.flatMap(([name, property]) =>
      wrongTypedValues(property)
        .map((value) => ({ ...base, [name]: value }))
        .filter((body) => !passes(schema, body, 'body'))
        .map((body) => ({ label: `${name} of the wrong type`, body: json(JSON.stringify(body)) })),
    );
    if (wrong.length > 0) options.push(fc.constantFrom(...wrong));
    // Text no field may hold, written as JSON escapes so the bytes on the wire are exact.
    const badText = ['"a\\u0000b"', '"\\ud800"', '"x\\udfff"', '"\\u001b[31m"', '"\\u007f"', `"${HUGE}"`];
    options.push(
      fc.tuple(fc.constantFrom(...names), fc.constantFrom(...badText)).map(([name, text]) => {
        const rest = JSON.stringify({ ...base, [name]: null }).replace(`"${name}":null`, `"${name}":${text}`);
        return { label: `${name} = ${text.slice(0, 12)}`, body: json(rest) };
      }),
    );
    // Numbers JSON can write that no field can hold.
    options.push(
      fc
        .tuple(fc.constantFrom(...names), fc.constantFrom('1e400', '-1e400', '1e23', '9007199254740993'))
        .map(([name, number]) => {
          const rest = JSON.stringify({ ...base, [name]: null }).replace(
            `"${name}":null`,
            `"${name}":${number}`,
          );
          return { label: `${name} = ${number}`, body: json(rest) };
        }),
    );
  }
  return fc.oneof(...options);
};

/** Bodies no operation takes: broken JSON, wrong bytes, wrong content type, too large. */
const transportBodies: fc.Arbitrary<FuzzInput> = fc.oneof(
  fc
    .constantFrom(
      '{bad',
      '{"a":',
      '',
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{"x":1}}}',
      '['.repeat(5000),
    )
    .map((text) => ({ label: `broken JSON ${text.slice(0, 10)}`, body: json(text) })),
  fc
    .constantFrom(
      [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d],
      [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x22, 0x7d],
      [0xef, 0xbb, 0xbf, 0xfe],
    )
    .map((bytes) => ({
      label: 'invalid UTF-8',
      body: { contentType: 'application/json', bytes: Buffer.from(bytes) },
    })),
  fc
    .constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json-patch+json',
    )
    .map((contentType) => ({
      label: `content type ${contentType}`,
      body: { contentType, bytes: Buffer.from('{"a":"b"}') },
    })),
  fc.constant({ label: 'body over 1 MiB', body: json(JSON.stringify({ a: HUGE })) }),
);

/** Query strings the operation must refuse. */
const invalidQueries = (operation: Operation): fc.Arbitrary<FuzzInput> => {
  const parameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const options: fc.Arbitrary<FuzzInput>[] = [
    // Control characters are refused in any query value, known to the route or not.
    fc
      .tuple(
        fc.constantFrom('q', 'redirect', 'x', '_'),
        fc.constantFrom('%00', 'a%00b', '%0a', '%0d', '%1f', '%7f', '%C2%85'),
      )
      .map(([name, value]) => ({ label: `unknown ${name}=${value}`, query: `${name}=${value}` })),
    fc.constant({ label: 'query of 1 MB', query: `q=${encodeURIComponent(HUGE)}` }),
  ];
  const requiredNames = parameters
    .filter((parameter) => parameter.required)
    .map((parameter) => parameter.name);
  for (const parameter of parameters) {
    const others = requiredNames.filter((name) => name !== parameter.name).map((name) => `${name}=1`);
    options.push(
      fc.constantFrom(...invalidQueryTexts(parameter.schema)).map((text) => ({
        label: `${parameter.name}=${text.slice(0, 16)}`,
        query: [...others, `${parameter.name}=${text}`].join('&'),
      })),
    );
    if (
      typesOf(parameter.schema).some((type) => type === 'integer' || type === 'number' || type === 'boolean')
    ) {
      options.push(
        fc.constant({
          label: `${parameter.name} twice`,
          query: [...others, `${parameter.name}=1`, `${parameter.name}=0`].join('&'),
        }),
      );
    }
  }
  for (const name of requiredNames) {
    const others = requiredNames.filter((other) => other !== name).map((other) => `${other}=1`);
    options.push(fc.constant({ label: `missing ${name}`, query: others.join('&') }));
  }
  return fc.oneof(...options);
};

/** Path parameters no resource has: control characters, broken escapes, too long. */
const invalidPaths = (operation: Operation): fc.Arbitrary<FuzzInput> => {
  const names = pathParameterNames(operation.path);
  const odd = [
    'a%00b',
    '%0a',
    '%',
    '%zz',
    '%E0%A4%A',
    '%ED%A0%80',
    'a'.repeat(300),
    '%C0%AE%C0%AE',
    'x%7f',
    'x%1b',
  ];
  return fc.tuple(fc.constantFrom(...names), fc.constantFrom(...odd)).map(([name, value]) => ({
    label: `path ${name}=${value.slice(0, 12)}`,
    pathValues: { [name]: value },
  }));
};

/** Every invalid input the operation can be given, as one arbitrary. */
const invalidInputs = (operation: Operation): fc.Arbitrary<FuzzInput> => {
  const options = [invalidQueries(operation)];
  if (pathParameterNames(operation.path).length > 0) options.push(invalidPaths(operation));
  if (operation.method !== 'GET' && operation.method !== 'HEAD') {
    options.push(transportBodies);
    if (operation.body) options.push(invalidBodies(operation.body));
  }
  return fc.oneof(...options);
};

// ---------------------------------------------------------------------------------------------
// Sending
// ---------------------------------------------------------------------------------------------

type Answer = { status: number; body: string };

const send = (port: number, method: string, path: string, headers: Record<string, string>, body?: Buffer) =>
  new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    // The server may answer (413, 431) and close before it has read everything we send.
    request.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    );
    if (body) request.end(body);
    else request.end();
  });

let testApp: TestApp;
let smtp: TestSmtp;
let port: number;
let operations: Operation[];
let memberHeaders: Record<string, string>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  testApp = await createTestApp({
    mailer: smtp.mailer,
    config: { rateLimit: { max: 0, windowSeconds: 60 } },
  });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  port = (testApp.app.server.address() as AddressInfo).port;
  operations = await readOperations(testApp.app);
  memberHeaders = (await signUpAndSignIn(testApp.app, smtp)).headers;
});

afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

const pathFor = (operation: Operation, input: FuzzInput): string => {
  const values = Object.fromEntries(pathParameterNames(operation.path).map((name) => [name, 'fuzz-id']));
  // Generated path values are written as they go on the wire (already escaped or deliberately not).
  const path = fillPath(operation.path, { ...values, ...input.pathValues }, true);
  return input.query === undefined ? path : `${path}?${input.query}`;
};

describe('OpenAPI-driven fuzz', () => {
  it('answers every invalid input to every operation with a documented 4xx and the contract body, changing nothing', async () => {
    const failures: string[] = [];
    const perOperation: string[] = [];
    let requests = 0;
    let serverErrors = 0;
    expect(operations.length).toBeGreaterThan(0);

    for (const [index, operation] of operations.entries()) {
      if (operation.key === 'GET /v1/openapi.json') continue;
      const inputs = fc.sample(invalidInputs(operation), {
        numRuns: FUZZ_INPUTS_PER_OPERATION,
        seed: SEED + index,
      });
      const before = await tableDigests(testApp.database);
      for (const input of inputs) {
        const headers: Record<string, string> = { ...(operation.secured ? memberHeaders : {}) };
        if (input.body) headers['content-type'] = input.body.contentType;
        const answer = await send(
          port,
          operation.method,
          pathFor(operation, input),
          headers,
          input.body?.bytes,
        );
        requests += 1;
        const where = `${operation.key} [${input.label}] → ${answer.status}`;
        if (answer.status >= 500) serverErrors += 1;
        if (answer.status < 400 || answer.status >= 500) {
          failures.push(`${where}: not a 4xx (${answer.body.slice(0, 120)})`);
          continue;
        }
        if (!operation.responses.includes(String(answer.status)))
          failures.push(`${where}: status not documented`);
        let body: unknown;
        try {
          body = JSON.parse(answer.body);
        } catch {
          failures.push(`${where}: body is not JSON (${answer.body.slice(0, 80)})`);
          continue;
        }
        const { status, message, detail } = body as { status?: unknown; message?: unknown; detail?: unknown };
        if (
          Object.keys(body as object).length !== 3 ||
          status !== answer.status ||
          message !== statusText(answer.status) ||
          typeof detail !== 'string'
        ) {
          failures.push(`${where}: not the contract body (${answer.body.slice(0, 120)})`);
        } else if (detail.length > 300)
          failures.push(`${where}: detail echoes the request (${detail.length} chars)`);
      }
      const changes = snapshotChanges(before, await tableDigests(testApp.database));
      if (changes.length > 0) failures.push(`${operation.key}: database changed (${changes.join('; ')})`);
      perOperation.push(`${operation.key}=${inputs.length}`);
    }

    console.log(`fuzz per operation: ${perOperation.join(' ')}`);
    console.log(
      `openapi-fuzz: operations=${perOperation.length} requests=${requests} server-errors=${serverErrors} failures=${failures.length} seed=${SEED}`,
    );
    expect(failures.slice(0, 40)).toEqual([]);
    expect(serverErrors).toBe(0);
    // One test sends every request (about 6,000, one after another): 15 s on an idle 2-core machine,
    // and it shares the cores with the other API files in CI, so it gets a budget of its own.
  }, 180_000);
});
