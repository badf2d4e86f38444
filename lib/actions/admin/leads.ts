'use server';

import { getTranslations } from 'next-intl/server';
import { runAction, type ActionContext, type ActionFailure, type ActionResult } from '@/lib/actions/client';
import { revalidateLeads } from '@/lib/actions/revalidate';
import { addLeadNote, assignLead, bulkChangeStatus, changeLeadStatus } from '@/lib/leads/admin';
import { type LeadStatus } from '@/lib/leads/model';
import { adminLeadErrorKey } from '@/lib/validation/admin-lead-errors';
import type { LeadFormError } from '@/lib/validation/admin-leads';
import type { Locale } from '@/i18n/locales';

type Ctx = ActionContext<'admin', unknown>;

const translator = (locale: Locale) => getTranslations({ locale, namespace: 'AdminLeads' });

const options = (locale: string) => ({ locale, area: 'admin', actor: 'admin', log: 'Admin action failed' }) as const;

/**
 * A schema refusal, naming the field it belongs to. The data functions check the forms' schemas
 * themselves (the HTTP routes call them too), so they hand back the issue.
 */
async function invalid({ locale, fail }: Ctx, error: LeadFormError): Promise<ActionFailure> {
  const t = await translator(locale);
  return fail('validation', { text: t(`errors.${adminLeadErrorKey(error.messageKey)}`), field: error.field });
}

/** Moves one lead to another status. */
export async function changeLeadStatusAction(localeInput: string, id: unknown, input: unknown): Promise<ActionResult> {
  return runAction(options(localeInput), async (ctx) => {
    const t = await translator(ctx.locale);
    const result = await changeLeadStatus(ctx.db, ctx.actor, id, input, ctx.meta);
    if (result.ok) {
      revalidateLeads();
      const status = t(`statuses.${result.status}`);
      return {
        ok: true,
        title: t('statusForm.doneTitle'),
        description: result.changed ? t('statusForm.done', { status }) : t('statusForm.unchanged'),
      };
    }
    if (result.error === 'validation') return invalid(ctx, result);
    if (result.error === 'invalid_transition') {
      const names = (s: LeadStatus) => t(`statuses.${s}`);
      return ctx.fail('conflict', {
        text: t('errors.invalidTransition', { from: names(result.from), to: names(result.to) }),
        field: 'status',
      });
    }
    return ctx.fail('not_found');
  });
}

/** Hands one lead to an active partner, or to none. */
export async function assignLeadAction(localeInput: string, id: unknown, input: unknown): Promise<ActionResult> {
  return runAction(options(localeInput), async (ctx) => {
    const t = await translator(ctx.locale);
    const result = await assignLead(ctx.db, ctx.actor, id, input, ctx.meta);
    if (result.ok) {
      revalidateLeads();
      const description = !result.changed
        ? t('assignForm.unchanged')
        : result.partner
          ? t('assignForm.assigned', { partner: result.partner.name })
          : t('assignForm.unassigned');
      return { ok: true, title: t('assignForm.doneTitle'), description };
    }
    if (result.error === 'validation') return invalid(ctx, result);
    if (result.error === 'partner_unavailable') return ctx.fail('conflict', { text: t('errors.partnerUnavailable'), field: 'partnerId' });
    return ctx.fail('not_found');
  });
}

/** Adds a note to one lead's history. */
export async function addLeadNoteAction(localeInput: string, id: unknown, input: unknown): Promise<ActionResult> {
  return runAction(options(localeInput), async (ctx) => {
    const t = await translator(ctx.locale);
    const result = await addLeadNote(ctx.db, ctx.actor, id, input, ctx.meta);
    if (result.ok) {
      revalidateLeads();
      return { ok: true, title: t('noteForm.doneTitle') };
    }
    if (result.error === 'validation') return invalid(ctx, result);
    return ctx.fail('not_found');
  });
}

/** One status for the leads checked in the list; answers how many changed and how many were skipped. */
export async function bulkLeadStatusAction(
  localeInput: string,
  input: unknown,
): Promise<ActionResult<{ changed: number; skipped: number }>> {
  return runAction(options(localeInput), async (ctx): Promise<ActionResult<{ changed: number; skipped: number }>> => {
    const t = await translator(ctx.locale);
    const { ids, ...change } = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
    const result = await bulkChangeStatus(ctx.db, ctx.actor, ids, change, ctx.meta);
    if (!result.ok) return invalid(ctx, result);
    revalidateLeads();
    return {
      ok: true,
      title: t('bulk.doneTitle'),
      description: t('bulk.done', { changed: result.changed, skipped: result.skipped }),
      data: { changed: result.changed, skipped: result.skipped },
    };
  });
}
