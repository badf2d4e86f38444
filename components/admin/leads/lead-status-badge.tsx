import { cn } from '@/lib/utils';

type LeadStatus = 'new' | 'contacted' | 'qualified' | 'won' | 'lost';

const STYLES: Record<LeadStatus, string> = {
  new: 'border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100',
  contacted: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
  qualified: 'border-violet-300 bg-violet-50 text-violet-900 dark:border-violet-800 dark:bg-violet-950 dark:text-violet-100',
  won: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
  lost: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
};

/** A lead's status as a coloured label (the text carries the meaning, not the colour). */
export function LeadStatusBadge({ status, label }: { status: LeadStatus; label: string }) {
  return (
    <span
      data-status={status}
      className={cn('inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold', STYLES[status])}
    >
      {label}
    </span>
  );
}
