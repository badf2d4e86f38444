import { z } from 'zod';
import { MAX_TRUSTED_HOPS, parseTrustedProxy } from '../http/ip';

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
  /** Connections each server process may hold to DATABASE_URL (default 10; 1 on Vercel, where every instance is a process). */
  DATABASE_POOL_MAX: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100).optional()),
  /** The embedded database's directory, relative to the working directory. */
  PGLITE_DIR: z.preprocess(blankToUndefined, z.string().default('.data/pglite')),
  AUTH_SECRET: optionalString,
  BETTER_AUTH_SECRET: optionalString,
  SMTP_URL: optionalUrl,
  MAIL_FROM: optionalString,
  /** Development and tests: mail is delivered as JSON files into this directory instead of SMTP. */
  MAIL_DROP_DIR: optionalString,
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
  /**
   * Who says what the client's IP is: the number of proxies in front that append to
   * X-Forwarded-For (0 = none: the socket's peer is the client), `vercel`, or the proxies'
   * addresses/CIDR ranges. Unset: `vercel` on Vercel (VERCEL=1), else 0.
   */
  TRUSTED_PROXY: z.preprocess(blankToUndefined, z.string().optional()).transform((v, ctx) => {
    const parsed = parseTrustedProxy(v);
    if (parsed === null) {
      ctx.addIssue({ code: 'custom', message: `a hop count 0–${MAX_TRUSTED_HOPS}, 'vercel', or IP addresses/CIDR ranges` });
      return z.NEVER;
    }
    return parsed;
  }),
  /** Set to 1 by Vercel on its builds and functions. */
  VERCEL: optionalString,
  SEED_ADMIN_EMAIL: z.preprocess(blankToUndefined, z.email().optional()),
  SEED_ADMIN_PASSWORD: optionalString,
  SEED_DEMO_PASSWORD: optionalString,
  /**
   * The AI assistant's model: any OpenAI-compatible chat server. With AI_BASE_URL and AI_MODEL set
   * the assistant answers through it (AI_API_KEY sent as a bearer token when set); otherwise it
   * answers offline from the site's own content.
   */
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  /** How long the assistant waits for the model to send something (first words, or the next ones), in milliseconds. */
  AI_TIMEOUT_MS: z.preprocess(blankToUndefined, z.coerce.number().int().min(100).max(300_000).optional()),
  /** Replies the model may write per hour across the site (cost ceiling); beyond it the offline answerer replies. */
  AI_MODEL_REPLIES_PER_HOUR: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1_000_000).optional()),
  /** Field speed beacons (page views measured) stored per hour across the site; more are dropped quietly. */
  VITALS_BEACONS_PER_HOUR: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1_000_000).optional()),
  /** First-party page views stored per hour across the site; more are dropped quietly. */
  PAGEVIEW_BEACONS_PER_HOUR: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1_000_000).optional()),
  /** Set by Next itself while it builds ('phase-production-build'); unset when serving. */
  NEXT_PHASE: optionalString,
  /**
   * The bearer token the scheduled jobs (/api/seo/*, /api/cron/*) require: `Authorization: Bearer
   * <CRON_SECRET>` (Vercel Cron sends it by itself). Unset: those routes refuse every caller.
   */
  CRON_SECRET: z.preprocess(blankToUndefined, z.string().min(16, 'at least 16 characters').optional()),
  /** IndexNow key (8–128 letters, digits or dashes), served at /<key>.txt; unset: URL submission is skipped. */
  INDEXNOW_KEY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9-]{8,128}$/, '8–128 letters, digits or dashes')
      .optional(),
  ),
  /** Where changed URLs are submitted (any IndexNow endpoint shares them with every participating engine). */
  INDEXNOW_ENDPOINT: z.preprocess(blankToUndefined, z.url().default('https://api.indexnow.org/indexnow')),
  /**
   * Where the staff content editor (/keystatic) saves: `local` (default: files in content/ on this
   * machine), `github` (commits to KEYSTATIC_GITHUB_REPO; needs the GitHub app's KEYSTATIC_GITHUB_CLIENT_ID,
   * KEYSTATIC_GITHUB_CLIENT_SECRET, KEYSTATIC_SECRET) or `cloud` (Keystatic Cloud, KEYSTATIC_CLOUD_PROJECT).
   */
  KEYSTATIC_STORAGE: z.preprocess(blankToUndefined, z.enum(['local', 'github', 'cloud']).default('local')),
  /** `owner/name` of the repository the editor commits to in GitHub mode. */
  KEYSTATIC_GITHUB_REPO: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+$/, 'owner/name')
      .optional(),
  ),
  /** The branch staff edit in GitHub or cloud mode (the editor's addresses name it). */
  KEYSTATIC_BRANCH: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[\w./-]+$/)
      .default('main'),
  ),
  /** The GitHub app's slug (GitHub mode): the editor links to it to install the app on the repository. */
  KEYSTATIC_GITHUB_APP_SLUG: optionalString,
  /** `team/project` of the Keystatic Cloud project in cloud mode. */
  KEYSTATIC_CLOUD_PROJECT: optionalString,
});
export type ServerEnv = z.infer<typeof serverSchema>;

