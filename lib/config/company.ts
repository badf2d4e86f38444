import { publicEnv } from './public-env';

/**
 * Company facts shown across the site. Brand and contact values come from the environment
 * (COMPANY_* or NEXT_PUBLIC_COMPANY_*) with neutral defaults, so server and browser agree.
 */

const phone = publicEnv.companyPhone ?? '+55 11 4000-0000';

export const COMPANY = {
  name: publicEnv.companyName ?? 'Orbis TI',
  legalName: publicEnv.companyLegalName ?? 'Orbis Tecnologia da Informação Ltda.',
  phone,
  /** Digits only, with country code, for tel: and click-to-chat links. */
  phoneDigits: phone.replace(/\D/g, ''),
  whatsapp: (publicEnv.companyWhatsapp ?? phone).replace(/\D/g, ''),
  email: publicEnv.companyEmail ?? 'contato@example.com.br',
  host: publicEnv.companyHost ?? 'example.com.br',
  address: {
    street: publicEnv.companyStreet ?? 'Alameda Rio Negro, 500 — Alphaville',
    city: publicEnv.companyCity ?? 'Barueri',
    region: publicEnv.companyRegion ?? 'SP',
    postalCode: publicEnv.companyPostalCode ?? '06454-000',
    country: 'BR',
  },
  foundingYear: 2003,
  messagingApp: 'WhatsApp',
} as const;

/** The company's time zone: daily figures (e.g. the partner dashboard's views per day) count days here. */
export const COMPANY_TIME_ZONE = 'America/Sao_Paulo';

export const COMPANY_ADDRESS_LINE = `${COMPANY.address.street}, ${COMPANY.address.city} – ${COMPANY.address.region}, ${COMPANY.address.postalCode}`;

/** Figures of the hero: years in business, clients and cost reduction. */
export const FACTS = {
  yearsHero: '20+',
  clients: '500+',
  costReduction: '40%',
} as const;

export const OFFICES = [
  { key: 'hq', city: COMPANY.address.city, region: COMPANY.address.region, country: 'BR', street: COMPANY.address.street },
  { key: 'orlando', city: 'Orlando', region: 'FL', country: 'US', street: null },
] as const;

/** Business hours: Mon–Fri 08:00–18:00, Sat 08:00–12:00 (JSON-LD and contact cards). */
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

/** The two external products of the services menu; both open in a new tab. */
export const EXTERNAL_PRODUCTS = [
  { key: 'chatbot', href: `https://chatbot.${COMPANY.host}` },
  { key: 'gatehouse', href: `https://portaria.${COMPANY.host}` },
] as const;

/** Certifications: two cloud vendors and LGPD; `gradient` colours the header of each one's detail dialog. */
export const CERTIFICATIONS = [
  { key: 'microsoft', level: 'Gold', validUntil: '2025', gradient: 'from-blue-600 to-sky-500' },
  { key: 'aws', level: 'Advanced', validUntil: '2026', gradient: 'from-amber-500 to-orange-600' },
  { key: 'lgpd', level: 'Certified', validUntil: 'Vigente', gradient: 'from-emerald-600 to-teal-500' },
] as const;
/** A certification's validity as shown: a year, or the language's word for "current" when it does not expire. */
export function certificationValidity(validUntil: (typeof CERTIFICATIONS)[number]['validUntil'], currentLabel: string): string {
  return validUntil === 'Vigente' ? currentLabel : validUntil;
}
export const FOOTER_CERTIFICATIONS = ['ISO 27001', 'LGPD Compliance', 'Microsoft Partner', 'AWS Certified'] as const;
export const TECHNOLOGY_PARTNERS = ['Microsoft', 'AWS', 'Google Cloud', 'Fortinet', 'Dell Technologies', 'Intelbras'] as const;

/** Live stats: starting values and the range they wander in. */
export const LIVE_STATS = {
  activeClients: { initial: 500, min: 485, max: 535 },
  activeClientsNow: { initial: 347, min: 320, max: 380 },
  problemsSolvedToday: { initial: 23, min: 18, max: 35 },
  clientSatisfaction: { initial: 4.9, min: 4.8, max: 5.0 },
} as const;
