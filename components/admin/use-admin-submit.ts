import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { useActionForm } from '@/components/ui/use-action';
import type { ActionResult } from '@/lib/actions/client';

/** A back-office form's submission: the one action form hook with the back office's texts. */
export function useAdminSubmit<T extends FieldValues, O, R extends ActionResult>(
  form: UseFormReturn<T, unknown, O>,
  options: {
    action: (data: O) => Promise<R>;
    onSuccess?: (result: Extract<R, { ok: true }>, data: O) => void;
    /** The text of a schema issue's message key. */
    issue: (key: string | undefined) => string;
    preload: () => void;
    hold?: (data: O) => boolean;
    /** The namespace of the area's titles, when it is not the back office's common one. */
    texts?: { validationTitle: string; errorTitle: string; failed: string };
  },
) {
  const common = useTranslations('AdminCommon');
  const texts = options.texts ?? {
    validationTitle: common('validationTitle'),
    errorTitle: common('errorTitle'),
    failed: common('failed'),
  };
  return useActionForm(form, {
    ...options,
    messages: {
      validationTitle: texts.validationTitle,
      issue: options.issue,
      unreachable: { title: texts.errorTitle, description: texts.failed },
    },
  });
}
