import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';

/**
 * A content file as the texts a model translates and the frame it keeps. Markdown keeps its
 * structure by construction: the model sees a line's text, never its heading, list, quote or table
 * markers, nor a code block; YAML keeps its keys and every value that is not prose.
 */

export interface Plan {
  /** The texts to translate, in order. */
  texts: string[];
  /** The file with `translated[i]` in place of `texts[i]`, marked as the model's draft. */
  assemble(translated: string[]): string;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;
/** Frontmatter fields of a post or e-book that are prose. */
const PROSE_FIELDS = ['title', 'description', 'author'] as const;
/** The markers a line starts with: headings, quotes, list items, task boxes. */
const LINE_PREFIX = /^(\s*(?:#{1,6}\s+|>\s?)*(?:(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?)?)/;
const FENCE = /^\s*(```|~~~)/;
const TABLE_RULE = /^\s*\|?(?:\s*:?-{3,}:?\s*\|)+\s*:?-{0,}:?\s*\|?\s*$/;
const HAS_WORDS = /\p{L}/u;

/** The draft marks every file the model writes. */
const DRAFT_MARKS = { draft: true, machineTranslation: true } as const;

class Collector {
  texts: string[] = [];
  /** A text to translate: its place, filled in by `fill`. */
  add(text: string): number {
    return this.texts.push(text) - 1;
  }
}

/** Splits a table row into its cells (an escaped `\|` stays in its cell). */
function cells(row: string): { lead: string; cells: string[]; trail: string } {
  const lead = /^\s*\|?/.exec(row)![0];
  const trail = /\|?\s*$/.exec(row.slice(lead.length))![0];
  const inner = row.slice(lead.length, row.length - trail.length);
  return { lead, cells: inner.split(/(?<!\\)\|/), trail };
}

/** A markdown body's lines as a frame of fixed pieces and texts to translate. */
function bodyFrame(body: string, texts: Collector): ((t: string[]) => string)[] {
  const parts: ((t: string[]) => string)[] = [];
  let fenced = false;
  for (const line of body.split('\n')) {
    if (FENCE.test(line)) {
      fenced = !fenced;
      parts.push(() => line);
      continue;
    }
    if (fenced || !HAS_WORDS.test(line) || TABLE_RULE.test(line) || /^\s*</.test(line)) {
      parts.push(() => line);
      continue;
    }
    if (/^\s*\|/.test(line)) {
      const row = cells(line);
      const pieces = row.cells.map((cell) => {
        const text = cell.trim();
        if (!HAS_WORDS.test(text)) return () => cell;
        const at = texts.add(text);
        const [, before, , after] = /^(\s*)([\s\S]*?)(\s*)$/.exec(cell)!;
        return (t: string[]) => `${before}${t[at]}${after}`;
      });
      parts.push((t) => `${row.lead}${pieces.map((p) => p(t)).join('|')}${row.trail}`);
      continue;
    }
    const prefix = LINE_PREFIX.exec(line)![1]!;
    const rest = line.slice(prefix.length);
    const trailing = /\s*$/.exec(rest)![0];
    const at = texts.add(rest.slice(0, rest.length - trailing.length));
    parts.push((t) => `${prefix}${t[at]}${trailing}`);
  }
  return parts;
}

/** A post's or e-book's file (frontmatter and markdown body). */
export function markdownPlan(file: string): Plan {
  const match = FRONTMATTER.exec(file);
  if (!match) throw new Error('no frontmatter');
  const data = parseYaml(match[1]!) as Record<string, unknown>;
  const texts = new Collector();
  const fields: [string, number][] = [];
  for (const key of PROSE_FIELDS) if (typeof data[key] === 'string') fields.push([key, texts.add(data[key] as string)]);
  const tags = Array.isArray(data.tags) ? data.tags.map((tag) => texts.add(String(tag))) : [];
  const body = bodyFrame(file.slice(match[0].length), texts);
  return {
    texts: texts.texts,
    assemble(t) {
      const out: Record<string, unknown> = { ...data };
      // The file's place names its language and slug.
      delete out.locale;
      delete out.slug;
      delete out.publishAt;
      for (const [key, at] of fields) out[key] = t[at];
      if (tags.length) out.tags = tags.map((at) => t[at]);
      Object.assign(out, DRAFT_MARKS);
      return `---\n${stringifyYaml(out, { lineWidth: 0 }).trimEnd()}\n---\n${body.map((p) => p(t)).join('\n')}`;
    },
  };
}

/** A YAML entry: every string with words in it is prose, every key and other value stays. */
export function yamlPlan(file: string): Plan {
  const data = parseYaml(file) as unknown;
  const texts = new Collector();
  const walk = (value: unknown): ((t: string[]) => unknown) => {
    if (typeof value === 'string') {
      if (!HAS_WORDS.test(value)) return () => value;
      const at = texts.add(value);
      return (t) => t[at];
    }
    if (Array.isArray(value)) {
      const items = value.map(walk);
      return (t) => items.map((item) => item(t));
    }
    if (value && typeof value === 'object') {
      const entries = Object.entries(value).map(([key, v]) => [key, walk(v)] as const);
      return (t) => Object.fromEntries(entries.map(([key, item]) => [key, item(t)]));
    }
    return () => value;
  };
  const frame = walk(data);
  return {
    texts: texts.texts,
    assemble(t) {
      const out = { ...(frame(t) as Record<string, unknown>) };
      delete out.publishAt;
      return stringifyYaml({ ...out, ...DRAFT_MARKS }, { lineWidth: 0 });
    },
  };
}
