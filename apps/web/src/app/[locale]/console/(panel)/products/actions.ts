'use server';

import type { AdjustConsoleStockRequest } from '@hatake/contract';
import { localizedPath } from '@/i18n/routing.ts';
import {
  adjustConsoleStock,
  createConsoleMediaUpload,
  createConsoleProduct,
  setConsoleProductPublished,
  updateConsoleProduct,
} from '@/lib/api/console.ts';
import type { UploadTarget } from '@/lib/auth/form-state.ts';
import { currentLocale } from '@/lib/auth/locale.ts';
import { type ConsoleFormState, consoleErrorMessage, integer, text } from '@/lib/console/form-state.ts';
import { readProductForm } from '@/lib/console/product-form.ts';
import { FormProblem, readOrThrow, runConsoleAction } from '@/lib/console/run-action.ts';
import { consoleApi } from '@/lib/console/session.ts';

/** POST /v1/console/products (a draft), then its edit page, where it can be checked and published. */
export async function createProductAction(
  _state: ConsoleFormState,
  form: FormData,
): Promise<ConsoleFormState> {
  return runConsoleAction(async ({ client, locale }) => {
    const fields = readOrThrow(readProductForm(form));
    const coordinatorId = text(form, 'coordinatorId');
    const { product } = await createConsoleProduct(
      { ...fields, inventory: integer(form, 'inventory') ?? 0, ...(coordinatorId ? { coordinatorId } : {}) },
      { client },
    );
    return {
      redirectTo: `${localizedPath(locale, `/console/products/${encodeURIComponent(product.id)}`)}?created=1`,
    };
  });
}

/** PATCH /v1/console/products/{id} with every field of the form. */
export async function updateProductAction(
  productId: string,
  _state: ConsoleFormState,
  form: FormData,
): Promise<ConsoleFormState> {
  return runConsoleAction(async ({ client, t }) => {
    await updateConsoleProduct(productId, readOrThrow(readProductForm(form)), { client });
    return { done: t.common.saved };
  });
}

/** Publish or unpublish (the storefront shows the change within a second). */
export async function setPublishedAction(
  productId: string,
  published: boolean,
  _state: ConsoleFormState,
  _form: FormData,
): Promise<ConsoleFormState> {
  return runConsoleAction(async ({ client, t }) => {
    await setConsoleProductPublished(productId, published, { client });
    return { done: t.common.saved };
  });
}

/**
 * A stock change: a signed delta, or a count set against the stock this page showed
 * (expectedInventory), so a sale in between is never overwritten (412 names the stock now).
 */
export async function adjustStockAction(
  productId: string,
  shownInventory: number,
  _state: ConsoleFormState,
  form: FormData,
): Promise<ConsoleFormState> {
  return runConsoleAction(async ({ client, t }) => {
    const quantity = integer(form, 'quantity');
    if (quantity === undefined) throw new FormProblem('quantity');
    const reason = text(form, 'reason');
    const body: AdjustConsoleStockRequest =
      text(form, 'mode') === 'set'
        ? { mode: 'set', quantity, expectedInventory: shownInventory, reason }
        : { mode: 'delta', quantity, reason };
    await adjustConsoleStock(productId, body, { client });
    return { done: t.common.saved };
  });
}

/** The pre-signed target for one picture (products, producers); the browser PUTs the file there. */
export async function createMediaUploadAction(fileType: string): Promise<UploadTarget> {
  const locale = await currentLocale();
  const client = await consoleApi();
  if (!client) return { error: consoleErrorMessage(undefined, locale) };
  try {
    return await createConsoleMediaUpload(fileType, { client });
  } catch (error) {
    return { error: consoleErrorMessage(error, locale) };
  }
}
