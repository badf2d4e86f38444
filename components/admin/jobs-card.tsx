import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';

/** The admin dashboard's entry to the scheduled jobs page. */
export async function JobsCard({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'AdminJobs' });
  return (
    <section aria-labelledby="jobs-h" className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border bg-card p-6">
      <div>
        <h2 id="jobs-h" className="text-xl font-bold">
          {t('title')}
        </h2>
        <p className="mt-1 text-muted-foreground">{t('cardText')}</p>
      </div>
      <Link href="/admin/seo" className={buttonClass({ variant: 'outline' })}>
        {t('cardLink')}
      </Link>
    </section>
  );
}
