/**
 * The rest of /admin/conteudo's status (lib/content/editor/status.ts) beyond the translation
 * column: whether visitors see each language (draft, scheduled, published), machine translations
 * awaiting review, titles, dates, the editor's links under another base path, one-file kinds and
 * success cases (a row per case). The entries are files in a temporary content folder.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTENT_KINDS, type ContentKind } from '@/lib/content/editor/kinds';
import { contentStatus, editorHref, TRANSLATION_STATES, translationState, type ContentRow } from '@/lib/content/editor/status';

const root = mkdtempSync(join(tmpdir(), 'content-status-'));
/** Files of unusual shapes, in a folder of their own. */
const odd = mkdtempSync(join(tmpdir(), 'content-status-odd-'));
const BASE = '/keystatic/branch/main';

function write(file: string, text: string, mtime?: string, dir = root) {
  const full = join(dir, file);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, text);
  if (mtime) utimesSync(full, new Date(mtime), new Date(mtime));
}

const post = (title: string, lines: string[]) => ['---', `title: "${title}"`, ...lines, '---', '', `Corpo: ${title}.`, ''].join('\n');

const kind = (id: string) => CONTENT_KINDS.find((k) => k.id === id)!;

/** The status with a temporary folder as the project. */
async function inRoot<T>(run: () => Promise<T>, dir = root): Promise<T> {
  const cwd = vi.spyOn(process, 'cwd').mockReturnValue(dir);
  try {
    return await run();
  } finally {
    cwd.mockRestore();
  }
}

let rows: ContentRow[] = [];
/** Read afresh inside each test (not in a hook), so that a status that throws fails the test that reads it. */
async function load() {
  rows = await inRoot(() => contentStatus(BASE));
}
const row = (kindId: string, slug: string) => {
  const found = rows.find((r) => r.kind === kindId && r.slug === slug);
  if (!found) throw new Error(`no row ${kindId}/${slug}`);
  return found;
};

beforeAll(async () => {
  // Publication: each language of one post in its own state.
  write('content/blog/pt/publicacao.md', post('Publicação em cada idioma', ['date: 2024-01-10', 'updated: 2024-01-12']));
  write('content/blog/en/publicacao.md', post('Publication per language', ['date: 2024-01-10', 'updated: 2024-01-12', 'draft: true']));
  write(
    'content/blog/es/publicacao.md',
    post('Publicación por idioma', ['date: 2024-01-10', 'updated: 2024-01-12', 'publishAt: 2099-01-05T09:30', 'machineTranslation: true']),
  );

  // A moment already past is published; a draft with a moment is a draft; an empty moment is none.
  write('content/ebooks/pt/momentos.md', post('Momentos', ['date: 2024-02-01', 'publishAt: 2020-01-01T08:00']));
  write('content/ebooks/en/momentos.md', post('Moments', ['date: 2024-02-01', 'draft: true', 'publishAt: 2099-01-01T08:00']));
  write('content/ebooks/es/momentos.md', post('Momentos ES', ['date: 2024-02-01', "publishAt: ''"]));

  // Only in English: no Portuguese text to compare with. A file of another type is no entry.
  write('content/blog/en/apenas-em-ingles.md', post('Only in English', ['date: 2024-03-01']), '2024-03-02T12:00:00Z');
  write('content/blog/pt/notas.txt', 'não é um post');
  write('content/blog/pt/a-primeira.md', post('A primeira', ['date: 2024-01-01']));

  // A copy whose only difference is its review flag is not translated yet.
  write('content/blog/pt/revisao.md', post('Texto para revisar', ['date: 2024-04-01']));
  write('content/blog/en/revisao.md', post('Texto para revisar', ['date: 2024-04-01', 'machineTranslation: true']));

  // No dates in the frontmatter, or an unreadable one: the file's last change stands in.
  write('content/blog/pt/sem-data.md', post('Sem data', []), '2024-05-10T12:00:00Z');
  write('content/blog/en/sem-data.md', '---\ntitle: [quebrado\n---\n\nCorpo.\n', '2024-05-09T12:00:00Z');

  // A one-file kind: its row is the kind's name, with no title and no publication state.
  write('content/home/pt.yaml', 'title: Início\ndraft: true\n', '2024-06-10T12:00:00Z');
  write('content/home/en.yaml', 'title: Início\ndraft: true\n', '2024-06-11T12:00:00Z');
  // A date field in YAML is the page's text, not the file's date.
  write('content/pages/pt/about.yaml', 'title: Sobre\nupdated: 2030-01-01\n', '2024-06-10T12:00:00Z');
  write('content/pages/en/about.yaml', 'title: About\n', '2024-06-09T12:00:00Z');

  // Success cases: one file per language, a row per case.
  write(
    'content/success-cases/pt.yaml',
    [
      'hospital-backup-contra-ransomware:',
      '  sector: Saúde',
      'condominio-seguranca-inteligente:',
      '  sector: Condomínios',
      'caso-sem-cliente:',
      '  sector: Outro',
      'rede-varejo-contadores-de-pessoas:',
      '  sector: Varejo',
      '',
    ].join('\n'),
    '2024-07-10T12:00:00Z',
  );
  write(
    'content/success-cases/en.yaml',
    [
      'hospital-backup-contra-ransomware:',
      '  sector: Health',
      '  publishAt: 2099-03-01T10:00',
      'condominio-seguranca-inteligente:',
      '  sector: Condomínios',
      '  draft: true',
      'caso-apenas-em-ingles:',
      '  sector: English only',
      'rede-varejo-contadores-de-pessoas:',
      '  sector: Varejo',
      '  publishAt: 2099-04-01T08:00',
      '',
    ].join('\n'),
    '2024-07-09T12:00:00Z',
  );
  write(
    'content/success-cases/es.yaml',
    ['hospital-backup-contra-ransomware:', '  sector: Salud', '  machineTranslation: true', ''].join('\n'),
    '2024-07-10T12:00:00Z',
  );
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(odd, { recursive: true, force: true });
});

