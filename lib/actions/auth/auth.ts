'use server';

import { revalidatePath } from 'next/cache';
import { headers } from 'next/headers';
import { after } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { auth } from '@/lib/auth';
import { checkPassword } from '@/lib/auth/password-policy';
import { getDb } from '@/lib/db';
import { toLocale } from '@/i18n/locales';
import { clientIp } from '@/lib/request-ip';
import { localizedPath } from '@/i18n/paths';
import { absoluteUrl } from '@/lib/seo/paths';
import { confirmSignUpSchema, forgotSchema, resetSchema, safeReturnPath, signInSchema, signUpSchema } from '@/lib/validation/auth';
import { authErrorKey } from '@/lib/validation/auth-errors';
import { registerAccount } from '@/lib/auth/sign-up';
import { accountRecovered, beginResetRequest, beginSignIn, beginSignUp, signInFailed, signInSucceeded } from '@/lib/auth/throttle';
import { logError } from '@/lib/ops/log-error';

export interface ActionResult {
  ok: boolean;
  title: string;
  description?: string;
  /** The form field a failure belongs to: the form shows the description next to it. */
  field?: string;
  redirectTo?: string;
}

async function translator(locale: ReturnType<typeof toLocale>) {
  return getTranslations({ locale, namespace: 'Auth' });
}

/** The first schema issue, translated and tied to its field. */
function validationFailure(
  t: Awaited<ReturnType<typeof translator>>,
  issues: readonly { message: string; path: readonly PropertyKey[] }[],
): ActionResult {
  const issue = issues[0];
  const field = issue?.path[0];
  return {
    ok: false,
    title: t('toast.validationTitle'),
    description: t(`errors.${authErrorKey(issue?.message)}`),
    field: typeof field === 'string' ? field : undefined,
  };
}

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

export async function signInAction(localeInput: string, input: unknown, next: unknown): Promise<ActionResult> {
  const locale = toLocale(localeInput);
  const t = await translator(locale);
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return validationFailure(t, parsed.error.issues);
  try {
    const db = await getDb();
    const ip = clientIp(await headers());
    const { email, password } = parsed.data;
    const throttle = await beginSignIn(db, email, ip);
    if (!throttle.allowed) {
      return {
        ok: false,
        title: t('toast.loginErrorTitle'),
        description: t(throttle.useLink ? 'errors.useResetLink' : 'errors.rateLimited'),
      };
    }
    const result = await auth().signIn({ email, password });
    if (result.ok) {
      await signInSucceeded(db, email, ip);
      return {
        ok: true,
        title: t('toast.loginSuccessTitle'),
        description: t('toast.loginSuccess'),
        redirectTo: localizedPath(locale, safeReturnPath(next)),
      };
    }
    if (result.code === 'invalid_credentials') {
      await signInFailed(db, email);
      return { ok: false, title: t('toast.loginErrorTitle'), description: t('toast.loginInvalid') };
    }
    if (result.code === 'rate_limited') return { ok: false, title: t('toast.loginErrorTitle'), description: t('errors.rateLimited') };
    return { ok: false, title: t('toast.loginErrorTitle'), description: result.message };
  } catch (error) {
    logError('Sign-in failed', error);
    return { ok: false, title: t('toast.loginException') };
  }
}

/**
 * Sign-up answers "check your e-mail" whether or not the address has an account, at once: the
 * account work and its mail (a link for a new address, a notice to the owner of a known one)
 * happen after the answer, so neither its text nor its timing tells them apart.
 */
export async function signUpAction(localeInput: string, input: unknown, next: unknown): Promise<ActionResult> {
  const locale = toLocale(localeInput);
  const t = await translator(locale);
  const parsed = signUpSchema.safeParse(input);
  if (!parsed.success) return validationFailure(t, parsed.error.issues);
  try {
    const problem = checkPassword(parsed.data.password);
    if (problem) {
      const key = problem === 'common' ? 'passwordCommon' : problem === 'tooLong' ? 'passwordTooLong' : 'passwordTooShort';
      return { ok: false, title: t('toast.signupErrorTitle'), description: t(`errors.${key}`), field: 'password' };
    }
    const db = await getDb();
    if (!(await beginSignUp(db, clientIp(await headers()))).allowed) {
      return { ok: false, title: t('toast.signupErrorTitle'), description: t('errors.rateLimited') };
    }
    const request = { ...parsed.data, locale, next: safeReturnPath(next) };
    const adapter = auth();
    afterAnswer('Sign-up', () => registerAccount(db, adapter, request));
    return { ok: true, title: t('toast.signupSentTitle'), description: t('toast.signupSent', { email: parsed.data.email }) };
  } catch (error) {
    logError('Sign-up failed', error);
    return { ok: false, title: t('toast.signupExceptionTitle'), description: t('toast.signupException') };
  }
}

