import { cn } from '@/lib/utils';

/** The back office's label colours, light and dark. */
const TONES = {
  green: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
  amber: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
  red: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  sky: 'border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100',
  violet: 'border-violet-300 bg-violet-50 text-violet-900 dark:border-violet-800 dark:bg-violet-950 dark:text-violet-100',
  slate: 'border-slate-300 bg-slate-50 text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
  /** Something switched off or ended: a shade darker than `slate`. */
  muted: 'border-slate-300 bg-slate-100 text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200',
} as const;

export type Tone = keyof typeof TONES;

/**
 * A state as a coloured label; the text carries the meaning, not the colour. `data` names the
 * state for tests and styles (`{ 'data-status': 'sent' }`).
 */
export function ToneBadge({ tone, label, data, fit }: { tone: Tone; label: string; data: Record<string, string>; fit?: boolean }) {
  return (
    <span
      {...data}
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        fit && 'w-fit',
        TONES[tone],
      )}
    >
      {label}
    </span>
  );
}
