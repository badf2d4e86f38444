import 'server-only';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import { mergeMessages, type Messages } from '@/i18n/strings';
import { PRICES_BRL, servicePrice } from '@/lib/catalogue';
import { contentVersion } from '@/lib/content/store';
import { COMPANY, COMPANY_ADDRESS_LINE, CERTIFICATIONS, certificationValidity, FOOTER_CERTIFICATIONS, OFFICES } from '@/lib/config/company';
import { BILLING_PERIOD, formatMoney, localPrice } from '@/lib/config/catalogue';
import { ebooksFor, postsFor } from '@/lib/content';
import { certificationsPage, home, publicServicePages, services } from '@/lib/content/pages';
import type { ServicePageKey } from '@/lib/content/types';
import { whatsappUrl } from '@/lib/leads/whatsapp';
import { fillTokens } from '@/lib/text';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';
import panelsEn from '@/messages/panels/en.json';
import panelsEs from '@/messages/panels/es.json';
import panelsPt from '@/messages/panels/pt.json';
import { plainText } from './text';

/**
 * What the assistant knows, per language: the site's own facts only — the catalogue with its
 * prices, the service pages, the FAQ, success cases, certifications, hours and contacts — plus
 * the blog and e-book passages it may quote. Built once per locale from the same content and
 * constants the pages render, so an answer never disagrees with the page it links to.
 */

export const CATALOGUES: Record<Locale, Messages> = {
  pt: mergeMessages(pt, panelsPt),
  en: mergeMessages(en, panelsEn),
  es: mergeMessages(es, panelsEs),
};

export type AssistantServiceKey = ServicePageKey | 'consulting';

export interface ServiceFact {
  key: AssistantServiceKey;
  name: string;
  /** The page, localized; consulting has none and points at the contact page. */
  url: string;
  /** The catalogue price as shown on the page ('R$ 99,00'); null = upon request. */
  price: string | null;
  /** Billing period label ('por dispositivo/mês'); for services upon request, the 'Sob consulta' label. */
  period: string;
  description: string;
  included: string[];
  benefits: string[];
  /** Who the page says the service is for ('Condomínios residenciais e comerciais'). */
  audiences: string[];
  claims: { value: string; label: string }[];
  steps: { title: string; text: string }[];
  faq: { question: string; answer: string }[];
  keywords: string[];
}

export interface ArticleFact {
  kind: 'blog' | 'ebook';
  title: string;
  description: string;
  url: string;
  tags: string[];
  /** The article split at its H2 headings, as plain text. */
  sections: { heading: string; text: string }[];
}

export interface CaseFact {
  client: string;
  sector: string;
  location: string;
  service: string;
  challenge: string;
  solution: string;
  results: { value: string; label: string }[];
}

export interface Knowledge {
  locale: Locale;
  company: string;
  services: ServiceFact[];
  faq: { question: string; answer: string }[];
  cases: CaseFact[];
  certifications: { name: string; level: string; validUntil: string; description: string }[];
  /** Badges listed in the footer (ISO 27001, …). */
  badges: readonly string[];
  hours: string;
  contact: { phone: string; whatsappUrl: string; email: string; address: string; offices: string[] };
  /** The site's pages the assistant links to, localized, and their names. */
  labels: { faq: string; cases: string; certifications: string; resellers: string; lgpd: string; contact: string; services: string };
  pages: {
    home: string;
    faq: string;
    services: string;
    contact: string;
    cases: string;
    certifications: string;
    resellers: string;
    blog: string;
    ebooks: string;
    lgpd: string;
    privacy: string;
    about: string;
  };
  articles: ArticleFact[];
}

/** 'R$ 99,00 por dispositivo/mês', 'R$ 499,00/mês'. */
export function priceWithPeriod(price: string, period: string): string {
  return period.startsWith('/') ? `${price}${period}` : `${price} ${period}`;
}

function splitSections(markdown: string): { heading: string; text: string }[] {
  const out: { heading: string; text: string }[] = [];
  let heading = '';
  let lines: string[] = [];
  const flush = () => {
    const text = plainText(lines.join('\n')).replace(/\s+/g, ' ');
    if (text) out.push({ heading, text });
  };
  for (const line of markdown.split('\n')) {
    const h = /^#{2,3}\s+(.+)$/.exec(line);
    if (h) {
      flush();
      heading = plainText(h[1]!);
      lines = [];
    } else lines.push(line);
  }
  flush();
  return out;
}

