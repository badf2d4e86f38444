import type { Metadata } from 'next';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthPanel, type AuthMode } from '@/components/account/auth-panel';
import { pageLocale } from '@/lib/i18n';
import { buildMetadata } from '@/lib/seo/metadata';
import { safeReturnPath } from '@/lib/validation/auth';

export async function generateMetadata({ params }: PageProps<'/[locale]/auth'>): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Auth' });
  return buildMetadata({ locale, pathname: '/auth', title: t('metaTitle'), description: t('metaDescription'), noindex: true });
}

export default async function AuthPage({ params, searchParams }: PageProps<'/[locale]/auth'>) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const query = await searchParams;
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const token = first(query.token) ?? first(query.code) ?? null;
  const invalidLink = first(query.error) === 'INVALID_TOKEN';
  const initial: AuthMode = token ? 'reset' : invalidLink ? 'forgot' : first(query.mode) === 'signup' ? 'signup' : 'login';
  const messages = await getMessages({ locale });
  const t = await getTranslations({ locale, namespace: 'Auth' });

  return (
    <div className="container-page flex justify-center py-12 sm:py-16">
      <div className="w-full max-w-md">
        <h1 className="text-3xl font-extrabold tracking-tight">{t('title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('subtitle')}</p>
        <AuthPanel
          locale={locale}
          initialMode={initial}
          token={token}
          invalidLink={invalidLink}
          next={safeReturnPath(first(query.next))}
          strings={messages.Auth as Record<string, unknown>}
        />
      </div>
    </div>
  );
}
