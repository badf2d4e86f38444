import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { LinkActionForm } from '@/components/newsletter/link-action-form';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';
import { maskEmail } from '@/lib/leads/newsletter';
import { buildMetadata } from '@/lib/seo/metadata';

/* The pages a newsletter mail links to (confirm, unsubscribe): one button acts on the link's token. */

type Namespace = 'NewsletterConfirm' | 'Unsubscribe';
type RouteProps = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function linkPageMetadata(params: RouteProps['params'], namespace: Namespace, pathname: string): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace });
  return buildMetadata({ locale, pathname, title: t('metaTitle'), description: t('title'), noindex: true });
}

/** The page's language (set for the request) and the link's token ('' when there is none). */
export async function linkPageRequest({ params, searchParams }: RouteProps) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const query = await searchParams;
  return { locale, token: typeof query.token === 'string' ? query.token : '' };
}

/**
 * The title, then what the token found: nothing (an invalid link), a subscription the action has
 * nothing left to do for (`done`, e.g. already cancelled), or the address (masked) with the button.
 */
export async function LinkActionPage({
  locale,
  namespace,
  token,
  action,
  found,
}: {
  locale: ReturnType<typeof pageLocale>;
  namespace: Namespace;
  token: string;
  action: ComponentProps<typeof LinkActionForm>['action'];
  found: { email: string; done?: boolean } | null;
}) {
  const t = await getTranslations({ locale, namespace });
  // Only the unsubscribe page has a `done` state, and its text.
  const doneText = () => (t as unknown as (key: 'already') => string)('already');
  const email = found ? maskEmail(found.email) : '';
  return (
    <div className="container-page flex max-w-2xl flex-col gap-6 py-16">
      <h1 className="text-3xl font-extrabold">{t('title')}</h1>
      {!found ? (
        <p role="alert">{t('invalid')}</p>
      ) : found.done ? (
        <p role="status">{doneText()}</p>
      ) : (
        <LinkActionForm
          action={action}
          locale={locale}
          token={token}
          prompt={t('confirm', { email })}
          button={t('button')}
          done={t('done', { email })}
        />
      )}
      <Link href="/" className="text-primary underline-offset-4 hover:underline">
        {t('back')}
      </Link>
    </div>
  );
}
