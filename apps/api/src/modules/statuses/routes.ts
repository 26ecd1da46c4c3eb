import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PaymentSystemsResponse } from '@hatake/contract';
import { listPaymentSystems } from './service.ts';

export const statusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/statuses/payments',
    {
      schema: {
        tags: ['statuses'],
        summary: 'Availability of each payment method',
        description: 'A method whose status is OUTAGE (2) is switched off: checkout refuses it.',
        response: { 200: PaymentSystemsResponse },
      },
    },
    async () => ({ systems: await listPaymentSystems(app.db) }),
  );
};
