import { ChevronLeft } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { PartnerForm } from '@/components/admin/partners/partner-form';
import { ClientStrings } from '@/i18n/client-strings';
import { Link } from '@/i18n/navigation';
import { adminMetadata, adminPage } from '@/lib/admin/page';

const PATH = '/admin/parceiros/novo';

export function generateMetadata({ params }: PageProps<'/[locale]/admin/parceiros/novo'>): Promise<Metadata> {
  return adminMetadata(params, PATH, 'AdminPartners', { title: 'new.title', description: 'new.subtitle' });
}

export default async function NewPartnerPage({ params }: PageProps<'/[locale]/admin/parceiros/novo'>) {
  const { locale, t } = await adminPage(params, PATH, 'AdminPartners');

  return (
    <div className="container-page flex flex-col gap-8 py-12">
      <div>
        <Link href="/admin/parceiros" className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
          <ChevronLeft className="size-4" aria-hidden />
          {t('backToList')}
        </Link>
        <h1 className="mt-3 text-3xl font-extrabold">{t('new.title')}</h1>
        <p className="mt-1 max-w-3xl text-muted-foreground">{t('new.subtitle')}</p>
      </div>
      <section aria-labelledby="partner-form-h" className="max-w-3xl rounded-2xl border bg-card p-4 sm:p-6">
        <h2 id="partner-form-h" className="mb-4 text-lg font-bold">
          {t('form.createTitle')}
        </h2>
        <ClientStrings locale={locale} namespaces={['AdminPartners', 'AdminCommon']}>
          <PartnerForm initial={{ name: '', email: '', phone: '', state_code: '', city: '', active: true, territories: [] }} />
        </ClientStrings>
      </section>
    </div>
  );
}
