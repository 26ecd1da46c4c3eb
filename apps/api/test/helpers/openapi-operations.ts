/**
 * The operations of the app's own OpenAPI document, as the fuzz and authorisation tests walk them:
 * a route is covered by these tests the day it is documented, with no per-route test code.
 */
import type { App } from '../../src/app.ts';
import { CONSOLE_SCHEME } from '../../src/plugins/console-auth.ts';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
};

export type Operation = {
  method: string;
  /** OpenAPI path template: `/v1/addresses/{addressId}`. */
  path: string;
  /** `GET /v1/addresses/{addressId}`: how tests name and list an operation. */
  key: string;
  /** true when the operation carries a security marker (the shoppers' or the seller console's). */
  secured: boolean;
  /** true when that marker is the seller console's (`consoleBearerAuth`, docs/console.md). */
  console: boolean;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  /** Documented statuses: `['200', '400', '404']`. */
  responses: string[];
};

type Document = {
  paths: Record<
    string,
    Record<
      string,
      {
        security?: Record<string, string[]>[];
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        responses?: Record<string, unknown>;
      }
    >
  >;
};

/** Every operation of `/v1/openapi.json`, in document order. */
export const readOperations = async (app: App): Promise<Operation[]> => {
  const response = await app.inject({ method: 'GET', url: '/v1/openapi.json' });
  const document = response.json<Document>();
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      operations.push({
        method: upper,
        path,
        key: `${upper} ${path}`,
        secured: (operation.security ?? []).length > 0,
        console: (operation.security ?? []).some((scheme) => Object.hasOwn(scheme, CONSOLE_SCHEME)),
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
        responses: Object.keys(operation.responses ?? {}),
      });
    }
  }
  return operations;
};

/** The names of an OpenAPI path's parameters: `/v1/a/{aId}/b/{bId}` → `['aId', 'bId']`. */
export const pathParameterNames = (path: string): string[] =>
  [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');

/** Fills a path template: `fillPath('/v1/a/{id}', {id: 'x y'})` → `/v1/a/x%20y` (values encoded unless `raw`). */
export const fillPath = (path: string, values: Record<string, string>, raw = false): string =>
  path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = values[name] ?? 'x';
    return raw ? value : encodeURIComponent(value);
  });