describe('publication of each language', () => {
  it('says whether visitors see a post in each language, and when a scheduled one goes live', async () => {
    await load();
    const { pt, en, es } = row('blog', 'publicacao').locales;
    expect(pt).toMatchObject({ publication: 'published', publishAt: null, review: false });
    expect(en).toMatchObject({ publication: 'draft', publishAt: null, review: false });
    expect(es).toMatchObject({ publication: 'scheduled', publishAt: '2099-01-05T09:30', review: true });
  });

  it('counts a past moment as published, a draft as a draft whatever its moment, and an empty moment as none', async () => {
    await load();
    const { pt, en, es } = row('ebooks', 'momentos').locales;
    expect(pt).toMatchObject({ publication: 'published', publishAt: null });
    expect(en).toMatchObject({ publication: 'draft', publishAt: null });
    expect(es).toMatchObject({ publication: 'published', publishAt: null });
  });

  it('gives a missing language no publication state', async () => {
    await load();
    expect(row('blog', 'a-primeira').locales.en).toEqual({
      state: 'missing',
      editHref: `${BASE}/collection/blog_en/create`,
      updated: null,
      publication: null,
      publishAt: null,
      review: false,
    });
  });
});

describe('titles, dates and links', () => {
  it('titles a post by its Portuguese title and dates it by `updated`, else by `date`', async () => {
    await load();
    expect(row('blog', 'publicacao').title).toBe('Publicação em cada idioma');
    expect(row('blog', 'publicacao').locales.en.updated).toBe('2024-01-12');
    expect(row('ebooks', 'momentos').locales.pt.updated).toBe('2024-02-01');
  });

  it('links to the entry under the given base path', async () => {
    await load();
    expect(row('blog', 'publicacao').locales.es.editHref).toBe(`${BASE}/collection/blog_es/item/publicacao`);
    expect(row('ebooks', 'momentos').locales.pt.editHref).toBe(`${BASE}/collection/ebooks_pt/item/momentos`);
  });

  it('encodes the slug in the link and sends a one-file kind to its page', async () => {
    await load();
    expect(editorHref(kind('blog'), 'pt', 'dois nomes', true)).toBe('/keystatic/collection/blog_pt/item/dois%20nomes');
    expect(editorHref(kind('home'), 'en', 'home', false, '/x')).toBe('/x/singleton/home_en');
    expect(editorHref(kind('success-cases'), 'es', 'caso', true)).toBe('/keystatic/singleton/successcases_es');
  });

  it('dates a post without dates, or with an unreadable frontmatter, by its file', async () => {
    await load();
    expect(row('blog', 'sem-data').locales.pt.updated).toBe('2024-05-10');
    expect(row('blog', 'sem-data').locales.en).toMatchObject({ state: 'outdated', updated: '2024-05-09', publication: 'published' });
  });
});

