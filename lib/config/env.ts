import { z } from 'zod';

/**
 * The environment, in one place: app code reads variables only through this module (server
 * values) and ./public-env (NEXT_PUBLIC_*, zod-free so client bundles stay small). Every variable
 * is optional; unset or blank (whitespace only) means the documented default, and a value is trimmed.
 */

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v);
const optionalString = z.preprocess(blankToUndefined, z.string().optional());
const optionalUrl = z.preprocess(blankToUndefined, z.url().optional());

export { publicEnv } from './public-env';

const serverSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(65535).default(3000)),
  SITE_URL: optionalUrl,
  VERCEL_PROJECT_PRODUCTION_URL: optionalString,
  DATABASE_URL: optionalString,
  /** The embedded database's directory, relative to the working directory. */
  PGLITE_DIR: z.preprocess(blankToUndefined, z.string().default('.data/pglite')),
  AUTH_SECRET: optionalString,
  BETTER_AUTH_SECRET: optionalString,
  SMTP_URL: optionalUrl,
  MAIL_FROM: optionalString,
  LEADS_NOTIFY_EMAIL: z.preprocess(blankToUndefined, z.email().optional()),
  /** Server-only Supabase service-role key; with NEXT_PUBLIC_SUPABASE_URL, uploaded documents go to Supabase Storage. */
  SUPABASE_SERVICE_ROLE_KEY: optionalString,
  /** The private Storage bucket for uploaded documents. */
  SUPABASE_STORAGE_BUCKET: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,100}$/)
      .default('reseller-documents'),
  ),
  /** 1, true or yes (any case): requests come through a proxy that sets X-Forwarded-For. */
  TRUST_PROXY: z
    .preprocess(blankToUndefined, z.string().optional())
    .transform((v) => ['1', 'true', 'yes'].includes((v ?? '').toLowerCase())),
  SEED_ADMIN_EMAIL: z.preprocess(blankToUndefined, z.email().optional()),
  SEED_ADMIN_PASSWORD: optionalString,
  SEED_DEMO_PASSWORD: optionalString,
  /** Set by Next itself while it builds ('phase-production-build'); unset when serving. */
  NEXT_PHASE: optionalString,
});
export type ServerEnv = z.infer<typeof serverSchema>;

/**
 * Server-side variables, validated on each read (a handful of keys: cheap), so scripts and tests
 * that set a variable before calling in see it. A bad value throws, naming the variable.
 */
export function serverEnv(): ServerEnv {
  const parsed = serverSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}

/**
 * Public origin for canonical URLs, hreflang, sitemap and share images: SITE_URL, else Vercel's
 * production URL, else http://localhost:PORT.
 */
export function siteUrl(): string {
  const env = serverEnv();
  const url =
    env.SITE_URL ?? (env.VERCEL_PROJECT_PRODUCTION_URL ? `https://${env.VERCEL_PROJECT_PRODUCTION_URL}` : `http://localhost:${env.PORT}`);
  return url.replace(/\/+$/, '');
}

/**
 * The warning a production build prints when the public origin falls back to localhost (neither
 * SITE_URL nor VERCEL_PROJECT_PRODUCTION_URL set); null when an origin is configured.
 */
export function siteUrlWarning(): string | null {
  const env = serverEnv();
  if (env.SITE_URL || env.VERCEL_PROJECT_PRODUCTION_URL) return null;
  return `⚠ SITE_URL is not set: canonical URLs, hreflang and the sitemap will point at ${siteUrl()}. Set SITE_URL to the public origin before building.`;
}
