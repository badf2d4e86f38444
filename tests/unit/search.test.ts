import { describe, expect, it } from 'vitest';
import { searchItems, shouldSearch, type SearchItem } from '@/lib/search/match';

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
  it("'relevance' keeps the list order and 'date' puts the newest first", () => {
    expect(searchItems(items, 'backup', 'all', 'relevance').map((i) => i.id)).toEqual(['1', '2', '3']);
    expect(searchItems(items, 'backup', 'all', 'date').map((i) => i.id)).toEqual(['2', '1', '3']);
  });
});
