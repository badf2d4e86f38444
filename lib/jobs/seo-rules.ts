/*
 * The audit's rules over crawled pages (titles, descriptions, canonicals, hreflang, JSON-LD,
 * sitemap coverage) and the advice they lead to. Pure functions: the crawler feeds them.
 */
import { SEO_AUDIT } from '@/lib/config/limits';
import { advice } from './advice';
import type { PageFacts } from './html';
import { errorMessage, type Advice } from './runs';

/** A page as the crawler got it: its status and, for an HTML 200, what it says about itself. */
export interface CrawledPage {
  url: string;
  status: number;
  facts: PageFacts | null;
  error?: string;
}

export interface AuditFindings {
  non200: { url: string; status: number; error?: string }[];
  missingTitles: string[];
  duplicateTitles: { title: string; urls: string[] }[];
  longTitles: { url: string; length: number }[];
  missingDescriptions: string[];
  duplicateDescriptions: { description: string; urls: string[] }[];
  longDescriptions: { url: string; length: number }[];
  missingCanonicals: string[];
  wrongCanonicals: { url: string; canonical: string }[];
  /** `no_return`: the alternate does not list the page back; `not_in_sitemap`: the alternate is not a sitemap page. */
  hreflangErrors: { url: string; alternate: string; hreflang: string; problem: 'no_return' | 'not_in_sitemap' }[];
  invalidJsonLd: { url: string; error: string }[];
  brokenLinks: { url: string; status: number; foundOn: string[] }[];
  notInSitemap: { url: string; foundOn: string[] }[];
}

/**
 * Pages of one site are compared by path and query: the sitemap may name the public origin while
 * the crawl runs against another (a local server), so every origin in `origins` is the site.
 */
export function pageKey(url: string, origins: ReadonlySet<string>, base?: string): string | null {
  let parsed: URL;
  try {
    parsed = base === undefined ? new URL(url) : new URL(url, base);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (!origins.has(parsed.origin)) return null;
  return `${parsed.pathname}${parsed.search}`;
}

const emptyFindings = (): AuditFindings => ({
  non200: [],
  missingTitles: [],
  duplicateTitles: [],
  longTitles: [],
  missingDescriptions: [],
  duplicateDescriptions: [],
  longDescriptions: [],
  missingCanonicals: [],
  wrongCanonicals: [],
  hreflangErrors: [],
  invalidJsonLd: [],
  brokenLinks: [],
  notInSitemap: [],
});

/**
 * Values shared by pages, with the pages. Translations of one page that list each other as hreflang
 * alternates may share a title (a product name): a group counts only when two of its pages are not
 * alternates of each other.
 */
function duplicates(
  pages: { url: string; value: string | null }[],
  alternatesOf: (url: string) => ReadonlySet<string>,
): { value: string; urls: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const { url, value } of pages) {
    if (!value) continue;
    const list = groups.get(value) ?? [];
    list.push(url);
    groups.set(value, list);
  }
  const translations = (a: string, b: string) => alternatesOf(a).has(b) || alternatesOf(b).has(a);
  return [...groups]
    .filter(([, urls]) => urls.some((a, i) => urls.slice(i + 1).some((b) => !translations(a, b))))
    .map(([value, urls]) => ({ value, urls }));
}

export interface RuleOptions {
  /** Origins that are this site (default: the origins of the pages). */
  origins?: ReadonlySet<string>;
  /** Keys (path + query) of every sitemap page, crawled or not (default: the pages given). */
  sitemapKeys?: ReadonlySet<string>;
  titleMax?: number;
  descriptionMax?: number;
}

/**
 * The page rules: status 200; a title and a meta description, each present, unique across the
 * pages and within its length; a canonical pointing at the page itself; hreflang alternates that
 * are sitemap pages listing the page back; JSON-LD that parses.
 */
