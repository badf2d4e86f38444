import type { MessageKey } from '@/i18n/strings';
import type { LeadActionResult } from '@/lib/leads/answer';
import { COMPANY } from '@/lib/config/company';
import { toast } from '@/components/ui/toast';
import type { LeadFormType } from '@/lib/validation/leads';

/** The Leads messages, as useTranslations('Leads') gives them. */
export type LeadsText = (key: MessageKey<'Leads'>, values?: Record<string, string | number>) => string;

/** Each lead type's success text, shown by the toast and by the confirmation that replaces the form. */
export const SUCCESS_KEY = {
  contact: 'contactSuccess',
  ebook: 'ebookSuccess',
  newsletter: 'newsletterSuccess',
  chat: 'contactSuccess',
} as const;

/** A stored lead, as the server action reports it (an e-book's carries its download link). */
export function leadSuccess(type: LeadFormType, t: LeadsText, downloadUrl?: string): LeadActionResult {
  return { ok: true, title: t('successTitle'), description: t(SUCCESS_KEY[type]), ...(downloadUrl ? { data: { downloadUrl } } : {}) };
}

/** The text of a submission that reached no server: WhatsApp is the way left. */
export const leadFailureText = (t: LeadsText) => t('failure', { app: COMPANY.messagingApp });

/** The toast of a server answer; returns its id. */
export function toastLeadResult(result: LeadActionResult): number {
  return toast({ title: result.title, description: result.description, variant: result.ok ? 'success' : 'error' });
}
