'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { toast } from '@/components/ui/toast';

/**
 * Opens a lazy panel: `show` runs once the panel's code and messages are here. When they cannot be
 * loaded (offline before the idle preload ran), the page stays as it is and a toast says so,
 * instead of the panel's failed load taking the page down with it; the next press tries again.
 */
export function usePanelOpener(load: () => Promise<unknown>) {
  const t = useTranslations('Common');
  return useCallback(
    (show: () => void) => {
      load().then(show, () => toast({ title: t('panelUnavailable'), variant: 'error' }));
    },
    [load, t],
  );
}
