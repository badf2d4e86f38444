'use client';

import { useEffect, useRef, useState } from 'react';
import { useUiStrings } from '@/components/ui-strings';
import { useLocale } from '@/i18n/navigation';
import { submitLead } from '@/lib/leads/actions';
import { appendSubmissionLog } from '@/lib/leads/local-log';
import { whatsappUrl } from '@/lib/leads/whatsapp';
import { COMPANY, TIMINGS } from '@/lib/site';
import { toast } from '@/lib/toast';
import type { LeadFormType } from '@/lib/validation/leads';

export interface SubmitOutcome {
  ok: boolean;
  /** The field to focus after a validation error, and its message. */
  field?: string;
  message?: string;
  /** On a failure that is not the visitor's input: the WhatsApp link carrying the whole lead. */
  fallbackUrl?: string;
}

/** Opens the messaging app in a new tab; returns false when the browser blocked it. */
export function openWhatsapp(url: string): boolean {
  const win = window.open(url, '_blank');
  if (!win) return false;
  win.opener = null;
  return true;
}

/**
 * The client half of the shared submit routine (SPEC §4): isSubmitting, validation toast,
 * server call, local log, success or failure toast, and — for contact and e-book — the WhatsApp
 * hand-off after 1 s. A failure keeps the form's values and offers the WhatsApp link instead.
 */
export function useLeadSubmit(type: LeadFormType, whatsappText?: (data: Record<string, string>) => string) {
  const t = useUiStrings('Leads');
  const tErr = useUiStrings('LeadErrors');
  const locale = useLocale();
  const [isSubmitting, setSubmitting] = useState(false);
  const startedAt = useRef<number>(0);
  useEffect(() => {
    startedAt.current = Date.now();
  }, []);

  /** Fetches the validation code ahead of the first submission (call on focus). */
  const preload = () => void import('@/lib/validation/leads');

  async function submit(values: Record<string, string>, honeypot = ''): Promise<SubmitOutcome> {
    // The schemas (zod) load with the first submission, not with the page.
    const { validateLead } = await import('@/lib/validation/leads');
    const check = validateLead(type, values);
    if (!check.ok) {
      const message = tErr(check.messageKey);
      toast({ title: t('validationTitle'), description: message, variant: 'error' });
      return { ok: false, field: check.field, message };
    }
    const text = whatsappText?.(check.data as Record<string, string>);
    const fallbackUrl = text ? whatsappUrl(text) : undefined;
    setSubmitting(true);
    try {
      const result = await submitLead(type, values, {
        locale,
        sourcePage: window.location.pathname,
        startedAt: startedAt.current,
        honeypot,
      });
      toast({ title: result.title, description: result.description, variant: result.ok ? 'success' : 'error' });
      if (!result.ok) {
        return result.field ? { ok: false, field: result.field, message: result.description } : { ok: false, fallbackUrl };
      }
      appendSubmissionLog(type);
      if (fallbackUrl) setTimeout(() => openWhatsapp(fallbackUrl), TIMINGS.formSendDelayMs);
      startedAt.current = Date.now();
      return { ok: true };
    } catch {
      // Network down or server unreachable: nothing reached the database.
      toast({ title: t('errorTitle'), description: t('failure', { app: COMPANY.messagingApp }), variant: 'error' });
      return { ok: false, fallbackUrl };
    } finally {
      setSubmitting(false);
    }
  }

  return { submit, isSubmitting, preload };
}
