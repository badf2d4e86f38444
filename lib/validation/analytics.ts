import { z } from './zod';
import { LOCALES } from '@/i18n/locales';
import { isSessionId, PAGEVIEW_LIMITS } from '@/lib/analytics/beacon';
import { CONNECTION_TYPES, isViewId, VITAL_DEVICES, VITAL_METRICS, type ConnectionType } from '@/lib/analytics/vitals';

/** A site path: starts with one '/', no control characters, capped. */
const sitePath = z
  .string()
  .min(1)
  .max(PAGEVIEW_LIMITS.pathMaxChars)
  .refine((path) => path.startsWith('/') && !path.startsWith('//') && !/[\u0000-\u001f\u007f]/.test(path), 'invalid path');

const locale = z
  .enum(LOCALES)
  .nullish()
  .transform((v) => v ?? null);

/**
 * POST /api/analytics/pageview: `{ sessionId, path, locale?, referrer? }`. The path is a site path
 * (starts with one '/', no control characters, capped); unknown keys are refused.
 */
export const pageviewSchema = z.strictObject({
  sessionId: z.string().refine(isSessionId, 'invalid session id'),
  path: sitePath,
  locale,
  referrer: z
    .string()
    .max(PAGEVIEW_LIMITS.referrerMaxChars)
    .nullish()
    .transform((v) => v || null),
});

export type PageviewBody = z.output<typeof pageviewSchema>;

const isConnectionType = (value: string): value is ConnectionType => (CONNECTION_TYPES as readonly string[]).includes(value);

/**
 * POST /api/analytics/vitals: `{ viewId, path, locale?, device, connection?, metrics: [{name, value}] }`.
 * One to five metrics, each named once, with a finite value (clamped later, not refused). A
 * connection type the site does not know is kept as unknown rather than losing the beacon. The
 * locale is checked only: the language stored is the one the path names.
 */
export const webVitalsSchema = z.strictObject({
  viewId: z.string().refine(isViewId, 'invalid view id'),
  path: sitePath,
  locale,
  device: z.enum(VITAL_DEVICES),
  connection: z
    .string()
    .max(16)
    .nullish()
    .transform((v) => (v && isConnectionType(v) ? v : null)),
  metrics: z
    .array(z.strictObject({ name: z.enum(VITAL_METRICS), value: z.number() }))
    .min(1)
    .max(VITAL_METRICS.length)
    .refine((metrics) => new Set(metrics.map((m) => m.name)).size === metrics.length, 'a metric is named twice'),
});

export type WebVitalsBody = z.output<typeof webVitalsSchema>;
