import { describe, expect, it } from 'vitest';
import {
  browserName,
  capPath,
  countryCode,
  createSessionId,
  deviceClass,
  externalReferrer,
  isBotUserAgent,
  isSessionId,
  PAGEVIEW_LIMITS,
  parseUserAgent,
  referrerHost,
} from '@/lib/analytics/beacon';
import { pageviewSchema } from '@/lib/validation/analytics';

const UA = {
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  headlessChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadSafari:
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  firefox: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  firefoxIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/128.0 Mobile/15E148 Safari/605.1.15',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  opera: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/116.0.0.0',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  cubot: 'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
} as const;

const BOTS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
  'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5',
  'Twitterbot/1.0',
  'Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)',
  'Baiduspider+(+http://www.baidu.com/search/spider.htm)',
  'WhatsApp/2.23.20.0 A',
  'curl/8.5.0',
  'python-requests/2.31.0',
  '',
] as const;

describe('user agents', () => {
  it('names the browser', () => {
    expect(browserName(UA.chromeWindows)).toBe('Chrome');
    expect(browserName(UA.headlessChrome)).toBe('Chrome');
    expect(browserName(UA.chromeAndroid)).toBe('Chrome');
    expect(browserName(UA.iphoneSafari)).toBe('Safari');
    expect(browserName(UA.macSafari)).toBe('Safari');
    expect(browserName(UA.firefox)).toBe('Firefox');
    expect(browserName(UA.firefoxIos)).toBe('Firefox');
    expect(browserName(UA.edge)).toBe('Edge');
    expect(browserName(UA.opera)).toBe('Opera');
    expect(browserName(UA.samsung)).toBe('Samsung Internet');
    expect(browserName(UA.ie11)).toBe('IE');
    expect(browserName('SomethingElse/1.0')).toBe('Unknown');
  });

  it('classes the device as tablet, mobile or desktop', () => {
    expect(deviceClass(UA.chromeWindows)).toBe('desktop');
    expect(deviceClass(UA.macSafari)).toBe('desktop');
    expect(deviceClass(UA.chromeAndroid)).toBe('mobile');
    expect(deviceClass(UA.iphoneSafari)).toBe('mobile');
    expect(deviceClass(UA.samsung)).toBe('mobile');
    expect(deviceClass(UA.ipadSafari)).toBe('tablet');
    expect(deviceClass(UA.androidTablet)).toBe('tablet');
  });

  it('treats crawlers, preview fetchers and HTTP libraries as bots, never a headless browser or a real phone', () => {
    for (const ua of BOTS) expect(isBotUserAgent(ua), ua).toBe(true);
    for (const ua of Object.values(UA)) expect(isBotUserAgent(ua), ua).toBe(false);
  });

  it('parses everything at once, tolerating a missing header', () => {
    expect(parseUserAgent(UA.iphoneSafari)).toEqual({ bot: false, deviceType: 'mobile', browser: 'Safari' });
    expect(parseUserAgent(null)).toEqual({ bot: true, deviceType: 'desktop', browser: 'Unknown' });
  });
});

describe('referrers', () => {
  it('the browser sends only an external referrer', () => {
    const own = 'https://www.empresa.example';
    expect(externalReferrer('', own)).toBeNull();
    expect(externalReferrer('https://www.empresa.example/sobre', own)).toBeNull();
    expect(externalReferrer('not a url', own)).toBeNull();
    expect(externalReferrer('android-app://com.google.android.gm/', own)).toBeNull();
    expect(externalReferrer('https://www.google.com/', own)).toBe('https://www.google.com/');
    const long = `https://news.example/${'a'.repeat(PAGEVIEW_LIMITS.referrerMaxChars)}`;
    expect(externalReferrer(long, own)).toBe('https://news.example/');
  });

  it('the server keeps the host only', () => {
    expect(referrerHost('https://www.Google.com/search?q=ti+gerenciada&email=x@y.z')).toBe('www.google.com');
    expect(referrerHost('http://blog.example:8080/post/1#top')).toBe('blog.example');
    expect(referrerHost('https://www.empresa.example/x', ['www.empresa.example'])).toBeNull();
    expect(referrerHost('http://localhost:3000/x', ['localhost:3000'])).toBeNull();
    for (const bad of [null, undefined, '', 'javascript:alert(1)', 'ftp://files.example/', '//no-scheme.example']) {
      expect(referrerHost(bad), String(bad)).toBeNull();
    }
  });
});

describe('session ids, paths and countries', () => {
  it('a session id is a timestamp and a random part', () => {
    const id = createSessionId(1_700_000_000_000, new Uint32Array([1, 2]));
    expect(id).toBe('1700000000000-00000010000002');
    expect(isSessionId(id)).toBe(true);
    expect(createSessionId()).not.toBe(createSessionId());
    expect(createSessionId()).toMatch(/^\d{13}-[a-z0-9]{14}$/);
    for (const bad of [null, 'short', 'has space 12345', 'x'.repeat(65), '<script>1234']) expect(isSessionId(bad)).toBe(false);
  });

  it('caps the path', () => {
    expect(capPath('/sobre')).toBe('/sobre');
    const long = `/${'a'.repeat(2000)}`;
    expect(capPath(long)).toHaveLength(PAGEVIEW_LIMITS.pathMaxChars);
    expect(pageviewSchema.safeParse({ sessionId: createSessionId(), path: capPath(long) }).success).toBe(true);
  });

  it('reads a two-letter country from the edge header only', () => {
    expect(countryCode('br')).toBe('BR');
    expect(countryCode(' US ')).toBe('US');
    for (const bad of [null, undefined, '', 'BRA', 'B1', 'XX']) expect(countryCode(bad)).toBeNull();
  });
});

describe('page-view payload', () => {
  const valid = { sessionId: '1700000000000-abcdefghij', path: '/servicos/backup', locale: 'pt', referrer: 'https://www.google.com/' };

  it('accepts a well-formed body and normalises the optional fields', () => {
    expect(pageviewSchema.parse(valid)).toEqual(valid);
    expect(pageviewSchema.parse({ sessionId: valid.sessionId, path: '/' })).toEqual({
      sessionId: valid.sessionId,
      path: '/',
      locale: null,
      referrer: null,
    });
    expect(pageviewSchema.parse({ ...valid, referrer: '' }).referrer).toBeNull();
  });

  it('refuses paths that are not site paths, unknown locales and keys, and oversized fields', () => {
    const refused = [
      { ...valid, path: 'sobre' },
      { ...valid, path: '' },
      { ...valid, path: '//evil.example/x' },
      { ...valid, path: 'https://evil.example/' },
      { ...valid, path: '/a\nb' },
      { ...valid, path: `/${'a'.repeat(PAGEVIEW_LIMITS.pathMaxChars)}` },
      { ...valid, locale: 'fr' },
      { ...valid, sessionId: 'x' },
      { ...valid, sessionId: 42 },
      { ...valid, referrer: `https://a.example/${'a'.repeat(PAGEVIEW_LIMITS.referrerMaxChars)}` },
      { ...valid, ip: '203.0.113.7' },
      { path: '/' },
      null,
      [],
    ];
    for (const body of refused) expect(pageviewSchema.safeParse(body).success, JSON.stringify(body)?.slice(0, 80)).toBe(false);
  });
});
