import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import type { Messages } from '@/i18n/strings';
import { UFS } from '@/lib/config/brazil';
import type { DirectoryPartner } from '@/lib/partners/directory';
import { detectIntents, findRegion, findService, isSmallTalk, partnersFor, type Intent, type ServiceAliasKey } from './intents';
import { CATALOGUES, knowledge, priceWithPeriod, type Knowledge, type ServiceFact } from './knowledge';
import { withCatalogueAmountsOnly } from './money';
import { coverage, distinctPages, faqFor, retrieve, type Doc } from './retrieval';
import type { ChatTurn } from './schema';

/**
 * The offline assistant: answers from the site's own facts, in the visitor's language, with
 * links to the pages that hold them. It recognises the common questions (services, a service's
 * price and what it includes, partners in a city or state, hours and contact, certifications,
 * success cases, cloud migration, backup, LGPD, a request for a quote) and otherwise points at
 * the best-matching pages and the quote form. Prices come only from the catalogue.
 */

export interface OfflineAnswer {
  /** Markdown: paragraphs, '- ' lists, **bold** and [links](/path). */
  text: string;
  /** Offer the visitor the short contact form under this answer. */
  lead: boolean;
  /** What the answer was about (tests and logs). */
  topic: Intent | 'service' | 'faq' | 'fallback';
}

type AnswerKey = keyof Messages['Assistant']['answers'];

/** A page suggested when nothing answers must share this much of the question, and score at least this. */
const PAGE_MIN_COVERAGE = 0.5;
const PAGE_MIN_SCORE = 3;
/** Related articles scoring at least this share of the best one are linked. */
const RELATED_SHARE = 0.6;

export function answerOffline({
  message,
  history = [],
  locale,
  partners,
}: {
  message: string;
  history?: ChatTurn[];
  locale: Locale;
  partners: readonly DirectoryPartner[];
}): OfflineAnswer {
  const k = knowledge(locale);
  const translate = createTranslator({ locale, messages: CATALOGUES[locale], namespace: 'Assistant.answers' });
  const t = (key: AnswerKey, values?: Record<string, string | number>) => translate(key, { company: k.company, ...values });
  const answer = build({ message, history, k, t, partners });
  return { ...answer, text: withCatalogueAmountsOnly(answer.text, locale) };
}

type T = (key: AnswerKey, values?: Record<string, string | number>) => string;

interface Ctx {
  message: string;
  history: ChatTurn[];
  k: Knowledge;
  t: T;
  partners: readonly DirectoryPartner[];
}

const paragraphs = (...parts: (string | false | null | undefined | string[])[]) =>
  parts
    .filter((p): p is string | string[] => Boolean(p) && !(Array.isArray(p) && p.length === 0))
    .map((p) => (Array.isArray(p) ? p.join('\n') : p))
    .join('\n\n');

const bullets = (items: string[]) => items.map((i) => `- ${i}`);

/** Each service's own names (page title, menu label, keywords) in every language, for matching. */
function serviceNames(): Partial<Record<ServiceAliasKey, string[]>> {
  const out: Partial<Record<ServiceAliasKey, string[]>> = {};
  for (const locale of ['pt', 'en', 'es'] as const)
    for (const s of knowledge(locale).services) (out[s.key] ??= []).push(s.name, ...s.keywords);
  return out;
}

let names: Partial<Record<ServiceAliasKey, string[]>> | null = null;
function serviceIn(text: string): ServiceAliasKey | null {
  names ??= serviceNames();
  return findService(text, names);
}

function priceText(s: ServiceFact, t: T): string {
  return s.price ? t('priceFrom', { price: priceWithPeriod(s.price, s.period) }) : t('onRequest');
}

function serviceLink(s: ServiceFact): string {
  return `[${s.name}](${s.url})`;
}

