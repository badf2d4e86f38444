'use client';

import { ArrowRight, CheckCircle2, Loader2, Send } from '@/components/ui/icons';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useController, useForm, type FieldErrors } from 'react-hook-form';
import { buttonClass } from '@/components/ui/button';
import { lazyZodResolver } from '@/components/ui/zod-resolver';
import { SendButton, usePageShownAt } from '@/components/ui/send-button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useTranslations } from 'next-intl';
import { LOCALE_TAGS } from '@/i18n/locales';
import { Link, useLocale } from '@/i18n/navigation';
import type { MessageKey } from '@/i18n/strings';
import { QueuedNote } from '@/components/leads/queued-note';
import { IDEMPOTENCY_FIELD, SubmissionKey } from '@/lib/leads/idempotency';
import { LEAD_QUEUE, type LeadQueueEventDetail } from '@/lib/pwa/lead-queue-events';
import { classifyAttempt } from '@/lib/pwa/lead-queue-rules';
import { documentProblem, firstInvalidField, type ResellerFieldName } from '@/lib/resellers/form-input';
import { toast } from '@/components/ui/toast';
import { ANALYTICS_EVENTS, trackEvent } from '@/lib/analytics/events';
import { messageValues } from '@/lib/validation/error-keys';
import { resellerErrorKey, type ResellerErrorKey } from '@/lib/validation/reseller-errors';
import type { ResellerApplication } from '@/lib/validation/reseller';
import { ResellerFields, ResellerFormIntro, type ResellerFormStatic, type ResellerValues } from './reseller-fields';
import { sendApplication } from './send-application';

/**
 * The reseller application with react-hook-form: checked with the schema (loaded on first use)
 * and the document rules, every message inline and the first in the toast, then sent with its
 * upload progress and its idempotency key (one per application, renewed once stored). A refused
 * or failed send keeps every value and the chosen file; one that cannot reach the server is also
 * kept by the offline queue and sent once the connection is back; a stored one gives way to the
 * confirmation. Rendered with the page: fields have no default values, so what was typed or
 * ticked before hydration is adopted, and the send button waits for hydration.
 */
