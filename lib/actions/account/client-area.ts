'use server';

import { getTranslations } from 'next-intl/server';
import { accountErrorKey, type AccountErrorKey } from '@/lib/validation/account-errors';
import { messageValues } from '@/lib/validation/error-keys';
import { firstIssue, runAction, type ActionResult, type ActionText } from '@/lib/actions/client';
import { revalidateSession } from '@/lib/actions/revalidate';
import { auth } from '@/lib/auth';
import { changeMyPassword, updateMyName } from '@/lib/auth/account';
import { checkPassword } from '@/lib/auth/password-policy';
import { COMPANY } from '@/lib/config/company';
import { deleteMyAccount } from '@/lib/auth/client-area';
import { deleteAccountSchema, passwordChangeSchema, profileSchema } from '@/lib/validation/account';
import { logError } from '@/lib/ops/log-error';
import type { Locale } from '@/i18n/locales';
import type { z } from 'zod';

const clientAreaT = (locale: Locale) => getTranslations({ locale, namespace: 'ClientArea' });

/** The client area acts on the session's own account only: nothing in the input names it. */
const options = <S extends z.ZodType | undefined>(locale: string, schema: S, input: unknown, log: string) =>
  ({
    locale,
    area: 'account',
    actor: 'signed-in',
    schema,
    input,
    issueText: (message: string | undefined, t: ActionText) => t(`ClientArea.errors.${accountErrorKey(message)}`, messageValues(message)),
    log,
  }) as const;

/** Renames the signed-in user. */
export async function saveNameAction(locale: string, input: unknown): Promise<ActionResult> {
  return runAction(options(locale, profileSchema, input, 'Name update failed'), async ({ locale: lang, user, data, fail }) => {
    const outcome = await updateMyName(user, data.name);
    if (!outcome.ok) {
      console.error('Name update refused:', outcome.code, outcome.message);
      return fail('failed');
    }
    revalidateSession();
    const t = await clientAreaT(lang);
    return { ok: true, title: t('toast.profileSavedTitle'), description: t('toast.profileSaved') };
  });
}

const PASSWORD_PROBLEM_KEYS = { tooShort: 'passwordTooShort', tooLong: 'passwordTooLong', common: 'passwordCommon' } as const;

/** Changes the signed-in user's password (current one checked; other sessions end). */
export async function changePasswordAction(locale: string, input: unknown): Promise<ActionResult> {
  return runAction(
    options(locale, passwordChangeSchema, input, 'Password change failed'),
    async ({ locale: lang, db, user, data, fail }) => {
      const t = await clientAreaT(lang);
      const problem = checkPassword(data.password);
      if (problem) {
        const key: AccountErrorKey = PASSWORD_PROBLEM_KEYS[problem];
        return fail('validation', { text: t(`errors.${key}`), field: 'password' });
      }
      const outcome = await changeMyPassword(db, user, data.current, data.password);
      if (outcome.ok) return { ok: true, title: t('toast.passwordChangedTitle'), description: t('toast.passwordChanged') };
      if (outcome.code === 'invalid_credentials') return fail('wrong_password', { text: t('toast.wrongPassword'), field: 'current' });
      if (outcome.code === 'rate_limited') return fail('rate_limited', { text: t('toast.rateLimited') });
      if (outcome.code === 'weak_password') return fail('validation', { text: t('errors.passwordCommon'), field: 'password' });
      console.error('Password change refused:', outcome.code, outcome.message);
      return fail('failed');
    },
  );
}

/** Deletes the signed-in user's account once they typed its e-mail again, then signs them out. */
export async function deleteAccountAction(locale: string, input: unknown): Promise<ActionResult> {
  // The confirmation must be the session's own address: the schema is built from it.
  return runAction(options(locale, undefined, input, 'Account deletion failed'), async ({ locale: lang, db, user, fail }) => {
    const t = await clientAreaT(lang);
    const parsed = deleteAccountSchema(user.email).safeParse(input);
    if (!parsed.success) {
      const issue = firstIssue(parsed.error);
      return fail('validation', { text: t(`errors.${accountErrorKey(issue.message)}`), field: issue.field });
    }
    const result = await deleteMyAccount(db, user);
    if (!result.ok) {
      return fail(result.error, {
        text: result.error === 'last_admin' ? t('toast.lastAdmin') : t('toast.deleteUnavailable', { email: COMPANY.email }),
      });
    }
    try {
      // The account and its sessions are gone already; this clears the browser's cookies.
      await auth().signOut();
    } catch (error) {
      logError('Sign-out after account deletion failed', error);
    }
    revalidateSession();
    return { ok: true, title: t('toast.deletedTitle'), description: t('toast.deleted') };
  });
}