function build(ctx: Ctx): Omit<OfflineAnswer, 'text'> & { text: string } {
  const { message, history, k, t } = ctx;
  const intents = detectIntents(message);
  const lastUser = [...history].reverse().find((turn) => turn.role === 'user')?.content ?? '';
  const previous = lastUser ? detectIntents(lastUser) : new Set<Intent>();
  let serviceKey = serviceIn(message);
  // A follow-up ('e quanto custa?') refers to the service of the previous question.
  if (!serviceKey && intents.has('price') && lastUser) serviceKey = serviceIn(lastUser);
  // 'E o backup?' after a price question asks for that service's price.
  if (serviceKey && intents.size === 0 && previous.has('price')) intents.add('price');
  const service = serviceKey ? k.services.find((s) => s.key === serviceKey) : undefined;

  if (intents.has('quote')) return quote(ctx, service);
  if (intents.has('partners')) return partnersAnswer(ctx);
  if (service && intents.has('price')) return serviceAnswer(ctx, service, true);
  const has = (key: string) => k.services.some((s) => s.key === key);
  // Answers built on one service's page need it public (a draft service is not on the site).
  if (intents.has('migration') && has('cloud') && has('newSmartCloud')) return migration(ctx);
  if (intents.has('hours') && !service)
    return { text: paragraphs(t('hours', { hours: k.hours }), contactLines(ctx)), lead: false, topic: 'hours' };
  if (intents.has('lgpd')) return lgpd(ctx);
  if (intents.has('backup') && has('backup') && (!service || service.key === 'backup')) return backup(ctx);
  if (service) return serviceAnswer(ctx, service, false);
  if (intents.has('certifications')) return certifications(ctx);
  if (intents.has('cases')) return cases(ctx);
  if (intents.has('contact') || intents.has('hours')) return { text: contactLines(ctx), lead: false, topic: 'contact' };
  if (intents.has('services')) return servicesList(ctx);
  if (intents.has('price')) return prices(ctx);
  if (intents.has('greeting') && isSmallTalk(message)) return { text: t('greeting'), lead: false, topic: 'greeting' };
  if (intents.has('thanks') && isSmallTalk(message)) return { text: t('thanks'), lead: false, topic: 'thanks' };
  return fallback(ctx);
}

/** An FAQ entry as an answer: its question in bold (with the service it is about), then the answer. */
function faqText(doc: Doc): string {
  const about = doc.id.startsWith('service-faq:') ? ` (${doc.pageTitle})` : '';
  return `**${doc.title}**${about}\n${doc.answer}`;
}

function contactOptions({ k, t }: Ctx): string {
  return t('contactOptions', { contactUrl: k.pages.contact, whatsappUrl: k.contact.whatsappUrl });
}

function quote(ctx: Ctx, service: ServiceFact | undefined): OfflineAnswer {
  const { k, t } = ctx;
  const priceLine = service
    ? service.price
      ? t('servicePrice', { name: service.name, price: priceWithPeriod(service.price, service.period) })
      : t('serviceOnRequest', { name: service.name })
    : null;
  return {
    text: paragraphs(priceLine, t('quote'), t('quoteAlternatives', { contactUrl: k.pages.contact, whatsappUrl: k.contact.whatsappUrl })),
    lead: true,
    topic: 'quote',
  };
}

function serviceAnswer(ctx: Ctx, s: ServiceFact, askedPrice: boolean): OfflineAnswer {
  const { t } = ctx;
  const headline = s.price
    ? t('servicePrice', { name: s.name, price: priceWithPeriod(s.price, s.period) })
    : t('serviceOnRequest', { name: s.name });
  const included = s.included.slice(0, askedPrice ? 4 : 6);
  return {
    text: paragraphs(
      headline,
      askedPrice ? null : s.description,
      included.length ? [t('serviceIncluded'), ...bullets(included)] : null,
      s.key === 'consulting' ? null : t('serviceMore', { name: s.name, url: s.url }),
      s.key === 'backup' ? relatedReading(ctx, 'backup ransomware 3-2-1') : null,
      t('quoteOffer'),
    ),
    lead: false,
    topic: askedPrice ? 'price' : 'service',
  };
}

