'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form';
import { lazyZodResolver } from '@/components/ui/zod-resolver';
import { AlertTriangle, Loader2, Trash2 } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import { localizedPath } from '@/i18n/paths';
import type { DeleteAccountInput } from '@/lib/validation/account';
import type { ActionResult } from '@/lib/actions/client';
import { useAccountSubmit } from './use-account-form';

/**
 * "Excluir minha conta": a dialog that asks for the account's e-mail typed again. After the
 * deletion the person is signed out and lands on the home page, where the toast says so.
 */
export function DeleteAccount({
  email,
  remove,
}: {
  email: string;
  remove: (locale: string, input: DeleteAccountInput) => Promise<ActionResult>;
}) {
  const t = useTranslations('ClientArea');
  const locale = useLocale();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [resolver] = useState(() =>
    lazyZodResolver<DeleteAccountInput>(() => import('@/lib/validation/account').then((m) => m.deleteAccountSchema(email))),
  );
  const form = useForm<DeleteAccountInput>({ resolver, defaultValues: { confirmEmail: '' } });
  const { onSubmit, isSubmitting, errorText, preload } = useAccountSubmit(form, {
    action: (data) => remove(locale, data),
    onSuccess: () => {
      setOpen(false);
      window.dispatchEvent(new Event('auth-changed'));
      router.push(localizedPath(locale, '/'));
    },
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Never closed under a running deletion; closing forgets what was typed.
        if (isSubmitting) return;
        setOpen(next);
        if (!next) form.reset();
      }}
    >
      <Button variant="outline" onClick={() => setOpen(true)} className="w-fit" aria-haspopup="dialog">
        <Trash2 className="size-4" aria-hidden />
        {t('privacy.deleteButton')}
      </Button>
      <DialogContent closeLabel={t('privacy.close')} className="max-w-lg gap-4 p-6 pt-8">
        <div className="flex items-start gap-3 pr-10">
          <AlertTriangle className="mt-1 size-5 shrink-0 text-destructive" aria-hidden />
          <DialogTitle className="text-xl font-bold">{t('privacy.dialogTitle')}</DialogTitle>
        </div>
        <DialogDescription className="text-sm text-muted-foreground">{t('privacy.dialogText')}</DialogDescription>
        <form noValidate onSubmit={onSubmit} onFocus={preload} className="flex flex-col gap-4">
          <FormField
            label={t('privacy.confirmLabel')}
            hint={t('privacy.confirmHint', { email })}
            error={errorText('confirmEmail')}
            required
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('confirmEmail')}
                type="email"
                inputMode="email"
                autoComplete="off"
                spellCheck={false}
                cap={255}
              />
            )}
          </FormField>
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="outline" disabled={isSubmitting}>
                {t('privacy.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Trash2 className="size-4" aria-hidden />}
              {isSubmitting ? t('privacy.deleting') : t('privacy.confirmButton')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
