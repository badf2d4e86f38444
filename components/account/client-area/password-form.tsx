'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form';
import { lazyZodResolver } from '@/components/ui/zod-resolver';
import { Loader2 } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import { PASSWORD_MAX } from '@/lib/auth/password-rules';
import type { PasswordChange, PasswordChangeInput } from '@/lib/validation/account';
import type { ActionResult } from '@/lib/actions/client';
import { PasswordInput } from '@/components/ui/password-input';
import { useAccountSubmit } from './use-account-form';

const EMPTY: PasswordChangeInput = { current: '', password: '', confirm: '' };

/** Changes the password: the current one, the new one twice. The fields empty after a success. */
export function PasswordForm({ change }: { change: (locale: string, input: PasswordChange) => Promise<ActionResult> }) {
  const t = useTranslations('ClientArea');
  const locale = useLocale();
  const [resolver] = useState(() =>
    lazyZodResolver<PasswordChangeInput, PasswordChange>(() => import('@/lib/validation/account').then((m) => m.passwordChangeSchema)),
  );
  const form = useForm<PasswordChangeInput, unknown, PasswordChange>({ resolver, defaultValues: EMPTY });
  const { onSubmit, isSubmitting, errorText, preload } = useAccountSubmit(form, {
    action: (data) => change(locale, data),
    onSuccess: () => form.reset(EMPTY),
  });
  const { register } = form;
  return (
    <form noValidate onSubmit={onSubmit} onFocus={preload} aria-label={t('password.title')} className="flex flex-col gap-4">
      <FormField label={t('password.current')} error={errorText('current')} required>
        {(control) => <PasswordInput {...control} {...register('current')} autoComplete="current-password" cap={PASSWORD_MAX} />}
      </FormField>
      <FormField label={t('password.new')} hint={t('password.newHint')} error={errorText('password')} required>
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" cap={PASSWORD_MAX} />}
      </FormField>
      <FormField label={t('password.confirm')} error={errorText('confirm')} required>
        {(control) => <PasswordInput {...control} {...register('confirm')} autoComplete="new-password" cap={PASSWORD_MAX} />}
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="w-fit">
        {isSubmitting ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
        {isSubmitting ? t('password.submitting') : t('password.submit')}
      </Button>
    </form>
  );
}
