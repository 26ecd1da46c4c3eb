/**
 * What an error may put in the log. A failed database query's message carries every bound
 * parameter (e-mail addresses, phone numbers, password hashes) and a PostgreSQL error's `detail`
 * quotes the conflicting values: neither may reach a log line. We keep what explains the failure
 * (type, message without values, stack, SQLSTATE code, constraint, table) and drop the values.
 */

const PARAMS = /\nparams: [\s\S]*?(?=\n\s+at |$)/;
const REDACTED_PARAMS = '\nparams: [redacted]';

/** The message or stack with any `params:` list of a failed query replaced. */
export const redactQueryParams = (text: string): string => text.replace(PARAMS, REDACTED_PARAMS);

/** Fields of driver errors that describe where the failure happened without quoting data. */
const SAFE_FIELDS = [
  'code',
  'statusCode',
  'constraint',
  'table',
  'column',
  'schema',
  'severity',
  'routine',
] as const;

export type LoggedError = {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
  cause?: LoggedError;
};

const MAX_CAUSES = 5;

/** pino serializer for `err`: a plain object with nothing a caller sent. */
export const serializeError = (error: Error, depth = 0): LoggedError => {
  // pino hands the serializer whatever was logged under `err`, which is not always an Error.
  if (!((error as unknown) instanceof Error)) {
    return { type: typeof error, message: redactQueryParams(String(error)), stack: '' };
  }
  const logged: LoggedError = {
    type: error.constructor?.name || error.name,
    message: redactQueryParams(error.message),
    stack: redactQueryParams(error.stack ?? ''),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of SAFE_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (error.cause instanceof Error && depth < MAX_CAUSES)
    logged.cause = serializeError(error.cause, depth + 1);
  return logged;
};
