'use client';

import { LeadActionForm, LeadSubmitButton } from './lead-form-parts';
import { RefreshCw } from '@/components/ui/icons';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { changeLeadStatusAction } from '@/lib/actions/admin/leads';
import { FormField } from '@/components/ui/form';
import { lazyZodResolver } from '@/components/ui/zod-resolver';
import { Select, Textarea } from '@/components/ui/input';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import { toast } from '@/components/ui/toast';
import type { LeadStatusChange, LeadStatusInput } from '@/lib/validation/admin-leads';
import { adminLeadErrorKey } from '@/lib/validation/admin-lead-errors';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { showFieldError } from '@/components/ui/use-action';

type Status = LeadStatusChange['status'];
type FieldError = { message?: string; type?: string } | undefined;

/** The status of one lead: the statuses it may move to now, and an optional note for the history. */
export function LeadStatusForm({ leadId, options, noteMax }: { leadId: string; options: readonly Status[]; noteMax: number }) {
  const t = useTranslations('AdminLeads');
  const common = useTranslations('AdminCommon');
  const locale = useLocale();
  const run = useAdminAction();
  const [resolver] = useState(() =>
    lazyZodResolver<LeadStatusInput, LeadStatusChange>(() => import('@/lib/validation/admin-leads').then((m) => m.leadStatusSchema)),
  );
  const form = useForm<LeadStatusInput, unknown, LeadStatusChange>({ resolver, defaultValues: { status: options[0], note: '' } });
  const { errors, isSubmitting } = form.formState;
  const text = (error: FieldError) =>
    error?.message ? (error.type === 'server' ? error.message : t(`errors.${adminLeadErrorKey(error.message)}`)) : undefined;

  const onInvalid = (e: FieldErrors<LeadStatusInput>) =>
    toast({ title: common('validationTitle'), description: text(e.status ?? e.note), variant: 'error' });

  const onValid = async (data: LeadStatusChange) => {
    const result = await run(() => changeLeadStatusAction(locale, leadId, data));
    // The page gives the form a new key when the status changes, so its options follow.
    if (result?.ok) form.reset({ status: data.status, note: '' });
    else showFieldError(form, result, ['status', 'note']);
  };

  return (
    <LeadActionForm onSubmit={form.handleSubmit(onValid, onInvalid)} testId="lead-status-form">
      <FormField label={t('statusForm.next')} error={text(errors.status)} required>
        {(c) => (
          <Select {...c} {...form.register('status')}>
            {options.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={t('statusForm.note')} hint={t('statusForm.noteHint')} error={text(errors.note)}>
        {(c) => <Textarea {...c} {...form.register('note')} rows={3} cap={noteMax} />}
      </FormField>
      <LeadSubmitButton busy={isSubmitting} icon={RefreshCw} label={t('statusForm.submit')} busyLabel={t('statusForm.submitting')} />
    </LeadActionForm>
  );
}
