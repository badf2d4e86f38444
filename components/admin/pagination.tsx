import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { ChevronLeft, ChevronRight } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';

/** A back-office list's previous/next links and "page n of m"; nothing when the list has one page. */
export async function Pagination({
  locale,
  page,
  pageCount,
  href,
}: {
  locale: Locale;
  page: number;
  pageCount: number;
  /** The list's address at a page. */
  href: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'AdminTable' });
  return (
    <nav aria-label={t('pagination')} className="flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link href={href(page - 1)} className={buttonClass({ variant: 'outline', size: 'sm' })} rel="prev">
          <ChevronLeft className="size-4" aria-hidden />
          {t('previous')}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground">{t('pageOf', { page, pages: pageCount })}</p>
      {page < pageCount ? (
        <Link href={href(page + 1)} className={buttonClass({ variant: 'outline', size: 'sm' })} rel="next">
          {t('next')}
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
