import { getFormatter, getTranslations } from 'next-intl/server';
import { ViewsChart } from '@/components/partner/views-chart';
import type { Locale } from '@/i18n/locales';
import { analyticsOverview } from '@/lib/analytics/overview';

/** The admin home's audience section: first-party page views and sessions, per day, top pages. */
export async function AnalyticsCard({ locale }: { locale: Locale }) {
  const [t, format, data] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminAnalytics' }),
    getFormatter({ locale }),
    analyticsOverview(),
  ]);
  const days = data.perDay.length;
  const dayLabel = (day: string) => format.dateTime(new Date(`${day}T12:00:00Z`), { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
  const peak = Math.max(0, ...data.perDay.map((d) => d.views));
  const figures = [
    { key: 'today-views', label: t('todayViews'), value: data.today.views },
    { key: 'today-sessions', label: t('todaySessions'), value: data.today.sessions },
    { key: 'period-views', label: t('periodViews', { days }), value: data.period.views },
    { key: 'period-sessions', label: t('periodSessions', { days }), value: data.period.sessions },
  ];

  return (
    <section aria-labelledby="analytics-h" className="flex flex-col gap-6 rounded-2xl border bg-card p-6" data-testid="admin-analytics">
      <div>
        <h2 id="analytics-h" className="text-xl font-bold">
          {t('title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('note')}</p>
      </div>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {figures.map((f) => (
          <div key={f.key} className="rounded-xl border bg-background p-4">
            <dt className="text-sm text-muted-foreground">{f.label}</dt>
            <dd className="mt-1 text-2xl font-extrabold tabular-nums" data-testid={`analytics-${f.key}`} data-value={f.value}>
              {format.number(f.value)}
            </dd>
          </div>
        ))}
      </dl>
      <ViewsChart
        data={data.perDay.map((d) => ({ ...d, label: dayLabel(d.day) }))}
        labels={{
          total: t('chartTotal', { count: format.number(data.period.views), days }),
          peak: t('chartPeak', { count: format.number(peak) }),
          caption: t('chartCaption', { days }),
          day: t('day'),
          count: t('views'),
        }}
      />
      <div>
        <h3 className="mb-2 font-semibold">{t('topPages', { days })}</h3>
        {data.topPages.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('empty')}</p>
        ) : (
          <table className="w-full max-w-2xl text-sm">
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th scope="col" className="py-2 font-medium">
                  {t('page')}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t('views')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.topPages.map((p) => (
                <tr key={p.path} className="border-b last:border-0">
                  <td className="max-w-0 truncate py-2 pr-4 font-mono" title={p.path}>
                    {p.path}
                  </td>
                  <td className="py-2 text-right tabular-nums">{format.number(p.views)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
