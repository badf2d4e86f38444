import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOT_SCRIPT } from '@/lib/boot-script';
import { LINK_PAGE_PATTERN, SCRUB_LINK_SOURCE } from '@/lib/security/link-pages';

/** Runs the boot script's scrubbing code on an address; the address it leaves (or null when untouched). */
function scrub(href: string): string | null {
  let replaced: string | null = null;
  const location = { href };
  const history = {
    state: { __NA: true },
    replaceState(state: unknown, _unused: string, url: string) {
      expect(state).toEqual({ __NA: true });
      replaced = url;
    },
  };
  new Function('location', 'history', SCRUB_LINK_SOURCE)(location, history);
  return replaced;
}

describe('link pages drop their token from the address bar', () => {
  it('is part of the boot script, which runs before any other script', () => {
    expect(BOOT_SCRIPT).toContain(SCRUB_LINK_SOURCE);
  });

  it('removes token and code (and any fragment) on every link page, in every locale', () => {
    const site = 'https://www.empresa.example';
    expect(scrub(`${site}/auth?token=RESET-abc`)).toBe('/auth');
    expect(scrub(`${site}/auth?token=invite%3Axyz&next=%2Fpainel-parceiro`)).toBe('/auth?next=%2Fpainel-parceiro');
    expect(scrub(`${site}/en/auth?code=pkce-123`)).toBe('/en/auth');
    expect(scrub(`${site}/es/auth?token=signup%3Aabc#top`)).toBe('/es/auth');
    expect(scrub(`${site}/newsletter/cancelar?token=u-1`)).toBe('/newsletter/cancelar');
    expect(scrub(`${site}/en/newsletter/cancelar?token=u-1`)).toBe('/en/newsletter/cancelar');
    expect(scrub(`${site}/newsletter/confirmar?token=c-1`)).toBe('/newsletter/confirmar');
    expect(scrub(`${site}/auth#access_token=abc`)).toBe('/auth');
  });

  it('leaves other addresses alone', () => {
    const site = 'https://www.empresa.example';
    expect(scrub(`${site}/auth`)).toBeNull();
    expect(scrub(`${site}/auth?mode=signup`)).toBeNull();
    expect(scrub(`${site}/auth?error=INVALID_TOKEN`)).toBeNull();
    expect(scrub(`${site}/sobre?token=x`)).toBeNull();
    expect(scrub(`${site}/authx?token=x`)).toBeNull();
    expect(scrub(`${site}/busca?q=token#faq`)).toBeNull();
    expect(LINK_PAGE_PATTERN.test('/fr/auth')).toBe(false);
  });
});

type Entry = unknown[];

describe('Google Analytics sees origin and path only', () => {
  let dataLayer: Entry[];

  function visit(href: string, referrer = '') {
    const url = new URL(href);
    vi.stubGlobal('location', { href: url.href, pathname: url.pathname, search: url.search, hostname: url.hostname });
    vi.stubGlobal('document', {
      title: 'Página',
      referrer,
      cookie: '',
      addEventListener() {},
      removeEventListener() {},
      createElement: () => ({ addEventListener() {} }),
      head: { append() {} },
    });
  }

  beforeEach(() => {
    vi.resetModules();
    const win = {} as { dataLayer?: unknown[] };
    vi.stubGlobal('window', win);
    dataLayer = [];
    Object.defineProperty(win, 'dataLayer', {
      get: () => dataLayer,
      set: (v) => (dataLayer = v),
      configurable: true,
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const events = () => dataLayer.map((e) => Array.from(e as ArrayLike<unknown>));

  it('page views, the fields later events use and the referrer carry no query or fragment', async () => {
    visit('https://www.empresa.example/auth?token=RESET-secret#x', 'https://www.empresa.example/contato?token=OLD-secret');
    const gtag = await import('@/lib/analytics/gtag');
    gtag.startGoogleAnalytics('G-TEST123');
    gtag.sendPageView();
    visit('https://www.empresa.example/newsletter/cancelar?token=UNSUB-secret', 'https://mail.example/inbox?token=MAIL');
    gtag.sendPageView();

    const text = JSON.stringify(events());
    expect(text).not.toMatch(/token|secret|#/i);
    const views = events().filter((e) => e[0] === 'event' && e[1] === 'page_view');
    expect(views.map((e) => e[2])).toEqual([
      {
        page_title: 'Página',
        page_location: 'https://www.empresa.example/auth',
        page_path: '/auth',
        page_referrer: 'https://www.empresa.example/contato',
      },
      {
        page_title: 'Página',
        page_location: 'https://www.empresa.example/newsletter/cancelar',
        page_path: '/newsletter/cancelar',
        page_referrer: 'https://www.empresa.example/auth',
      },
    ]);
    // Set before the configuration, so no hit ever falls back to gtag.js reading location.href.
    const set = events().findIndex((e) => e[0] === 'set');
    expect(set).toBeGreaterThan(-1);
    expect(set).toBeLessThan(events().findIndex((e) => e[0] === 'config'));
  });

  it('a query-only change sends no new page view', async () => {
    visit('https://www.empresa.example/busca?q=backup');
    const gtag = await import('@/lib/analytics/gtag');
    gtag.startGoogleAnalytics('G-TEST123');
    gtag.sendPageView();
    visit('https://www.empresa.example/busca?q=firewall');
    gtag.sendPageView();
    expect(events().filter((e) => e[1] === 'page_view')).toHaveLength(1);
    expect(gtag.analyticsUrl('https://www.empresa.example/busca?q=x#y')).toBe('https://www.empresa.example/busca');
    expect(gtag.analyticsUrl('not a url')).toBe('');
  });
});
