import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form';
import { useTranslations } from 'next-intl';
import { Link, useLocale } from '@/i18n/navigation';
import { confirmSignUpAction } from '@/lib/actions/auth/auth';
import type { ConfirmSignUpInput } from '@/lib/validation/auth';
import { PasswordInput } from '@/components/ui/password-input';
import { SubmitButton } from './auth-fields';
import { authResolver, useAuthSubmit, useSignedIn, type FieldCaps } from './use-auth-form';

const resolver = authResolver(() => import('@/lib/validation/auth').then((m) => m.confirmSignUpSchema));

/**
 * The landing of a sign-up link: the password chosen at sign-up, typed again, creates the account
 * and signs it in. A bad or used link is reported above the field.
 */
export function ConfirmSignUpForm({ caps, token, next }: { caps: FieldCaps<ConfirmSignUpInput>; token: string; next: string }) {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const form = useForm<ConfirmSignUpInput>({ resolver, defaultValues: { token, password: '' } });
  const { onSubmit, isSubmitting, errorText, preload } = useAuthSubmit(form, {
    action: (data) => confirmSignUpAction(locale, data, next),
    onSuccess: useSignedIn(),
    failure: { title: 'toast.confirmErrorTitle', description: 'toast.signupException' },
  });
  const tokenError = errorText('token');
  return (
    <form noValidate onSubmit={onSubmit} onFocus={preload} className="flex flex-col gap-4">
      <h2 className="text-xl font-bold">{t('confirmTitle')}</h2>
      <p className="text-sm text-muted-foreground">{t('confirmText')}</p>
      {tokenError ? (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium text-destructive">
          {tokenError}
        </p>
      ) : null}
      <FormField label={t('password')} error={errorText('password')} required>
        {(control) => <PasswordInput {...control} {...form.register('password')} autoComplete="current-password" cap={caps.password} />}
      </FormField>
      <SubmitButton pending={isSubmitting} label={t('confirmButton')} />
      <Link href="/auth" className="text-center text-sm text-primary hover:underline">
        {t('tabLogin')}
      </Link>
    </form>
  );
}
