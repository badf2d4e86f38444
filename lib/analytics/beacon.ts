/*
 * First-party page views: what the browser sends (path, language, external referrer, a per-tab
 * session id) and what the server derives from the request (device class, browser, bots, country).
 * Plain functions without browser globals or zod: the page's beacon imports the client half, the
 * route handler the rest.
 */

/** Where the beacon posts. */
export const PAGEVIEW_ENDPOINT = '/api/analytics/pageview';
/** sessionStorage key of the per-tab session id (gone when the tab closes). */
export const SESSION_STORAGE_KEY = 'analytics_session_id';
/** The first view of a page load is sent this long after the load event. */
export const BEACON_DELAY_MS = 1000;

export const PAGEVIEW_LIMITS = {
  /** Longer paths are cut to this length by the beacon (and refused by the server). */
  pathMaxChars: 512,
  sessionIdMinChars: 8,
  sessionIdMaxChars: 64,
  /** A longer referrer is sent as its origin only. */
  referrerMaxChars: 1024,
  bodyMaxBytes: 4096,
  /** Views accepted per client IP and window; the IP is only the key of this counter. */
  perIp: { limit: 120, windowSeconds: 60 },
  /** Views one client (IPv4 address, IPv6 /64) has stored per path and day; more are dropped quietly. */
  perClientPathDay: 20,
  /** Views stored per hour across the site, unless PAGEVIEW_BEACONS_PER_HOUR says otherwise. */
  sitePerHour: 3000,
} as const;

/** The body the beacon sends and the server validates (lib/validation/analytics.ts). */
export interface PageviewPayload {
  sessionId: string;
  path: string;
  locale: string | null;
  referrer: string | null;
}

/* ───────────── Browser side ───────────── */

/** A session id: the creation time in ms, a dash and a random part (base 36). */
export function createSessionId(now: number = Date.now(), random: Uint32Array = crypto.getRandomValues(new Uint32Array(2))): string {
  const part = Array.from(random, (n) => n.toString(36).padStart(7, '0')).join('');
  return `${now}-${part}`;
}

/** Whether a stored session id has the shape the server accepts (anything else is replaced). */
export function isSessionId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length >= PAGEVIEW_LIMITS.sessionIdMinChars &&
    value.length <= PAGEVIEW_LIMITS.sessionIdMaxChars &&
    /^[A-Za-z0-9_-]+$/.test(value)
  );
}

/** The path as sent: at most PAGEVIEW_LIMITS.pathMaxChars characters. */
export function capPath(path: string): string {
  return path.slice(0, PAGEVIEW_LIMITS.pathMaxChars);
}

/**
 * document.referrer when it names another site (http or https), null for this site, an empty or
 * malformed referrer. A referrer over the cap is reduced to its origin.
 */
export function externalReferrer(referrer: string, ownOrigin: string): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin === ownOrigin) return null;
  return referrer.length <= PAGEVIEW_LIMITS.referrerMaxChars ? referrer : `${url.origin}/`;
}

/* ───────────── Server side ───────────── */

/**
 * The referring site's host name (lower case, no port, no path or query: those can carry personal
 * data); null when missing, malformed, not http(s), or one of `ownHosts`.
 */
export function referrerHost(referrer: string | null | undefined, ownHosts: readonly string[] = []): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  if (!host || ownHosts.some((own) => own.toLowerCase().replace(/:\d+$/, '') === host)) return null;
  return host;
}

export type DeviceClass = 'tablet' | 'mobile' | 'desktop';
export type BrowserName = 'Firefox' | 'Samsung Internet' | 'Opera' | 'IE' | 'Edge' | 'Chrome' | 'Safari' | 'Unknown';

export interface UserAgentInfo {
  /** A crawler, link-preview fetcher or HTTP library: its views are not recorded. */
  bot: boolean;
  deviceType: DeviceClass;
  browser: BrowserName;
}

/**
 * Crawlers and preview fetchers name themselves. Headless browsers are not bots here: they are
 * also what automated tests and some real visitors' tools run.
 */
const BOT =
  /(?<!cu)bot\b|(?<!cu)bot[/_;-]|crawl|spider|slurp|facebookexternalhit|facebookcatalog|preview|mediapartners|adsbot|apis-google|feedfetcher|ia_archiver|archive\.org|python-requests|python-urllib|aiohttp|go-http-client|java\/|okhttp|libwww|wget|curl\/|httpclient|axios\/|node-fetch|scrapy|whatsapp\/|embedly|quora link|outbrain|vkshare|w3c_validator|validator\.nu/i;

export function isBotUserAgent(userAgent: string): boolean {
  return userAgent.trim() === '' || BOT.test(userAgent);
}

export function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk\/|Kindle|Nexus (7|9|10)\b|SM-T\d|\bTab\b/i.test(userAgent)) return 'tablet';
  // Android phones say "Mobile"; Android without it is a tablet.
  if (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|BlackBerry|BB10|IEMobile|Windows Phone|Opera Mini/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** Order matters: Edge, Opera and Samsung Internet also say Chrome; Chrome also says Safari. */
export function browserName(userAgent: string): BrowserName {
  if (/Firefox\/|FxiOS\//.test(userAgent)) return 'Firefox';
  if (/SamsungBrowser\//.test(userAgent)) return 'Samsung Internet';
  if (/OPR\/|OPiOS\/|Opera[/ ]|OPX\//.test(userAgent)) return 'Opera';
  if (/MSIE |Trident\//.test(userAgent)) return 'IE';
  if (/Edg(e|A|iOS)?\//.test(userAgent)) return 'Edge';
  if (/Chrome\/|CriOS\/|Chromium\//.test(userAgent)) return 'Chrome';
  if (/Safari\//.test(userAgent) && /Version\/|Mobile\//.test(userAgent)) return 'Safari';
  return 'Unknown';
}

export function parseUserAgent(userAgent: string | null | undefined): UserAgentInfo {
  const ua = userAgent ?? '';
  return { bot: isBotUserAgent(ua), deviceType: deviceClass(ua), browser: browserName(ua) };
}

/** An ISO 3166 alpha-2 country code from the hosting edge's header (x-vercel-ip-country); null otherwise. */
export function countryCode(header: string | null | undefined): string | null {
  const value = header?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(value) && value !== 'XX' ? value : null;
}
