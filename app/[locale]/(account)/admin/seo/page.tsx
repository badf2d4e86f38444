import type { Metadata } from 'next';
import { RunJobButton } from '@/components/admin/run-job-button';
import { ClientStrings } from '@/i18n/client-strings';
import { adminMetadata, adminPage } from '@/lib/admin/page';
import { COMPANY_TIME_ZONE } from '@/lib/config/company';
import { listJobRuns, type RunView } from '@/lib/jobs/admin';
import { JOB_MESSAGE_KEY } from '@/lib/jobs/runs';
import { JobRunner, RunJobForm } from '@/components/admin/job-runner';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { cn } from '@/lib/utils';
import { runJobNow } from '@/lib/actions/admin/jobs';

const PATH = '/admin/seo';

/** "Run now" waits for the job (the audit crawls the whole site). */
export const maxDuration = 300;

const STATUS_STYLE: Record<RunView['status'], string> = {
  running: 'border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100',
  succeeded: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
  failed: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  skipped: 'border-slate-300 bg-slate-50 text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
};

export function generateMetadata({ params }: PageProps<'/[locale]/admin/seo'>): Promise<Metadata> {
  return adminMetadata(params, PATH, 'AdminJobs', { title: 'title', description: 'cardText' });
}

export default async function ScheduledJobsPage({ params }: PageProps<'/[locale]/admin/seo'>) {
  const { locale, user, db, t, format } = await adminPage(params, PATH, 'AdminJobs');
  const jobs = await listJobRuns(db, user);
  const when = (d: Date) => format.dateTime(d, { dateStyle: 'short', timeStyle: 'medium', timeZone: COMPANY_TIME_ZONE });
  const seconds = (run: RunView) =>
    run.finishedAt
      ? t('seconds', { seconds: format.number((run.finishedAt.getTime() - run.startedAt.getTime()) / 1000, { maximumFractionDigits: 1 }) })
      : t('notFinished');

  return (
    <div className="container-page flex flex-col gap-8 py-12">
      <AdminPageHeader backLabel={t('backToAdmin')} title={t('title')} subtitle={t('subtitle')} />

      <ClientStrings locale={locale} namespaces={['AdminJobs.run']}>
        <JobRunner action={runJobNow} styles={{ ok: STATUS_STYLE.succeeded, failed: STATUS_STYLE.failed }}>
          {jobs.map(({ job, runs }) => {
            const key = JOB_MESSAGE_KEY[job];
            return (
              <section key={job} aria-labelledby={`job-${key}-h`} data-job={job} className="rounded-2xl border bg-card p-6">
                <div className="flex flex-wrap items-start justify-between gap-4">
                  <div className="max-w-3xl">
                    <h2 id={`job-${key}-h`} className="text-xl font-bold">
                      {t(`jobs.${key}.title`)}
                    </h2>
                    <p className="mt-1 text-muted-foreground">{t(`jobs.${key}.description`)}</p>
                    <p className="mt-1 text-sm text-muted-foreground">{t('schedule', { schedule: t(`jobs.${key}.schedule`) })}</p>
                  </div>
                  {/* A plain form: works without JavaScript; the action re-checks the admin role. */}
                  <RunJobForm locale={locale} job={job}>
                    <RunJobButton describedBy={`job-${key}-h`} />
                  </RunJobForm>
                </div>

                <h3 className="mt-6 font-semibold">{t('lastRuns')}</h3>
                {runs.length === 0 ? (
                  <p className="mt-2 text-sm text-muted-foreground">{t('noRuns')}</p>
                ) : (
                  <ol className="mt-3 flex flex-col gap-3" data-testid="job-runs">
                    {runs.map((run, index) => (
                      <li key={run.id} data-testid="job-run" data-status={run.status}>
                        <details open={index === 0} className="rounded-xl border">
                          <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 rounded-xl px-4 py-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                            <span
                              className={cn(
                                'inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold',
                                STATUS_STYLE[run.status],
                              )}
                            >
                              {t(`status.${run.status}`)}
                            </span>
                            <span className="font-medium">{t('runAt', { date: when(run.startedAt) })}</span>
                            <span className="text-sm text-muted-foreground tabular-nums">{seconds(run)}</span>
                          </summary>
                          <div className="flex flex-col gap-4 border-t px-4 py-4 text-sm">
                            <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
                              <dt className="text-muted-foreground">{t('started')}</dt>
                              <dd className="tabular-nums">{when(run.startedAt)}</dd>
                              <dt className="text-muted-foreground">{t('finished')}</dt>
                              <dd className="tabular-nums">{run.finishedAt ? when(run.finishedAt) : t('notFinished')}</dd>
                              <dt className="text-muted-foreground">{t('duration')}</dt>
                              <dd className="tabular-nums">{seconds(run)}</dd>
                            </dl>
                            {run.error ? (
                              <p className="break-words rounded-lg border border-red-300 bg-red-50 p-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
                                <span className="font-semibold">{t('error')}:</span> {run.error}
                              </p>
                            ) : null}
                            {run.counts.length > 0 ? (
                              <div>
                                <h4 className="font-semibold">{t('summary')}</h4>
                                <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 sm:max-w-md" data-testid="run-counts">
                                  {run.counts.map((c) => (
                                    <div key={c.key} className="contents" data-count={c.key}>
                                      <dt className="text-muted-foreground">{t(`counts.${c.key}`)}</dt>
                                      <dd className="text-right font-medium tabular-nums">{format.number(c.value)}</dd>
                                    </div>
                                  ))}
                                </dl>
                              </div>
                            ) : null}
                            {run.advice.length > 0 ? (
                              <div>
                                <h4 className="font-semibold">{t('recommendations')}</h4>
                                <ul className="mt-2 list-disc space-y-1 pl-5">
                                  {run.advice.map((a, i) => (
                                    <li key={i} className="break-words">
                                      {t(`advice.${a.code}`, a.values)}
                                    </li>
                                  ))}
                                </ul>
                              </div>
                            ) : null}
                            {run.details.length > 0 ? (
                              <div className="flex flex-col gap-2">
                                <h4 className="font-semibold">{t('details')}</h4>
                                {run.details.map((d) => (
                                  <details key={d.key} className="rounded-lg border">
                                    <summary className="cursor-pointer rounded-lg px-3 py-2 font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                                      {t(`findings.${d.key}`)} ({format.number(d.items.length)})
                                    </summary>
                                    <ul className="flex flex-col gap-1 border-t px-3 py-2 font-mono text-xs">
                                      {d.items.map((item, i) => (
                                        <li key={i} className="break-all">
                                          {item}
                                        </li>
                                      ))}
                                    </ul>
                                  </details>
                                ))}
                              </div>
                            ) : null}
                          </div>
                        </details>
                      </li>
                    ))}
                  </ol>
                )}
              </section>
            );
          })}
        </JobRunner>
      </ClientStrings>
    </div>
  );
}
