'use client';

import { useFormStatus } from 'react-dom';
import { buttonClass } from '@/components/ui/button';
import { Loader2, RefreshCw } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';

/** The submit button of a job's "run now" form: busy and disabled while the job runs. */
export function RunJobButton({ describedBy }: { describedBy: string }) {
  const t = useTranslations('AdminJobs');
  const { pending } = useFormStatus();
  return (
    <button type="submit" disabled={pending} aria-describedby={describedBy} className={buttonClass({ size: 'sm' })}>
      {pending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <RefreshCw className="size-4" aria-hidden />}
      {pending ? t('run.running') : t('run.now')}
    </button>
  );
}
