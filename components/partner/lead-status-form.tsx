'use client';

import { Loader2 } from '@/components/ui/icons';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/input';
import { useFormAction } from '@/components/ui/use-action';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import { changeLeadStatusForm } from '@/lib/actions/partner/dashboard';

type Status = 'new' | 'contacted' | 'qualified' | 'won' | 'lost';

/**
 * The status select of one lead: the statuses the partner may move it to, as a plain form; the
 * server checks the transition itself.
 */
export function LeadStatusForm({
  leadId,
  name,
  current,
  options,
}: {
  leadId: string;
  name: string;
  current: Status;
  options: readonly Status[];
}) {
  const t = useTranslations('PartnerDashboard');
  const locale = useLocale();
  const id = useId();
  const { formAction, pending } = useFormAction(changeLeadStatusForm, { unmounts: true });

  return (
    <form action={formAction} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="leadId" value={leadId} />
      <label htmlFor={id} className="sr-only">
        {t('leads.changeStatus', { name })}
      </label>
      <Select id={id} name="status" defaultValue={options[0] ?? current}>
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
