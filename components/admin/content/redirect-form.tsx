'use client';

import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { LeadSubmitButton } from '@/components/admin/leads/lead-form-parts';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { FormField } from '@/components/ui/form';
import { ArrowRight } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { showFieldError } from '@/components/ui/use-action';
import { lazyZodResolver } from '@/components/ui/zod-resolver';
import { useLocale } from '@/i18n/navigation';
import { saveRedirectAction } from '@/lib/actions/admin/redirects';
import { toast } from '@/components/ui/toast';
import { REDIRECT_PATH_MAX, redirectErrorKey, type RedirectInput, type RedirectRule } from '@/lib/validation/redirects';

/** Adds a rule, or changes the target of an existing one (same old address). */
export function RedirectForm() {
  const t = useTranslations('AdminRedirects');
  const common = useTranslations('AdminCommon');
  const locale = useLocale();
  const run = useAdminAction();
  const [resolver] = useState(() =>
    lazyZodResolver<RedirectInput, RedirectRule>(() => import('@/lib/validation/redirects').then((m) => m.redirectSchema)),
  );
  const form = useForm<RedirectInput, unknown, RedirectRule>({ resolver, defaultValues: { fromPath: '', toPath: '' } });
  const { errors, isSubmitting } = form.formState;
  const errorText = (field: 'fromPath' | 'toPath') => {
    const error = errors[field] as { message?: string; type?: string } | undefined;
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : t(`errors.${redirectErrorKey(error.message)}`);
  };

  const onInvalid = (e: FieldErrors<RedirectInput>) =>
    toast({
      title: common('validationTitle'),
      description: t(`errors.${redirectErrorKey(e.fromPath?.message ?? e.toPath?.message)}`),
      variant: 'error',
    });

  const onValid = async (data: RedirectRule) => {
    const result = await run(() => saveRedirectAction(locale, data));
    if (result?.ok) form.reset({ fromPath: '', toPath: '' });
    else showFieldError(form, result, ['fromPath', 'toPath']);
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      onFocus={() => void import('@/lib/validation/redirects')}
      className="flex flex-col gap-3"
      data-testid="redirect-form"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t('form.from')} hint={t('form.fromHint')} error={errorText('fromPath')} required>
          {(c) => <Input {...c} {...form.register('fromPath')} placeholder="/blog/endereco-antigo" cap={REDIRECT_PATH_MAX} />}
        </FormField>
        <FormField label={t('form.to')} hint={t('form.toHint')} error={errorText('toPath')}>
          {(c) => <Input {...c} {...form.register('toPath')} placeholder="/blog/endereco-novo" cap={REDIRECT_PATH_MAX} />}
        </FormField>
      </div>
      <LeadSubmitButton busy={isSubmitting} icon={ArrowRight} label={t('form.submit')} busyLabel={t('form.submitting')} />
    </form>
  );
}
