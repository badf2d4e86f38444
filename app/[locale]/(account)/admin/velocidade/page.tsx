import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { FilterField } from '@/components/admin/list-filters';
import { VitalValue } from '@/components/admin/vitals/vital-value';
import { VitalsTrendChart } from '@/components/admin/vitals/vitals-trend-chart';
import { buttonClass } from '@/components/ui/button';
import { Checkbox, Select } from '@/components/ui/input';
import { Link } from '@/i18n/navigation';
import { adminMetadata, adminPage } from '@/lib/admin/page';
import { routePageKey, rowViews, splitVitalsRows } from '@/lib/admin/vitals-pages';
import { CORE_VITALS, VITAL_DEVICES, VITAL_METRICS, VITAL_THRESHOLDS, type VitalMetric } from '@/lib/analytics/vitals';
import { loadVitalsReport, parseVitalsQuery, type VitalFigure, type VitalsRow } from '@/lib/analytics/admin-vitals';

const PATH = '/admin/velocidade';

export function generateMetadata({ params }: PageProps<'/[locale]/admin/velocidade'>): Promise<Metadata> {
  return adminMetadata(params, PATH, 'AdminVitals', { title: 'title', description: 'title' });
}

export default async function AdminSpeedPage({ params, searchParams }: PageProps<'/[locale]/admin/velocidade'>) {
  const { user, db, t, common, format } = await adminPage(params, PATH, 'AdminVitals');
  const query = parseVitalsQuery(await searchParams);
  const report = await loadVitalsReport(db, user, { route: query.route, device: query.device });

  /** Milliseconds as "180 ms" or "2,45 s"; CLS as a score with two decimals. */
  const formatValue = (metric: VitalMetric, value: number) => {
    if (metric === 'CLS') return format.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 3 });
    if (value < 1000) return format.number(Math.round(value), { style: 'unit', unit: 'millisecond', unitDisplay: 'short' });
    return format.number(value / 1000, { style: 'unit', unit: 'second', unitDisplay: 'short', maximumFractionDigits: 2 });
  };
  /** A route pattern as the kind of page it is ("Post do blog"); a pattern without a name as it is. */
  const routeName = (route: string) => {
    const key = routePageKey(route);
    return key ? t(`pages.${key}`) : route;
  };
  const dayLabel = (day: string) => format.dateTime(new Date(`${day}T12:00:00Z`), { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
  const shown = (figure: VitalFigure) => figure.p75 !== null && (figure.enough || query.all);
  const value = (metric: VitalMetric, figure: VitalFigure) => (
    <VitalValue
      metric={metric}
      figure={figure}
      value={figure.p75 === null ? null : formatValue(metric, figure.p75)}
      showFew={query.all}
      labels={{
        rating: figure.rating ? t(`ratings.${figure.rating}`) : null,
        views: t('pageViews', { count: figure.views }),
        tooFew: t('tooFew'),
        few: t('fewSamples'),
        none: t('noSamples'),
      }}
    />
  );
  const trendHref = (route: string, device: string) => {
    const search = new URLSearchParams({ route, device });
    if (query.all) search.set('all', '1');
    return `${PATH}?${search}#dia-a-dia`;
  };
  const trend = report.trend;
  const routeOptions = [...new Set([...report.rows.map((r) => r.route), ...(trend ? [trend.route] : [])])];
  const { shown: rows, few } = splitVitalsRows(report.rows, query.all);
  /** Whether a dash stands for a figure somewhere (then the page says once what the dash means). */
  const dashed = (figures: VitalsRow['figures'][], metrics: readonly VitalMetric[]) =>
    figures.some((f) => metrics.some((m) => !shown(f[m])));
  const dashNote = <p className="text-sm text-muted-foreground">{t('dashNote', { min: report.minSamples })}</p>;

  return (
    <div className="container-page flex flex-col gap-8 py-12">
      <AdminPageHeader backLabel={common('backToAdmin')} title={t('title')} subtitle={t('subtitle', { days: report.days })} />

      <section aria-labelledby="legend-h" className="rounded-2xl border bg-card p-6 text-sm">
        <h2 id="legend-h" className="text-lg font-bold">
          {t('howToRead')}
        </h2>
        <p className="mt-2">{t('legend')}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {VITAL_METRICS.map((metric) => (
            <li key={metric}>
              {t('legendItem', {
                metric: t(`metrics.${metric}`),
                explain: t(`metricExplain.${metric}`),
                good: formatValue(metric, VITAL_THRESHOLDS[metric][0]),
                poor: formatValue(metric, VITAL_THRESHOLDS[metric][1]),
              })}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-muted-foreground">{t('minimumNote', { min: report.minSamples })}</p>
        <p className="mt-2 text-muted-foreground">{t('clientNote', { perClient: report.perClientRouteDay })}</p>
        <p className="mt-2 text-muted-foreground">{t('sourceNote')}</p>
      </section>

      <section aria-labelledby="routes-h" className="flex flex-col gap-4 rounded-2xl border bg-card p-6" data-testid="vitals-routes">
        <h2 id="routes-h" className="text-xl font-bold">
          {t('routesTitle', { days: report.days })}
        </h2>
        {report.rows.length === 0 ? (
          <p className="text-muted-foreground">{t('routesEmpty', { days: report.days })}</p>
        ) : rows.length === 0 ? (
          <p className="text-muted-foreground">{t('enoughEmpty', { days: report.days })}</p>
        ) : (
          <>
            {dashed(
              rows.map((r) => r.figures),
              CORE_VITALS,
            )
              ? dashNote
              : null}
            <div
              className="scroll-hint relative overflow-x-auto bg-card"
              role="region"
              aria-label={t('routesCaption', { days: report.days })}
              tabIndex={0}
            >
              <table className="w-full min-w-[44rem] text-sm">
                <caption className="sr-only">{t('routesCaption', { days: report.days })}</caption>
                <thead>
                  <tr className="border-b text-left text-muted-foreground">
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {t('route')}
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {t('device')}
                    </th>
                    {CORE_VITALS.map((metric) => (
                      <th key={metric} scope="col" className="py-2 pr-4 font-medium">
                        {t(`metrics.${metric}`)}
                      </th>
                    ))}
                    <th scope="col" className="py-2 font-medium">
                      <span className="sr-only">{t('trendLink')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr
                      key={`${row.route} ${row.device}`}
                      className="border-b align-top last:border-0"
                      data-testid="vitals-row"
                      data-route={row.route}
                      data-device={row.device}
                    >
                      <th scope="row" className="py-3 pr-4 text-left font-medium" title={t('routeTitle', { route: row.route })}>
                        {routeName(row.route)}
                      </th>
                      <td className="py-3 pr-4">{t(`devices.${row.device}`)}</td>
                      {CORE_VITALS.map((metric) => (
                        <td key={metric} className="py-3 pr-4">
                          {value(metric, row.figures[metric])}
                        </td>
                      ))}
                      <td className="py-3">
                        <Link
                          href={trendHref(row.route, row.device)}
                          className="font-medium whitespace-nowrap text-primary hover:underline"
                        >
                          {t('trendLink')}
                          <span className="sr-only">
                            {' '}
                            {t('trendFor', { route: routeName(row.route), device: t(`devices.${row.device}`) })}
                          </span>
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
        {few.length ? (
          <div className="flex flex-col gap-2 border-t pt-4" data-testid="vitals-few-list">
            <h3 className="font-semibold">{t('fewTitle')}</h3>
            <p className="text-sm text-muted-foreground">{t('fewNote', { count: few.length, min: report.minSamples })}</p>
            <ul className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
              {few.map((row) => (
                <li
                  key={`${row.route} ${row.device}`}
                  className="flex flex-wrap items-baseline gap-x-2"
                  data-testid="vitals-few"
                  data-route={row.route}
                  data-device={row.device}
                  data-views={rowViews(row)}
                >
                  <Link
                    href={trendHref(row.route, row.device)}
                    className="font-medium text-primary hover:underline"
                    title={t('routeTitle', { route: row.route })}
                  >
                    {t('trendFor', { route: routeName(row.route), device: t(`devices.${row.device}`) })}
                  </Link>
                  <span className="text-muted-foreground">{t('fewViews', { count: rowViews(row), min: report.minSamples })}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>

      <section
        id="dia-a-dia"
        aria-labelledby="trend-h"
        className="flex scroll-mt-24 flex-col gap-4 rounded-2xl border bg-card p-6"
        data-testid="vitals-trend"
      >
        <div>
          <h2 id="trend-h" className="text-xl font-bold">
            {t('trendTitle')}
          </h2>
          {trend ? (
            <p className="mt-1 text-sm" data-testid="vitals-trend-for" title={t('routeTitle', { route: trend.route })}>
              {t('trendFor', { route: routeName(trend.route), device: t(`devices.${trend.device}`) })}
            </p>
          ) : null}
        </div>

        {!trend ? (
          <p className="text-muted-foreground">{t('trendEmpty')}</p>
        ) : (
          <>
            <form
              method="get"
              aria-label={t('trendForm')}
              className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem] lg:grid-cols-[minmax(0,1fr)_12rem_auto] lg:items-end"
            >
              <FilterField id="vitals-route" label={t('route')}>
                <Select id="vitals-route" name="route" defaultValue={trend.route}>
                  {routeOptions.map((route) => (
                    <option key={route} value={route}>
                      {routeName(route)}
                    </option>
                  ))}
                </Select>
              </FilterField>
              <FilterField id="vitals-device" label={t('device')}>
                <Select id="vitals-device" name="device" defaultValue={trend.device}>
                  {VITAL_DEVICES.map((device) => (
                    <option key={device} value={device}>
                      {t(`devices.${device}`)}
                    </option>
                  ))}
                </Select>
              </FilterField>
              <div className="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-1">
                <label className="inline-flex items-center gap-2 text-sm">
                  <Checkbox name="all" value="1" defaultChecked={query.all} />
                  {t('showAll')}
                </label>
                <button type="submit" className={buttonClass({ className: 'w-full sm:w-auto' })}>
                  {t('show')}
                </button>
              </div>
            </form>
            <div className="grid gap-4 lg:grid-cols-3">
              {CORE_VITALS.map((metric) => (
                <VitalsTrendChart
                  key={metric}
                  title={t('trendChart', { metric: t(`metrics.${metric}`) })}
                  thresholds={VITAL_THRESHOLDS[metric]}
                  data={trend.days.map(({ day, figures }) => {
                    const figure = figures[metric];
                    return {
                      day,
                      label: dayLabel(day),
                      p75: shown(figure) ? figure.p75 : null,
                      rating: figure.rating,
                      tip: `${dayLabel(day)}: ${shown(figure) && figure.p75 !== null ? formatValue(metric, figure.p75) : t('pageViews', { count: figure.views })}`,
                    };
                  })}
                />
              ))}
            </div>
            {dashed(
              trend.days.map((d) => d.figures),
              VITAL_METRICS,
            )
              ? dashNote
              : null}
            <div
              className="scroll-hint relative overflow-x-auto bg-card"
              role="region"
              aria-label={t('trendCaption', { route: routeName(trend.route), device: t(`devices.${trend.device}`) })}
              tabIndex={0}
            >
              <table className="w-full min-w-[52rem] text-sm" data-testid="vitals-trend-table">
                <caption className="mb-2 text-left font-semibold">
                  {t('trendCaption', { route: routeName(trend.route), device: t(`devices.${trend.device}`) })}
                </caption>
                <thead>
                  <tr className="border-b text-left text-muted-foreground">
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {t('day')}
                    </th>
                    {VITAL_METRICS.map((metric) => (
                      <th key={metric} scope="col" className="py-2 pr-4 font-medium">
                        {t(`metrics.${metric}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {[...trend.days].reverse().map(({ day, figures }) => (
                    <tr key={day} className="border-b align-top last:border-0" data-day={day}>
                      <th scope="row" className="py-2 pr-4 text-left font-medium whitespace-nowrap tabular-nums">
                        <time dateTime={day}>{dayLabel(day)}</time>
                        {day === report.today ? <span className="ml-1 text-muted-foreground">({t('today')})</span> : null}
                      </th>
                      {VITAL_METRICS.map((metric) => (
                        <td key={metric} className="py-2 pr-4">
                          {value(metric, figures[metric])}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
