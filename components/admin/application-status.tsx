import { cn } from '@/lib/utils';
import type { ApplicationStatus } from '@/lib/data/admin-resellers-query';

const STYLES: Record<ApplicationStatus, string> = {
  pending: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
  approved: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
  rejected: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
};

/** An application's status as a coloured label (the text carries the meaning, not the colour). */
export function StatusBadge({ status, label }: { status: ApplicationStatus; label: string }) {
  return (
    <span
      data-status={status}
      className={cn('inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold', STYLES[status])}
    >
      {label}
    </span>
  );
}
