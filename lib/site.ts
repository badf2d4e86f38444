/**
 * The one place for business constants: company facts, contact, offices, hours,
 * prices, claims, timings, limits and browser storage keys (SPEC §1, §9).
 * Brand and contact values are configurable through the environment (see .env.example);
 * next.config.ts maps COMPANY_* onto NEXT_PUBLIC_COMPANY_* so server and client agree.
 */

export const LOCALES = ['pt', 'en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt';
/** BCP 47 tags used for <html lang>, Open Graph and hreflang. */
export const LOCALE_TAGS: Record<Locale, string> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' };
export const LOCALE_NAMES: Record<Locale, string> = { pt: 'Português', en: 'English', es: 'Español' };

function env(name: string, fallback: string): string {
  const value = process.env[name];
  return value && value.trim() ? value.trim() : fallback;
}

const phone = env('NEXT_PUBLIC_COMPANY_PHONE', '+55 11 4000-0000');

export const COMPANY = {
  name: env('NEXT_PUBLIC_COMPANY_NAME', 'Orbis TI'),
  legalName: env('NEXT_PUBLIC_COMPANY_LEGAL_NAME', 'Orbis Tecnologia da Informação Ltda.'),
  phone,
  /** Digits only, with country code, for tel: and click-to-chat links. */
  phoneDigits: phone.replace(/\D/g, ''),
  whatsapp: env('NEXT_PUBLIC_COMPANY_WHATSAPP', phone).replace(/\D/g, ''),
  email: env('NEXT_PUBLIC_COMPANY_EMAIL', 'contato@example.com.br'),
  host: env('NEXT_PUBLIC_COMPANY_HOST', 'example.com.br'),
  address: {
    street: env('NEXT_PUBLIC_COMPANY_STREET', 'Alameda Rio Negro, 500 — Alphaville'),
    city: env('NEXT_PUBLIC_COMPANY_CITY', 'Barueri'),
    region: env('NEXT_PUBLIC_COMPANY_REGION', 'SP'),
    postalCode: env('NEXT_PUBLIC_COMPANY_POSTAL_CODE', '06454-000'),
    country: 'BR',
  },
  foundingYear: 2003,
  messagingApp: 'WhatsApp',
} as const;

export const COMPANY_ADDRESS_LINE = `${COMPANY.address.street}, ${COMPANY.address.city} – ${COMPANY.address.region}, ${COMPANY.address.postalCode}`;

/** SPEC §1 keeps several figures side by side; so do we. */
export const FACTS = {
  yearsHero: '20+',
  yearsElsewhere: '21+',
  yearsText: 21,
  clients: '500+',
  activeClientsChip: '+300',
  costReduction: '40%',
  costReductionUpTo: '60%',
  uptime: '99.9%',
} as const;

export const OFFICES = [
  {
    key: 'hq',
    city: COMPANY.address.city,
    region: COMPANY.address.region,
    country: 'BR',
    street: COMPANY.address.street,
  },
  { key: 'orlando', city: 'Orlando', region: 'FL', country: 'US', street: null },
] as const;

/** Business hours (SPEC §9), used in JSON-LD and on the contact cards. */
export const OPENING_HOURS = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
  { days: ['Saturday'], opens: '08:00', closes: '12:00' },
] as const;

export const SOCIAL_LINKS = [
  { key: 'linkedin', href: 'https://www.linkedin.com/' },
  { key: 'instagram', href: 'https://www.instagram.com/' },
  { key: 'facebook', href: 'https://www.facebook.com/' },
  { key: 'youtube', href: 'https://www.youtube.com/' },
  { key: 'x', href: 'https://x.com/' },
] as const;

/** The two external products of the services menu (SPEC §1); both open in a new tab. */
export const EXTERNAL_PRODUCTS = [
  { key: 'chatbot', href: `https://chatbot.${COMPANY.host}` },
  { key: 'gatehouse', href: `https://portaria.${COMPANY.host}` },
] as const;

export const SERVICE_KEYS = [
  'msp',
  'peopleCounter',
  'cloud',
  'backup',
  'iot',
  'security',
  'messaging',
  'email',
  'storage',
  'consulting',
] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];

