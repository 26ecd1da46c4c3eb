'use server';

import { getCheckoutState } from '../../api/checkouts.ts';
import { errorMessage } from '../../api/error-messages.ts';
import { cartApi } from '../../cart/server.ts';
import { toLocale } from '../../i18n/page-params.ts';
import type { PollAnswer } from '../state.ts';

/** The complete page's poll: `GET /v1/checkouts/{id}` (member) or the guest one (by `session_id`). */
export async function pollCheckoutAction(
  transactionId: string,
  who: 'member' | 'guest',
  rawLocale: string,
): Promise<PollAnswer> {
  const locale = toLocale(rawLocale);
  try {
    const { client } = await cartApi(locale);
    const state = await getCheckoutState(transactionId, who, { client });
    return { status: state.status, orderId: state.orderId };
  } catch (error) {
    return { message: errorMessage(error, locale) };
  }
}
