'use client';

import { Check, Loader2, Mail, X } from '@/components/ui/icons';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { approveForm, rejectAction, resendInviteForm } from '@/lib/actions/admin/resellers';
import { ActionButtonForm } from '@/components/admin/action-button-form';
import { useAdminSubmit } from '@/components/admin/use-admin-submit';
import { useFormAction } from '@/components/ui/use-action';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form';
import { lazyZodResolver } from '@/components/ui/zod-resolver';
import { Textarea } from '@/components/ui/input';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import type { RejectInput } from '@/lib/validation/review';

type ErrorKey = 'reasonMin' | 'reasonMax';
const errorKey = (message: string | undefined): ErrorKey => (message === 'reasonMax' ? 'reasonMax' : 'reasonMin');

/** Approve, then confirm: approving creates the partner and invites the applicant. */
export function ApproveButton({ id, email }: { id: string; email: string }) {
  const t = useTranslations('AdminResellers');
  const locale = useLocale();
  const [confirming, setConfirming] = useState(false);
  // A refusal closes the confirmation; on success the page shows the approved application.
  const { formAction, pending } = useFormAction(approveForm, {
    onResult: (result) => !result.ok && setConfirming(false),
    unmounts: true,
  });

  if (!confirming)
    return (
      <Button onClick={() => setConfirming(true)} className="w-full sm:w-auto">
        <Check className="size-4" aria-hidden />
        {t('approve')}
      </Button>
    );
  return (
    <form action={formAction} className="flex flex-col gap-3" aria-labelledby={`approve-hint-${id}`}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="id" value={id} />
      <p id={`approve-hint-${id}`} className="text-sm text-muted-foreground">
        {t('approveHint', { email })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" autoFocus disabled={pending}>
          {pending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Check className="size-4" aria-hidden />}
          {pending ? t('approving') : t('approveConfirm')}
        </Button>
        <Button variant="outline" disabled={pending} onClick={() => setConfirming(false)}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The rejection with its reason (required; mailed to the applicant). */
export function RejectForm({ id, cap }: { id: string; cap: number }) {
  const t = useTranslations('AdminResellers');
  const locale = useLocale();
  const [resolver] = useState(() => lazyZodResolver(() => import('@/lib/validation/review').then((m) => m.rejectSchema)));
  const form = useForm<RejectInput, unknown, RejectInput>({ resolver, defaultValues: { reason: '' } });
  const submit = useAdminSubmit(form, {
    action: (data) => rejectAction(locale, id, data),
    issue: (key) => t(`errors.${errorKey(key)}`),
    preload: () => void import('@/lib/validation/review'),
    texts: { validationTitle: t('validationTitle'), errorTitle: t('errorTitle'), failed: t('failed') },
  });

  return (
    <form
      noValidate
      onSubmit={submit.onSubmit}
      onFocus={submit.preload}
      className="flex flex-col gap-3"
      aria-labelledby={`reject-title-${id}`}
    >
      <h3 id={`reject-title-${id}`} className="font-semibold">
        {t('rejectTitle')}
      </h3>
      <FormField label={t('reason')} hint={t('reasonHint')} error={submit.errorText('reason')} required>
        {(control) => <Textarea {...control} {...form.register('reason')} rows={4} cap={cap} />}
      </FormField>
      <Button type="submit" variant="outline" disabled={submit.isSubmitting} className="w-full sm:w-auto sm:self-start">
        {submit.isSubmitting ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <X className="size-4" aria-hidden />}
        {submit.isSubmitting ? t('rejecting') : t('reject')}
      </Button>
    </form>
  );
}

/** Sends the invitation of an approved application again. */
export function ResendInviteButton({ id }: { id: string }) {
  const t = useTranslations('AdminResellers');
  const locale = useLocale();
  return (
    <ActionButtonForm
      action={resendInviteForm}
      fields={{ locale, id }}
      label={t('resend')}
      pendingLabel={t('resending')}
      ariaLabel={t('resend')}
      icon={<Mail className="size-4" aria-hidden />}
      testId="reseller-resend"
    />
  );
}
