/**
 * The translation column of /admin/conteudo: each language of an entry is up to date ("Em dia"),
 * missing ("Falta"), older than the Portuguese text ("Desatualizada") or still a copy of it
 * ("Não traduzida"). The entries are files in a temporary content folder.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentStatus, type ContentRow } from '@/lib/content/editor/status';

const root = mkdtempSync(join(tmpdir(), 'translation-status-'));

function write(file: string, text: string, mtime?: string) {
  const full = join(root, file);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, text);
  if (mtime) utimesSync(full, new Date(mtime), new Date(mtime));
}

const post = (locale: string, title: string, updated: string, extra: string[] = []) =>
  [
    '---',
    `title: "${title}"`,
    'description: "Um resumo longo o bastante para a regra de cinquenta caracteres do blog."',
    'date: 2024-01-10',
    `updated: ${updated}`,
    'tags: ["backup"]',
    'category: backup',
    'cover: backup',
    'author: "Equipe Técnica"',
    `locale: ${locale}`,
    ...extra,
    '---',
    '',
    `Corpo: ${title}.`,
    '',
  ].join('\n');

let rows: ContentRow[];
const row = (kind: string, slug: string) => rows.find((r) => r.kind === kind && r.slug === slug)!;
const states = (kind: string, slug: string) => {
  const { pt, en, es } = row(kind, slug).locales;
  return { pt: pt.state, en: en.state, es: es.state };
};

beforeAll(async () => {
  // Translated on the Portuguese text's day, or after it.
  write('content/blog/pt/em-dia.md', post('pt', 'Backup em dia', '2024-03-01'));
  write('content/blog/en/em-dia.md', post('en', 'Backup up to date', '2024-03-01'));
  write('content/blog/es/em-dia.md', post('es', 'Copia al día', '2024-03-05'));

  // The Portuguese text changed on 10 May: English is a day behind, Spanish on the day.
  write('content/blog/pt/desatualizada.md', post('pt', 'Texto revisto', '2024-05-10'));
  write('content/blog/en/desatualizada.md', post('en', 'Revised text', '2024-05-09'));
  write('content/blog/es/desatualizada.md', post('es', 'Texto revisado', '2024-05-10'));

  // English is the Portuguese file copied to start a translation: only its locale and draft flag differ.
  write('content/blog/pt/copia.md', post('pt', 'Texto original', '2024-02-01'));
  write('content/blog/en/copia.md', post('en', 'Texto original', '2024-02-01', ['draft: true']));
  write('content/blog/es/copia.md', post('es', 'Texto traducido', '2024-02-01'));

  // Only in Portuguese.
  write('content/blog/pt/falta.md', post('pt', 'Só em português', '2024-04-01'));

  // Services have no date: the files' last change is compared.
  write('content/services/pt/backup.yaml', 'title: Backup gerenciado\n', '2024-06-10T12:00:00Z');
  write('content/services/en/backup.yaml', 'title: Managed backup\n', '2024-06-09T12:00:00Z');
  write('content/services/es/backup.yaml', 'title: Copia gestionada\n', '2024-06-10T12:00:00Z');

  const cwd = vi.spyOn(process, 'cwd').mockReturnValue(root);
  try {
    rows = await contentStatus();
  } finally {
    cwd.mockRestore();
  }
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('translation states of /admin/conteudo', () => {
  it('a translation dated on or after the Portuguese text is up to date', () => {
    expect(states('blog', 'em-dia')).toEqual({ pt: 'present', en: 'present', es: 'present' });
  });

  it('a translation dated before the Portuguese text is outdated, one dated the same day is not', () => {
    expect(states('blog', 'desatualizada')).toEqual({ pt: 'present', en: 'outdated', es: 'present' });
    expect(row('blog', 'desatualizada').locales.en.updated).toBe('2024-05-09');
  });

  it('a copy of the Portuguese file that differs only in locale and draft flag is not translated', () => {
    expect(states('blog', 'copia')).toEqual({ pt: 'present', en: 'untranslated', es: 'present' });
  });

  it('a language without the file is missing, and links to the form that creates it', () => {
    expect(states('blog', 'falta')).toEqual({ pt: 'present', en: 'missing', es: 'missing' });
    expect(row('blog', 'falta').locales.en.editHref).toBe('/keystatic/collection/blog_en/create');
    expect(row('blog', 'falta').locales.pt.editHref).toBe('/keystatic/collection/blog_pt/item/falta');
  });

  it('an entry without a date is outdated when its file changed before the Portuguese one', () => {
    expect(states('services', 'backup')).toEqual({ pt: 'present', en: 'outdated', es: 'present' });
  });
});
