import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { siteUrlWarning } from './lib/config/env';
import { FILE_CSP, NON_PAGE_CSP } from './lib/security/csp';
import { HTTP_LIMITS } from './lib/config/limits';
import { fileRoutePatterns, INDEXNOW_KEY_FILE } from './lib/security/file-routes';
import { sourceStamp } from './scripts/build-stamp.mjs';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Messages are compiled at build time, so pages ship a small formatter instead of an ICU parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const isProd = process.env.NODE_ENV === 'production';

/**
 * Security headers sent with every response. Pages get their script policy from proxy.ts (hashes
 * of their inline scripts, or a nonce); this one covers files and assets, and route handlers get
 * a policy that lets nothing run.
 */
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  },
  ...(isProd ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' }] : []),
];

/** COMPANY_* (server env) feeds NEXT_PUBLIC_COMPANY_* so server and client render the same facts. */
const companyKeys = ['NAME', 'LEGAL_NAME', 'PHONE', 'WHATSAPP', 'EMAIL', 'HOST', 'STREET', 'CITY', 'REGION', 'POSTAL_CODE'];
const companyEnv = Object.fromEntries(
  companyKeys.map((k) => [`NEXT_PUBLIC_COMPANY_${k}`, process.env[`NEXT_PUBLIC_COMPANY_${k}`] ?? process.env[`COMPANY_${k}`] ?? '']),
);

/** The icon sprite's version: its drawings and the lucide release they come from. */
const iconSpriteVersion = createHash('sha256')
  .update(readFileSync('lib/icons/drawings.ts'))
  .update(readFileSync('node_modules/lucide/package.json'))
  .digest('hex')
  .slice(0, 10);

const nextConfig: NextConfig = {
  // A second build beside the main one (parallel test runs on one checkout): NEXT_DIST_DIR=.next-other.
  ...(process.env.NEXT_DIST_DIR ? { distDir: process.env.NEXT_DIST_DIR } : {}),
  poweredByHeader: false,
  // `npm test` type-checks the whole project (tests included) before it builds; the build's own
  // pass over the same sources would only repeat it.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === '1' },
  // scripts/serve.mjs compresses (brotli or gzip); on Vercel the platform does.
  compress: false,
  serverExternalPackages: ['@electric-sql/pglite'],
  // Regenerated pages get their script hashes recorded before they are served (the CSP manifest).
  cacheHandler: fileURLToPath(new URL('./scripts/page-cache-handler.mjs', import.meta.url)),
  // Pages read content/ when a publication regenerates them: deployments carry it.
  outputFileTracingIncludes: { '/**': ['./content/**/*'] },
  reactStrictMode: true,
  // The proxy refuses larger action bodies itself (413, lib/security/action-requests.ts).
  experimental: { serverActions: { bodySizeLimit: HTTP_LIMITS.serverActionBodyMaxBytes } },
  env: {
    ...companyEnv,
    NEXT_PUBLIC_ICON_SPRITE_VERSION: iconSpriteVersion,
    // The files and non-page routes the proxy leaves alone (lib/security/proxy-paths.ts).
    FILE_ROUTE_PATTERN: fileRoutePatterns().join('|'),
  },
  // Derived from the sources, so two builds of the same code render byte-identical pages (and hashes).
  generateBuildId: () => sourceStamp().slice(0, 20),
  async rewrites() {
    return {
      // The IndexNow key file (/<INDEXNOW_KEY>.txt): answered by a route that knows the key, before public files.
      beforeFiles: [{ source: `/:key(${INDEXNOW_KEY_FILE}).txt`, destination: '/api/seo/indexnow-key/:key' }],
      afterFiles: [],
      fallback: [],
    };
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // Uploaded documents open in the browser's own PDF and image viewers, which need their styles.
      { source: '/api/:path((?!admin/resellers/[^/]+/document).*)', headers: [{ key: 'Content-Security-Policy', value: NON_PAGE_CSP }] },
      { source: '/api/admin/resellers/:id/document', headers: [{ key: 'Content-Security-Policy', value: FILE_CSP }] },
      // The service worker: revalidated on every check, so a new build's worker is found at once; it may control the whole site.
      {
        source: '/sw.js',
        headers: [
          { key: 'Cache-Control', value: 'no-cache' },
          { key: 'Service-Worker-Allowed', value: '/' },
        ],
      },
      { source: '/:path((?!api/).*\\..*)', headers: [{ key: 'Content-Security-Policy', value: FILE_CSP }] },
      // The service worker's policy would bind what the worker fetches: it gets no fetch rules.
      {
        source: '/sw.js',
        headers: [{ key: 'Content-Security-Policy', value: "frame-ancestors 'none'; base-uri 'self'; object-src 'none'" }],
      },
    ];
  },
};

/**
 * A production build without a public origin bakes http://localhost into canonical URLs, hreflang
 * and the sitemap: say so loudly, once per build (Next may load this file more than once).
 */
const WARNED = Symbol.for('site.siteUrlWarning');
function warnAboutSiteUrl(phase: string) {
  const holder = globalThis as { [WARNED]?: boolean };
  if (phase !== PHASE_PRODUCTION_BUILD || holder[WARNED]) return;
  holder[WARNED] = true;
  const warning = siteUrlWarning();
  if (warning) console.warn(`\n\x1b[1;33m${warning}\x1b[0m\n`);
}

const config = withNextIntl(nextConfig);

export default function nextConfigFor(phase: string) {
  warnAboutSiteUrl(phase);
  return config;
}
