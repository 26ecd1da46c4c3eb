'use server';

import { redirect } from '@/i18n/navigation.ts';
import { createUser, forgotPassword, resetPassword, verifyUser } from '@/lib/api/auth.ts';
import { errorMessage, SIGN_UP_OVERRIDES } from '@/lib/api/error-messages.ts';
import { echoValues, type FormState } from '@/lib/auth/form-state.ts';
import {
  readForm,
  SIGN_IN_FIELDS,
  SIGN_UP_FIELDS,
  toE164,
  validateEmail,
  validatePasswordChange,
  validateSignIn,
  validateSignUp,
  validateVerifyCode,
} from '@/lib/auth/forms.ts';
import { currentLocale } from '@/lib/auth/locale.ts';
import { safeRedirect, splitLocalePrefix } from '@/lib/auth/safe-redirect.ts';
import { requestApi, signIn } from '@/lib/auth/session.ts';

const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** /signin: POST /v1/auth, then back to where the guard sent the user from (or the top page). */
export async function signInAction(_state: FormState, form: FormData): Promise<FormState> {
  const locale = await currentLocale();
  const values = readForm(form, SIGN_IN_FIELDS);
  const errors = validateSignIn(values);
  if (Object.keys(errors).length > 0) return { status: 'invalid', values: echoValues(values), errors };
  try {
    await signIn(values.email, values.password);
  } catch (error) {
    // docs/product.md#messages-for-api-errors: a sign-in 401 shows the catalogue's auth error.
    return { status: 'failed', values: echoValues(values), errors: {}, message: errorMessage(error, locale) };
  }
  // A target that carries its own locale (`/en/account`) keeps it instead of gaining a second prefix.
  const target = splitLocalePrefix(safeRedirect(field(form, 'redirect')));
  redirect({ href: target.path, locale: target.locale ?? locale });
  return { status: 'idle', values: {}, errors: {} };
}

/** /signup: POST /v1/users/me (the code is e-mailed in the page's language), then /verify?id=. */
export async function signUpAction(_state: FormState, form: FormData): Promise<FormState> {
  const locale = await currentLocale();
  const values = readForm(form, SIGN_UP_FIELDS);
  const errors = validateSignUp(values);
  if (Object.keys(errors).length > 0) return { status: 'invalid', values: echoValues(values), errors };
  let id: string;
  try {
    const api = await requestApi(locale);
    const created = await createUser(api, { ...values, phoneNumber: toE164(values.phoneNumber) });
    id = created.id;
  } catch (error) {
    return {
      status: 'failed',
      values: echoValues(values),
      errors: {},
      message: errorMessage(error, locale, SIGN_UP_OVERRIDES),
    };
  }
  redirect({ href: { pathname: '/verify', query: { id } }, locale });
  return { status: 'idle', values: {}, errors: {} };
}

/** /verify: POST /v1/users/me/verified with the 6-digit code, then the completion page. */
export async function verifyAction(_state: FormState, form: FormData): Promise<FormState> {
  const locale = await currentLocale();
  const id = field(form, 'id');
  const values = { verifyCode: field(form, 'verifyCode').replace(/\s/g, '') };
  const errors = validateVerifyCode(values);
  if (Object.keys(errors).length > 0) return { status: 'invalid', values, errors };
  try {
    const api = await requestApi(locale);
    await verifyUser(api, { id, verifyCode: values.verifyCode });
  } catch (error) {
    return { status: 'failed', values, errors: {}, message: errorMessage(error, locale) };
  }
  redirect({ href: '/register', locale });
  return { status: 'idle', values: {}, errors: {} };
}

/** /forgot-password step 1: POST /v1/auth/forgot-password (answers 204 whether or not the address is known). */
export async function forgotPasswordAction(_state: FormState, form: FormData): Promise<FormState> {
  const locale = await currentLocale();
  const values = { email: field(form, 'email') };
  const errors = validateEmail(values);
  if (Object.keys(errors).length > 0) return { status: 'invalid', values, errors };
  try {
    const api = await requestApi(locale);
    await forgotPassword(api, values);
  } catch (error) {
    return { status: 'failed', values, errors: {}, message: errorMessage(error, locale) };
  }
  redirect({ href: { pathname: '/forgot-password', query: { step: 'reset', email: values.email } }, locale });
  return { status: 'idle', values: {}, errors: {} };
}

/** Step 2: the mailed code and a new password (POST /v1/auth/forgot-password/verified), then sign in. */
export async function resetPasswordAction(_state: FormState, form: FormData): Promise<FormState> {
  const locale = await currentLocale();
  const email = field(form, 'email');
  const values = readForm(form, ['verifyCode', 'password', 'passwordConfirmation'] as const);
  const errors = {
    ...validateVerifyCode({ verifyCode: values.verifyCode.replace(/\s/g, '') }),
    ...validatePasswordChange(
      {
        oldPassword: 'unused',
        newPassword: values.password,
        passwordConfirmation: values.passwordConfirmation,
      },
      email,
    ),
  } as Record<string, string>;
  if (errors.newPassword) {
    errors.password = errors.newPassword;
    delete errors.newPassword;
  }
  if (Object.keys(errors).length > 0) return { status: 'invalid', values: echoValues(values), errors };
  try {
    const api = await requestApi(locale);
    await resetPassword(api, { ...values, email, verifyCode: values.verifyCode.replace(/\s/g, '') });
  } catch (error) {
    return { status: 'failed', values: echoValues(values), errors: {}, message: errorMessage(error, locale) };
  }
  redirect({ href: { pathname: '/signin', query: { reset: '1' } }, locale });
  return { status: 'idle', values: {}, errors: {} };
}
