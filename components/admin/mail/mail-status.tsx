import { cn } from '@/lib/utils';

const STYLES = {
  queued: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
  sent: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
  failed: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  redacted: 'border-slate-300 bg-slate-50 text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
} as const;

/** A mail's delivery status (or its redaction flag) as a coloured label; the text carries the meaning. */
export function MailBadge({ kind, label }: { kind: keyof typeof STYLES; label: string }) {
  return (
    <span
      data-status={kind}
      className={cn('inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold', STYLES[kind])}
    >
      {label}
    </span>
  );
}
