import { useEffect, useRef, useState } from 'react';
import type { FieldErrors, Path, UseFormReturn } from 'react-hook-form';
import { honeypotOf } from '@/components/ui/form';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import { submitLead } from '@/lib/actions/public/leads';
import type { LeadActionResult } from '@/lib/leads/answer';
import { SubmissionKey } from '@/lib/leads/idempotency';
import { appendSubmissionLog } from '@/lib/leads/local-log';
import { whatsappUrl } from '@/lib/leads/whatsapp';
import { toast } from '@/components/ui/toast';
import { showFieldError } from '@/components/ui/use-action';
import type { LeadFormType, LeadInput, LeadOf } from '@/lib/validation/leads';
import { trackLeadSubmit } from './lead-analytics';
import { onLeadSettled, preloadOfflineSend, sendLeadAgain } from './lead-offline';
import { leadFailureText, leadSuccess, toastLeadResult } from './lead-result';
import { readActionResult } from '@/lib/actions/answer';
import { isUntouched, type ReceivedLead } from './lead-received';
import { firstLeadError, leadFieldError } from './lead-validation';
import { handOffToWhatsapp } from './whatsapp-handoff';

/**
 * The submission of a lead form (contact, e-book, newsletter) whose `useForm` uses leadResolver:
 * validation with the lead's zod schema (loaded on first use) showing every field's message inline
 * and the first one in a toast; then the server action, the local log, the success or failure
 * toast and — for contact and e-book — the WhatsApp hand-off 1 s after the lead is stored. When
 * the browser blocks that window, the success toast offers the link. A stored lead clears the form
 * and sets `received` (its WhatsApp link, an e-book's download link) for the confirmation that
 * replaces the form until `sendAnother`. A failure keeps the values; when the server could not
 * store the lead, `fallbackUrl` carries the whole request to WhatsApp.
 *
 * Every submission carries an idempotency key, kept across retries and double clicks and renewed
 * after a success: the server stores it once. When the server action cannot be reached at all,
 * contact and e-book leads go again over POST /api/leads with that key, and when that cannot
 * reach the server either they are kept by the offline queue and sent once the connection is
 * back: the form clears as after a success, says so, and `queuedUrl` offers WhatsApp meanwhile;
 * it is not `received` until the queue has sent it.
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
    /** When the visitor first saw the form, if before this hook mounted (a form shown with the page). */
    shownAt?: number;
  },
) {
  const t = useTranslations('Leads');
  const tErr = useTranslations('LeadErrors');
  const tQueue = useTranslations('OfflineQueue');
  const locale = useLocale();
  const [fallbackUrl, setFallbackUrl] = useState<string | null>(null);
  /** Once a submission is kept for later: its WhatsApp link ('' when the form has none). */
  const [queuedUrl, setQueuedUrl] = useState<string | null>(null);
  /** The submission the queue keeps (its key and WhatsApp link), until it is sent. */
  const [queued, setQueued] = useState<{ key: string; url: string } | null>(null);
  /** The stored lead the confirmation shows, until the visitor asks for the form again. */
  const [received, setReceived] = useState<ReceivedLead | null>(null);
  /** Set by sendAnother: the form's first field takes focus once the form is back. */
  const focusFirstField = useRef(false);
  const [key] = useState(() => new SubmissionKey());
  const startedAt = useRef(0);
  const onSuccessRef = useRef(onSuccess);
  useEffect(() => {
    onSuccessRef.current = onSuccess;
  }, [onSuccess]);

  // A kept submission sent (or refused) later while the form is still here: its note goes, and a
  // success is reported as one (an e-book's carries its link). The toast is the layout's retrier's.
  // The confirmation replaces the form only while it holds nothing new the visitor typed.
  useEffect(() => {
    if (!queued) return;
    return onLeadSettled(queued.key, (sent, downloadUrl) => {
      setQueued(null);
      setQueuedUrl(null);
      if (!sent) return;
      appendSubmissionLog(type);
      onSuccessRef.current?.(leadSuccess(type, t, downloadUrl));
      const defaults = (form.formState.defaultValues ?? {}) as Record<string, unknown>;
      if (isUntouched(form.getValues() as Record<string, unknown>, defaults))
        setReceived({ whatsappUrl: queued.url || null, downloadUrl: downloadUrl ?? null });
    });
  }, [queued, type, t, form]);
  useEffect(() => {
    startedAt.current = shownAt ?? Date.now();
  }, [shownAt]);

  const errorText = (name: Path<LeadInput<T>>): string | undefined =>
    leadFieldError(form.formState.errors[name] as { message?: string; type?: string } | undefined, tErr);

  // The form's fields in the order they were registered, which is the page's order.
  const fields = () => Object.keys(form.getValues()) as Path<LeadInput<T>>[];

  const onInvalid = (errors: FieldErrors<LeadInput<T>>) => {
    toast({ title: t('validationTitle'), description: firstLeadError(fields(), errors, tErr), variant: 'error' });
  };

  const handOff = (url: string | undefined, toastId: number) => handOffToWhatsapp(url, toastId, t('openWhatsapp'));

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
      const outcome = await sendLeadAgain(type, submissionKey, data, meta);
      if (outcome?.status === 'queued') {
        // Safe in the queue: the form clears as after a success, and WhatsApp works meanwhile.
        setQueued({ key: submissionKey, url: url ?? '' });
        trackLeadSubmit(type, true);
        key.renew();
        startedAt.current = Date.now();
        form.reset();
        setQueuedUrl(url ?? '');
        handOff(url, toast({ title: tQueue('queuedTitle'), description: tQueue('queued') }));
        return;
      }
      if (!outcome || outcome.status === 'failed') {
        toast({ title: t('errorTitle'), description: leadFailureText(t), variant: 'error' });
        if (url) setFallbackUrl(url);
        return;
      }
      // The route answers what the action would have; a body that is not one (a proxy's page) says only whether it was stored.
      result =
        readActionResult<LeadActionResult>(outcome.json) ??
        (outcome.status === 'sent'
          ? leadSuccess(type, t)
          : { ok: false, error: 'failed', title: t('errorTitle'), description: leadFailureText(t) });
    }
    const id = toastLeadResult(result);
    if (!result.ok) {
      if (!showFieldError(form, result, fields()) && url) setFallbackUrl(url);
      return;
    }
    key.renew();
    appendSubmissionLog(type);
    trackLeadSubmit(type);
    startedAt.current = Date.now();
    form.reset();
    setReceived({ whatsappUrl: url ?? null, downloadUrl: result.data?.downloadUrl ?? null });
    onSuccess?.(result);
    handOff(url, id);
  };

  // Back from the confirmation: the empty form again, focus in its first field.
  useEffect(() => {
    if (received || !focusFirstField.current) return;
    focusFirstField.current = false;
    const [first] = Object.keys(form.getValues()) as Path<LeadInput<T>>[];
    if (first) form.setFocus(first);
  }, [received, form]);

  return {
    onSubmit: (event?: React.BaseSyntheticEvent) => form.handleSubmit(onValid, onInvalid)(event),
    isSubmitting: form.formState.isSubmitting,
    errorText,
    fallbackUrl,
    queuedUrl,
    /** The stored lead the confirmation shows in place of the form; null while the form shows. */
    received,
    /** Leaves the confirmation for the empty form. */
    sendAnother: () => {
      focusFirstField.current = true;
      setReceived(null);
    },
    /**
     * Fetches the validation (schemas and resolver) and, for queued forms, the offline queue ahead
     * of the first submission (call on focus), so a connection lost after typing still lets it go.
     */
    preload: () => {
      void import('@/lib/validation/leads');
      preloadOfflineSend(type);
    },
  };
}
