import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { LOCALES } from '@/i18n/locales';

/**
 * Every page's text exists in every language with the same shape: the same documents, the same
 * keys, the same list lengths. A translator who drops a paragraph or renames a key fails here.
 */
const ROOT = join(process.cwd(), 'content');
const KINDS = ['services', 'home', 'success-cases', 'dialogs', 'legal', 'pages'] as const;

/** Document names of a kind in one locale: files of content/<kind>/<locale>/ or the file content/<kind>/<locale>.yaml. */
function documents(kind: string, locale: string): Record<string, unknown> {
  const folder = join(ROOT, kind, locale);
  try {
    return Object.fromEntries(
      readdirSync(folder)
        .filter((f) => f.endsWith('.yaml'))
        .map((f) => [f.replace(/\.yaml$/, ''), YAML.parse(readFileSync(join(folder, f), 'utf8'))]),
    );
  } catch {
    return { [kind]: YAML.parse(readFileSync(join(ROOT, kind, `${locale}.yaml`), 'utf8')) };
  }
}

/** The shape of a value: object keys and list lengths, down to the strings. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]));
  return typeof value;
}

describe('content parity across pt, en and es', () => {
  for (const kind of KINDS) {
    it(`${kind}: same documents, keys and list lengths in every locale`, () => {
      const pt = documents(kind, 'pt');
      expect(Object.keys(pt).length).toBeGreaterThan(0);
      for (const locale of LOCALES) {
        const docs = documents(kind, locale);
        expect(Object.keys(docs).sort(), `${kind}/${locale}`).toEqual(Object.keys(pt).sort());
        for (const [name, doc] of Object.entries(docs)) expect(shape(doc), `${kind}/${locale}/${name}`).toEqual(shape(pt[name]));
      }
    });
  }

  it('no translated string is left empty or in another language by mistake', () => {
    for (const locale of ['en', 'es'] as const) {
      const text = JSON.stringify(documents('services', locale));
      // Portuguese-only words that never belong in the English or Spanish copy.
      expect(text).not.toMatch(/\b(você|não|serviços)\b/);
    }
  });
});
