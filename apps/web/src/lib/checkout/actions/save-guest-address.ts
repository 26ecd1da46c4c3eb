'use server';

import { redirect } from '../../../i18n/navigation.ts';
import { validateAddress, validateEmail } from '../../auth/forms.ts';
import { saveGuestDraft } from '../draft-cookie.ts';
import { type CheckoutQuery, checkoutHref } from '../flow.ts';
import type { GuestDraft } from '../guest-draft.ts';
import type { CheckoutFormState } from '../state.ts';
import { addressBody, flatten, localeFrom, prefixed, readAddress, text } from './form-data.ts';

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
