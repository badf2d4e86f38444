'use client';

import { useState, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** Category chips that filter the server-rendered list below them (CSS does the hiding). */
export function CategoryFilter({
  categories,
  allLabel,
  label,
  children,
}: {
  categories: { key: string; label: string }[];
  allLabel: string;
  label: string;
  children: ReactNode;
}) {
  const [filter, setFilter] = useState('all');
  const options = [{ key: 'all', label: allLabel }, ...categories];
  return (
    <>
      <div role="group" aria-label={label} className="mb-8 flex flex-wrap gap-2">
        {options.map((o) => (
          <button
            key={o.key}
            type="button"
            aria-pressed={filter === o.key}
            onClick={() => setFilter(o.key)}
            className={cn(
              'rounded-full border px-4 py-1.5 text-sm font-medium',
              filter === o.key ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-accent',
            )}
          >
            {o.label}
          </button>
        ))}
      </div>
      <ul data-filter={filter} className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {children}
      </ul>
    </>
  );
}
