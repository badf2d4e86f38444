import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { fields } from '@keystatic/core';
import { describe, expect, it } from 'vitest';
import { bodyField } from '@/lib/content/editor/body';
import { splitMarkdown } from '@/lib/content/editor/files';
import { renderMarkdown } from '@/lib/content/markdown';

/**
 * Opening a post or e-book in the staff editor and saving it turns its body into the editor's
 * document and back into markdown. That round trip must not change what readers see: for every
 * existing body, the site's HTML (GFM tables, headings, lists, links, code, emphasis) is the same
 * before and after. The serializer is the editor's own, from Keystatic's browser build (the
 * server build carries only stubs of it).
 */

const browserBuild = () =>
  import(join(process.cwd(), 'node_modules/@keystatic/core/dist/keystatic-core.js')) as Promise<{ fields: typeof fields }>;

const FILES = ['blog', 'ebooks'].flatMap((kind) =>
  ['pt', 'en', 'es'].flatMap((locale) =>
    readdirSync(join(process.cwd(), 'content', kind, locale))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `content/${kind}/${locale}/${f}`),
  ),
);

/** The body as the editor saves it after opening it. */
async function roundTrip(body: string, slug: string): Promise<string> {
  const field = bodyField((await browserBuild()).fields);
  const state = field.parse(undefined, { content: new TextEncoder().encode(body), other: new Map(), external: new Map(), slug });
  return new TextDecoder().decode(field.serialize(state, { slug }).content);
}

describe('a body saved by the editor renders as before', () => {
  it('covers every post and e-book', () => {
    expect(FILES.length).toBe(27);
  });

  it.each(FILES)('%s', async (file) => {
    const body = splitMarkdown(readFileSync(join(process.cwd(), file), 'utf8'))!.body;
    const saved = await roundTrip(body, file);
    expect(await renderMarkdown(saved)).toBe(await renderMarkdown(body));
  });

  it('keeps a GFM table a table and a checklist a checklist', async () => {
    // Led by a paragraph: a document that opens in a table cell needs the browser's DOM.
    const saved = await roundTrip('Preços:\n\n| Plano | Preço |\n| --- | --- |\n| Básico | R$ 10 |\n\n- [ ] item\n', 'table');
    const html = await renderMarkdown(saved);
    expect(html).toContain('<table>');
    expect(html).toContain('<td>Básico</td>');
    expect(html).toContain('<li class="task-list-item">☐ item</li>');
  });
});
