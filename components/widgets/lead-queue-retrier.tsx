'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { LEAD_QUEUE, type LeadQueueEventDetail, type WorkerReplayMessage } from '@/lib/pwa/lead-queue-events';
import { toast } from '@/components/ui/toast';

const loadQueue = () => import('@/lib/pwa/lead-queue');

function somethingWaits(): boolean {
  try {
    return localStorage.getItem(LEAD_QUEUE.pendingFlag) !== null;
  } catch {
    return false;
  }
}

/**
 * Tiny and always on the page: when the idle browser finds a submission kept by an earlier visit
 * (a localStorage flag), it loads the queue, which replays it. It also shows the outcome of any
 * replay — this page's queue or the service worker's — as a toast.
 */
export function LeadQueueRetrier() {
  const t = useTranslations('OfflineQueue');
  const tRef = useRef(t);
  useEffect(() => {
    tRef.current = t;
  }, [t]);

  useEffect(() => {
    const onSent = (event: Event) => {
      const { downloadUrl } = (event as CustomEvent<LeadQueueEventDetail>).detail;
      toast({
        title: tRef.current('replay.sentTitle'),
        description: tRef.current('replay.sent'),
        variant: 'success',
        ...(downloadUrl ? { action: { label: tRef.current('replay.download'), href: downloadUrl } } : {}),
      });
    };
    const onDropped = (event: Event) => {
      const { message } = (event as CustomEvent<LeadQueueEventDetail>).detail;
      toast({
        title: tRef.current('replay.droppedTitle'),
        description: message ? tRef.current('replay.droppedReason', { reason: message }) : tRef.current('replay.dropped'),
        variant: 'error',
      });
    };
    const onWorker = (event: MessageEvent) => {
      const data = event.data as Partial<WorkerReplayMessage> | null;
      if (data?.type !== LEAD_QUEUE.workerMessage || !data.sent || typeof data.key !== 'string') return;
      void loadQueue().then((queue) => queue.settleReplayed(data.key!, data.downloadUrl));
    };
    window.addEventListener(LEAD_QUEUE.sentEvent, onSent);
    window.addEventListener(LEAD_QUEUE.droppedEvent, onDropped);
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    worker?.addEventListener('message', onWorker);
    worker?.startMessages();

    const replayKept = () => {
      if (somethingWaits())
        void loadQueue().then(
          (queue) => queue.startLeadQueue(),
          () => {},
        );
    };
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(replayKept, { timeout: 5000 })
      : window.setTimeout(replayKept, 2000);
    return () => {
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      window.removeEventListener(LEAD_QUEUE.sentEvent, onSent);
      window.removeEventListener(LEAD_QUEUE.droppedEvent, onDropped);
      worker?.removeEventListener('message', onWorker);
    };
  }, []);

  return null;
}
