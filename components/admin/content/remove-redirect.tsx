'use client';

import { useTranslations } from 'next-intl';
import { ActionButtonForm } from '@/components/admin/action-button-form';
import { Trash2 } from '@/components/ui/icons';
import { useLocale } from '@/i18n/navigation';
import { removeRedirectForm } from '@/lib/actions/admin/redirects';

/** Removes one redirect rule; the answer is toasted, since the row itself goes with it. */
export function RemoveRedirectButton({ fromPath }: { fromPath: string }) {
  const t = useTranslations('AdminRedirects');
  const locale = useLocale();
  return (
    <ActionButtonForm
      action={removeRedirectForm}
      fields={{ locale, fromPath }}
      label={t('remove')}
      ariaLabel={t('removeAria', { from: fromPath })}
      icon={<Trash2 className="size-4" aria-hidden />}
      testId="redirect-remove"
      unmounts
    />
  );
}
