'use server';

import type { ShipOrderRequest } from '@hatake/contract';
import { refresh } from 'next/cache';
import { cancelConsoleOrder, shipConsoleOrder } from '@/lib/api/console.ts';
import { currentLocale } from '@/lib/auth/locale.ts';
import { type ConsoleFormState, consoleErrorMessage, text } from '@/lib/console/form-state.ts';
import { consoleMessages } from '@/lib/console/messages.ts';
import { consoleApi } from '@/lib/console/session.ts';
import { formatYen } from '@/lib/format.ts';

/**
 * Ship: every box whose tracking number was filled in, with its carrier (POST …/shipments). Boxes
 * left blank stay to be shipped later; the API completes the order with its last box.
 */
export async function shipOrderAction(
  orderId: string,
  _state: ConsoleFormState,
  form: FormData,
): Promise<ConsoleFormState> {
  const locale = await currentLocale();
  const client = await consoleApi();
  if (!client) return { status: 'error', message: consoleErrorMessage(undefined, locale) };
  const boxes: ShipOrderRequest['boxes'] = form
    .getAll('fulfillmentId')
    .filter((id): id is string => typeof id === 'string')
    .map((fulfillmentId) => ({
      fulfillmentId,
      shippingCarrier: text(form, `carrier-${fulfillmentId}`) === '2' ? (2 as const) : (1 as const),
      trackingNumber: text(form, `tracking-${fulfillmentId}`),
    }))
    .filter((box) => box.trackingNumber !== '');
  const message = text(form, 'message');
  try {
    await shipConsoleOrder(orderId, message ? { boxes, message } : { boxes }, { client });
  } catch (error) {
    return { status: 'error', message: consoleErrorMessage(error, locale) };
  }
  refresh();
  return { status: 'done', message: consoleMessages(locale).orders.shippedNotice };
}

/** Cancel and refund the whole order (POST …/cancellation), once the staff member confirmed it. */
export async function cancelOrderAction(
  orderId: string,
  _state: ConsoleFormState,
  form: FormData,
): Promise<ConsoleFormState> {
  const locale = await currentLocale();
  const t = consoleMessages(locale);
  const client = await consoleApi();
  if (!client) return { status: 'error', message: consoleErrorMessage(undefined, locale) };
  if (form.get('confirm') !== 'on') return { status: 'error', message: t.orders.cancelConfirm };
  try {
    const { cancellation } = await cancelConsoleOrder(
      orderId,
      { reason: text(form, 'reason'), restock: form.get('restock') === 'on' },
      { client },
    );
    refresh();
    if (cancellation?.state === 'pending') return { status: 'done', message: t.orders.cancelPending };
    return { status: 'done', message: t.orders.cancelled(formatYen(cancellation?.refundedAmount ?? 0)) };
  } catch (error) {
    return { status: 'error', message: consoleErrorMessage(error, locale) };
  }
}
