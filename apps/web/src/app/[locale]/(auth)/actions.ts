'use server';

import { redirect } from '@/i18n/navigation.ts';
import { createUser, forgotPassword, resendSignUpCode, resetPassword, verifyUser } from '@/lib/api/auth.ts';
import { errorMessage, SIGN_UP_OVERRIDES } from '@/lib/api/error-messages.ts';
import { echoValues, type FormState } from '@/lib/auth/form-state.ts';
import {
  normalizeSignUp,
  readForm,
  SIGN_IN_FIELDS,
  SIGN_UP_FIELDS,
  validateEmail,
  validatePasswordChange,
  validateSignIn,
  validateSignUp,
  validateVerifyCode,
} from '@/lib/auth/forms.ts';
import { currentLocale } from '@/lib/auth/locale.ts';
import type { ResendState } from '@/lib/auth/resend-state.ts';
import { safeRedirect, splitLocalePrefix } from '@/lib/auth/safe-redirect.ts';
import { requestApi, signIn } from '@/lib/auth/session.ts';
import { codeResendSeconds, verifyCodeProblem } from '@/lib/auth/verify.ts';

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

/**
 * /signup: POST /v1/users/me (the code is e-mailed in the page's language), then
 * /verify?id=&email=&sent=. What was typed is normalised first (katakana kana → hiragana, phone
 * numbers as people write them → E.164; lib/auth/forms.ts normalizeSignUp) and refilled that way
 * on a problem. Consent to the terms of use and the privacy policy is checked here: the API's
 * sign-up has no field for it (docs/accounts.md), so this action is where it is enforced.
 */
export async function signUpAction(_state: FormState, form: FormData): Promise<FormState> {
  const locale = await currentLocale();
  const values = normalizeSignUp(readForm(form, SIGN_UP_FIELDS));
  const errors = validateSignUp(values);
  if (Object.keys(errors).length > 0) return { status: 'invalid', values: echoValues(values), errors };
  const { consent: _consent, ...body } = values;
  let id: string;
  try {
    const api = await requestApi(locale);
    const created = await createUser(body, { client: api });
    id = created.id;
  } catch (error) {
    return {
      status: 'failed',
      values: echoValues(values),
      errors: {},
      message: errorMessage(error, locale, SIGN_UP_OVERRIDES),
    };
  }
  // The address the member typed is shown on /verify (their own, so in full), and `sent` starts
  // the resend countdown there: rounded up, so the countdown never ends before the API's minute.
  const sent = String(Math.ceil(Date.now() / 1000));
  redirect({ href: { pathname: '/verify', query: { id, email: body.email, sent } }, locale });
  return { status: 'idle', values: {}, errors: {} };
}

/**
 * /verify: POST /v1/users/me/verified with the 6-digit code, then the completion page. A wrong
 * code and an expired one each have their own message on the field (lib/auth/verify.ts); any other
 * refusal shows the catalogue's.
 */
export async function verifyAction(_state: FormState, form: FormData): Promise<FormState> {
  const locale = await currentLocale();
  const id = field(form, 'id');
  const values = { verifyCode: field(form, 'verifyCode').replace(/\s/g, '') };
  const errors = validateVerifyCode(values);
  if (Object.keys(errors).length > 0) return { status: 'invalid', values, errors };
  try {
    const api = await requestApi(locale);
    await verifyUser({ id, verifyCode: values.verifyCode }, { client: api });
  } catch (error) {
    const problem = verifyCodeProblem(error);
    if (problem) return { status: 'invalid', values, errors: { verifyCode: problem } };
    return { status: 'failed', values, errors: {}, message: errorMessage(error, locale) };
  }
  redirect({ href: '/register', locale });
  return { status: 'idle', values: {}, errors: {} };
}

/**
 * /verify's "send a new code": POST /v1/users/me/verification-code. Sent → the countdown starts
 * again from the full interval; refused as too soon (429) → the API's Retry-After seconds.
 */
export async function resendCodeAction(state: ResendState, form: FormData): Promise<ResendState> {
  const locale = await currentLocale();
  const round = state.round + 1;
  try {
    const api = await requestApi(locale);
    const interval = codeResendSeconds();
    const answer = await resendSignUpCode({ id: field(form, 'id') }, interval, {
      client: api,
    });
    if (answer.sent) return { status: 'sent', waitSeconds: interval, round };
    return { status: 'limited', waitSeconds: answer.retryAfterSeconds, round };
  } catch (error) {
    return { status: 'failed', waitSeconds: 0, message: errorMessage(error, locale), round };
  }
}

/** /forgot-password step 1: POST /v1/auth/forgot-password (answers 204 whether or not the address is known). */
export async function forgotPasswordAction(_state: FormState, form: FormData): Promise<FormState> {
  const locale = await currentLocale();
  const values = { email: field(form, 'email') };
  const errors = validateEmail(values);
  if (Object.keys(errors).length > 0) return { status: 'invalid', values, errors };
  try {
    const api = await requestApi(locale);
    await forgotPassword(values, { client: api });
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
    await resetPassword(
      { ...values, email, verifyCode: values.verifyCode.replace(/\s/g, '') },
      { client: api },
    );
  } catch (error) {
    return { status: 'failed', values: echoValues(values), errors: {}, message: errorMessage(error, locale) };
  }
  redirect({ href: { pathname: '/signin', query: { reset: '1' } }, locale });
  return { status: 'idle', values: {}, errors: {} };
}