describe('which entries are listed', () => {
  it('lists every markdown file of a kind once, sorted, and nothing of another type', async () => {
    await load();
    const slugs = rows.filter((r) => r.kind === 'blog').map((r) => r.slug);
    expect(slugs).toEqual(['a-primeira', 'apenas-em-ingles', 'publicacao', 'revisao', 'sem-data']);
  });

  it('shows an entry only in another language as present there and missing in Portuguese, without a title', async () => {
    await load();
    const only = row('blog', 'apenas-em-ingles');
    expect({ pt: only.locales.pt.state, en: only.locales.en.state, es: only.locales.es.state }).toEqual({
      pt: 'missing',
      en: 'present',
      es: 'missing',
    });
    expect(only.title).toBeNull();
    expect(only.locales.en.updated).toBe('2024-03-01');
  });

  it('treats a copy that differs only in its review flag as untranslated, and flags it for review', async () => {
    await load();
    expect(row('blog', 'revisao').locales.en).toMatchObject({ state: 'untranslated', review: true });
  });
});

describe('one-file kinds', () => {
  it('lists each one-file kind under its own name, with no title and no publication state', async () => {
    await load();
    const home = row('home', 'home');
    expect(home.title).toBeNull();
    expect(home.locales.pt).toEqual({
      state: 'present',
      editHref: `${BASE}/singleton/home_pt`,
      updated: '2024-06-10',
      publication: null,
      publishAt: null,
      review: false,
    });
    expect(home.locales.en.state).toBe('untranslated');
    expect(home.locales.es).toMatchObject({ state: 'missing', editHref: `${BASE}/singleton/home_es`, updated: null });
  });

  it('names a one-file kind with a fixed name by it, and compares its files by their last change', async () => {
    await load();
    const about = row('about', 'about');
    expect(about.locales.pt.editHref).toBe(`${BASE}/singleton/about_pt`);
    expect(about.locales.pt.updated).toBe('2024-06-10');
    expect(about.locales.en.state).toBe('outdated');
    expect(row('privacy', 'privacy').locales.pt.state).toBe('missing');
  });
});

describe('success cases', () => {
  it("gives each case its own row, titled by the client's name", async () => {
    await load();
    const cases = rows.filter((r) => r.kind === 'success-cases');
    expect(cases.map((r) => [r.slug, r.title])).toEqual([
      ['caso-apenas-em-ingles', null],
      ['caso-sem-cliente', null],
      ['condominio-seguranca-inteligente', 'Condomínio Jardim das Palmeiras'],
      ['hospital-backup-contra-ransomware', 'Hospital Nova Aurora'],
      ['rede-varejo-contadores-de-pessoas', 'Empório Terra Viva'],
    ]);
  });

  it('compares each case with its Portuguese text, its draft and moment aside, and the files by their last change', async () => {
    await load();
    const hospital = row('success-cases', 'hospital-backup-contra-ransomware').locales;
    expect(hospital.pt).toEqual({
      state: 'present',
      editHref: `${BASE}/singleton/successcases_pt`,
      updated: '2024-07-10',
      publication: 'published',
      publishAt: null,
      review: false,
    });
    expect(hospital.en).toMatchObject({
      state: 'outdated',
      updated: '2024-07-09',
      publication: 'scheduled',
      publishAt: '2099-03-01T10:00',
    });
    expect(hospital.es).toMatchObject({ state: 'present', updated: '2024-07-10', publication: 'published', review: true });

    const condo = row('success-cases', 'condominio-seguranca-inteligente').locales;
    expect(condo.en).toMatchObject({ state: 'untranslated', publication: 'draft' });
    expect(row('success-cases', 'rede-varejo-contadores-de-pessoas').locales.en).toMatchObject({
      state: 'untranslated',
      publication: 'scheduled',
      publishAt: '2099-04-01T08:00',
    });
    expect(condo.es).toEqual({
      state: 'missing',
      editHref: `${BASE}/singleton/successcases_es`,
      updated: null,
      publication: null,
      publishAt: null,
      review: false,
    });
  });

  it('shows a case missing from the Portuguese file as present only where it is', async () => {
    await load();
    const english = row('success-cases', 'caso-apenas-em-ingles').locales;
    expect([english.pt.state, english.en.state, english.es.state]).toEqual(['missing', 'present', 'missing']);
    expect(english.pt.updated).toBeNull();
    expect(english.en.updated).toBe('2024-07-09');
  });
});

