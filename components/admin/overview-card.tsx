import { getFormatter, getTranslations } from 'next-intl/server';
import { ViewsChart } from '@/components/partner/views-chart';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import type { AdminOverview } from '@/lib/admin/overview';
import { LEAD_STATUSES } from '@/lib/db/schema';

/** The admin home's business figures: new leads by type, conversion, subscribers and the pipeline. */
export async function OverviewCard({ locale, data }: { locale: Locale; data: AdminOverview }) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'AdminHome' }), getFormatter({ locale })]);
  const { days } = data;
  const percent = (part: number, whole: number) =>
    whole ? format.number(part / whole, { style: 'percent', maximumFractionDigits: 0 }) : '—';
  const dayLabel = (day: string) => format.dateTime(new Date(`${day}T12:00:00Z`), { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
  const peak = Math.max(0, ...data.leadsPerDay.map((d) => d.leads));
  const figures = [
    { key: 'leads-today', label: t('leadsToday'), value: format.number(data.leadsToday.total), raw: data.leadsToday.total },
    { key: 'leads-period', label: t('leadsPeriod', { days }), value: format.number(data.leadsPeriod.total), raw: data.leadsPeriod.total },
    {
      key: 'contact-period',
      label: t('contactPeriod', { days }),
      value: format.number(data.leadsPeriod.contact),
      raw: data.leadsPeriod.contact,
    },
    { key: 'ebook-period', label: t('ebookPeriod', { days }), value: format.number(data.leadsPeriod.ebook), raw: data.leadsPeriod.ebook },
    { key: 'chat-period', label: t('chatPeriod', { days }), value: format.number(data.leadsPeriod.chat), raw: data.leadsPeriod.chat },
    { key: 'subscribers-today', label: t('subscribersToday'), value: format.number(data.subscribers.today), raw: data.subscribers.today },
    {
      key: 'subscribers-period',
      label: t('subscribersPeriod', { days }),
      value: format.number(data.subscribers.period),
      raw: data.subscribers.period,
    },
    {
      key: 'contacted-rate',
      label: t('contactedRate', { days }),
      value: percent(data.conversion.contacted, data.conversion.total),
      raw: data.conversion.contacted,
    },
    {
      key: 'won-rate',
      label: t('wonRate', { days }),
      value: percent(data.conversion.won, data.conversion.total),
      raw: data.conversion.won,
    },
    {
      key: 'pending-period',
      label: t('applicationsPending'),
      value: format.number(data.applicationsPending),
      raw: data.applicationsPending,
    },
  ];

  return (
    <section aria-labelledby="overview-h" className="flex flex-col gap-6 rounded-2xl border bg-card p-6" data-testid="admin-overview">
      <div>
        <h2 id="overview-h" className="text-xl font-bold">
          {t('title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('note', { days })}</p>
      </div>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-5">
        {figures.map((f) => (
          <div key={f.key} className="rounded-xl border bg-background p-4">
            <dt className="text-sm text-muted-foreground">{f.label}</dt>
            <dd className="mt-1 text-2xl font-extrabold tabular-nums" data-testid={`overview-${f.key}`} data-value={f.raw}>
              {f.value}
            </dd>
          </div>
        ))}
      </dl>
      <ViewsChart
        data={data.leadsPerDay.map((d) => ({ day: d.day, views: d.leads, label: dayLabel(d.day) }))}
        labels={{
          total: t('chartTotal', { count: format.number(data.leadsPeriod.total), days }),
          peak: t('chartPeak', { count: format.number(peak) }),
          caption: t('chartCaption', { days }),
          day: t('day'),
          count: t('leads'),
        }}
      />
      <div>
        <h3 className="mb-3 font-semibold">{t('pipeline')}</h3>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {LEAD_STATUSES.map((status) => (
            <li key={status}>
              <Link
                href={`/admin/leads?status=${status}`}
                className="flex flex-col rounded-xl border bg-background p-4 transition-colors hover:bg-accent hover:text-accent-foreground"
                data-testid={`pipeline-${status}`}
              >
                <span className="text-sm text-muted-foreground">{t(`status.${status}`)}</span>
                <span className="mt-1 text-2xl font-extrabold tabular-nums">{format.number(data.pipeline[status])}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
