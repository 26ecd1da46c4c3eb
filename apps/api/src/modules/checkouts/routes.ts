/**
 * The checkout's HTTP face (docs/rules/checkout-and-payments.md, "Endpoints"): products
 * (product-routes.ts), experiences (experience-routes.ts) and the state poll (state-routes.ts),
 * registered in one plugin on the services the app builds.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { CheckoutDeps } from './deps.ts';
import { experienceCheckoutRoutes } from './experience-routes.ts';
import { productCheckoutRoutes } from './product-routes.ts';
import { checkoutRequestReader } from './route-input.ts';
import { checkoutStateRoutes } from './state-routes.ts';

export const checkoutRoutes =
  (deps: (app: FastifyInstance) => CheckoutDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    const services = deps(app);
    const reader = checkoutRequestReader(app);
    productCheckoutRoutes(app, services, reader);
    experienceCheckoutRoutes(app, services, reader);
    checkoutStateRoutes(app, services);
  };
