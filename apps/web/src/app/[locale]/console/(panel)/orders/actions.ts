'use server';

import type { ShipOrderRequest } from '@hatake/contract';
import { cancelConsoleOrder, shipConsoleOrder } from '@/lib/api/console.ts';
import { currentLocale } from '@/lib/auth/locale.ts';
import { type ConsoleFormState, text } from '@/lib/console/form-state.ts';
import { consoleMessages } from '@/lib/console/messages.ts';
import { runConsoleAction } from '@/lib/console/run-action.ts';
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
  return runConsoleAction(async ({ client, t }) => {
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
    await shipConsoleOrder(orderId, message ? { boxes, message } : { boxes }, { client });
    return { done: t.orders.shippedNotice };
  });
}

/** Cancel and refund the whole order (POST …/cancellation), once the staff member confirmed it. */
export async function cancelOrderAction(
  orderId: string,
  _state: ConsoleFormState,
  form: FormData,
): Promise<ConsoleFormState> {
  // The browser asks for the tick first (required); without JavaScript the server asks again.
  if (form.get('confirm') !== 'on')
    return { status: 'error', message: consoleMessages(await currentLocale()).orders.cancelConfirm };
  return runConsoleAction(async ({ client, t }) => {
    const { cancellation } = await cancelConsoleOrder(
      orderId,
      { reason: text(form, 'reason'), restock: form.get('restock') === 'on' },
      { client },
    );
    if (cancellation?.state === 'pending') return { done: t.orders.cancelPending };
    return { done: t.orders.cancelled(formatYen(cancellation?.refundedAmount ?? 0)) };
  });
}
