/*
 * Field Core Web Vitals: what the page's beacon measures and sends, and the ranges, thresholds and
 * histogram buckets the server stores them with. Constants and plain functions only (no zod, no
 * browser globals at import time): the beacon imports a few, the route handler, the nightly roll-up
 * and the back office the rest.
 */

/** Where the beacon posts. */
export const VITALS_ENDPOINT = '/api/analytics/vitals';

/** The metrics measured on every page view, in the order the back office lists them. */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** The three Core Web Vitals: the figures the back office reports per route and device. */
export const CORE_VITALS = ['LCP', 'INP', 'CLS'] as const satisfies readonly VitalMetric[];

/** Device classes, from the viewport the page was loaded in. */
export const VITAL_DEVICES = ['mobile', 'desktop'] as const;
export type VitalDevice = (typeof VITAL_DEVICES)[number];
/** A viewport narrower than this is a phone layout: the site's own `md` breakpoint. */
export const MOBILE_BELOW_PX = 768;

/** `navigator.connection.effectiveType` values kept; anything else is stored as unknown. */
export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g'] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];

export const VITALS_LIMITS = {
  /** Larger bodies are refused with 413 (a full beacon is about 300 bytes). */
  bodyMaxBytes: 2048,
  viewIdMinChars: 16,
  viewIdMaxChars: 64,
  /** Beacons accepted per client IP and window, as for page views; the IP is only the counter's key. */
  perIp: { limit: 120, windowSeconds: 60 },
  /**
   * Page views one client (IPv4 address, IPv6 /64) has stored per route pattern and day: more
   * from it are dropped quietly, so no single visitor can make a page's figure.
   */
  perClientRouteDay: 10,
  /** Page views stored per hour across the site, unless VITALS_BEACONS_PER_HOUR says otherwise. */
  sitePerHour: 1000,
  /** After the load event the library is loaded when the page is idle, or after this long at most. */
  idleTimeoutMs: 5000,
  /** Browsers without requestIdleCallback load it this long after the load event. */
  idleFallbackMs: 1000,
} as const;

/**
 * Plausible values: anything outside is clamped to the range before it is stored (a tab left in
 * the background for an hour can report an absurd LCP). Milliseconds, except CLS (a score).
 * Every range starts at 0.
 */
export const VITAL_MAX: Record<VitalMetric, number> = {
  LCP: 60_000,
  INP: 60_000,
  CLS: 10,
  FCP: 60_000,
  TTFB: 60_000,
};

/**
 * Google's thresholds: a value up to the first is good, above the second poor, in between
 * needs improvement. They apply to the 75th percentile of a route's page views.
 */
export const VITAL_THRESHOLDS: Record<VitalMetric, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

/**
 * Upper edges of the daily histogram buckets; bucket i holds the values v with
 * edge[i-1] < v <= edge[i] (the first from 0). Both thresholds are edges, so the rating of a p75
 * read from merged histograms is exact; the last edge is the clamp maximum, so every value has a
 * bucket. Changing an edge makes stored histograms unreadable: roll them up again if you do.
 */
export const VITAL_BUCKETS: Record<VitalMetric, readonly number[]> = {
  LCP: [500, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10_000, 15_000, 20_000, 30_000, 60_000],
  INP: [50, 100, 150, 200, 250, 300, 400, 500, 600, 800, 1000, 1500, 2000, 5000, 10_000, 60_000],
  CLS: [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 2, 5, 10],
  FCP: [300, 600, 900, 1200, 1500, 1800, 2100, 2400, 2700, 3000, 4000, 5000, 7000, 10_000, 20_000, 60_000],
  TTFB: [100, 200, 300, 400, 600, 800, 1000, 1200, 1500, 1800, 2500, 3500, 5000, 10_000, 20_000, 60_000],
};

/** The back office's speed report. */
export const VITALS_REPORT = {
  /** Days in the report, today included (the window Google's own field data uses). */
  days: 28,
  /** Below this many page views a p75 says little: "too few samples" is shown instead. */
  minSamples: 20,
} as const;

/** The route stored for a path that matches no page of the site (the not-found page). */
export const OTHER_ROUTE = 'other';

/** The body the beacon sends and the server validates (lib/validation/analytics.ts). */
export interface VitalsPayload {
  /** Random, per document load, kept in memory only: lets the server store each metric once. */
  viewId: string;
  /** Where the document was loaded (client navigations afterwards do not change it). */
  path: string;
  locale: string | null;
  device: VitalDevice;
  connection: string | null;
  metrics: { name: VitalMetric; value: number }[];
}

/* ───────────── Browser side ───────────── */

/** A page view's id: 16 random bytes in hex. */
export function createViewId(random: Uint8Array = crypto.getRandomValues(new Uint8Array(16))): string {
  return Array.from(random, (n) => n.toString(16).padStart(2, '0')).join('');
}

export function isViewId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length >= VITALS_LIMITS.viewIdMinChars &&
    value.length <= VITALS_LIMITS.viewIdMaxChars &&
    /^[A-Za-z0-9_-]+$/.test(value)
  );
}

export function deviceForWidth(width: number): VitalDevice {
  return width < MOBILE_BELOW_PX ? 'mobile' : 'desktop';
}

export function isVitalMetric(value: unknown): value is VitalMetric {
  return typeof value === 'string' && (VITAL_METRICS as readonly string[]).includes(value);
}
