'use client';

import { useEffect, useRef, useState } from 'react';
import type { FieldErrors, Path, Resolver, UseFormReturn } from 'react-hook-form';
import { honeypotOf, lazyZodResolver } from '@/components/ui/form';
import { useT } from '@/i18n/client';
import { useLocale } from '@/i18n/navigation';
import { COMPANY } from '@/lib/config/company';
import { TIMINGS } from '@/lib/config/limits';
import { submitLead, type LeadActionResult } from '@/lib/leads/actions';
import { appendSubmissionLog } from '@/lib/leads/local-log';
import { whatsappUrl } from '@/lib/leads/whatsapp';
import { toast, updateToast } from '@/lib/toast';
import { leadErrorKey } from '@/lib/validation/lead-errors';
import type { LeadFormType, LeadInput, LeadOf } from '@/lib/validation/leads';

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
  const locale = useLocale();
  const [fallbackUrl, setFallbackUrl] = useState<string | null>(null);
  const startedAt = useRef(0);
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

  const onValid = async (data: LeadOf<T>, event?: { target: EventTarget | null }) => {
    const text = whatsappText?.(data);
    const url = text ? whatsappUrl(text) : undefined;
    setFallbackUrl(null);
    try {
      const result = await submitLead(type, data, {
        locale,
        sourcePage: window.location.pathname,
        startedAt: startedAt.current,
        honeypot: honeypotOf(event),
      });
      const id = toast({ title: result.title, description: result.description, variant: result.ok ? 'success' : 'error' });
      if (!result.ok) {
        if (result.field && (fields as string[]).includes(result.field)) {
          form.setError(result.field as Path<LeadInput<T>>, { type: 'server', message: result.description }, { shouldFocus: true });
        } else if (url) setFallbackUrl(url);
        return;
      }
      appendSubmissionLog(type);
      startedAt.current = Date.now();
      form.reset();
      onSuccess?.(result);
      if (url)
        setTimeout(() => {
          if (!openWhatsapp(url)) updateToast(id, { action: { label: t('openWhatsapp'), href: url } });
        }, TIMINGS.formSendDelayMs);
    } catch {
      // Network down or server unreachable: nothing reached the database.
      toast({ title: t('errorTitle'), description: t('failure', { app: COMPANY.messagingApp }), variant: 'error' });
      if (url) setFallbackUrl(url);
    }
  };

  return {
    onSubmit: (event?: React.BaseSyntheticEvent) => form.handleSubmit(onValid, onInvalid)(event),
    isSubmitting: form.formState.isSubmitting,
    errorText,
    fallbackUrl,
    /** Fetches the schemas ahead of the first submission (call on focus). */
    preload: () => void import('@/lib/validation/leads'),
  };
}
