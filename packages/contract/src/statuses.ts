/** Payment-system availability: GET /v1/statuses/payments. */
import { type Static, Type } from 'typebox';
import { unixTime } from './common.ts';
import { PaymentMethodTypeSchema, PaymentSystemStatusSchema } from './enums.ts';

export const PaymentSystem = Type.Object({
  methodType: PaymentMethodTypeSchema,
  status: PaymentSystemStatusSchema,
  createdAt: unixTime('created at, unix seconds'),
  updatedAt: unixTime('updated at, unix seconds'),
});
export type PaymentSystem = Static<typeof PaymentSystem>;

export const PaymentSystemsResponse = Type.Object({
  systems: Type.Array(PaymentSystem),
});
export type PaymentSystemsResponse = Static<typeof PaymentSystemsResponse>;
