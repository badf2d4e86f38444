/*
 * The rules of the offline queue of form submissions, shared by the forms, the page's queue
 * (lib/pwa/lead-queue.ts) and the service worker (lib/pwa/lead-queue-sw.ts). Pure; the names the
 * always-loaded retrier needs live apart, in lib/pwa/lead-queue-events.ts.
 */

/** The endpoints whose submissions are queued and replayed (always with their idempotency key). */
export const LEAD_QUEUE_PATHS = ['/api/leads', '/api/resellers'] as const;

/** How long a queued submission is kept and retried. */
export const QUEUE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Retries while the page is open: 5 s after the first failure, doubling up to a minute. */
export const BACKOFF = { firstMs: 5_000, maxMs: 60_000 } as const;

/** The wait before the next try after `failures` failed tries in a row (1 → 5 s, 2 → 10 s, … ≤ 60 s). */
export function backoffDelay(failures: number): number {
  const n = Math.max(1, Math.floor(failures));
  return Math.min(BACKOFF.maxMs, BACKOFF.firstMs * 2 ** Math.min(n - 1, 16));
}

/** One try to send a submission. */
export type Attempt =
  /** No answer: fetch's TypeError, XMLHttpRequest's error or timeout, a server action that failed in transit. */
  | { kind: 'network' }
  /** An answer; `fromApp`: its body is the application's JSON (not a proxy's error page). */
  | { kind: 'answer'; status: number; fromApp: boolean };

/** The attempt a fetch Response makes (the body is not read). */
export function answerOf(response: { status: number; headers: { get(name: string): string | null } }): Attempt {
  return { kind: 'answer', status: response.status, fromApp: /\bjson\b/i.test(response.headers.get('content-type') ?? '') };
}

const GATEWAY = new Set([502, 503, 504]);

/**
 * A form's own try: `unreachable` when the server could not be reached (no answer, or a gateway
 * error without the application's answer) — the submission is queued; `rejected` when the
 * application answered no (validation, any other 4xx, its own 5xx such as its database being
 * down) — the form shows why and keeps the values.
 */
export function classifyAttempt(attempt: Attempt): 'sent' | 'unreachable' | 'rejected' {
  if (attempt.kind === 'network') return 'unreachable';
  if (attempt.status >= 200 && attempt.status < 300) return 'sent';
  if (GATEWAY.has(attempt.status) && !attempt.fromApp) return 'unreachable';
  return 'rejected';
}

/**
 * A replay of a queued submission: `done` once stored (a repeat of a stored key answers success
 * too); `retry` while the server is unreachable, busy (408, 425, 429) or failing (5xx); `drop` when
 * it refuses the submission itself (any other 4xx), which no retry changes.
 */
export function replayDecision(attempt: Attempt): 'done' | 'retry' | 'drop' {
  if (attempt.kind === 'network') return 'retry';
  const { status } = attempt;
  if (status >= 200 && status < 300) return 'done';
  if (status === 408 || status === 425 || status === 429 || status >= 500) return 'retry';
  return 'drop';
}
