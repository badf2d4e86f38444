import { VITAL_BUCKETS, VITAL_MAX, VITAL_THRESHOLDS, type VitalMetric } from './vitals';

/*
 * The arithmetic of field metrics: clamping, ratings, the exact 75th percentile of one day and the
 * 75th percentile read back from merged daily histograms. Pure functions, shared by the route
 * handler, the roll-up's tests and the back office.
 */

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

/** A reported value within the metric's plausible range (0 up to VITAL_MAX). */
export function clampVital(metric: VitalMetric, value: number): number {
  if (!Number.isFinite(value)) return value > 0 ? VITAL_MAX[metric] : 0;
  return Math.min(VITAL_MAX[metric], Math.max(0, value));
}

/** Good up to the first threshold (inclusive), poor above the second, needs improvement between. */
export function rateVital(metric: VitalMetric, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** Where the 75th percentile sits among `count` sorted values (1-based): the nearest rank. */
export function p75Rank(count: number): number {
  return Math.ceil(0.75 * count);
}

/**
 * The exact 75th percentile, nearest-rank: the smallest value with at least 75 % of the values at
 * or below it (what Postgres' `percentile_disc(0.75)` returns). Null without values.
 */
export function p75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[p75Rank(sorted.length) - 1]!;
}

/** The bucket of a value: the first whose upper edge is at or above it (values are clamped first). */
export function bucketIndex(metric: VitalMetric, value: number): number {
  const edges = VITAL_BUCKETS[metric];
  const index = edges.findIndex((edge) => value <= edge);
  return index === -1 ? edges.length - 1 : index;
}

/** Counts per bucket of VITAL_BUCKETS[metric]. */
export function histogramOf(metric: VitalMetric, values: Iterable<number>): number[] {
  const counts = new Array<number>(VITAL_BUCKETS[metric].length).fill(0);
  for (const value of values) counts[bucketIndex(metric, value)]!++;
  return counts;
}

/** Adds histograms of the same metric bucket by bucket. */
export function mergeHistograms(histograms: Iterable<readonly number[]>, length: number): number[] {
  const out = new Array<number>(length).fill(0);
  for (const histogram of histograms) {
    for (let i = 0; i < length; i++) out[i]! += histogram[i] ?? 0;
  }
  return out;
}

/**
 * The 75th percentile of the values a histogram counts: the bucket holding the nearest-rank value
 * is exact, its position inside the bucket is interpolated (assuming the bucket's values spread
 * evenly). The result lies inside that bucket, and no bucket straddles a threshold, so its rating
 * is the rating of the exact p75. Null when the histogram is empty.
 */
export function histogramP75(metric: VitalMetric, histogram: readonly number[]): number | null {
  const edges = VITAL_BUCKETS[metric];
  const total = histogram.reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  const rank = p75Rank(total);
  let before = 0;
  for (let i = 0; i < edges.length; i++) {
    const n = histogram[i] ?? 0;
    if (n > 0 && before + n >= rank) {
      const low = i === 0 ? 0 : edges[i - 1]!;
      const high = edges[i]!;
      return low + ((high - low) * (rank - before)) / n;
    }
    before += n;
  }
  return edges.at(-1)!;
}
