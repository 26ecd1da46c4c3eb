import { checkBodySignature, singleHeader } from './body-signature.ts';
import { asRecord, type JsonRecord, parseJson, stringField } from './json-fields.ts';
import type { IncomingNotification, PaymentEvent, PaymentNotification } from './payment-provider.ts';

/** What every provider's notification is first: refused, ignored, or a signed event to read. */
export type SignedEvent =
  | Extract<PaymentNotification, { outcome: 'refused' | 'ignored' }>
  | { outcome: 'read'; event: JsonRecord; type: string; kind: PaymentEvent['kind'] };

/**
 * The first steps of reading a provider's notification, the same for KOMOJU and the sandbox: the
 * body's HMAC in `signatureHeader` (no signature or a wrong one is refused before the body is
 * even parsed), a JSON object with a `type` (else malformed), and a type the shop follows
 * (`kinds`; any other is ignored). The type is read from the signed body, never from a header.
 */
export const readSignedEvent = (
  notification: IncomingNotification,
  secret: string,
  signatureHeader: string,
  kinds: Readonly<Record<string, PaymentEvent['kind'] | undefined>>,
): SignedEvent => {
  const signature = singleHeader(notification.headers[signatureHeader]);
  const check = checkBodySignature(secret, notification.body, signature);
  if (check === 'missing') return { outcome: 'refused', reason: 'missing-signature' };
  if (check === 'mismatch') return { outcome: 'refused', reason: 'bad-signature' };
  const event = asRecord(parseJson(notification.body));
  const type = stringField(event, 'type');
  if (!event || type === undefined) return { outcome: 'refused', reason: 'malformed' };
  const kind = kinds[type];
  if (kind === undefined) return { outcome: 'ignored', type };
  return { outcome: 'read', event, type, kind };
};
