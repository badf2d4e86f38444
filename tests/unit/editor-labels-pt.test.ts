import type { ComponentSchema, Config } from '@keystatic/core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVICE_KEYS } from '@/lib/config/catalogue';
import { editorConfig, PRICES_KEY } from '@/lib/content/editor/config';
import { itemLabelOf, labelOf } from '@/lib/content/editor/from-zod';
import { editorRecordKeys } from '@/lib/content/editor/server';

/**
 * The staff editor speaks Portuguese to the marketing staff: every label, hint and validation
 * message of our Keystatic configuration (collections, singletons, their fields, the body's image
 * fields, the prices) is Brazilian Portuguese. Keystatic's own chrome (buttons, menus, its built-in
 * messages) has no translations and is not checked here.
 *
 * A built field keeps only its label (the body's, not even that); its hint, a slug's second label
 * and a pattern's message stay in closures. So every `fields.*` factory is wrapped to put the
 * options it was given on the field, under a symbol that a copy of the field (the body) keeps.
 */

const GIVEN = vi.hoisted(() => Symbol.for('editor-labels-pt.given'));
const given = {
  get: (field: object) => (field as { [GIVEN]?: unknown[] })[GIVEN],
  has: (field: object) => GIVEN in field,
};

vi.mock('@keystatic/core', async (importOriginal) => {
  const core = await importOriginal<{ fields: Record<string, unknown> }>();
  const wrapped = Object.fromEntries(
    Object.entries(core.fields).map(([name, make]) => [
      name,
      typeof make === 'function'
        ? (...args: unknown[]) => {
            const field = (make as (...a: unknown[]) => unknown)(...args);
            if (field && typeof field === 'object') Object.defineProperty(field, GIVEN, { value: args, enumerable: true });
            return field;
          }
        : make,
    ]),
  );
  return { ...core, fields: wrapped };
});

/** Today's English words of the configuration; those Portuguese also uses (Blog, Tags, Tag, Backup, Storage) are left out. */
const ENGLISH = [
  'Title',
  'Description',
  'Published',
  'Updated',
  'Slug (file name)',
  'Service prices (R$)',
  'Category',
  'Cover',
  'Author',
  'Draft',
  'Publish at',
  'Services',
  'Home',
  'Home dialogs',
  'Success cases',
  'About',
  'Certifications',
  'Privacy policy',
  'Terms of use',
  'Item',
  'Body',
  'Alt text',
];
/** Words the old labels were made of, in English, that no Portuguese label or hint has. */
const ENGLISH_WORDS =
  /(?<![\p{L}\d])(the|is|are|of|and|for|when|until|before|empty|leave|upon|request|not|this|with|who|what|people|cannot|shows|per|time|saved)(?![\p{L}\d])/iu;
/** Labels a key's English words gave that are the same in Portuguese. */
const SAME_IN_PORTUGUESE = new Set(['Blog', 'Tags', 'Tag', 'Backup', 'Storage', 'Microsoft', 'Orlando']);
const SLUG_MESSAGE_PT = 'Use letras minúsculas, algarismos e hífens simples (kebab-case)';

/** The English label the editor derived from a key until now: `fullDescription` → `Full description`. */
function englishOf(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}
const singular = (key: string) => (key.endsWith('ies') ? `${key.slice(0, -3)}y` : key.endsWith('s') ? key.slice(0, -1) : key);

interface Text {
  where: string;
  what: 'label' | 'description' | 'message';
  text: string;
  /** The label is the key itself: a record's id (a section anchor, a year, a partner's name). */
  id: boolean;
  /** The schema key the label is for, when there is one. */
  key?: string;
}

const isField = (v: unknown): v is ComponentSchema =>
  !!v && typeof v === 'object' && (given.has(v) || typeof (v as { kind?: unknown }).kind === 'string');

/** Every label, description and message of a field, its options and its nested fields. */
function textsOf(field: ComponentSchema, where: string, key: string | undefined, out: Text[], seen = new Set<unknown>()): Text[] {
  if (seen.has(field)) return out;
  seen.add(field);
  const add = (what: Text['what'], text: unknown, at: string, forKey = key) => {
    if (typeof text === 'string') out.push({ where: at, what, text, id: forKey !== undefined && text === forKey, key: forKey });
  };
  const args = given.get(field);
  if (!args) {
    const exposed = field as { label?: unknown; description?: unknown };
    add('label', exposed.label, where);
    add('description', exposed.description, where);
  }
  // The options the field was made with (a slug's two labels, hints, select options, patterns, image fields).
  const scan = (value: unknown, at: string, depth: number): void => {
    if (depth > 6 || !value || typeof value !== 'object' || value instanceof RegExp || seen.has(value)) return;
    if (isField(value)) {
      textsOf(value, at, undefined, out, seen);
      return;
    }
    seen.add(value);
    if (Array.isArray(value)) return value.forEach((v, i) => scan(v, `${at}[${i}]`, depth + 1));
    for (const [k, v] of Object.entries(value)) {
      if (k === 'label' || k === 'description' || k === 'message') add(k, v, `${at}.${k}`, depth === 0 ? key : undefined);
      else if (k !== 'fields' && k !== 'element') scan(v, `${at}.${k}`, depth + 1);
    }
  };
  const node = field as { kind: string; fields?: Record<string, ComponentSchema>; element?: ComponentSchema };
  (args ?? []).forEach((arg, i) => {
    // An object's fields and an array's element are walked below, with their keys.
    if (!isField(arg) && !(node.kind === 'object' && i === 0)) scan(arg, i === 0 ? where : `${where}(${i})`, 0);
  });
  if (node.kind === 'object') for (const [name, child] of Object.entries(node.fields!)) textsOf(child, `${where}.${name}`, name, out, seen);
  if (node.kind === 'array') textsOf(node.element!, `${where}[]`, key === undefined ? undefined : singular(key), out, seen);
  return out;
}

