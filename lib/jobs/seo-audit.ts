import { siteUrl } from '@/lib/config/env';
import { SEO_AUDIT } from '@/lib/config/limits';
import type { Db } from '@/lib/db/client';
import { advice, adviceText } from './advice';
import { pageFacts, sitemapLocations, type PageFacts } from './html';
import { errorMessage, recordRun, type Advice, type JobAnswer } from './runs';

export const AUDIT_JOB = 'seo-traffic-booster' as const;

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

/** Runs `fn` over `items`, at most `limit` at a time, keeping their order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/** A response body as text, at most `maxBytes` (the rest is dropped). */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    total += value.byteLength;
    if (total >= maxBytes) {
      await reader.cancel().catch(() => {});
      break;
    }
  }
  return new TextDecoder().decode(Buffer.concat(chunks).subarray(0, maxBytes));
}

const isHtml = (response: Response) => /\btext\/html\b|application\/xhtml\+xml/i.test(response.headers.get('content-type') ?? '');

export interface CrawlOptions {
  /** The origin to crawl (default siteUrl()). */
  base?: string;
  fetch?: typeof fetch;
  maxPages?: number;
  maxLinkChecks?: number;
  concurrency?: number;
  timeoutMs?: number;
}

export interface AuditReport {
  findings: AuditFindings;
  pagesCrawled: number;
  sitemapUrls: number;
  linksChecked: number;
  capped: boolean;
  durationMs: number;
}

export class AuditError extends Error {
  override name = 'AuditError';
}

/**
 * Crawls the site's own sitemap over HTTP and audits it: each sitemap page (up to the cap) with
 * the page rules, then every internal link target found on them once (≥ 400 or no answer is
 * broken); a linked, indexable page whose canonical is not in the sitemap is reported missing.
 */
