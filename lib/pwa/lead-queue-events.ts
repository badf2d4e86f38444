/*
 * The names the offline queue of form submissions announces itself by: all the page's
 * always-loaded retrier (components/widgets/lead-queue-retrier.tsx) needs, kept apart from the
 * queue's rules and code so they stay out of every page's first load.
 */

export const LEAD_QUEUE = {
  /** localStorage: set while the page's queue holds something, so a page load knows to replay. */
  pendingFlag: 'lead-queue-pending',
  /** Window events (CustomEvent, detail LeadQueueEventDetail): also the hook for analytics. */
  queuedEvent: 'lead-queue:queued',
  sentEvent: 'lead-queue:sent',
  droppedEvent: 'lead-queue:dropped',
  /** The service worker's message to its pages after it replayed a submission. */
  workerMessage: 'lead-queue:replayed',
} as const;

export interface LeadQueueEventDetail {
  key: string;
  /** 'contact' | 'ebook' for /api/leads, 'reseller' for /api/resellers. */
  form: string;
  /** An e-book lead's signed download link, once sent. */
  downloadUrl?: string;
  /** The server's reason, when it refused a queued submission. */
  message?: string;
}

/** What the service worker posts to its pages (LEAD_QUEUE.workerMessage). */
export interface WorkerReplayMessage {
  type: typeof LEAD_QUEUE.workerMessage;
  key: string;
  sent: boolean;
  downloadUrl?: string;
}
