import type { VitalRating } from '@/lib/analytics/vitals-stats';

const BAR: Record<VitalRating, string> = {
  good: 'bg-emerald-600 dark:bg-emerald-500',
  'needs-improvement': 'bg-amber-500 dark:bg-amber-400',
  poor: 'bg-red-600 dark:bg-red-500',
};

/**
 * One metric's daily p75 as plain CSS bars (no chart library), coloured by rating, with the two
 * thresholds drawn across. The bars are decoration for sighted users: every value, its rating and
 * its sample count are in the table under the charts.
 */
export function VitalsTrendChart({
  title,
  data,
  thresholds,
}: {
  title: string;
  /** One entry per day, oldest first; `p75` null when the day is not shown (no or too few samples). */
  data: { day: string; label: string; p75: number | null; rating: VitalRating | null; tip: string }[];
  thresholds: readonly [good: number, poor: number];
}) {
  const top = Math.max(thresholds[1] * 1.25, ...data.map((d) => d.p75 ?? 0));
  const at = (value: number) => `${Math.min(100, (value / top) * 100)}%`;
  return (
    <figure className="flex flex-col gap-2 rounded-xl border bg-background p-4">
      <figcaption className="font-semibold">{title}</figcaption>
      <div aria-hidden className="relative flex h-28 items-end gap-px border-b border-border sm:gap-0.5">
        {thresholds.map((value) => (
          <div key={value} className="absolute inset-x-0 border-t border-dashed border-muted-foreground/50" style={{ bottom: at(value) }} />
        ))}
        {data.map((d) => (
          <div key={d.day} className="relative flex h-full min-w-0 flex-1 items-end" title={d.tip}>
            <div
              className={d.p75 !== null && d.rating ? `w-full rounded-t-sm ${BAR[d.rating]}` : 'w-full rounded-t-sm bg-muted-foreground/30'}
              style={{ height: d.p75 !== null ? `max(3px, ${at(d.p75)})` : '2px' }}
            />
          </div>
        ))}
      </div>
      <div aria-hidden className="flex justify-between text-xs text-muted-foreground">
        <span>{data[0]?.label}</span>
        <span>{data.at(-1)?.label}</span>
      </div>
    </figure>
  );
}
