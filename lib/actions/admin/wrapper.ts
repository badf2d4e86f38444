import 'server-only';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { getCurrentUser } from '@/lib/auth';
import { getDb } from '@/lib/db';
import type { Db } from '@/lib/db/client';
import { NotAdminError, type Actor, type WriteMeta } from '@/lib/data/authz';
import { clientIp } from '@/lib/request-ip';
import { toLocale, type Locale } from '@/i18n/locales';
import { logError } from '@/lib/ops/log-error';

/** What every back-office server action answers: a toast, and the field a validation failure belongs to. */
export interface AdminActionResult {
  ok: boolean;
  title: string;
  description?: string;
  field?: string;
  /** Why it failed, for the caller's logic (the text is for people). */
  error?: 'forbidden' | 'not_found' | 'validation' | 'conflict' | 'failed';
  /** Whatever the action hands back on success (e.g. a new record's id). */
  data?: Record<string, string | number | boolean | null>;
}

export type AdminCommonT = Awaited<ReturnType<typeof getTranslations<'AdminCommon'>>>;

export interface AdminActionContext {
  db: Db;
  actor: Actor;
  meta: WriteMeta;
  locale: Locale;
  common: AdminCommonT;
}

/**
 * Runs a back-office write for the signed-in admin. The role is checked here and again, in the
 * database, by the data function; a refusal or a failure becomes a toast, never an exception.
 */
export async function adminAction(
  localeInput: unknown,
  step: (ctx: AdminActionContext) => Promise<AdminActionResult>,
): Promise<AdminActionResult> {
  const locale = toLocale(typeof localeInput === 'string' ? localeInput : undefined);
  const common = await getTranslations({ locale, namespace: 'AdminCommon' });
  const forbidden: AdminActionResult = { ok: false, error: 'forbidden', title: common('errorTitle'), description: common('forbidden') };
  const user = await getCurrentUser();
  if (!user?.isAdmin) return forbidden;
  try {
    const db = await getDb();
    return await step({ db, actor: { id: user.id }, meta: { ip: clientIp(await headers()) }, locale, common });
  } catch (error) {
    if (error instanceof NotAdminError) return forbidden;
    logError('Admin action failed', error);
    return { ok: false, error: 'failed', title: common('errorTitle'), description: common('failed') };
  }
}
