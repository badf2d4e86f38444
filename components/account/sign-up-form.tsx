import { MailCheck } from '@/components/ui/icons';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import { signUpAction } from '@/lib/actions/auth/auth';
import type { SignUpInput } from '@/lib/validation/auth';
import { PasswordInput } from '@/components/ui/password-input';
import { SubmitButton } from './auth-fields';
import { authResolver, useAuthSubmit, type FieldCaps } from './use-auth-form';

const resolver = authResolver(() => import('@/lib/validation/auth').then((m) => m.signUpSchema));

/**
 * Account creation. The answer is the same whether or not the address has an account: check your
 * e-mail (a new address gets the link that activates the account and signs it in, then goes to
 * the `next` return path).
 */
export function SignUpForm({ caps, next }: { caps: FieldCaps<SignUpInput>; next: string }) {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<SignUpInput>({ resolver, defaultValues: { fullName: '', email: '', password: '' } });
  const { onSubmit, isSubmitting, errorText, preload } = useAuthSubmit(form, {
    action: (data) => signUpAction(locale, data, next),
    onSuccess: () => setSentTo(form.getValues('email').trim().toLowerCase()),
    failure: { title: 'toast.signupExceptionTitle', description: 'toast.signupException' },
  });
  const { register } = form;
  if (sentTo) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 rounded-lg border bg-muted/40 p-6 text-center">
        <MailCheck className="size-8 text-primary" aria-hidden />
        <p className="font-semibold">{t('toast.signupSentTitle')}</p>
        <p className="text-sm text-muted-foreground">{t('signupSentText', { email: sentTo })}</p>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} onFocus={preload} className="flex flex-col gap-4">
      <FormField label={t('fullName')} error={errorText('fullName')} required>
        {(control) => <Input {...control} {...register('fullName')} type="text" autoComplete="name" cap={caps.fullName} />}
      </FormField>
      <FormField label={t('email')} error={errorText('email')} required>
        {(control) => <Input {...control} {...register('email')} type="email" autoComplete="email" cap={caps.email} />}
      </FormField>
      <FormField label={t('password')} hint={t('passwordHint')} error={errorText('password')} required>
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" cap={caps.password} />}
      </FormField>
      <SubmitButton pending={isSubmitting} label={t('signup')} />
    </form>
  );
}
