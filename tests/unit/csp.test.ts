import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy, createNonce, GOOGLE_ANALYTICS_HOSTS } from '@/lib/security/csp';
import { inlineScriptHashes } from '../../scripts/csp-hashes.mjs';

const scriptSrc = (policy: string) => policy.split('; ').find((d) => d.startsWith('script-src '))!;

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `))!;

describe('content security policy', () => {
  // The policies below are built without Google Analytics unless a test names it.
  beforeEach(() => {
    vi.stubEnv('NEXT_PUBLIC_GA_ID', '');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('allows inline scripts on prerendered pages only by their hashes', () => {
    const policy = contentSecurityPolicy({ hashes: ['sha256-abc=', 'sha256-def='] });
    expect(scriptSrc(policy)).toBe("script-src 'self' 'sha256-abc=' 'sha256-def='");
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-eval');
  });

  it('gives pages rendered per request a nonce', () => {
    const nonce = createNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(nonce);
    expect(scriptSrc(contentSecurityPolicy({ nonce, hashes: ['sha256-x='] }))).toBe(`script-src 'self' 'nonce-${nonce}' 'sha256-x='`);
  });

  it('limits connections to this origin and the named services', () => {
    const policy = contentSecurityPolicy({ connect: ['https://abc.supabase.co'] });
    expect(policy).toContain("connect-src 'self' https://abc.supabase.co");
  });

  it('relaxes scripts only in development or when the build has no hashes', () => {
    expect(scriptSrc(contentSecurityPolicy({ development: true }))).toContain("'unsafe-eval'");
    expect(scriptSrc(contentSecurityPolicy({ unhashed: true }))).toBe("script-src 'self' 'unsafe-inline'");
    expect(contentSecurityPolicy({ upgradeInsecure: true })).toMatch(/upgrade-insecure-requests$/);
  });
});

describe('content security policy with Google Analytics', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('names no Google host without a measurement id', () => {
    vi.stubEnv('NEXT_PUBLIC_GA_ID', '');
    const policy = contentSecurityPolicy({ hashes: ['sha256-abc='] });
    expect(policy).not.toMatch(/google/);
  });

  it('with NEXT_PUBLIC_GA_ID, allows gtag.js and the collection hosts, and nothing else new', () => {
    vi.stubEnv('NEXT_PUBLIC_GA_ID', 'G-TEST123');
    const policy = contentSecurityPolicy({ hashes: ['sha256-abc='], connect: ['https://abc.supabase.co'] });
    expect(scriptSrc(policy)).toBe("script-src 'self' 'sha256-abc=' https://www.googletagmanager.com");
    const hosts = GOOGLE_ANALYTICS_HOSTS.join(' ');
    expect(hosts).toBe('https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com');
    expect(directive(policy, 'connect-src')).toBe(`connect-src 'self' https://abc.supabase.co ${hosts}`);
    expect(directive(policy, 'img-src')).toBe(`img-src 'self' data: blob: ${hosts}`);
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'none'");
    expect(scriptSrc(policy)).not.toContain('unsafe');
  });

  it('an explicit option wins over the environment', () => {
    vi.stubEnv('NEXT_PUBLIC_GA_ID', 'G-TEST123');
    expect(contentSecurityPolicy({ googleAnalytics: false })).not.toMatch(/google/);
    vi.stubEnv('NEXT_PUBLIC_GA_ID', '');
    expect(scriptSrc(contentSecurityPolicy({ googleAnalytics: true, nonce: 'n' }))).toBe(
      "script-src 'self' 'nonce-n' https://www.googletagmanager.com",
    );
  });
});

describe('inline script hashes of a built page', () => {
  const sha = (s: string) => `sha256-${createHash('sha256').update(s).digest('base64')}`;

  it('hashes executable inline scripts and skips external scripts and data blocks', () => {
    const html = [
      '<script src="/_next/static/a.js" async=""></script>',
      '<script>self.__next_f.push([1,"é"])</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script id="_R_">(globalThis.x=1)</script>',
      '<script>self.__next_f.push([1,"é"])</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('self.__next_f.push([1,"é"])'), sha('(globalThis.x=1)')]);
  });
});
