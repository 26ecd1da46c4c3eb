'use server';

import { redirect } from '../../../i18n/navigation.ts';
import { createAddress } from '../../api/addresses.ts';
import { errorMessage } from '../../api/error-messages.ts';
import type { FormState } from '../../auth/form-state.ts';
import { ADDRESS_FIELDS, normalizePostalCode, readForm, validateAddress } from '../../auth/forms.ts';
import { authedApi, refreshIfNeeded } from '../../auth/session.ts';
import { type CheckoutQuery, checkoutHref } from '../flow.ts';
import { addressBody, localeFrom } from './form-data.ts';

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
