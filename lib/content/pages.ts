import 'server-only';
import { content } from './store';
import { isPublic } from './publication';
import { LOCALES, type Locale } from '@/i18n/locales';
import { SERVICE_PAGES } from '@/lib/config/catalogue';
import type { AboutText, CertificationsText, DialogsText, HomeText, LegalText, ServiceText, SuccessCasesText } from './schemas';
import {
  DIALOG_GRADIENTS,
  DIALOG_KEYS,
  LEGAL_DOCUMENTS,
  SUCCESS_CASES,
  TESTIMONIALS,
  TIMELINE_YEARS,
  TRUSTED_BY,
  type LegalDocumentKey,
} from './data';
import type {
  AboutContent,
  CertificationsPageContent,
  DialogContent,
  DialogKey,
  HomeContent,
  LegalDocument,
  PerLocale,
  ServiceContent,
  ServicePageKey,
} from './types';

/**
 * Page content per locale: the YAML text of content/ merged with the language-independent facts
 * of ./data. Each value is read from the current content (./store) when a page asks for it, and
 * kept until the next publication; a missing document or key throws, so the build fails.
 */

/** The document `name` of a collection in `locale`; its data was validated by the collection's schema at build. */
function one<T>(docs: readonly { locale: string; name: string; data: unknown }[], locale: Locale, name: string, what: string): { data: T } {
  const doc = docs.find((d) => d.locale === locale && d.name === name);
  if (!doc) throw new Error(`Missing content: ${what} (${locale})`);
  return doc as { data: T };
}

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Missing content: ${what}`);
  return value;
}

/** An object whose properties are built on first read from the current content, again after a publication. */
function live<K extends string, T>(keys: readonly K[], build: (key: K) => T): Record<K, T> {
  const memo = new Map<K, { version: number; value: T }>();
  const out = {} as Record<K, T>;
  for (const key of keys) {
    Object.defineProperty(out, key, {
      enumerable: true,
      get() {
        const version = content().version;
        const known = memo.get(key);
        if (known && known.version === version) return known.value;
        const value = build(key);
        memo.set(key, { version, value });
        return value;
      },
    });
  }
  return out;
}

function perLocale<T>(build: (locale: Locale) => T): PerLocale<T> {
  return live(LOCALES, build) as PerLocale<T>;
}

export const services: Record<ServicePageKey, PerLocale<ServiceContent>> = Object.fromEntries(
  SERVICE_PAGES.map(({ key, slug }) => [key, perLocale((l) => one<ServiceText>(content().services, l, slug, `services/${slug}`).data)]),
) as Record<ServicePageKey, PerLocale<ServiceContent>>;

export const home: PerLocale<HomeContent> = perLocale((l) => {
  const text = one<HomeText>(content().homes, l, l, 'home').data;
  const cases = one<SuccessCasesText>(content().successCases, l, l, 'success-cases').data;
  return {
    testimonials: TESTIMONIALS.map((t) => ({ ...t, ...need(text.testimonials[t.id], `home testimonial ${t.id} (${l})`) })),
    faq: text.faq,
    painPoints: text.painPoints,
    ticker: text.ticker,
    trustedBy: TRUSTED_BY,
    successCases: SUCCESS_CASES.filter((c) => visible(need(cases[c.slug], `success case ${c.slug} (${l})`))).map((c) => {
      const { quote, draft: _draft, publishAt: _publishAt, ...rest } = cases[c.slug]!;
      return {
        slug: c.slug,
        client: c.client,
        location: c.location,
        service: c.service,
        ...rest,
        ...(quote && c.quoteAuthor ? { quote: { ...quote, author: c.quoteAuthor } } : {}),
      };
    }),
  };
});

export const dialogs: Record<DialogKey, PerLocale<DialogContent>> = Object.fromEntries(
  DIALOG_KEYS.map((key) => [
    key,
    perLocale((l) => ({
      ...need(one<DialogsText>(content().dialogs, l, l, 'dialogs').data[key], `dialog ${key} (${l})`),
      gradient: DIALOG_GRADIENTS[key],
    })),
  ]),
) as Record<DialogKey, PerLocale<DialogContent>>;

function legal(key: LegalDocumentKey): PerLocale<LegalDocument> {
  return perLocale((l) => {
    const { sections, ...rest } = one<LegalText>(content().legals, l, key, `legal/${key}`).data;
    return {
      ...rest,
      updated: LEGAL_DOCUMENTS[key].updated,
      sections: LEGAL_DOCUMENTS[key].sections.map((id) => ({ id, ...need(sections[id], `legal/${key} section ${id} (${l})`) })),
    };
  });
}
export const privacy = legal('privacy');
export const terms = legal('terms');
export const lgpd = legal('lgpd');

export const about: PerLocale<AboutContent> = perLocale((l) => {
  const { timeline, ...rest } = one<AboutText>(content().abouts, l, 'about', 'pages/about').data;
  return { ...rest, timeline: TIMELINE_YEARS.map((year) => ({ year, ...need(timeline[year], `about timeline ${year} (${l})`) })) };
});

export const certificationsPage: PerLocale<CertificationsPageContent> = perLocale(
  (l) => one<CertificationsText>(content().certifications, l, 'certifications', 'pages/certifications').data,
);

/** Drafts and entries scheduled for later are on no public surface. */
const visible = (text: { draft?: boolean; publishAt?: string }) =>
  isPublic({ draft: text.draft ?? false, publishAt: text.publishAt ?? null });

/** Whether visitors see a service's page in a language. */
export const isServicePublic = (key: ServicePageKey, locale: Locale) => visible(services[key][locale]);

/** The service pages visitors see in a language, in the catalogue's order. */
export const publicServicePages = (locale: Locale) => SERVICE_PAGES.filter((p) => isServicePublic(p.key, locale));

/** The one name of a service in menus and lists: its short nav label, else its page title. */
export function serviceName(key: ServicePageKey, locale: Locale): string {
  const s = services[key][locale];
  return s.navLabel ?? s.title;
}