/** The ten service pages of SPEC §2.1, in menu order. */
export const SERVICE_PAGES = [
  { key: 'msp', slug: 'suporte-de-ti' },
  { key: 'newSmartCloud', slug: 'new-smart-cloud' },
  { key: 'cloud', slug: 'cloud-file-server' },
  { key: 'backup', slug: 'backup' },
  { key: 'iot', slug: 'automacao-iot' },
  { key: 'security', slug: 'seguranca-inteligente' },
  { key: 'messaging', slug: 'mensageria-ipbx' },
  { key: 'email', slug: 'email-corporativo-ipbx' },
  { key: 'storage', slug: 'storage' },
  { key: 'peopleCounter', slug: 'contadores-de-pessoas' },
] as const;

/** Prices per language (SPEC §9). `null` means "upon request". */
export const PRICES: Record<ServiceKey, Record<Locale, string | null>> = {
  msp: { pt: 'R$ 99,00', en: '$19.80', es: '$19,80' },
  peopleCounter: { pt: 'R$ 1.899,00', en: '$379.80', es: '$379,80' },
  cloud: { pt: 'R$ 499,00', en: '$99.80', es: '$99,80' },
  backup: { pt: 'R$ 299,00', en: '$59.80', es: '$59,80' },
  iot: { pt: 'R$ 29.998,00', en: '$5,999.60', es: '$5.999,60' },
  security: { pt: 'R$ 2.688,00', en: '$537.60', es: '$537,60' },
  messaging: { pt: 'R$ 399,00', en: '$79.80', es: '$79,80' },
  email: { pt: 'R$ 29,90', en: '$5.98', es: '$5,98' },
  storage: { pt: 'R$ 3.200,00', en: '$640.00', es: '$640,00' },
  consulting: { pt: null, en: null, es: null },
};

/** Billing period key per service; the label is a message (Services.period.*). */
export const BILLING_PERIOD: Record<ServiceKey, 'perDeviceMonth' | 'month' | 'initialPackage' | 'perAccountMonth' | 'onDemand'> = {
  msp: 'perDeviceMonth',
  peopleCounter: 'month',
  cloud: 'month',
  backup: 'month',
  iot: 'initialPackage',
  security: 'month',
  messaging: 'month',
  email: 'perAccountMonth',
  storage: 'month',
  consulting: 'onDemand',
};

/** Home pricing offer (SPEC §9). */
export const OFFER = {
  price: 99,
  oldPrice: 141.43,
  savingPerMonth: 42,
  discountPercent: 30,
  firstClients: 10,
  diagnosticValue: 2500,
  spotsLeft: 3,
  guaranteeDays: 30,
  windowHours: 48,
} as const;

/** ROI calculator constants (SPEC §9). */
export const ROI = {
  mspPricePerDevice: 99,
  costFactorAfter: 0.6,
  downtimeHourCost: 500,
  downtimeRecovered: 0.8,
  defaults: { devices: 10, currentCost: 5000, downtimeHours: 4 },
} as const;

/** Live stats (SPEC §9). */
export const LIVE_STATS = {
  activeClients: { initial: 500, min: 485, max: 535 },
  activeClientsNow: { initial: 347, min: 320, max: 380 },
  problemsSolvedToday: { initial: 23, min: 18, max: 35 },
  clientSatisfaction: { initial: 4.9, min: 4.8, max: 5.0 },
} as const;

/** Claims (SPEC §9). */
export const CLAIMS = {
  mspSla: '15-30',
  criticalResponseMinutes: 15,
  highPrioritySlaMinutes: 30,
  uptime: '99.9%',
  peopleCounterAccuracy: '98%+',
  peopleCounterRoiMonths: 6,
  iotEnergySaving: '32%',
  backupRetentionDays: 90,
  backupEncryption: 'AES-256',
  backupDatacenters: 3,
  onboarding: { msp: '24–48 h', cloudBusinessDays: '3–5', securityWeeks: '1–2' },
  meetingWithinHours: 24,
  proposalWithinHours: 48,
  quoteReplyMinutes: 30,
} as const;

/** Certifications (SPEC §9): two cloud vendors and LGPD. */
export const CERTIFICATIONS = [
  { key: 'microsoft', level: 'Gold', validUntil: '2025' },
  { key: 'aws', level: 'Advanced', validUntil: '2026' },
  { key: 'lgpd', level: 'Certified', validUntil: 'Vigente' },
] as const;
export const FOOTER_CERTIFICATIONS = ['ISO 27001', 'LGPD Compliance', 'Microsoft Partner', 'AWS Certified'] as const;
export const TECHNOLOGY_PARTNERS = ['Microsoft', 'AWS', 'Google Cloud', 'Fortinet', 'Dell Technologies', 'Intelbras'] as const;

