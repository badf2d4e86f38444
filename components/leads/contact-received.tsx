import { useId } from 'react';
import { CheckCircle2 } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import type { ReceivedLead } from './lead-received';
import { receivedText } from './lead-received';
import { ReceivedActions, takeLostFocus } from './received-actions';

/**
 * What replaces the quote form once the server stored the request: received, when the reply
 * comes (the success toast's own words), what happens meanwhile, WhatsApp again, send another.
 */
export function ContactReceived({
  received,
  headingLevel,
  onSendAnother,
}: {
  received: ReceivedLead;
  headingLevel: 2 | 3;
  onSendAnother: () => void;
}) {
  const t = useTranslations('ContactForm');
  const tLeads = useTranslations('Leads');
  const titleId = useId();
  const { headline, detail } = receivedText('contact', tLeads);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={titleId}
      data-testid="lead-received"
      className="flex flex-col items-start gap-3 rounded-xl border border-emerald-600/30 bg-emerald-600/5 p-5 dark:border-emerald-400/30 dark:bg-emerald-400/10 sm:p-6"
    >
      <CheckCircle2 className="size-10 text-emerald-600 dark:text-emerald-400" aria-hidden />
      <Heading id={titleId} ref={takeLostFocus} tabIndex={-1} className="scroll-mt-24 text-xl font-bold sm:text-2xl">
        {headline}
      </Heading>
      {detail ? <p className="font-medium">{detail}</p> : null}
      <p className="text-sm text-muted-foreground">{t('receivedNext')}</p>
      <ReceivedActions whatsappUrl={received.whatsappUrl} sendAnotherLabel={t('sendAnother')} onSendAnother={onSendAnother} />
    </section>
  );
}
