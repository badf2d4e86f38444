import type { AdminActionResult } from '@/lib/actions/admin/wrapper';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';

/** Runs a lead action, shows its toast (the action re-renders the page on success); null when the call itself failed. */
export function useLeadAction() {
  const common = useTranslations('AdminCommon');
  return async (run: () => Promise<AdminActionResult>): Promise<AdminActionResult | null> => {
    let result: AdminActionResult;
    try {
      result = await run();
    } catch {
      toast({ title: common('errorTitle'), description: common('failed'), variant: 'error' });
      return null;
    }
    toast({ title: result.title, description: result.description, variant: result.ok ? 'success' : 'error' });
    return result;
  };
}
