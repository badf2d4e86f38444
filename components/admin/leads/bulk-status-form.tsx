'use client';

import { LeadSubmitButton } from './lead-form-parts';
import { CheckCircle2 } from '@/components/ui/icons';
import { useCallback, useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { bulkLeadStatusAction } from '@/lib/actions/admin/leads';
import { FormField } from '@/components/ui/form';
import { lazyZodResolver } from '@/components/ui/zod-resolver';
import { Checkbox, Select, Textarea } from '@/components/ui/input';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import type { LeadBulk, LeadBulkInput } from '@/lib/validation/admin-leads';
import { useLeadSubmit } from './use-lead-submit';

type Status = LeadBulk['status'];

/** The list's row checkboxes: outside this form, tied to it by their `form` attribute. */
const boxesOf = (formId: string) =>
  Array.from(document.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="ids"][form="${CSS.escape(formId)}"]`));

/**
 * One status for the leads checked in the list. The ids are read from the form's checkboxes when
 * it is sent; the server applies the status where the lead's current one allows it.
 */
export function BulkStatusForm({ formId, statuses, noteMax }: { formId: string; statuses: readonly Status[]; noteMax: number }) {
  const t = useTranslations('AdminLeads');
  const locale = useLocale();
  const allId = useId();
  const [resolver] = useState(() =>
    lazyZodResolver<LeadBulkInput, LeadBulk>(() => import('@/lib/validation/admin-leads').then((m) => m.leadBulkSchema)),
  );
  const form = useForm<LeadBulkInput, unknown, LeadBulk>({
    resolver,
    defaultValues: { ids: [], status: statuses.includes('contacted') ? 'contacted' : statuses[0], note: '' },
  });
  // The boxes are server-rendered DOM, not React state: read them as an external store.
  const subscribe = useCallback(
    (notify: () => void) => {
      const onChange = (event: Event) => {
        const target = event.target;
        if (target instanceof HTMLInputElement && target.name === 'ids' && target.form?.id === formId) notify();
      };
      document.addEventListener('change', onChange);
      return () => document.removeEventListener('change', onChange);
    },
    [formId],
  );
  const tally = useSyncExternalStore(
    subscribe,
    () => {
      const boxes = boxesOf(formId);
      return `${boxes.filter((b) => b.checked).length}/${boxes.length}`;
    },
    () => '0/0',
  );
  const [selected, onPage] = tally.split('/').map(Number) as [number, number];

  const toggleAll = (checked: boolean) => {
    for (const box of boxesOf(formId)) {
      if (box.checked === checked) continue;
      box.checked = checked;
      box.dispatchEvent(new Event('change', { bubbles: true }));
    }
  };

  const submit = useLeadSubmit(form, {
    action: (data) => bulkLeadStatusAction(locale, data),
    onSuccess: (_, data) => {
      form.reset({ ids: [], status: data.status, note: '' });
      toggleAll(false);
    },
  });
  const idsText = submit.errorText('ids');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const ids = new FormData(event.currentTarget).getAll('ids').map(String);
    form.setValue('ids', ids);
    return submit.onSubmit(event);
  };

  return (
    <form
      id={formId}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void import('@/lib/validation/admin-leads')}
      aria-labelledby={`${formId}-title`}
      className="flex flex-col gap-4 rounded-2xl border bg-card p-4 sm:p-6"
      data-testid="bulk-leads-form"
    >
      <div className="flex flex-col gap-1">
        <h3 id={`${formId}-title`} className="font-semibold">
          {t('bulk.title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('bulk.hint')}</p>
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <label htmlFor={allId} className="inline-flex items-center gap-2 text-sm font-medium">
          <Checkbox
            id={allId}
            checked={onPage > 0 && selected === onPage}
            disabled={onPage === 0}
            onChange={(e) => toggleAll(e.target.checked)}
          />
          {t('bulk.selectPage')}
        </label>
        <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="bulk-selected">
          {t('bulk.selected', { count: selected })}
        </p>
      </div>
      {idsText ? (
        <p className="text-sm font-medium text-destructive" role="alert">
          {idsText}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-[14rem_1fr] sm:items-start">
        <FormField label={t('bulk.status')} error={submit.errorText('status')} required>
          {(c) => (
            <Select {...c} {...form.register('status')}>
              {statuses.map((s) => (
                <option key={s} value={s}>
                  {t(`statuses.${s}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t('bulk.note')} error={submit.errorText('note')}>
          {(c) => <Textarea {...c} {...form.register('note')} rows={2} cap={noteMax} />}
        </FormField>
      </div>
      <LeadSubmitButton busy={submit.isSubmitting} icon={CheckCircle2} label={t('bulk.apply')} busyLabel={t('bulk.applying')} />
    </form>
  );
}
