/**
 * The one error type services throw. Each kind maps to exactly one HTTP status in
 * plugins/error-handler.ts, so services never speak HTTP.
 */
export const DomainErrorKind = {
  InvalidArgument: 400,
  Unauthenticated: 401,
  PermissionDenied: 403,
  NotFound: 404,
  AlreadyExists: 409,
  FailedPrecondition: 412,
  PayloadTooLarge: 413,
  ResourceExhausted: 429,
  Unimplemented: 501,
  Unavailable: 503,
} as const;

export type DomainErrorKind = keyof typeof DomainErrorKind;

export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  /** A message safe to show to the client (goes to the error body's `detail`). */
  readonly detail: string;

  constructor(kind: DomainErrorKind, detail: string, options?: ErrorOptions) {
    super(detail, options);
    this.name = 'DomainError';
    this.kind = kind;
    this.detail = detail;
  }

  get status(): number {
    return DomainErrorKind[this.kind];
  }
}

export const notFound = (what: string): DomainError => new DomainError('NotFound', `${what} not found`);
export const invalidArgument = (detail: string): DomainError => new DomainError('InvalidArgument', detail);
