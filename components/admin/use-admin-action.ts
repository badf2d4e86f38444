import { useTranslations } from 'next-intl';
import { callAction } from '@/components/ui/use-action';
import type { ActionResult } from '@/lib/actions/client';

/** Runs a back-office action and shows its toast (the action re-renders the page on success); null when the call itself failed. */
export function useAdminAction() {
  const common = useTranslations('AdminCommon');
  return <R extends ActionResult>(run: () => Promise<R>): Promise<R | null> =>
    callAction(run, { title: common('errorTitle'), description: common('failed') });
}
