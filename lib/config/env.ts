import { z } from 'zod';

/**
 * The environment, read and validated once. Every variable is optional; unset or blank means
 * the documented default. Public values are read with literal `process.env.NEXT_PUBLIC_…`
 * expressions so the bundler can inline them into client code.
 */

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v);
const optionalString = z.preprocess(blankToUndefined, z.string().optional());
const optionalUrl = z.preprocess(blankToUndefined, z.url().optional());

/** One public value: a bad one throws, naming the variable. */
function publicValue<T>(name: string, schema: z.ZodType<T>, raw: string | undefined): T {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new Error(`Invalid environment: ${name}: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  return parsed.data;
}

/**
 * Values the browser may see (NEXT_PUBLIC_*; next.config.ts maps COMPANY_* onto them). Each is a
 * getter around a literal `process.env.NEXT_PUBLIC_…` read: Next inlines it at build time, and
 * outside Next (tests, scripts) it is read on access, like serverEnv().
 */
export const publicEnv = {
  get companyName() {
    return publicValue('NEXT_PUBLIC_COMPANY_NAME', optionalString, process.env.NEXT_PUBLIC_COMPANY_NAME);
  },
  get companyLegalName() {
    return publicValue('NEXT_PUBLIC_COMPANY_LEGAL_NAME', optionalString, process.env.NEXT_PUBLIC_COMPANY_LEGAL_NAME);
  },
  get companyPhone() {
    return publicValue('NEXT_PUBLIC_COMPANY_PHONE', optionalString, process.env.NEXT_PUBLIC_COMPANY_PHONE);
  },
  get companyWhatsapp() {
    return publicValue('NEXT_PUBLIC_COMPANY_WHATSAPP', optionalString, process.env.NEXT_PUBLIC_COMPANY_WHATSAPP);
  },
  get companyEmail() {
    return publicValue('NEXT_PUBLIC_COMPANY_EMAIL', optionalString, process.env.NEXT_PUBLIC_COMPANY_EMAIL);
  },
  get companyHost() {
    return publicValue('NEXT_PUBLIC_COMPANY_HOST', optionalString, process.env.NEXT_PUBLIC_COMPANY_HOST);
  },
  get companyStreet() {
    return publicValue('NEXT_PUBLIC_COMPANY_STREET', optionalString, process.env.NEXT_PUBLIC_COMPANY_STREET);
  },
  get companyCity() {
    return publicValue('NEXT_PUBLIC_COMPANY_CITY', optionalString, process.env.NEXT_PUBLIC_COMPANY_CITY);
  },
  get companyRegion() {
    return publicValue('NEXT_PUBLIC_COMPANY_REGION', optionalString, process.env.NEXT_PUBLIC_COMPANY_REGION);
  },
  get companyPostalCode() {
    return publicValue('NEXT_PUBLIC_COMPANY_POSTAL_CODE', optionalString, process.env.NEXT_PUBLIC_COMPANY_POSTAL_CODE);
  },
  get supabaseUrl() {
    return publicValue('NEXT_PUBLIC_SUPABASE_URL', optionalUrl, process.env.NEXT_PUBLIC_SUPABASE_URL);
  },
  get supabaseAnonKey() {
    return publicValue('NEXT_PUBLIC_SUPABASE_ANON_KEY', optionalString, process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY);
  },
};

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
  /** 1, true or yes (any case): requests come through a proxy that sets X-Forwarded-For. */
  TRUST_PROXY: z.preprocess(blankToUndefined, z.string().optional()).transform((v) => ['1', 'true', 'yes'].includes((v ?? '').toLowerCase())),
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
  const url = env.SITE_URL ?? (env.VERCEL_PROJECT_PRODUCTION_URL ? `https://${env.VERCEL_PROJECT_PRODUCTION_URL}` : `http://localhost:${env.PORT}`);
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
