import { MapPin, MessageCircle } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CtaBanner } from '@/components/content/cta-banner';
import { PageHeader } from '@/components/content/page-header';
import { JsonLdScript } from '@/components/seo/json-ld';
import { buttonClass } from '@/components/ui/button';
import { Select } from '@/components/ui/input';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';
import { localizedPath } from '@/i18n/paths';
import { UFS } from '@/lib/config/brazil';
import { COMPANY } from '@/lib/config/company';
import { directoryPartners } from '@/lib/partners/active';
import {
  filterPartners,
  NATIONAL,
  parseRegion,
  partnerContactHref,
  regionCounts,
  type DirectoryPartner,
  type DirectoryRegion,
} from '@/lib/partners/directory';
import { partnerListJsonLd } from '@/lib/seo/jsonld';
import { buildMetadata } from '@/lib/seo/metadata';
import { cn } from '@/lib/utils';
import { logError } from '@/lib/ops/log-error';

/** Read per request: an approved partner shows at once. */
export const dynamic = 'force-dynamic';

const PATH = '/revendas';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'ResellerDirectory' });
  return buildMetadata({
    locale,
    pathname: PATH,
    title: t('metaTitle'),
    description: t('metaDescription'),
    ogImage: '/[locale]/(site)/revendas',
  });
}

async function loadPartners(): Promise<DirectoryPartner[] | null> {
  try {
    return await directoryPartners();
  } catch (error) {
    logError('Error loading the reseller directory', error);
    return null;
  }
}

