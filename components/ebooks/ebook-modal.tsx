import { useForm } from 'react-hook-form';
import { CheckCircle2, Download, Loader2 } from '@/components/ui/icons';
import type { InputHTMLAttributes } from 'react';
import { QueuedNote } from '@/components/leads/queued-note';
import { receivedText } from '@/components/leads/lead-received';
import { leadResolver } from '@/components/leads/lead-validation';
import { focusOnAppear, ReceivedActions } from '@/components/leads/received-actions';
import { useLeadSubmit } from '@/components/leads/use-lead-form';
import { Button, buttonClass } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField, Honeypot } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { useTranslations } from 'next-intl';
import type { LeadInput, LeadOf } from '@/lib/validation/leads';
import { ebookText, whatsappLabels } from '@/lib/leads/whatsapp';
import type { EbookField, EbookOffer } from './ebook-types';

const resolver = leadResolver('ebook');

/** Each field's label key, input attributes and whether it is required, in form order. */
const FIELDS = [
  { name: 'name', props: { type: 'text', autoComplete: 'name' }, required: true },
  { name: 'email', props: { type: 'email', autoComplete: 'email' }, required: true },
  { name: 'phone', props: { type: 'tel', autoComplete: 'tel' }, required: true },
  { name: 'company', props: { type: 'text', autoComplete: 'organization' }, required: false },
] as const satisfies readonly { name: EbookField; props: InputHTMLAttributes<HTMLInputElement>; required: boolean }[];

/**
 * The e-book modal: an 'ebook' lead through the shared submit routine, then the PDF link the
 * server signed for this visitor (it works for an hour; the page itself holds no file URL). Once
 * stored, the dialog says what the success toast says, with the download, WhatsApp again and a way
 * back to the empty form; it stays so when closed and opened again.
 */
export default function EbookModal({
  open,
  onOpenChange,
  ebookTitle,
  caps,
  privacy,
  returnFocus,
}: EbookOffer & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => void;
}) {
  const t = useTranslations('Ebooks');
  const tLeads = useTranslations('Leads');
  const tQueue = useTranslations('OfflineQueue');
  const form = useForm<LeadInput<'ebook'>, unknown, LeadOf<'ebook'>>({
    resolver,
    defaultValues: { name: '', email: '', phone: '', company: '', ebook: ebookTitle },
  });
  const { onSubmit, isSubmitting, errorText, queuedUrl, received, sendAnother, preload } = useLeadSubmit(form, 'ebook', {
    whatsappText: (data) => ebookText(data, whatsappLabels(tLeads)),
  });
  const done = received ? receivedText('ebook', tLeads) : null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('close')}
        className="max-w-lg"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <div className="relative isolate bg-gradient-to-br from-blue-700 to-cyan-600 p-6 pr-14 text-white">
          {done ? (
            // A new title element, so the focus lands on it as the form goes.
            <DialogTitle key="received" ref={focusOnAppear} tabIndex={-1} className="text-xl font-extrabold">
              {done.headline}
            </DialogTitle>
          ) : (
            <DialogTitle key="form" className="text-xl font-extrabold">
              {t('modalTitle')}
            </DialogTitle>
          )}
          <DialogDescription className="mt-1 text-white/95">{done ? done.detail : `${t('modalText')} ${ebookTitle}`}</DialogDescription>
        </div>
        {received ? (
          <div className="flex flex-col items-start gap-4 p-6" data-testid="lead-received">
            <CheckCircle2 className="size-10 text-emerald-600 dark:text-emerald-400" aria-hidden />
            {received.downloadUrl ? (
              <>
                <p className="text-sm">{t('readyText')}</p>
                <a href={received.downloadUrl} download className={buttonClass({ size: 'lg' })}>
                  <Download className="size-5" aria-hidden />
                  {t('downloadPdf')}
                </a>
              </>
            ) : null}
            <ReceivedActions whatsappUrl={received.whatsappUrl} sendAnotherLabel={t('sendAnother')} onSendAnother={sendAnother} />
          </div>
        ) : queuedUrl !== null ? (
          <div className="p-6">
            <QueuedNote text={tQueue('queued')} whatsappUrl={queuedUrl} />
          </div>
        ) : (
          <form noValidate onSubmit={onSubmit} onFocus={preload} className="flex flex-col gap-4 p-6">
            {FIELDS.map(({ name, props, required }) => (
              <FormField key={name} label={t(name)} error={errorText(name)} required={required}>
                {(control) => <Input {...control} {...props} {...form.register(name)} cap={caps[name]} />}
              </FormField>
            ))}
            <Honeypot />
            <Button type="submit" size="lg" disabled={isSubmitting}>
              {isSubmitting ? <Loader2 className="size-5 animate-spin" aria-hidden /> : <Download className="size-5" aria-hidden />}
              {isSubmitting ? t('submitting') : t('submit')}
            </Button>
            {privacy}
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
