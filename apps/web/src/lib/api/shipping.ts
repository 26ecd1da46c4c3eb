import type { ShippingEstimateResponse } from '@hatake/contract';
import { pathParam } from './client.ts';
import { defaultApiClient } from './default-client.ts';
import type { CallOptions } from './endpoints.ts';
import { noStoreCall } from './no-store.ts';

/**
 * `GET /v1/products/{productId}/shipping-estimate?prefectureCode=`: what the cart would charge to ship
 * one unit to that prefecture (docs/rules/shipping-fees.md). Public; never cached (fees change).
 * Called by the product page on the server and by its prefecture select in the browser.
 */
export function getShippingEstimate(productId: string, prefectureCode: number, options: CallOptions = {}) {
  const { client = defaultApiClient(), ...rest } = noStoreCall(options);
  return client.get<ShippingEstimateResponse>(
    `/v1/products/${pathParam('productId', productId)}/shipping-estimate`,
    { ...rest, query: { prefectureCode } },
  );
}
