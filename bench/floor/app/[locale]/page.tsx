import { getTranslations, setRequestLocale } from 'next-intl/server';

export default async function FloorPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Floor' });
  return (
    <main>
      <p>{t('paragraph')}</p>
    </main>
  );
}
