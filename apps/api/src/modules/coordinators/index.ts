/** The coordinators module's face: what app.ts and other modules may use (scripts/check-module-imports.ts). */
export { presentCoordinator, presentProducer } from './present.ts';
export {
  coordinatorsByIds,
  findCoordinator,
  findProducer,
  ownerSearchNames,
  ownersOf,
  producersByIds,
  producersOfCoordinator,
} from './queries.ts';
export { coordinatorRoutes } from './routes.ts';
export { effectiveShipping, effectiveShippingId, type ShippingRow, shippingOf } from './shipping.ts';
