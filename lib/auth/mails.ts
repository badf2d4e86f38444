import { messagesOf } from '@/i18n/messages';
import { createTranslator } from 'next-intl';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import { localeOfPath, localizedPath } from '@/i18n/paths';
import { COMPANY } from '@/lib/config/company';
import { AUTH_LIMITS } from '@/lib/config/limits';
import type { Mail } from '@/lib/mail';
import { absoluteUrl } from '@/lib/seo/paths';

/* The account mails, in the language of the request (or of the link they carry). */

async function translator(locale: Locale) {
  return createTranslator({ locale, messages: await messagesOf(locale), namespace: 'AuthMail' });
}

type T = Awaited<ReturnType<typeof translator>>;

const vars = { company: COMPANY.name };

function greeting(t: T, name: string | null | undefined) {
  return name?.trim() ? t('greeting', { name: name.trim() }) : t('greetingNoName');
}

/** The /auth page in `locale`, absolute, with an optional query. */
export function authPageUrl(locale: Locale, query: Record<string, string> = {}): string {
  const qs = new URLSearchParams(query).toString();
  return `${absoluteUrl(localizedPath(locale, '/auth'))}${qs ? `?${qs}` : ''}`;
}

/** The language of a link into the site (its /en or /es prefix), e.g. a reset link's return address. */
export function localeOfLink(link: string | null | undefined): Locale {
  if (!link) return DEFAULT_LOCALE;
  try {
    return localeOfPath(new URL(link, 'http://x').pathname);
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** The password-reset link. */
export async function resetPasswordMail(input: { to: string; name: string; url: string; locale: Locale }): Promise<Mail> {
  const t = await translator(input.locale);
  return {
    kind: 'password-reset',
    to: input.to,
    subject: t('resetSubject', vars),
    text: [greeting(t, input.name), '', t('resetIntro'), input.url, '', t('resetIgnore'), '', t('signature', vars)].join('\n'),
    secrets: [input.url],
  };
}

/** The link that completes a sign-up (a new address). */
export async function signUpLinkMail(input: { to: string; name: string; url: string; locale: Locale }): Promise<Mail> {
  const t = await translator(input.locale);
  return {
    kind: 'sign-up-link',
    to: input.to,
    subject: t('signUpSubject', vars),
    text: [
      greeting(t, input.name),
      '',
      t('signUpIntro', { hours: AUTH_LIMITS.signUpLinkHours }),
      input.url,
      '',
      t('signUpIgnore'),
      '',
      t('signature', vars),
    ].join('\n'),
    secrets: [input.url],
  };
}

/** Someone signed up with an address that already has an account: its owner hears, the visitor does not. */
export async function existingAccountMail(input: { to: string; name: string | null; locale: Locale }): Promise<Mail> {
  const t = await translator(input.locale);
  return {
    kind: 'sign-up-existing',
    to: input.to,
    subject: t('existingSubject', vars),
    text: [
      greeting(t, input.name),
      '',
      t('existingIntro'),
      '',
      t('existingSignIn'),
      authPageUrl(input.locale),
      '',
      t('existingForgot'),
      authPageUrl(input.locale),
      '',
      t('existingIgnore'),
      '',
      t('signature', vars),
    ].join('\n'),
  };
}

/** A sign-up the auth backend completed at once (no confirmation of its own): how to sign in. */
export async function accountReadyMail(input: { to: string; name: string | null; locale: Locale }): Promise<Mail> {
  const t = await translator(input.locale);
  return {
    kind: 'sign-up-ready',
    to: input.to,
    subject: t('readySubject', vars),
    text: [greeting(t, input.name), '', t('readyIntro'), authPageUrl(input.locale), '', t('signature', vars)].join('\n'),
  };
}
