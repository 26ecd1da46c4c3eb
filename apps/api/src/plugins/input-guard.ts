import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { invalidArgument } from '../lib/domain-error.ts';
import {
  findInputProblem,
  type NumericKind,
  normaliseNameReadings,
  numericTextProblem,
} from '../lib/input-rules.ts';

type UrlPart = 'querystring' | 'params';

/** PostgreSQL's `integer`: what an integer parameter without its own bounds may hold. */
const INT4_MIN = -2_147_483_648;
const INT4_MAX = 2_147_483_647;

/** How a numeric parameter is checked: its kind, and the integer range when the schema gives none. */
type NumericRule = { kind: NumericKind; range: { min: number; max: number } | null };

type PropertySchema = { type?: unknown; minimum?: unknown; maximum?: unknown; items?: PropertySchema };

/**
 * The numeric properties of a query or path schema, by name (`{limit: integer, latitude: number}`),
 * arrays of numbers included. An integer without a `maximum` (or `minimum`) gets PostgreSQL's
 * integer range: every integer parameter ends up compared with an integer column, and a value past
 * it is a 400 here rather than an "out of range" 500 from the database.
 */
const numericProperties = (schema: unknown): Map<string, NumericRule> => {
  const rules = new Map<string, NumericRule>();
  if (typeof schema !== 'object' || schema === null || !('properties' in schema)) return rules;
  const properties = (schema as { properties?: Record<string, PropertySchema> }).properties ?? {};
  for (const [name, property] of Object.entries(properties)) {
    const types = [property.type].flat();
    const numeric = types.includes('array') && property.items ? property.items : property;
    const kinds = [numeric.type].flat();
    if (kinds.includes('integer')) {
      const min = typeof numeric.minimum === 'number' ? null : INT4_MIN;
      const max = typeof numeric.maximum === 'number' ? null : INT4_MAX;
      rules.set(name, {
        kind: 'integer',
        range: min === null && max === null ? null : { min: min ?? -Infinity, max: max ?? Infinity },
      });
    } else if (kinds.includes('number')) rules.set(name, { kind: 'number', range: null });
  }
  return rules;
};

/** The problem with an integer parameter outside its range, or null. */
const rangeProblem = (text: string, range: NumericRule['range']): string | null => {
  if (!range) return null;
  const value = Number(text);
  if (value > range.max) return `must be <= ${range.max}`;
  if (value < range.min) return `must be >= ${range.min}`;
  return null;
};

/**
 * The name of the first query parameter whose name or value is not UTF-8 once percent-decoded (or
 * has a malformed escape), or null. Fastify's query parser would decode such bytes to U+FFFD and
 * search for them; the same bytes in a path are refused, and so are they here.
 */
export const malformedQueryField = (url: string): string | null => {
  const start = url.indexOf('?');
  if (start < 0) return null;
  for (const pair of url.slice(start + 1).split('&')) {
    const [rawName = '', ...rest] = pair.split('=');
    const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));
    let name: string;
    try {
      name = decode(rawName);
    } catch {
      return 'the query string';
    }
    try {
      decode(rest.join('='));
    } catch {
      return name;
    }
  }
  return null;
};

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Refuses, with 400 naming the field and before any schema or query runs, what no valid request
 * contains (docs/api.md, "Input the API refuses"): bodies that are not UTF-8, control characters
 * and lone surrogates in any string, numbers JSON can write but we cannot store, and numeric
 * parameters written other than as plain decimals (`0x10`, `1e400`). It also puts every name
 * reading of a body in the contract's form (`normaliseNameReadings`).
 */
export const inputGuard = fp(
  async (app: FastifyInstance) => {
    // JSON bodies: decode strictly (invalid UTF-8 is an error, not U+FFFD), then Fastify's own
    // parser (which also refuses prototype-poisoning keys).
    const parseJson = app.getDefaultJsonParser('error', 'error');
    // Every body of this API is JSON (uploads register their own parser): other types are 415.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      let text: string;
      try {
        text = UTF8.decode(body as Buffer);
      } catch {
        done(invalidArgument('request body must be UTF-8 encoded JSON'), undefined);
        return;
      }
      parseJson(request, text, done);
    });

    // A query string that does not decode to UTF-8 is refused before Fastify's parser repairs it.
    app.addHook('onRequest', async (request) => {
      const field = malformedQueryField(request.url);
      if (field) throw invalidArgument(`${field} must be percent-encoded UTF-8`);
    });

    // Numeric parameters of each route, found once when the route is added.
    const numericByRoute = new Map<string, Record<UrlPart, Map<string, NumericRule>>>();
    app.addHook('onRoute', (route) => {
      if (!route.schema) return;
      const kinds = {
        querystring: numericProperties(route.schema.querystring),
        params: numericProperties(route.schema.params),
      };
      for (const method of [route.method].flat()) numericByRoute.set(`${method} ${route.url}`, kinds);
    });

    app.addHook('preValidation', async (request) => {
      const problem =
        findInputProblem(request.params, 'url') ??
        findInputProblem(request.query, 'url') ??
        findInputProblem(request.body, 'body');
      if (problem) throw invalidArgument(problem);
      // One rule for every name reading (sign-up, addresses, guest checkout, bookings), before the
      // route's schema validates it: katakana becomes hiragana everywhere, Latin letters stay.
      request.body = normaliseNameReadings(request.body);

      const numeric = numericByRoute.get(`${request.method} ${request.routeOptions.url}`);
      if (!numeric) return;
      const parts: [UrlPart, unknown][] = [
        ['querystring', request.query],
        ['params', request.params],
      ];
      for (const [part, values] of parts) {
        if (typeof values !== 'object' || values === null) continue;
        for (const [name, rule] of numeric[part]) {
          const raw: unknown = (values as Record<string, unknown>)[name];
          for (const text of [raw].flat()) {
            // An empty value is left to the schema (as before: `offset=` reads as 0).
            if (typeof text !== 'string' || text === '') continue;
            const textProblem = numericTextProblem(text, rule.kind) ?? rangeProblem(text, rule.range);
            if (textProblem) throw invalidArgument(`${name} ${textProblem}`);
          }
        }
      }
    });
  },
  { name: 'input-guard' },
);
