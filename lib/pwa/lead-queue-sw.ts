import { BackgroundSyncQueue, NetworkOnly } from 'serwist';
import type { Serwist, SerwistPlugin } from 'serwist';
import { IDEMPOTENCY_HEADER, isIdempotencyKey } from '@/lib/leads/idempotency';
import { resultText } from '@/lib/actions/answer';
import { LEAD_QUEUE, type WorkerReplayMessage } from './lead-queue-events';
import { answerOf, classifyAttempt, LEAD_QUEUE_PATHS, QUEUE_MAX_AGE_MS, replayDecision } from './lead-queue-rules';

/*
 * The service worker's half of the offline queue. Form submissions that carry an idempotency key
 * (POST /api/leads and /api/resellers with the Idempotency-Key header: the forms' retries, never
 * a first upload with its progress bar) go to the network as they are; when the server cannot be
 * reached, Serwist's Background Sync queue keeps the request in IndexedDB and replays it on `sync`
 * (or when the worker starts, where Background Sync is missing). The page keeps its own copy
 * (lib/pwa/lead-queue.ts); the key makes the server store one row whichever comes first.
 */

declare const self: {
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly { postMessage(message: unknown): void }[]>;
  };
};

/** A gateway error without the application's answer (the server behind the proxy is down) fails like no answer. */
const gatewayIsFailure: SerwistPlugin = {
  fetchDidSucceed: async ({ response }) => {
    if (classifyAttempt(answerOf(response)) === 'unreachable') throw new Error(`Unreachable: the gateway answered ${response.status}`);
    return response;
  },
};

/** Tells the open pages a replay's outcome, with an e-book's download link. */
async function tellPages(request: Request, response: Response, sent: boolean) {
  const key = request.headers.get(IDEMPOTENCY_HEADER) ?? '';
  let downloadUrl: string | undefined;
  if (sent && /json/i.test(response.headers.get('content-type') ?? '')) {
    downloadUrl = resultText(await response.json().catch(() => null), 'downloadUrl');
  }
  const message: WorkerReplayMessage = { type: LEAD_QUEUE.workerMessage, key, sent, ...(downloadUrl ? { downloadUrl } : {}) };
  for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) client.postMessage(message);
}

/**
 * Replays the queue in order. A request the server cannot take yet goes back to the front and the
 * sync fails, so the browser tries again later; one it refuses (4xx) is dropped.
 */
async function replay({ queue }: { queue: BackgroundSyncQueue }): Promise<void> {
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    let response: Response | null = null;
    try {
      response = await fetch(entry.request.clone());
    } catch {
      response = null;
    }
    const decision = response ? replayDecision(answerOf(response)) : 'retry';
    if (!response || decision === 'retry') {
      await queue.unshiftRequest(entry);
      throw new Error(`Lead queue '${queue.name}': the server is still unreachable`);
    }
    await tellPages(entry.request, response, decision === 'done');
  }
}

/**
 * Background Sync for one endpoint (what Serwist's BackgroundSyncPlugin does), keeping one copy
 * per idempotency key: the page retries through the worker too, and a copy per retry would only
 * replay the same submission again.
 */
function backgroundSync(name: string): SerwistPlugin {
  const queue = new BackgroundSyncQueue(name, { maxRetentionTime: QUEUE_MAX_AGE_MS / 60_000, onSync: replay });
  return {
    fetchDidFail: async ({ request }) => {
      const key = request.headers.get(IDEMPOTENCY_HEADER);
      const kept = await queue.getAll();
      if (!kept.some((entry) => entry.request.headers.get(IDEMPOTENCY_HEADER) === key)) await queue.pushRequest({ request });
    },
  };
}

/** Registers the POST routes of the form endpoints (called by app/sw.ts before addEventListeners). */
export function registerLeadQueue(serwist: Serwist): void {
  for (const path of LEAD_QUEUE_PATHS) {
    const handler = new NetworkOnly({ plugins: [gatewayIsFailure, backgroundSync(`lead-queue${path.replaceAll('/', '-')}`)] });
    serwist.registerCapture(
      ({ url, request, sameOrigin }) => sameOrigin && url.pathname === path && isIdempotencyKey(request.headers.get(IDEMPOTENCY_HEADER)),
      handler,
      'POST',
    );
  }
}