export default async function ResellersPage({ params, searchParams }: Props) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const [t, sp, partners] = await Promise.all([getTranslations({ locale, namespace: 'ResellerDirectory' }), searchParams, loadPartners()]);
  const region = parseRegion(sp.uf);
  const counts = partners ? regionCounts(partners) : null;
  const shown = partners ? filterPartners(partners, region) : [];
  const stateName = (code: string) => (code === NATIONAL ? t('country') : (UFS.find((u) => u.code === code)?.name ?? code));
  const filterHref = (code: DirectoryRegion) => `${PATH}?uf=${code}`;
  const regions: DirectoryRegion[] = [...UFS.map((u) => u.code), NATIONAL];
  const withPartners = counts ? regions.filter((code) => counts[code] > 0) : [];

  const results =
    region === NATIONAL
      ? t('resultsNational', { count: shown.length })
      : region
        ? t('resultsIn', { count: shown.length, state: stateName(region) })
        : t('resultsAll', { count: shown.length });

  return (
    <>
      <PageHeader locale={locale} pathname={PATH} title={t('title')} lead={t('lead')} />
      <div className="container-page flex flex-col gap-8 py-10">
        <div className="flex flex-col gap-4 rounded-2xl border bg-card p-4 shadow-sm sm:p-6">
          <form action={localizedPath(locale, PATH)} method="get" className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex flex-col gap-1.5 sm:w-96">
              <label htmlFor="revendas-uf" className="text-sm font-medium">
                {t('filterLabel')}
              </label>
              <Select id="revendas-uf" name="uf" defaultValue={region ?? ''}>
                <option value="">
                  {counts ? t('optionCount', { state: t('allStates'), count: partners?.length ?? 0 }) : t('allStates')}
                </option>
                <option value={NATIONAL}>
                  {counts ? t('optionCount', { state: t('national'), count: counts[NATIONAL] }) : t('national')}
                </option>
                {UFS.map((uf) => (
                  <option key={uf.code} value={uf.code}>
                    {counts ? t('optionCount', { state: uf.name, count: counts[uf.code] }) : uf.name}
                  </option>
                ))}
              </Select>
            </div>
            <button type="submit" className={buttonClass({ className: 'sm:w-40' })}>
              {t('filterSubmit')}
            </button>
          </form>
          {counts && withPartners.length ? (
            <nav aria-label={t('summaryLabel')}>
              <ul className="flex flex-wrap gap-2">
                {withPartners.map((code) => (
                  <li key={code}>
                    <Link
                      href={filterHref(code)}
                      prefetch={false}
                      aria-current={region === code ? 'page' : undefined}
                      className={cn(
                        'inline-flex min-h-8 items-center rounded-full border px-2.5 py-0.5 text-xs font-medium sm:text-sm',
                        region === code
                          ? 'border-primary bg-primary text-primary-foreground'
                          : 'bg-background hover:border-primary hover:bg-accent',
                      )}
                    >
                      {t('summaryCount', { state: code === NATIONAL ? t('country') : code, count: counts[code] })}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>

        {partners === null ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-destructive/40 bg-destructive/5 p-6">
            <p>{t('unavailable')}</p>
            <Link href="/contato" className={buttonClass({ variant: 'outline', size: 'sm' })}>
              {t('emptyContact')}
            </Link>
          </div>
        ) : (
          <section aria-labelledby="revendas-results" className="flex flex-col gap-4">
            <h2 id="revendas-results" className="text-2xl font-bold" data-testid="revendas-results">
              {results}
            </h2>
            {shown.length ? (
              <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" data-testid="revendas-list">
                {shown.map((partner) => (
                  <PartnerItem
                    key={partner.id}
                    partner={partner}
                    contactHref={partnerContactHref(partner, region)}
                    contactLabel={t('contact', { partner: partner.name })}
                    citiesLabel={t('cities')}
                    nationwide={t('nationwide')}
                    stateName={stateName}
                  />
                ))}
              </ul>
            ) : (
              <div
                className="flex flex-col items-start gap-3 rounded-2xl border border-dashed bg-muted/40 p-6"
                data-testid="revendas-empty"
              >
                <p className="max-w-2xl text-muted-foreground">{t('emptyText')}</p>
                <div className="flex flex-wrap gap-3">
                  <Link
                    href={`/contato?${new URLSearchParams({ regiao: region && region !== NATIONAL ? region : t('country') })}`}
                    prefetch={false}
                    className={buttonClass({ size: 'sm' })}
                  >
                    <MessageCircle className="size-4" aria-hidden />
                    {t('emptyContact')}
                  </Link>
                  {region !== NATIONAL && counts && counts[NATIONAL] > 0 ? (
                    <Link href={filterHref(NATIONAL)} prefetch={false} className={buttonClass({ variant: 'outline', size: 'sm' })}>
                      {t('emptyNational')}
                    </Link>
                  ) : null}
                  <Link href={PATH} prefetch={false} className={buttonClass({ variant: 'outline', size: 'sm' })}>
                    {t('showAll')}
                  </Link>
                </div>
              </div>
            )}
          </section>
        )}

        <CtaBanner title={t('ctaTitle')} text={t('ctaText')} cta={t('ctaButton')} href="/cadastro-revenda" />
      </div>
      {shown.length ? (
        <JsonLdScript
          data={partnerListJsonLd({
            locale,
            name: `${t('title')} — ${COMPANY.name}`,
            items: shown.map((p) => ({
              name: p.name,
              areaServed: p.areas.map((a) => ({ state: stateName(a.stateCode), cities: a.cities })),
              nationwide: t('country'),
              url: partnerContactHref(p, region),
            })),
          })}
        />
      ) : null}
    </>
  );
}

function PartnerItem({
  partner,
  contactHref,
  contactLabel,
  citiesLabel,
  nationwide,
  stateName,
}: {
  partner: DirectoryPartner;
  contactHref: string;
  contactLabel: string;
  citiesLabel: string;
  nationwide: string;
  stateName: (code: string) => string;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl border bg-card p-5 shadow-sm" data-partner={partner.name}>
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-bold">{partner.name}</h3>
        <span className="flex shrink-0 flex-wrap justify-end gap-1">
          {(partner.areas.length ? partner.areas.map((a) => a.stateCode) : [NATIONAL]).map((code) => (
            <abbr
              key={code}
              title={stateName(code)}
              className="rounded-md bg-accent px-2 py-0.5 text-xs font-bold text-accent-foreground no-underline"
            >
              {code}
            </abbr>
          ))}
        </span>
      </div>
      <div className="flex items-start gap-2 text-sm text-muted-foreground">
        <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
        {partner.areas.length ? (
          <dl className="flex flex-col gap-1">
            <dt className="sr-only">{citiesLabel}</dt>
            {partner.areas.map((area) => (
              <dd key={area.stateCode} data-testid="partner-cities">
                <span className="font-semibold text-foreground">{stateName(area.stateCode)}</span>
                {area.cities.length ? `: ${area.cities.join(', ')}` : null}
              </dd>
            ))}
          </dl>
        ) : (
          <p>{nationwide}</p>
        )}
      </div>
      <Link
        href={contactHref}
        prefetch={false}
        className="mt-auto inline-flex min-h-11 items-center gap-2 pt-1 font-semibold text-primary underline-offset-4 hover:underline"
      >
        <MessageCircle className="size-4" aria-hidden />
        {contactLabel}
      </Link>
    </li>
  );
}
