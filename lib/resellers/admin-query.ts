import { isUf } from '@/lib/config/brazil';
import { LIST_Q_MAX, oneOf, param, type SearchParams } from '@/lib/admin/list-query';

/** The reseller applications list's query, all in the address: read from it, anything unknown falling back to the default. */

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const STATUS_FILTERS = ['all', ...APPLICATION_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export interface ApplicationFilters {
  status: StatusFilter;
  uf: string | null;
  q: string;
  page: number;
}

/** Filters from a query string: all statuses, every state and page 1 unless the address says otherwise. */
export function parseFilters(input: { status?: unknown; uf?: unknown; q?: unknown; page?: unknown }): ApplicationFilters {
  const params = Object.fromEntries(
    Object.entries(input).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map(String) : value == null ? undefined : String(value),
    ]),
  ) as SearchParams;
  const uf = param(params, 'uf').toUpperCase();
  const page = Number.parseInt(param(params, 'page') || '1', 10);
  return {
    status: oneOf(params, 'status', STATUS_FILTERS) ?? 'all',
    uf: isUf(uf) ? uf : null,
    q: param(params, 'q').slice(0, LIST_Q_MAX),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The list's own parameters for links (pagination keeps them). */
export function filterParams(filters: ApplicationFilters): Record<string, string | null> {
  return { status: filters.status === 'all' ? null : filters.status, uf: filters.uf, q: filters.q };
}
