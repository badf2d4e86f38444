import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileProblem, splitMarkdown } from '@/lib/content/editor/files';
import { CONTENT_KINDS } from '@/lib/content/editor/kinds';
import { draftTranslation, glossaryFor } from '@/lib/content/translation/run';
import { markdownShape } from '@/lib/content/translation/structure';
import { openAiError, startFakeOpenAi, type FakeChatRequest, type FakeOpenAi } from './fake-openai';

/**
 * "Traduzir com IA" against a local server speaking the chat-completions protocol (streamed, as
 * the code calls it): a fake that marks each text it is sent stands in for the model.
 */

const kindOf = (id: string) => CONTENT_KINDS.find((k) => k.id === id)!;
const textsOf = (body: FakeChatRequest['body']) =>
  (JSON.parse(body.messages!.find((m) => m.role === 'user')!.content) as { texts: string[] }).texts;
/** The fake model: every text comes back marked, its tokens untouched. */
const marking = (locale: string) => (body: FakeChatRequest['body']) =>
  JSON.stringify({ texts: textsOf(body).map((t) => `«${locale}» ${t}`) });

const bodyOf = (file: string) => splitMarkdown(file)!.body;
const frontmatterOf = (file: string) => splitMarkdown(file)!.data as Record<string, unknown>;
/** What must come back byte for byte: link and image targets, URLs, e-mail addresses, prices, code. */
const fixedPieces = (text: string) =>
  [...text.matchAll(/\]\(([^)]+)\)|https?:\/\/[^\s)<>\]]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|R\$\s?\d[\d.,]*|`[^`\n]+`|^```[\s\S]*?^```/gm)].map(
    (m) => m[0],
  );

/** A published entry (other tests write drafts of their own here for a moment). */
function published(file: string): boolean {
  try {
    return !/^draft: true$/m.test(readFileSync(file, 'utf8'));
  } catch {
    return false;
  }
}

const ENTRIES = (['blog', 'ebooks'] as const).flatMap((id) =>
  readdirSync(join(process.cwd(), 'content', id, 'pt'))
    .filter((name) => name.endsWith('.md') && published(join(process.cwd(), 'content', id, 'pt', name)))
    .map((name) => ({ id, slug: name.slice(0, -3), path: `content/${id}/pt/${name}` })),
);

const SAMPLE = [
  '---',
  'title: Programa de Revenda da Orbis TI com suporte gerenciado',
  'description: Como a revenda oferece o New Smart Cloud por R$ 417,30 ao mês, com suporte gerenciado e atendimento 24 horas.',
  'date: 2026-02-01',
  'updated: 2026-02-03',
  'tags: [revenda, nuvem]',
  'category: cloud',
  'cover: cloud',
  'author: Equipe Técnica',
  '---',
  '',
  '## Por que ser uma revenda',
  '',
  'Escreva para [o time comercial](mailto:revendas@example.com.br) ou veja https://example.com.br/revendas: a revenda **recebe** *suporte gerenciado*.',
  '',
  '- [ ] Cadastre a empresa em `/cadastro-revenda`',
  '- [x] Receba o kit da Orbis TI',
  '',
  '| Plano | Preço |',
  '| --- | ---: |',
  '| Revenda básica | R$ 99,90 |',
  '',
  '![Mapa da rede da revenda](/images/content/exemplo/mapa.png "Mapa")',
  '',
  '```bash',
  'echo "não traduza isto"',
  '```',
  '',
  '> O Microsoft 365 continua com o mesmo nome.',
  '',
].join('\n');

