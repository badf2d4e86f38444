import { MessageCircle } from '@/components/ui/icons';
import { buttonClass } from '@/components/ui/button';
import { useTranslations } from 'next-intl';

/**
 * Shown where a form was sent from when its submission is kept to be sent once the connection is
 * back; with the WhatsApp link of that request, since the messaging app may still get through.
 */
export function QueuedNote({ text, whatsappUrl }: { text: string; whatsappUrl?: string | null }) {
  const tQueue = useTranslations('OfflineQueue');
  const tLeads = useTranslations('Leads');
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-lg border border-primary/40 bg-primary/5 p-4 text-sm dark:bg-primary/10"
      data-testid="lead-queued"
    >
      <p>{text}</p>
      {whatsappUrl ? (
        <>
          <p>{tQueue('whatsappHint')}</p>
          <WhatsappLink href={whatsappUrl} label={tLeads('sendViaWhatsapp')} />
        </>
      ) : null}
    </div>
  );
}

/** A request's WhatsApp hand-off as a button-styled link, for when the server could not take it. */
export function WhatsappLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass({ variant: 'whatsapp', size: 'sm', className: 'w-fit' })}
    >
      <MessageCircle className="size-4" aria-hidden />
      {label}
    </a>
  );
}
