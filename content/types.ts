import type { Locale } from '@/lib/site';

/**
 * Long-form page content lives in typed modules per locale (server-only, never in client bundles).
 * Strings may contain the tokens {company}, {legalName}, {email}, {phone}, {address}, {host},
 * {foundingYear} which are replaced with the configured company facts when rendered.
 */
export type PerLocale<T> = Record<Locale, T>;

export interface ProseSection {
  /** Stable anchor id (kebab-case, same in every locale). */
  id: string;
  heading: string;
  paragraphs?: string[];
  items?: string[];
  /** Optional paragraphs shown after the list. */
  after?: string[];
}

export interface LegalDocument {
  title: string;
  /** Meta description, 120–160 characters. */
  description: string;
  keywords: string[];
  /** YYYY-MM-DD */
  updated: string;
  intro: string[];
  sections: ProseSection[];
}

export interface AboutContent {
  title: string;
  description: string;
  keywords: string[];
  intro: string[];
  mission: string;
  vision: string;
  values: { title: string; text: string }[];
  timeline: { year: string; title: string; text: string }[];
  offices: { hq: { title: string; text: string }; orlando: { title: string; text: string } };
  numbers: { value: string; label: string }[];
}

export interface CertificationContent {
  name: string;
  description: string;
  fullDescription: string;
  benefits: string[];
  compliance: string[];
}

export interface CertificationsPageContent {
  title: string;
  description: string;
  keywords: string[];
  intro: string[];
  items: Record<'microsoft' | 'aws' | 'lgpd', CertificationContent>;
  footerListTitle: string;
  footerListText: string;
  partnersTitle: string;
  partnersText: string;
  partners: Record<string, string>;
}
