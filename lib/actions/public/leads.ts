'use server';

import { runAction } from '@/lib/actions/client';
import { getCurrentUser } from '@/lib/auth';
import { isLeadFormType, type LeadFormType } from '@/lib/validation/leads';
import { readIdempotencyKey } from '@/lib/leads/idempotency';
import { answerLead, leadFailure, type LeadActionResult } from '@/lib/leads/answer';

/**
 * The shared submit routine as a server action: the contact form, the e-book modal and the
 * newsletter all call it, each submission with its idempotency key (a repeat answers like the
 * first time). Never throws: a database failure answers with the failure text.
 */
export async function submitLead(
  type: LeadFormType,
  input: unknown,
  meta: { locale?: string; sourcePage?: string; startedAt?: number; honeypot?: string; idempotencyKey?: string } = {},
): Promise<LeadActionResult> {
  const idempotencyKey = readIdempotencyKey(meta.idempotencyKey);
  // The form's schema is the lead type's, checked by submitLeadWith (the HTTP route calls it too).
  return runAction(
    { locale: meta.locale, area: 'leads', actor: 'anyone', log: 'Lead submission failed', failure: leadFailure },
    async (ctx) => {
      if (!isLeadFormType(type) || idempotencyKey === undefined)
        return ctx.fail('validation', { text: ctx.text('LeadErrors.invalidInput') });
      // A lead sent while signed in belongs to that account (its id from the session only).
      const user = await getCurrentUser();
      const { answer } = await answerLead(ctx, type, input, {
        sourcePage: typeof meta.sourcePage === 'string' ? meta.sourcePage : undefined,
        startedAt: typeof meta.startedAt === 'number' ? meta.startedAt : undefined,
        honeypot: typeof meta.honeypot === 'string' ? meta.honeypot : undefined,
        idempotencyKey,
        userId: user?.id ?? null,
      });
      return answer;
    },
  );
}
