'use server';

import type {
  CheckoutExperienceRequest,
  GuestCheckoutAddress,
  GuestCheckoutExperienceRequest,
} from '@hatake/contract';
import { AGE_GROUP_KEYS, bookingDateProblem, type PrefectureCode } from '@hatake/contract/values';
import { cookies } from 'next/headers';
import { redirect as externalRedirect, RedirectType } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { redirect } from '../../i18n/navigation.ts';
import type { Locale } from '../../i18n/routing.ts';
import { createAddress } from '../api/addresses.ts';
import { getExperience } from '../api/catalogue.ts';
import {
  checkoutExperience,
  checkoutProducts,
  getCheckoutState,
  guestCheckoutExperience,
  guestCheckoutProducts,
  type SandboxOutcome,
  settleSandboxSession,
} from '../api/checkouts.ts';
import { errorMessage, SANDBOX_PAYMENT_OVERRIDES, statusMessage } from '../api/error-messages.ts';
import type { FormState } from '../auth/form-state.ts';
import {
  ADDRESS_FIELDS,
  type AddressField,
  type FieldErrors,
  normalizePostalCode,
  readForm,
  validateAddress,
  validateEmail,
} from '../auth/forms.ts';
import { currentLocale } from '../auth/locale.ts';
import { authedApi, refreshIfNeeded, requestApi } from '../auth/session.ts';
import { cartApi } from '../cart/server.ts';
import { guestSessionCookies } from '../cart/set-cookie.ts';
import { toLocale } from '../i18n/page-params.ts';
import { siteOrigin } from '../seo/site.ts';
import { clearGuestDraft, readGuestDraft, saveGuestDraft } from './draft-cookie.ts';
import {
  type CheckoutQuery,
  callbackUrl,
  checkoutHref,
  compactDate,
  compactTime,
  localizeProviderUrl,
} from './flow.ts';
import type { GuestDraft } from './guest-draft.ts';
import { isRequestIdConflict, REPRICED_PARAM } from './repriced.ts';
import type { CheckoutFormState, PollAnswer } from './state.ts';

// The checkout's writes, as server actions (docs/rules/checkout-and-payments.md): they run on the
// storefront's server with the shopper's `session_id` cookie and, signed in, the member's token,
// which browser code never sees (docs/adr/0010). A placed order answers the payment page's URL, and
// the browser is sent there by a redirect, so the confirmation page's POST never stays in the
// history (the back button cannot submit it again). Every refusal is the catalogue's sentence.

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};
const int = (form: FormData, name: string): number => {
  const value = Number(text(form, name));
  return Number.isSafeInteger(value) ? value : Number.NaN;
};
/**
 * The cart's client for a checkout, whose answers' `session_id` cookie (the API starts a guest
 * session on a first call without one, e.g. a guest booking an experience) is passed on to the
 * browser: the complete page finds a guest's checkout by that cookie.
 */
async function checkoutClient(locale: Locale) {
  const { client } = await cartApi(locale);
  const store = await cookies();
  return client.withFetch((inner) => async (input, init) => {
    const response = await inner(input, init);
    for (const cookie of guestSessionCookies(response.headers.getSetCookie()))
      store.set(cookie.name, cookie.value, cookie.options);
    return response;
  });
}

/** The page's language: the form's `locale` field, else the request's. */
async function localeFrom(form: FormData): Promise<Locale> {
  const field = text(form, 'locale');
  return field ? toLocale(field) : currentLocale();
}

const failed = (message: string, values: Record<string, string> = {}): CheckoutFormState => ({
  status: 'failed',
  message,
  errors: {},
  values,
  at: Date.now(),
});

/** An address's fields from a form, under `prefix` (`billing.lastname`…), postal code normalised. */
function readAddress(form: FormData, prefix = ''): Record<AddressField, string> {
  const values = {} as Record<AddressField, string>;
  for (const field of ADDRESS_FIELDS) values[field] = text(form, `${prefix}${field}`);
  values.postalCode = normalizePostalCode(values.postalCode);
  return values;
}

function addressBody(values: Record<AddressField, string>): GuestCheckoutAddress {
  return { ...values, prefectureCode: Number(values.prefectureCode) as PrefectureCode };
}

function prefixed(errors: FieldErrors<string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, key] of Object.entries(errors)) if (key) out[`${prefix}${field}`] = key;
  return out;
}

