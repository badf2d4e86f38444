'use client';

import { Loader2 } from '@/components/ui/icons';
import { useForm } from 'react-hook-form';
import { setPartnerActiveAction } from '@/lib/actions/admin/partners';
import { Button } from '@/components/ui/button';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import { useAdminAction } from '@/components/admin/use-admin-action';

/** Lists or unlists one partner from the table (reversible, so no confirmation step). */
export function PartnerActiveToggle({ id, name, active }: { id: string; name: string; active: boolean }) {
  const t = useTranslations('AdminPartners');
  const run = useAdminAction();
  const locale = useLocale();
  const form = useForm();
  const pending = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async () => {
    await run(() => setPartnerActiveAction(locale, id, !active));
  });

  return (
    <form onSubmit={onSubmit}>
      <Button
        type="submit"
        variant="outline"
        size="sm"
        disabled={pending}
        aria-label={t(active ? 'list.deactivateNamed' : 'list.activateNamed', { name })}
        data-testid="partner-toggle"
      >
        {pending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
        {t(active ? 'list.deactivate' : 'list.activate')}
      </Button>
    </form>
  );
}
