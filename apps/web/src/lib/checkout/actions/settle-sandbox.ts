'use server';

import { redirect as externalRedirect, RedirectType } from 'next/navigation';
import { type SandboxOutcome, settleSandboxSession } from '../../api/checkouts.ts';
import { errorMessage, SANDBOX_PAYMENT_OVERRIDES, statusMessage } from '../../api/error-messages.ts';
import { requestApi } from '../../auth/session.ts';
import { siteOrigin } from '../../seo/site.ts';
import { localizeProviderUrl } from '../flow.ts';
import type { CheckoutFormState } from '../state.ts';
import { failed, localeFrom, text } from './form-data.ts';

const OUTCOMES: readonly SandboxOutcome[] = ['paid', 'authorized', 'failed', 'canceled'];

/**
 * The sandbox payment page's buttons: `POST /v1/payments/sandbox/sessions/{id}` `{outcome}`, then the
 * browser goes where the sandbox says (the complete page with the transaction id). Bound to the
 * session id and the payment URL's page token by the page.
 */
export async function settleSandboxAction(
  sessionId: string,
  pageToken: string,
  _state: CheckoutFormState,
  form: FormData,
): Promise<CheckoutFormState> {
  const locale = await localeFrom(form);
  const outcome = text(form, 'outcome') as SandboxOutcome;
  if (!OUTCOMES.includes(outcome)) return failed(statusMessage(400, locale));
  let url: string;
  try {
    url = (
      await settleSandboxSession(sessionId, { pageToken, outcome }, { client: await requestApi(locale) })
    ).url;
  } catch (error) {
    return failed(errorMessage(error, locale, SANDBOX_PAYMENT_OVERRIDES));
  }
  // The payment page leaves the history: back from the result goes to the confirmation page, which
  // cannot order the same cart twice (docs/rules/checkout-and-payments.md, "Idempotency").
  return externalRedirect(localizeProviderUrl(url, locale, siteOrigin()), RedirectType.replace);
}
