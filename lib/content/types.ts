import type { Locale } from '@/i18n/locales';
import type { AboutText, CertificationsText, ServiceText } from './schemas';

/**
 * Shapes of the page content as components use it: each locale's text (content/…yaml) merged
 * with the language-independent facts of lib/content/data.ts. Strings may contain the tokens
 * {company}, {legalName}, {email}, {phone}, {address}, {host}, {foundingYear}, filled at render
 * time by fillTokens().
 */
export type PerLocale<T> = Record<Locale, T>;

/** Keys of the ten service pages (route slugs in SERVICE_PAGES). */
export type ServicePageKey =
  'msp' | 'newSmartCloud' | 'cloud' | 'backup' | 'iot' | 'security' | 'messaging' | 'email' | 'storage' | 'peopleCounter';

/** One service page and its card. Prices and periods come from the pricing config. */
export type ServiceContent = ServiceText;

export type DialogKey = 'security' | 'iot' | 'cloud' | 'msp' | 'boost' | 'explore';
export interface DialogContent {
  title: string;
  description: string;
  /** A Tailwind gradient, e.g. 'from-blue-600 to-cyan-500'. */
  gradient: string;
  benefits: string[];
  features: string[];
}

export type ContentCategory = 'cloud' | 'security' | 'automation' | 'backup' | 'support';

export interface Testimonial {
  id: string;
  name: string;
  position: string;
  company: string;
  industry: string;
  /** Initials used for the avatar (no third-party images). */
  initials: string;
  rating: number;
  text: string;
  results: string;
  category: ContentCategory;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface PainPoint {
  title: string;
  text: string;
  solution: string;
}

export interface SuccessCase {
  slug: string;
  client: string;
  sector: string;
  location: string;
  service: ServicePageKey;
  challenge: string;
  solution: string;
  results: { value: string; label: string }[];
  quote?: { text: string; author: string; role: string };
}

export interface HomeContent {
  testimonials: Testimonial[];
  faq: FaqItem[];
  painPoints: PainPoint[];
  /** 10 short activity-ticker messages. */
  ticker: string[];
  /** Client names for the trust bar. */
  trustedBy: readonly string[];
  successCases: SuccessCase[];
}

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
  description: string;
  keywords: string[];
  /** YYYY-MM-DD */
  updated: string;
  intro: string[];
  sections: ProseSection[];
}

export type AboutContent = Omit<AboutText, 'timeline'> & { timeline: { year: string; title: string; text: string }[] };

export type CertificationsPageContent = CertificationsText;
export type CertificationContent = CertificationsText['items']['microsoft'];
