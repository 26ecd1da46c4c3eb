import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';

/** What every validator shares: fill defaults, drop unknown keys, stop at the first error. */
const BASE = { useDefaults: true, removeAdditional: true, allErrors: false, strictNumbers: true } as const;

const buildCompiler = AjvCompiler();
// Query strings and path parameters arrive as text: `?limit=20` must become 20 and a single
// `?id=a` may stand for a one-element list.
const urlCompiler = buildCompiler({}, { customOptions: { ...BASE, coerceTypes: 'array' } });
// A JSON body already has types: `"quantity": "2"` or `"username": ["x"]` is a client bug to
// refuse with 400, not a value to guess at.
const bodyCompiler = buildCompiler({}, { customOptions: { ...BASE, coerceTypes: false } });

/** Fastify's validator compiler: coercion for the URL, none for the body (docs/api.md). */
export const validatorFor: FastifySchemaCompiler<FastifySchema> = (route) =>
  (route.httpPart === 'body' ? bodyCompiler : urlCompiler)(route);
