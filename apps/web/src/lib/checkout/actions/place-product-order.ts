'use server';

import type { CheckoutExperienceRequest } from '@hatake/contract';
import { redirect as externalRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { redirect } from '../../../i18n/navigation.ts';
import type { Locale } from '../../../i18n/routing.ts';
import { checkoutProducts, guestCheckoutProducts } from '../../api/checkouts.ts';
import { errorMessage, statusMessage } from '../../api/error-messages.ts';
import { refreshIfNeeded } from '../../auth/session.ts';
import { siteOrigin } from '../../seo/site.ts';
import { readDeliveryPreference } from '../delivery-preference.ts';
import { clearGuestDraft, readGuestDraft } from '../draft-cookie.ts';
import { callbackUrl, checkoutHref, localizeProviderUrl } from '../flow.ts';
import { isRequestIdConflict, REPRICED_PARAM } from '../repriced.ts';
import type { CheckoutFormState } from '../state.ts';
import { checkoutClient } from './checkout-client.ts';
import { failed, int, localeFrom, text } from './form-data.ts';

async function draftMissing(locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'checkout.errors' });
  return t('draftMissing');
}

/**
 * 注文を確定する: `POST /v1/checkouts/products` (member, with the chosen saved address for billing
 * and shipping) or `POST /v1/guests/checkouts/products` (guest, with the details kept by the
 * address step), carrying the confirmation page's `requestId` and `total` and the delivery date and
 * time slot chosen there (checked first by the API's own rule, docs/rules/checkout-and-payments.md,
 * "Delivery date and time slot", so the form names the field). A repeat of the same `requestId` (a
 * double click that got through, a reload of the answer) is answered with the same URL by the API
 * and never makes a second order. On success the browser goes to the payment page (a redirect, so
 * the POST never stays in the history); when the requestId went with another body (409), back to
 * the page priced again, with a notice.
 */
export async function placeProductOrderAction(
  _state: CheckoutFormState,
  form: FormData,
): Promise<CheckoutFormState> {
  const locale = await localeFrom(form);
  const who = text(form, 'who') === 'member' ? 'member' : 'guest';
  const paymentMethod = int(form, 'paymentMethod');
  const values = {
    paymentMethod: text(form, 'paymentMethod'),
    orderRequest: text(form, 'orderRequest'),
    deliveryDate: text(form, 'deliveryDate'),
    deliveryTimeSlot: text(form, 'deliveryTimeSlot'),
  };
  const read = readDeliveryPreference(values.deliveryDate, values.deliveryTimeSlot, new Date());
  if ('errors' in read)
    return { status: 'invalid', message: '', errors: read.errors, values, at: Date.now() };
  const delivery = read.preference;
  const requestId = text(form, 'requestId');
  const coordinatorId = text(form, 'coordinatorId');
  if (!requestId || !coordinatorId || !(paymentMethod > 0) || !(int(form, 'total') >= 0))
    return failed(statusMessage(400, locale), values);
  const common = {
    requestId,
    coordinatorId,
    boxNumber: Math.max(0, int(form, 'boxNumber') || 0),
    promotionCode: text(form, 'promotionCode'),
    paymentMethod: paymentMethod as CheckoutExperienceRequest['paymentMethod'],
    total: int(form, 'total'),
    orderRequest: values.orderRequest.slice(0, 256),
    deliveryDate: delivery.date,
    deliveryTimeSlot: delivery.slot,
    // The result page repeats the delivery preference from here (guests cannot read their order).
    callbackUrl: callbackUrl(siteOrigin(), locale, who, {
      method: String(paymentMethod),
      coordinatorId,
      deliveryDate: delivery.date,
      deliveryTimeSlot: delivery.slot ? String(delivery.slot) : '',
    }),
  };
  if (who === 'member') await refreshIfNeeded();
  const client = await checkoutClient(locale);
  let url: string;
  try {
    if (who === 'member') {
      const addressId = text(form, 'addressId');
      url = (
        await checkoutProducts(
          { ...common, billingAddressId: addressId, shippingAddressId: addressId },
          { client },
        )
      ).url;
    } else {
      const draft = await readGuestDraft();
      if (!draft) return failed(await draftMissing(locale), values);
      url = (await guestCheckoutProducts({ ...common, ...draft }, { client })).url;
      await clearGuestDraft();
    }
  } catch (error) {
    if (isRequestIdConflict(error)) {
      // This render's requestId went with another body (back from the payment page, another method):
      // the page is priced again with a fresh one and says so (lib/checkout/repriced.ts).
      const query = { coordinatorId, boxNumber: common.boxNumber, promotionCode: common.promotionCode };
      const page = who === 'member' ? 'confirmation' : 'guestConfirmation';
      const addressId = who === 'member' ? text(form, 'addressId') : '';
      return redirect({ href: checkoutHref(page, query, { addressId, [REPRICED_PARAM]: '1' }), locale });
    }
    return failed(errorMessage(error, locale), values);
  }
  return externalRedirect(localizeProviderUrl(url, locale, siteOrigin()));
}