/**
 * Server-side variables, validated on each read (a handful of keys: cheap), so scripts and tests
 * that set a variable before calling in see it. A bad value throws, naming the variable.
 */
export function serverEnv(): ServerEnv {
  const parsed = serverSchema.safeParse(process.env);
  if (!parsed.success) throw new Error(`Invalid environment: ${settingProblems(parsed.error).join('; ')}`);
  return parsed.data;
}

/**
 * The settings that fail validation, each as `NAME: what it must be` (never the value, which may
 * be a secret); empty when every setting is valid.
 */
export function settingProblems(source: z.ZodError | NodeJS.ProcessEnv = process.env): string[] {
  const error = source instanceof z.ZodError ? source : serverSchema.safeParse(source).error;
  return error ? error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) : [];
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

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a URL points at this machine (a local run, where plain http is acceptable). */
export function isLoopbackUrl(url: string): boolean {
  try {
    return LOOPBACK_HOSTS.has(new URL(url).hostname.toLowerCase());
  } catch {
    return false;
  }
}

/** Shortest AUTH_SECRET a production server accepts. */
export const AUTH_SECRET_MIN_LENGTH = 32;

/**
 * What a production server refuses to start without, one message per problem naming the
 * variable; empty outside production and while `next build` runs. Links in e-mails come from
 * SITE_URL only (never from request headers), session cookies are Secure because SITE_URL is
 * https (plain http only for localhost), and the signing secret must survive restarts and be
 * the same on every instance.
 */
export function productionConfigProblems(env: ServerEnv = serverEnv()): string[] {
  if (env.NODE_ENV !== 'production' || env.NEXT_PHASE === 'phase-production-build') return [];
  const problems: string[] = [];
  if (!env.SITE_URL) {
    problems.push(
      'SITE_URL is not set: set it to the public origin, e.g. SITE_URL=https://www.example.com (links in e-mails are built from it).',
    );
  } else if (!env.SITE_URL.startsWith('https://') && !isLoopbackUrl(env.SITE_URL)) {
    problems.push(`SITE_URL must be an https:// origin in production (session cookies are sent Secure); got ${env.SITE_URL}.`);
  }
  const secret = env.AUTH_SECRET ?? env.BETTER_AUTH_SECRET;
  if (!secret) {
    problems.push(
      'AUTH_SECRET is not set: set it to a random value of at least 32 characters, e.g. the output of `openssl rand -base64 32`.',
    );
  } else if (secret.length < AUTH_SECRET_MIN_LENGTH) {
    problems.push(`AUTH_SECRET is too short (${secret.length} characters): use at least ${AUTH_SECRET_MIN_LENGTH} random characters.`);
  }
  if (env.MAIL_DROP_DIR && !(env.SITE_URL && isLoopbackUrl(env.SITE_URL))) {
    problems.push('MAIL_DROP_DIR is for local runs and tests only (SITE_URL on localhost): set SMTP_URL to send mail.');
  }
  return problems;
}
