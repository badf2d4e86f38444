import type { LeadFormType, LeadOf } from '@/lib/validation/leads';
import { LEAD_QUEUE, type LeadQueueEventDetail } from '@/lib/pwa/lead-queue-events';

/** The offline queue: loaded ahead with the schemas (on focus), used only when a submission cannot reach the server. */
const loadQueue = () => import('@/lib/pwa/lead-queue');
/** Forms whose submissions are kept and sent later when the server cannot be reached. */
const QUEUED_FORMS = ['contact', 'ebook'] as const;
type QueuedForm = (typeof QUEUED_FORMS)[number];
const isQueuedForm = (type: LeadFormType): type is QueuedForm => (QUEUED_FORMS as readonly string[]).includes(type);

/** Loads the resolver and the queue's code for queued forms, so a connection lost after typing still lets a submission go. */
export function preloadOfflineSend(type: LeadFormType): void {
  if (!isQueuedForm(type)) return;
  import('@hookform/resolvers/zod').catch(() => {});
  loadQueue().catch(() => {});
}

/**
 * The server action never answered: the same submission (same key) over HTTP, kept by the
 * offline queue when that cannot reach the server either. Null when this form is not queued or
 * the queue's code cannot load.
 */
export async function sendLeadAgain<T extends LeadFormType>(
  type: T,
  submissionKey: string,
  data: LeadOf<T>,
  meta: { locale: string; sourcePage: string; startedAt: number; honeypot?: string },
) {
  if (!isQueuedForm(type)) return null;
  try {
    const queue = await loadQueue();
    return await queue.sendOrQueue({
      kind: 'lead',
      key: submissionKey,
      form: type,
      body: { type, ...data, locale: meta.locale, sourcePage: meta.sourcePage, startedAt: meta.startedAt, website: meta.honeypot ?? '' },
    });
  } catch {
    return null;
  }
}

/**
 * Calls `settled` once the queue has sent (`sent` true, with an e-book's link) or dropped the
 * submission kept under `key`; returns the unsubscribe.
 */
export function onLeadSettled(key: string, settled: (sent: boolean, downloadUrl?: string) => void): () => void {
  const listener = (event: Event) => {
    const { key: settledKey, downloadUrl } = (event as CustomEvent<LeadQueueEventDetail>).detail;
    if (settledKey === key) settled(event.type === LEAD_QUEUE.sentEvent, downloadUrl);
  };
  window.addEventListener(LEAD_QUEUE.sentEvent, listener);
  window.addEventListener(LEAD_QUEUE.droppedEvent, listener);
  return () => {
    window.removeEventListener(LEAD_QUEUE.sentEvent, listener);
    window.removeEventListener(LEAD_QUEUE.droppedEvent, listener);
  };
}
