import { z } from 'zod';

/**
 * The environment, read and validated once. Every variable is optional; unset or blank means
 * the documented default. Public values are read with literal `process.env.NEXT_PUBLIC_…`
 * expressions so the bundler can inline them into client code.
 */

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v);
const optionalString = z.preprocess(blankToUndefined, z.string().optional());
const optionalUrl = z.preprocess(blankToUndefined, z.url().optional());

const publicSchema = z.object({
  companyName: optionalString,
  companyLegalName: optionalString,
  companyPhone: optionalString,
  companyWhatsapp: optionalString,
  companyEmail: optionalString,
  companyHost: optionalString,
  companyStreet: optionalString,
  companyCity: optionalString,
  companyRegion: optionalString,
  companyPostalCode: optionalString,
  supabaseUrl: optionalUrl,
  supabaseAnonKey: optionalString,
});

/** Values the browser may see (NEXT_PUBLIC_*; next.config.ts maps COMPANY_* onto them). */
export const publicEnv = publicSchema.parse({
  companyName: process.env.NEXT_PUBLIC_COMPANY_NAME,
  companyLegalName: process.env.NEXT_PUBLIC_COMPANY_LEGAL_NAME,
  companyPhone: process.env.NEXT_PUBLIC_COMPANY_PHONE,
  companyWhatsapp: process.env.NEXT_PUBLIC_COMPANY_WHATSAPP,
  companyEmail: process.env.NEXT_PUBLIC_COMPANY_EMAIL,
  companyHost: process.env.NEXT_PUBLIC_COMPANY_HOST,
  companyStreet: process.env.NEXT_PUBLIC_COMPANY_STREET,
  companyCity: process.env.NEXT_PUBLIC_COMPANY_CITY,
  companyRegion: process.env.NEXT_PUBLIC_COMPANY_REGION,
  companyPostalCode: process.env.NEXT_PUBLIC_COMPANY_POSTAL_CODE,
  supabaseUrl: process.env.NEXT_PUBLIC_SUPABASE_URL,
  supabaseAnonKey: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY,
});

const serverSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(65535).default(3000)),
  SITE_URL: optionalUrl,
  VERCEL_PROJECT_PRODUCTION_URL: optionalString,
  DATABASE_URL: optionalString,
  PGLITE_DIR: optionalString,
  AUTH_SECRET: optionalString,
  BETTER_AUTH_SECRET: optionalString,
  SMTP_URL: optionalUrl,
  MAIL_FROM: optionalString,
  LEADS_NOTIFY_EMAIL: z.preprocess(blankToUndefined, z.email().optional()),
  TRUST_PROXY: z.preprocess(blankToUndefined, z.string().optional()),
  SEED_ADMIN_EMAIL: z.preprocess(blankToUndefined, z.email().optional()),
  SEED_ADMIN_PASSWORD: optionalString,
  SEED_DEMO_PASSWORD: optionalString,
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
