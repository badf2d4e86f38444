import { mapLimit } from '@/lib/async/map-limit';
import { siteUrl } from '@/lib/config/env';
import { SEO_AUDIT } from '@/lib/config/limits';
import type { Db } from '@/lib/db/client';
import { adviceText } from './advice';
import { pageFacts, sitemapLocations } from './html';
import { errorMessage, recordRun, type Advice, type JobAnswer } from './runs';
import { auditAdvice, auditCounts, auditPages, pageKey, type AuditFindings, type CrawledPage } from './seo-rules';

export const AUDIT_JOB = 'seo-traffic-booster' as const;

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
