/**
 * What a model must not change in a text it translates is taken out before it sees the text and
 * put back after: each link target, URL, e-mail address, inline code, price and kept name becomes a
 * token (⟦0⟧, ⟦1⟧…), and each glossary term a token that comes back as its translation. A reply
 * that loses, repeats or invents a token is refused, so what must stay always does.
 */

export interface Glossary {
  /** Names kept as they are (products, the company). */
  keep: string[];
  /** Portuguese term → the target language's. */
  terms: { source: string; target: string }[];
}

export interface Protected {
  text: string;
  /** What each token stands for in the translation, by its number. */
  tokens: string[];
}

const TOKEN = /⟦(\d+)⟧/g;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A whole word or phrase: no letter or digit on either side. */
const wholeWord = (phrase: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(phrase)}(?![\\p{L}\\p{N}])`, 'gu');

/** Pieces of markdown text that never change, each with the part of the match that is kept. */
const FIXED: RegExp[] = [
  // Inline code.
  /`[^`\n]+`/g,
  // A link's or image's target (with its title): `](…)`.
  /(?<=\]\()[^)\s]+(?:\s+"[^"]*")?(?=\))/g,
  // Autolinks and bare URLs.
  /<(?:https?:\/\/|mailto:)[^>\s]+>/g,
  /https?:\/\/[^\s)<>\]]+/g,
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  // Placeholders the site fills in.
  /\{\{[^}]+\}\}/g,
  // Prices.
  /(?:R|US)\$\s?\d[\d.,]*/g,
];

export function protect(text: string, glossary: Glossary): Protected {
  const tokens: string[] = [];
  const take = (value: string) => `⟦${tokens.push(value) - 1}⟧`;
  let out = text.replace(TOKEN, (m) => take(m));
  for (const pattern of FIXED) out = out.replace(pattern, (m) => take(m));
  const names = [...glossary.keep].sort((a, b) => b.length - a.length);
  for (const name of names) out = out.replace(wholeWord(name), (m) => take(m));
  const terms = [...glossary.terms].sort((a, b) => b.source.length - a.source.length);
  for (const term of terms) out = out.replace(wholeWord(term.source), () => take(term.target));
  return { text: out, tokens };
}

/** The translation with its tokens put back, or null when a token is missing, repeated or unknown. */
export function restore(translated: string, tokens: string[]): string | null {
  const seen = new Set<number>();
  for (const match of translated.matchAll(TOKEN)) {
    const n = Number(match[1]);
    if (n >= tokens.length || seen.has(n)) return null;
    seen.add(n);
  }
  if (seen.size !== tokens.length) return null;
  return translated.replace(TOKEN, (_m, n: string) => tokens[Number(n)]!);
}
