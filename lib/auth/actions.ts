'use server';

import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { auth } from '@/lib/auth';
import { checkPassword } from '@/lib/auth/password-policy';
import { getDb } from '@/lib/db';
import { isLocale } from '@/i18n/locales';
import { hitRateLimit } from '@/lib/rate-limit';
import { clientIp } from '@/lib/request-ip';
import { localizedPath } from '@/i18n/paths';
import { AUTH_LIMITS } from '@/lib/config/limits';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import { serverEnv, siteUrl } from '@/lib/config/env';
import { forgotSchema, resetSchema, safeReturnPath, signInSchema, signUpSchema } from '@/lib/validation/auth';
import { authErrorKey } from '@/lib/validation/auth-errors';

export interface ActionResult {
  ok: boolean;
  title: string;
  description?: string;
  /** The form field a failure belongs to: the form shows the description next to it. */
  field?: string;
  redirectTo?: string;
}

function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

async function translator(locale: Locale) {
  return getTranslations({ locale, namespace: 'Auth' });
}

/** Counts the request against each key; false when any limit is exceeded. */
async function withinLimits(checks: { key: string; limit: number; windowSeconds: number }[]): Promise<boolean> {
  const db = await getDb();
  const results = await Promise.all(checks.map((c) => hitRateLimit(db, c.key, c.limit, c.windowSeconds)));
  return results.every((r) => r.allowed);
}

async function origin(): Promise<string> {
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host');
  const proto = h.get('x-forwarded-proto') ?? 'http';
  return serverEnv().SITE_URL ? siteUrl() : host ? `${proto}://${host}` : siteUrl();
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

export async function signInAction(localeInput: string, input: unknown, next: unknown): Promise<ActionResult> {
  const locale = toLocale(localeInput);
  const t = await translator(locale);
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return validationFailure(t, parsed.error.issues);
  try {
    const ip = clientIp(await headers());
    const allowed = await withinLimits([
      { key: `signin:ip:${ip}`, ...AUTH_LIMITS.signInPerIp },
      { key: `signin:email:${parsed.data.email}`, ...AUTH_LIMITS.signInPerEmail },
    ]);
    if (!allowed) return { ok: false, title: t('toast.loginErrorTitle'), description: t('errors.rateLimited') };
    const result = await auth().signIn(parsed.data);
    if (result.ok) {
      return {
        ok: true,
        title: t('toast.loginSuccessTitle'),
        description: t('toast.loginSuccess'),
        redirectTo: localizedPath(locale, safeReturnPath(next)),
      };
    }
    if (result.code === 'invalid_credentials')
      return { ok: false, title: t('toast.loginErrorTitle'), description: t('toast.loginInvalid') };
    if (result.code === 'rate_limited') return { ok: false, title: t('toast.loginErrorTitle'), description: t('errors.rateLimited') };
    return { ok: false, title: t('toast.loginErrorTitle'), description: result.message };
  } catch (error) {
    console.error('Sign-in failed:', error);
    return { ok: false, title: t('toast.loginException') };
  }
}

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
    const ip = clientIp(await headers());
    if (!(await withinLimits([{ key: `signup:ip:${ip}`, ...AUTH_LIMITS.signUpPerIp }]))) {
      return { ok: false, title: t('toast.signupErrorTitle'), description: t('errors.rateLimited') };
    }
    const result = await auth().signUp({ ...parsed.data, origin: await origin() });
    if (result.ok) {
      return {
        ok: true,
        title: t('toast.signupSuccessTitle'),
        description: t('toast.signupSuccess'),
        redirectTo: localizedPath(locale, safeReturnPath(next)),
      };
    }
    if (result.code === 'email_taken')
      return { ok: false, title: t('toast.signupErrorTitle'), description: t('errors.emailTaken'), field: 'email' };
    if (result.code === 'weak_password')
      return { ok: false, title: t('toast.signupErrorTitle'), description: t('errors.passwordCommon'), field: 'password' };
    if (result.code === 'rate_limited') return { ok: false, title: t('toast.signupErrorTitle'), description: t('errors.rateLimited') };
    return { ok: false, title: t('toast.signupErrorTitle'), description: result.message };
  } catch (error) {
    console.error('Sign-up failed:', error);
    return { ok: false, title: t('toast.signupExceptionTitle'), description: t('toast.signupException') };
  }
}

export async function requestResetAction(localeInput: string, input: unknown): Promise<ActionResult> {
  const locale = toLocale(localeInput);
  const t = await translator(locale);
  const parsed = forgotSchema.safeParse(input);
  if (!parsed.success) return validationFailure(t, parsed.error.issues);
  try {
    const ip = clientIp(await headers());
    const allowed = await withinLimits([
      { key: `reset:ip:${ip}`, ...AUTH_LIMITS.resetPerIp },
      { key: `reset:email:${parsed.data.email}`, ...AUTH_LIMITS.resetPerEmail },
    ]);
    if (!allowed) return { ok: false, title: t('toast.resetErrorTitle'), description: t('errors.rateLimited') };
    const redirectTo = `${await origin()}${localizedPath(locale, '/auth')}`;
    const result = await auth().requestPasswordReset({ email: parsed.data.email, redirectTo });
    if (result.ok) return { ok: true, title: t('toast.resetSentTitle'), description: t('toast.resetSent') };
    return { ok: false, title: t('toast.resetErrorTitle'), description: result.message };
  } catch (error) {
    console.error('Password reset request failed:', error);
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
    if (result.ok) return { ok: true, title: t('toast.passwordUpdatedTitle'), description: t('toast.passwordUpdated') };
    if (result.code === 'invalid_token')
      return { ok: false, title: t('toast.resetErrorTitle'), description: t('errors.invalidToken'), field: 'token' };
    return { ok: false, title: t('toast.resetErrorTitle'), description: result.message };
  } catch (error) {
    console.error('Password reset failed:', error);
    return { ok: false, title: t('toast.resetException') };
  }
}

export async function signOutAction(localeInput: string): Promise<ActionResult> {
  const t = await translator(toLocale(localeInput));
  try {
    const result = await auth().signOut();
    if (result.ok) return { ok: true, title: t('toast.logoutTitle'), description: t('toast.logout') };
    return { ok: false, title: t('toast.logoutError') };
  } catch (error) {
    console.error('Sign-out failed:', error);
    return { ok: false, title: t('toast.logoutError') };
  }
}
