import { Loader2, Send } from '@/components/ui/icons';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useTranslations } from 'next-intl';
import type { CONTACT_SERVICES } from '@/lib/config/catalogue';
import { contactText, whatsappLabels } from '@/lib/leads/whatsapp';
import type { LeadOf } from '@/lib/validation/leads';
import { ContactFields, EMPTY_CONTACT, type ContactField, type ContactValues } from './contact-fields';
import { QueuedNote, WhatsappLink } from './queued-note';
import { leadResolver } from './lead-validation';
import { useLeadSubmit } from './use-lead-form';

const resolver = leadResolver('contact');

/**
 * The contact / quote form with react-hook-form. ContactFormSlot shows a placeholder with the same
 * fields and mounts this on first use, handing over the values, the focused field, when the form
 * was first shown and a submission made meanwhile. `footer` is the server-rendered privacy note.
 */
export function ContactForm({
  caps,
  footer,
  initialValues,
  shownAt,
  focusField,
  submitOnMount = false,
}: {
  caps: Record<ContactField, number>;
  footer: ReactNode;
  initialValues: ContactValues;
  shownAt?: number;
  focusField?: ContactField;
  submitOnMount?: boolean;
}) {
  const t = useTranslations('ContactForm');
  const tLeads = useTranslations('Leads');
  const tQueue = useTranslations('OfflineQueue');
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<ContactValues, unknown, LeadOf<'contact'>>({ resolver, defaultValues: EMPTY_CONTACT });
  const { onSubmit, isSubmitting, errorText, fallbackUrl, queuedUrl, preload } = useLeadSubmit(form, 'contact', {
    shownAt,
    whatsappText: (data) =>
      contactText(
        data,
        whatsappLabels(tLeads),
        data.service ? t(`services.${data.service as (typeof CONTACT_SERVICES)[number]}`) : undefined,
      ),
  });
  const partner = useWatch({ control: form.control, name: 'partner' }) ?? '';

  // Before the first paint, in the commit that replaced the placeholder: keys typed from now on
  // land in these fields.
  useLayoutEffect(() => {
    // What the placeholder held; the defaults stay empty, so a success still clears the form.
    form.reset(initialValues, { keepDefaultValues: true });
    // Focused now, not on a timer as react-hook-form's setFocus would, so no key goes astray.
    if (focusField) formRef.current?.querySelector<HTMLElement>(`[name="${focusField}"]`)?.focus();
    if (submitOnMount) formRef.current?.requestSubmit();
    // Only on mount: these hand over the state of the placeholder form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onFocus={preload}
      className="relative flex flex-col gap-4"
      data-testid="contact-form"
    >
      <ContactFields bind={(name) => form.register(name)} errorText={errorText} caps={caps} partner={partner} />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? <Loader2 className="size-5 animate-spin" aria-hidden /> : <Send className="size-5" aria-hidden />}
        {isSubmitting ? t('submitting') : t('submit')}
      </Button>
      {fallbackUrl ? (
        <div role="alert" className="flex flex-col gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
          <p>{tLeads('failureHint')}</p>
          <WhatsappLink href={fallbackUrl} label={tLeads('sendViaWhatsapp')} />
        </div>
      ) : null}
      {queuedUrl !== null ? <QueuedNote text={tQueue('queued')} whatsappUrl={queuedUrl} /> : null}
      {footer}
    </form>
  );
}
