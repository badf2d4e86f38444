'use client';

import { LeadActionForm, LeadSubmitButton } from './lead-form-parts';
import { Plus } from '@/components/ui/icons';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { addLeadNoteAction } from '@/lib/actions/admin/leads';
import { FormField } from '@/components/ui/form';
import { lazyZodResolver } from '@/components/ui/zod-resolver';
import { Textarea } from '@/components/ui/input';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import { toast } from '@/components/ui/toast';
import type { LeadNote, LeadNoteInput } from '@/lib/validation/admin-leads';
import { adminLeadErrorKey } from '@/lib/validation/admin-lead-errors';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { showFieldError } from '@/components/ui/use-action';

/** A note for one lead's history; status and partner stay as they are. */
export function LeadNoteForm({ leadId, noteMax }: { leadId: string; noteMax: number }) {
  const t = useTranslations('AdminLeads');
  const common = useTranslations('AdminCommon');
  const locale = useLocale();
  const run = useAdminAction();
  const [resolver] = useState(() =>
    lazyZodResolver<LeadNoteInput, LeadNote>(() => import('@/lib/validation/admin-leads').then((m) => m.leadNoteSchema)),
  );
  const form = useForm<LeadNoteInput, unknown, LeadNote>({ resolver, defaultValues: { note: '' } });
  const { errors, isSubmitting } = form.formState;
  const error = errors.note as { message?: string; type?: string } | undefined;
  const errorText = error?.message
    ? error.type === 'server'
      ? error.message
      : t(`errors.${adminLeadErrorKey(error.message)}`)
    : undefined;

  const onInvalid = (e: FieldErrors<LeadNoteInput>) =>
    toast({ title: common('validationTitle'), description: t(`errors.${adminLeadErrorKey(e.note?.message)}`), variant: 'error' });

  const onValid = async (data: LeadNote) => {
    const result = await run(() => addLeadNoteAction(locale, leadId, data));
    if (result?.ok) form.reset({ note: '' });
    else showFieldError(form, result, ['note']);
  };

  return (
    <LeadActionForm onSubmit={form.handleSubmit(onValid, onInvalid)} testId="lead-note-form">
      <FormField label={t('noteForm.note')} error={errorText} required>
        {(c) => <Textarea {...c} {...form.register('note')} rows={3} cap={noteMax} />}
      </FormField>
      <LeadSubmitButton busy={isSubmitting} icon={Plus} label={t('noteForm.submit')} busyLabel={t('noteForm.submitting')} outline />
    </LeadActionForm>
  );
}
