'use client';

import { useEffect, useRef, useState } from 'react';
import type { FieldErrors, Path, Resolver, UseFormReturn } from 'react-hook-form';
import { honeypotOf, lazyZodResolver } from '@/components/ui/form';
import { useT } from '@/i18n/client';
import { ANALYTICS_EVENTS, trackEvent } from '@/lib/analytics/events';
import { useLocale } from '@/i18n/navigation';
import { COMPANY } from '@/lib/config/company';
import { TIMINGS } from '@/lib/config/limits';
import { submitLead, type LeadActionResult } from '@/lib/actions/public/leads';
import { SubmissionKey } from '@/lib/leads/idempotency';
import { appendSubmissionLog } from '@/lib/leads/local-log';
import { whatsappUrl } from '@/lib/leads/whatsapp';
import type { SendOutcome } from '@/lib/pwa/lead-queue';
import { LEAD_QUEUE, type LeadQueueEventDetail } from '@/lib/pwa/lead-queue-events';
import { toast, updateToast } from '@/lib/toast';
import { leadErrorKey } from '@/lib/validation/lead-errors';
import type { LeadFormType, LeadInput, LeadOf } from '@/lib/validation/leads';

/** The offline queue: loaded ahead with the schemas (on focus), used only when a submission cannot reach the server. */
const loadQueue = () => import('@/lib/pwa/lead-queue');
/** Forms whose submissions are kept and sent later when the server cannot be reached. */
const QUEUED_FORMS = ['contact', 'ebook'] as const;
type QueuedForm = (typeof QUEUED_FORMS)[number];
const isQueuedForm = (type: LeadFormType): type is QueuedForm => (QUEUED_FORMS as readonly string[]).includes(type);

const SUCCESS_KEY = { contact: 'contactSuccess', ebook: 'ebookSuccess', newsletter: 'newsletterSuccess', chat: 'contactSuccess' } as const;

/** The resolver of a lead form: its zod schema, loaded with the first validation. */
export function leadResolver<T extends LeadFormType>(type: T): Resolver<LeadInput<T>, unknown, LeadOf<T>> {
  return lazyZodResolver(() => import('@/lib/validation/leads').then((m) => m.leadSchema(type)));
}

/** Opens the messaging app in a new tab; returns false when the browser blocked it. */
export function openWhatsapp(url: string): boolean {
  const win = window.open(url, '_blank');
  if (!win) return false;
  win.opener = null;
  return true;
}

/**
 * The submission of a lead form (contact, e-book, newsletter) whose `useForm` uses leadResolver:
 * validation with the lead's zod schema (loaded on first use) showing every field's message inline
 * and the first one in a toast; then the server action, the local log, the success or failure
 * toast and — for contact and e-book — the WhatsApp hand-off 1 s after the lead is stored. When
 * the browser blocks that window, the success toast offers the link. A failure keeps the values;
 * when the server could not store the lead, `fallbackUrl` carries the whole request to WhatsApp.
 *
 * Every submission carries an idempotency key, kept across retries and double clicks and renewed
 * after a success: the server stores it once. When the server action cannot be reached at all,
 * contact and e-book leads go again over POST /api/leads with that key, and when that cannot
 * reach the server either they are kept by the offline queue and sent once the connection is
 * back: the form clears as after a success, says so, and `queuedUrl` offers WhatsApp meanwhile.
 */