describe('one entry in one language', () => {
  it('reads the same states as the status page', async () => {
    await load();
    const blog: ContentKind = kind('blog');
    const states = await inRoot(async () => [
      await translationState(blog, 'publicacao', 'en'),
      await translationState(blog, 'revisao', 'en'),
      await translationState(blog, 'revisao', 'pt'),
      await translationState(blog, 'a-primeira', 'es'),
      await translationState(blog, 'apenas-em-ingles', 'en'),
      await translationState(blog, 'sem-data', 'en'),
    ]);
    expect(states).toEqual(['present', 'untranslated', 'present', 'missing', 'present', 'outdated']);
  });
});

describe('the whole status', () => {
  it('has a row per entry found and one per one-file kind, in the order of the kinds', async () => {
    await load();
    expect(rows.map((r) => `${r.kind}/${r.slug}`)).toEqual([
      'blog/a-primeira',
      'blog/apenas-em-ingles',
      'blog/publicacao',
      'blog/revisao',
      'blog/sem-data',
      'ebooks/momentos',
      'home/home',
      'dialogs/dialogs',
      'success-cases/caso-apenas-em-ingles',
      'success-cases/caso-sem-cliente',
      'success-cases/condominio-seguranca-inteligente',
      'success-cases/hospital-backup-contra-ransomware',
      'success-cases/rede-varejo-contadores-de-pessoas',
      'about/about',
      'certifications/certifications',
      'privacy/privacy',
      'terms/terms',
      'lgpd/lgpd',
      'glossary/glossary',
    ]);
  });

  it('names in its list of states exactly the states its rows carry', async () => {
    await load();
    const seen = new Set(rows.flatMap((r) => Object.values(r.locales).map((l) => l.state)));
    expect([...seen].sort()).toEqual([...TRANSLATION_STATES].sort());
    expect(TRANSLATION_STATES).toHaveLength(4);
  });
});

describe('files of unusual shapes', () => {
  beforeAll(() => {
    write('content/success-cases/pt.yaml', 'caso-a:\n  sector: Saúde\n', undefined, odd);
    // A language's file that is no mapping of cases; another language has no file at all.
    write('content/success-cases/en.yaml', 'em breve\n', undefined, odd);
    // The flag on the last line, without a line break after it.
    write('content/home/pt.yaml', 'title: Início\n', undefined, odd);
    write('content/home/en.yaml', 'title: Início\ndraft: true', undefined, odd);
    // "draft:" inside a value is text, not the flag.
    write('content/blog/pt/meio.md', post('Meio', ['date: 2024-01-01', 'author: "Equipe draft: A"']), undefined, odd);
    write('content/blog/en/meio.md', post('Meio', ['date: 2024-01-01', 'author: "Equipe draft: B"']), undefined, odd);
    // Numbers where a date and a moment belong.
    write('content/blog/pt/numerico.md', post('Numérico', ['updated: 2024', 'publishAt: 5']), '2024-08-01T12:00:00Z', odd);
  });

  const oddRows = () => inRoot(() => contentStatus(BASE), odd);

  it('lists only the cases of files that are mappings, and none from a missing file', async () => {
    const cases = (await oddRows()).filter((r) => r.kind === 'success-cases');
    expect(cases.map((r) => r.slug)).toEqual(['caso-a']);
    expect([cases[0]!.locales.en.state, cases[0]!.locales.es.state]).toEqual(['missing', 'missing']);
  });

  it('strips the draft flag on a last line without a line break, and only a whole line', async () => {
    const rows = await oddRows();
    expect(rows.find((r) => r.kind === 'home')!.locales.en.state).toBe('untranslated');
    expect(rows.find((r) => r.kind === 'blog' && r.slug === 'meio')!.locales.en.state).toBe('present');
  });

  it('dates by the file, and publishes, a post whose date and moment are numbers', async () => {
    const numeric = (await oddRows()).find((r) => r.kind === 'blog' && r.slug === 'numerico')!;
    expect(numeric.locales.pt).toMatchObject({ updated: '2024-08-01', publication: 'published', publishAt: null });
  });
});
