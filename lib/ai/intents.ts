import { isUf, UFS, type Uf } from '@/lib/config/brazil';
import { SERVICE_PAGES } from '@/lib/config/catalogue';
import type { DirectoryPartner } from '@/lib/partners/directory';
import en from './intents/en.json';
import es from './intents/es.json';
import pt from './intents/pt.json';
import { fold, hasPhrase, hasWordStarting, terms } from './text';

/**
 * Intent matching of the offline assistant. The vocabulary covers Portuguese, English and Spanish
 * at once (accents and case ignored), since a visitor may write in any of them on any page. A
 * pattern is a whole-word phrase; a trailing '*' makes its last word a prefix ('orcament*').
 */

export const INTENTS = [
  'quote',
  'partners',
  'price',
  'services',
  'hours',
  'sla',
  'availability',
  'contact',
  'certifications',
  'cases',
  'migration',
  'backup',
  'lgpd',
  'greeting',
  'thanks',
] as const;
export type Intent = (typeof INTENTS)[number];

/** The kinds of client the site says it serves (home page, service pages' audiences, blog). */
export const SEGMENTS = ['condominiums', 'hotels', 'health', 'industry', 'smb'] as const;
export type Segment = (typeof SEGMENTS)[number];

// The ten service pages and consulting: every service a visitor may name.
const SERVICE_ALIAS_KEYS = [...SERVICE_PAGES.map((page) => page.key), 'consulting' as const];
export type ServiceAliasKey = (typeof SERVICE_ALIAS_KEYS)[number];

/**
 * The vocabulary, one file per language beside this one (a term several languages share stands
 * once, in the first of pt, en, es that uses it); every message is matched against all three.
 */
interface Vocabulary {
  intents: Record<Intent, string[]>;
  /** Words that mark the cloud in a migration question ('migrar para a nuvem'). */
  cloudWords: string[];
  /** Words naming each segment, in questions and in the site's own audience lines, cases and articles. */
  segments: Record<Segment, string[]>;
  /** Names visitors use for each service, beyond the pages' own names and keywords. */
  services: Record<ServiceAliasKey, string[]>;
}
const VOCABULARIES: Vocabulary[] = [pt, en, es];
const PATTERNS = Object.fromEntries(INTENTS.map((i) => [i, VOCABULARIES.flatMap((v) => v.intents[i])])) as Record<Intent, string[]>;
const CLOUD_WORDS = VOCABULARIES.flatMap((v) => v.cloudWords);
const SEGMENT_WORDS = Object.fromEntries(SEGMENTS.map((s) => [s, VOCABULARIES.flatMap((v) => v.segments[s])])) as Record<Segment, string[]>;

/** Where a pattern first occurs in a folded text, as a character offset (-1: nowhere). */
function matchAt(folded: string, pattern: string): number {
  const prefix = pattern.endsWith('*') && !pattern.endsWith(' *');
  const p = fold(pattern);
  if (!p) return -1;
  return prefix ? ` ${folded}`.indexOf(` ${p}`) : ` ${folded} `.indexOf(` ${p} `);
}

function matches(folded: string, pattern: string): boolean {
  return matchAt(folded, pattern) >= 0;
}

/**
 * The weight of the best pattern of a list found in the text (0: none): its length, so longer,
 * more specific names win; a pattern marked '~' is generic ('cloud', 'suporte') and weighs 1.
 */
function bestMatch(folded: string, patterns: readonly string[]): number {
  let best = 0;
  for (const p of patterns) {
    const generic = p.startsWith('~');
    const weight = generic ? 1 : p.length;
    if (weight > best && matches(folded, generic ? p.slice(1) : p)) best = weight;
  }
  return best;
}

/** The intents a message shows. */
export function detectIntents(message: string): Set<Intent> {
  const folded = fold(message);
  const found = new Set<Intent>();
  for (const intent of INTENTS) if (bestMatch(folded, PATTERNS[intent])) found.add(intent);
  // Migration means moving to the cloud; 'migrar o e-mail' names the cloud too (e-mail in the cloud).
  if (found.has('migration') && !bestMatch(folded, CLOUD_WORDS) && !hasWordStarting(folded, 'mail') && !hasPhrase(folded, 'e mail')) {
    found.delete('migration');
  }
  return found;
}