describe('translation drafts by the model', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.close());
  const config = (timeoutMs = 5000) => ({ baseURL: fake.baseUrl, model: 'fake-translator', timeoutMs });
  const draft = async (
    source: string,
    options: { id?: string; slug?: string; locale?: 'en' | 'es'; timeoutMs?: number; budget?: boolean } = {},
  ) => {
    const locale = options.locale ?? 'en';
    const result = await draftTranslation({
      kind: kindOf(options.id ?? 'blog'),
      slug: options.slug ?? 'exemplo',
      locale,
      source,
      glossary: await glossaryFor(locale),
      config: config(options.timeoutMs),
      budgetLeft: async () => options.budget ?? true,
    });
    return { result };
  };

  it.each(ENTRIES)('drafts $path in English with the same markdown tree, fixed pieces and dates', async ({ id, slug, path }) => {
    fake.behave({ kind: 'compute', reply: marking('en') });
    const source = readFileSync(join(process.cwd(), path), 'utf8');
    const { result } = await draft(source, { id, slug });
    if (!result.ok) throw new Error(`not translated: ${result.error}`);
    const text = result.text;
    expect(fileProblem(kindOf(id), text, { locale: 'en', slug })).toBeNull();
    expect(markdownShape(bodyOf(text))).toBe(markdownShape(bodyOf(source)));
    expect(fixedPieces(bodyOf(text))).toEqual(fixedPieces(bodyOf(source)));
    const [before, after] = [frontmatterOf(source), frontmatterOf(text)];
    for (const key of ['date', 'updated', 'category', 'cover']) expect(String(after[key]), key).toBe(String(before[key]));
    expect(after.title).toBe(`«en» ${before.title as string}`);
    expect(after).toMatchObject({ draft: true, machineTranslation: true });
    expect(after).not.toHaveProperty('slug');
    expect(after).not.toHaveProperty('locale');
    // Every line with words outside code blocks came back translated.
    const prose = bodyOf(text)
      .replace(/^```[\s\S]*?^```/gm, '')
      .split('\n')
      .filter((line) => /\p{L}/u.test(line) && !/^\s*\|?\s*:?-{3,}/.test(line));
    expect(prose.length).toBeGreaterThan(3);
    for (const line of prose) expect(line).toContain('«en»');
  });

  it('keeps names, prices, addresses, code and task boxes, and follows the glossary', async () => {
    fake.behave({ kind: 'compute', reply: marking('es') });
    const { result } = await draft(SAMPLE, { locale: 'es' });
    if (!result.ok) throw new Error(`not translated: ${result.error}`);
    const text = result.text;
    const fm = frontmatterOf(text);
    expect(fm.title).toBe('«es» Programa de Revendedor da Orbis TI com soporte gestionado');
    // A text that is all glossary term is not sent at all.
    expect(fm.author).toBe('Equipo Técnico');
    expect(fm.tags).toEqual(['revendedor', '«es» nuvem']);
    const body = bodyOf(text);
    expect(body).toContain('## «es» Por que ser uma revendedor');
    expect(body).toContain('[o time comercial](mailto:revendas@example.com.br)');
    expect(body).toContain('https://example.com.br/revendas');
    expect(body).toContain('- [ ] «es» Cadastre a empresa em `/cadastro-revenda`');
    expect(body).toContain('- [x] «es» Receba o kit da Orbis TI');
    expect(body).toContain('| «es» Revendedor básica | R$ 99,90 |');
    expect(body).toContain('«es» ![Mapa da rede da revendedor](/images/content/exemplo/mapa.png "Mapa")');
    expect(body).toContain('```bash\necho "não traduza isto"\n```');
    expect(body).toContain('> «es» O Microsoft 365 continua com o mesmo nome.');
    expect(text).not.toMatch(/⟦\d+⟧/);
    // The model never saw what it must not change.
    const sent = fake.requests
      .at(-1)!
      .body.messages!.map((m) => m.content)
      .join('\n');
    for (const hidden of ['mailto:', 'https://example.com.br', 'R$ 99,90', 'Orbis TI', 'Microsoft 365', 'não traduza isto', 'revenda'])
      expect(sent, hidden).not.toContain(hidden);
  });

  it('translates a long entry in parts, each its own request', async () => {
    fake.behave({ kind: 'compute', reply: marking('en') });
    const long =
      SAMPLE + Array.from({ length: 60 }, (_, i) => `Parágrafo ${i} ${'com bastante texto sobre backup e nuvem '.repeat(8)}`).join('\n\n');
    const before = fake.requests.length;
    const { result } = await draft(long);
    if (!result.ok) throw new Error(`not translated: ${result.error}`);
    const sent = fake.requests.slice(before).map((r) => textsOf(r.body));
    expect(sent.length).toBeGreaterThan(1);
    // Every paragraph went out once, and came back in its place.
    expect(sent.flat().filter((t) => t.startsWith('Parágrafo'))).toHaveLength(60);
    expect(result.text).toContain('«en» Parágrafo 59 ');
  });

  it.each([
    ['a model that falls silent', { kind: 'hang' } as const, 'timeout'],
    ['an answer that is not the list', { kind: 'stream', chunks: ['Claro! Aqui está a tradução.'] as string[] } as const, 'malformed'],
    ['a list of another length', { kind: 'compute', reply: () => JSON.stringify({ texts: ['só uma'] }) } as const, 'malformed'],
    [
      'a translation that loses a name or a price',
      // The last token of each text (the title's glossary term, a price): the markdown keeps its shape.
      {
        kind: 'compute',
        reply: (b: FakeChatRequest['body']) => JSON.stringify({ texts: textsOf(b).map((t) => t.replace(/⟦\d+⟧(?!.*⟦)/, '')) }),
      } as const,
      'malformed',
    ],
    [
      'a translation that breaks the markdown',
      {
        kind: 'compute',
        reply: (b: FakeChatRequest['body']) => JSON.stringify({ texts: textsOf(b).map((t) => t.replace(/\*\*/g, '')) }),
      } as const,
      'malformed',
    ],
    [
      'a refusal',
      {
        kind: 'status',
        status: 400,
        body: openAiError('Refused by the content filter', 'invalid_request_error', 'content_filter'),
      } as const,
      'refused',
    ],
  ])('gives up on %s, with nothing drafted', async (what, behaviour, error) => {
    fake.behave(behaviour);
    // One paragraph whose only token is a price: losing it leaves the markdown's shape as it was.
    const source =
      behaviour.kind === 'compute' && what.includes('price') ? `${SAMPLE.split('\n## ')[0]}\nO plano custa R$ 10,00 por mês.\n` : SAMPLE;
    const { result } = await draft(source, { timeoutMs: 400 });
    expect(result).toEqual({ ok: false, error });
  });

  it('stops at the hourly ceiling of model replies', async () => {
    fake.behave({ kind: 'compute', reply: marking('en') });
    const before = fake.requests.length;
    expect((await draft(SAMPLE, { budget: false })).result).toEqual({ ok: false, error: 'ceiling' });
    expect(fake.requests.length).toBe(before);
  });

  it('drafts a service page, its keys and figures kept', async () => {
    fake.behave({ kind: 'compute', reply: marking('en') });
    const source = readFileSync(join(process.cwd(), 'content/services/pt/backup.yaml'), 'utf8');
    const { result } = await draft(source, { id: 'services', slug: 'backup' });
    if (!result.ok) throw new Error(`not translated: ${result.error}`);
    expect(fileProblem(kindOf('services'), result.text, { locale: 'en', slug: 'backup' })).toBeNull();
    expect(result.text).toMatch(/^draft: true$/m);
    expect(result.text).toMatch(/^machineTranslation: true$/m);
    expect(result.text).toMatch(/^title: «en» /m);
  });
});
