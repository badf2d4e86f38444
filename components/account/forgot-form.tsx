import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import { requestResetAction } from '@/lib/actions/auth/auth';
import type { ForgotInput } from '@/lib/validation/auth';
import { SubmitButton } from './auth-fields';
import { authResolver, useAuthSubmit, type FieldCaps } from './use-auth-form';

const resolver = authResolver(() => import('@/lib/validation/auth').then((m) => m.forgotSchema));

/** Asks for a reset link by e-mail; `invalidLink` explains why a reset link brought the visitor here. */
export function ForgotForm({ caps, invalidLink }: { caps: FieldCaps<ForgotInput>; invalidLink: boolean }) {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const form = useForm<ForgotInput>({ resolver, defaultValues: { email: '' } });
  const { onSubmit, isSubmitting, errorText, preload } = useAuthSubmit(form, {
    action: (data) => requestResetAction(locale, data),
    failure: { title: 'toast.resetErrorTitle', description: 'toast.resetException' },
  });
  return (
    <form noValidate onSubmit={onSubmit} onFocus={preload} className="flex flex-col gap-4">
      {invalidLink ? (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm">
          {t('invalidLink')}
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">{t('forgotText')}</p>
      <FormField label={t('email')} error={errorText('email')} required>
        {(control) => <Input {...control} {...form.register('email')} type="email" autoComplete="email" cap={caps.email} />}
      </FormField>
      <SubmitButton pending={isSubmitting} label={t('sendReset')} />
    </form>
  );
}
