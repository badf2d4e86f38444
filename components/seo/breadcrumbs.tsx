import { ChevronRight } from '@/components/ui/icons';
import { getMessages, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { breadcrumbJsonLd, breadcrumbsFor } from '@/lib/seo/jsonld';
import type { Locale } from '@/i18n/locales';
import { JsonLdScript } from './json-ld';

/**
 * Visible breadcrumbs plus their BreadcrumbList JSON-LD. Segments with a known page name use it;
 * others follow the rule (first letter capitalised). `labels` adds names for deeper paths.
 */
export async function Breadcrumbs({
  locale,
  pathname,
  labels = {},
}: {
  locale: Locale;
  pathname: string;
  labels?: Record<string, string>;
}) {
  const [t, messages] = await Promise.all([getTranslations({ locale }), getMessages({ locale })]);
  const pageNames = (messages.Pages ?? {}) as Record<string, string>;
  const known = Object.fromEntries(Object.entries(pageNames).map(([slug, name]) => [`/${slug}`, name]));
  const crumbs = breadcrumbsFor(pathname, t('Common.home'), { ...known, ...labels });

  return (
    <>
      <nav aria-label={t('Common.breadcrumb')} className="text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1">
          {crumbs.map((c, i) => (
            // The current page (often a long title, whole in the heading below) keeps to one line
            // beside its chevron, cut with an ellipsis on a narrow screen.
            <li key={c.path} className="inline-flex min-w-0 max-w-full items-center gap-1">
              {i > 0 ? <ChevronRight className="size-3.5 shrink-0" aria-hidden /> : null}
              {i === crumbs.length - 1 ? (
                <span aria-current="page" className="truncate font-medium text-foreground" title={c.name}>
                  {c.name}
                </span>
              ) : (
                <Link href={c.path} className="hover:text-primary hover:underline">
                  {c.name}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLdScript data={breadcrumbJsonLd(locale, crumbs)} />
    </>
  );
}
