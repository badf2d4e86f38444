import { LIMITS } from '@/lib/config/limits';

export type SearchCategory = 'services' | 'blog' | 'ebooks';
export interface SearchItem {
  id: string;
  title: string;
  description: string;
  category: SearchCategory;
  url: string;
  /** YYYY-MM-DD */
  date: string;
  tags: string[];
}
export type CategoryFilter = 'all' | SearchCategory;
export type SortOrder = 'relevance' | 'date';

/** Search only when the query is longer than 2 characters or a category is chosen. */
export function shouldSearch(query: string, category: CategoryFilter): boolean {
  return query.trim().length >= LIMITS.minSearchQuery || category !== 'all';
}

/** Lower case, without accents, runs of spaces as one: 'Segurança  Inteligente' → 'seguranca inteligente'. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Whether the title holds the whole query as words ('backup' in 'Regra 3-2-1 de backup', not in 'Backups'), ignoring case and accents. */
export function titleHasQuery(title: string, query: string): boolean {
  const t = folded(title);
  const q = folded(query);
  if (!q) return false;
  for (let at = t.indexOf(q); at !== -1; at = t.indexOf(q, at + 1)) {
    const before = t[at - 1];
    const after = t[at + q.length];
    if ((!before || !LETTER_OR_DIGIT.test(before)) && (!after || !LETTER_OR_DIGIT.test(after))) return true;
  }
  return false;
}

/**
 * matching: case-insensitive on title, description or any tag, within the category;
 * 'date' sorts newest first. 'relevance': entries whose title holds the whole query as words
 * come first, then the rest; each group keeps the list order.
 */
export function searchItems(items: SearchItem[], query: string, category: CategoryFilter, sort: SortOrder): SearchItem[] {
  if (!shouldSearch(query, category)) return [];
  const q = query.trim().toLocaleLowerCase();
  const matches = items.filter((item) => {
    if (category !== 'all' && item.category !== category) return false;
    if (!q) return true;
    return (
      item.title.toLocaleLowerCase().includes(q) ||
      item.description.toLocaleLowerCase().includes(q) ||
      item.tags.some((tag) => tag.toLocaleLowerCase().includes(q))
    );
  });
  if (sort === 'date') return [...matches].sort((a, b) => b.date.localeCompare(a.date));
  if (!q) return matches;
  const inTitle = matches.filter((item) => titleHasQuery(item.title, q));
  return [...inTitle, ...matches.filter((item) => !inTitle.includes(item))];
}