/** Timings and limits (SPEC §9), in milliseconds where a duration. */
export const TIMINGS = {
  formSendDelayMs: 1000,
  searchDebounceMs: 500,
  pageViewDelayMs: 1000,
  seoGlobalFirstRunMs: 5_000,
  seoGlobalEveryMs: 60 * 60 * 1000,
  seoBoosterFirstRunMs: 10_000,
  seoBoosterEveryMs: 2 * 60 * 60 * 1000,
  pwaPromptDelayMs: 3000,
  pwaDismissMs: 7 * 24 * 60 * 60 * 1000,
  cookieBannerDelayMs: 2000,
  aiSuggestionDelayMs: 100,
  partnerLogDelayMs: 500,
  liveStatsEveryMs: 30_000,
  tickerEveryMs: 5000,
  dataFreshMs: 5 * 60 * 1000,
} as const;

export const LIMITS = {
  formString: 5000,
  contactMessage: 2000,
  chatMessage: 1000,
  submissionLog: 50,
  minSearchQuery: 3,
  scrollTopThresholdPx: 300,
  anchorOffsetPx: 80,
  partnerCities: 6,
  uploadBytes: 10 * 1024 * 1024,
  uploadTypes: ['application/pdf', 'image/jpeg', 'image/jpg', 'image/png'],
  visibleToasts: 1,
  faqItems: 10,
  dataRetries: 1,
} as const;

export const STORAGE_KEYS = {
  preferredLanguage: 'preferredLanguage',
  theme: 'theme',
  analyticsSession: 'analytics_session_id',
  formSubmissions: 'form_submissions',
  globalSeoLastRun: 'global_seo_last_run',
  seoBoosterLastRun: 'seo_booster_last_run',
  pwaDismissed: 'pwa-install-prompt-dismissed',
  cookieConsent: 'cookie-consent',
  offerEndTime: 'offerEndTime',
} as const;

/** Public origin for canonical URLs, sitemap and OG images. */
export function siteUrl(): string {
  const fromEnv = process.env.SITE_URL?.trim();
  const url = fromEnv || `http://localhost:${process.env.PORT || 3000}`;
  return url.replace(/\/+$/, '');
}

/** Auth rate limits (per window, counted in the database). */
export const AUTH_LIMITS = {
  signInPerIp: { limit: 20, windowSeconds: 10 * 60 },
  signInPerEmail: { limit: 8, windowSeconds: 10 * 60 },
  resetPerIp: { limit: 10, windowSeconds: 60 * 60 },
  resetPerEmail: { limit: 3, windowSeconds: 60 * 60 },
  signUpPerIp: { limit: 10, windowSeconds: 60 * 60 },
} as const;

/** Lead capture (anti-abuse). */
export const LEAD_LIMITS = {
  /** Submissions per IP per form type per window. */
  perIp: { limit: 5, windowSeconds: 60 },
  /** A human needs at least this long to fill a form; faster posts are treated as bots. */
  minFillMs: 1500,
} as const;

/** Per-field typing caps (SPEC §5); any other field: LIMITS.formString. */
export const FIELD_CAPS = {
  name: 100,
  email: 255,
  phone: 20,
  company: 200,
  cnpj: 18,
  service: 100,
  region: 100,
  partner: 200,
  message: 2000,
} as const;

/** Service values of the contact form's select (SPEC §3). */
export const CONTACT_SERVICES = ['msp', 'cloud', 'backup', 'automacao', 'seguranca', 'chatbot', 'email', 'outsourcing', 'consultoria'] as const;

/** The home pricing offer per language (pt as SPEC §9; en/es at the catalogue's USD rate). */
export const OFFER_PRICES: Record<Locale, { price: string; oldPrice: string; saving: string; diagnostic: string }> = {
  pt: { price: 'R$ 99', oldPrice: 'R$ 141,43', saving: 'R$ 42', diagnostic: 'R$ 2.500' },
  en: { price: '$19.80', oldPrice: '$28.29', saving: '$8.40', diagnostic: '$500' },
  es: { price: '$19,80', oldPrice: '$28,29', saving: '$8,40', diagnostic: '$500' },
};
