import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthPanel, type AuthCaps, type AuthMode } from '@/components/account/auth-panel';
import { ClientStrings } from '@/i18n/client-strings';
import { LIMITS } from '@/lib/config/limits';
import { pageLocale } from '@/i18n/page-locale';
import { buildMetadata } from '@/lib/seo/metadata';
import { fieldCaps } from '@/lib/validation/caps';
import { forgotSchema, resetSchema, safeReturnPath, signInSchema, signUpSchema } from '@/lib/validation/auth';

const CAPS: AuthCaps = {
  login: fieldCaps(signInSchema, LIMITS.formString),
  signup: fieldCaps(signUpSchema, LIMITS.formString),
  forgot: fieldCaps(forgotSchema, LIMITS.formString),
  reset: fieldCaps(resetSchema, LIMITS.formString),
};

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
  const t = await getTranslations({ locale, namespace: 'Auth' });

  return (
    <div className="container-page flex justify-center py-12 sm:py-16">
      <div className="w-full max-w-md">
        <h1 className="text-3xl font-extrabold tracking-tight">{t('title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('subtitle')}</p>
        <ClientStrings locale={locale} namespaces={['Auth', 'PasswordInput']}>
          {/* A new address (a link to /auth from the reset form, a new token) starts the panel afresh. */}
          <AuthPanel
            key={`${initial}:${token ?? ''}`}
            initialMode={initial}
            token={token}
            invalidLink={invalidLink}
            next={first(query.next) ? safeReturnPath(first(query.next)) : ''}
            caps={CAPS}
          />
        </ClientStrings>
      </div>
    </div>
  );
}
