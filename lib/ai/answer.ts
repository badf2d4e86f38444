import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import type { Messages } from '@/i18n/strings';
import { UFS } from '@/lib/config/brazil';
import type { DirectoryPartner } from '@/lib/partners/directory';
import {
  detectIntents,
  findRegion,
  findSegment,
  findService,
  isSmallTalk,
  partnersFor,
  segmentAt,
  type Intent,
  type Segment,
  type ServiceAliasKey,
} from './intents';
import { CATALOGUES, knowledge, priceWithPeriod, type Knowledge, type ServiceFact } from './knowledge';
import { withCatalogueAmountsOnly } from './money';
import { coverage, distinctPages, faqFor, retrieve, type Doc } from './retrieval';
import type { ChatTurn } from './schema';

/**
 * The offline assistant: answers from the site's own facts, in the visitor's language, with
 * links to the pages that hold them. It recognises the common questions (services, a service's
 * price and what it includes, the kinds of client served, response times and 24/7 support,
 * partners in a city or state, hours and contact, certifications, success cases, cloud migration,
 * backup, LGPD, a request for a quote) and otherwise points at the best-matching pages and the
 * quote form. Prices come only from the catalogue.
 */

export interface OfflineAnswer {
  /** Markdown: paragraphs, '- ' lists, **bold** and [links](/path). */
  text: string;
  /** Offer the visitor the short contact form under this answer. */
  lead: boolean;
  /** What the answer was about (tests and logs). */
  topic: Intent | 'service' | 'segment' | 'faq' | 'fallback';
}

type Answers = Messages['Assistant']['answers'];
type AnswerKey = Exclude<keyof Answers, 'segmentNames'> | `segmentNames.${keyof Answers['segmentNames']}`;

/** A page suggested when nothing answers must share this much of the question, and score at least this. */
const PAGE_MIN_COVERAGE = 0.5;
const PAGE_MIN_SCORE = 3;
/** Related articles scoring at least this share of the best one are linked. */
const RELATED_SHARE = 0.6;
/** Services listed for a segment; the services page holds the rest. */
const SEGMENT_SERVICES = 6;
/** Articles linked for a segment. */
const SEGMENT_ARTICLES = 3;

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
  const servicePriceAsked = Boolean(service && intents.has('price'));
  const segment = findSegment(message);
  const level = intents.has('sla') || intents.has('availability');

  if (intents.has('quote')) return quote(ctx, service);
  // 'Vocês atendem condomínios?' asks about the kind of client, not the region ('atendem').
  if (segment && !servicePriceAsked && (!service || forSegment(service, segment) >= 0))
    return segmentAnswer(ctx, segment, service, level ? intents : null);
  if (level && !servicePriceAsked) return serviceLevel(ctx, intents);
  if (intents.has('partners')) return partnersAnswer(ctx);
  if (servicePriceAsked) return serviceAnswer(ctx, service!, true);
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

/**
 * How closely a service's page addresses a segment, lower is closer (-1: not at all): the first
 * audience line naming it (a page lists its main audiences first), then the word that names it.
 */
function forSegment(s: ServiceFact, segment: Segment): number {
  const line = s.audiences.findIndex((a) => segmentAt(a, segment) >= 0);
  return line < 0 ? -1 : line * 100 + segmentAt(s.audiences[line]!, segment);
}

/**
 * A question naming a kind of client: yes, the services whose pages name it (with the page's own
 * audience line and price, the one asked about first), its success cases and the articles
 * written for it; then response times when asked, and the partners when a place is named.
 */
function segmentAnswer(ctx: Ctx, segment: Segment, named: ServiceFact | undefined, level: Set<Intent> | null): OfflineAnswer {
  const { message, k, t, partners } = ctx;
  const ranked = k.services
    .map((s, order) => ({ s, order, rank: s === named ? -1 : forSegment(s, segment) }))
    .filter((x) => x.rank !== -1 || x.s === named)
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map((x) => x.s);
  const listed = ranked.slice(0, SEGMENT_SERVICES);
  const line = (s: ServiceFact) => {
    const audience = s.audiences.find((a) => segmentAt(a, segment) >= 0);
    return `${serviceLink(s)}${audience ? ` — ${audience}` : ''} (${priceText(s, t)})`;
  };
  const cases = k.cases.filter((c) => segmentAt(c.sector, segment) >= 0);
  const articles = k.articles.filter((a) => segmentAt([a.title, ...a.tags].join(' · '), segment) >= 0).slice(0, SEGMENT_ARTICLES);
  const region = findRegion(message, partners);
  const place = region.cities.length > 0 || region.states.length > 0 || (region.other !== null && !findSegment(region.other));
  const where = place ? partnersAnswer(ctx) : null;
  return {
    text: paragraphs(
      [t('segmentIntro', { segment: t(`segmentNames.${segment}`) }), ...bullets(listed.map(line))],
      ranked.length > listed.length && t('moreAt', { label: k.labels.services, url: k.pages.services }),
      level && serviceLevelOpening(ctx, level),
      cases.length > 0 && [
        t('segmentCases', { count: cases.length }),
        ...bullets(
          cases.map((c) =>
            t('caseItem', {
              client: c.client,
              sector: c.sector,
              location: c.location,
              service: c.service,
              result: c.results.map((r) => `${r.value} ${r.label}`).join('; '),
            }),
          ),
        ),
      ],
      articles.length > 0 && [t('reading'), ...bullets(articles.map((a) => `[${a.title}](${a.url})`))],
      where?.text,
      !where && t('quoteOffer'),
    ),
    lead: where?.lead ?? false,
    topic: 'segment',
  };
}

/** The site's FAQ entry on response times: the home FAQ first, then the service pages' (its question names the SLA). */
function slaFaq(k: Knowledge): { question: string; answer: string } | undefined {
  const names = (q: { question: string }) => /\bSLA\b/i.test(q.question);
  return k.faq.find(names) ?? k.services.flatMap((s) => s.faq).find(names);
}

/**
 * The opening of a service-level answer: the SLA the site states and the support hours; the hours
 * come first when the visitor asked about availability (24/7, plantão) rather than response times.
 */
function serviceLevelOpening({ k, t }: Ctx, intents: Set<Intent>): string[] {
  const faq = slaFaq(k);
  const hours = t('hours', { hours: k.hours });
  if (!faq) return [hours];
  return intents.has('sla') ? [faq.answer, hours] : [hours, faq.answer];
}

/** Response times, 24/7 support, plantão: the SLA and hours, then the service that carries them and how to reach the team. */
function serviceLevel(ctx: Ctx, intents: Set<Intent>): OfflineAnswer {
  const { k, t } = ctx;
  const msp = k.services.find((s) => s.key === 'msp');
  // The support page's claims in minutes are its response times ('15 min', '30 min').
  const times = msp?.claims.filter((c) => /\d\s*min\b/i.test(c.value)) ?? [];
  return {
    text: paragraphs(
      serviceLevelOpening(ctx, intents),
      msp && [
        t('slaService', { name: msp.name, url: msp.url, price: priceText(msp, t) }),
        ...bullets(times.map((c) => `**${c.value}** ${c.label}`)),
      ],
      [
        t('contactIntro'),
        ...bullets([
          t('contactPhone', { phone: k.contact.phone }),
          t('contactWhatsapp', { phone: k.contact.phone, url: k.contact.whatsappUrl }),
        ]),
      ],
    ),
    lead: false,
    topic: intents.has('sla') ? 'sla' : 'availability',
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
