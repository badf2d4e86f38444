'use client';

import { Loader2, Send } from '@/components/ui/icons';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { resendMailAction } from '@/lib/actions/admin/emails';
import { Button } from '@/components/ui/button';
import { lazyZodResolver } from '@/components/ui/zod-resolver';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import { toast } from '@/lib/toast';
import { useAdminAction } from '@/components/admin/use-admin-action';
import type { ResendMailInput } from '@/lib/validation/admin-users';

const loadSchema = () => import('@/lib/validation/admin-users').then((m) => m.resendMailSchema);

/** Sends one failed mail again now; the outcome is toasted and announced beside the button. */
export function ResendButton({ id, to, subject }: { id: string; to: string; subject: string }) {
  const t = useTranslations('AdminMail');
  const common = useTranslations('AdminCommon');
  const run = useAdminAction();
  const locale = useLocale();
  const [resolver] = useState(() => lazyZodResolver<ResendMailInput>(loadSchema));
  const form = useForm<ResendMailInput>({ resolver, defaultValues: { id } });
  const [outcome, setOutcome] = useState('');
  const pending = form.formState.isSubmitting;

  const onValid = async (data: ResendMailInput) => {
    const result = await run(() => resendMailAction(locale, data));
    if (result) setOutcome(result.description ?? result.title);
  };
  const onInvalid = () => toast({ title: common('validationTitle'), description: t('errors.invalidInput'), variant: 'error' });

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="flex flex-col items-start gap-1">
      <input type="hidden" {...form.register('id')} />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        disabled={pending}
        onFocus={() => void loadSchema()}
        aria-label={t('resendLabel', { subject, to })}
        data-testid="mail-resend"
      >
        {pending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Send className="size-4" aria-hidden />}
        {pending ? t('resending') : t('resend')}
      </Button>
      <p aria-live="polite" className="max-w-56 text-xs text-muted-foreground empty:hidden">
        {outcome}
      </p>
    </form>
  );
}
