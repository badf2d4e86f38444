'use client';

import { Loader2, MessageCircle, Send, UserCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useUiStrings } from '@/components/ui-strings';
import { Link } from '@/i18n/navigation';
import { applyCap } from '@/lib/leads/caps';
import { contactText, type WhatsappLabels } from '@/lib/leads/whatsapp';
import { CONTACT_SERVICES } from '@/lib/site';
import { cn } from '@/lib/utils';
import { useLeadSubmit } from './use-lead-submit';

export type ContactFormStrings = Record<string, string> & { services: Record<string, string> };

const FIELDS = ['name', 'email', 'phone', 'company', 'cnpj', 'service', 'region', 'partner', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const EMPTY: Values = { name: '', email: '', phone: '', company: '', cnpj: '', service: '', region: '', partner: '', message: '' };

const inputClass =
  'w-full rounded-lg border border-input bg-background px-3 text-base outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 aria-[invalid=true]:border-destructive';

/** The contact / quote form (SPEC §2.5, §5). */
export function ContactForm({ strings }: { strings: ContactFormStrings }) {
  const tLeads = useUiStrings('Leads');
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [fallbackUrl, setFallbackUrl] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  const labels = Object.fromEntries(
    ['notInformed', 'notSpecified', 'waContactTitle', 'waEbookTitle', 'waName', 'waEmail', 'waPhone', 'waCompany', 'waCnpj', 'waService', 'waRegion', 'waPartner', 'waMessage', 'waEbook', 'waWidget'].map(
      (k) => [k, tLeads(k)],
    ),
  ) as unknown as WhatsappLabels;
  const { submit, isSubmitting, preload } = useLeadSubmit('contact', (data) => contactText(data, labels, strings.services[data.service ?? '']));

  // ?regiao= and ?parceiro= prefill the region, the partner and the message (SPEC §2.5).
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const region = (params.get('regiao') ?? '').slice(0, 100);
    const partner = (params.get('parceiro') ?? '').slice(0, 200);
    if (!region && !partner) return;
    setValues((v) => ({
      ...v,
      region: region || v.region,
      partner: partner || v.partner,
      message: partner
        ? (strings.partnerMessage ?? '').replace('{partner}', partner).replace('{region}', region).slice(0, 2000)
        : v.message,
    }));
  }, [strings.partnerMessage]);

  const change = (field: Field) => (event: { target: { value: string } }) => {
    const next = event.target.value;
    setValues((v) => ({ ...v, [field]: applyCap(field, v[field], next) }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const honeypot = (new FormData(event.currentTarget).get('website') as string | null) ?? '';
    setFallbackUrl(null);
    const outcome = await submit(values, honeypot);
    if (outcome.ok) {
      setValues(EMPTY);
      setErrors({});
      return;
    }
    if (outcome.field && (FIELDS as readonly string[]).includes(outcome.field)) {
      const field = outcome.field as Field;
      setErrors({ [field]: outcome.message });
      formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
    }
    if (outcome.fallbackUrl) setFallbackUrl(outcome.fallbackUrl);
  }

  const field = (name: Field, label: string, control: (props: Record<string, unknown>) => ReactNode, required = false) => {
    const error = errors[name];
    const inputId = `${id}-${name}`;
    return (
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium">
          {label}
        </label>
        {control({
          id: inputId,
          name,
          value: values[name],
          onChange: change(name),
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${inputId}-error` : undefined,
          'aria-required': required || undefined,
        })}
        {error ? (
          <p id={`${inputId}-error`} className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  const privacy = (strings.privacyNote ?? '').split('{link}');

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} onFocus={preload} className="flex flex-col gap-4" aria-describedby={`${id}-required`}>
      {values.partner ? (
        <p className="flex items-center gap-2 rounded-lg border border-primary/30 bg-accent px-4 py-3 text-sm font-medium text-accent-foreground" role="status">
          <UserCheck className="size-5 shrink-0" aria-hidden />
          {(strings.partnerBanner ?? '').replace('{partner}', values.partner)}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('name', strings.name!, (p) => <input {...p} type="text" autoComplete="name" placeholder={strings.namePlaceholder} className={cn(inputClass, 'h-11')} />, true)}
        {field('email', strings.email!, (p) => <input {...p} type="email" autoComplete="email" inputMode="email" placeholder={strings.emailPlaceholder} className={cn(inputClass, 'h-11')} />, true)}
        {field('phone', strings.phone!, (p) => <input {...p} type="tel" autoComplete="tel" inputMode="tel" placeholder={strings.phonePlaceholder} className={cn(inputClass, 'h-11')} />, true)}
        {field('company', strings.company!, (p) => <input {...p} type="text" autoComplete="organization" placeholder={strings.companyPlaceholder} className={cn(inputClass, 'h-11')} />)}
        {field('cnpj', strings.cnpj!, (p) => <input {...p} type="text" inputMode="numeric" placeholder={strings.cnpjPlaceholder} className={cn(inputClass, 'h-11')} />)}
        {field('service', strings.service!, (p) => (
          <select {...p} className={cn(inputClass, 'h-11')}>
            <option value="">{strings.servicePlaceholder}</option>
            {CONTACT_SERVICES.map((s) => (
              <option key={s} value={s}>
                {strings.services[s]}
              </option>
            ))}
          </select>
        ))}
      </div>
      {field('region', strings.region!, (p) => <input {...p} type="text" autoComplete="address-level1" placeholder={strings.regionPlaceholder} className={cn(inputClass, 'h-11')} />)}
      {field('message', strings.message!, (p) => <textarea {...p} rows={5} placeholder={strings.messagePlaceholder} className={cn(inputClass, 'py-2.5')} />)}
      <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          {strings.website}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <p id={`${id}-required`} className="text-xs text-muted-foreground">
        {strings.required}
      </p>
      <button
        type="submit"
        disabled={isSubmitting}
        className="inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-primary px-6 font-semibold text-primary-foreground shadow-sm hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {isSubmitting ? <Loader2 className="size-5 animate-spin" aria-hidden /> : <Send className="size-5" aria-hidden />}
        {isSubmitting ? strings.submitting : strings.submit}
      </button>
      {fallbackUrl ? (
        <div role="alert" className="flex flex-col gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
          <p>{tLeads('failureHint')}</p>
          <a
            href={fallbackUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-10 w-fit items-center gap-2 rounded-lg bg-[#128c4a] px-4 font-semibold text-white hover:opacity-90"
          >
            <MessageCircle className="size-4" aria-hidden />
            {tLeads('sendViaWhatsapp')}
          </a>
        </div>
      ) : null}
      <p className="text-sm text-muted-foreground">
        {privacy[0]}
        <Link href="/politica-de-privacidade" className="font-medium text-primary underline-offset-4 hover:underline">
          {strings.privacyLink}
        </Link>
        {privacy[1]}
      </p>
    </form>
  );
}
