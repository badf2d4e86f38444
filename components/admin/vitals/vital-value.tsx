import type { VitalMetric } from '@/lib/analytics/vitals';
import type { VitalRating } from '@/lib/analytics/vitals-stats';
import type { VitalFigure } from '@/lib/analytics/admin-vitals';
import { cn } from '@/lib/utils';

/** The rating's colours, light and dark; the rating is always written out too. */
export const RATING_STYLE: Record<VitalRating, string> = {
  good: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
  'needs-improvement': 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
  poor: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
};

/**
 * One p75 of the speed report: the value with its rating in words, and under it the number of
 * page views it rests on. Without samples, or below the minimum count, the value gives way to a
 * dash (the page explains the dash once; screen readers hear why), unless the admin asked to see
 * such values, which are then marked as coming from few samples.
 */
export function VitalValue({
  metric,
  figure,
  value,
  showFew,
  labels,
}: {
  metric: VitalMetric;
  figure: VitalFigure;
  /** The p75 formatted for the page's language. */
  value: string | null;
  showFew: boolean;
  labels: { rating: string | null; views: string; tooFew: string; few: string; none: string };
}) {
  const data = { 'data-metric': metric, 'data-count': figure.count, 'data-views': figure.views };
  if (figure.count === 0 || figure.p75 === null || !figure.rating) {
    return (
      <span className="text-sm text-muted-foreground" {...data}>
        <span aria-hidden>—</span>
        <span className="sr-only">{labels.none}</span>
      </span>
    );
  }
  if (!figure.enough && !showFew) {
    return (
      <div className="flex flex-col items-start gap-0.5" {...data} data-too-few="">
        <span className="text-sm text-muted-foreground">
          <span aria-hidden>—</span>
          <span className="sr-only">{labels.tooFew}</span>
        </span>
        <span className="text-xs text-muted-foreground">{labels.views}</span>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-start gap-0.5" {...data} data-value={figure.p75} data-rating={figure.rating}>
      <span
        className={cn('inline-flex flex-wrap items-baseline gap-x-1.5 rounded-md border px-2 py-0.5 text-sm', RATING_STYLE[figure.rating])}
      >
        <span className="font-bold tabular-nums whitespace-nowrap">{value}</span>
        <span className="font-medium">{labels.rating}</span>
      </span>
      <span className="text-xs text-muted-foreground">
        {labels.views}
        {figure.enough ? null : ` · ${labels.few}`}
      </span>
    </div>
  );
}
