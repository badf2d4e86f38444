import { useForm } from 'react-hook-form';
import { useRouter } from 'next/navigation';
import { FormField } from '@/components/ui/form';
import { useTranslations } from 'next-intl';
import { Link, useLocale } from '@/i18n/navigation';
import { resetPasswordAction } from '@/lib/actions/auth/auth';
import { localizedPath } from '@/i18n/paths';
import type { ResetInput } from '@/lib/validation/auth';
import { PasswordInput } from '@/components/ui/password-input';
import { SubmitButton } from './auth-fields';
import { authResolver, useAuthSubmit, type FieldCaps } from './use-auth-form';

const resolver = authResolver(() => import('@/lib/validation/auth').then((m) => m.resetSchema));

/**
 * Sets a new password with the token of a reset link. On success the token leaves the address
 * and `onDone` shows the sign-in form; a bad token is reported above the fields.
 */
export function ResetForm({ caps, token, onDone }: { caps: FieldCaps<ResetInput>; token: string; onDone: () => void }) {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const router = useRouter();
  const form = useForm<ResetInput>({ resolver, defaultValues: { token, password: '', confirm: '' } });
  const { onSubmit, isSubmitting, errorText, preload } = useAuthSubmit(form, {
    action: (data) => resetPasswordAction(locale, data),
    onSuccess: () => {
      // The token leaves the address; a return path (an invitation's partner dashboard) stays.
      const next = new URLSearchParams(window.location.search).get('next');
      router.replace(`${localizedPath(locale, '/auth')}${next ? `?next=${encodeURIComponent(next)}` : ''}`);
      onDone();
    },
    failure: { title: 'toast.resetErrorTitle', description: 'toast.resetException' },
  });
  const { register } = form;
  const tokenError = errorText('token');
  return (
    <form noValidate onSubmit={onSubmit} onFocus={preload} className="flex flex-col gap-4">
      <h2 className="text-xl font-bold">{t('resetTitle')}</h2>
      <p className="text-sm text-muted-foreground">{t('resetText')}</p>
      {tokenError ? (
        <p className="rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium text-destructive">{tokenError}</p>
      ) : null}
      <FormField label={t('newPassword')} hint={t('passwordHint')} error={errorText('password')} required>
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" cap={caps.password} />}
      </FormField>
      <FormField label={t('confirmPassword')} error={errorText('confirm')} required>
        {(control) => <PasswordInput {...control} {...register('confirm')} autoComplete="new-password" cap={caps.confirm} />}
      </FormField>
      <SubmitButton pending={isSubmitting} label={t('saveNewPassword')} />
      <Link href="/auth" className="text-center text-sm text-primary hover:underline">
        {t('tabLogin')}
      </Link>
    </form>
  );
}
