import { ClientStrings } from '@/i18n/client-strings';
import type { Locale } from '@/i18n/locales';
import { LeadQueueRetrier } from './lead-queue-retrier';

/** On every page: replays form submissions kept while offline, and says when one got through. */
export function LeadQueue({ locale }: { locale: Locale }) {
  return (
    <ClientStrings locale={locale} namespaces={['OfflineQueue.replay']}>
      <LeadQueueRetrier />
    </ClientStrings>
  );
}
