import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { useActionForm } from '@/components/ui/use-action';
import type { ActionResult } from '@/lib/actions/client';
import { accountErrorKey } from '@/lib/validation/account-errors';
import { messageValues } from '@/lib/validation/error-keys';

/** The submission of a client-area form, through the one action form hook with the client area's texts. */
export function useAccountSubmit<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  { action, onSuccess }: { action: (data: O) => Promise<ActionResult>; onSuccess?: (data: O) => void },
) {
  const t = useTranslations('ClientArea');
  return useActionForm(form, {
    action,
    onSuccess: onSuccess && ((_, data) => onSuccess(data)),
    messages: {
      validationTitle: t('toast.validationTitle'),
      issue: (message) => t(`errors.${accountErrorKey(message)}`, messageValues(message)),
      unreachable: { title: t('toast.errorTitle'), description: t('toast.error') },
    },
    preload: () => void import('@/lib/validation/account'),
  });
}
