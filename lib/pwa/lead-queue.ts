import { readActionResult, resultText } from '@/lib/actions/answer';
import { IDEMPOTENCY_HEADER } from '@/lib/leads/idempotency';
import { LEAD_QUEUE, type LeadQueueEventDetail } from './lead-queue-events';
import { answerOf, backoffDelay, classifyAttempt, QUEUE_MAX_AGE_MS, replayDecision, type Attempt } from './lead-queue-rules';

/*
 * The page's queue of submissions that could not reach the server: kept in IndexedDB (a reseller
 * application with its document as a Blob), retried with the same idempotency key on `online`,
 * when the page shows again, on a back-off timer (5 s → 60 s) while a page is open, and on the next
 * page load (the layout's retrier). It works without a service worker; with one, the worker keeps
 * its own copy (Background Sync) and whichever replays first stores the one row. Loaded only when
 * a submission fails or something waits: never in a page's first load.
 */

/** A submission as the queue keeps and replays it. */
export type QueuedSubmission =
  /** POST /api/leads, JSON: {type, ...fields, locale, sourcePage, startedAt, website}. */
  | { kind: 'lead'; key: string; form: 'contact' | 'ebook'; body: Record<string, unknown> }
  /** POST /api/resellers, multipart: the form's parts (a File keeps its name). */
  | { kind: 'reseller'; key: string; form: 'reseller'; parts: [string, string | Blob][] };

type Entry = QueuedSubmission & { createdAt: number; failures: number; nextAt: number };

interface Sent {
  attempt: Attempt;
  json: unknown;
  retryAfterMs: number;
}

const DB_NAME = 'lead-queue';
const STORE = 'submissions';
/** Never retry sooner than this, whatever the clock says (another tab may be sending). */
const MIN_WAIT_MS = 1000;

let dbPromise: Promise<IDBDatabase> | null = null;

function openDb(): Promise<IDBDatabase> {
  dbPromise ??= new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE, { keyPath: 'key' });
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  }).catch((error) => {
    dbPromise = null;
    throw error;
  });
  return dbPromise;
}

async function inStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const request = run(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(request.result);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

const allEntries = () => inStore<Entry[]>('readonly', (store) => store.getAll() as IDBRequest<Entry[]>);
const getEntry = (key: string) => inStore<Entry | undefined>('readonly', (store) => store.get(key) as IDBRequest<Entry | undefined>);
const putEntry = (entry: Entry) => inStore('readwrite', (store) => store.put(entry));
const deleteEntry = (key: string) => inStore('readwrite', (store) => store.delete(key));

function setPending(pending: boolean) {
  try {
    if (pending) localStorage.setItem(LEAD_QUEUE.pendingFlag, '1');
    else localStorage.removeItem(LEAD_QUEUE.pendingFlag);
  } catch {
    // Storage blocked: the next page load then does not replay, the open page still does.
  }
}

function announce(event: string, detail: LeadQueueEventDetail) {
  window.dispatchEvent(new CustomEvent<LeadQueueEventDetail>(event, { detail }));
}

/** One try over HTTP, with the key in the header (the service worker queues it when it fails). */
async function send(submission: QueuedSubmission): Promise<Sent> {
  const headers: Record<string, string> = { Accept: 'application/json', [IDEMPOTENCY_HEADER]: submission.key };
  let body: BodyInit;
  let url: string;
  if (submission.kind === 'lead') {
    url = '/api/leads';
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(submission.body);
  } else {
    url = '/api/resellers';
    const form = new FormData();
    for (const [name, value] of submission.parts) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, value, (value as File).name || name);
    }
    body = form;
  }
  try {
    const response = await fetch(url, { method: 'POST', headers, body, credentials: 'same-origin', cache: 'no-store' });
    const attempt = answerOf(response);
    const json = attempt.kind === 'answer' && attempt.fromApp ? await response.json().catch(() => null) : null;
    const retryAfter = Number.parseInt(response.headers.get('Retry-After') ?? '', 10);
    return { attempt, json, retryAfterMs: Number.isFinite(retryAfter) ? retryAfter * 1000 : 0 };
  } catch {
    return { attempt: { kind: 'network' }, json: null, retryAfterMs: 0 };
  }
}

/**
 * Keeps a submission for later and starts the retries. False when this browser cannot keep it
 * (no IndexedDB, storage full): the caller then treats the submission as failed.
 */
