import { describe, expect, it } from 'vitest';
import { answerOffline } from '@/lib/ai/answer';
import { priceWithPeriod } from '@/lib/ai/knowledge';
import { servicePrice } from '@/lib/catalogue';
import { SERVICE_PAGES } from '@/lib/config/catalogue';
import { COMPANY } from '@/lib/config/company';
import { home, serviceName, services } from '@/lib/content/pages';
import type { ServicePageKey } from '@/lib/content/types';
import { fillTokens } from '@/lib/text';
import { LOCALES, type Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import type { DirectoryPartner } from '@/lib/partners/directory';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';
import questions from './assistant-questions.json';

/**
 * Visitor questions to the offline assistant, per language, with the facts the answer must give.
 * A check is a substring, or a /regex/flags; {tokens} stand for the site's own figures and links,
 * read here from the same content and catalogue the pages render:
 *   {price:key} the service's price with its period · {link:key} a markdown link to its page ·
 *   {name:key} its name · {audience:key:word} its page's first audience line containing word ·
 *   {claim:key:n} its page's n-th claim value · {case:slug} a success case's client ·
 *   {blog:slug} / {ebook:slug} a link to an article · {hours} the support hours ·
 *   {phone} · {contact} a link to the contact page · {resellers} the resellers page.
 * 'opening' checks must hold in the answer's first paragraph, 'notOpening' ones must not; 'has'
 * anywhere, 'not' nowhere.
 */

interface Row {
  q: string;
  group: 'segment' | 'sla' | 'price' | 'resellers' | 'out-of-scope' | 'other';
  topic?: string;
  lead?: boolean;
  history?: { role: 'user' | 'assistant'; content: string }[];
  opening?: string[];
  has?: string[];
  notOpening?: string[];
  not?: string[];
}

const PARTNERS: DirectoryPartner[] = [
  { id: 'p1', name: 'TechSul Soluções', region: 'RS', areas: [{ stateCode: 'RS', cities: ['Porto Alegre', 'Canoas'] }] },
  { id: 'p2', name: 'Paulista TI', region: 'SP', areas: [{ stateCode: 'SP', cities: ['Campinas', 'São Paulo'] }] },
  { id: 'p3', name: 'Minas Digital', region: 'MG', areas: [{ stateCode: 'MG', cities: [] }] },
];

const MESSAGES = { pt, en, es } as const;

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

function pageKey(key: string): ServicePageKey {
  const page = SERVICE_PAGES.find((p) => p.key === key);
  if (!page) throw new Error(`unknown service ${key}`);
  return page.key;
}

/** The value a {token} stands for in a language. */
function token(locale: Locale, name: string): string {
  const [kind, key = '', arg = ''] = name.split(':');
  const path = (p: string) => localizedPath(locale, p);
  switch (kind) {
    case 'price': {
      const price = servicePrice(pageKey(key), locale);
      if (!price.display) throw new Error(`${key} has no price`);
      return priceWithPeriod(price.display, MESSAGES[locale].Services.period[price.periodKey]);
    }
    case 'link':
      return `](${path(`/servicos/${SERVICE_PAGES.find((p) => p.key === pageKey(key))!.slug}`)})`;
    case 'name':
      return key === 'consulting' ? MESSAGES[locale].ServicePage.consulting : serviceName(pageKey(key), locale);
    case 'audience': {
      const line = services[pageKey(key)][locale].audiences.find((a) => plain(a).includes(plain(arg)));
      if (!line) throw new Error(`no ${key} audience with ${arg} (${locale})`);
      return fillTokens(line);
    }
    case 'claim': {
      const claim = services[pageKey(key)][locale].claims[Number(arg)];
      if (!claim) throw new Error(`no claim ${arg} of ${key}`);
      return claim.value;
    }
    case 'case': {
      const found = home[locale].successCases.find((c) => c.slug === key);
      if (!found) throw new Error(`no success case ${key}`);
      return found.client;
    }
    case 'blog':
    case 'ebook':
      return `](${path(`/${kind === 'blog' ? 'blog' : 'ebooks'}/${key}`)})`;
    case 'hours':
      return MESSAGES[locale].Contact.hours;
    case 'phone':
      return COMPANY.phone;
    case 'contact':
      return `](${path('/contato')})`;
    case 'resellers':
      return path('/revendas');
    default:
      throw new Error(`unknown token {${name}}`);
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A check as a matcher: '/…/flags' is a regex (token values escaped), anything else a substring. */
function matcher(locale: Locale, check: string): { label: string; test: (text: string) => boolean } {
  const regex = /^\/(.*)\/([a-z]*)$/s.exec(check);
  const fill = (s: string, wrap: (v: string) => string) =>
    s.replace(/\{([a-z]+(?::[^{}:]+)*)\}/gi, (_, name: string) => wrap(token(locale, name)));
  if (regex) {
    const re = new RegExp(fill(regex[1]!, escape), regex[2]);
    return { label: String(re), test: (text) => re.test(text) };
  }
  const needle = fill(check, (v) => v);
  return { label: JSON.stringify(needle), test: (text) => text.includes(needle) };
}

const ROWS = LOCALES.flatMap((locale) => (questions[locale] as Row[]).map((row) => ({ locale, ...row })));

describe('offline assistant: visitor questions', () => {
  it('asks at least 30 questions per language, across every group', () => {
    for (const locale of LOCALES) {
      const rows = ROWS.filter((r) => r.locale === locale);
      expect(rows.length, locale).toBeGreaterThanOrEqual(30);
      expect(new Set(rows.map((r) => r.group)), locale).toEqual(new Set(['segment', 'sla', 'price', 'resellers', 'out-of-scope', 'other']));
    }
  });

  it.each(ROWS)('[$locale] $q', ({ locale, q, topic, lead, history, opening = [], has = [], notOpening = [], not = [] }) => {
    const answer = answerOffline({ message: q, history, locale, partners: PARTNERS });
    const first = answer.text.split('\n\n')[0]!;
    const context = `\n--- answer ---\n${answer.text}`;
    if (topic) expect(answer.topic, `topic${context}`).toBe(topic);
    if (lead !== undefined) expect(answer.lead, `lead${context}`).toBe(lead);
    for (const check of opening) {
      const m = matcher(locale, check);
      expect(m.test(first), `first paragraph has ${m.label}${context}`).toBe(true);
    }
    for (const check of has) {
      const m = matcher(locale, check);
      expect(m.test(answer.text), `answer has ${m.label}${context}`).toBe(true);
    }
    for (const check of notOpening) {
      const m = matcher(locale, check);
      expect(m.test(first), `first paragraph lacks ${m.label}${context}`).toBe(false);
    }
    for (const check of not) {
      const m = matcher(locale, check);
      expect(m.test(answer.text), `answer lacks ${m.label}${context}`).toBe(false);
    }
  });
});
