'use server';

import { after } from 'next/server';
import { getTranslations } from 'next-intl/server';
import type { z } from 'zod';
import { formText, runAction, type ActionResult, type ActionText } from '@/lib/actions/client';
import { revalidateSession } from '@/lib/actions/revalidate';
import { auth } from '@/lib/auth';
import { checkPassword } from '@/lib/auth/password-policy';
import { toLocale, type Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import { absoluteUrl } from '@/lib/seo/paths';
import { confirmSignUpSchema, forgotSchema, resetSchema, safeReturnPath, signInSchema, signUpSchema } from '@/lib/validation/auth';
import { authErrorKey } from '@/lib/validation/auth-errors';
import { messageValues } from '@/lib/validation/error-keys';
import { landingPath } from '@/lib/auth/roles';
import { registerAccount } from '@/lib/auth/sign-up';
import { accountRecovered, beginResetRequest, beginSignIn, beginSignUp, signInFailed, signInSucceeded } from '@/lib/auth/throttle';
import { logError } from '@/lib/ops/log-error';
import type { MessageKey } from '@/i18n/strings';

const translator = (locale: Locale) => getTranslations({ locale, namespace: 'Auth' });

/** Where to go after a sign-in or an opened sign-up link. */
export type AuthActionResult = ActionResult<{ redirectTo?: string }>;

/** The auth forms' options: anyone may call; the schema's issue reads as the form shows it. */
function options<S extends z.ZodType>(locale: string, schema: S, input: unknown, log: string, failure: AuthFailure) {
  return {
    locale,
    area: 'auth',
    actor: 'anyone',
    schema,
    input,
    issueText: (message: string | undefined, t: ActionText) => t(`Auth.errors.${authErrorKey(message)}`, messageValues(message)),
    log,
    failure: (t: ActionText) => ({ title: t(failure[0]), ...(failure[1] ? { description: t(failure[1]) } : {}) }),
  } as const;
}

type AuthFailure = readonly [MessageKey<'Auth'> extends infer K ? `Auth.${K & string}` : never, `Auth.${MessageKey<'Auth'>}`?];

/** Work whose duration or outcome would tell whether an address has an account: done after the answer. */
function afterAnswer(label: string, work: () => Promise<void>) {
  after(async () => {
    try {
      await work();
    } catch (error) {
      logError(`${label} failed`, error);
    }
  });
}

export async function signInAction(localeInput: string, input: unknown, next: unknown): Promise<AuthActionResult> {
  const locale = toLocale(localeInput);
  const t = await translator(locale);
  const failure = ['Auth.toast.loginException'] as const;
  return runAction(options(locale, signInSchema, input, 'Sign-in failed', failure), async ({ db, meta: { ip }, data, fail }) => {
    const { email, password } = data;
    const title = t('toast.loginErrorTitle');
    const throttle = await beginSignIn(db, email, ip);
    if (!throttle.allowed) return fail('rate_limited', { title, text: t(throttle.useLink ? 'errors.useResetLink' : 'errors.rateLimited') });
    const result = await auth().signIn({ email, password });
    if (result.ok) {
      await signInSucceeded(db, email, ip);
      return {
        ok: true,
        title: t('toast.loginSuccessTitle'),
        description: t('toast.loginSuccess'),
        // No page asked for: staff land in their own area.
        data: { redirectTo: localizedPath(locale, next ? safeReturnPath(next) : await landingPath(db, result.userId)) },
      };
    }
    if (result.code === 'invalid_credentials') {
      await signInFailed(db, email);
      return fail('wrong_password', { title, text: t('toast.loginInvalid') });
    }
    if (result.code === 'rate_limited') return fail('rate_limited', { title, text: t('errors.rateLimited') });
    return fail('failed', { title, text: result.message });
  });
}

/**
 * Sign-up answers "check your e-mail" whether or not the address has an account, at once: the
 * account work and its mail (a link for a new address, a notice to the owner of a known one)
 * happen after the answer, so neither its text nor its timing tells them apart.
 */
export async function signUpAction(localeInput: string, input: unknown, next: unknown): Promise<AuthActionResult> {
  const locale = toLocale(localeInput);
  const t = await translator(locale);
  const failure = ['Auth.toast.signupExceptionTitle', 'Auth.toast.signupException'] as const;
  return runAction(options(locale, signUpSchema, input, 'Sign-up failed', failure), async ({ db, meta: { ip }, data, fail }) => {
    const title = t('toast.signupErrorTitle');
    const problem = checkPassword(data.password);
    if (problem) {
      const key = problem === 'common' ? 'passwordCommon' : problem === 'tooLong' ? 'passwordTooLong' : 'passwordTooShort';
      return fail('validation', { title, text: t(`errors.${key}`), field: 'password' });
    }
    if (!(await beginSignUp(db, ip)).allowed) return fail('rate_limited', { title, text: t('errors.rateLimited') });
    const request = { ...data, locale, next: safeReturnPath(next) };
    const adapter = auth();
    afterAnswer('Sign-up', () => registerAccount(db, adapter, request));
    return { ok: true, title: t('toast.signupSentTitle'), description: t('toast.signupSent', { email: data.email }) };
  });
}

/** Opens a sign-up link: the account is created and signed in, as the sign-up success says. */
export async function confirmSignUpAction(localeInput: string, input: unknown, next: unknown): Promise<AuthActionResult> {
  const locale = toLocale(localeInput);
  const t = await translator(locale);
  const failure = ['Auth.toast.signupExceptionTitle', 'Auth.toast.signupException'] as const;
  return runAction(options(locale, confirmSignUpSchema, input, 'Sign-up confirmation failed', failure), async ({ data, fail }) => {
    const confirmed = await auth().confirmSignUp(data);
    if (!confirmed.ok) {
      const title = t('toast.confirmErrorTitle');
      if (confirmed.code === 'invalid_credentials')
        return fail('wrong_password', { title, text: t('confirmWrongPassword'), field: 'password' });
      if (confirmed.code === 'email_taken') return fail('conflict', { title, text: t('confirmExisting'), field: 'token' });
      if (confirmed.code === 'invalid_token') return fail('validation', { title, text: t('confirmInvalid'), field: 'token' });
      return fail('failed', { title: t('toast.signupExceptionTitle'), text: t('toast.signupException') });
    }
    const signedIn = await auth().signIn({ email: confirmed.email, password: data.password });
    if (!signedIn.ok) throw new Error(`Sign-in after confirmation failed: ${signedIn.message}`);
    return {
      ok: true,
      title: t('toast.signupSuccessTitle'),
      description: t('toast.signupSuccess'),
      data: { redirectTo: localizedPath(locale, safeReturnPath(next)) },
    };
  });
}

/** Answers "e-mail sent" for any address; the reset link (when the address has an account) goes out after the answer. */
export async function requestResetAction(localeInput: string, input: unknown): Promise<AuthActionResult> {
  const locale = toLocale(localeInput);
  const t = await translator(locale);
  const failure = ['Auth.toast.resetException'] as const;
  return runAction(
    options(locale, forgotSchema, input, 'Password reset request failed', failure),
    async ({ db, meta: { ip }, data, fail }) => {
      const { email } = data;
      const title = t('toast.resetErrorTitle');
      if (!(await beginResetRequest(db, email, ip)).allowed) return fail('rate_limited', { title, text: t('errors.rateLimited') });
      // The link comes back to /auth on the configured site URL, never to a host a request names.
      const redirectTo = absoluteUrl(localizedPath(locale, '/auth'));
      const adapter = auth();
      if (adapter.name === 'supabase') {
        // Supabase keeps the reset's PKCE verifier in this browser's cookies, so it runs within the
        // request; it answers the same for any address itself.
        const result = await adapter.requestPasswordReset({ email, redirectTo });
        if (!result.ok) return fail('failed', { title, text: result.message });
      } else {
        afterAnswer('Password reset request', async () => {
          const result = await adapter.requestPasswordReset({ email, redirectTo });
          if (!result.ok) throw new Error(result.message);
        });
      }
      return { ok: true, title: t('toast.resetSentTitle'), description: t('toast.resetSent') };
    },
  );
}

export async function resetPasswordAction(localeInput: string, input: unknown): Promise<AuthActionResult> {
  const locale = toLocale(localeInput);
  const t = await translator(locale);
  const failure = ['Auth.toast.resetException'] as const;
  return runAction(options(locale, resetSchema, input, 'Password reset failed', failure), async ({ db, data, fail }) => {
    const weak = () => fail('validation', { text: t('errors.passwordCommon'), field: 'password' });
    if (checkPassword(data.password) === 'common') return weak();
    const result = await auth().resetPassword({ token: data.token, newPassword: data.password });
    if (result.ok) {
      if (result.email) await accountRecovered(db, result.email);
      return { ok: true, title: t('toast.passwordUpdatedTitle'), description: t('toast.passwordUpdated') };
    }
    const title = t('toast.resetErrorTitle');
    if (result.code === 'invalid_token') return fail('validation', { title, text: t('errors.invalidToken'), field: 'token' });
    if (result.code === 'weak_password') return weak();
    return fail('failed', { title, text: result.message });
  });
}

export async function signOutAction(localeInput: string): Promise<AuthActionResult> {
  const locale = toLocale(localeInput);
  const t = await translator(locale);
  const failure = ['Auth.toast.logoutError'] as const;
  return runAction(
    { locale, area: 'auth', actor: 'anyone', log: 'Sign-out failed', failure: (text) => ({ title: text(failure[0]) }) },
    async ({ fail }) => {
      const result = await auth().signOut();
      if (!result.ok) return fail('failed', { title: t('toast.logoutError') });
      revalidateSession();
      return { ok: true, title: t('toast.logoutTitle'), description: t('toast.logout') };
    },
  );
}

/** The sign-out button as a plain form: it works before hydration and without JavaScript. */
export async function signOutForm(_previous: ActionResult | null, formData: FormData): Promise<AuthActionResult> {
  return signOutAction(formText(formData, 'locale'));
}
