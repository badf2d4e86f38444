import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createReader } from '@keystatic/core/reader';
import { describe, expect, it } from 'vitest';
import { SERVICE_KEYS } from '@/lib/config/catalogue';
import { PRICES_BRL } from '@/lib/catalogue';
import { editorConfig, PRICES_KEY } from '@/lib/content/editor/config';
import { pricesProblem, pricesSchema } from '@/lib/content/prices';
import { CONTENT_KINDS, CONTENT_LOCALES, editorKey, entryPath } from '@/lib/content/editor/kinds';
import { editorRecordKeys } from '@/lib/content/editor/server';

/**
 * Every file under content/ read through the staff editor's own reader (its field rules applied)
 * and then parsed by the build's zod schemas: what the editor shows is what the build accepts, and
 * no existing file is beyond the editor.
 */

const ROOT = process.cwd();

async function reader() {
  return createReader(ROOT, editorConfig({ kind: 'local' }, await editorRecordKeys()));
}

/** Entries' slugs of a folder kind in one locale, from the disk. */
function slugsOnDisk(dir: string, locale: string, ext: string): string[] {
  return readdirSync(join(ROOT, 'content', dir, locale))
    .filter((f) => f.endsWith(ext))
    .map((f) => f.slice(0, -ext.length))
    .sort();
}

describe('the content editor reads every content file as the build does', () => {
  for (const kind of CONTENT_KINDS) {
    for (const locale of CONTENT_LOCALES) {
      const key = editorKey(kind, locale);
      it(`${kind.id} (${locale})`, async () => {
        const r = await reader();
        if (kind.shape === 'single') {
          const data = await r.singletons[key]!.readOrThrow();
          const parsed = kind.schema.safeParse(data);
          expect(parsed.error?.issues ?? [], entryPath(kind, locale)).toEqual([]);
          return;
        }
        const collection = r.collections[key]!;
        const ext = kind.shape === 'markdown' ? '.md' : '.yaml';
        const slugs = (await collection.list()).sort();
        expect(slugs).toEqual(slugsOnDisk(kind.dir, locale, ext));
        expect(slugs.length).toBeGreaterThan(0);
        for (const slug of slugs) {
          const entry = (await collection.readOrThrow(slug)) as Record<string, unknown>;
          // The body is read on demand; the frontmatter is what the schemas check.
          const { content: _body, ...data } = entry;
          const parsed = kind.schema.safeParse(data);
          expect(parsed.error?.issues ?? [], entryPath(kind, locale, slug)).toEqual([]);
        }
      });
    }
  }
});

describe("the catalogue's prices", () => {
  it('are read through the editor as the site uses them, and pass the schema', async () => {
    const data = await (await reader()).singletons[PRICES_KEY]!.readOrThrow();
    expect(pricesSchema.safeParse(data).error?.issues ?? []).toEqual([]);
    expect(data).toEqual(PRICES_BRL);
    expect(Object.keys(PRICES_BRL).sort()).toEqual([...SERVICE_KEYS].sort());
  });

  it('refuse a negative price, a fraction of a cent, a word and a missing service, naming it', () => {
    const ok = JSON.stringify(PRICES_BRL);
    expect(pricesProblem(ok)).toBeNull();
    expect(pricesProblem(JSON.stringify({ ...PRICES_BRL, msp: -1 }))).toMatch(/^msp: /);
    expect(pricesProblem(JSON.stringify({ ...PRICES_BRL, cloud: 10.005 }))).toMatch(/^cloud: /);
    expect(pricesProblem(JSON.stringify({ ...PRICES_BRL, iot: 'mil' }))).toMatch(/^iot: /);
    const { backup: _backup, ...rest } = PRICES_BRL;
    expect(pricesProblem(JSON.stringify(rest))).toMatch(/^backup: /);
    expect(pricesProblem(JSON.stringify({ ...PRICES_BRL, consulting: null, email: 29.9 }))).toBeNull();
    expect(pricesProblem('{')).toBe('not JSON');
  });
});