let config: Config;
let entries: { key: string; label: string; schema: Record<string, ComponentSchema>; slugField?: string }[];
let texts: Text[];

beforeAll(async () => {
  config = editorConfig({ kind: 'local' }, await editorRecordKeys());
  entries = [
    ...Object.entries(config.collections ?? {}).map(([key, c]) => ({ key, label: c.label, schema: c.schema, slugField: c.slugField })),
    ...Object.entries(config.singletons ?? {}).map(([key, s]) => ({ key, label: s.label, schema: s.schema })),
  ];
  texts = entries.flatMap((entry) => [
    { where: entry.key, what: 'label' as const, text: entry.label, id: false },
    ...Object.entries(entry.schema).flatMap(([name, field]) => textsOf(field, `${entry.key}.${name}`, name, [])),
  ]);
});

describe('the staff editor speaks Portuguese', () => {
  it('walks every collection, singleton and field', () => {
    // Twelve kinds in three languages, and the prices.
    expect(entries.length).toBe(37);
    expect(texts.length).toBeGreaterThan(500);
  });

  it("has none of today's English labels or hints", () => {
    const english = texts.filter((t) => ENGLISH.includes(t.text) || /Reais per|file name/.test(t.text));
    expect(english.map((t) => `${t.where} ${t.what}: ${t.text}`)).toEqual([]);
  });

  it('labels no field with the English words of its key', () => {
    const english = texts.filter(
      (t) => t.what === 'label' && t.key !== undefined && !t.id && t.text === englishOf(t.key) && !SAME_IN_PORTUGUESE.has(t.text),
    );
    expect(english.map((t) => `${t.where}: ${t.text}`)).toEqual([]);
  });

  it('writes no English sentence in a label, hint or message', () => {
    const english = texts.filter((t) => !t.id && ENGLISH_WORDS.test(t.text));
    expect(english.map((t) => `${t.where} ${t.what}: ${t.text}`)).toEqual([]);
  });

  it('names each collection and singleton with its language, and the prices in reais', () => {
    const unnamed = entries.filter((e) => e.key !== PRICES_KEY && !/ \((pt|en|es)\)$/.test(e.label));
    expect(unnamed.map((e) => `${e.key}: ${e.label}`)).toEqual([]);
    expect(entries.find((e) => e.key === PRICES_KEY)?.label).toBe('Preços dos serviços (R$)');
    expect(entries.find((e) => e.key === 'blog_pt')?.label).toBe('Blog (pt)');
    expect(entries.find((e) => e.key === 'home_en')?.label).toBe('Página inicial (en)');
    expect(Object.keys(config.ui?.navigation ?? {})).toEqual(['Português', 'Inglês', 'Espanhol', 'Catálogo']);
  });

  it("labels each price with the service's Portuguese name", () => {
    const prices = entries.find((e) => e.key === PRICES_KEY)!.schema;
    expect(Object.keys(prices).sort()).toEqual([...SERVICE_KEYS].sort());
    for (const key of SERVICE_KEYS) expect((prices[key] as { label?: string }).label, key).not.toBe(key);
    expect((prices.msp as { label?: string }).label).toBe('Suporte de TI (MSP)');
    expect((prices.peopleCounter as { label?: string }).label).toBe('Contadores de pessoas');
  });

  it('refuses a slug that is not kebab-case with a Portuguese message', () => {
    const messages = texts.filter((t) => t.what === 'message');
    expect(messages.length).toBeGreaterThan(0);
    expect([...new Set(messages.map((t) => t.text))]).toEqual([SLUG_MESSAGE_PT]);
    const withSlugs = entries.filter((e) => e.slugField);
    expect(withSlugs.map((e) => e.key).sort()).toEqual(
      ['blog', 'ebooks', 'services'].flatMap((kind) => ['en', 'es', 'pt'].map((locale) => `${kind}_${locale}`)),
    );
    for (const entry of withSlugs) {
      const title = entry.schema[entry.slugField!] as { validate(value: unknown, extra: unknown): unknown };
      const extra = { slugField: { slugs: new Set<string>(), glob: '*' } };
      expect(() => title.validate({ name: 'Um título de teste válido', slug: 'Nao Kebab' }, extra), entry.key).toThrow(SLUG_MESSAGE_PT);
      expect(title.validate({ name: 'Um título de teste válido', slug: 'um-titulo' }, extra)).toBeTruthy();
    }
  });

  it('has a Portuguese label for every key of the YAML schemas, and refuses a key without one', () => {
    expect(labelOf('metaDescription')).toBe('Descrição para buscadores');
    expect(itemLabelOf('items')).toBe('Item da lista');
    expect(() => itemLabelOf('aListWithoutItemLabel')).toThrow(/aListWithoutItemLabel/);
    expect(() => labelOf('aKeyWithoutLabel')).toThrow(/aKeyWithoutLabel/);
  });
});
