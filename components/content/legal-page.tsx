import { getFormatter, getTranslations } from 'next-intl/server';
import type { LegalDocument } from '@/lib/content/types';
import { Link } from '@/i18n/navigation';
import { COMPANY } from '@/lib/config/company';
import { type Locale } from '@/i18n/locales';
import { fillTokens } from '@/lib/text';
import { PageHeader } from './page-header';

const RELATED = [
  { href: '/politica-de-privacidade', key: 'privacy' },
  { href: '/termos-de-uso', key: 'terms' },
  { href: '/lgpd', key: 'lgpd' },
] as const;

export async function LegalPage({ locale, pathname, doc }: { locale: Locale; pathname: string; doc: LegalDocument }) {
  const [t, format] = await Promise.all([getTranslations({ locale }), getFormatter({ locale })]);
  const updated = format.dateTime(new Date(`${doc.updated}T12:00:00Z`), { dateStyle: 'long' });

  return (
    <>
      <PageHeader locale={locale} pathname={pathname} title={doc.title}>
        <p className="text-sm text-muted-foreground">
          <time dateTime={doc.updated}>{t('Common.lastUpdated', { date: updated })}</time>
        </p>
      </PageHeader>
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[16rem_1fr]">
        <aside className="hidden lg:block">
          <nav aria-label={t('Common.onThisPage')} className="sticky top-24 text-sm">
            <p className="mb-3 font-semibold">{t('Common.onThisPage')}</p>
            <ol className="flex flex-col gap-2 border-l pl-4 text-muted-foreground">
              {doc.sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} className="hover:text-primary">
                    {fillTokens(s.heading)}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </aside>
        <article className="prose-legal max-w-3xl">
          {doc.intro.map((p, i) => (
            <p key={i} className="text-lg">
              {fillTokens(p)}
            </p>
          ))}
          {doc.sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`}>
              <h2 id={`${s.id}-h`}>{fillTokens(s.heading)}</h2>
              {s.paragraphs?.map((p, i) => (
                <p key={i}>{fillTokens(p)}</p>
              ))}
              {s.items?.length ? (
                <ul>
                  {s.items.map((item, i) => (
                    <li key={i}>{fillTokens(item)}</li>
                  ))}
                </ul>
              ) : null}
              {s.after?.map((p, i) => (
                <p key={i}>{fillTokens(p)}</p>
              ))}
            </section>
          ))}
          <aside className="mt-10 rounded-xl border bg-muted/50 p-6">
            <h2 className="!mt-0">{t('Legal.questions')}</h2>
            <p>{t('Legal.questionsText', { email: COMPANY.email, phone: COMPANY.phone })}</p>
            <p className="!mb-0 font-semibold">{t('Legal.related')}</p>
            <ul className="!mb-0">
              {RELATED.filter((r) => r.href !== pathname).map((r) => (
                <li key={r.href}>
                  <Link href={r.href} className="text-primary underline-offset-4 hover:underline">
                    {t(`Footer.${r.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        </article>
      </div>
    </>
  );
}