function servicesList({ k, t }: Ctx): OfflineAnswer {
  return {
    text: paragraphs(t('servicesIntro'), bullets(k.services.map((s) => `${serviceLink(s)} — ${priceText(s, t)}`)), t('servicesOutro')),
    lead: false,
    topic: 'services',
  };
}

function prices({ k, t }: Ctx): OfflineAnswer {
  return {
    text: paragraphs(t('pricesIntro'), bullets(k.services.map((s) => `${serviceLink(s)} — ${priceText(s, t)}`)), t('pricesOutro')),
    lead: false,
    topic: 'price',
  };
}

function areasText(p: DirectoryPartner): string {
  if (!p.areas.length) return 'Brasil';
  return p.areas.map((a) => (a.cities.length ? `${a.cities.join(', ')} (${a.stateCode})` : a.stateCode)).join('; ');
}

function partnersAnswer(ctx: Ctx): OfflineAnswer {
  const { message, k, t, partners } = ctx;
  const link = t('partnersLink', { label: k.labels.resellers, url: k.pages.resellers });
  if (!partners.length) return { text: paragraphs(t('partnersEmpty'), contactOptions(ctx)), lead: true, topic: 'partners' };
  const region = findRegion(message, partners);
  const named = [...region.cities, ...region.states.map((uf) => UFS.find((u) => u.code === uf)!.name)];
  if (region.other) return { text: paragraphs(t('partnersNone', { region: region.other }), link), lead: true, topic: 'partners' };
  if (!region.cities.length && !region.states.length) {
    const states = [...new Set(partners.flatMap((p) => p.areas.map((a) => a.stateCode)))].sort();
    return {
      text: paragraphs(t('partnersAsk', { count: states.length, states: states.join(', ') }), link),
      lead: false,
      topic: 'partners',
    };
  }
  const regionText = [...new Set(named)].join(', ');
  const found = partnersFor(region, partners);
  if (!found.length)
    return { text: paragraphs(t('partnersNone', { region: regionText }), link, contactOptions(ctx)), lead: true, topic: 'partners' };
  const uf = region.states[0] ?? found[0]!.areas.find((a) => a.cities.some((c) => region.cities.includes(c)))?.stateCode;
  const url = uf ? `${k.pages.resellers}?uf=${uf}` : k.pages.resellers;
  return {
    text: paragraphs(
      t('partnersIn', { region: regionText }),
      bullets(found.slice(0, 6).map((p) => t('partnerItem', { name: p.name, areas: areasText(p) }))),
      t('partnersLink', { label: k.labels.resellers, url }),
    ),
    lead: false,
    topic: 'partners',
  };
}

function contactLines({ k, t }: Ctx): string {
  return paragraphs(
    t('contactIntro'),
    bullets([
      t('contactPhone', { phone: k.contact.phone }),
      t('contactWhatsapp', { phone: k.contact.phone, url: k.contact.whatsappUrl }),
      t('contactEmail', { email: k.contact.email }),
      t('contactAddress', { address: k.contact.address }),
      t('contactHours', { hours: k.hours }),
    ]),
    t('contactForm', { url: k.pages.contact }),
  );
}

function certifications({ k, t }: Ctx): OfflineAnswer {
  return {
    text: paragraphs(
      t('certificationsIntro'),
      bullets(k.certifications.map((c) => t('certificationItem', c))),
      t('badges', { badges: k.badges.join(', ') }),
      t('certificationsMore', { label: k.labels.certifications, url: k.pages.certifications }),
    ),
    lead: false,
    topic: 'certifications',
  };
}

