'use server';

import { revalidatePath } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { accountErrorKey, type AccountErrorKey } from '@/lib/validation/account-errors';
import { auth, getCurrentUser } from '@/lib/auth';
import { changeMyPassword, updateMyName } from '@/lib/auth/account';
import { checkPassword } from '@/lib/auth/password-policy';
import { COMPANY } from '@/lib/config/company';
import { getDb } from '@/lib/db';
import { deleteMyAccount } from '@/lib/data/client-area';
import { deleteAccountSchema, passwordChangeSchema, profileSchema } from '@/lib/validation/account';
import { toLocale } from '@/i18n/locales';
import { logError } from '@/lib/ops/log-error';

/** What every client-area action answers: a toast, and the form field a failure belongs to. */
export type ClientAreaActionResult = {
  ok: boolean;
  title: string;
  description?: string;
  field?: string;
  error?: 'signed_out' | 'validation' | 'wrong_password' | 'rate_limited' | 'last_admin' | 'unsupported' | 'failed';
};

type ClientAreaT = Awaited<ReturnType<typeof getTranslations<'ClientArea'>>>;

/** The session is read again here: the page having rendered proves nothing about this request. */
async function context(localeInput: unknown) {
  const locale = toLocale(typeof localeInput === 'string' ? localeInput : undefined);
  const [t, user] = await Promise.all([getTranslations({ locale, namespace: 'ClientArea' }), getCurrentUser()]);
  return { t, user };
}

const signedOut = (t: ClientAreaT): ClientAreaActionResult => ({
  ok: false,
  error: 'signed_out',
  title: t('toast.errorTitle'),
  description: t('toast.signedOut'),
});

const failed = (t: ClientAreaT): ClientAreaActionResult => ({
  ok: false,
  error: 'failed',
  title: t('toast.errorTitle'),
  description: t('toast.error'),
});

/**
 * The account pages read the session (name, roles, whether anyone is signed in): the client area,
 * the partner dashboard and the back office all sit under this layout. The header reads the
 * session from /api/session instead, so the public pages have nothing to re-render.
 */
const revalidateAccountPages = () => revalidatePath('/[locale]/(account)', 'layout');

function invalid(t: ClientAreaT, issues: readonly { message: string; path: readonly PropertyKey[] }[]): ClientAreaActionResult {
  const issue = issues[0];
  const field = issue?.path[0];
  return {
    ok: false,
    error: 'validation',
    title: t('toast.validationTitle'),
    description: t(`errors.${accountErrorKey(issue?.message)}`),
    field: typeof field === 'string' ? field : undefined,
  };
}

/** Renames the signed-in user. */
export async function saveNameAction(locale: string, input: unknown): Promise<ClientAreaActionResult> {
  const { t, user } = await context(locale);
  if (!user) return signedOut(t);
  const parsed = profileSchema.safeParse(input);
  if (!parsed.success) return invalid(t, parsed.error.issues);
  try {
    const outcome = await updateMyName(user, parsed.data.name);
    if (outcome.ok) {
      revalidateAccountPages();
      return { ok: true, title: t('toast.profileSavedTitle'), description: t('toast.profileSaved') };
    }
    console.error('Name update refused:', outcome.code, outcome.message);
    return failed(t);
  } catch (error) {
    logError('Name update failed', error);
    return failed(t);
  }
}

const PASSWORD_PROBLEM_KEYS = { tooShort: 'passwordTooShort', tooLong: 'passwordTooLong', common: 'passwordCommon' } as const;

/** Changes the signed-in user's password (current one checked; other sessions end). */
export async function changePasswordAction(locale: string, input: unknown): Promise<ClientAreaActionResult> {
  const { t, user } = await context(locale);
  if (!user) return signedOut(t);
  const parsed = passwordChangeSchema.safeParse(input);
  if (!parsed.success) return invalid(t, parsed.error.issues);
  const problem = checkPassword(parsed.data.password);
  if (problem) {
    const key: AccountErrorKey = PASSWORD_PROBLEM_KEYS[problem];
    return { ok: false, error: 'validation', title: t('toast.validationTitle'), description: t(`errors.${key}`), field: 'password' };
  }
  try {
    const outcome = await changeMyPassword(await getDb(), user, parsed.data.current, parsed.data.password);
    if (outcome.ok) return { ok: true, title: t('toast.passwordChangedTitle'), description: t('toast.passwordChanged') };
    if (outcome.code === 'invalid_credentials')
      return { ok: false, error: 'wrong_password', title: t('toast.errorTitle'), description: t('toast.wrongPassword'), field: 'current' };
    if (outcome.code === 'rate_limited')
      return { ok: false, error: 'rate_limited', title: t('toast.errorTitle'), description: t('toast.rateLimited') };
    if (outcome.code === 'weak_password')
      return {
        ok: false,
        error: 'validation',
        title: t('toast.validationTitle'),
        description: t('errors.passwordCommon'),
        field: 'password',
      };
    console.error('Password change refused:', outcome.code, outcome.message);
    return failed(t);
  } catch (error) {
    logError('Password change failed', error);
    return failed(t);
  }
}

/**
 * Deletes the signed-in user's account once they typed its e-mail again, then signs them out.
 * The account is the session's: nothing in the input names it.
 */
export async function deleteAccountAction(locale: string, input: unknown): Promise<ClientAreaActionResult> {
  const { t, user } = await context(locale);
  if (!user) return signedOut(t);
  const parsed = deleteAccountSchema(user.email).safeParse(input);
  if (!parsed.success) return invalid(t, parsed.error.issues);
  try {
    const result = await deleteMyAccount(await getDb(), user);
    if (!result.ok) {
      const description = result.error === 'last_admin' ? t('toast.lastAdmin') : t('toast.deleteUnavailable', { email: COMPANY.email });
      return { ok: false, error: result.error, title: t('toast.errorTitle'), description };
    }
  } catch (error) {
    logError('Account deletion failed', error);
    return failed(t);
  }
  try {
    // The account and its sessions are gone already; this clears the browser's cookies.
    await auth().signOut();
  } catch (error) {
    logError('Sign-out after account deletion failed', error);
  }
  revalidateAccountPages();
  return { ok: true, title: t('toast.deletedTitle'), description: t('toast.deleted') };
}
