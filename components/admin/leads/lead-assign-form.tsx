'use client';

import { LeadActionForm, LeadSubmitButton } from './lead-form-parts';
import { Handshake } from '@/components/ui/icons';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { assignLeadAction } from '@/lib/actions/admin/leads';
import { FormField } from '@/components/ui/form';
import { lazyZodResolver } from '@/components/ui/zod-resolver';
import { Select, Textarea } from '@/components/ui/input';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import type { LeadAssign, LeadAssignInput } from '@/lib/validation/admin-leads';
import { useLeadSubmit } from './use-lead-submit';

/**
 * Hands one lead to an active partner or to none. A current partner that has since been
 * deactivated stays listed (not selectable) so the select shows who holds the lead.
 */
export function LeadAssignForm({
  leadId,
  partners,
  current,
  noteMax,
}: {
  leadId: string;
  partners: { id: string; name: string }[];
  current: { id: string; name: string; active: boolean } | null;
  noteMax: number;
}) {
  const t = useTranslations('AdminLeads');
  const locale = useLocale();
  const [resolver] = useState(() =>
    lazyZodResolver<LeadAssignInput, LeadAssign>(() => import('@/lib/validation/admin-leads').then((m) => m.leadAssignSchema)),
  );
  const form = useForm<LeadAssignInput, unknown, LeadAssign>({ resolver, defaultValues: { partnerId: current?.id ?? '', note: '' } });
  const submit = useLeadSubmit(form, {
    action: (data) => assignLeadAction(locale, leadId, { partnerId: data.partnerId ?? '', note: data.note }),
    onSuccess: (_, data) => form.reset({ partnerId: data.partnerId ?? '', note: '' }),
  });

  return (
    <LeadActionForm onSubmit={submit.onSubmit} testId="lead-assign-form">
      <FormField label={t('assignForm.partner')} hint={t('assignForm.hint')} error={submit.errorText('partnerId')}>
        {(c) => (
          <Select {...c} {...form.register('partnerId')}>
            <option value="">{t('partnerNone')}</option>
            {current && !current.active ? (
              <option value={current.id} disabled>
                {t('partnerInactive', { name: current.name })}
              </option>
            ) : null}
            {partners.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={t('assignForm.note')} error={submit.errorText('note')}>
        {(c) => <Textarea {...c} {...form.register('note')} rows={2} cap={noteMax} />}
      </FormField>
      <LeadSubmitButton
        busy={submit.isSubmitting}
        icon={Handshake}
        label={t('assignForm.submit')}
        busyLabel={t('assignForm.submitting')}
        outline
      />
    </LeadActionForm>
  );
}