export async function crawlSite(options: CrawlOptions = {}): Promise<AuditReport> {
  const started = Date.now();
  const base = new URL(options.base ?? siteUrl()).origin;
  const doFetch = options.fetch ?? fetch;
  const maxPages = options.maxPages ?? SEO_AUDIT.maxPages;
  const maxLinkChecks = options.maxLinkChecks ?? SEO_AUDIT.maxLinkChecks;
  const concurrency = options.concurrency ?? SEO_AUDIT.concurrency;
  const timeoutMs = options.timeoutMs ?? SEO_AUDIT.requestTimeoutMs;
  const headers = { 'User-Agent': `SiteAudit/1.0 (+${base})`, Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
  const get = (url: string, redirect: RequestRedirect) => doFetch(url, { headers, redirect, signal: AbortSignal.timeout(timeoutMs) });

  // The sitemap (or the sitemaps of an index), on the crawled origin.
  const onBase = (url: string) => {
    const u = new URL(url);
    return `${base}${u.pathname}${u.search}`;
  };
  const readSitemap = async (url: string) => {
    let response: Response;
    try {
      response = await get(url, 'follow');
    } catch (error) {
      throw new AuditError(`The sitemap ${url} did not answer: ${errorMessage(error)}`);
    }
    if (!response.ok) throw new AuditError(`The sitemap ${url} answered ${response.status}`);
    return sitemapLocations(await readCapped(response, 50 * 1024 * 1024));
  };
  const root = await readSitemap(`${base}/sitemap.xml`);
  const locs: string[] = [];
  if (root.index) for (const child of root.locs.slice(0, 50)) locs.push(...(await readSitemap(onBase(child))).locs);
  else locs.push(...root.locs);

  const origins = new Set<string>([base]);
  for (const loc of locs) {
    try {
      origins.add(new URL(loc).origin);
    } catch {
      // A malformed <loc> names no origin.
    }
  }
  const sitemapKeys = new Set<string>();
  for (const loc of locs) {
    const key = pageKey(loc, origins);
    if (key !== null) sitemapKeys.add(key);
  }
  const toCrawl = [...sitemapKeys].slice(0, maxPages);

  const pages = await mapLimit(toCrawl, concurrency, async (key): Promise<CrawledPage> => {
    const url = `${base}${key}`;
    try {
      const response = await get(url, 'manual');
      if (response.status !== 200 || !isHtml(response)) {
        await response.body?.cancel().catch(() => {});
        return { url, status: response.status, facts: null };
      }
      return { url, status: 200, facts: pageFacts(await readCapped(response, SEO_AUDIT.maxPageBytes)) };
    } catch (error) {
      return { url, status: 0, facts: null, error: errorMessage(error).slice(0, 200) };
    }
  });
  const findings = auditPages(pages, { origins, sitemapKeys });

  // Internal link targets, each checked once.
  const crawled = new Map(pages.map((p) => [pageKey(p.url, origins)!, p]));
  const linkedFrom = new Map<string, Set<string>>();
  for (const page of pages) {
    for (const href of page.facts?.links ?? []) {
      const key = pageKey(href.split('#')[0]!, origins, page.url);
      if (key === null) continue;
      const from = linkedFrom.get(key) ?? new Set<string>();
      from.add(page.url);
      linkedFrom.set(key, from);
    }
  }
  const foundOn = (key: string) => [...(linkedFrom.get(key) ?? [])].slice(0, 10);
  const toCheck: string[] = [];
  for (const key of linkedFrom.keys()) {
    const page = crawled.get(key);
    if (page) {
      if (page.status >= 400 || page.status === 0) findings.brokenLinks.push({ url: page.url, status: page.status, foundOn: foundOn(key) });
    } else toCheck.push(key);
  }
  const missing = new Map<string, string>();
  const checks = toCheck.slice(0, maxLinkChecks);
  await mapLimit(checks, concurrency, async (key) => {
    const url = `${base}${key}`;
    try {
      const response = await get(url, 'follow');
      if (response.status >= 400) {
        await response.body?.cancel().catch(() => {});
        findings.brokenLinks.push({ url, status: response.status, foundOn: foundOn(key) });
        return;
      }
      const finalKey = pageKey(response.url || url, origins);
      const robotsHeader = response.headers.get('x-robots-tag') ?? '';
      if (finalKey === null || !response.ok || !isHtml(response) || /noindex|none/i.test(robotsHeader)) {
        await response.body?.cancel().catch(() => {});
        return;
      }
      const facts = pageFacts(await readCapped(response, SEO_AUDIT.maxPageBytes));
      if (facts.noindex) return;
      const canonicalKey = facts.canonical ? pageKey(facts.canonical, origins, response.url || url) : finalKey;
      const indexedAs = canonicalKey ?? finalKey;
      if (!sitemapKeys.has(indexedAs) && !missing.has(indexedAs)) missing.set(indexedAs, key);
    } catch {
      findings.brokenLinks.push({ url, status: 0, foundOn: foundOn(key) });
    }
  });
  findings.notInSitemap = [...missing].map(([indexedAs, linkedKey]) => ({ url: `${base}${indexedAs}`, foundOn: foundOn(linkedKey) }));
  findings.brokenLinks.sort((a, b) => a.url.localeCompare(b.url));
  findings.notInSitemap.sort((a, b) => a.url.localeCompare(b.url));

  return {
    findings,
    pagesCrawled: pages.length,
    sitemapUrls: sitemapKeys.size,
    linksChecked: linkedFrom.size - toCheck.length + checks.length,
    capped: sitemapKeys.size > toCrawl.length,
    durationMs: Date.now() - started,
  };
}

/** Lists kept in a run's record (and answer) at most this long each; the counts are complete. */
const LIST_CAP = 100;

function capLists(findings: AuditFindings): AuditFindings {
  return Object.fromEntries(Object.entries(findings).map(([k, v]) => [k, (v as unknown[]).slice(0, LIST_CAP)])) as unknown as AuditFindings;
}

/**
 * The site audit as a recorded run of 'seo-traffic-booster': counts, findings and what to do.
 * A sitemap that cannot be read fails the run (502).
 */
export async function runTrafficBooster(db: Db, options: CrawlOptions = {}): Promise<JobAnswer> {
  const started = Date.now();
  const outcome = await recordRun(db, AUDIT_JOB, async () => {
    let report: AuditReport;
    try {
      report = await crawlSite(options);
    } catch (error) {
      if (!(error instanceof AuditError)) throw error;
      return {
        status: 'failed' as const,
        error: error.message,
        result: { execution_summary: { pages_crawled: 0, duration_ms: Date.now() - started }, recommendations: [] as Advice[] },
      };
    }
    const execution_summary = {
      ...auditCounts(report.findings),
      links_checked: report.linksChecked,
      sitemap_urls: report.sitemapUrls,
      pages_crawled: report.pagesCrawled,
      duration_ms: report.durationMs,
    };
    return {
      status: 'succeeded' as const,
      result: {
        execution_summary,
        recommendations: auditAdvice(report.findings, report.pagesCrawled, report.capped),
        findings: capLists(report.findings),
      },
    };
  });
  const result = outcome.result as { execution_summary: Record<string, number>; recommendations: Advice[]; findings?: AuditFindings };
  return {
    httpStatus: outcome.status === 'failed' ? 502 : 200,
    body: {
      execution_summary: result.execution_summary,
      recommendations: result.recommendations.map(adviceText),
      ...(result.findings ? { findings: result.findings } : {}),
      run_id: outcome.runId,
      ...(outcome.error ? { error: outcome.error } : {}),
    },
  };
}
