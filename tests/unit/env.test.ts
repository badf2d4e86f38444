import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicEnv, serverEnv, siteUrl, siteUrlWarning } from '@/lib/config/env';
import { clientIp, trustedProxy } from '@/lib/request-ip';

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

  it('reads TRUSTED_PROXY as a hop count, vercel or proxy ranges, defaulting to vercel on Vercel', () => {
    vi.stubEnv('VERCEL', '');
    vi.stubEnv('TRUSTED_PROXY', '');
    expect(serverEnv().TRUSTED_PROXY).toBeUndefined();
    expect(trustedProxy()).toEqual({ kind: 'hops', hops: 0 });
    vi.stubEnv('VERCEL', '1');
    expect(trustedProxy()).toEqual({ kind: 'vercel' });
    vi.stubEnv('TRUSTED_PROXY', ' 0 ');
    expect(trustedProxy()).toEqual({ kind: 'hops', hops: 0 });
    vi.stubEnv('TRUSTED_PROXY', '2');
    expect(trustedProxy()).toEqual({ kind: 'hops', hops: 2 });
    vi.stubEnv('TRUSTED_PROXY', 'Vercel');
    expect(trustedProxy()).toEqual({ kind: 'vercel' });
    vi.stubEnv('TRUSTED_PROXY', '10.0.0.0/8, 192.0.2.10 2001:db8::/32');
    expect(serverEnv().TRUSTED_PROXY).toMatchObject({ kind: 'ranges', ranges: [{ prefix: 8 }, { prefix: 32 }, { prefix: 32 }] });
    for (const bad of ['yes', 'true', '11', '-1', '10.0.0.0/33', '10.0.0', 'proxy.internal']) {
      vi.stubEnv('TRUSTED_PROXY', bad);
      expect(() => serverEnv(), bad).toThrow(/TRUSTED_PROXY/);
    }
  });

  it('no longer reads TRUST_PROXY: a client-sent X-Forwarded-For is not the client', () => {
    vi.stubEnv('TRUSTED_PROXY', '');
    vi.stubEnv('VERCEL', '');
    vi.stubEnv('TRUST_PROXY', '1');
    expect(clientIp(new Headers({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }))).toBe('10.0.0.1');
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
