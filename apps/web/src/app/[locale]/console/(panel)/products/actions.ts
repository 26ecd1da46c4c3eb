'use server';

import type { AdjustConsoleStockRequest, UpdateConsoleProductRequest } from '@hatake/contract';
import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
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
import { consoleMessages } from '@/lib/console/messages.ts';
import { readProductForm } from '@/lib/console/product-form.ts';
import { consoleApi } from '@/lib/console/session.ts';

const signedOut = async (): Promise<ConsoleFormState> => ({
  status: 'error',
  message: consoleErrorMessage(undefined, await currentLocale()),
});

/** POST /v1/console/products (a draft), then its edit page, where it can be checked and published. */
export async function createProductAction(
  _state: ConsoleFormState,
  form: FormData,
): Promise<ConsoleFormState> {
  const locale = await currentLocale();
  const client = await consoleApi();
  if (!client) return signedOut();
  const read = readProductForm(form);
  if ('problem' in read)
    return { status: 'error', message: `${consoleErrorMessage(undefined, locale)}（${read.problem}）` };
  let productId: string;
  try {
    const inventory = integer(form, 'inventory') ?? 0;
    const coordinatorId = text(form, 'coordinatorId');
    const { product } = await createConsoleProduct(
      { ...read.fields, inventory, ...(coordinatorId ? { coordinatorId } : {}) },
      { client },
    );
    productId = product.id;
  } catch (error) {
    return { status: 'error', message: consoleErrorMessage(error, locale) };
  }
  redirect(`${localizedPath(locale, `/console/products/${encodeURIComponent(productId)}`)}?created=1`);
}

/** PATCH /v1/console/products/{id} with every field of the form. */
export async function updateProductAction(
  productId: string,
  _state: ConsoleFormState,
  form: FormData,
): Promise<ConsoleFormState> {
  const locale = await currentLocale();
  const client = await consoleApi();
  if (!client) return signedOut();
  const read = readProductForm(form);
  if ('problem' in read)
    return { status: 'error', message: `${consoleErrorMessage(undefined, locale)}（${read.problem}）` };
  try {
    await updateConsoleProduct(productId, read.fields satisfies UpdateConsoleProductRequest, { client });
  } catch (error) {
    return { status: 'error', message: consoleErrorMessage(error, locale) };
  }
  refresh();
  return { status: 'done', message: consoleMessages(locale).common.saved };
}

/** Publish or unpublish (the storefront shows the change within a second). */
export async function setPublishedAction(
  productId: string,
  published: boolean,
  _state: ConsoleFormState,
  _form: FormData,
): Promise<ConsoleFormState> {
  const locale = await currentLocale();
  const client = await consoleApi();
  if (!client) return signedOut();
  try {
    await setConsoleProductPublished(productId, published, { client });
  } catch (error) {
    return { status: 'error', message: consoleErrorMessage(error, locale) };
  }
  refresh();
  return { status: 'done', message: consoleMessages(locale).common.saved };
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
  const locale = await currentLocale();
  const client = await consoleApi();
  if (!client) return signedOut();
  const quantity = integer(form, 'quantity');
  const mode = text(form, 'mode') === 'set' ? 'set' : 'delta';
  if (quantity === undefined)
    return { status: 'error', message: `${consoleErrorMessage(undefined, locale)}（quantity）` };
  const body: AdjustConsoleStockRequest =
    mode === 'set'
      ? { mode, quantity, expectedInventory: shownInventory, reason: text(form, 'reason') }
      : { mode, quantity, reason: text(form, 'reason') };
  try {
    await adjustConsoleStock(productId, body, { client });
  } catch (error) {
    return { status: 'error', message: consoleErrorMessage(error, locale) };
  }
  refresh();
  return { status: 'done', message: consoleMessages(locale).common.saved };
}

/** The pre-signed target for one product picture; the browser PUTs the file there. */
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
