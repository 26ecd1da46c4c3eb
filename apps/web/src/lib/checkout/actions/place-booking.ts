'use server';

import type { CheckoutExperienceRequest, GuestCheckoutExperienceRequest } from '@hatake/contract';
import { AGE_GROUP_KEYS, bookingDateProblem } from '@hatake/contract/values';
import { redirect as externalRedirect } from 'next/navigation';
import { redirect } from '../../../i18n/navigation.ts';
import { createAddress } from '../../api/addresses.ts';
import { getExperience } from '../../api/catalogue.ts';
import { checkoutExperience, guestCheckoutExperience } from '../../api/checkouts.ts';
import { errorMessage, statusMessage } from '../../api/error-messages.ts';
import { validateAddress, validateEmail } from '../../auth/forms.ts';
import { authedApi, refreshIfNeeded } from '../../auth/session.ts';
import { siteOrigin } from '../../seo/site.ts';
import { callbackUrl, compactDate, compactTime, localizeProviderUrl } from '../flow.ts';
import { isRequestIdConflict, REPRICED_PARAM } from '../repriced.ts';
import type { CheckoutFormState } from '../state.ts';
import { checkoutClient } from './checkout-client.ts';
import { addressBody, failed, flatten, int, localeFrom, prefixed, readAddress, text } from './form-data.ts';

/**
 * The requested date and time judged by the API's own rule (docs/rules/checkout-and-payments.md,
 * "Booking dates") on the experience as it is now, so the form names the field (message keys under
 * `checkout.booking.errors`). The form always asks for a date. When the experience cannot be read,
 * the checkout call answers instead.
 */
async function bookingDateErrors(
  experienceId: string,
  values: Record<string, string>,
): Promise<Record<string, string>> {
  const requestedDate = compactDate(values.requestedDate ?? '');
  if (!requestedDate) return { requestedDate: 'dateRequired' };
  let schedule: Parameters<typeof bookingDateProblem>[0];
  try {
    schedule = (await getExperience(experienceId)).experience;
  } catch {
    return {};
  }
  const problem = bookingDateProblem(
    schedule,
    requestedDate,
    compactTime(values.requestedTime ?? ''),
    new Date(),
  );
  if (!problem) return {};
  return problem.field === 'requestedDate' ? { requestedDate: 'date' } : { requestedTime: 'time' };
}

/**
 * 申し込む on `/experiences/purchase` (member: a saved address, or a new one saved first) and
 * `/experiences/purchase/guest` (e-mail and billing address): `POST …/checkouts/experiences/{id}`
 * with the page's `requestId`, `total` and head counts → the payment page; a requestId that went
 * with another body (409) → the booking page priced again, with a notice.
 */
export async function placeBookingAction(
  _state: CheckoutFormState,
  form: FormData,
): Promise<CheckoutFormState> {
  const locale = await localeFrom(form);
  const who = text(form, 'who') === 'member' ? 'member' : 'guest';
  const experienceId = text(form, 'experienceId');
  const paymentMethod = int(form, 'paymentMethod');
  const requestId = text(form, 'requestId');
  const addressChoice = text(form, 'billingAddressId');
  const newAddress = who === 'guest' || addressChoice === '' || addressChoice === 'new';
  const billing = readAddress(form, 'billing.');
  const values: Record<string, string> = {
    paymentMethod: text(form, 'paymentMethod'),
    orderRequest: text(form, 'orderRequest'),
    transportation: text(form, 'transportation'),
    requestedDate: text(form, 'requestedDate'),
    requestedTime: text(form, 'requestedTime'),
    billingAddressId: addressChoice,
    email: text(form, 'email'),
    ...(newAddress ? flatten(billing, 'billing.') : {}),
  };
  const errors: Record<string, string> = {
    ...(who === 'guest' ? validateEmail({ email: values.email ?? '' }) : {}),
    ...(newAddress ? prefixed(validateAddress(billing), 'billing.') : {}),
  };
  if (!(paymentMethod > 0)) errors.paymentMethod = 'choose';
  Object.assign(errors, await bookingDateErrors(experienceId, values));
  if (Object.keys(errors).length > 0)
    return { status: 'invalid', message: '', errors, values, at: Date.now() };
  if (!experienceId || !requestId || !(int(form, 'total') >= 0))
    return failed(statusMessage(400, locale), values);

  const counts = Object.fromEntries(
    AGE_GROUP_KEYS.map((group) => [`${group}Count`, Math.max(0, int(form, `${group}Count`) || 0)]),
  );
  const common = {
    requestId,
    paymentMethod: paymentMethod as CheckoutExperienceRequest['paymentMethod'],
    total: int(form, 'total'),
    promotionCode: text(form, 'promotionCode'),
    orderRequest: (values.orderRequest ?? '').slice(0, 256),
    transportation: (values.transportation ?? '').slice(0, 256),
    requestedDate: compactDate(values.requestedDate ?? ''),
    requestedTime: compactTime(values.requestedTime ?? ''),
    callbackUrl: callbackUrl(siteOrigin(), locale, who, { method: String(paymentMethod), experienceId }),
    ...counts,
  };
  if (who === 'member') await refreshIfNeeded();
  const client = await checkoutClient(locale);
  let url: string;
  try {
    if (who === 'member') {
      let billingAddressId = addressChoice;
      if (newAddress) {
        const api = await authedApi(locale);
        if (!api) return failed(statusMessage(401, locale), values);
        billingAddressId = (
          await createAddress({ ...addressBody(billing), isDefault: false }, { client: api })
        ).address.id;
      }
      const body: CheckoutExperienceRequest = { ...common, billingAddressId };
      url = (await checkoutExperience(experienceId, body, { client })).url;
    } else {
      const body: GuestCheckoutExperienceRequest = {
        ...common,
        email: values.email ?? '',
        billingAddress: addressBody(billing),
      };
      url = (await guestCheckoutExperience(experienceId, body, { client })).url;
    }
  } catch (error) {
    if (isRequestIdConflict(error)) {
      // As for products: the booking page priced again (a fresh requestId), with a notice.
      const search = new URLSearchParams({ id: experienceId });
      for (const [name, count] of Object.entries(counts)) if (count > 0) search.set(name, String(count));
      if (common.promotionCode) search.set('promotion', common.promotionCode);
      search.set(REPRICED_PARAM, '1');
      const page = who === 'member' ? '/experiences/purchase' : '/experiences/purchase/guest';
      return redirect({ href: `${page}?${search}`, locale });
    }
    return failed(errorMessage(error, locale), values);
  }
  return externalRedirect(localizeProviderUrl(url, locale, siteOrigin()));
}
