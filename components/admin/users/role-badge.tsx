import { cn } from '@/lib/utils';

const STYLES = {
  admin: 'border-violet-300 bg-violet-50 text-violet-900 dark:border-violet-800 dark:bg-violet-950 dark:text-violet-100',
  partner: 'border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100',
} as const;

/** A role as a coloured label (the text carries the meaning, not the colour). */
export function RoleBadge({ role, label }: { role: keyof typeof STYLES; label: string }) {
  return (
    <span
      data-role={role}
      className={cn('inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold', STYLES[role])}
    >
      {label}
    </span>
  );
}
