import type { Advice } from './runs';

/**
 * The recommendations and notes jobs give, in English for the HTTP answers; the admin page shows
 * them from the AdminJobs.advice messages (same codes and values) in the reader's language.
 */
export const ADVICE_TEXT = {
  indexnowKeyMissing:
    'Set INDEXNOW_KEY (8–128 letters, digits or dashes) to submit changed URLs to IndexNow; the key file is then served at the site root, named after the key with .txt.',
  nothingChanged: 'No URL changed since the last successful submission: nothing was sent.',
  submitted: 'Sent {count} URLs to {endpoint}; the search engines taking part in IndexNow (Bing, Yandex, Seznam, Naver, Yep) share them.',
  checkKeyFile: 'Search engines fetch {keyLocation} to verify the key: it must answer the key over the public origin.',
  indexnowFailed: 'IndexNow answered {status}; the URLs are sent again on the next run.',
  indexnowUnreachable: 'IndexNow did not answer; the URLs are sent again on the next run.',
  keepSitemap: 'Google does not take IndexNow: keep {sitemap} submitted in Search Console.',
  fixBrokenLinks: 'Fix or remove {count} broken internal links (see the list of pages linking to each).',
  fixStatus: '{count} sitemap pages do not answer 200: fix them or take them out of the sitemap.',
  missingTitles: 'Give a title to {count} pages.',
  duplicateTitles: 'Make {count} groups of pages with the same title distinct.',
  longTitles: 'Shorten {count} titles to at most {max} characters.',
  missingDescriptions: 'Write a meta description for {count} pages.',
  duplicateDescriptions: 'Make {count} groups of pages with the same meta description distinct.',
  longDescriptions: 'Shorten {count} meta descriptions to at most {max} characters.',
  missingCanonicals: 'Add a canonical link to {count} pages.',
  wrongCanonicals: 'Point the canonical of {count} pages at the page itself.',
  hreflangErrors: 'Make {count} hreflang alternates reciprocal: each page a page lists must list it back.',
  invalidJsonLd: 'Fix {count} JSON-LD blocks that are not valid JSON.',
  notInSitemap: 'Add {count} linked, indexable pages to the sitemap (or mark them noindex).',
  pageCapReached: 'Only the first {max} sitemap pages were audited.',
  allGood: 'No problem found on {count} pages.',
  noTransport: 'No SMTP_URL (or MAIL_DROP_DIR) is configured: {count} mails wait in the outbox until one is.',
  mailsFailed: '{count} mails failed again; they are retried with growing waits, at most {max} attempts in all.',
  mailsGaveUp: '{count} mails reached {max} attempts and are no longer retried: check the address and the SMTP server.',
} as const;

export type AdviceCode = keyof typeof ADVICE_TEXT;

export function advice(code: AdviceCode, values?: Advice['values']): Advice {
  return values ? { code, values } : { code };
}

export function isAdviceCode(code: string): code is AdviceCode {
  return Object.hasOwn(ADVICE_TEXT, code);
}

/** The English text of a recommendation. */
export function adviceText(item: Advice): string {
  const template: string = isAdviceCode(item.code) ? ADVICE_TEXT[item.code] : item.code;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (item.values && name in item.values ? String(item.values[name]) : whole));
}
