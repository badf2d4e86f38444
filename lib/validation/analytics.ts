import { z } from './zod';
import { LOCALES } from '@/i18n/locales';
import { isSessionId, PAGEVIEW_LIMITS } from '@/lib/analytics/beacon';

/**
 * POST /api/analytics/pageview: `{ sessionId, path, locale?, referrer? }`. The path is a site path
 * (starts with one '/', no control characters, capped); unknown keys are refused.
 */
export const pageviewSchema = z.strictObject({
  sessionId: z.string().refine(isSessionId, 'invalid session id'),
  path: z
    .string()
    .min(1)
    .max(PAGEVIEW_LIMITS.pathMaxChars)
    .refine((path) => path.startsWith('/') && !path.startsWith('//') && !/[\u0000-\u001f\u007f]/.test(path), 'invalid path'),
  locale: z
    .enum(LOCALES)
    .nullish()
    .transform((v) => v ?? null),
  referrer: z
    .string()
    .max(PAGEVIEW_LIMITS.referrerMaxChars)
    .nullish()
    .transform((v) => v || null),
});

export type PageviewBody = z.output<typeof pageviewSchema>;
