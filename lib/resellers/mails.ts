import { createTranslator } from 'next-intl';
import { messagesOf } from '@/i18n/messages';
import { toLocale, type Locale } from '@/i18n/locales';
import { authPageUrl } from '@/lib/auth/mails';
import type { PartnerInvite } from '@/lib/auth/types';
import { COMPANY } from '@/lib/config/company';
import type { resellerApplications } from '@/lib/db/schema';
import type { Mail } from '@/lib/mail';

/* The mails to a reseller applicant about their application, in the applicant's language. */

type Application = typeof resellerApplications.$inferSelect;

/** Where an approved applicant lands after signing in. */
export const PARTNER_PANEL = { next: '/painel-parceiro' };

/** The applicant's language for mails and links (Portuguese when unknown). */
export function applicantLocale(app: Pick<Application, 'locale'>): Locale {
  return toLocale(app.locale?.slice(0, 2).toLowerCase());
}

async function translator(locale: Locale) {
  return createTranslator({ locale, messages: await messagesOf(locale), namespace: 'ResellerReview' });
}

/**
 * The approval mail for what the invitation did: a new account gets its set-password link, an
 * existing one is told to sign in, and with no way to create the account, how to create it. None
 * for an account that belongs to another partner (the admin is told instead).
 */
export async function approvalMail(app: Application, invite: PartnerInvite): Promise<Mail | null> {
  if (invite.status === 'other_partner') return null;
  const locale = applicantLocale(app);
  const t = await translator(locale);
  const vars = { company: COMPANY.name, business: app.nomeFantasia, email: app.email, name: app.nomeResponsavel };
  const head = [t('greeting', vars), '', t('approvedIntro', vars), ''];
  const tail = ['', t('signature', vars)];
  if (invite.status === 'created') {
    return {
      kind: 'reseller-invite',
      to: app.email,
      subject: t('inviteSubject', vars),
      text: [
        ...head,
        t('inviteSetPassword', vars),
        invite.setPasswordUrl,
        '',
        t('inviteExpired', { url: authPageUrl(locale) }),
        ...tail,
      ].join('\n'),
    };
  }
  const body =
    invite.status === 'granted'
      ? [t('existingAccount', vars), authPageUrl(locale, PARTNER_PANEL)]
      : [t('noAccount', vars), authPageUrl(locale, { mode: 'signup', ...PARTNER_PANEL }), t('noAccountAfter')];
  return { kind: 'reseller-approved', to: app.email, subject: t('grantedSubject', vars), text: [...head, ...body, ...tail].join('\n') };
}

/** The rejection mail, with the reviewer's reason. */
export async function rejectionMail(app: Application, reason: string): Promise<Mail> {
  const t = await translator(applicantLocale(app));
  const vars = { company: COMPANY.name, business: app.nomeFantasia, name: app.nomeResponsavel };
  return {
    kind: 'reseller-reject',
    to: app.email,
    subject: t('rejectSubject', vars),
    text: [
      t('greeting', vars),
      '',
      t('rejectIntro', vars),
      '',
      t('rejectReason'),
      reason,
      '',
      t('rejectOutro'),
      '',
      t('signature', vars),
    ].join('\n'),
  };
}
