import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { PartnerForm } from '@/components/admin/partners/partner-form';
import { ClientStrings } from '@/i18n/client-strings';
import { adminMetadata, adminPage } from '@/lib/admin/page';

const PATH = '/admin/parceiros/novo';

export function generateMetadata({ params }: PageProps<'/[locale]/admin/parceiros/novo'>): Promise<Metadata> {
  return adminMetadata(params, PATH, 'AdminPartners', { title: 'new.title', description: 'new.subtitle' });
}

export default async function NewPartnerPage({ params }: PageProps<'/[locale]/admin/parceiros/novo'>) {
  const { locale, t } = await adminPage(params, PATH, 'AdminPartners');

  return (
    <div className="container-page flex flex-col gap-8 py-12">
      <AdminPageHeader backHref="/admin/parceiros" backLabel={t('backToList')} title={t('new.title')} subtitle={t('new.subtitle')} />
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
