import { z } from './zod';

/** What the browser reports itself as (navigator.userAgentData.platform or navigator.platform), at most this long. */
export const PWA_PLATFORM_MAX_CHARS = 64;

/** POST /api/pwa-installations: `{ platform? }`; a blank platform is stored as unknown. */
export const pwaInstallationSchema = z.object({
  platform: z
    .string()
    .trim()
    .max(PWA_PLATFORM_MAX_CHARS)
    .nullish()
    .transform((v) => v || null),
});

export type PwaInstallationBody = z.output<typeof pwaInstallationSchema>;
