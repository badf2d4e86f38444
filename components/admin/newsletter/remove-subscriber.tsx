'use client';

import { Loader2, Trash2 } from '@/components/ui/icons';
import { useState } from 'react';
import { removeSubscriberAction } from '@/lib/actions/admin/newsletter';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import { useAdminAction } from '@/components/admin/use-admin-action';

/** Erases one subscriber after an explicit confirmation in a dialog (it cannot be undone). */
export function RemoveSubscriberButton({ id, email }: { id: string; email: string }) {
  const t = useTranslations('AdminNewsletter');
  const common = useTranslations('AdminCommon');
  const run = useAdminAction();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const remove = async () => {
    setPending(true);
    const result = await run(() => removeSubscriberAction(locale, id));
    setPending(false);
    if (result?.ok) setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={t('removeNamed', { email })}
        data-testid="subscriber-remove"
      >
        <Trash2 className="size-4" aria-hidden />
        {t('remove')}
      </Button>
      <DialogContent closeLabel={common('cancel')} className="max-w-lg">
        <div className="bg-primary p-6 pr-14 text-primary-foreground">
          <DialogTitle className="text-xl font-bold">{t('confirmTitle')}</DialogTitle>
        </div>
        <div className="flex flex-col gap-6 p-6">
          <DialogDescription className="break-words">{t('confirmText', { email })}</DialogDescription>
          <DialogActions cancelLabel={common('cancel')} busy={pending}>
            <Button onClick={remove} disabled={pending} data-testid="subscriber-remove-confirm">
              {pending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Trash2 className="size-4" aria-hidden />}
              {t('confirmRemove')}
            </Button>
          </DialogActions>
        </div>
      </DialogContent>
    </Dialog>
  );
}
