/**
 * Text helpers of the assistant's matching: accent- and case-insensitive, language-agnostic
 * (a visitor may write Portuguese on the English page). Words are reduced to a short stem so
 * "migração", "migrar" and "migration" meet.
 */

/** Lower case, accents removed, punctuation as spaces, single spaces. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Words too common in the three languages to tell questions apart. */
const STOPWORDS = new Set(
  (
    'a o as os um uma uns umas de da do das dos em no na nos nas por para pra com sem sobre e ou que qual quais quando como ' +
    'onde voce voces vc vcs eu me meu minha meus minhas seu sua seus suas nos ele ela eles elas isso isto esse essa este esta ' +
    'quem ser sao e foi tem ter tenho temos ha mais muito muita pode podem posso gostaria quero queria saber sim nao ja ate ao aos ' +
    'who whom the an of to in on for with without about and or what which when how where you your yours we our i my me is are was be ' +
    'do does did have has can could would like want know please it its this that these those there they them from at by as ' +
    'quien quienes el la los las un una unos unas del al en por para con sin sobre y o que cual cuales cuando como donde usted ustedes ' +
    'yo mi mis su sus es son fue tiene tengo tenemos hay mas muy puede puedo quiero quisiera saber si no ya hasta lo le les'
  ).split(' '),
);

/** Stem length: enough to tell words apart, short enough to join a word's forms across languages. */
const STEM = 5;

export function stem(word: string): string {
  return word.length > STEM ? word.slice(0, STEM) : word;
}

/** The stems of a text's meaningful words (stopwords and one-letter words dropped). */
export function terms(text: string): string[] {
  return fold(text)
    .split(' ')
    .filter((w) => w.length > 1 && !STOPWORDS.has(w))
    .map(stem);
}

/** Whether a folded text contains a folded phrase as whole words. */
export function hasPhrase(folded: string, phrase: string): boolean {
  const p = fold(phrase);
  if (!p) return false;
  return ` ${folded} `.includes(` ${p} `);
}

/** Whether a folded text contains a word starting with `prefix` (folded). */
export function hasWordStarting(folded: string, prefix: string): boolean {
  const p = fold(prefix);
  return p !== '' && ` ${folded}`.includes(` ${p}`);
}

/**
 * Plain text of a markdown snippet: links keep their label; images, heading, list and quote marks,
 * emphasis and code marks are dropped; line breaks stay (at most one blank line). Underscores
 * inside words (e-mail addresses, names) are kept.
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\r\n?/g, '\n')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^[ \t]*(?:#{1,6}|>|[-*+•]|\d+[.)])[ \t]+/gm, '')
    .replace(/\*\*|__|[*`|]/g, '')
    .replace(/(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
