import { useRouter } from 'next/navigation';
import type { FieldErrors, FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { lazyZodResolver } from '@/components/ui/zod-resolver';
import { useTranslations } from 'next-intl';
import type { MessageKey } from '@/i18n/strings';
import type { ActionResult } from '@/lib/actions/auth/auth';
import { toast } from '@/lib/toast';
import { authErrorKey } from '@/lib/validation/auth-errors';

/** The resolver of an /auth form: its zod schema, loaded with the first validation. */
export function authResolver<T extends FieldValues>(schema: () => Promise<z.ZodType<T, T>>): Resolver<T, unknown, T> {
  return lazyZodResolver(schema);
}

/** Typing caps of a form's fields, read from its schema on the server. */
export type FieldCaps<T> = Record<keyof T & string, number>;

type FieldError = { message?: string; type?: string } | undefined;

/**
 * The submission of an /auth form whose `useForm` uses authResolver: the schema validates in the browser, every
 * invalid field shows its message inline and the first one also in a toast; then the server
 * action (which validates again) and its toast. A failure tied to a field is shown next to it and
 * focused; values are kept. `failure` is the toast when the action cannot be reached.
 */
export function useAuthSubmit<T extends FieldValues>(
  form: UseFormReturn<T, unknown, T>,
  {
    action,
    onSuccess,
    failure,
  }: {
    action: (data: T) => Promise<ActionResult>;
    onSuccess?: (result: ActionResult) => void;
    failure: { title: MessageKey<'Auth'>; description: MessageKey<'Auth'> };
  },
) {
  const t = useTranslations('Auth');
  const fields = Object.keys(form.formState.defaultValues ?? {}) as Path<T>[];

  /** Schema errors carry a message key, server errors the translated text. */
  const textOf = (error: FieldError) => {
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : t(`errors.${authErrorKey(error.message)}`);
  };

  const onInvalid = (errors: FieldErrors<T>) => {
    const first = fields.map((f) => textOf(errors[f] as FieldError)).find(Boolean);
    toast({ title: t('toast.validationTitle'), description: first, variant: 'error' });
  };

  const onValid = async (data: T) => {
    let result: ActionResult;
    try {
      result = await action(data);
    } catch {
      toast({ title: t(failure.title), description: t(failure.description), variant: 'error' });
      return;
    }
    toast({ title: result.title, description: result.description, variant: result.ok ? 'success' : 'error' });
    if (result.ok) onSuccess?.(result);
    else if (result.field && (fields as string[]).includes(result.field) && result.description) {
      form.setError(result.field as Path<T>, { type: 'server', message: result.description }, { shouldFocus: true });
    }
  };

  return {
    onSubmit: form.handleSubmit(onValid, onInvalid),
    isSubmitting: form.formState.isSubmitting,
    errorText: (name: Path<T>) => textOf(form.formState.errors[name] as FieldError),
    /** Fetches the schemas ahead of the first submission (call on focus). */
    preload: () => void import('@/lib/validation/auth'),
  };
}

/** After sign-in or sign-up: tell the header, then go where the server says. */
export function useSignedIn() {
  const router = useRouter();
  return (result: ActionResult) => {
    window.dispatchEvent(new Event('auth-changed'));
    // The action set the session cookie, which already drops the router's cached pages.
    router.push(result.redirectTo ?? '/');
  };
}
