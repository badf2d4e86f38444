import { Button } from '@/components/ui/button';
import { useTranslations } from 'next-intl';
import { COMPANY } from '@/lib/config/company';
import { WhatsappLink } from './queued-note';

/**
 * Focus for a dialog's confirmation heading as it appears (a callback ref): keyboard users land on
 * it and screen readers read it, since the form they were in is gone; a dialog holds the focus.
 */
export function focusOnAppear(element: HTMLElement | null): void {
  element?.focus();
}

/**
 * The same for a confirmation that replaces a form on the page: it takes the focus the removed form
 * dropped (left on the body), never the control the visitor has moved to meanwhile.
 */
export function takeLostFocus(element: HTMLElement | null): void {
  if (element && (document.activeElement === null || document.activeElement === document.body)) element.focus();
}

/**
 * What follows a stored lead: the WhatsApp hand-off offered again (the app opens by itself once,
 * and a blocked window leaves only this) and the way back to an empty form.
 */
export function ReceivedActions({
  whatsappUrl,
  sendAnotherLabel,
  onSendAnother,
}: {
  whatsappUrl: string | null;
  sendAnotherLabel: string;
  onSendAnother: () => void;
}) {
  const t = useTranslations('Leads');
  return (
    <>
      {whatsappUrl ? <p className="text-sm">{t('whatsappHandoff', { app: COMPANY.messagingApp })}</p> : null}
      <div className="flex flex-wrap gap-3">
        {whatsappUrl ? <WhatsappLink href={whatsappUrl} label={t('openWhatsappAgain', { app: COMPANY.messagingApp })} /> : null}
        <Button variant="outline" size="sm" onClick={onSendAnother}>
          {sendAnotherLabel}
        </Button>
      </div>
    </>
  );
}
