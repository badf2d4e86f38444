import type { PerLocale } from '@/content/types';

export type { PerLocale };

/** Keys of the ten service pages (route slug in SERVICE_PAGES of lib/site.ts). */
export type ServicePageKey =
  | 'msp'
  | 'newSmartCloud'
  | 'cloud'
  | 'backup'
  | 'iot'
  | 'security'
  | 'messaging'
  | 'email'
  | 'storage'
  | 'peopleCounter';

/** One service page (and its card), per language. Prices and periods come from lib/site.ts. */
export interface ServiceContent {
  /** Page title / card title. */
  title: string;
  /** Short line under the title (card subtitle). */
  subtitle: string;
  /** Meta description, 120–160 characters. */
  metaDescription: string;
  keywords: string[];
  /** 2–3 sentence description shown on the card and at the top of the page. */
  description: string;
  /** Longer introduction for the page: 2–3 paragraphs. */
  intro: string[];
  /** 3–4 benefits (SPEC: benefit1..benefit4). */
  benefits: string[];
  /** Exactly 3 short features for the home service card. */
  cardFeatures: [string, string, string];
  /** Card badge, e.g. 'Mais vendido', 'Novo', 'IA'. */
  badge: string;
  /** What is included: 5–8 items. */
  included: string[];
  /** Claims of SPEC §9 that belong to this service (SLA, accuracy, retention, energy, onboarding). */
  claims: { value: string; label: string }[];
  /** Who it is for: 3–5 audience lines (SMBs, condominiums, hotels, hospitals, industries…). */
  audiences: string[];
  /** How it works: 3–5 steps. */
  steps: { title: string; text: string }[];
  /** 3–4 questions specific to this service. */
  faq: { question: string; answer: string }[];
  /** Text of the WhatsApp prefilled message for this service. */
  whatsappMessage: string;
}

/** Dialog content for the hero buttons and tiles (SPEC §3 Service detail dialog). */
export type DialogKey = 'security' | 'iot' | 'cloud' | 'msp' | 'boost' | 'explore';
export interface DialogContent {
  title: string;
  description: string;
  /** A Tailwind gradient, e.g. 'from-blue-600 to-cyan-500'. */
  gradient: string;
  benefits: string[];
  features: string[];
}

export interface Testimonial {
  name: string;
  position: string;
  company: string;
  industry: string;
  /** Initials used for the avatar (no third-party images). */
  initials: string;
  rating: 5;
  text: string;
  results: string;
  category: 'cloud' | 'security' | 'automation' | 'backup' | 'support';
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
  /** 10 short activity-ticker messages, e.g. 'Backup concluído para clínica em Campinas'. */
  ticker: string[];
  /** Client names for the trust bar (fictional, sector-plausible). */
  trustedBy: string[];
  successCases: SuccessCase[];
}
