'use server';

import type { PrefectureCode } from '@hatake/contract/values';
import { revalidatePath } from 'next/cache';
import { redirect } from '@/i18n/navigation.ts';
import {
  createThumbnailUpload,
  updateAccountId,
  updateEmail,
  updateNotification,
  updateThumbnail,
  updateUsername,
  verifyEmail,
} from '@/lib/api/account.ts';
import { createAddress, deleteAddress, makeDefaultAddress, updateAddress } from '@/lib/api/addresses.ts';
import { updatePassword } from '@/lib/api/auth.ts';
import type { ApiClient } from '@/lib/api/client.ts';
import {
  type ErrorMessageOverrides,
  errorMessage,
  PASSWORD_UPDATE_OVERRIDES,
  SPECIAL_MESSAGES,
} from '@/lib/api/error-messages.ts';
import { ResponseError } from '@/lib/api/errors.ts';
import {
  type AddressActionState,
  type AddressBody,
  echoValues,
  type FormState,
  type UploadTarget,
} from '@/lib/auth/form-state.ts';
import {
  ADDRESS_FIELDS,
  type FieldErrors,
  normalizePostalCode,
  PASSWORD_FIELDS,
  readForm,
  validateAccountId,
  validateAddress,
  validateEmail,
  validatePasswordChange,
  validateUsername,
  validateVerifyCode,
} from '@/lib/auth/forms.ts';
import { currentLocale } from '@/lib/auth/locale.ts';
import { authedApi, getCurrentUser, refreshIfNeeded, signOut } from '@/lib/auth/session.ts';
import { parsePage } from '@/lib/pagination.ts';

type Locale = Awaited<ReturnType<typeof currentLocale>>;

/** The API client with the user's token; signed out → the sign-in page, coming back to `back`. */
async function userApi(locale: Locale, back = '/account'): Promise<ApiClient> {
  await refreshIfNeeded();
  const api = await authedApi(locale);
  if (!api) redirect({ href: { pathname: '/signin', query: { redirect: back } }, locale });
  return api as ApiClient;
}

/**
 * The shared shape of the one-call edit forms: validate, call, then the completion page
 * (`/account/edit/complete?from=`), or the error from the catalogue.
 */
async function editOne(
  values: Record<string, string>,
  errors: FieldErrors<string>,
  call: (api: ApiClient) => Promise<unknown>,
  done: string | { pathname: string; query: Record<string, string> },
  options: { back: string; overrides?: ErrorMessageOverrides },
): Promise<FormState> {
  const locale = await currentLocale();
  if (Object.keys(errors).length > 0) return { status: 'invalid', values: echoValues(values), errors };
  const api = await userApi(locale, options.back);
  try {
    await call(api);
  } catch (error) {
    return {
      status: 'failed',
      values: echoValues(values),
      errors: {},
      message: errorMessage(error, locale, options.overrides),
    };
  }
  revalidatePath('/[locale]', 'layout');
  redirect({ href: done, locale });
  return { status: 'idle', values: {}, errors: {} };
}

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};
const complete = (from: string) => ({ pathname: '/account/edit/complete', query: { from } });

export async function signOutAction(): Promise<void> {
  const locale = await currentLocale();
  await signOut();
  revalidatePath('/[locale]', 'layout');
  redirect({ href: '/', locale });
}

export async function updateUsernameAction(_state: FormState, form: FormData): Promise<FormState> {
  const values = { username: text(form, 'username') };
  return editOne(
    values,
    validateUsername(values),
    (api) => updateUsername(values, { client: api }),
    complete('username'),
    { back: '/account/edit/username' },
  );
}

export async function updateAccountIdAction(_state: FormState, form: FormData): Promise<FormState> {
  const values = { accountId: text(form, 'accountId') };
  return editOne(
    values,
    validateAccountId(values),
    (api) => updateAccountId(values, { client: api }),
    complete('accountId'),
    { back: '/account/edit/id' },
  );
}

/** Step 1 of an e-mail change: the API mails a code to the new address. */
export async function updateEmailAction(_state: FormState, form: FormData): Promise<FormState> {
  const values = { email: text(form, 'email') };
  return editOne(
    values,
    validateEmail(values),
    (api) => updateEmail(values, { client: api }),
    { pathname: '/account/edit/email', query: { step: 'verify', email: values.email } },
    { back: '/account/edit/email' },
  );
}

/** Step 2: the code from that e-mail applies the change. */
export async function verifyEmailAction(_state: FormState, form: FormData): Promise<FormState> {
  const values = { verifyCode: text(form, 'verifyCode').replace(/\s/g, '') };
  return editOne(
    values,
    validateVerifyCode(values),
    (api) => verifyEmail(values, { client: api }),
    complete('email'),
    {
      back: '/account/edit/email',
    },
  );
}

