import 'server-only';
import type { ActionContext, ActionResult, ActionText } from '@/lib/actions/client';
import { COMPANY } from '@/lib/config/company';
import { afterAnswer } from '@/lib/http/after-answer';
import type { LeadFormType } from '@/lib/validation/leads';
import { submitLeadWith, type SubmitMeta } from './submit';

/** A stored lead's answer: its id and, for an e-book, the signed, short-lived link to the PDF. */
export type LeadActionResult = ActionResult<{ id?: string; downloadUrl?: string }>;

const SUCCESS_KEY = { contact: 'contactSuccess', ebook: 'ebookSuccess', newsletter: 'newsletterSuccess', chat: 'contactSuccess' } as const;

/** The answer when the lead could not be stored: WhatsApp is the way left. */
export const leadFailure = (text: ActionText) => ({
  title: text('Leads.errorTitle'),
  description: text('Leads.failure', { app: COMPANY.messagingApp }),
});

/**
 * The shared submit routine's answer, for the server action and POST /api/leads alike; `replayed`
 * when the submission's key had already stored it.
 */
export async function answerLead(
  { db, locale, meta, text, fail }: Pick<ActionContext<'anyone', unknown>, 'db' | 'locale' | 'meta' | 'text' | 'fail'>,
  type: LeadFormType,
  input: unknown,
  submit: Omit<SubmitMeta, 'ip' | 'locale' | 'later'>,
): Promise<{ answer: LeadActionResult; replayed: boolean }> {
  const result = await submitLeadWith(db, type, input, { ...submit, ip: meta.ip, locale, later: afterAnswer });
  if (result.ok) {
    const data = { ...(result.id ? { id: result.id } : {}), ...(result.downloadPath ? { downloadUrl: result.downloadPath } : {}) };
    return {
      answer: { ok: true, title: text('Leads.successTitle'), description: text(`Leads.${SUCCESS_KEY[type]}` as const), data },
      replayed: result.replayed === true,
    };
  }
  const message = text(`LeadErrors.${result.messageKey}` as const, result.messageValues);
  // Sent too fast to be a person: refused like a bad field, with nothing to wait for.
  if (result.error !== 'rate_limited') return { answer: fail('validation', { text: message, field: result.field }), replayed: false };
  return {
    answer: fail('rate_limited', { text: message, field: result.field, retryAfter: result.retryAfterSeconds ?? 60 }),
    replayed: false,
  };
}
