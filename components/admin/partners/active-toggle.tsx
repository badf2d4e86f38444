'use client';

import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import { setPartnerActiveForm } from '@/lib/actions/admin/partners';
import { ActionButtonForm } from '@/components/admin/action-button-form';

/** Lists or unlists one partner from the table (reversible, so no confirmation step). */
export function PartnerActiveToggle({ id, name, active }: { id: string; name: string; active: boolean }) {
  const t = useTranslations('AdminPartners');
  const locale = useLocale();
  return (
    <ActionButtonForm
      action={setPartnerActiveForm}
      fields={{ locale, id, active: String(!active) }}
      label={t(active ? 'list.deactivate' : 'list.activate')}
      ariaLabel={t(active ? 'list.deactivateNamed' : 'list.activateNamed', { name })}
      testId="partner-toggle"
    />
  );
}
