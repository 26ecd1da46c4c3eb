import type { UpdateAddressRequest } from '@hatake/contract';

/** What an account form's server action answers (the same shape for every form). */
export type FormState = {
  status: 'idle' | 'invalid' | 'failed';
  /** What the user typed, to refill the form (never passwords). */
  values: Record<string, string>;
  /** Message keys (auth.errors.*) by field. */
  errors: Partial<Record<string, string>>;
  /** The API's error, already a sentence from the error catalogue (docs/product.md#messages-for-api-errors). */
  message?: string;
};

export const idleState = (values: Record<string, string> = {}): FormState => ({
  status: 'idle',
  values,
  errors: {},
});

/** The values minus anything secret, to send back with an error. */
export function echoValues(values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) if (!/password/i.test(key)) out[key] = value;
  return out;
}

/** What the address buttons show: empty, or the catalogue message of a refused call (docs/product.md#messages-for-api-errors). */
export type AddressActionState = { message: string };

/** An address as PATCH /v1/addresses/{id} takes it (lib/api/addresses.ts addressInput). */
export type AddressBody = UpdateAddressRequest;

/** Step 1 of a thumbnail change: where the browser PUTs the file, or the refusal's message. */
export type UploadTarget = { key: string; url: string } | { error: string };
