import { describe, expect, it } from 'vitest';
import { isNeverCached, isStaticAsset, offlinePathFor } from '@/lib/pwa/cache-rules';
import { DISMISS_MS, isDismissed } from '@/lib/pwa/install-prompt';
import { deviceFromUserAgent, geoFromHeaders } from '@/lib/pwa/installations';
import { pwaInstallationSchema, PWA_PLATFORM_MAX_CHARS } from '@/lib/validation/pwa';

const UA = {
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  androidSamsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  ipadSafari:
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.56',
  windowsChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  linuxOpera: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 OPR/111.0.0.0',
  chromeOs: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

describe('user agent → device, system, browser', () => {
  it.each([
    [UA.androidChrome, 'Android', 'Android', 'Chrome'],
    [UA.androidSamsung, 'Android', 'Android', 'Samsung Internet'],
    [UA.androidFirefox, 'Android', 'Android', 'Firefox'],
    [UA.iphoneSafari, 'iPhone', 'iOS', 'Safari'],
    [UA.iphoneChrome, 'iPhone', 'iOS', 'Chrome'],
    [UA.ipadSafari, 'iPad', 'iPadOS', 'Safari'],
    [UA.windowsEdge, 'Desktop', 'Windows', 'Edge'],
    [UA.windowsChrome, 'Desktop', 'Windows', 'Chrome'],
    [UA.macSafari, 'Desktop', 'macOS', 'Safari'],
    [UA.linuxFirefox, 'Desktop', 'Linux', 'Firefox'],
    [UA.linuxOpera, 'Desktop', 'Linux', 'Opera'],
    [UA.chromeOs, 'Desktop', 'ChromeOS', 'Chrome'],
  ])('%s', (ua, deviceType, osName, browserName) => {
    expect(deviceFromUserAgent(ua)).toEqual({ deviceType, osName, browserName });
  });

  it('names what it does not know Other, on a desktop', () => {
    expect(deviceFromUserAgent('')).toEqual({ deviceType: 'Desktop', osName: 'Other', browserName: 'Other' });
    expect(deviceFromUserAgent('curl/8.5.0')).toEqual({ deviceType: 'Desktop', osName: 'Other', browserName: 'Other' });
  });
});

describe('geo from the edge headers', () => {
  it('reads country, region, the URL-encoded city and the coordinates', () => {
    const headers = new Headers({
      'x-vercel-ip-country': 'br',
      'x-vercel-ip-country-region': 'SP',
      'x-vercel-ip-city': 'S%C3%A3o%20Jos%C3%A9%20dos%20Campos',
      'x-vercel-ip-latitude': '-23.1791',
      'x-vercel-ip-longitude': '-45.8872',
    });
    expect(geoFromHeaders(headers)).toEqual({
      country: 'BR',
      region: 'SP',
      city: 'São José dos Campos',
      latitude: -23.1791,
      longitude: -45.8872,
    });
  });

  it('gives null for missing, blank, malformed or out-of-range values', () => {
    expect(geoFromHeaders(new Headers())).toEqual({ country: null, region: null, city: null, latitude: null, longitude: null });
    const bad = geoFromHeaders(
      new Headers({
        'x-vercel-ip-country': 'Brazil',
        'x-vercel-ip-country-region': '   ',
        'x-vercel-ip-city': '%E0%A4%A',
        'x-vercel-ip-latitude': 'north',
        'x-vercel-ip-longitude': '',
      }),
    );
    expect(bad).toEqual({ country: null, region: null, city: null, latitude: null, longitude: null });
    const outOfRange = geoFromHeaders(new Headers({ 'x-vercel-ip-latitude': '91', 'x-vercel-ip-longitude': 'Infinity' }));
    expect(outOfRange.latitude).toBeNull();
    expect(outOfRange.longitude).toBeNull();
    expect(geoFromHeaders(new Headers({ 'x-vercel-ip-latitude': '0', 'x-vercel-ip-longitude': '180' }))).toMatchObject({
      latitude: 0,
      longitude: 180,
    });
  });

  it('caps long texts', () => {
    const geo = geoFromHeaders(new Headers({ 'x-vercel-ip-city': 'x'.repeat(500) }));
    expect(geo.city).toHaveLength(100);
  });
});

describe('the install sheet dismissal', () => {
  const now = Date.UTC(2026, 10, 23, 12);

  it('holds for seven days after "Depois"', () => {
    expect(isDismissed(String(now), now)).toBe(true);
    expect(isDismissed(String(now - 6 * 24 * 3600_000), now)).toBe(true);
    expect(isDismissed(String(now - DISMISS_MS + 1), now)).toBe(true);
    expect(isDismissed(String(now - DISMISS_MS), now)).toBe(false);
    expect(isDismissed(String(now - 8 * 24 * 3600_000), now)).toBe(false);
  });

  it('ignores a missing, garbled or future timestamp', () => {
    expect(isDismissed(null, now)).toBe(false);
    expect(isDismissed(undefined, now)).toBe(false);
    expect(isDismissed('', now)).toBe(false);
    expect(isDismissed('yesterday', now)).toBe(false);
    expect(isDismissed(String(now + 60_000), now)).toBe(false);
  });
});

describe('what the service worker never caches', () => {
  const origin = 'https://www.empresa.example';
  const never = (path: string, method?: string) => isNeverCached(new URL(`${origin}${path}`), method);

  it('account and back-office areas in every language', () => {
    for (const prefix of ['', '/en', '/es', '/pt']) {
      for (const area of ['/auth', '/admin', '/area-do-cliente', '/painel-parceiro']) {
        expect(never(`${prefix}${area}`), `${prefix}${area}`).toBe(true);
        expect(never(`${prefix}${area}/`), `${prefix}${area}/`).toBe(true);
        expect(never(`${prefix}${area}/sub/page?x=1`), `${prefix}${area}/sub/page`).toBe(true);
      }
    }
  });

  it('route handlers, files and every method but GET', () => {
    for (const path of ['/api/session', '/api/leads', '/api', '/files/search/pt.json', '/files/ebooks/pt-guia.pdf']) {
      expect(never(path), path).toBe(true);
    }
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']) expect(never('/contato', method), method).toBe(true);
  });

  it('disguised paths: case, encoding, repeated slashes, malformed escapes', () => {
    for (const path of ['/ADMIN', '/En/Admin', '/%61dmin', '//admin', '/en//auth', '/api%2Fleads', '/%E0%A4%A']) {
      expect(never(path), path).toBe(true);
    }
  });

  it('but public pages and assets may be kept', () => {
    for (const path of ['/', '/en', '/sobre', '/es/servicos/suporte-de-ti', '/administracao', '/authors', '/offline', '/blog/api-design']) {
      expect(never(path), path).toBe(false);
    }
    expect(never('/contato', 'get')).toBe(false);
  });

  it('accepts strings as well as URLs', () => {
    expect(isNeverCached('/en/admin/leads')).toBe(true);
    expect(isNeverCached('//admin')).toBe(true);
    expect(isNeverCached(`${origin}/sobre`)).toBe(false);
  });

  it('static assets are build files, versioned data files, fonts, images and icons, never the areas above', () => {
    const asset = (path: string) => isStaticAsset(new URL(`${origin}${path}`));
    expect(asset('/_next/static/chunks/0abc.js')).toBe(true);
    expect(asset('/_next/static/media/inter.woff2')).toBe(true);
    expect(asset('/icons/icon-192.png')).toBe(true);
    expect(asset('/apple-icon.png')).toBe(true);
    expect(asset('/sobre')).toBe(false);
    expect(asset('/api/og.png')).toBe(false);
    expect(asset('/files/ebooks/cover.png')).toBe(false);
    // Data files addressed by a hash of their content, but not without it or under /api.
    expect(asset('/pt/home-dialogs.json?v=0123456789')).toBe(true);
    expect(asset('/pt/home-dialogs.json')).toBe(false);
    expect(asset('/api/search.json?v=1')).toBe(false);
  });
});

describe('the offline page of the address', () => {
  it('is in the language of the requested path', () => {
    expect(offlinePathFor('/')).toBe('/offline');
    expect(offlinePathFor('/servicos/cloud')).toBe('/offline');
    expect(offlinePathFor('/en')).toBe('/en/offline');
    expect(offlinePathFor('/en/blog/post')).toBe('/en/offline');
    expect(offlinePathFor('/es/contato')).toBe('/es/offline');
    expect(offlinePathFor('/english')).toBe('/offline');
  });
});

describe('the install record body', () => {
  it('takes an optional platform, blank as unknown, capped', () => {
    expect(pwaInstallationSchema.parse({ platform: ' Android ' })).toEqual({ platform: 'Android' });
    expect(pwaInstallationSchema.parse({})).toEqual({ platform: null });
    expect(pwaInstallationSchema.parse({ platform: '' })).toEqual({ platform: null });
    expect(pwaInstallationSchema.parse({ platform: null })).toEqual({ platform: null });
    expect(pwaInstallationSchema.safeParse({ platform: 'x'.repeat(PWA_PLATFORM_MAX_CHARS + 1) }).success).toBe(false);
    expect(pwaInstallationSchema.safeParse({ platform: 42 }).success).toBe(false);
  });
});
