import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { useAdminSubmit } from '@/components/admin/use-admin-submit';
import type { ActionResult } from '@/lib/actions/client';
import { adminLeadErrorKey } from '@/lib/validation/admin-lead-errors';

/** A lead form's submission: the lead schema's messages, the schema fetched ahead on focus. */
export function useLeadSubmit<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  options: { action: (data: O) => Promise<ActionResult>; onSuccess?: (result: ActionResult, data: O) => void },
) {
  const t = useTranslations('AdminLeads');
  return useAdminSubmit(form, {
    ...options,
    issue: (key) => t(`errors.${adminLeadErrorKey(key)}`),
    preload: () => void import('@/lib/validation/admin-leads'),
  });
}