function cases({ k, t }: Ctx): OfflineAnswer {
  return {
    text: paragraphs(
      t('casesIntro'),
      bullets(
        k.cases.map((c) =>
          t('caseItem', {
            client: c.client,
            sector: c.sector,
            location: c.location,
            service: c.service,
            result: c.results.map((r) => `${r.value} ${r.label}`).join('; '),
          }),
        ),
      ),
      t('casesMore', { label: k.labels.cases, url: k.pages.cases }),
    ),
    lead: false,
    topic: 'cases',
  };
}

/** Links to the blog posts and e-books that best match a query. */
function relatedReading({ k, t }: Ctx, query: string): string | null {
  const hits = retrieve(k.locale, query, { kinds: ['article'], limit: 8 });
  // Only articles about as relevant as the best one.
  const pages = distinctPages(
    hits.filter((h) => h.score >= hits[0]!.score * RELATED_SHARE),
    2,
  );
  return pages.length ? paragraphs(t('reading'), bullets(pages.map((p) => `[${p.title}](${p.url})`))) : null;
}

function migration(ctx: Ctx): OfflineAnswer {
  const { k, t, message } = ctx;
  const cloud = k.services.find((s) => s.key === 'cloud')!;
  const privateCloud = k.services.find((s) => s.key === 'newSmartCloud')!;
  return {
    text: paragraphs(
      t('migrationIntro'),
      cloud.steps.map((s, i) => `${i + 1}. **${s.title}** — ${s.text}`),
      bullets(cloud.claims.map((c) => `**${c.value}** ${c.label}`)),
      [t('migrationServices'), ...bullets([cloud, privateCloud].map((s) => `${serviceLink(s)} — ${priceText(s, t)}`))],
      relatedReading(ctx, `${message} migração nuvem cloud migration`),
      t('quoteOffer'),
    ),
    lead: false,
    topic: 'migration',
  };
}

/** A backup question: the matching FAQ answer when there is one, then the service and its price. */
function backup(ctx: Ctx): OfflineAnswer {
  const { k, t, message } = ctx;
  const s = k.services.find((x) => x.key === 'backup')!;
  const faq = faqFor(k.locale, message);
  if (!faq) return serviceAnswer(ctx, s, false);
  return {
    text: paragraphs(
      faqText(faq),
      t('servicePrice', { name: s.name, price: priceWithPeriod(s.price!, s.period) }),
      t('serviceMore', { name: s.name, url: s.url }),
      relatedReading(ctx, message),
    ),
    lead: false,
    topic: 'backup',
  };
}

function lgpd(ctx: Ctx): OfflineAnswer {
  const { k, t, message } = ctx;
  const faq = faqFor(k.locale, `${message} LGPD`, 0) ?? retrieve(k.locale, `${message} LGPD`, { kinds: ['faq'], limit: 1 })[0]?.doc;
  return {
    text: paragraphs(
      faq ? faqText(faq) : null,
      t('moreAt', { label: k.labels.lgpd, url: k.pages.lgpd }),
      relatedReading(ctx, `${message} LGPD`),
    ),
    lead: false,
    topic: 'lgpd',
  };
}

function fallback(ctx: Ctx): OfflineAnswer {
  const { k, t, message } = ctx;
  const faq = faqFor(k.locale, message);
  if (faq) return { text: paragraphs(faqText(faq), t('moreAt', { label: faq.pageTitle, url: faq.url })), lead: false, topic: 'faq' };
  const hits = retrieve(k.locale, message, { limit: 8 });
  const pages = distinctPages(
    hits.filter((h) => h.score >= PAGE_MIN_SCORE && coverage(message, h.doc) >= PAGE_MIN_COVERAGE),
    3,
  );
  if (!pages.length) return { text: paragraphs(t('fallbackNone'), contactOptions(ctx)), lead: true, topic: 'fallback' };
  return {
    text: paragraphs(t('fallbackPages'), bullets(pages.map((p) => `[${p.title}](${p.url})`)), contactOptions(ctx)),
    lead: true,
    topic: 'fallback',
  };
}
