import { DetailFields, DetailSection } from '@/components/admin/detail-section';
import { History, Mail, MessageCircle, Phone } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LeadAssignForm } from '@/components/admin/leads/lead-assign-form';
import { LeadNoteForm } from '@/components/admin/leads/lead-note-form';
import { LeadStatusBadge } from '@/components/admin/leads/lead-status-badge';
import { LeadStatusForm } from '@/components/admin/leads/lead-status-form';
import { buttonClass } from '@/components/ui/button';
import { ClientStrings } from '@/i18n/client-strings';
import { LOCALE_NAMES, isLocale } from '@/i18n/locales';
import { adminMetadata, adminPage } from '@/lib/admin/page';
import { CONTACT_SERVICES } from '@/lib/config/catalogue';

import { getLead, leadPartnerOptions, type LeadHistoryEntry } from '@/lib/leads/admin';
import { type LeadStatus } from '@/lib/leads/model';
import { isUuid } from '@/lib/auth/authz';
import { telUrl, whatsappUrl } from '@/lib/phone';
import { ADMIN_LEAD_NOTE_MAX } from '@/lib/validation/admin-leads';

type Props = PageProps<'/[locale]/admin/leads/[id]'>;

const pathOf = ({ id }: { id: string }) => `/admin/leads/${isUuid(id) ? id : ''}`;

/** Payload keys with a label of their own; any other key is shown as stored. */
const FIELD_KEYS = ['name', 'email', 'phone', 'company', 'cnpj', 'service', 'region', 'partner', 'message', 'ebook'] as const;
type FieldKey = (typeof FIELD_KEYS)[number];
const isFieldKey = (key: string): key is FieldKey => (FIELD_KEYS as readonly string[]).includes(key);

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return adminMetadata(params, pathOf, 'AdminLeads');
}

