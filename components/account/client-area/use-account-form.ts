import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import type { ClientAreaActionResult } from '@/lib/actions/account/client-area';
import { accountErrorKey } from '@/lib/validation/account-errors';

type FieldError = { message?: string; type?: string } | undefined;

/**
 * The submission of a client-area form: the schema validates in the browser (each invalid field
 * shows its message, the first one also in a toast), then the server action validates again and
 * answers with a toast. A failure tied to a field is shown next to it and focused; what was typed
 * stays.
 */
export function useAccountSubmit<T extends FieldValues>(
  form: UseFormReturn<T, unknown, T>,
  { action, onSuccess }: { action: (data: T) => Promise<ClientAreaActionResult>; onSuccess?: (data: T) => void },
) {
  const t = useTranslations('ClientArea');
  const fields = Object.keys(form.formState.defaultValues ?? {}) as Path<T>[];

  /** Schema errors carry a message key, server errors the translated text. */
  const textOf = (error: FieldError) => {
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : t(`errors.${accountErrorKey(error.message)}`);
  };

  const onInvalid = (errors: FieldErrors<T>) => {
    const first = fields.map((f) => textOf(errors[f] as FieldError)).find(Boolean);
    toast({ title: t('toast.validationTitle'), description: first, variant: 'error' });
  };

  const onValid = async (data: T) => {
    let result: ClientAreaActionResult;
    try {
      result = await action(data);
    } catch {
      toast({ title: t('toast.errorTitle'), description: t('toast.error'), variant: 'error' });
      return;
    }
    toast({ title: result.title, description: result.description, variant: result.ok ? 'success' : 'error' });
    if (result.ok) onSuccess?.(data);
    else if (result.field && (fields as string[]).includes(result.field) && result.description) {
      form.setError(result.field as Path<T>, { type: 'server', message: result.description }, { shouldFocus: true });
    }
  };

  return {
    onSubmit: form.handleSubmit(onValid, onInvalid),
    isSubmitting: form.formState.isSubmitting,
    errorText: (name: Path<T>) => textOf(form.formState.errors[name] as FieldError),
    /** Fetches the schemas ahead of the first submission (call on focus). */
    preload: () => void import('@/lib/validation/account'),
  };
}
