'use client';

import { Loader2, MessageCircle, Send, UserCheck } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { FormField, Honeypot } from '@/components/ui/form';
import { Input, Select, Textarea } from '@/components/ui/input';
import { useT } from '@/i18n/client';
import { CONTACT_SERVICES } from '@/lib/config/catalogue';
import { contactText, whatsappLabels } from '@/lib/leads/whatsapp';
import type { LeadInput } from '@/lib/validation/leads';
import { useLeadForm } from './use-lead-form';

type Field = keyof LeadInput<'contact'>;
const EMPTY: LeadInput<'contact'> = {
  name: '',
  email: '',
  phone: '',
  company: '',
  cnpj: '',
  service: '',
  region: '',
  partner: '',
  message: '',
};

/**
 * The contact / quote form. `?regiao=` and `?parceiro=` prefill the region, the partner and the
 * message. `caps` are the schema's length limits; `footer` is the server-rendered privacy note.
 */
export function ContactForm({ caps, footer }: { caps: Record<Field, number>; footer: ReactNode }) {
  const t = useT('ContactForm');
  const tLeads = useT('Leads');
  const { form, onSubmit, isSubmitting, errorText, fallbackUrl, preload } = useLeadForm('contact', {
    defaultValues: EMPTY,
    whatsappText: (data) =>
      contactText(
        data,
        whatsappLabels(tLeads),
        data.service ? t(`services.${data.service as (typeof CONTACT_SERVICES)[number]}`) : undefined,
      ),
  });
  const { register, setValue, watch } = form;
  const partner = watch('partner');

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const region = (params.get('regiao') ?? '').slice(0, caps.region);
    const partnerName = (params.get('parceiro') ?? '').slice(0, caps.partner);
    if (region) setValue('region', region);
    if (partnerName) {
      setValue('partner', partnerName);
      setValue('message', t('partnerMessage', { partner: partnerName, region }).slice(0, caps.message));
    }
  }, [caps, setValue, t]);

  const text = (name: Field, label: string, props: Parameters<typeof Input>[0], required = false) => (
    <FormField label={label} error={errorText(name)} required={required}>
      {(control) => <Input {...control} {...props} {...register(name)} cap={caps[name]} />}
    </FormField>
  );

  return (
    <form noValidate onSubmit={onSubmit} onFocus={preload} className="relative flex flex-col gap-4">
      {partner ? (
        <p
          className="flex items-center gap-2 rounded-lg border border-primary/30 bg-accent px-4 py-3 text-sm font-medium text-accent-foreground"
          role="status"
        >
          <UserCheck className="size-5 shrink-0" aria-hidden />
          {t('partnerBanner', { partner })}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', t('name'), { type: 'text', autoComplete: 'name', placeholder: t('namePlaceholder') }, true)}
        {text('email', t('email'), { type: 'email', autoComplete: 'email', inputMode: 'email', placeholder: t('emailPlaceholder') }, true)}
        {text('phone', t('phone'), { type: 'tel', autoComplete: 'tel', inputMode: 'tel', placeholder: t('phonePlaceholder') }, true)}
        {text('company', t('company'), { type: 'text', autoComplete: 'organization', placeholder: t('companyPlaceholder') })}
        {text('cnpj', t('cnpj'), { type: 'text', inputMode: 'numeric', placeholder: t('cnpjPlaceholder') })}
        <FormField label={t('service')} error={errorText('service')}>
          {(control) => (
            <Select {...control} {...register('service')}>
              <option value="">{t('servicePlaceholder')}</option>
              {CONTACT_SERVICES.map((s) => (
                <option key={s} value={s}>
                  {t(`services.${s}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      {text('region', t('region'), { type: 'text', autoComplete: 'address-level1', placeholder: t('regionPlaceholder') })}
      <FormField label={t('message')} error={errorText('message')}>
        {(control) => <Textarea {...control} {...register('message')} rows={5} cap={caps.message} placeholder={t('messagePlaceholder')} />}
      </FormField>
      <Honeypot label={t('website')} />
      <p className="text-xs text-muted-foreground">{t('required')}</p>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? <Loader2 className="size-5 animate-spin" aria-hidden /> : <Send className="size-5" aria-hidden />}
        {isSubmitting ? t('submitting') : t('submit')}
      </Button>
      {fallbackUrl ? (
        <div role="alert" className="flex flex-col gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
          <p>{tLeads('failureHint')}</p>
          <a
            href={fallbackUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass({ variant: 'whatsapp', size: 'sm', className: 'w-fit' })}
          >
            <MessageCircle className="size-4" aria-hidden />
            {tLeads('sendViaWhatsapp')}
          </a>
        </div>
      ) : null}
      {footer}
    </form>
  );
}
