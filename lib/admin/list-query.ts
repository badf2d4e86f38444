import { storableText } from '@/lib/validation/zod';

/**
 * URL-driven list views for the back office: every filter, the sort and the page live in the
 * address, so a view can be bookmarked, shared and opened without JavaScript.
 */

export type SearchParams = Record<string, string | string[] | undefined>;

export type SortDir = 'asc' | 'desc';

export interface ListQuery<S extends string = string> {
  page: number;
  sort: S;
  dir: SortDir;
  /** Free-text search, trimmed and capped. */
  q: string;
}

export const LIST_Q_MAX = 100;

/** The first value of a query parameter, or '': trimmed, without characters the database refuses. */
export function param(params: SearchParams, key: string): string {
  const value = params[key];
  return storableText((Array.isArray(value) ? value[0] : value) ?? '').trim();
}

/** A query parameter that must be one of `allowed`, else null. */
export function oneOf<T extends string>(params: SearchParams, key: string, allowed: readonly T[]): T | null {
  const value = param(params, key);
  return (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/** Page, sort column (one of `sorts`, else the default), direction and search text of a list. */
export function parseListQuery<S extends string>(
  params: SearchParams,
  sorts: readonly S[],
  defaults: { sort: S; dir: SortDir },
): ListQuery<S> {
  const page = Math.trunc(Number(param(params, 'page')));
  const sort = oneOf(params, 'sort', sorts) ?? defaults.sort;
  const dir = oneOf(params, 'dir', ['asc', 'desc'] as const) ?? defaults.dir;
  return { page: Number.isFinite(page) && page > 0 ? page : 1, sort, dir, q: param(params, 'q').slice(0, LIST_Q_MAX) };
}

/** The page numbers of a result: the requested page clamped to what exists. */
export function pageWindow(total: number, pageSize: number, requested: number): { page: number; pageCount: number; offset: number } {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, requested), pageCount);
  return { page, pageCount, offset: (page - 1) * pageSize };
}

/** A list's address with these parameters; empty values, page 1 and the default sort are left out. */
export function listHref(path: string, values: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined || value === '') continue;
    if (key === 'page' && Number(value) <= 1) continue;
    query.set(key, String(value));
  }
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/** A LIKE pattern that matches `text` literally anywhere (%, _ and \ escaped). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface ListPage<T> {
  rows: T[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
}
