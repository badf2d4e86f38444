import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import { signInAction } from '@/lib/actions/auth/auth';
import type { SignInInput } from '@/lib/validation/auth';
import { PasswordInput } from '@/components/ui/password-input';
import { SubmitButton } from './auth-fields';
import { authResolver, useAuthSubmit, useSignedIn, type FieldCaps } from './use-auth-form';

const resolver = authResolver(() => import('@/lib/validation/auth').then((m) => m.signInSchema));

/** Sign-in; on success goes to the server's redirect (the `next` return path). */
export function SignInForm({ caps, next }: { caps: FieldCaps<SignInInput>; next: string }) {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const form = useForm<SignInInput>({ resolver, defaultValues: { email: '', password: '' } });
  const { onSubmit, isSubmitting, errorText, preload } = useAuthSubmit(form, {
    action: (data) => signInAction(locale, data, next),
    onSuccess: useSignedIn(),
    failure: { title: 'toast.loginErrorTitle', description: 'toast.loginException' },
  });
  const { register } = form;
  return (
    <form noValidate onSubmit={onSubmit} onFocus={preload} className="flex flex-col gap-4">
      <FormField label={t('email')} error={errorText('email')} required>
        {(control) => <Input {...control} {...register('email')} type="email" autoComplete="email" cap={caps.email} />}
      </FormField>
      <FormField label={t('password')} error={errorText('password')} required>
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="current-password" cap={caps.password} />}
      </FormField>
      <SubmitButton pending={isSubmitting} label={t('login')} />
    </form>
  );
}
