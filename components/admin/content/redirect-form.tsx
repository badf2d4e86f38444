'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { LeadSubmitButton } from '@/components/admin/leads/lead-form-parts';
import { useAdminSubmit } from '@/components/admin/use-admin-submit';
import { FormField } from '@/components/ui/form';
import { ArrowRight } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { lazyZodResolver } from '@/components/ui/zod-resolver';
import { useLocale } from '@/i18n/navigation';
import { saveRedirectAction } from '@/lib/actions/admin/redirects';
import { REDIRECT_PATH_MAX, redirectErrorKey, type RedirectInput, type RedirectRule } from '@/lib/validation/redirects';

/** Adds a rule, or changes the target of an existing one (same old address). */
export function RedirectForm() {
  const t = useTranslations('AdminRedirects');
  const locale = useLocale();
  const [resolver] = useState(() =>
    lazyZodResolver<RedirectInput, RedirectRule>(() => import('@/lib/validation/redirects').then((m) => m.redirectSchema)),
  );
  const form = useForm<RedirectInput, unknown, RedirectRule>({ resolver, defaultValues: { fromPath: '', toPath: '' } });
  const submit = useAdminSubmit(form, {
    action: (data) => saveRedirectAction(locale, data),
    onSuccess: () => form.reset({ fromPath: '', toPath: '' }),
    issue: (key) => t(`errors.${redirectErrorKey(key)}`),
    preload: () => void import('@/lib/validation/redirects'),
  });

  return (
    <form noValidate onSubmit={submit.onSubmit} onFocus={submit.preload} className="flex flex-col gap-3" data-testid="redirect-form">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t('form.from')} hint={t('form.fromHint')} error={submit.errorText('fromPath')} required>
          {(c) => <Input {...c} {...form.register('fromPath')} placeholder="/blog/endereco-antigo" cap={REDIRECT_PATH_MAX} />}
        </FormField>
        <FormField label={t('form.to')} hint={t('form.toHint')} error={submit.errorText('toPath')}>
          {(c) => <Input {...c} {...form.register('toPath')} placeholder="/blog/endereco-novo" cap={REDIRECT_PATH_MAX} />}
        </FormField>
      </div>
      <LeadSubmitButton busy={submit.isSubmitting} icon={ArrowRight} label={t('form.submit')} busyLabel={t('form.submitting')} />
    </form>
  );
}
