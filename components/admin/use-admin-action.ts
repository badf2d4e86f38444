import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';

interface ActionResult {
  ok: boolean;
  title: string;
  description?: string;
}

/**
 * Runs a back-office action and shows its toast (the action re-renders the page on success);
 * null when the call itself failed. `onResult` sees every answer; `failure` replaces the
 * generic text for a call that never answered.
 */
export function useAdminAction<R extends ActionResult>(
  options: { onResult?: (result: R) => void; failure?: { title: string; description: string } } = {},
) {
  const common = useTranslations('AdminCommon');
  return async (run: () => Promise<R>): Promise<R | null> => {
    let result: R;
    try {
      result = await run();
    } catch {
      const failure = options.failure ?? { title: common('errorTitle'), description: common('failed') };
      toast({ ...failure, variant: 'error' });
      return null;
    }
    toast({ title: result.title, description: result.description, variant: result.ok ? 'success' : 'error' });
    options.onResult?.(result);
    return result;
  };
}
