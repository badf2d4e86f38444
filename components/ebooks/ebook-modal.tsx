'use client';

import { CheckCircle2, Download, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useT } from '@/i18n/client';
import { useLeadSubmit } from '@/components/leads/use-lead-submit';
import { Link } from '@/i18n/navigation';
import { applyCap } from '@/lib/leads/caps';
import { ebookText, type WhatsappLabels } from '@/lib/leads/whatsapp';
import type { EbookModalStrings } from './ebook-download';

const FIELDS = ['name', 'email', 'phone', 'company'] as const;
type Field = (typeof FIELDS)[number];
const inputClass =
  'h-11 w-full rounded-lg border border-input bg-background px-3 text-base outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 aria-[invalid=true]:border-destructive';

/** SPEC §2.13 e-book modal: an 'ebook' lead through the shared submit routine, then the PDF. */
export default function EbookModal({
  open,
  onOpenChange,
  ebookTitle,
  pdfUrl,
  strings,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ebookTitle: string;
  pdfUrl: string;
  strings: EbookModalStrings;
  returnFocus: () => void;
}) {
  const tLeads = useT('Leads');
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', phone: '', company: '' });
  const [error, setError] = useState<{ field: string; text: string } | null>(null);
  const [done, setDone] = useState(false);
  const labels = Object.fromEntries(
    ['notInformed', 'notSpecified', 'waEbookTitle', 'waName', 'waEmail', 'waPhone', 'waCompany', 'waEbook'].map((k) => [k, tLeads(k)]),
  ) as unknown as WhatsappLabels;
  const { submit, isSubmitting, preload } = useLeadSubmit('ebook', (data) => ebookText(data, labels));

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const honeypot = (new FormData(form).get('website') as string | null) ?? '';
    const outcome = await submit({ ...values, ebook: ebookTitle }, honeypot);
    if (outcome.ok) {
      setDone(true);
      setError(null);
      return;
    }
    if (outcome.field) {
      setError({ field: outcome.field, text: outcome.message ?? '' });
      form.querySelector<HTMLElement>(`[name="${outcome.field}"]`)?.focus();
    }
  }

  const labelFor: Record<Field, string> = { name: strings.name, email: strings.email, phone: strings.phone, company: strings.company };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={strings.close}
        className="max-w-lg"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <div className="relative isolate bg-gradient-to-br from-blue-700 to-cyan-600 p-6 pr-14 text-white">
          <DialogTitle className="text-xl font-extrabold">{done ? strings.ready : strings.modalTitle}</DialogTitle>
          <DialogDescription className="mt-1 text-white/95">{done ? strings.readyText : `${strings.modalText} ${ebookTitle}`}</DialogDescription>
        </div>
        {done ? (
          <div className="flex flex-col items-start gap-4 p-6">
            <CheckCircle2 className="size-10 text-emerald-600 dark:text-emerald-400" aria-hidden />
            <a
              href={pdfUrl}
              download
              className="inline-flex h-12 items-center gap-2 rounded-lg bg-primary px-6 font-semibold text-primary-foreground hover:opacity-90"
            >
              <Download className="size-5" aria-hidden />
              {strings.downloadPdf}
            </a>
          </div>
        ) : (
          <form noValidate onSubmit={onSubmit} onFocus={preload} className="flex flex-col gap-4 p-6">
            {FIELDS.map((field) => (
              <div key={field} className="flex flex-col gap-1.5">
                <label htmlFor={`${id}-${field}`} className="text-sm font-medium">
                  {labelFor[field]}
                </label>
                <input
                  id={`${id}-${field}`}
                  name={field}
                  type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                  autoComplete={field === 'company' ? 'organization' : field === 'phone' ? 'tel' : field}
                  value={values[field]}
                  aria-invalid={error?.field === field || undefined}
                  aria-describedby={error?.field === field ? `${id}-error` : undefined}
                  onChange={(e) => setValues((v) => ({ ...v, [field]: applyCap(field, v[field], e.target.value) }))}
                  className={inputClass}
                />
                {error?.field === field ? (
                  <p id={`${id}-error`} className="text-sm font-medium text-destructive">
                    {error.text}
                  </p>
                ) : null}
              </div>
            ))}
            <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
              <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
            </div>
            <button
              type="submit"
              disabled={isSubmitting}
              className="inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-primary px-6 font-semibold text-primary-foreground hover:opacity-90 disabled:opacity-70"
            >
              {isSubmitting ? <Loader2 className="size-5 animate-spin" aria-hidden /> : <Download className="size-5" aria-hidden />}
              {isSubmitting ? strings.submitting : strings.submit}
            </button>
            <p className="text-xs text-muted-foreground">
              {strings.privacyBefore}
              <Link href="/politica-de-privacidade" className="font-medium text-primary underline-offset-4 hover:underline">
                {strings.privacyLink}
              </Link>
              {strings.privacyAfter}
            </p>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
