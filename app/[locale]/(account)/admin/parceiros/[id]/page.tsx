import { DetailSection } from '@/components/admin/detail-section';
import { ArrowRight } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { notFound } from 'next/navigation';
import { PartnerForm } from '@/components/admin/partners/partner-form';
import { PartnerStatusBadge } from '@/components/admin/partners/status-badge';
import { ViewsChart } from '@/components/partner/views-chart';
import { ClientStrings } from '@/i18n/client-strings';
import { Link } from '@/i18n/navigation';
import { adminMetadata, adminPage } from '@/lib/admin/page';

import { getPartnerForEdit } from '@/lib/partners/admin';

type Props = PageProps<'/[locale]/admin/parceiros/[id]'>;

const pathOf = ({ id }: { id: string }) => `/admin/parceiros/${id}`;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return adminMetadata(params, pathOf, 'AdminPartners', { title: 'edit.title', description: 'subtitle' });
}

export default async function EditPartnerPage({ params }: Props) {
  const { locale, user, db, t, format, when, params: route } = await adminPage(params, pathOf, 'AdminPartners');
  const { id } = route;
  const partner = await getPartnerForEdit(db, user, id);
  if (!partner) notFound();

  const dayLabel = (day: string) => format.dateTime(new Date(`${day}T12:00:00Z`), { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
  const days = partner.viewsPerDay.length;
  const peak = Math.max(0, ...partner.viewsPerDay.map((d) => d.views));

  return (
    <div className="container-page flex flex-col gap-6 py-12">
      <AdminPageHeader
        backHref="/admin/parceiros"
        backLabel={t('backToList')}
        title={partner.name}
        badge={<PartnerStatusBadge active={partner.active} label={t(partner.active ? 'statusActive' : 'statusInactive')} />}
      >
        <p className="mt-1 text-sm text-muted-foreground">
          {t('edit.dates', { created: when(partner.createdAt), updated: when(partner.updatedAt) })}
        </p>
      </AdminPageHeader>

      <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <DetailSection id="partner-form-h" title={t('form.editTitle')}>
          <ClientStrings locale={locale} namespaces={['AdminPartners', 'AdminCommon']}>
            <PartnerForm
              partnerId={partner.id}
              initial={{
                name: partner.name,
                email: partner.email ?? '',
                phone: partner.phone ?? '',
                state_code: partner.stateCode ?? '',
                city: partner.city ?? '',
                active: partner.active,
                territories: partner.territories.map((tr) => ({ state_code: tr.stateCode, cities: [...tr.cities] })),
              }}
            />
          </ClientStrings>
        </DetailSection>

        <div className="flex flex-col gap-6">
          <DetailSection id="partner-figures-h" title={t('edit.figures')}>
            <dl className="grid grid-cols-2 gap-3">
              <div className="flex flex-col rounded-xl border p-3" data-testid="partner-leads">
                <dt className="text-sm text-muted-foreground">{t('edit.leads')}</dt>
                <dd className="order-first text-2xl font-extrabold tabular-nums">{format.number(partner.leads)}</dd>
              </div>
              <div className="flex flex-col rounded-xl border p-3" data-testid="partner-users">
                <dt className="text-sm text-muted-foreground">{t('edit.users')}</dt>
                <dd className="order-first text-2xl font-extrabold tabular-nums">{format.number(partner.users)}</dd>
              </div>
              <div className="col-span-2 flex flex-col rounded-xl border p-3" data-testid="partner-views-total">
                <dt className="text-sm text-muted-foreground">{t('edit.viewsAllTime')}</dt>
                <dd className="order-first text-2xl font-extrabold tabular-nums">{format.number(partner.viewsTotal)}</dd>
              </div>
            </dl>
            <Link
              href={`/admin/leads?partner=${partner.id}`}
              className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
            >
              {t('edit.leadsLink')}
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </DetailSection>

          <DetailSection id="partner-views-h" title={t('edit.views')}>
            <ViewsChart
              data={partner.viewsPerDay.map((d) => ({ ...d, label: dayLabel(d.day) }))}
              labels={{
                total: t('edit.viewsTotal', { count: format.number(partner.viewsRecent), days }),
                peak: t('edit.viewsPeak', { count: format.number(peak) }),
                caption: t('edit.viewsCaption', { days }),
                day: t('edit.viewsDay'),
                count: t('edit.viewsCount'),
              }}
            />
          </DetailSection>
        </div>
      </div>
    </div>
  );
}