export async function enqueue(submission: QueuedSubmission): Promise<boolean> {
  const now = Date.now();
  try {
    await putEntry({ ...submission, createdAt: now, failures: 1, nextAt: now + backoffDelay(1) });
  } catch {
    return false;
  }
  setPending(true);
  announce(LEAD_QUEUE.queuedEvent, { key: submission.key, form: submission.form });
  startLeadQueue(false);
  return true;
}

export type SendOutcome =
  | { status: 'sent' | 'rejected'; httpStatus: number; json: unknown }
  | { status: 'queued' }
  /** Unreachable, and this browser could not keep it either. */
  | { status: 'failed' };

/** Tries once now; keeps the submission for later when the server is unreachable. */
export async function sendOrQueue(submission: QueuedSubmission): Promise<SendOutcome> {
  const { attempt, json } = await send(submission);
  const verdict = classifyAttempt(attempt);
  if (verdict !== 'unreachable' && attempt.kind === 'answer') {
    await forget(submission.key);
    return { status: verdict === 'sent' ? 'sent' : 'rejected', httpStatus: attempt.status, json };
  }
  return (await enqueue(submission)) ? { status: 'queued' } : { status: 'failed' };
}

/** Drops a kept submission (its form was sent another way). */
export async function forget(key: string): Promise<void> {
  try {
    await deleteEntry(key);
  } catch {
    // Nothing kept, or nothing to keep it in.
  }
}

/** The service worker stored a submission this page also kept: done here too. */
export async function settleReplayed(key: string, downloadUrl?: string): Promise<void> {
  const entry = await getEntry(key).catch(() => undefined);
  if (!entry) return;
  await forget(key);
  announce(LEAD_QUEUE.sentEvent, { key, form: entry.form, ...(downloadUrl ? { downloadUrl } : {}) });
  void schedule();
}

let started = false;
let timer: ReturnType<typeof setTimeout> | undefined;
let flushing: Promise<void> | null = null;

/** Starts the retries of this page (once); `now` replays every kept submission at once. */
export function startLeadQueue(now = true): void {
  if (!started) {
    started = true;
    window.addEventListener('online', () => void flushLeadQueue(true));
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void flushLeadQueue();
    });
  }
  if (now) void flushLeadQueue(true);
  else void schedule();
}

/** Replays the kept submissions that are due (all of them with `force`); one tab at a time. */
export function flushLeadQueue(force = false): Promise<void> {
  flushing ??= oneTabAtATime(() => replayDue(force))
    .catch(() => {})
    .finally(() => {
      flushing = null;
      void schedule();
    });
  return flushing;
}

async function oneTabAtATime(run: () => Promise<void>): Promise<void> {
  if (!navigator.locks) return run();
  await navigator.locks.request('lead-queue', { ifAvailable: true }, async (lock) => (lock ? run() : undefined));
}

async function replayDue(force: boolean): Promise<void> {
  const now = Date.now();
  for (const entry of await allEntries()) {
    if (now - entry.createdAt > QUEUE_MAX_AGE_MS) {
      await forget(entry.key);
      continue;
    }
    if (!force && entry.nextAt > now) continue;
    const { attempt, json, retryAfterMs } = await send(entry);
    const decision = replayDecision(attempt);
    if (decision === 'retry') {
      const failures = entry.failures + 1;
      await putEntry({ ...entry, failures, nextAt: Date.now() + Math.max(backoffDelay(failures), retryAfterMs) });
      continue;
    }
    await forget(entry.key);
    if (decision === 'done') {
      const downloadUrl = resultText(json, 'downloadUrl');
      announce(LEAD_QUEUE.sentEvent, { key: entry.key, form: entry.form, ...(downloadUrl ? { downloadUrl } : {}) });
    } else {
      const message = readActionResult(json)?.description;
      announce(LEAD_QUEUE.droppedEvent, { key: entry.key, form: entry.form, ...(message ? { message } : {}) });
    }
  }
}

/** Sets the timer for the next due submission; clears the page-load flag once nothing waits. */
async function schedule(): Promise<void> {
  clearTimeout(timer);
  const entries = await allEntries().catch(() => [] as Entry[]);
  setPending(entries.length > 0);
  if (!started || entries.length === 0) return;
  const next = Math.min(...entries.map((e) => e.nextAt));
  timer = setTimeout(() => void flushLeadQueue(), Math.max(MIN_WAIT_MS, next - Date.now()));
}