function flatten(values: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [`${prefix}${key}`, value]));
}

/**
 * `/v1/purchase/address`, a new address: `POST /v1/addresses`, then the confirmation page with it.
 * Bound to the page's checkout query (`addCheckoutAddressAction.bind(null, query)`).
 */
export async function addCheckoutAddressAction(
  query: CheckoutQuery,
  _state: FormState,
  form: FormData,
): Promise<FormState> {
  const locale = await localeFrom(form);
  const values = readForm(form, ADDRESS_FIELDS);
  values.postalCode = normalizePostalCode(values.postalCode);
  const isDefault = form.get('isDefault') === 'on';
  const echo = { ...values, isDefault: isDefault ? 'on' : '' };
  const errors = validateAddress(values);
  if (Object.keys(errors).length > 0) return { status: 'invalid', values: echo, errors };
  await refreshIfNeeded();
  const api = await authedApi(locale);
  if (!api) return redirect({ href: checkoutHref('auth', query), locale });
  let addressId: string;
  try {
    addressId = (await createAddress({ ...addressBody(values), isDefault }, { client: api })).address.id;
  } catch (error) {
    return { status: 'failed', values: echo, errors: {}, message: errorMessage(error, locale) };
  }
  return redirect({ href: checkoutHref('confirmation', query, { addressId }), locale });
}

/** The guest's e-mail and addresses from a form, or the field errors (keys prefixed like the fields). */
function readGuestForm(
  form: FormData,
):
  | { draft: GuestDraft; values: Record<string, string> }
  | { errors: Record<string, string>; values: Record<string, string> } {
  const email = text(form, 'email');
  const isSameAddress = form.get('isSameAddress') === 'on';
  const billing = readAddress(form, 'billing.');
  const shipping = readAddress(form, 'shipping.');
  const values = {
    email,
    isSameAddress: isSameAddress ? 'on' : '',
    ...flatten(billing, 'billing.'),
    ...(isSameAddress ? {} : flatten(shipping, 'shipping.')),
  };
  const errors = {
    ...validateEmail({ email }),
    ...prefixed(validateAddress(billing), 'billing.'),
    ...(isSameAddress ? {} : prefixed(validateAddress(shipping), 'shipping.')),
  };
  if (Object.keys(errors).length > 0) return { errors, values };
  return {
    values,
    draft: isSameAddress
      ? { email, billingAddress: addressBody(billing), isSameAddress: true }
      : {
          email,
          billingAddress: addressBody(billing),
          isSameAddress: false,
          shippingAddress: addressBody(shipping),
        },
  };
}

/** `/v1/purchase/guest/address`: keeps the guest's details (sealed cookie), then the confirmation page. */
export async function saveGuestAddressAction(
  query: CheckoutQuery,
  _state: CheckoutFormState,
  form: FormData,
): Promise<CheckoutFormState> {
  const locale = await localeFrom(form);
  const read = readGuestForm(form);
  if ('errors' in read)
    return { status: 'invalid', message: '', errors: read.errors, values: read.values, at: Date.now() };
  await saveGuestDraft(read.draft);
  return redirect({ href: checkoutHref('guestConfirmation', query), locale });
}

async function draftMissing(locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'checkout.errors' });
  return t('draftMissing');
}

/**
 * 注文を確定する: `POST /v1/checkouts/products` (member, with the chosen saved address for billing
 * and shipping) or `POST /v1/guests/checkouts/products` (guest, with the details kept by the
 * address step), carrying the confirmation page's `requestId` and `total`. A repeat of the same
 * `requestId` (a double click that got through, a reload of the answer) is answered with the same URL
 * by the API and never makes a second order. On success the browser goes to the payment page; when
 * the requestId went with another body (409), back to the page priced again, with a notice.
 */
export async function placeProductOrderAction(
  _state: CheckoutFormState,
  form: FormData,
): Promise<CheckoutFormState> {
  const locale = await localeFrom(form);
  const who = text(form, 'who') === 'member' ? 'member' : 'guest';
  const paymentMethod = int(form, 'paymentMethod');
  const values = { paymentMethod: text(form, 'paymentMethod'), orderRequest: text(form, 'orderRequest') };
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
    callbackUrl: callbackUrl(siteOrigin(), locale, who, {
      method: String(paymentMethod),
      coordinatorId,
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
 * with the page's `requestId`, `total` and head counts → the payment page.
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
