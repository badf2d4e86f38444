'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { Button } from '@/components/ui/button';
import { Loader2, Trash2 } from '@/components/ui/icons';
import { useLocale } from '@/i18n/navigation';
import { removeRedirectAction } from '@/lib/actions/admin/redirects';

/** Removes one redirect rule; the answer is toasted, since the row itself goes with it. */
export function RemoveRedirectButton({ fromPath }: { fromPath: string }) {
  const t = useTranslations('AdminRedirects');
  const run = useAdminAction();
  const locale = useLocale();
  const [pending, setPending] = useState(false);
  const remove = async () => {
    setPending(true);
    await run(() => removeRedirectAction(locale, fromPath));
    setPending(false);
  };
  return (
    <Button variant="outline" size="sm" onClick={remove} disabled={pending} aria-label={t('removeAria', { from: fromPath })}>
      {pending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Trash2 className="size-4" aria-hidden />}
      {t('remove')}
    </Button>
  );
}
