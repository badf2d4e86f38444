import { describe, expect, it } from 'vitest';
import { searchIndex } from '@/lib/search';
import { searchItems, shouldSearch, titleHasQuery, type SearchItem } from '@/lib/search/match';

const items: SearchItem[] = [
  {
    id: '1',
    title: 'Backup Profissional',
    description: 'Cópias criptografadas',
    category: 'services',
    url: '/servicos/backup',
    date: '2026-01-01',
    tags: ['aes-256'],
  },
  {
    id: '2',
    title: 'Regra 3-2-1',
    description: 'Como proteger dados com BACKUP',
    category: 'blog',
    url: '/blog/a',
    date: '2026-05-01',
    tags: ['ransomware'],
  },
  {
    id: '3',
    title: 'Guia de nuvem',
    description: 'Migração',
    category: 'ebooks',
    url: '/ebooks/b',
    date: '2025-10-01',
    tags: ['Backup em nuvem'],
  },
  { id: '4', title: 'Automação IoT', description: 'Sensores', category: 'blog', url: '/blog/c', date: '2026-09-01', tags: ['energia'] },
];

describe('site search rules', () => {
  it('runs only for queries of 3+ characters or a chosen category', () => {
    expect(shouldSearch('ba', 'all')).toBe(false);
    expect(shouldSearch('  ba ', 'all')).toBe(false);
    expect(shouldSearch('bac', 'all')).toBe(true);
    expect(shouldSearch('', 'blog')).toBe(true);
    expect(searchItems(items, 'ba', 'all', 'relevance')).toEqual([]);
  });
  it('matches title, description or any tag, case-insensitively', () => {
    expect(searchItems(items, 'BACKUP', 'all', 'relevance').map((i) => i.id)).toEqual(['1', '2', '3']);
    expect(searchItems(items, 'ransom', 'all', 'relevance').map((i) => i.id)).toEqual(['2']);
    expect(searchItems(items, 'zzzz', 'all', 'relevance')).toEqual([]);
  });
  it('stays within the chosen category; a category alone lists it all', () => {
    expect(searchItems(items, 'backup', 'blog', 'relevance').map((i) => i.id)).toEqual(['2']);
    expect(searchItems(items, '', 'blog', 'relevance').map((i) => i.id)).toEqual(['2', '4']);
  });
  it("'relevance' keeps the list order among equals and 'date' puts the newest first", () => {
    expect(searchItems(items, 'backup', 'all', 'relevance').map((i) => i.id)).toEqual(['1', '2', '3']);
    expect(searchItems(items, 'backup', 'all', 'date').map((i) => i.id)).toEqual(['2', '1', '3']);
  });
});

describe('relevance: a title holding the whole query comes first', () => {
  const item = (id: string, title: string, description = ''): SearchItem => ({
    id,
    title,
    description,
    category: 'services',
    url: `/${id}`,
    date: '2026-01-01',
    tags: [],
  });
  const list = [
    item('cloud', 'New Smart Cloud', 'Nuvem privada com backup diário'),
    item('plural', 'Backups gerenciados', 'Rotina de backup'),
    item('backup', 'Backup Profissional'),
    item('post', 'Regra 3-2-1 de backup: como proteger os dados'),
    item('lgpd', 'LGPD na prática', 'Política de backup e retenção'),
  ];
  const ids = (query: string) => searchItems(list, query, 'all', 'relevance').map((i) => i.id);

  it('title matches first, each group in the list order', () => {
    expect(ids('backup')).toEqual(['backup', 'post', 'cloud', 'plural', 'lgpd']);
    expect(ids('BACKUP')).toEqual(['backup', 'post', 'cloud', 'plural', 'lgpd']);
  });
  it('the whole query as words, ignoring case, accents and repeated spaces', () => {
    expect(titleHasQuery('Backup Profissional', 'backup')).toBe(true);
    expect(titleHasQuery('Regra 3-2-1 de backup: como', 'Backup')).toBe(true);
    expect(titleHasQuery('Backups gerenciados', 'backup')).toBe(false);
    expect(titleHasQuery('Segurança Inteligente', 'seguranca')).toBe(true);
    expect(titleHasQuery('Seguranca  Inteligente', 'SEGURANÇA inteligente')).toBe(true);
    expect(titleHasQuery('Cloud & File Server', 'file server')).toBe(true);
    expect(titleHasQuery('Cloud & File Server', 'cloud server')).toBe(false);
    expect(titleHasQuery('Cloudflare', 'cloud')).toBe(false);
  });
  it('a title match found only past the first occurrence still counts', () =>
    expect(titleHasQuery('Backups e backup', 'backup')).toBe(true));
  it("'date' and a category alone are not reordered", () => {
    expect(searchItems(list, '', 'services', 'relevance').map((i) => i.id)).toEqual(list.map((i) => i.id));
    const dated = [
      { ...item('old', 'Backup Profissional'), date: '2025-01-01' },
      { ...item('new', 'Nuvem', 'com backup'), date: '2026-06-01' },
    ];
    expect(searchItems(dated, 'backup', 'all', 'date').map((i) => i.id)).toEqual(['new', 'old']);
  });
});

describe("the site's own index ranks the service named by the query first", () => {
  const titles = (locale: 'pt' | 'en' | 'es', query: string) =>
    searchItems(searchIndex(locale), query, 'all', 'relevance').map((i) => i.title);
  /** Every title holding the query comes before every other result. */
  const titleMatchesFirst = (found: string[], query: string) => {
    const flags = found.map((t) => titleHasQuery(t, query));
    expect(flags.indexOf(false) === -1 || flags.lastIndexOf(true) < flags.indexOf(false), found.join(' | ')).toBe(true);
  };

  it("pt 'backup': Backup Profissional first, New Smart Cloud after every backup title", () => {
    const found = titles('pt', 'backup');
    expect(found[0]).toBe('Backup Profissional');
    expect(found.indexOf('New Smart Cloud')).toBeGreaterThan(found.indexOf('Backup Profissional'));
    titleMatchesFirst(found, 'backup');
  });
  it("en 'backup': Professional Backup first", () => {
    const found = titles('en', 'backup');
    expect(found[0]).toBe('Professional Backup');
    titleMatchesFirst(found, 'backup');
  });
  it("en 'cloud': the cloud titles before Professional Backup, which only mentions it", () => {
    const found = titles('en', 'cloud');
    expect(found.slice(0, 2)).toEqual(['New Smart Cloud', 'Cloud & File Server']);
    expect(found.at(-1)).toBe('Professional Backup');
    titleMatchesFirst(found, 'cloud');
  });
  it("pt 'segurança' and es 'seguridad': the security titles first", () => {
    const pt = titles('pt', 'segurança');
    expect(pt[0]).toBe('Segurança Inteligente');
    titleMatchesFirst(pt, 'segurança');
    const es = titles('es', 'seguridad');
    expect(es[0]).toBe('Seguridad Inteligente');
    titleMatchesFirst(es, 'seguridad');
  });
});
