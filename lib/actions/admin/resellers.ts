'use server';

import { getTranslations } from 'next-intl/server';
import { formText, runAction, type ActionResult } from '@/lib/actions/client';
import { revalidateApproval, revalidateReview } from '@/lib/actions/revalidate';
import { approveApplication, rejectApplication, resendInvitation, type InviteStatus } from '@/lib/resellers/admin';
import { toLocale } from '@/i18n/locales';

const translator = (localeInput: string) => getTranslations({ locale: toLocale(localeInput), namespace: 'AdminResellers' });

const INVITE_TEXT = {
  created: 'inviteCreated',
  granted: 'inviteGranted',
  other_partner: 'inviteOtherPartner',
  no_account: 'inviteNoAccount',
  failed: 'inviteFailed',
} as const satisfies Record<InviteStatus, string>;

/** A review step for the signed-in admin, checked here and again, in the database, by the review functions. */
const options = (locale: string) => ({ locale, area: 'resellerReview', actor: 'admin', log: 'Reseller review failed' }) as const;

export async function approveAction(localeInput: string, id: string): Promise<ActionResult> {
  const outcome = await runAction(options(localeInput), async ({ db, user, meta, fail }) => {
    const t = await translator(localeInput);
    const result = await approveApplication(db, user, String(id), meta);
    if (!result.ok) return result.error === 'not_found' ? fail('not_found') : fail('conflict', { text: t('notPending') });
    return {
      ok: true,
      title: t('approvedTitle'),
      description: t(INVITE_TEXT[result.invite], { partner: result.partner.name, email: result.email }),
    };
  });
  if (outcome.ok) revalidateApproval();
  return outcome;
}

export async function rejectAction(localeInput: string, id: string, input: unknown): Promise<ActionResult> {
  const outcome = await runAction(options(localeInput), async ({ db, user, meta, fail }) => {
    const t = await translator(localeInput);
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
      return fail('validation', { text: t(`errors.${result.messageKey ?? 'reasonMin'}`), field: 'reason' });
    return result.error === 'not_found' ? fail('not_found') : fail('conflict', { text: t('notPending') });
  });
  if (outcome.ok) revalidateReview();
  return outcome;
}

export async function resendInviteAction(localeInput: string, id: string): Promise<ActionResult> {
  const outcome = await runAction(options(localeInput), async ({ db, user, meta, fail }) => {
    const t = await translator(localeInput);
    const result = await resendInvitation(db, user, String(id), meta);
    if (!result.ok) return result.error === 'not_found' ? fail('not_found') : fail('conflict', { text: t('notApproved') });
    const description = t(INVITE_TEXT[result.invite], { partner: result.partner, email: result.email });
    if (result.invite === 'failed') return fail('failed', { title: t('resentTitle'), text: description });
    return { ok: true, title: t('resentTitle'), description };
  });
  if (outcome.ok) revalidateReview();
  return outcome;
}

/** The approval's confirmation as a plain form. */
export async function approveForm(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return approveAction(formText(formData, 'locale'), formText(formData, 'id'));
}

/** The invitation's resend button as a plain form. */
export async function resendInviteForm(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return resendInviteAction(formText(formData, 'locale'), formText(formData, 'id'));
}