/** Opens a sign-up link: the account is created and signed in, as the sign-up success says. */
export async function confirmSignUpAction(localeInput: string, input: unknown, next: unknown): Promise<ActionResult> {
  const locale = toLocale(localeInput);
  const t = await translator(locale);
  const parsed = confirmSignUpSchema.safeParse(input);
  if (!parsed.success) return validationFailure(t, parsed.error.issues);
  try {
    const confirmed = await auth().confirmSignUp(parsed.data);
    if (!confirmed.ok) {
      const title = t('toast.confirmErrorTitle');
      if (confirmed.code === 'invalid_credentials') return { ok: false, title, description: t('confirmWrongPassword'), field: 'password' };
      if (confirmed.code === 'email_taken') return { ok: false, title, description: t('confirmExisting'), field: 'token' };
      if (confirmed.code === 'invalid_token') return { ok: false, title, description: t('confirmInvalid'), field: 'token' };
      return { ok: false, title: t('toast.signupExceptionTitle'), description: t('toast.signupException') };
    }
    const signedIn = await auth().signIn({ email: confirmed.email, password: parsed.data.password });
    if (!signedIn.ok) throw new Error(`Sign-in after confirmation failed: ${signedIn.message}`);
    return {
      ok: true,
      title: t('toast.signupSuccessTitle'),
      description: t('toast.signupSuccess'),
      redirectTo: localizedPath(locale, safeReturnPath(next)),
    };
  } catch (error) {
    logError('Sign-up confirmation failed', error);
    return { ok: false, title: t('toast.signupExceptionTitle'), description: t('toast.signupException') };
  }
}

/** Answers "e-mail sent" for any address; the reset link (when the address has an account) goes out after the answer. */
export async function requestResetAction(localeInput: string, input: unknown): Promise<ActionResult> {
  const locale = toLocale(localeInput);
  const t = await translator(locale);
  const parsed = forgotSchema.safeParse(input);
  if (!parsed.success) return validationFailure(t, parsed.error.issues);
  try {
    const db = await getDb();
    const { email } = parsed.data;
    if (!(await beginResetRequest(db, email, clientIp(await headers()))).allowed) {
      return { ok: false, title: t('toast.resetErrorTitle'), description: t('errors.rateLimited') };
    }
    // The link comes back to /auth on the configured site URL, never to a host a request names.
    const redirectTo = absoluteUrl(localizedPath(locale, '/auth'));
    const adapter = auth();
    if (adapter.name === 'supabase') {
      // Supabase keeps the reset's PKCE verifier in this browser's cookies, so it runs within the
      // request; it answers the same for any address itself.
      const result = await adapter.requestPasswordReset({ email, redirectTo });
      if (!result.ok) return { ok: false, title: t('toast.resetErrorTitle'), description: result.message };
    } else {
      afterAnswer('Password reset request', async () => {
        const result = await adapter.requestPasswordReset({ email, redirectTo });
        if (!result.ok) throw new Error(result.message);
      });
    }
    return { ok: true, title: t('toast.resetSentTitle'), description: t('toast.resetSent') };
  } catch (error) {
    logError('Password reset request failed', error);
    return { ok: false, title: t('toast.resetException') };
  }
}

export async function resetPasswordAction(localeInput: string, input: unknown): Promise<ActionResult> {
  const locale = toLocale(localeInput);
  const t = await translator(locale);
  const parsed = resetSchema.safeParse(input);
  if (!parsed.success) return validationFailure(t, parsed.error.issues);
  const problem = checkPassword(parsed.data.password);
  if (problem === 'common')
    return { ok: false, title: t('toast.validationTitle'), description: t('errors.passwordCommon'), field: 'password' };
  try {
    const result = await auth().resetPassword({ token: parsed.data.token, newPassword: parsed.data.password });
    if (result.ok) {
      if (result.email) await accountRecovered(await getDb(), result.email);
      return { ok: true, title: t('toast.passwordUpdatedTitle'), description: t('toast.passwordUpdated') };
    }
    if (result.code === 'invalid_token')
      return { ok: false, title: t('toast.resetErrorTitle'), description: t('errors.invalidToken'), field: 'token' };
    if (result.code === 'weak_password')
      return { ok: false, title: t('toast.validationTitle'), description: t('errors.passwordCommon'), field: 'password' };
    return { ok: false, title: t('toast.resetErrorTitle'), description: result.message };
  } catch (error) {
    logError('Password reset failed', error);
    return { ok: false, title: t('toast.resetException') };
  }
}

export async function signOutAction(localeInput: string): Promise<ActionResult> {
  const t = await translator(toLocale(localeInput));
  try {
    const result = await auth().signOut();
    if (result.ok) {
      // Every page that reads the session sits under the account layout; the header asks /api/session.
      revalidatePath('/[locale]/(account)', 'layout');
      return { ok: true, title: t('toast.logoutTitle'), description: t('toast.logout') };
    }
    return { ok: false, title: t('toast.logoutError') };
  } catch (error) {
    logError('Sign-out failed', error);
    return { ok: false, title: t('toast.logoutError') };
  }
}
