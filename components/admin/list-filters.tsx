import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Search } from '@/components/ui/icons';
import { Input, Select } from '@/components/ui/input';
import { Link } from '@/i18n/navigation';
import { UFS } from '@/lib/config/brazil';
import { LIST_Q_MAX } from '@/lib/admin/list-query';
import { cn } from '@/lib/utils';

/**
 * The filter form above a back-office list: the page's fields (hidden inputs and `FilterField`s)
 * followed by the submit button and, when the list is filtered, a link back to the unfiltered list.
 *
 * A GET form: works without JavaScript and every filtered view is a bookmarkable address.
 */
export function ListFilters({
  label,
  clearHref,
  filtered,
  filterLabel,
  clearLabel,
  columns,
  actionsClassName = 'sm:col-span-2 lg:col-span-1',
  children,
}: {
  /** The form's accessible name. */
  label: string;
  /** The list's unfiltered address. */
  clearHref: string;
  /** Whether any filter is active (shows the clear link). */
  filtered: boolean;
  filterLabel: string;
  clearLabel: string;
  /** The lg grid template, as a full class (`lg:grid-cols-4`, `lg:grid-cols-[14rem_1fr_auto]`) so Tailwind finds it in the page. */
  columns: string;
  /** Grid placement of the submit/clear cell; by default a full row on sm and one column from lg. */
  actionsClassName?: string;
  children: ReactNode;
}) {
  return (
    <form
      method="get"
      role="search"
      aria-label={label}
      className={cn('grid gap-4 rounded-2xl border bg-card p-4 sm:grid-cols-2 sm:p-6', columns, 'lg:items-end')}
    >
      {children}
      <div className={cn('flex flex-wrap items-center gap-3', actionsClassName)}>
        <button type="submit" className={buttonClass({ className: 'w-full sm:w-auto' })}>
          <Search className="size-4" aria-hidden />
          {filterLabel}
        </button>
        {filtered ? (
          <Link href={clearHref} className="text-sm font-medium text-primary hover:underline">
            {clearLabel}
          </Link>
        ) : null}
      </div>
    </form>
  );
}

/** One labelled control of a `ListFilters` form; `id` must be the control's id. */
export function FilterField({ id, label, className, children }: { id: string; label: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

/** The list's free-text search (`q`). */
export function SearchField({
  label,
  placeholder,
  value,
  className,
}: {
  label: string;
  placeholder: string;
  value: string;
  className?: string;
}) {
  return (
    <FilterField id="filter-q" label={label} className={className}>
      <Input id="filter-q" type="search" name="q" defaultValue={value} placeholder={placeholder} maxLength={LIST_Q_MAX} />
    </FilterField>
  );
}

/** The current sort as hidden fields, so filtering keeps it; nothing under the list's default sort. */
export function SortFields({ sort, dir, isDefault }: { sort: string; dir: string; isDefault: boolean }) {
  if (isDefault) return null;
  return (
    <>
      <input type="hidden" name="sort" value={sort} />
      <input type="hidden" name="dir" value={dir} />
    </>
  );
}

/** A labelled select of a `ListFilters` form: `options` are [value, label] pairs; the id is `filter-<name>` unless given. */
export function SelectField({
  name,
  label,
  value,
  options,
  id = `filter-${name}`,
}: {
  name: string;
  label: ReactNode;
  value: string;
  options: readonly (readonly [string, ReactNode])[];
  id?: string;
}) {
  return (
    <FilterField id={id} label={label}>
      <Select id={id} name={name} defaultValue={value}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </Select>
    </FilterField>
  );
}

/** The state filter's options: every state ("SP — São Paulo") after the unfiltered choice. */
export function stateOptions(allLabel: string): [string, string][] {
  return [['', allLabel], ...UFS.map((uf): [string, string] => [uf.code, `${uf.code} — ${uf.name}`])];
}

/** The choices of a select with the address's current value kept selectable, though no row has it (any more). */
export function withCurrent(choices: readonly string[], current: string): string[] {
  return current && !choices.includes(current) ? [...choices, current] : [...choices];
}
