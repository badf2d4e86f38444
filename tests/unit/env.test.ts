import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicEnv, serverEnv, siteUrl, siteUrlWarning } from '@/lib/config/env';
import { clientIp } from '@/lib/request-ip';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('environment', () => {
  it('treats blank values as unset and trims the others', () => {
    vi.stubEnv('MAIL_FROM', '   ');
    vi.stubEnv('DATABASE_URL', ' postgres://x/y ');
    vi.stubEnv('PGLITE_DIR', '');
    const env = serverEnv();
    expect(env.MAIL_FROM).toBeUndefined();
    expect(env.DATABASE_URL).toBe('postgres://x/y');
    expect(env.PGLITE_DIR).toBe('.data/pglite');
  });

  it('names the variable when a value is invalid', () => {
    vi.stubEnv('LEADS_NOTIFY_EMAIL', 'not-an-email');
    expect(() => serverEnv()).toThrow(/LEADS_NOTIFY_EMAIL/);
  });

  it('reads public values on access, trimmed, blank as unset', () => {
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', ' https://abc.supabase.co ');
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_ANON_KEY', ' ');
    expect(publicEnv.supabaseUrl).toBe('https://abc.supabase.co');
    expect(publicEnv.supabaseAnonKey).toBeUndefined();
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', 'nope');
    expect(() => publicEnv.supabaseUrl).toThrow(/NEXT_PUBLIC_SUPABASE_URL/);
  });

  it('trusts X-Forwarded-For only when TRUST_PROXY is 1, true or yes', () => {
    const headers = new Headers({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' });
    vi.stubEnv('TRUST_PROXY', '');
    expect(clientIp(headers)).toBe('10.0.0.1');
    vi.stubEnv('TRUST_PROXY', 'Yes');
    expect(clientIp(headers)).toBe('203.0.113.7');
    vi.stubEnv('TRUST_PROXY', '0');
    expect(clientIp(headers)).toBe('10.0.0.1');
  });
});

describe('public origin', () => {
  it('is SITE_URL, else the Vercel production URL, else localhost on PORT', () => {
    vi.stubEnv('SITE_URL', 'https://www.example.com.br/');
    expect(siteUrl()).toBe('https://www.example.com.br');
    vi.stubEnv('SITE_URL', '');
    vi.stubEnv('VERCEL_PROJECT_PRODUCTION_URL', 'site.vercel.app');
    expect(siteUrl()).toBe('https://site.vercel.app');
    vi.stubEnv('VERCEL_PROJECT_PRODUCTION_URL', '');
    vi.stubEnv('PORT', '4000');
    expect(siteUrl()).toBe('http://localhost:4000');
  });

  it('warns, naming SITE_URL, only when neither origin variable is set', () => {
    vi.stubEnv('SITE_URL', '');
    vi.stubEnv('VERCEL_PROJECT_PRODUCTION_URL', '');
    vi.stubEnv('PORT', '');
    expect(siteUrlWarning()).toBe(
      '⚠ SITE_URL is not set: canonical URLs, hreflang and the sitemap will point at http://localhost:3000. Set SITE_URL to the public origin before building.',
    );
    vi.stubEnv('VERCEL_PROJECT_PRODUCTION_URL', 'site.vercel.app');
    expect(siteUrlWarning()).toBeNull();
    vi.stubEnv('VERCEL_PROJECT_PRODUCTION_URL', '');
    vi.stubEnv('SITE_URL', 'https://www.example.com.br');
    expect(siteUrlWarning()).toBeNull();
  });
});
