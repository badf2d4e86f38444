import { useRouter } from 'next/navigation';
import type { FieldValues, Resolver, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { lazyZodResolver } from '@/components/ui/zod-resolver';
import { useTranslations } from 'next-intl';
import type { MessageKey } from '@/i18n/strings';
import type { AuthActionResult } from '@/lib/actions/auth/auth';
import { useActionForm } from '@/components/ui/use-action';
import { authErrorKey } from '@/lib/validation/auth-errors';
import { messageValues } from '@/lib/validation/error-keys';

/** The resolver of an /auth form: its zod schema, loaded with the first validation. */
export function authResolver<T extends FieldValues>(schema: () => Promise<z.ZodType<T, T>>): Resolver<T, unknown, T> {
  return lazyZodResolver(schema);
}

/** Typing caps of a form's fields, read from its schema on the server. */
export type FieldCaps<T> = Record<keyof T & string, number>;

/**
 * The submission of an /auth form whose `useForm` uses authResolver, through the one action form
 * hook with the Auth texts. `failure` is the toast when the action cannot be reached.
 */
export function useAuthSubmit<T extends FieldValues>(
  form: UseFormReturn<T, unknown, T>,
  {
    action,
    onSuccess,
    failure,
  }: {
    action: (data: T) => Promise<AuthActionResult>;
    onSuccess?: (result: AuthActionResult) => void;
    failure: { title: MessageKey<'Auth'>; description: MessageKey<'Auth'> };
  },
) {
  const t = useTranslations('Auth');
  return useActionForm(form, {
    action,
    onSuccess,
    messages: {
      validationTitle: t('toast.validationTitle'),
      issue: (message) => t(`errors.${authErrorKey(message)}`, messageValues(message)),
      unreachable: { title: t(failure.title), description: t(failure.description) },
    },
    preload: () => void import('@/lib/validation/auth'),
  });
}

/** After sign-in or sign-up: tell the header, then go where the server says. */
export function useSignedIn() {
  const router = useRouter();
  return (result: AuthActionResult) => {
    window.dispatchEvent(new Event('auth-changed'));
    // The action set the session cookie, which already drops the router's cached pages.
    router.push((result.ok && result.data?.redirectTo) || '/');
  };
}
