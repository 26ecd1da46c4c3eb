/**
 * The e2e project's setup file (vitest.config.ts): runs in each worker before a test file is
 * imported, and points the plain E2E_BASE_URL / E2E_API_URL / E2E_DATA_DIR at this worker's own
 * storefront + API pair (scripts/e2e.ts starts one per worker; scripts/lib/e2e-plan.ts names them).
 * Test files keep reading the plain names, at import or later.
 */
import { PAIR_SETTINGS } from '../../../../scripts/lib/e2e-plan.ts';

const worker = process.env.VITEST_POOL_ID ?? '1';
for (const name of PAIR_SETTINGS) {
  const own = process.env[`${name}_${worker}`];
  if (own) process.env[name] = own;
}
