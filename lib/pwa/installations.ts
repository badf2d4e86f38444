import type { Db } from '@/lib/db/client';
import { pwaInstallations } from '@/lib/db/schema';
import { hitRateLimit, rateLimitClient } from '@/lib/rate-limit';

/** Installs recorded per IP and window: an office behind one address installs on a few devices. */
export const PWA_INSTALL_RATE_LIMIT = { max: 10, windowSeconds: 60 * 60 } as const;
/** The stored user agent is cut to this length. */
const USER_AGENT_MAX_CHARS = 512;
/** Geo texts (region, city) are cut to this length. */
const GEO_TEXT_MAX_CHARS = 100;

export type DeviceType = 'Android' | 'iPhone' | 'iPad' | 'Desktop';

export interface ClientDevice {
  deviceType: DeviceType;
  osName: string;
  browserName: string;
}

/** Device, system and browser named by a User-Agent header. Unknown systems and browsers are 'Other'. */
export function deviceFromUserAgent(userAgent: string): ClientDevice {
  const ua = userAgent;
  const deviceType: DeviceType = /iPad/.test(ua) ? 'iPad' : /iPhone|iPod/.test(ua) ? 'iPhone' : /Android/.test(ua) ? 'Android' : 'Desktop';

  let osName = 'Other';
  if (deviceType === 'iPad') osName = 'iPadOS';
  else if (deviceType === 'iPhone') osName = 'iOS';
  else if (deviceType === 'Android') osName = 'Android';
  else if (/Windows/.test(ua)) osName = 'Windows';
  else if (/CrOS/.test(ua)) osName = 'ChromeOS';
  else if (/Mac OS X|Macintosh/.test(ua)) osName = 'macOS';
  else if (/Linux|X11/.test(ua)) osName = 'Linux';

  // Order matters: Edge, Opera and Samsung Internet also say Chrome; Chrome also says Safari.
  let browserName = 'Other';
  if (/Edg(?:e|A|iOS)?\//.test(ua)) browserName = 'Edge';
  else if (/OPR\/|OPiOS\/|Opera/.test(ua)) browserName = 'Opera';
  else if (/SamsungBrowser\//.test(ua)) browserName = 'Samsung Internet';
  else if (/Firefox\/|FxiOS\//.test(ua)) browserName = 'Firefox';
  else if (/Chrome\/|CriOS\/|Chromium\//.test(ua)) browserName = 'Chrome';
  else if (/Safari\//.test(ua) && /Version\//.test(ua)) browserName = 'Safari';

  return { deviceType, osName, browserName };
}

export interface HeaderGeo {
  country: string | null;
  region: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
}

export const NO_GEO: HeaderGeo = { country: null, region: null, city: null, latitude: null, longitude: null };

/** A percent-encoded header value decoded and trimmed; null when blank or malformed. */
function decodedText(value: string | null): string | null {
  if (!value) return null;
  try {
    const text = decodeURIComponent(value).trim();
    return text ? text.slice(0, GEO_TEXT_MAX_CHARS) : null;
  } catch {
    return null;
  }
}

/** A coordinate in [-limit, limit]; null when missing, blank or not a number. */
function coordinate(value: string | null, limit: number): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/**
 * Where the request came from, as the edge in front names it (Vercel's x-vercel-ip-* headers;
 * the city is URL-encoded). Nothing is looked up elsewhere. Only meaningful when that edge is
 * the trusted proxy: a client reaching the server directly could send these headers itself.
 */
export function geoFromHeaders(headers: Headers): HeaderGeo {
  const country = headers.get('x-vercel-ip-country')?.trim().toUpperCase() ?? '';
  return {
    country: /^[A-Z]{2}$/.test(country) ? country : null,
    region: decodedText(headers.get('x-vercel-ip-country-region')),
    city: decodedText(headers.get('x-vercel-ip-city')),
    latitude: coordinate(headers.get('x-vercel-ip-latitude'), 90),
    longitude: coordinate(headers.get('x-vercel-ip-longitude'), 180),
  };
}

export interface InstallationInput {
  /** Rate-limit key only; never stored. */
  ip: string;
  userAgent: string;
  platform: string | null;
  geo: HeaderGeo;
}

export type InstallationResult = { ok: true; id: string } | { ok: false; error: 'rate_limited'; retryAfterSeconds: number };

/**
 * Records that the site was installed as an app: device, system and browser from the user
 * agent, what the browser says its platform is, and the edge's geo headers. The IP address only
 * counts towards the per-IP limit; it is not stored.
 */
export async function recordInstallation(db: Db, input: InstallationInput): Promise<InstallationResult> {
  const limit = await hitRateLimit(
    db,
    `pwa-install:${rateLimitClient(input.ip)}`,
    PWA_INSTALL_RATE_LIMIT.max,
    PWA_INSTALL_RATE_LIMIT.windowSeconds,
  );
  if (!limit.allowed) return { ok: false, error: 'rate_limited', retryAfterSeconds: limit.retryAfterSeconds };

  const userAgent = input.userAgent.slice(0, USER_AGENT_MAX_CHARS);
  const device = deviceFromUserAgent(userAgent);
  const [row] = await db
    .insert(pwaInstallations)
    .values({
      userAgent: userAgent || null,
      ...device,
      ...input.geo,
      platform: input.platform,
      ipAddress: null,
    })
    .returning({ id: pwaInstallations.id });
  return { ok: true, id: row!.id };
}
