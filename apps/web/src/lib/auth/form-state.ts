/** What an account form's server action answers (the same shape for every form). */
export type FormState = {
  status: 'idle' | 'invalid' | 'failed';
  /** What the user typed, to refill the form (never passwords). */
  values: Record<string, string>;
  /** Message keys (auth.errors.*) by field. */
  errors: Partial<Record<string, string>>;
  /** The API's error, already a sentence from the error catalogue (SPEC §8). */
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
