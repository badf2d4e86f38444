'use client';

import { Loader2, Trash2 } from '@/components/ui/icons';
import { useState } from 'react';
import { removeSubscriberForm } from '@/lib/actions/admin/newsletter';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useFormAction } from '@/components/ui/use-action';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';

/** Erases one subscriber after an explicit confirmation in a dialog (it cannot be undone). */
export function RemoveSubscriberButton({ id, email }: { id: string; email: string }) {
  const t = useTranslations('AdminNewsletter');
  const common = useTranslations('AdminCommon');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const { formAction, pending } = useFormAction(removeSubscriberForm, {
    onResult: (result) => result.ok && setOpen(false),
    unmounts: true,
  });

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
        <form action={formAction} className="flex flex-col gap-6 p-6">
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="id" value={id} />
          <DialogDescription className="break-words">{t('confirmText', { email })}</DialogDescription>
          <DialogActions cancelLabel={common('cancel')} busy={pending}>
            <Button type="submit" disabled={pending} data-testid="subscriber-remove-confirm">
              {pending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Trash2 className="size-4" aria-hidden />}
              {t('confirmRemove')}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
