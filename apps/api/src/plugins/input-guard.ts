import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { invalidArgument } from '../lib/domain-error.ts';
import { findInputProblem, type NumericKind, numericTextProblem } from '../lib/input-rules.ts';

type UrlPart = 'querystring' | 'params';

/** The numeric properties of a query or path schema, by name: `{limit: 'integer', latitude: 'number'}`. */
const numericProperties = (schema: unknown): Map<string, NumericKind> => {
  const kinds = new Map<string, NumericKind>();
  if (typeof schema !== 'object' || schema === null || !('properties' in schema)) return kinds;
  const properties = (schema as { properties?: Record<string, { type?: unknown }> }).properties ?? {};
  for (const [name, property] of Object.entries(properties)) {
    const types = [property.type].flat();
    if (types.includes('integer')) kinds.set(name, 'integer');
    else if (types.includes('number')) kinds.set(name, 'number');
  }
  return kinds;
};

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Refuses, with 400 naming the field and before any schema or query runs, what no valid request
 * contains (docs/api.md, "Input the API refuses"): bodies that are not UTF-8, control characters
 * and lone surrogates in any string, numbers JSON can write but we cannot store, and numeric
 * parameters written other than as plain decimals (`0x10`, `1e400`).
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

    // Numeric parameters of each route, found once when the route is added.
    const numericByRoute = new Map<string, Record<UrlPart, Map<string, NumericKind>>>();
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

      const numeric = numericByRoute.get(`${request.method} ${request.routeOptions.url}`);
      if (!numeric) return;
      const parts: [UrlPart, unknown][] = [
        ['querystring', request.query],
        ['params', request.params],
      ];
      for (const [part, values] of parts) {
        if (typeof values !== 'object' || values === null) continue;
        for (const [name, kind] of numeric[part]) {
          const raw: unknown = (values as Record<string, unknown>)[name];
          for (const text of [raw].flat()) {
            // An empty value is left to the schema (as before: `offset=` reads as 0).
            if (typeof text !== 'string' || text === '') continue;
            const textProblem = numericTextProblem(text, kind);
            if (textProblem) throw invalidArgument(`${name} ${textProblem}`);
          }
        }
      }
    });
  },
  { name: 'input-guard' },
);
