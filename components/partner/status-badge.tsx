import { cn } from '@/lib/utils';

/** Colours per lead status, readable in light and dark. */
const TONES = {
  new: 'border-blue-300 bg-blue-50 text-blue-900 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-100',
  contacted: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
  qualified: 'border-violet-300 bg-violet-50 text-violet-900 dark:border-violet-800 dark:bg-violet-950 dark:text-violet-100',
  won: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
  lost: 'border-slate-300 bg-slate-100 text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200',
} as const;

export type BadgeStatus = keyof typeof TONES;

export function StatusBadge({ status, label, className }: { status: BadgeStatus; label: string; className?: string }) {
  return (
    <span
      className={cn('inline-flex w-fit items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold', TONES[status], className)}
      data-status={status}
    >
      {label}
    </span>
  );
}
