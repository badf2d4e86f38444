'use client';

import { Loader2 } from '@/components/ui/icons';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/input';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import { callAction } from '@/components/ui/use-action';
import type { ActionResult } from '@/lib/actions/client';

type Status = 'new' | 'contacted' | 'qualified' | 'won' | 'lost';

/** The status select of one lead: the current status and the ones the partner may move it to. */
export function LeadStatusForm({
  leadId,
  name,
  current,
  options,
  action,
}: {
  leadId: string;
  name: string;
  current: Status;
  options: readonly Status[];
  action: (locale: string, leadId: string, status: string) => Promise<ActionResult>;
}) {
  const t = useTranslations('PartnerDashboard');
  const locale = useLocale();
  const id = useId();
  // The choice is one of the listed options: the server checks the transition itself.
  const form = useForm<{ status: Status }>({ defaultValues: { status: options[0] ?? current } });
  const pending = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async ({ status }) => {
    await callAction(() => action(locale, leadId, status), { title: t('toast.errorTitle'), description: t('toast.error') });
  });

  return (
    <form onSubmit={onSubmit} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t('leads.changeStatus', { name })}
      </label>
      <Select id={id} {...form.register('status')}>
        {options.map((s) => (
          <option key={s} value={s}>
            {t(`status.${s}`)}
          </option>
        ))}
      </Select>
      <Button type="submit" variant="outline" disabled={pending}>
        {pending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
        {pending ? t('leads.applying') : t('leads.apply')}
      </Button>
    </form>
  );
}
