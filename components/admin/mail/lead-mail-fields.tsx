import { getTranslations } from 'next-intl/server';
import { DetailFields } from '@/components/admin/detail-section';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import type { LeadMail } from '@/lib/admin/lead-mail';
import { CONTACT_SERVICES } from '@/lib/config/catalogue';

const isService = (value: string): value is (typeof CONTACT_SERVICES)[number] => (CONTACT_SERVICES as readonly string[]).includes(value);

/** A lead notification as the form's fields, labelled as on the lead's page, with the way to the lead. */
export async function LeadMailFields({ locale, mail }: { locale: Locale; mail: LeadMail }) {
  const [t, tForm, tHome] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminLeads' }),
    getTranslations({ locale, namespace: 'ContactForm' }),
    getTranslations({ locale, namespace: 'AdminHome' }),
  ]);
  return (
    <div className="mt-3 flex flex-col gap-3" data-testid="outbox-fields">
      <DetailFields
        items={[
          ...mail.fields.map(({ key, value }) => ({
            label: t(`detail.fields.${key}`),
            value:
              key === 'service' && isService(value) ? tForm(`services.${value}`) : <span className="whitespace-pre-wrap">{value}</span>,
            wide: key === 'message' || value.length > 60,
          })),
          mail.sourcePage ? { label: t('detail.sourcePage'), value: mail.sourcePage, wide: true } : null,
        ]}
      />
      {mail.leadId ? (
        <Link href={`/admin/leads/${mail.leadId}`} className="w-fit text-sm font-medium text-primary hover:underline" title={mail.leadId}>
          {tHome('mailOpenLead')}
        </Link>
      ) : null}
    </div>
  );
}
