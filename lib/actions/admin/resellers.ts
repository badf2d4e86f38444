'use server';

import { revalidatePath, updateTag } from 'next/cache';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { getCurrentUser } from '@/lib/auth';
import { getDb } from '@/lib/db';
import { PARTNERS_TAG } from '@/lib/data/partners';
import { clientIp } from '@/lib/request-ip';
import {
  approveApplication,
  NotAdminError,
  rejectApplication,
  resendInvitation,
  type InviteStatus,
  type ReviewMeta,
} from '@/lib/data/admin-resellers';
import { toLocale } from '@/i18n/locales';
import { logError } from '@/lib/ops/log-error';

export interface ReviewActionResult {
  ok: boolean;
  title: string;
  description?: string;
  /** The form field a failure belongs to. */
  field?: 'reason';
  /** Why it failed, for the caller's logic (the text is for people). */
  error?: 'forbidden' | 'not_found' | 'conflict' | 'validation' | 'failed';
}

type T = Awaited<ReturnType<typeof translator>>;

function translator(localeInput: string) {
  return getTranslations({ locale: toLocale(localeInput), namespace: 'AdminResellers' });
}

const INVITE_TEXT = {
  created: 'inviteCreated',
  granted: 'inviteGranted',
  other_partner: 'inviteOtherPartner',
  no_account: 'inviteNoAccount',
  failed: 'inviteFailed',
} as const satisfies Record<InviteStatus, string>;

/**
 * Re-renders the pages a review changes: the applications, the admin home's figures, the mail
 * log (decisions and invitations are mailed) and the accounts (an invitation may grant the role).
 */
function revalidateReview() {
  revalidatePath('/[locale]/(account)/admin/revendas', 'page');
  revalidatePath('/[locale]/(account)/admin/revendas/[id]', 'page');
  revalidatePath('/[locale]/(account)/admin', 'page');
  revalidatePath('/[locale]/(account)/admin/emails', 'page');
  revalidatePath('/[locale]/(account)/admin/usuarios', 'page');
}

/** An approval also creates a partner: the partner list and the public directory change. */
function revalidateApproval() {
  revalidateReview();
  updateTag(PARTNERS_TAG);
  revalidatePath('/[locale]/(account)/admin/parceiros', 'page');
  revalidatePath('/[locale]/revendas', 'page');
}

/**
 * Runs a review step for the signed-in admin (checked here and again, in the database, by the
 * review functions) and turns refusals and failures into a toast.
 */
async function asAdmin(
  localeInput: string,
  step: (ctx: { db: Awaited<ReturnType<typeof getDb>>; user: { id: string }; meta: ReviewMeta; t: T }) => Promise<ReviewActionResult>,
): Promise<ReviewActionResult> {
  const t = await translator(localeInput);
  const user = await getCurrentUser();
  if (!user?.isAdmin) return { ok: false, error: 'forbidden', title: t('errorTitle'), description: t('forbidden') };
  try {
    const db = await getDb();
    return await step({ db, user, meta: { ip: clientIp(await headers()) }, t });
  } catch (error) {
    if (error instanceof NotAdminError) return { ok: false, error: 'forbidden', title: t('errorTitle'), description: t('forbidden') };
    logError('Reseller review failed', error);
    return { ok: false, error: 'failed', title: t('errorTitle'), description: t('failed') };
  }
}

export async function approveAction(localeInput: string, id: string): Promise<ReviewActionResult> {
  const outcome = await asAdmin(localeInput, async ({ db, user, meta, t }) => {
    const result = await approveApplication(db, user, String(id), meta);
    if (!result.ok)
      return {
        ok: false,
        error: result.error === 'not_found' ? 'not_found' : 'conflict',
        title: t('errorTitle'),
        description: t(result.error === 'not_found' ? 'notFound' : 'notPending'),
      };
    return {
      ok: true,
      title: t('approvedTitle'),
      description: t(INVITE_TEXT[result.invite], { partner: result.partner.name, email: result.email }),
    };
  });
  if (outcome.ok) revalidateApproval();
  return outcome;
}

export async function rejectAction(localeInput: string, id: string, input: unknown): Promise<ReviewActionResult> {
  const outcome = await asAdmin(localeInput, async ({ db, user, meta, t }) => {
    const reason = (input as { reason?: unknown } | null)?.reason;
    const result = await rejectApplication(db, user, String(id), reason, meta);
    if (result.ok) {
      return {
        ok: true,
        title: t('rejectedTitle'),
        description: result.mailed ? t('rejectedText', { email: result.email }) : t('rejectedNoMail'),
      };
    }
    if (result.error === 'invalid_reason')
      return {
        ok: false,
        error: 'validation',
        title: t('validationTitle'),
        description: t(`errors.${result.messageKey ?? 'reasonMin'}`),
        field: 'reason',
      };
    return {
      ok: false,
      error: result.error === 'not_found' ? 'not_found' : 'conflict',
      title: t('errorTitle'),
      description: t(result.error === 'not_found' ? 'notFound' : 'notPending'),
    };
  });
  if (outcome.ok) revalidateReview();
  return outcome;
}

export async function resendInviteAction(localeInput: string, id: string): Promise<ReviewActionResult> {
  const outcome = await asAdmin(localeInput, async ({ db, user, meta, t }) => {
    const result = await resendInvitation(db, user, String(id), meta);
    if (!result.ok)
      return {
        ok: false,
        error: result.error === 'not_found' ? 'not_found' : 'conflict',
        title: t('errorTitle'),
        description: t(result.error === 'not_found' ? 'notFound' : 'notApproved'),
      };
    return {
      ok: result.invite !== 'failed',
      title: t('resentTitle'),
      description: t(INVITE_TEXT[result.invite], { partner: result.partner, email: result.email }),
    };
  });
  if (outcome.ok) revalidateReview();
  return outcome;
}
