import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy, createNonce, GOOGLE_ANALYTICS_HOSTS } from '@/lib/security/csp';
import { inlineScriptHashes, withScriptIntegrity } from '../../scripts/csp-hashes.mjs';

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

  it('allows scripts on prerendered pages only by their hashes, and what they load through them', () => {
    const policy = contentSecurityPolicy({ hashes: ['sha256-abc=', 'sha256-def='] });
    expect(scriptSrc(policy)).toBe("script-src 'self' 'sha256-abc=' 'sha256-def=' 'strict-dynamic'");
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-eval');
  });

  it('gives pages rendered per request a nonce', () => {
    const nonce = createNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(nonce);
    expect(scriptSrc(contentSecurityPolicy({ nonce, hashes: ['sha256-x='] }))).toBe(
      `script-src 'self' 'nonce-${nonce}' 'sha256-x=' 'strict-dynamic'`,
    );
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

  it("with NEXT_PUBLIC_GA_ID, allows the collection hosts; gtag.js runs only through the page's own scripts", () => {
    vi.stubEnv('NEXT_PUBLIC_GA_ID', 'G-TEST123');
    const policy = contentSecurityPolicy({ hashes: ['sha256-abc='], connect: ['https://abc.supabase.co'] });
    // No host allow-list for scripts: a Google host would let any tag container on it run here.
    expect(scriptSrc(policy)).toBe("script-src 'self' 'sha256-abc=' 'strict-dynamic'");
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
    expect(scriptSrc(contentSecurityPolicy({ googleAnalytics: true, unhashed: true }))).toBe(
      "script-src 'self' 'unsafe-inline' https://www.googletagmanager.com",
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

  it('reads scripts as a browser does: a ">" inside an attribute value does not end the tag', () => {
    const html = '<script data-note="a>b">run()</script><script type="application/json" data-x=">">{"a":1}</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('run()')]);
  });
});

describe("integrity of a built page's scripts", () => {
  const hashOf = (src: string) => `sha256-${Buffer.from(src).toString('base64')}`;

  it("adds each build script's hash to its tag and its preload, keeps hashes already there, and lists them", () => {
    const html = [
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script src="/_next/static/chunks/b.js?dpl=r1" async="" integrity="sha256-known="></script>',
      '<script src="https://example.com/x.js"></script>',
      '<script>self.__next_f.push([1,"x"])</script>',
    ].join('');
    const { html: page, hashes } = withScriptIntegrity(html, hashOf);
    expect(hashes).toEqual([hashOf('/_next/static/chunks/a.js'), 'sha256-known=']);
    expect(page).toContain(
      `<link rel="preload" as="script" fetchpriority="low" href="/_next/static/chunks/a.js" integrity="${hashOf('/_next/static/chunks/a.js')}">`,
    );
    expect(page).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css">');
    expect(page).toContain(`<script src="/_next/static/chunks/a.js" async integrity="${hashOf('/_next/static/chunks/a.js')}">`);
    expect(page).toContain('<script src="/_next/static/chunks/b.js?dpl=r1" async integrity="sha256-known=">');
    expect(page).toContain('<script src="https://example.com/x.js"></script>');
    expect(page).toContain('<script>self.__next_f.push([1,"x"])</script>');
    // Run again (a second pass after the build) it changes nothing.
    expect(withScriptIntegrity(page, hashOf).html).toBe(page);
  });
});
