/**
 * What the checkout's forms show after a submit (shared by the server actions in actions.ts and the
 * client forms in components/checkout): the catalogue's sentence for a refused call, field errors as
 * message keys (auth.errors.*) by field, and what was typed, to refill the form.
 */
export type CheckoutFormState = {
  status: 'idle' | 'invalid' | 'failed';
  message: string;
  errors: Partial<Record<string, string>>;
  values: Record<string, string>;
  /** Changes on every answer, so the same message twice is announced twice. */
  at: number;
};

export const idleCheckoutState = (values: Record<string, string> = {}): CheckoutFormState => ({
  status: 'idle',
  message: '',
  errors: {},
  values,
  at: 0,
});

/** A checkout's poll from the complete page: the order status, or the catalogue's sentence. */
export type PollAnswer = { status: number; orderId: string } | { message: string };
