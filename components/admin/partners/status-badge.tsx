import { cn } from '@/lib/utils';

const TONES = {
  active: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
  inactive: 'border-slate-300 bg-slate-100 text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200',
} as const;

/** Whether a partner is listed publicly, as a coloured label (the text carries the meaning). */
export function PartnerStatusBadge({ active, label }: { active: boolean; label: string }) {
  const status = active ? 'active' : 'inactive';
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex w-fit items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        TONES[status],
      )}
    >
      {label}
    </span>
  );
}
