import { serverEnv, siteUrl } from '@/lib/config/env';
import { INDEXNOW_LIMITS } from '@/lib/config/limits';
import type { Db } from '@/lib/db/client';
import { sitemapEntries } from '@/lib/seo/sitemap';
import { advice, adviceText } from './advice';
import { errorMessage, lastSuccessfulRun, recordRun, type Advice, type JobAnswer } from './runs';

export const SUBMITTER_JOB = 'global-seo-submitter' as const;

/** A URL of the sitemap and when its content last changed. */
export interface UrlEntry {
  url: string;
  lastModified?: string | Date;
}

/** One IndexNow request body (POST JSON to the endpoint). */
export interface IndexNowPayload {
  host: string;
  key: string;
  keyLocation: string;
  urlList: string[];
}

/** Where the key file of `key` is served on `site` (the rewrite of next.config.ts maps it to the key route). */
export function keyLocation(site: string, key: string): string {
  return `${new URL(site).origin}/${key}.txt`;
}

/** The request bodies that submit `urls` of `site`: at most `batchSize` URLs each. */
export function indexNowPayloads(
  site: string,
  key: string,
  urls: readonly string[],
  batchSize: number = INDEXNOW_LIMITS.batchSize,
): IndexNowPayload[] {
  const size = Math.max(1, Math.min(Math.floor(batchSize), INDEXNOW_LIMITS.batchSize));
  const host = new URL(site).host;
  const payloads: IndexNowPayload[] = [];
  for (let i = 0; i < urls.length; i += size) {
    payloads.push({ host, key, keyLocation: keyLocation(site, key), urlList: urls.slice(i, i + size) });
  }
  return payloads;
}

function lastModifiedTime(entry: UrlEntry): number | null {
  if (entry.lastModified === undefined || entry.lastModified === '') return null;
  const time = new Date(entry.lastModified).getTime();
  return Number.isNaN(time) ? null : time;
}

/** What identifies a URL's version: its last modification as an ISO time ('' when unknown). */
export function urlFingerprint(entry: UrlEntry): string {
  const time = lastModifiedTime(entry);
  if (time !== null) return new Date(time).toISOString();
  return entry.lastModified === undefined ? '' : String(entry.lastModified);
}

/** What the last successful submission recorded: when it started and the URLs known then. */
export interface PreviousSubmission {
  startedAt: Date;
  urls: Record<string, string>;
}

/**
 * The URLs to submit: every one on a first run; afterwards those not submitted before, those whose
 * last modification differs from the one recorded, and those modified (by their date) after the
 * last successful run started. Dates still in the future count only once they pass.
 */
export function changedUrls(entries: readonly UrlEntry[], previous: PreviousSubmission | null, now: Date = new Date()): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const entry of entries) {
    if (seen.has(entry.url)) continue;
    seen.add(entry.url);
    if (!previous || !Object.hasOwn(previous.urls, entry.url)) {
      out.push(entry.url);
      continue;
    }
    if (previous.urls[entry.url] !== urlFingerprint(entry)) {
      out.push(entry.url);
      continue;
    }
    const time = lastModifiedTime(entry);
    if (time !== null && time > previous.startedAt.getTime() && time <= now.getTime()) out.push(entry.url);
  }
  return out;
}

function previousFrom(run: { startedAt: Date; result: Record<string, unknown> | null } | null): PreviousSubmission | null {
  const urls = run?.result?.urls;
  if (!run || !urls || typeof urls !== 'object' || Array.isArray(urls)) return null;
  const clean: Record<string, string> = {};
  for (const [url, fp] of Object.entries(urls as Record<string, unknown>)) if (typeof fp === 'string') clean[url] = fp;
  return { startedAt: run.startedAt, urls: clean };
}

export interface SubmitterOptions {
  /** The site's URLs (default: the sitemap's). */
  entries?: UrlEntry[];
  /** The IndexNow key (default INDEXNOW_KEY; null: none). */
  key?: string | null;
  /** The IndexNow endpoint (default INDEXNOW_ENDPOINT). */
  endpoint?: string;
  /** The public origin (default siteUrl()). */
  site?: string;
  batchSize?: number;
  fetch?: typeof fetch;
  now?: Date;
}

