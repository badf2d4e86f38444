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

/**
 * matching: case-insensitive on title, description or any tag, within the category;
 * 'date' sorts newest first, 'relevance' keeps the list order.
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
  return sort === 'date' ? [...matches].sort((a, b) => b.date.localeCompare(a.date)) : matches;
}
