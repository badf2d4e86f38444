import type { TranslationState } from '@/lib/content/editor/status';
import { cn } from '@/lib/utils';

const STYLES: Record<TranslationState, string> = {
  present: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
  missing: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  outdated: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
  untranslated: 'border-slate-300 bg-slate-50 text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
};

/** An entry's state in one language as a coloured label; the text carries the meaning. */
export function TranslationBadge({ state, label }: { state: TranslationState; label: string }) {
  return (
    <span
      data-state={state}
      className={cn('inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold', STYLES[state])}
    >
      {label}
    </span>
  );
}
