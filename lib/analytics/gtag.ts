/*
 * Google Analytics 4, loaded only after the visitor accepts analytics cookies (the page imports
 * this module at that moment). The bootstrap that Google usually ships as an inline script lives
 * here, in the site's own bundle: the script policy allows no inline code. Consent Mode v2: every
 * purpose starts denied, then only analytics_storage is granted; advertising stays denied.
 * Google only ever gets addresses as origin + path: a query or fragment may carry an access token.
 */
import { ANALYTICS_EVENTS, connectEvents, trackEvent } from './events';

export const GTAG_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export function gtagScriptUrl(id: string): string {
  return `${GTAG_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
}

/** gtag.js reads the queue as `arguments` objects, not arrays. */
function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- gtag.js only understands Arguments objects
  (window.dataLayer ??= []).push(arguments);
}

let measurementId: string | null = null;
let enabled = false;
let lastLocation: string | null = null;

/** An address as analytics may see it: origin and path, no query, no fragment; '' when not a URL. */
export function analyticsUrl(href: string): string {
  try {
    const url = new URL(href);
    return url.origin === 'null' ? '' : `${url.origin}${url.pathname}`;
  } catch {
    return '';
  }
}

/** The page fields every later hit uses (gtag.js would otherwise read location.href itself). */
function pageFields(referrer: string) {
  return { page_location: analyticsUrl(location.href), page_path: location.pathname, page_referrer: analyticsUrl(referrer) };
}

const disableKey = (id: string) => `ga-disable-${id}`;
const setDisabled = (id: string, disabled: boolean) => {
  (window as unknown as Record<string, boolean>)[disableKey(id)] = disabled;
};

/** Clicks on any WhatsApp link (server-rendered ones included) become events. */
function onClick(event: MouseEvent) {
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return;
  let host: string;
  try {
    host = new URL(anchor.href).hostname;
  } catch {
    return;
  }
  if (host !== 'wa.me' && host !== 'api.whatsapp.com') return;
  trackEvent(ANALYTICS_EVENTS.whatsappClick, {
    event_category: 'contact',
    event_label: anchor.dataset.analyticsLabel || 'link',
  });
}

/** Starts (or, after a withdrawal, resumes) Google Analytics with consent for analytics only. */
export function startGoogleAnalytics(id: string): void {
  setDisabled(id, false);
  enabled = true;
  document.addEventListener('click', onClick, true);
  if (measurementId) {
    gtag('consent', 'update', { analytics_storage: 'granted' });
    connectEvents(gtag);
    return;
  }
  measurementId = id;
  window.gtag = gtag;
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  });
  gtag('consent', 'update', { analytics_storage: 'granted' });
  gtag('js', new Date());
  gtag('set', pageFields(document.referrer));
  // Page views are sent by the site on load and on every client navigation.
  gtag('config', id, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = gtagScriptUrl(id);
  script.addEventListener('load', () => {
    if (enabled) connectEvents(gtag);
  });
  document.head.append(script);
}

/** A page_view for the current path (once per path in a row); after a client navigation the referrer is the previous page. */
export function sendPageView(): void {
  if (!enabled) return;
  const fields = pageFields(lastLocation ?? document.referrer);
  if (fields.page_location === lastLocation) return;
  lastLocation = fields.page_location;
  gtag('set', fields);
  gtag('event', 'page_view', { page_title: document.title, ...fields });
}

/** Google Analytics' own cookies (_ga, _ga_<id>, _gid), on this host and every parent domain. */
function deleteAnalyticsCookies(): void {
  const names = document.cookie
    .split(';')
    .map((c) => c.split('=')[0]!.trim())
    .filter((name) => name === '_ga' || name.startsWith('_ga_') || name === '_gid' || name.startsWith('_gat'));
  const labels = location.hostname.split('.');
  for (const name of names) {
    document.cookie = `${name}=; Max-Age=0; path=/`;
    for (let i = 0; i < labels.length - 1; i++) {
      document.cookie = `${name}=; Max-Age=0; path=/; domain=.${labels.slice(i).join('.')}`;
    }
  }
}

/** Consent withdrawn: analytics storage denied again, nothing more is sent, its cookies removed. */
export function stopGoogleAnalytics(): void {
  enabled = false;
  lastLocation = null;
  connectEvents(null);
  document.removeEventListener('click', onClick, true);
  if (measurementId) {
    gtag('consent', 'update', { analytics_storage: 'denied' });
    setDisabled(measurementId, true);
  }
  deleteAnalyticsCookies();
}
