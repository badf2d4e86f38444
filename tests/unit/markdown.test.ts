import { describe, expect, it } from 'vitest';
import { content } from '@/lib/content/store';
import { headingsOf, readingMinutes, renderMarkdown } from '@/lib/content/markdown';

const { ebooks: allEbooks, posts: allPosts } = content();

describe('markdown rendering', () => {
  it('keeps GFM tables and gives headings ids and anchors', async () => {
    const html = await renderMarkdown('## Plano de backup\n\n| a | b |\n|---|---|\n| 1 | 2 |\n');
    expect(html).toContain('<table>');
    expect(html).toMatch(/<h2 id="plano-de-backup"><a[^>]*href="#plano-de-backup"/);
    expect(headingsOf(html)).toEqual([{ id: 'plano-de-backup', text: 'Plano de backup' }]);
  });

  it('lists H2 headings with their text, markup and character references resolved', async () => {
    const html = await renderMarkdown('## Custos & **retorno** `x<y`\n\n### Not listed\n\n## Veja [docs](/x)\n');
    expect(headingsOf(html)).toEqual([
      { id: 'custos--retorno-xy', text: 'Custos & retorno x<y' },
      { id: 'veja-docs', text: 'Veja docs' },
    ]);
    expect(
      headingsOf(`<!-- <h2 id="fake"><a href="#fake">Fake</a></h2> -->
<H2 class='lead' ID='one' data-note="a > b"><A HREF="#one">One <em>&amp; two</em></A></H2><h2>No id</h2>`),
    ).toEqual([{ id: 'one', text: 'One & two' }]);
  });

  it('names each table with a caption: the heading of its section, visually hidden', async () => {
    const html = await renderMarkdown(
      '## Custos & retorno\n\nTexto.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n### Sensores **principais**\n\n| c |\n|---|\n| 3 |\n',
    );
    expect(html).toContain('<table><caption class="sr-only">Custos &#x26; retorno</caption>');
    expect(html).toContain('<table><caption class="sr-only">Sensores principais</caption>');
    // Without a heading before it there is nothing to name it by.
    expect(await renderMarkdown('| a |\n|---|\n| 1 |\n')).not.toContain('<caption');
  });

  it('every table of the blog and the e-books, in every language, has a caption', () => {
    const docs = [...allPosts, ...allEbooks];
    const tables = docs.flatMap((doc) =>
      [...doc.html.matchAll(/<table>([\s\S]{0,200})/g)].map((m) => ({ doc: `${doc.locale}/${doc.slug}`, start: m[1]! })),
    );
    expect(tables.length).toBeGreaterThan(0);
    for (const { doc, start } of tables) expect(start, doc).toMatch(/^<caption class="sr-only">[^<]+<\/caption>/);
  });

  it('drops <script> elements', async () => {
    const html = await renderMarkdown('Texto\n\n<script>alert("x")</script>\n\nFim');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('alert(');
  });

  it('drops on*= handlers', async () => {
    const html = await renderMarkdown('<img src="x.png" onerror="alert(1)"> e <a href="/x" onclick="steal()">link</a>');
    expect(html).not.toMatch(/onerror|onclick/i);
  });

  it('drops javascript: links but keeps safe ones', async () => {
    const html = await renderMarkdown('[clique](javascript:alert(1)) e [contato](/contato)');
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain('href="/contato"');
  });

  it('turns task-list checkboxes into marks, not unlabeled inputs', async () => {
    const html = await renderMarkdown('- [ ] pendente\n- [x] feito\n');
    expect(html).not.toContain('<input');
    expect(html).toContain('☐ pendente');
    expect(html).toContain('☑ feito');
  });

  it('estimates reading time at 200 words a minute', () => {
    expect(readingMinutes('palavra '.repeat(1000))).toBe(5);
    expect(readingMinutes('curto')).toBe(1);
  });
});