export async function updatePasswordAction(_state: FormState, form: FormData): Promise<FormState> {
  const values = readForm(form, PASSWORD_FIELDS);
  // The API refuses a password containing the member's e-mail; say so on the field.
  const user = await getCurrentUser();
  return editOne(
    values,
    validatePasswordChange(values, user?.email),
    (api) => updatePassword(values, { client: api }),
    complete('password'),
    // docs/product.md#messages-for-api-errors: 401 here means the current password is wrong, not a lost session.
    { back: '/account/edit/password', overrides: PASSWORD_UPDATE_OVERRIDES },
  );
}

export async function updateNotificationAction(_state: FormState, form: FormData): Promise<FormState> {
  const values = { enabled: text(form, 'enabled') };
  const errors: FieldErrors<'enabled'> =
    values.enabled === 'on' || values.enabled === 'off' ? {} : { enabled: 'choose' };
  return editOne(
    values,
    errors,
    (api) => updateNotification({ enabled: values.enabled === 'on' }, { client: api }),
    complete('notification'),
    { back: '/account/edit/notification' },
  );
}

/** Creates (no `id`) or updates an address; `isDefault` = the checkbox. */
export async function saveAddressAction(_state: FormState, form: FormData): Promise<FormState> {
  const values = readForm(form, ADDRESS_FIELDS);
  values.postalCode = normalizePostalCode(values.postalCode);
  const id = text(form, 'id');
  const body = {
    ...values,
    // validateAddress refuses anything but 1–47 before the call is made.
    prefectureCode: Number(values.prefectureCode) as PrefectureCode,
    isDefault: form.get('isDefault') === 'on',
  };
  return editOne(
    { ...values, isDefault: body.isDefault ? 'on' : '' },
    validateAddress(values),
    (api) => (id ? updateAddress(id, body, { client: api }) : createAddress(body, { client: api })),
    '/account#addresses',
    { back: '/account' },
  );
}

/** `/account` on the address-list page the user was on (`?addressPage=`), at the address list. */
function addressListHref(form: FormData): string {
  const page = parsePage(text(form, 'addressPage'));
  return page > 1 ? `/account?addressPage=${page}#addresses` : '/account#addresses';
}

export async function deleteAddressAction(
  _state: AddressActionState,
  form: FormData,
): Promise<AddressActionState> {
  const locale = await currentLocale();
  const api = await userApi(locale);
  const id = text(form, 'id');
  try {
    await deleteAddress(id, { client: api });
  } catch (error) {
    // Already deleted (another tab, another device): the list is refreshed to match the book.
    if (error instanceof ResponseError && error.status === 404) revalidatePath('/[locale]/account', 'page');
    return { message: errorMessage(error, locale) };
  }
  revalidatePath('/[locale]/account', 'page');
  redirect({ href: addressListHref(form), locale });
  return { message: '' };
}

/**
 * "Make default": one PATCH with the address as the list showed it (PATCH replaces every field), bound
 * to the action by the account page (`setDefaultAddressAction.bind(null, addressInput(address))`).
 */
export async function setDefaultAddressAction(
  address: AddressBody,
  _state: AddressActionState,
  form: FormData,
): Promise<AddressActionState> {
  const locale = await currentLocale();
  const api = await userApi(locale);
  try {
    await makeDefaultAddress(text(form, 'id'), address, { client: api });
  } catch (error) {
    return { message: errorMessage(error, locale) };
  }
  revalidatePath('/[locale]/account', 'page');
  redirect({ href: addressListHref(form), locale });
  return { message: '' };
}

/** Step 1 of a thumbnail change: a pre-signed PUT target for the file (POST /v1/upload/users/thumbnail). */
export async function createThumbnailUploadAction(fileType: string): Promise<UploadTarget> {
  const locale = await currentLocale();
  const api = await userApi(locale, '/account/edit/thumbnail');
  try {
    const target = await createThumbnailUpload(fileType, { client: api });
    // The browser PUTs through the storefront's own /v1 (same origin, no CORS).
    const url = new URL(target.url, 'http://storefront.invalid');
    return { key: target.key, url: `${url.pathname}${url.search}` };
  } catch (error) {
    return { error: errorMessage(error, locale) };
  }
}

/** Last step: the uploaded file's URL becomes the avatar (PATCH /v1/users/me/thumbnail). */
export async function saveThumbnailAction(thumbnailUrl: string): Promise<{ error: string }> {
  const locale = await currentLocale();
  const api = await userApi(locale, '/account/edit/thumbnail');
  try {
    await updateThumbnail(thumbnailUrl, { client: api });
  } catch (error) {
    return { error: errorMessage(error, locale, { 400: SPECIAL_MESSAGES.uploadFailed }) };
  }
  revalidatePath('/[locale]', 'layout');
  redirect({ href: complete('thumbnail'), locale });
  return { error: '' };
}
