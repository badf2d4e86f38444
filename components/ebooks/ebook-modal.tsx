import { useForm } from 'react-hook-form';
import { CheckCircle2, Download, Loader2 } from '@/components/ui/icons';
import { useState, type InputHTMLAttributes } from 'react';
import { QueuedNote } from '@/components/leads/queued-note';
import { leadResolver } from '@/components/leads/lead-validation';
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
 * server signed for this visitor (it works for an hour; the page itself holds no file URL).
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
  const [done, setDone] = useState(false);
  const [downloadUrl, setDownloadUrl] = useState<string | null>(null);
  const form = useForm<LeadInput<'ebook'>, unknown, LeadOf<'ebook'>>({
    resolver,
    defaultValues: { name: '', email: '', phone: '', company: '', ebook: ebookTitle },
  });
  const { onSubmit, isSubmitting, errorText, queuedUrl, preload } = useLeadSubmit(form, 'ebook', {
    whatsappText: (data) => ebookText(data, whatsappLabels(tLeads)),
    onSuccess: (result) => {
      setDownloadUrl((result.ok && result.data?.downloadUrl) || null);
      setDone(true);
    },
  });

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
          <DialogTitle className="text-xl font-extrabold">{done ? t('ready') : t('modalTitle')}</DialogTitle>
          <DialogDescription className="mt-1 text-white/95">{done ? t('readyText') : `${t('modalText')} ${ebookTitle}`}</DialogDescription>
        </div>
        {done ? (
          <div className="flex flex-col items-start gap-4 p-6">
            <CheckCircle2 className="size-10 text-emerald-600 dark:text-emerald-400" aria-hidden />
            {downloadUrl ? (
              <a href={downloadUrl} download className={buttonClass({ size: 'lg' })}>
                <Download className="size-5" aria-hidden />
                {t('downloadPdf')}
              </a>
            ) : null}
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
