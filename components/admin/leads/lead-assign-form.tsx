'use client';

import { LeadActionForm, LeadSubmitButton } from './lead-form-parts';
import { Handshake } from '@/components/ui/icons';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { assignLeadAction } from '@/lib/actions/admin/leads';
import { FormField } from '@/components/ui/form';
import { lazyZodResolver } from '@/components/ui/zod-resolver';
import { Select, Textarea } from '@/components/ui/input';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import { toast } from '@/components/ui/toast';
import type { LeadAssign, LeadAssignInput } from '@/lib/validation/admin-leads';
import { adminLeadErrorKey } from '@/lib/validation/admin-lead-errors';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { showFieldError } from '@/components/ui/use-action';

type FieldError = { message?: string; type?: string } | undefined;

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
  const common = useTranslations('AdminCommon');
  const locale = useLocale();
  const run = useAdminAction();
  const [resolver] = useState(() =>
    lazyZodResolver<LeadAssignInput, LeadAssign>(() => import('@/lib/validation/admin-leads').then((m) => m.leadAssignSchema)),
  );
  const form = useForm<LeadAssignInput, unknown, LeadAssign>({ resolver, defaultValues: { partnerId: current?.id ?? '', note: '' } });
  const { errors, isSubmitting } = form.formState;
  const text = (error: FieldError) =>
    error?.message ? (error.type === 'server' ? error.message : t(`errors.${adminLeadErrorKey(error.message)}`)) : undefined;

  const onInvalid = (e: FieldErrors<LeadAssignInput>) =>
    toast({ title: common('validationTitle'), description: text(e.partnerId ?? e.note), variant: 'error' });

  const onValid = async (data: LeadAssign) => {
    const result = await run(() => assignLeadAction(locale, leadId, { partnerId: data.partnerId ?? '', note: data.note }));
    if (result?.ok) form.reset({ partnerId: data.partnerId ?? '', note: '' });
    else showFieldError(form, result, ['partnerId', 'note']);
  };

  return (
    <LeadActionForm onSubmit={form.handleSubmit(onValid, onInvalid)} testId="lead-assign-form">
      <FormField label={t('assignForm.partner')} hint={t('assignForm.hint')} error={text(errors.partnerId)}>
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
      <FormField label={t('assignForm.note')} error={text(errors.note)}>
        {(c) => <Textarea {...c} {...form.register('note')} rows={2} cap={noteMax} />}
      </FormField>
      <LeadSubmitButton
        busy={isSubmitting}
        icon={Handshake}
        label={t('assignForm.submit')}
        busyLabel={t('assignForm.submitting')}
        outline
      />
    </LeadActionForm>
  );
}