export function auditPages(pages: readonly CrawledPage[], options: RuleOptions = {}): AuditFindings {
  const origins = options.origins ?? new Set(pages.map((p) => new URL(p.url).origin));
  const titleMax = options.titleMax ?? SEO_AUDIT.titleMax;
  const descriptionMax = options.descriptionMax ?? SEO_AUDIT.descriptionMax;
  const findings = emptyFindings();
  const byKey = new Map<string, CrawledPage>();
  for (const page of pages) {
    const key = pageKey(page.url, origins);
    if (key !== null) byKey.set(key, page);
  }
  const sitemapKeys = options.sitemapKeys ?? new Set(byKey.keys());

  const ok = pages.filter((p): p is CrawledPage & { facts: PageFacts } => p.status === 200 && p.facts !== null);
  for (const page of pages) {
    if (page.status !== 200) findings.non200.push({ url: page.url, status: page.status, ...(page.error ? { error: page.error } : {}) });
  }
  for (const { url, facts } of ok) {
    if (!facts.title) findings.missingTitles.push(url);
    else if ([...facts.title].length > titleMax) findings.longTitles.push({ url, length: [...facts.title].length });
    if (!facts.description) findings.missingDescriptions.push(url);
    else if ([...facts.description].length > descriptionMax) findings.longDescriptions.push({ url, length: [...facts.description].length });

    if (!facts.canonical) findings.missingCanonicals.push(url);
    else if (pageKey(facts.canonical, origins, url) !== pageKey(url, origins))
      findings.wrongCanonicals.push({ url, canonical: facts.canonical });

    for (const block of facts.jsonLd) {
      try {
        JSON.parse(block);
      } catch (error) {
        findings.invalidJsonLd.push({ url, error: errorMessage(error).slice(0, 200) });
      }
    }
  }
  // Each page's hreflang alternates (as page URLs), to tell translations from duplicates.
  const alternateUrls = new Map<string, Set<string>>();
  for (const page of ok) {
    const urls = new Set<string>();
    for (const alt of page.facts.alternates) {
      const other = byKey.get(pageKey(alt.href, origins, page.url) ?? '');
      if (other) urls.add(other.url);
    }
    alternateUrls.set(page.url, urls);
  }
  const alternatesOf = (url: string) => alternateUrls.get(url) ?? new Set<string>();
  findings.duplicateTitles = duplicates(
    ok.map((p) => ({ url: p.url, value: p.facts.title })),
    alternatesOf,
  ).map(({ value, urls }) => ({
    title: value,
    urls,
  }));
  findings.duplicateDescriptions = duplicates(
    ok.map((p) => ({ url: p.url, value: p.facts.description })),
    alternatesOf,
  ).map(({ value, urls }) => ({
    description: value,
    urls,
  }));

  // hreflang: A lists B ⇒ B is a sitemap page that lists A (each pair once, whatever languages name it).
  for (const page of ok) {
    const own = pageKey(page.url, origins);
    const seen = new Set<string>();
    for (const alt of page.facts.alternates) {
      const target = pageKey(alt.href, origins, page.url);
      if (target === null || target === own || seen.has(target)) continue;
      seen.add(target);
      if (!sitemapKeys.has(target)) {
        findings.hreflangErrors.push({ url: page.url, alternate: alt.href, hreflang: alt.hreflang, problem: 'not_in_sitemap' });
        continue;
      }
      const other = byKey.get(target);
      // Not crawled (page cap) or not an HTML 200 (reported as such): nothing to compare.
      if (!other || other.status !== 200 || !other.facts) continue;
      const listsBack = other.facts.alternates.some((back) => pageKey(back.href, origins, other.url) === own);
      if (!listsBack) findings.hreflangErrors.push({ url: page.url, alternate: alt.href, hreflang: alt.hreflang, problem: 'no_return' });
    }
  }
  return findings;
}

/** The counts of an audit, in the answer's terms. */
export function auditCounts(findings: AuditFindings) {
  return {
    broken_links: findings.brokenLinks.length,
    non_200_pages: findings.non200.length,
    missing_titles: findings.missingTitles.length,
    duplicate_titles: findings.duplicateTitles.length,
    long_titles: findings.longTitles.length,
    missing_descriptions: findings.missingDescriptions.length,
    duplicate_descriptions: findings.duplicateDescriptions.length,
    long_descriptions: findings.longDescriptions.length,
    missing_canonicals: findings.missingCanonicals.length,
    wrong_canonicals: findings.wrongCanonicals.length,
    hreflang_errors: findings.hreflangErrors.length,
    invalid_json_ld: findings.invalidJsonLd.length,
    not_in_sitemap: findings.notInSitemap.length,
  };
}

/** What to do about an audit, most urgent first. */
export function auditAdvice(findings: AuditFindings, pagesCrawled: number, capped: boolean): Advice[] {
  const c = auditCounts(findings);
  const out: Advice[] = [];
  const add = (count: number, code: Parameters<typeof advice>[0], extra: Record<string, number> = {}) => {
    if (count > 0) out.push(advice(code, { count, ...extra }));
  };
  add(c.broken_links, 'fixBrokenLinks');
  add(c.non_200_pages, 'fixStatus');
  add(c.missing_titles, 'missingTitles');
  add(c.duplicate_titles, 'duplicateTitles');
  add(c.long_titles, 'longTitles', { max: SEO_AUDIT.titleMax });
  add(c.missing_descriptions, 'missingDescriptions');
  add(c.duplicate_descriptions, 'duplicateDescriptions');
  add(c.long_descriptions, 'longDescriptions', { max: SEO_AUDIT.descriptionMax });
  add(c.missing_canonicals, 'missingCanonicals');
  add(c.wrong_canonicals, 'wrongCanonicals');
  add(c.hreflang_errors, 'hreflangErrors');
  add(c.invalid_json_ld, 'invalidJsonLd');
  add(c.not_in_sitemap, 'notInSitemap');
  if (capped) out.push(advice('pageCapReached', { max: pagesCrawled }));
  if (out.length === 0) out.push(advice('allGood', { count: pagesCrawled }));
  return out;
}