export default async function AdminLeadPage({ params }: Props) {
  const { locale, user, db, t, common, when, params: route } = await adminPage(params, pathOf, 'AdminLeads');
  const { id } = route;
  if (!isUuid(id)) notFound();
  const [tContact, lead, partners] = await Promise.all([
    getTranslations({ locale, namespace: 'ContactForm' }),
    getLead(db, user, id),
    leadPartnerOptions(db, user),
  ]);
  if (!lead) notFound();

  const none = <span className="text-muted-foreground">{common('none')}</span>;
  const statusName = (s: LeadStatus | null) => (s ? t(`statuses.${s}`) : common('none'));
  const serviceName = (key: string) =>
    (CONTACT_SERVICES as readonly string[]).includes(key) ? tContact(`services.${key as (typeof CONTACT_SERVICES)[number]}`) : key;
  const shortId = (value: string) => (value.length > 8 ? `${value.slice(0, 8)}…` : value);
  const partnerLabel = (p: { id: string; name: string | null } | null) => (p ? (p.name ?? shortId(p.id)) : common('none'));
  const whatsapp = whatsappUrl(lead.phone);
  const tel = telUrl(lead.phone);
  const title = lead.name || lead.email || t('noName');

  const historyText = (e: LeadHistoryEntry) => {
    const actor = e.actorName ?? t('history.system');
    if (e.kind === 'status') return t('history.status', { actor, from: statusName(e.fromStatus), to: statusName(e.toStatus) });
    if (e.kind === 'note') return t('history.note', { actor });
    if (!e.toPartner) return t('history.unassigned', { actor, from: partnerLabel(e.fromPartner) });
    if (!e.fromPartner) return t('history.assigned', { actor, to: partnerLabel(e.toPartner) });
    return t('history.reassigned', { actor, from: partnerLabel(e.fromPartner), to: partnerLabel(e.toPartner) });
  };

  return (
    <div className="container-page flex flex-col gap-6 py-12">
      <AdminPageHeader
        backHref="/admin/leads"
        backLabel={t('detail.back')}
        title={title}
        badge={<LeadStatusBadge status={lead.status} label={t(`statuses.${lead.status}`)} />}
      >
        <p className="mt-1 text-muted-foreground">
          {t(`types.${lead.type}`)} · {t('detail.receivedAt', { date: when(lead.createdAt) })}
        </p>
      </AdminPageHeader>

      <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <DetailSection id="lead-contact-h" title={t('detail.contact')}>
            <div className="flex flex-col gap-4">
              <DetailFields
                items={[
                  { label: t('detail.name'), value: lead.name ?? none },
                  { label: t('detail.email'), value: lead.email ?? none },
                  { label: t('detail.phone'), value: lead.phone ? <span className="tabular-nums">{lead.phone}</span> : none },
                ]}
              />
              {whatsapp || lead.email || tel ? (
                <div className="flex flex-wrap gap-3">
                  {whatsapp ? (
                    <a
                      href={whatsapp}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={buttonClass({ variant: 'whatsapp', size: 'sm' })}
                      data-testid="lead-whatsapp"
                    >
                      <MessageCircle className="size-4" aria-hidden />
                      {t('detail.whatsapp')}
                      <span className="sr-only"> {t('detail.newTab')}</span>
                    </a>
                  ) : null}
                  {lead.email ? (
                    <a href={`mailto:${lead.email}`} className={buttonClass({ variant: 'outline', size: 'sm' })} data-testid="lead-mailto">
                      <Mail className="size-4" aria-hidden />
                      {t('detail.sendEmail')}
                    </a>
                  ) : null}
                  {tel ? (
                    <a href={tel} className={buttonClass({ variant: 'outline', size: 'sm' })} data-testid="lead-tel">
                      <Phone className="size-4" aria-hidden />
                      {t('detail.call')}
                    </a>
                  ) : null}
                </div>
              ) : null}
            </div>
          </DetailSection>

          <DetailSection id="lead-form-h" title={t('detail.form')}>
            {lead.payload.length ? (
              <DetailFields
                items={lead.payload.map(({ key, value }) => ({
                  label: isFieldKey(key) ? t(`detail.fields.${key}`) : key,
                  value: key === 'service' ? serviceName(value) : <span className="whitespace-pre-wrap">{value}</span>,
                  wide: key === 'message' || value.length > 80,
                }))}
              />
            ) : (
              <p className="text-muted-foreground">{t('detail.noPayload')}</p>
            )}
          </DetailSection>

          <DetailSection id="lead-origin-h" title={t('detail.origin')}>
            <DetailFields
              items={[
                { label: t('detail.type'), value: t(`types.${lead.type}`) },
                { label: t('detail.partner'), value: lead.partner ? lead.partner.name : none },
                { label: t('detail.region'), value: lead.region ?? none },
                { label: t('detail.locale'), value: isLocale(lead.locale) ? LOCALE_NAMES[lead.locale] : (lead.locale ?? none) },
                { label: t('detail.sourcePage'), value: lead.sourcePage ?? none, wide: true },
                { label: t('detail.createdAt'), value: when(lead.createdAt) },
                { label: t('detail.updatedAt'), value: when(lead.updatedAt) },
                { label: t('detail.userId'), value: lead.userId ? <code className="text-sm">{lead.userId}</code> : none },
              ]}
            />
          </DetailSection>

          <DetailSection id="lead-history-h" title={t('history.title')}>
            {lead.history.length ? (
              <ol className="flex flex-col gap-4" data-testid="lead-history">
                {lead.history.map((e) => (
                  <li key={e.id} className="flex gap-3">
                    <History className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                    <div className="flex min-w-0 flex-col gap-1">
                      <p className="font-medium">{historyText(e)}</p>
                      <time dateTime={e.createdAt.toISOString()} className="text-sm text-muted-foreground">
                        {when(e.createdAt)}
                      </time>
                      {e.note ? <p className="whitespace-pre-wrap break-words rounded-lg bg-accent/50 p-3 text-sm">{e.note}</p> : null}
                    </div>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-muted-foreground">{t('history.empty')}</p>
            )}
          </DetailSection>
        </div>

        <ClientStrings locale={locale} namespaces={['AdminLeads', 'AdminCommon']}>
          <div className="flex flex-col gap-6">
            <DetailSection id="lead-status-h" title={t('statusForm.title')}>
              <p className="mb-4 text-sm text-muted-foreground">{t('statusForm.current', { status: statusName(lead.status) })}</p>
              <LeadStatusForm key={lead.status} leadId={lead.id} options={lead.next} noteMax={ADMIN_LEAD_NOTE_MAX} />
            </DetailSection>
            <DetailSection id="lead-assign-h" title={t('assignForm.title')}>
              <LeadAssignForm
                key={lead.partner?.id ?? 'none'}
                leadId={lead.id}
                partners={partners.filter((p) => p.active).map(({ id: pid, name }) => ({ id: pid, name }))}
                current={lead.partner}
                noteMax={ADMIN_LEAD_NOTE_MAX}
              />
            </DetailSection>
            <DetailSection id="lead-note-h" title={t('noteForm.title')}>
              <LeadNoteForm leadId={lead.id} noteMax={ADMIN_LEAD_NOTE_MAX} />
            </DetailSection>
          </div>
        </ClientStrings>
      </div>
    </div>
  );
}
