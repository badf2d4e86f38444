import { UserCheck } from '@/components/ui/icons';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, Honeypot } from '@/components/ui/form';
import { Input, Select, Textarea } from '@/components/ui/input';
import { useTranslations } from 'next-intl';
import { CONTACT_SERVICES } from '@/lib/config/catalogue';
import type { LeadInput } from '@/lib/validation/leads';

export type ContactField = keyof LeadInput<'contact'>;
export type ContactValues = LeadInput<'contact'>;

/** The fields of the contact / quote form. */
export function ContactFields({
  bind,
  errorText = () => undefined,
  caps,
  partner,
}: {
  bind: (name: ContactField) => UseFormRegisterReturn;
  errorText?: (name: ContactField) => string | undefined;
  caps: Record<ContactField, number>;
  partner: string;
}) {
  const t = useTranslations('ContactForm');
  const text = (name: ContactField, label: string, props: Parameters<typeof Input>[0], required = false) => (
    <FormField label={label} error={errorText(name)} required={required}>
      {(control) => <Input {...control} {...props} {...bind(name)} cap={caps[name]} />}
    </FormField>
  );
  return (
    <>
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
        {text('cnpj', t('cnpj'), {
          type: 'text',
          autoCapitalize: 'characters',
          autoCorrect: 'off',
          spellCheck: false,
          placeholder: t('cnpjPlaceholder'),
        })}
        <FormField label={t('service')} error={errorText('service')}>
          {(control) => (
            <Select {...control} {...bind('service')}>
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
        {(control) => <Textarea {...control} {...bind('message')} rows={5} cap={caps.message} placeholder={t('messagePlaceholder')} />}
      </FormField>
      <Honeypot label={t('website')} />
      <p className="text-xs text-muted-foreground">{t('required')}</p>
    </>
  );
}