/** Sends one batch; throws with IndexNow's status and reason when it does not accept it. */
async function postBatch(doFetch: typeof fetch, endpoint: string, payload: IndexNowPayload): Promise<number> {
  const response = await doFetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json; charset=utf-8', Accept: 'application/json, text/plain, */*' },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(INDEXNOW_LIMITS.requestTimeoutMs),
    redirect: 'error',
  });
  if (response.ok) {
    await response.body?.cancel().catch(() => {});
    return response.status;
  }
  const text = (await response.text().catch(() => '')).replace(/\s+/g, ' ').trim().slice(0, 300);
  throw new IndexNowError(
    response.status,
    `IndexNow answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}${text ? `: ${text}` : ''}`,
  );
}

export class IndexNowError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'IndexNowError';
  }
}

function answer(
  status: number,
  summary: { total_urls_indexed: number; total_search_engines: number },
  steps: Advice[],
  runId: string,
  error?: string,
): JobAnswer {
  return {
    httpStatus: status,
    body: { summary, next_steps: steps.map(adviceText), run_id: runId, ...(error ? { error } : {}) },
  };
}

/**
 * Submits the URLs that changed since the last successful run to IndexNow, recorded as a run of
 * 'global-seo-submitter' (its result keeps every submitted URL with its version, for the next
 * run). Without a key the run is recorded as skipped, saying why. IndexNow refusing a batch (or not
 * answering) fails the run: 502.
 */
export async function runGlobalSubmitter(db: Db, options: SubmitterOptions = {}): Promise<JobAnswer> {
  const env = serverEnv();
  const site = (options.site ?? siteUrl()).replace(/\/+$/, '');
  const key = options.key === undefined ? (env.INDEXNOW_KEY ?? null) : options.key;
  const endpoint = options.endpoint ?? env.INDEXNOW_ENDPOINT;
  const doFetch = options.fetch ?? fetch;
  const sitemap = `${site}/sitemap.xml`;

  const outcome = await recordRun(db, SUBMITTER_JOB, async (run) => {
    const noneIndexed = { total_urls_indexed: 0, total_search_engines: 0 };
    if (!key) {
      const steps = [advice('indexnowKeyMissing'), advice('keepSitemap', { sitemap })];
      return { status: 'succeeded' as const, result: { skipped: true, reason: 'no_key', summary: noneIndexed, next_steps: steps } };
    }
    const host = new URL(site).host;
    const entries = (options.entries ?? sitemapEntries().map((e) => ({ url: e.url, lastModified: e.lastModified }))).filter((e) => {
      try {
        return new URL(e.url).host === host;
      } catch {
        return false;
      }
    });
    const previous = previousFrom(await lastSuccessfulRun(db, SUBMITTER_JOB));
    const changed = changedUrls(entries, previous, options.now ?? new Date());
    // Every URL of the sitemap that search engines have been told about, with its version.
    const changedSet = new Set(changed);
    const urls: Record<string, string> = {};
    for (const entry of entries) {
      if (changedSet.has(entry.url) || (previous && Object.hasOwn(previous.urls, entry.url))) urls[entry.url] = urlFingerprint(entry);
    }
    const location = keyLocation(site, key);

    if (changed.length === 0) {
      const steps = [advice('nothingChanged'), advice('keepSitemap', { sitemap })];
      return {
        status: 'succeeded' as const,
        result: { summary: noneIndexed, next_steps: steps, total_urls: entries.length, submitted: [], urls },
      };
    }
    let sent = 0;
    try {
      for (const payload of indexNowPayloads(site, key, changed, options.batchSize)) {
        await postBatch(doFetch, endpoint, payload);
        sent += payload.urlList.length;
      }
    } catch (error) {
      const status = error instanceof IndexNowError ? error.status : 0;
      const steps = [
        status ? advice('indexnowFailed', { status }) : advice('indexnowUnreachable'),
        advice('checkKeyFile', { keyLocation: location }),
      ];
      return {
        status: 'failed' as const,
        error: errorMessage(error),
        result: {
          summary: { total_urls_indexed: sent, total_search_engines: sent > 0 ? 1 : 0 },
          next_steps: steps,
          total_urls: entries.length,
          endpoint,
          submitted: changed.slice(0, sent),
        },
      };
    }
    const steps = [
      advice('submitted', { count: sent, endpoint }),
      advice('checkKeyFile', { keyLocation: location }),
      advice('keepSitemap', { sitemap }),
    ];
    return {
      status: 'succeeded' as const,
      result: {
        summary: { total_urls_indexed: sent, total_search_engines: 1 },
        next_steps: steps,
        total_urls: entries.length,
        endpoint,
        submitted: changed,
        urls,
        previous_run_started_at: previous?.startedAt.toISOString() ?? null,
        started_at: run.startedAt.toISOString(),
      },
    };
  });
  const result = outcome.result as { summary: { total_urls_indexed: number; total_search_engines: number }; next_steps: Advice[] };
  return answer(outcome.status === 'failed' ? 502 : 200, result.summary, result.next_steps, outcome.runId, outcome.error);
}
