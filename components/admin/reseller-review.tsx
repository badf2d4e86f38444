'use client';

import { Check, Loader2, Mail, X } from '@/components/ui/icons';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { approveAction, rejectAction, resendInviteAction } from '@/lib/actions/admin/resellers';
import type { ActionResult } from '@/lib/actions/client';
import { callAction, showFieldError } from '@/components/ui/use-action';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form';
import { lazyZodResolver } from '@/components/ui/zod-resolver';
import { Textarea } from '@/components/ui/input';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import { toast } from '@/components/ui/toast';
import type { RejectInput } from '@/lib/validation/review';

type ErrorKey = 'reasonMin' | 'reasonMax';
const errorKey = (message: string | undefined): ErrorKey => (message === 'reasonMax' ? 'reasonMax' : 'reasonMin');

/** Calls a review action and shows its toast (the action re-renders the page on success). */
function useReviewAction() {
  const t = useTranslations('AdminResellers');
  return (run: () => Promise<ActionResult>) => callAction(run, { title: t('errorTitle'), description: t('failed') });
}

/** Approve, then confirm: approving creates the partner and invites the applicant. */
export function ApproveButton({ id, email }: { id: string; email: string }) {
  const t = useTranslations('AdminResellers');
  const locale = useLocale();
  const review = useReviewAction();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);

  if (!confirming)
    return (
      <Button onClick={() => setConfirming(true)} className="w-full sm:w-auto">
        <Check className="size-4" aria-hidden />
        {t('approve')}
      </Button>
    );
  return (
    <div className="flex flex-col gap-3" role="group" aria-labelledby={`approve-hint-${id}`}>
      <p id={`approve-hint-${id}`} className="text-sm text-muted-foreground">
        {t('approveHint', { email })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          autoFocus
          disabled={pending}
          onClick={async () => {
            setPending(true);
            const result = await review(() => approveAction(locale, id));
            setPending(false);
            if (!result?.ok) setConfirming(false);
          }}
        >
          {pending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Check className="size-4" aria-hidden />}
          {pending ? t('approving') : t('approveConfirm')}
        </Button>
        <Button variant="outline" disabled={pending} onClick={() => setConfirming(false)}>
          {t('cancel')}
        </Button>
      </div>
    </div>
  );
}

/** The rejection with its reason (required; mailed to the applicant). */
export function RejectForm({ id, cap }: { id: string; cap: number }) {
  const t = useTranslations('AdminResellers');
  const locale = useLocale();
  const review = useReviewAction();
  const [resolver] = useState(() => lazyZodResolver(() => import('@/lib/validation/review').then((m) => m.rejectSchema)));
  const form = useForm<RejectInput, unknown, RejectInput>({ resolver, defaultValues: { reason: '' } });
  const error = form.formState.errors.reason as { message?: string; type?: string } | undefined;
  const errorText = error?.message ? (error.type === 'server' ? error.message : t(`errors.${errorKey(error.message)}`)) : undefined;

  const onInvalid = (errors: FieldErrors<RejectInput>) =>
    toast({ title: t('validationTitle'), description: t(`errors.${errorKey(errors.reason?.message)}`), variant: 'error' });

  const onValid = async (data: RejectInput) => {
    const result = await review(() => rejectAction(locale, id, data));
    showFieldError(form, result, ['reason']);
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      onFocus={() => void import('@/lib/validation/review')}
      className="flex flex-col gap-3"
      aria-labelledby={`reject-title-${id}`}
    >
      <h3 id={`reject-title-${id}`} className="font-semibold">
        {t('rejectTitle')}
      </h3>
      <FormField label={t('reason')} hint={t('reasonHint')} error={errorText} required>
        {(control) => <Textarea {...control} {...form.register('reason')} rows={4} cap={cap} />}
      </FormField>
      <Button type="submit" variant="outline" disabled={form.formState.isSubmitting} className="w-full sm:w-auto sm:self-start">
        {form.formState.isSubmitting ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <X className="size-4" aria-hidden />}
        {form.formState.isSubmitting ? t('rejecting') : t('reject')}
      </Button>
    </form>
  );
}

/** Sends the invitation of an approved application again. */
export function ResendInviteButton({ id }: { id: string }) {
  const t = useTranslations('AdminResellers');
  const locale = useLocale();
  const review = useReviewAction();
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={pending}
      onClick={async () => {
        setPending(true);
        await review(() => resendInviteAction(locale, id));
        setPending(false);
      }}
    >
      {pending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Mail className="size-4" aria-hidden />}
      {pending ? t('resending') : t('resend')}
    </Button>
  );
}