/** The segment a message names, by the longest of its words found; null when none. */
export function findSegment(message: string): Segment | null {
  const folded = fold(message);
  let best: { segment: Segment; weight: number } | null = null;
  for (const segment of SEGMENTS) {
    const weight = bestMatch(folded, SEGMENT_WORDS[segment]);
    if (weight && (!best || weight > best.weight)) best = { segment, weight };
  }
  return best?.segment ?? null;
}

/**
 * The word position where a text first names a segment (0: its first word), -1 when it does not:
 * an audience line that starts with the segment is about it more than one naming it in passing.
 */
export function segmentAt(text: string, segment: Segment): number {
  const folded = fold(text);
  const offsets = SEGMENT_WORDS[segment].map((p) => matchAt(folded, p)).filter((i) => i >= 0);
  if (!offsets.length) return -1;
  return ` ${folded}`.slice(0, Math.min(...offsets)).split(' ').length - 1;
}

/** A message that is only a greeting or thanks ('Olá!', 'obrigado') carries no question. */
export function isSmallTalk(message: string): boolean {
  return fold(message).split(' ').length <= 4;
}

const SERVICE_ALIASES = Object.fromEntries(SERVICE_ALIAS_KEYS.map((key) => [key, VOCABULARIES.flatMap((v) => v.services[key])])) as Record<
  ServiceAliasKey,
  string[]
>;

/**
 * The service a message names, by the longest name or alias found (so 'new smart cloud' beats
 * 'cloud'); `names` adds each service's own names and keywords from the content. Null when none.
 */
export function findService(message: string, names: Partial<Record<ServiceAliasKey, string[]>> = {}): ServiceAliasKey | null {
  const folded = fold(message);
  let best: { key: ServiceAliasKey; length: number } | null = null;
  for (const key of Object.keys(SERVICE_ALIASES) as ServiceAliasKey[]) {
    const length = bestMatch(folded, [...SERVICE_ALIASES[key], ...(names[key] ?? [])]);
    if (length && (!best || length > best.length)) best = { key, length };
  }
  return best?.key ?? null;
}

export interface RegionMatch {
  states: Uf[];
  /** Cities named in the message, as the partners' territories spell them. */
  cities: string[];
  /** A place named after 'em', 'in', 'en' … that is neither ('Manaus'): a city no partner serves. */
  other: string | null;
}

/** 'em Manaus', 'in Rio Branco', 'en São José dos Campos': a capitalised name after a preposition. */
const PLACE = /(?:^|\s)(?:em|no|na|in|en|near|perto de|cerca de)\s+(\p{Lu}[\p{L}'-]+(?:\s+(?:d[aeo]s?\s+)?\p{Lu}[\p{L}'-]+)*)/u;

/**
 * States and cities a message names: a state code written in capitals ('SP') or after a slash or
 * dash ('Campinas/sp'), a state's name, or a city some partner serves.
 */
export function findRegion(message: string, partners: readonly DirectoryPartner[]): RegionMatch {
  const folded = fold(message);
  const states = new Set<Uf>();
  for (const { code, name } of UFS) {
    if (new RegExp(`(^|[^A-Za-z])${code}([^A-Za-z]|$)`).test(message) || new RegExp(`[/-]\\s*${code}\\b`, 'i').test(message))
      states.add(code);
    // A name that is a common word once unaccented ('Pará' / 'para') must be written with its accents.
    const named = terms(name).length
      ? hasPhrase(folded, name)
      : new RegExp(`(^|[^\\p{L}])${name}([^\\p{L}]|$)`, 'iu').test(message.normalize('NFC'));
    if (named) states.add(code);
  }
  const cities = new Map<string, string>();
  for (const p of partners)
    for (const area of p.areas)
      for (const city of area.cities) {
        const key = fold(city);
        if (key.length > 2 && !cities.has(key) && hasPhrase(folded, city)) cities.set(key, city);
      }
  const place = PLACE.exec(message)?.[1] ?? null;
  const other = place && !states.size && !cities.size && !isUf(place) ? place : null;
  return { states: [...states], cities: [...cities.values()], other };
}

/** Partners serving any of the cities (first) or states named. */
export function partnersFor(region: RegionMatch, partners: readonly DirectoryPartner[]): DirectoryPartner[] {
  const cityKeys = new Set(region.cities.map(fold));
  const byCity = partners.filter((p) => p.areas.some((a) => a.cities.some((c) => cityKeys.has(fold(c)))));
  const byState = partners.filter((p) => !byCity.includes(p) && p.areas.some((a) => (region.states as string[]).includes(a.stateCode)));
  return [...byCity, ...byState];
}
