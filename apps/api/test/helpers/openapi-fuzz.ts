/**
 * The schema-driven fuzz of the OpenAPI document (openapi-fuzz.test.ts, and through the storefront's
 * door in storefront-door-fuzz.test.ts): every operation gets FUZZ_INPUTS_PER_OPERATION generated
 * inputs that are invalid by construction, sent over real HTTP to a port; each answer must be a 4xx
 * the operation documents, with the contract body `{status, message, detail}` that does not echo
 * the input, and the database must be unchanged.
 */
import { connect } from 'node:net';
import { AjvCompiler } from '@fastify/ajv-compiler';
import fc from 'fast-check';
import { statusText } from '../../src/lib/http-status.ts';
import { fillPath, type JsonSchema, type Operation, pathParameterNames } from './openapi-operations.ts';
import { type DatabaseLike, snapshotChanges, tableDigests } from './row-counts.ts';

export const FUZZ_INPUTS_PER_OPERATION = 60;
export const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const HUGE = 'x'.repeat(1024 * 1024);

/** One generated request. `raw` bodies are sent byte for byte; `json` is serialised as is. */
export type FuzzInput = {
  label: string;
  pathValues?: Record<string, string>;
  /** Raw query string (already encoded), without `?`. */
  query?: string;
  body?: { contentType: string; bytes: Buffer };
  /** Another method than the operation's (sent as is, even one HTTP does not define). */
  method?: string;
  /** Extra request headers, written as they are (e.g. one of 70 KB). */
  headers?: Record<string, string>;
  /** Bytes written into the path as they are, unescaped (control characters). */
  rawPathSuffix?: string;
  /** Statuses this input may get besides the operation's documented ones. */
  alsoAccepted?: number[];
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
export const invalidInputs = (operation: Operation): fc.Arbitrary<FuzzInput> => {
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

type Answer = { status: number; headers: Record<string, string>; body: string };

/** Decodes a chunked body (the answer's framing, not the test's concern). */
const dechunk = (bytes: Buffer): Buffer => {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    const lineEnd = bytes.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = Number.parseInt(bytes.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!(size > 0)) break;
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
};

/**
 * One request written byte for byte on a fresh connection (`Connection: close`), so methods, paths
 * and headers a client library would refuse go out as they are; the answer is read to the end.
 */
export const send = (
  port: number,
  method: string,
  target: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const lines = [`${method} ${target} HTTP/1.1`, `host: 127.0.0.1:${port}`, 'connection: close'];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    if (body) lines.push(`content-length: ${body.length}`);
    const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(head);
      if (body) socket.write(body);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may answer (413, 431) and close before it has read everything we send.
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    );
    socket.on('close', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      if (split < 0) return resolve({ status: 0, headers: {}, body: all.toString('utf8') });
      const [statusLine = '', ...fields] = all.subarray(0, split).toString('latin1').split('\r\n');
      const answerHeaders: Record<string, string> = {};
      for (const field of fields) {
        const colon = field.indexOf(':');
        answerHeaders[field.slice(0, colon).trim().toLowerCase()] = field.slice(colon + 1).trim();
      }
      const rest = all.subarray(split + 4);
      const chunked = answerHeaders['transfer-encoding']?.toLowerCase() === 'chunked';
      resolve({
        status: Number(statusLine.split(' ')[1] ?? 0),
        headers: answerHeaders,
        body: (chunked ? dechunk(rest) : rest).toString('utf8'),
      });
    });
  });

export const pathFor = (operation: Operation, input: FuzzInput): string => {
  const values = Object.fromEntries(pathParameterNames(operation.path).map((name) => [name, 'fuzz-id']));
  // Generated path values are written as they go on the wire (already escaped or deliberately not).
  const path = fillPath(operation.path, { ...values, ...input.pathValues }, true);
  const raw = `${path}${input.rawPathSuffix ?? ''}`;
  return input.query === undefined ? raw : `${raw}?${input.query}`;
};

/** The security headers every answer must carry when `securityHeaders` is asked for. */
const SECURITY_HEADERS = ['x-content-type-options', 'x-frame-options', 'content-security-policy'];

export type FuzzReport = {
  requests: number;
  serverErrors: number;
  /** Answers without the contract body (not JSON, or not `{status, message, detail}`). */
  offContract: number;
  failures: string[];
  perOperation: string[];
};

/**
 * Sends every operation its generated inputs (plus `extraInputs`) on `port` and checks each answer;
 * the database must be unchanged after each operation's inputs.
 */
export async function fuzzOperations(options: {
  port: number;
  operations: Operation[];
  memberHeaders: Record<string, string>;
  /** A console token's headers for the seller console's operations (else they get `memberHeaders`: 401). */
  consoleHeaders?: Record<string, string>;
  database: DatabaseLike;
  extraInputs?: (operation: Operation) => FuzzInput[];
  /** Also require the security headers on every answer (the storefront's door). */
  securityHeaders?: boolean;
}): Promise<FuzzReport> {
  const { port, operations, memberHeaders, database } = options;
  const report: FuzzReport = { requests: 0, serverErrors: 0, offContract: 0, failures: [], perOperation: [] };
  const { failures } = report;
  for (const [index, operation] of operations.entries()) {
    if (operation.key === 'GET /v1/openapi.json') continue;
    const inputs = [
      ...fc.sample(invalidInputs(operation), { numRuns: FUZZ_INPUTS_PER_OPERATION, seed: SEED + index }),
      ...(options.extraInputs?.(operation) ?? []),
    ];
    const before = await tableDigests(database);
    for (const input of inputs) {
      const headers: Record<string, string> = {
        ...(operation.secured ? (operation.console && options.consoleHeaders) || memberHeaders : {}),
        ...input.headers,
      };
      if (input.body) headers['content-type'] = input.body.contentType;
      const answer = await send(
        port,
        input.method ?? operation.method,
        pathFor(operation, input),
        headers,
        input.body?.bytes,
      );
      report.requests += 1;
      const where = `${input.method ?? ''} ${operation.key} [${input.label}] → ${answer.status}`;
      if (answer.status >= 500) report.serverErrors += 1;
      if (options.securityHeaders) {
        const missing = SECURITY_HEADERS.filter((name) => !(name in answer.headers));
        if (missing.length > 0) failures.push(`${where}: without ${missing.join(', ')}`);
      }
      if (answer.status < 400 || answer.status >= 500) {
        failures.push(`${where}: not a 4xx (${answer.body.slice(0, 120)})`);
        continue;
      }
      const accepted = [...operation.responses, ...(input.alsoAccepted ?? []).map(String)];
      if (!accepted.includes(String(answer.status))) failures.push(`${where}: status not documented`);
      let body: unknown;
      try {
        body = JSON.parse(answer.body);
      } catch {
        report.offContract += 1;
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
        report.offContract += 1;
        failures.push(`${where}: not the contract body (${answer.body.slice(0, 120)})`);
      } else if (detail.length > 300)
        failures.push(`${where}: detail echoes the request (${detail.length} chars)`);
    }
    const changes = snapshotChanges(before, await tableDigests(database));
    if (changes.length > 0) failures.push(`${operation.key}: database changed (${changes.join('; ')})`);
    report.perOperation.push(`${operation.key}=${inputs.length}`);
  }
  return report;
}