export function useLeadSubmit<T extends LeadFormType>(
  form: UseFormReturn<LeadInput<T>, unknown, LeadOf<T>>,
  type: T,
  {
    whatsappText,
    onSuccess,
    shownAt,
  }: {
    whatsappText?: (data: LeadOf<T>) => string;
    /** Called with the server's answer (an e-book lead's carries its download link). */
    onSuccess?: (result: LeadActionResult) => void;
    /** When the visitor first saw the form, if before this hook mounted (a form loaded on first use). */
    shownAt?: number;
  },
) {
  const t = useT('Leads');
  const tErr = useT('LeadErrors');
  const tQueue = useT('OfflineQueue');
  const locale = useLocale();
  const [fallbackUrl, setFallbackUrl] = useState<string | null>(null);
  /** Once a submission is kept for later: its WhatsApp link ('' when the form has none). */
  const [queuedUrl, setQueuedUrl] = useState<string | null>(null);
  /** The key of the submission the queue keeps, until it is sent. */
  const [queuedKey, setQueuedKey] = useState<string | null>(null);
  const [key] = useState(() => new SubmissionKey());
  const startedAt = useRef(0);
  const onSuccessRef = useRef(onSuccess);
  useEffect(() => {
    onSuccessRef.current = onSuccess;
  }, [onSuccess]);

  // A kept submission sent (or refused) later while the form is still here: its note goes, and a
  // success is reported as one (an e-book's carries its link). The toast is the layout's retrier's.
  useEffect(() => {
    if (!queuedKey) return;
    const settle = (event: Event) => {
      const { key: settledKey, downloadUrl } = (event as CustomEvent<LeadQueueEventDetail>).detail;
      if (settledKey !== queuedKey) return;
      setQueuedKey(null);
      setQueuedUrl(null);
      if (event.type !== LEAD_QUEUE.sentEvent) return;
      appendSubmissionLog(type);
      onSuccessRef.current?.({
        ok: true,
        title: t('successTitle'),
        description: t(SUCCESS_KEY[type]),
        ...(downloadUrl ? { downloadUrl } : {}),
      });
    };
    window.addEventListener(LEAD_QUEUE.sentEvent, settle);
    window.addEventListener(LEAD_QUEUE.droppedEvent, settle);
    return () => {
      window.removeEventListener(LEAD_QUEUE.sentEvent, settle);
      window.removeEventListener(LEAD_QUEUE.droppedEvent, settle);
    };
  }, [queuedKey, type, t]);
  useEffect(() => {
    startedAt.current = shownAt ?? Date.now();
  }, [shownAt]);

  const fields = Object.keys(form.formState.defaultValues ?? {}) as Path<LeadInput<T>>[];

  /** A field's message: schema errors carry a message key, server errors the translated text. */
  const errorText = (name: Path<LeadInput<T>>): string | undefined => {
    const error = form.formState.errors[name] as { message?: string; type?: string } | undefined;
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : tErr(leadErrorKey(error.message));
  };

  const onInvalid = (errors: FieldErrors<LeadInput<T>>) => {
    const first = fields.find((f) => errors[f as keyof typeof errors]);
    const key = first ? (errors[first as keyof typeof errors] as { message?: string }).message : undefined;
    toast({ title: t('validationTitle'), description: tErr(leadErrorKey(key)), variant: 'error' });
  };

  /** Opens WhatsApp after the usual delay; a blocked window leaves the link in the toast. */
  const handOff = (url: string | undefined, toastId: number) => {
    if (url)
      setTimeout(() => {
        if (!openWhatsapp(url)) updateToast(toastId, { action: { label: t('openWhatsapp'), href: url } });
      }, TIMINGS.formSendDelayMs);
  };

  /** What POST /api/leads answered, as the server action would have put it. */
  const httpResult = (outcome: Extract<SendOutcome, { status: 'sent' | 'rejected' }>): LeadActionResult => {
    const body = (outcome.json && typeof outcome.json === 'object' ? outcome.json : {}) as Record<string, unknown>;
    const text = (name: string) => (typeof body[name] === 'string' && body[name] ? (body[name] as string) : undefined);
    if (outcome.status === 'sent') {
      const downloadUrl = text('downloadUrl');
      return { ok: true, title: t('successTitle'), description: t(SUCCESS_KEY[type]), ...(downloadUrl ? { downloadUrl } : {}) };
    }
    return {
      ok: false,
      title: outcome.httpStatus === 422 ? t('validationTitle') : t('errorTitle'),
      description: text('error') ?? t('failure', { app: COMPANY.messagingApp }),
      field: text('field'),
    };
  };

  /**
   * The server action never answered: the same submission (same key) over HTTP, kept by the
   * offline queue when that cannot reach the server either. Null when this form is not queued or
   * the queue's code cannot load.
   */
  const sendAgain = async (
    submissionKey: string,
    data: LeadOf<T>,
    meta: { locale: string; sourcePage: string; startedAt: number; honeypot?: string },
  ) => {
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
  };

  const onValid = async (data: LeadOf<T>, event?: { target: EventTarget | null }) => {
    const text = whatsappText?.(data);
    const url = text ? whatsappUrl(text) : undefined;
    setFallbackUrl(null);
    setQueuedUrl(null);
    const meta = { locale, sourcePage: window.location.pathname, startedAt: startedAt.current, honeypot: honeypotOf(event) };
    // This submission's key: every attempt of it (and a second click meanwhile) sends the same.
    const submissionKey = key.current();
    let result: LeadActionResult;
    try {
      result = await submitLead(type, data, { ...meta, idempotencyKey: submissionKey });
    } catch {
      // No answer (network down, server unreachable or redeployed): nothing is known to be stored.
      const outcome = await sendAgain(submissionKey, data, meta);
      if (outcome?.status === 'queued') {
        // Safe in the queue: the form clears as after a success, and WhatsApp works meanwhile.
        setQueuedKey(submissionKey);
        trackEvent(ANALYTICS_EVENTS.formSubmit, { event_category: 'lead', event_label: `${type}_queued` });
        key.renew();
        startedAt.current = Date.now();
        form.reset();
        setQueuedUrl(url ?? '');
        handOff(url, toast({ title: tQueue('queuedTitle'), description: tQueue('queued') }));
        return;
      }
      if (!outcome || outcome.status === 'failed') {
        toast({ title: t('errorTitle'), description: t('failure', { app: COMPANY.messagingApp }), variant: 'error' });
        if (url) setFallbackUrl(url);
        return;
      }
      result = httpResult(outcome);
    }
    const id = toast({ title: result.title, description: result.description, variant: result.ok ? 'success' : 'error' });
    if (!result.ok) {
      if (result.field && (fields as string[]).includes(result.field)) {
        form.setError(result.field as Path<LeadInput<T>>, { type: 'server', message: result.description }, { shouldFocus: true });
      } else if (url) setFallbackUrl(url);
      return;
    }
    key.renew();
    appendSubmissionLog(type);
    trackEvent(ANALYTICS_EVENTS.formSubmit, { event_category: 'lead', event_label: type });
    startedAt.current = Date.now();
    form.reset();
    onSuccess?.(result);
    handOff(url, id);
  };

  return {
    onSubmit: (event?: React.BaseSyntheticEvent) => form.handleSubmit(onValid, onInvalid)(event),
    isSubmitting: form.formState.isSubmitting,
    errorText,
    fallbackUrl,
    queuedUrl,
    /**
     * Fetches the validation (schemas and resolver) and, for queued forms, the offline queue ahead
     * of the first submission (call on focus), so a connection lost after typing still lets it go.
     */
    preload: () => {
      void import('@/lib/validation/leads');
      if (!isQueuedForm(type)) return;
      import('@hookform/resolvers/zod').catch(() => {});
      loadQueue().catch(() => {});
    },
  };
}