export function ResellerForm({ title, intro, caps, maxCities, specialties, consent }: ResellerFormStatic) {
  const t = useTranslations('ResellerForm');
  const tErr = useTranslations('ResellerErrors');
  const locale = useLocale();
  const honeypotRef = useRef<HTMLDivElement>(null);
  const documentRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [documentError, setDocumentError] = useState<string | null>(null);
  const hydrated = useHydrated();
  const shownAt = usePageShownAt();
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState<{ company: string; email: string } | null>(null);
  /** The application is kept to be sent once the connection is back. */
  const [queued, setQueued] = useState(false);
  const [key] = useState(() => new SubmissionKey());
  const tQueue = useTranslations('OfflineQueue');

  const form = useForm<ResellerValues, unknown, ResellerApplication>({
    resolver: lazyZodResolver(() => import('@/lib/validation/reseller').then((m) => m.resellerSchema)),
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;

  // The kept application sent later while the page is open: the confirmation, as after a send;
  // refused then: the form, still filled, can be corrected and sent again.
  useEffect(() => {
    if (!queued) return;
    const mine = (event: Event) => (event as CustomEvent<LeadQueueEventDetail>).detail.key === key.current();
    const onSent = (event: Event) => {
      if (!mine(event)) return;
      key.renew();
      const values = form.getValues();
      setDone({ company: values.nome_fantasia, email: values.email });
    };
    const onDropped = (event: Event) => {
      if (mine(event)) setQueued(false);
    };
    window.addEventListener(LEAD_QUEUE.sentEvent, onSent);
    window.addEventListener(LEAD_QUEUE.droppedEvent, onDropped);
    return () => {
      window.removeEventListener(LEAD_QUEUE.sentEvent, onSent);
      window.removeEventListener(LEAD_QUEUE.droppedEvent, onDropped);
    };
  }, [queued, key, form]);
  const cities = useController({ name: 'cidades_atuacao', control: form.control, defaultValue: [] });

  /** A field's message: schema errors carry a message key, server errors the translated text. */
  const errorText = (name: keyof ResellerValues): string | undefined => {
    const error = (errors as Record<string, { message?: string; type?: string } | undefined>)[name];
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : tErr(resellerErrorKey(error.message), messageValues(error.message));
  };

  const focusField = (name: ResellerFieldName) => {
    if (name === 'document') documentRef.current?.focus();
    else form.setFocus(name);
  };

  /** Checks the document, shows its message inline and returns the message key (null when it may go). */
  const checkDocument = (candidate: File | null): ResellerErrorKey | null => {
    const problem = documentProblem(candidate);
    setDocumentError(problem ? tErr(problem) : null);
    return problem;
  };

  /** The first invalid field, in page order, in the toast and focused. */
  const reportInvalid = (fieldErrors: FieldErrors<ResellerValues>, documentKey: ResellerErrorKey | null) => {
    const first = firstInvalidField((name) => (name === 'document' ? documentKey !== null : Boolean(fieldErrors[name])));
    if (!first) return;
    const message = first === 'document' ? undefined : fieldErrors[first]?.message;
    const key = first === 'document' ? documentKey : resellerErrorKey(message);
    toast({ title: t('form.validationTitle'), description: tErr(key ?? 'invalidInput', messageValues(message)), variant: 'error' });
    focusField(first);
  };

  const onFile = (chosen: File | null, input: HTMLInputElement) => {
    if (!chosen) return;
    if (checkDocument(chosen)) {
      // A file that may not go is not kept: the picker is emptied, the message stays.
      input.value = '';
      setFile(null);
    } else setFile(chosen);
  };

  // A document chosen before the page hydrated is in the picker already.
  useEffect(() => {
    const input = documentRef.current;
    const chosen = input?.files?.[0];
    if (input && chosen) onFile(chosen, input);
    // Once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onValid = async (data: ResellerApplication) => {
    const documentKey = checkDocument(file);
    if (documentKey || !file) return reportInvalid({}, documentKey ?? 'documentRequired');
    const body = new FormData();
    body.set('data', JSON.stringify(data));
    body.set('document', file);
    body.set('locale', locale);
    body.set('startedAt', String(shownAt));
    body.set('website', honeypotRef.current?.querySelector('input')?.value ?? '');
    // This application's key: every attempt of it sends the same, until one is stored.
    const submissionKey = key.current();
    body.set(IDEMPOTENCY_FIELD, submissionKey);
    setProgress(0);
    setQueued(false);
    try {
      const { attempt, result } = await sendApplication(body, setProgress);
      if (classifyAttempt(attempt) === 'unreachable') {
        // The server could not be reached: kept with its document and sent once it can. The form
        // stays as it is; sending it again is the same submission (same key).
        if (await keepForLater(submissionKey, body)) {
          setQueued(true);
          toast({ title: tQueue('queuedTitle'), description: tQueue('resellerQueued') });
        } else toast({ title: t('form.errorTitle'), description: t('form.networkError'), variant: 'error' });
        return;
      }
      const status = attempt.kind === 'answer' ? attempt.status : 0;
      if (result ? result.ok : status >= 200 && status < 300) {
        // Sent: a copy kept by an earlier attempt is not needed any more.
        if (queued)
          void loadQueue().then(
            (queue) => queue.forget(submissionKey),
            () => {},
          );
        key.renew();
        trackEvent(ANALYTICS_EVENTS.formSubmit, { event_category: 'lead', event_label: 'reseller' });
        setDone({ company: data.nome_fantasia, email: data.email });
        return;
      }
      // An answer that is not the application's (a proxy's page) says only its status.
      const fallback = status === 413 ? tErr('fileTooLarge') : status === 429 ? tErr('rateLimited') : t('form.unavailable');
      const message = result?.description ?? fallback;
      const field = result && !result.ok ? result.field : undefined;
      toast({ title: result?.title ?? t('form.errorTitle'), description: message, variant: 'error' });
      if (field === 'document') {
        setDocumentError(message);
        documentRef.current?.focus();
      } else if (field && field in form.getValues()) {
        form.setError(field as keyof ResellerValues, { type: 'server', message }, { shouldFocus: true });
      }
    } catch {
      toast({ title: t('form.errorTitle'), description: t('form.networkError'), variant: 'error' });
    } finally {
      setProgress(null);
    }
  };

  /** Hands the application to the offline queue (same parts, same key); false when it cannot keep it. */
  const keepForLater = async (submissionKey: string, body: FormData): Promise<boolean> => {
    try {
      const queue = await loadQueue();
      const parts = [...body.entries()].map(([name, value]) => [name, value] as [string, string | Blob]);
      return await queue.enqueue({ kind: 'reseller', key: submissionKey, form: 'reseller', parts });
    } catch {
      return false;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(onValid, (fieldErrors) => reportInvalid(fieldErrors, checkDocument(file)))(event);

  if (done) return <Confirmation company={done.company} email={done.email} />;

  const sending = isSubmitting || progress !== null;
  return (
    <section aria-labelledby="reseller-form-title" className="flex flex-col gap-6">
      <ResellerFormIntro title={title} intro={intro} />
      <form
        noValidate
        onSubmit={onSubmit}
        onFocus={preload}
        className="relative flex flex-col gap-6"
        data-testid="reseller-form"
        data-ready={hydrated || undefined}
      >
        <ResellerFields
          bind={(name) => form.register(name)}
          errorText={errorText}
          documentError={documentError ?? undefined}
          cities={{
            value: cities.field.value,
            onChange: cities.field.onChange,
            onBlur: cities.field.onBlur,
            ref: cities.field.ref,
          }}
          document={{ file, onFile, ref: documentRef }}
          honeypotRef={honeypotRef}
          localeTag={LOCALE_TAGS[locale]}
          caps={caps}
          maxCities={maxCities}
          specialties={specialties}
          consent={consent}
        />
        <div className="flex flex-col gap-3">
          {progress !== null ? (
            <div className="flex items-center gap-3">
              <div
                role="progressbar"
                aria-label={t('form.progress')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress}
                aria-valuetext={`${progress}%`}
                className="h-2.5 flex-1 overflow-hidden rounded-full bg-muted ring-1 ring-inset ring-border"
              >
                <div className="h-full rounded-full bg-primary transition-[width] duration-200" style={{ width: `${progress}%` }} />
              </div>
              <span className="w-12 text-right text-sm font-medium tabular-nums" aria-hidden>
                {progress}%
              </span>
            </div>
          ) : null}
          {queued ? <QueuedNote text={tQueue('resellerQueued')} /> : null}
          <SendButton busy={sending} className="w-full sm:w-fit sm:self-end">
            {sending ? <Loader2 className="size-5 animate-spin" aria-hidden /> : <Send className="size-5" aria-hidden />}
            {sending ? t('form.submitting') : t('form.submit')}
          </SendButton>
        </div>
      </form>
    </section>
  );
}

/** The offline queue, used only when the server cannot be reached. */
const loadQueue = () => import('@/lib/pwa/lead-queue');

/** Fetches the validation (schema and resolver) and the offline queue ahead of the first submission. */
function preload() {
  void import('@/lib/validation/reseller');
  import('@hookform/resolvers/zod').catch(() => {});
  loadQueue().catch(() => {});
}

/** Shown in place of the form once the application is stored; takes the focus. */
function Confirmation({ company, email }: { company: string; email: string }) {
  const t = useTranslations('ResellerForm');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const steps: MessageKey<'ResellerForm'>[] = ['form.nextEmail', 'form.nextReview', 'form.nextAccess'];
  return (
    <section
      aria-labelledby="reseller-done-title"
      className="flex flex-col gap-5 rounded-2xl border bg-card p-6 shadow-sm sm:p-8"
      data-testid="reseller-confirmation"
    >
      <CheckCircle2 className="size-12 text-emerald-600 dark:text-emerald-400" aria-hidden />
      <div>
        <h2
          id="reseller-done-title"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-extrabold tracking-tight outline-none sm:text-3xl"
        >
          {t('form.doneTitle')}
        </h2>
        <p className="mt-2 text-muted-foreground">{t('form.doneText', { company })}</p>
      </div>
      <div>
        <h3 className="mb-3 font-bold">{t('form.nextTitle')}</h3>
        <ol className="flex flex-col gap-3">
          {steps.map((key, i) => (
            <li key={key} className="flex items-start gap-3">
              <span
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
                aria-hidden
              >
                {i + 1}
              </span>
              <span className="pt-0.5">{t(key, { email })}</span>
            </li>
          ))}
        </ol>
      </div>
      <div className="flex flex-wrap gap-3">
        <Link href="/revendas" className={buttonClass()}>
          {t('form.donePartners')}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
        <Link href="/" className={buttonClass({ variant: 'outline' })}>
          {t('form.doneHome')}
        </Link>
      </div>
    </section>
  );
}
