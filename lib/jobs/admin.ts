import { assertAdmin, NotAdminError } from '@/lib/auth/authz';
import type { Db } from '@/lib/db/client';
import { auditLog } from '@/lib/db/schema';
import { isAdviceCode, type AdviceCode } from './advice';
import { runJob } from './index';
import { JOB_NAMES, recentRuns, type Advice, type JobName, type JobRun } from './runs';

export { NotAdminError };

/** Counts a run may report, in the order the admin page shows them. */
export const RUN_COUNT_KEYS = [
  'total_urls_indexed',
  'total_search_engines',
  'pages_crawled',
  'sitemap_urls',
  'links_checked',
  'broken_links',
  'non_200_pages',
  'missing_titles',
  'duplicate_titles',
  'long_titles',
  'missing_descriptions',
  'duplicate_descriptions',
  'long_descriptions',
  'missing_canonicals',
  'wrong_canonicals',
  'hreflang_errors',
  'invalid_json_ld',
  'not_in_sitemap',
  'attempted',
  'sent',
  'failed',
  'remaining',
  'sessions',
  'session_activity',
  'verifications',
  'rate_limits',
  'pageviews_rolled_up',
  'daily_rows',
  'vitals_days_rolled_up',
  'vitals_deleted',
  'duration_ms',
] as const;
export type RunCountKey = (typeof RUN_COUNT_KEYS)[number];

/** Lists of findings a run may carry, in the order the admin page shows them. */
export const RUN_DETAIL_KEYS = [
  'brokenLinks',
  'non200',
  'missingTitles',
  'duplicateTitles',
  'longTitles',
  'missingDescriptions',
  'duplicateDescriptions',
  'longDescriptions',
  'missingCanonicals',
  'wrongCanonicals',
  'hreflangErrors',
  'invalidJsonLd',
  'notInSitemap',
  'submitted',
] as const;
export type RunDetailKey = (typeof RUN_DETAIL_KEYS)[number];

export interface RunView {
  id: string;
  status: 'running' | 'succeeded' | 'failed' | 'skipped';
  startedAt: Date;
  finishedAt: Date | null;
  error: string | null;
  counts: { key: RunCountKey; value: number }[];
  advice: { code: AdviceCode; values: Record<string, string | number> }[];
  details: { key: RunDetailKey; items: string[] }[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One finding as a line of text (URLs and numbers only: the same in every language). */
function detailLine(item: unknown): string {
  if (typeof item === 'string') return item;
  if (!isRecord(item)) return String(item);
  const head = [item.url, item.title, item.description].find((v) => typeof v === 'string') as string | undefined;
  const parts: string[] = [];
  if (head) parts.push(head);
  if (typeof item.status === 'number') parts.push(String(item.status));
  if (typeof item.length === 'number') parts.push(String(item.length));
  if (typeof item.canonical === 'string') parts.push(`→ ${item.canonical}`);
  if (typeof item.alternate === 'string') parts.push(`${String(item.hreflang ?? '')} → ${item.alternate} (${String(item.problem ?? '')})`);
  if (typeof item.error === 'string') parts.push(item.error);
  const urls = Array.isArray(item.urls) ? item.urls : Array.isArray(item.foundOn) ? item.foundOn : null;
  if (urls) parts.push(`← ${urls.slice(0, 5).join(', ')}${urls.length > 5 ? ', …' : ''}`);
  return parts.join(' · ');
}

/** A recorded run as the admin page shows it. */
export function runView(run: JobRun): RunView {
  const result = run.result ?? {};
  const counts: RunView['counts'] = [];
  for (const source of [result.summary, result.execution_summary]) {
    if (!isRecord(source)) continue;
    for (const key of RUN_COUNT_KEYS) {
      const value = source[key];
      if (typeof value === 'number' && !counts.some((c) => c.key === key)) counts.push({ key, value });
    }
  }
  const adviceList = [result.next_steps, result.recommendations].flatMap((v) => (Array.isArray(v) ? v : []));
  const findings = isRecord(result.findings) ? result.findings : {};
  const details: RunView['details'] = [];
  for (const key of RUN_DETAIL_KEYS) {
    const list = key === 'submitted' ? result.submitted : findings[key];
    if (Array.isArray(list) && list.length > 0) details.push({ key, items: list.slice(0, 100).map(detailLine) });
  }
  return {
    id: run.id,
    status: run.status === 'succeeded' && result.skipped === true ? 'skipped' : run.status,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt,
    error: run.error,
    counts,
    advice: adviceList
      .filter((a): a is Advice => isRecord(a) && typeof a.code === 'string' && isAdviceCode(a.code))
      .map((a) => ({ code: a.code as AdviceCode, values: isRecord(a.values) ? (a.values as Record<string, string | number>) : {} })),
    details,
  };
}

/** The latest runs of every job (admin only). */
export async function listJobRuns(db: Db, actor: { id: string } | null, limit = 5): Promise<{ job: JobName; runs: RunView[] }[]> {
  await assertAdmin(db, actor);
  return Promise.all(JOB_NAMES.map(async (job) => ({ job, runs: (await recentRuns(db, job, limit)).map(runView) })));
}

/** Runs a job now for an admin (role checked here), with an audit_log row naming who did. */
export async function runJobAsAdmin(
  db: Db,
  actor: { id: string } | null,
  job: JobName,
  meta: { ip?: string | null } = {},
): Promise<{ ok: boolean; runId: string | null }> {
  const admin = await assertAdmin(db, actor);
  const answer = await runJob(db, job);
  const runId = typeof answer.body.run_id === 'string' ? answer.body.run_id : null;
  await db.insert(auditLog).values({
    actorId: admin.id,
    action: 'job.run',
    entity: 'seo_runs',
    entityId: runId,
    data: { after: { job, status: answer.httpStatus } },
    ip: meta.ip ?? null,
  });
  return { ok: answer.httpStatus < 400, runId };
}
