import { BASE_URL } from './storefront.ts';

/** ProductStatus.FOR_SALE (packages/contract). */
const FOR_SALE = 2;

/** The fields of a listed product a buyable pick needs; suites ask for more as they use them. */
type Listed = { status: number; inventory: number };

/**
 * The demo data's products on sale with at least `minInventory` in stock (the first 200 listed,
 * through the storefront), so a suite's purchases never run a product out.
 */
export async function buyableProducts<P extends Listed>(minInventory: number): Promise<P[]> {
  const answer = await fetch(`${BASE_URL}/v1/products?limit=200`);
  if (answer.status !== 200) throw new Error(`listing products: ${answer.status}`);
  const { products } = (await answer.json()) as { products: P[] };
  return products.filter((p) => p.status === FOR_SALE && p.inventory >= minInventory);
}
