'use client';

import { LeadActionForm, LeadSubmitButton } from './lead-form-parts';
import { Plus } from '@/components/ui/icons';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { addLeadNoteAction } from '@/lib/actions/admin/leads';
import { FormField } from '@/components/ui/form';
import { lazyZodResolver } from '@/components/ui/zod-resolver';
import { Textarea } from '@/components/ui/input';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import type { LeadNote, LeadNoteInput } from '@/lib/validation/admin-leads';
import { useLeadSubmit } from './use-lead-submit';

/** A note for one lead's history; status and partner stay as they are. */
export function LeadNoteForm({ leadId, noteMax }: { leadId: string; noteMax: number }) {
  const t = useTranslations('AdminLeads');
  const locale = useLocale();
  const [resolver] = useState(() =>
    lazyZodResolver<LeadNoteInput, LeadNote>(() => import('@/lib/validation/admin-leads').then((m) => m.leadNoteSchema)),
  );
  const form = useForm<LeadNoteInput, unknown, LeadNote>({ resolver, defaultValues: { note: '' } });
  const submit = useLeadSubmit(form, {
    action: (data) => addLeadNoteAction(locale, leadId, data),
    onSuccess: () => form.reset({ note: '' }),
  });

  return (
    <LeadActionForm onSubmit={submit.onSubmit} testId="lead-note-form">
      <FormField label={t('noteForm.note')} error={submit.errorText('note')} required>
        {(c) => <Textarea {...c} {...form.register('note')} rows={3} cap={noteMax} />}
      </FormField>
      <LeadSubmitButton busy={submit.isSubmitting} icon={Plus} label={t('noteForm.submit')} busyLabel={t('noteForm.submitting')} outline />
    </LeadActionForm>
  );
}
