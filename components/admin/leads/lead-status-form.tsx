'use client';

import { LeadActionForm, LeadSubmitButton } from './lead-form-parts';
import { RefreshCw } from '@/components/ui/icons';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { changeLeadStatusAction } from '@/lib/actions/admin/leads';
import { FormField } from '@/components/ui/form';
import { lazyZodResolver } from '@/components/ui/zod-resolver';
import { Select, Textarea } from '@/components/ui/input';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import type { LeadStatusChange, LeadStatusInput } from '@/lib/validation/admin-leads';
import { useLeadSubmit } from './use-lead-submit';

type Status = LeadStatusChange['status'];

/** The status of one lead: the statuses it may move to now, and an optional note for the history. */
export function LeadStatusForm({ leadId, options, noteMax }: { leadId: string; options: readonly Status[]; noteMax: number }) {
  const t = useTranslations('AdminLeads');
  const locale = useLocale();
  const [resolver] = useState(() =>
    lazyZodResolver<LeadStatusInput, LeadStatusChange>(() => import('@/lib/validation/admin-leads').then((m) => m.leadStatusSchema)),
  );
  const form = useForm<LeadStatusInput, unknown, LeadStatusChange>({ resolver, defaultValues: { status: options[0], note: '' } });
  const submit = useLeadSubmit(form, {
    action: (data) => changeLeadStatusAction(locale, leadId, data),
    // The page gives the form a new key when the status changes, so its options follow.
    onSuccess: (_, data) => form.reset({ status: data.status, note: '' }),
  });

  return (
    <LeadActionForm onSubmit={submit.onSubmit} testId="lead-status-form">
      <FormField label={t('statusForm.next')} error={submit.errorText('status')} required>
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
      <FormField label={t('statusForm.note')} hint={t('statusForm.noteHint')} error={submit.errorText('note')}>
        {(c) => <Textarea {...c} {...form.register('note')} rows={3} cap={noteMax} />}
      </FormField>
      <LeadSubmitButton busy={submit.isSubmitting} icon={RefreshCw} label={t('statusForm.submit')} busyLabel={t('statusForm.submitting')} />
    </LeadActionForm>
  );
}
