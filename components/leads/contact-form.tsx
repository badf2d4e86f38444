'use client';

import { CssIcon } from '@/components/ui/css-icon';
import { useEffect, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { SendButton, usePageShownAt } from '@/components/ui/send-button';
import { useTranslations } from 'next-intl';
import type { CONTACT_SERVICES } from '@/lib/config/catalogue';
import { contactText, whatsappLabels } from '@/lib/leads/whatsapp';
import type { LeadOf } from '@/lib/validation/leads';
import { ContactFields, type ContactField, type ContactValues } from './contact-fields';
import { QueuedNote, WhatsappLink } from './queued-note';
import { leadResolver } from './lead-validation';
import { useLeadSubmit } from './use-lead-form';
import { ContactReceived } from './contact-received';

const resolver = leadResolver('contact');

/**
 * The contact / quote form with react-hook-form, rendered with the page. Fields have no default
 * values, so react-hook-form adopts what was typed before the page hydrated instead of clearing
 * it; the send button waits for hydration, so nothing is submitted by the browser itself (which
 * would put the fields in the address). `?regiao=` and `?parceiro=` prefill the region, the
 * partner and the message. `footer` is the server-rendered privacy note. Once the request is
 * stored, a confirmation (its heading at `headingLevel`) takes the form's place until the visitor
 * asks to send another; a request kept offline stays a note under the emptied form.
 */
export function ContactForm({
  caps,
  footer,
  headingLevel = 3,
}: {
  caps: Record<ContactField, number>;
  footer: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const t = useTranslations('ContactForm');
  const tLeads = useTranslations('Leads');
  const tQueue = useTranslations('OfflineQueue');
  const form = useForm<ContactValues, unknown, LeadOf<'contact'>>({ resolver });
  const shownAt = usePageShownAt();
  const { onSubmit, isSubmitting, errorText, fallbackUrl, queuedUrl, received, sendAnother, preload } = useLeadSubmit(form, 'contact', {
    shownAt,
    whatsappText: (data) =>
      contactText(
        data,
        whatsappLabels(tLeads),
        data.service ? t(`services.${data.service as (typeof CONTACT_SERVICES)[number]}`) : undefined,
      ),
  });
  const partner = useWatch({ control: form.control, name: 'partner' }) ?? '';

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const region = (params.get('regiao') ?? '').slice(0, caps.region);
    const partner = (params.get('parceiro') ?? '').slice(0, caps.partner);
    if (!region && !partner) return;
    const prefill = { region, partner, message: partner ? t('partnerMessage', { partner, region }).slice(0, caps.message) : '' };
    for (const [name, value] of Object.entries(prefill)) if (value) form.setValue(name as ContactField, value);
  }, [caps, t, form]);

  if (received) return <ContactReceived received={received} headingLevel={headingLevel} onSendAnother={sendAnother} />;

  return (
    <form noValidate onSubmit={onSubmit} onFocus={preload} className="relative flex flex-col gap-4" data-testid="contact-form">
      <ContactFields bind={(name) => form.register(name)} errorText={errorText} caps={caps} partner={partner} />
      <SendButton busy={isSubmitting}>
        {isSubmitting ? <CssIcon name="loader2" className="size-5 animate-spin" /> : <CssIcon name="send" className="size-5" />}
        {isSubmitting ? t('submitting') : t('submit')}
      </SendButton>
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
