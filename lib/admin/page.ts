import 'server-only';
import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import type { MessageKey, Namespace } from '@/i18n/strings';
import { requireUser } from '@/lib/auth/require';
import { COMPANY_TIME_ZONE } from '@/lib/config/company';
import { getDb } from '@/lib/db';
import { buildMetadata } from '@/lib/seo/metadata';

/** A page's path (sign-in redirect, canonical address): fixed, or made from the route's params. */
type PagePath<P> = string | ((params: P) => string);

const pathOf = <P>(path: PagePath<P>, params: P) => (typeof path === 'string' ? path : path(params));

/**
 * What every back-office page starts with: the route's locale (unknown: 404), the admin check
 * (signed out: to sign-in; not an admin: home), the database and the page's texts and formatter;
 * `when` writes a moment in full (date and time) in the company's time zone.
 */
export async function adminPage<P extends { locale: string }, N extends Namespace>(params: Promise<P>, path: PagePath<P>, namespace: N) {
  const route = await params;
  const locale = pageLocale(route.locale);
  setRequestLocale(locale);
  const user = await requireUser(locale, 'admin', pathOf(path, route));
  const [db, t, common, format] = await Promise.all([
    getDb(),
    getTranslations({ locale, namespace }),
    getTranslations({ locale, namespace: 'AdminCommon' }),
    getFormatter({ locale }),
  ]);
  const when = (d: Date) => format.dateTime(d, { dateStyle: 'long', timeStyle: 'short', timeZone: COMPANY_TIME_ZONE });
  return { locale, user, db, t, common, format, when, params: route };
}

/**
 * A back-office page's metadata: never indexed; title and description from the page's texts
 * (by default its `title` and `subtitle`).
 */
export async function adminMetadata<P extends { locale: string }, N extends Namespace>(
  params: Promise<P>,
  path: PagePath<P>,
  namespace: N,
  keys: { title: MessageKey<N>; description: MessageKey<N> } = { title: 'title', description: 'subtitle' } as never,
): Promise<Metadata> {
  const route = await params;
  const locale = pageLocale(route.locale);
  // The keys are checked against the namespace above; next-intl's own key type cannot follow a generic namespace.
  const t = (await getTranslations({ locale, namespace })) as unknown as (key: string) => string;
  return buildMetadata({ locale, pathname: pathOf(path, route), title: t(keys.title), description: t(keys.description), noindex: true });
}
