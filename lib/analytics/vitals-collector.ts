import type { VitalMetric, VitalsPayload } from './vitals';

/** What web-vitals reports to a callback (the fields the beacon uses). */
export interface ReportedMetric {
  name: VitalMetric;
  value: number;
  navigationType: string;
}

/**
 * The metrics of one page view between their report and their sending: `keep` takes each report
 * (a later report of a metric not yet sent replaces the earlier one), `flush` sends what is kept in
 * one payload. Each metric of the page view is sent once; a page restored from the back/forward
 * cache reports afresh, which is a later visit rather than this page view, so those are dropped.
 */
export function createVitalsCollector(view: Omit<VitalsPayload, 'metrics'>, send: (payload: VitalsPayload) => void) {
  const pending = new Map<VitalMetric, number>();
  const sent = new Set<VitalMetric>();
  return {
    keep(metric: ReportedMetric) {
      if (metric.navigationType === 'back-forward-cache' || sent.has(metric.name)) return;
      pending.set(metric.name, metric.value);
    },
    flush() {
      if (pending.size === 0) return;
      const metrics = Array.from(pending, ([name, value]) => ({ name, value }));
      pending.clear();
      for (const { name } of metrics) sent.add(name);
      send({ ...view, metrics });
    },
  };
}