function build(locale: Locale): Knowledge {
  const m = CATALOGUES[locale];
  const path = (p: string) => localizedPath(locale, p);
  const period = (key: keyof Messages['Services']['period']) => m.Services.period[key];

  const pageServices: ServiceFact[] = publicServicePages(locale).map(({ key, slug }) => {
    const s = services[key][locale];
    const price = servicePrice(key, locale);
    return {
      key,
      name: s.navLabel ?? s.title,
      url: path(`/servicos/${slug}`),
      price: price.display,
      period: period(price.periodKey),
      description: fillTokens(s.description),
      included: s.included.map((t) => fillTokens(t)),
      benefits: s.benefits.map((t) => fillTokens(t)),
      audiences: s.audiences.map((t) => fillTokens(t)),
      claims: s.claims,
      steps: s.steps.map((st) => ({ title: st.title, text: fillTokens(st.text) })),
      faq: s.faq.map((q) => ({ question: fillTokens(q.question), answer: fillTokens(q.answer) })),
      keywords: s.keywords,
    };
  });
  const consultingBrl = PRICES_BRL.consulting;
  const consulting: ServiceFact = {
    key: 'consulting',
    name: m.ServicePage.consulting,
    url: path('/contato'),
    price: consultingBrl === null ? null : formatMoney(localPrice(consultingBrl, locale), locale),
    period: period(BILLING_PERIOD.consulting),
    description: m.ServicePage.consultingText,
    included: [],
    benefits: [],
    audiences: [],
    claims: [],
    steps: [],
    faq: [],
    keywords: [],
  };

  const content = home[locale];
  const toArticle =
    (kind: ArticleFact['kind']) => (doc: { title: string; description: string; slug: string; tags: string[]; markdown: string }) => ({
      kind,
      title: doc.title,
      description: doc.description,
      url: path(`/${kind === 'blog' ? 'blog' : 'ebooks'}/${doc.slug}`),
      tags: doc.tags,
      sections: splitSections(fillTokens(doc.markdown)),
    });

  const serviceNames = Object.fromEntries(pageServices.map((s) => [s.key, s.name]));
  return {
    locale,
    company: COMPANY.name,
    services: [...pageServices, consulting],
    faq: content.faq.map((q) => ({ question: fillTokens(q.question), answer: fillTokens(q.answer) })),
    cases: content.successCases.map((c) => ({
      client: c.client,
      sector: c.sector,
      location: c.location,
      service: serviceNames[c.service] ?? c.service,
      challenge: fillTokens(c.challenge),
      solution: fillTokens(c.solution),
      results: c.results,
    })),
    certifications: CERTIFICATIONS.map((c) => {
      const item = certificationsPage[locale].items[c.key];
      return {
        name: item.name,
        level: c.level,
        validUntil: certificationValidity(c.validUntil, m.Certifications.current),
        description: fillTokens(item.description),
      };
    }),
    badges: FOOTER_CERTIFICATIONS,
    hours: m.Contact.hours,
    contact: {
      phone: COMPANY.phone,
      whatsappUrl: whatsappUrl(m.Leads.waGreeting),
      email: COMPANY.email,
      address: COMPANY_ADDRESS_LINE,
      offices: OFFICES.map((o) => `${o.city} – ${o.region}, ${o.country}`),
    },
    labels: {
      faq: m.Home.faq.title,
      cases: m.Footer.successCases,
      certifications: m.Footer.certifications,
      resellers: m.Nav.partners,
      lgpd: m.Footer.lgpd,
      contact: m.Nav.contact,
      services: m.Nav.services,
    },
    pages: {
      home: path('/'),
      faq: `${path('/')}#faq`,
      services: path('/servicos'),
      contact: path('/contato'),
      cases: path('/casos-de-sucesso'),
      certifications: path('/certificacoes'),
      resellers: path('/revendas'),
      blog: path('/blog'),
      ebooks: path('/ebooks'),
      lgpd: path('/lgpd'),
      privacy: path('/politica-de-privacidade'),
      about: path('/sobre'),
    },
    articles: [...postsFor(locale).map(toArticle('blog')), ...ebooksFor(locale).map(toArticle('ebook'))],
  };
}

const cache = new Map<Locale, { version: number; knowledge: Knowledge }>();

/** The assistant's knowledge in a language (built on first use, again after each publication). */
export function knowledge(locale: Locale): Knowledge {
  const version = contentVersion();
  const known = cache.get(locale);
  if (known && known.version === version) return known.knowledge;
  const k = build(locale);
  cache.set(locale, { version, knowledge: k });
  return k;
}

/** Every catalogue price as the site shows it in a language (the only amounts an answer may state). */
export function cataloguePrices(locale: Locale): string[] {
  return knowledge(locale)
    .services.map((s) => s.price)
    .filter((p): p is string => p !== null);
}
