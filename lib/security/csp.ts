/**
 * The Content-Security-Policy of pages. Scripts run only when the page names them: on prerendered
 * pages by hash (its inline scripts, and its `/_next/static` scripts through their `integrity`,
 * computed after the build so the page stays a static cache hit), on pages rendered per request
 * by that request's nonce; what those scripts load later is trusted through 'strict-dynamic'. No policy here allows 'unsafe-inline' or 'unsafe-eval' for scripts outside
 * development.
 */

import { publicEnv } from '../config/public-env';
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from './csp-report';

export interface CspOptions {
  /** 'sha256-…' sources (without quotes) allowed for inline scripts. */
  hashes?: readonly string[];
  /** Per-request nonce for pages rendered on demand. */
  nonce?: string;
  /** Extra origins the browser talks to (e.g. the Supabase Auth API). */
  connect?: readonly string[];
  /** The public origin is https: ask browsers to upgrade stray http subresources. */
  upgradeInsecure?: boolean;
  /** next dev evaluates code and injects inline scripts without hashes. */
  development?: boolean;
  /** The build has no hash manifest: keep the site working rather than break every page. */
  unhashed?: boolean;
  /**
   * Google Analytics may load (after the visitor's consent): its script origin and collection
   * hosts. Defaults to whether NEXT_PUBLIC_GA_ID is set.
   */
  googleAnalytics?: boolean;
  /** Where violations are reported (report-uri and report-to); off in development. Default on. */
  report?: boolean;
  /**
   * The staff content editor's pages (Keystatic, admins only): its interface loads the Inter font
   * from Google Fonts, and in GitHub or Keystatic Cloud mode talks to those APIs and shows avatars.
   */
  editor?: boolean;
}

/** What the content editor's own interface loads from other origins (see CspOptions.editor). */
export const EDITOR_SOURCES = {
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
  connect: ['https://api.github.com', 'https://keystatic.cloud', 'https://api.keystatic.cloud'],
  img: ['https://avatars.githubusercontent.com'],
} as const;

/**
 * Where gtag.js comes from (named in script-src only where no hash policy applies: development, or a
 * build without its hash manifest), and the hosts it sends measurements to (fetch, beacons, pixels).
 */
export const GOOGLE_ANALYTICS_SCRIPT = 'https://www.googletagmanager.com';
export const GOOGLE_ANALYTICS_HOSTS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
] as const;

const quote = (source: string) => `'${source}'`;

export function contentSecurityPolicy(options: CspOptions = {}): string {
  const analytics = options.googleAnalytics ?? Boolean(publicEnv.gaId);
  const scripts = ["'self'"];
  if (options.development || options.unhashed) {
    scripts.push("'unsafe-inline'");
    if (options.development) scripts.push("'unsafe-eval'");
    if (analytics) scripts.push(GOOGLE_ANALYTICS_SCRIPT);
  } else {
    if (options.nonce) scripts.push(quote(`nonce-${options.nonce}`));
    for (const hash of options.hashes ?? []) scripts.push(quote(hash));
    // Scripts the allowed ones add (chunks loaded later, gtag.js after consent) are trusted through
    // them; browsers that know 'strict-dynamic' then ignore 'self' and every host.
    scripts.push("'strict-dynamic'");
  }
  const editor = options.editor ?? false;
  const connect = [
    "'self'",
    ...(options.connect ?? []),
    ...(analytics ? GOOGLE_ANALYTICS_HOSTS : []),
    ...(editor ? EDITOR_SOURCES.connect : []),
  ];
  if (options.development) connect.push('ws:', 'wss:');

  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', ...scripts],
    // React sets style attributes (e.g. progress bars); styles cannot run code.
    ['style-src', "'self'", "'unsafe-inline'", ...(editor ? EDITOR_SOURCES.style : [])],
    ['img-src', "'self'", 'data:', 'blob:', ...(analytics ? GOOGLE_ANALYTICS_HOSTS : []), ...(editor ? EDITOR_SOURCES.img : [])],
    ['font-src', "'self'", ...(editor ? EDITOR_SOURCES.font : [])],
    ['connect-src', ...connect],
    ['media-src', "'self'"],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (options.report ?? !options.development) directives.push(['report-uri', CSP_REPORT_PATH], ['report-to', CSP_REPORT_GROUP]);
  if (options.upgradeInsecure) directives.push(['upgrade-insecure-requests']);
  return directives.map((d) => d.join(' ')).join('; ');
}

/** The Reporting-Endpoints header value naming where `report-to` sends violations. */
export function reportingEndpoints(origin: string): string {
  return `${CSP_REPORT_GROUP}="${new URL(CSP_REPORT_PATH, origin).href}"`;
}

/** Responses that are not pages (route handlers, files): nothing may run or embed them. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Files (everything under public/, reseller documents): inert. Nothing runs, not even in an
 * .html or .svg opened on its own; the browser's image and PDF viewers keep their styles and the
 * file itself.
 */
export const FILE_CSP =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; font-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
