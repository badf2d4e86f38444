import { DetailFields, DetailSection } from '@/components/admin/detail-section';
import { Download, ExternalLink } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { notFound } from 'next/navigation';
import { StatusBadge } from '@/components/admin/application-status';
import { ApproveButton, RejectForm, ResendInviteButton } from '@/components/admin/reseller-review';
import { buttonClass } from '@/components/ui/button';
import { ClientStrings } from '@/i18n/client-strings';
import { LOCALE_NAMES, isLocale } from '@/i18n/locales';
import { adminMetadata, adminPage } from '@/lib/admin/page';
import { SERVICE_PAGES } from '@/lib/config/catalogue';

import { RESELLER_REVIEW } from '@/lib/config/limits';
import { serviceName } from '@/lib/content/pages';
import { telUrl } from '@/lib/phone';
import { getApplication } from '@/lib/resellers/admin';
import { formatCnpj } from '@/lib/validation/cnpj';

type Props = PageProps<'/[locale]/admin/revendas/[id]'>;

const pathOf = ({ id }: { id: string }) => `/admin/revendas/${id}`;

/** Types the browser can show by itself: these get a preview link. */
const PREVIEWABLE = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/jpg']);
const BADGE = { pending: 'badgePending', approved: 'badgeApproved', rejected: 'badgeRejected' } as const;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return adminMetadata(params, pathOf, 'AdminResellers');
}

export default async function ResellerApplicationPage({ params }: Props) {
  const { locale, user, db, t, format, when, params: route } = await adminPage(params, pathOf, 'AdminResellers');
  const { id } = route;
  const app = await getApplication(db, user, id);
  if (!app) notFound();

  const none = <span className="text-muted-foreground">{t('none')}</span>;
  const yesNo = (v: boolean) => (v ? t('yes') : t('no'));
  const services = new Set<string>(SERVICE_PAGES.map((s) => s.key));
  const specialty = (key: string) => (services.has(key) ? serviceName(key as (typeof SERVICE_PAGES)[number]['key'], locale) : key);
  const documentUrl = `/api/admin/resellers/${app.id}/document`;
  const size = app.documentSize ?? 0;
  const sizeText =
    size >= 1024 * 1024
      ? `${format.number(size / (1024 * 1024), { maximumFractionDigits: 1 })} MB`
      : `${format.number(Math.max(1, Math.round(size / 1024)))} KB`;

  return (
    <div className="container-page flex flex-col gap-6 py-12">
      <AdminPageHeader
        backHref="/admin/revendas"
        backLabel={t('backToList')}
        title={app.nomeFantasia}
        badge={<StatusBadge status={app.status} label={t(BADGE[app.status])} />}
      >
        <p className="mt-1 text-muted-foreground">{t('submittedAt', { date: when(app.createdAt) })}</p>
      </AdminPageHeader>

      <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <DetailSection id="company-h" title={t('company')}>
            <DetailFields
              items={[
                { label: t('razaoSocial'), value: app.razaoSocial },
                { label: t('nomeFantasia'), value: app.nomeFantasia },
                { label: t('cnpj'), value: <span className="tabular-nums">{formatCnpj(app.cnpj)}</span> },
                {
                  label: t('website'),
                  value: app.website ? (
                    <a href={app.website} target="_blank" rel="noopener noreferrer nofollow" className="text-primary hover:underline">
                      {app.website}
                      <span className="sr-only"> {t('newTab')}</span>
                    </a>
                  ) : (
                    none
                  ),
                },
              ]}
            />
          </DetailSection>

          <DetailSection id="contact-h" title={t('contact')}>
            <DetailFields
              items={[
                { label: t('nomeResponsavel'), value: app.nomeResponsavel },
                { label: t('cargo'), value: app.cargo },
                {
                  label: t('email'),
                  value: (
                    <a href={`mailto:${app.email}`} className="text-primary hover:underline">
                      {app.email}
                    </a>
                  ),
                },
                {
                  label: t('telefone'),
                  value: (
                    <a href={telUrl(app.telefone) ?? undefined} className="text-primary hover:underline">
                      {app.telefone}
                    </a>
                  ),
                },
                { label: t('locale'), value: isLocale(app.locale) ? LOCALE_NAMES[app.locale] : (app.locale ?? none) },
              ]}
            />
          </DetailSection>

          <DetailSection id="address-h" title={t('address')}>
            <DetailFields
              items={[
                { label: t('endereco'), value: app.endereco },
                { label: t('numero'), value: app.numero },
                { label: t('bairro'), value: app.bairro },
                { label: t('cidade'), value: app.cidade },
                { label: t('estado'), value: app.estado },
                { label: t('cep'), value: app.cep },
              ]}
            />
          </DetailSection>

          <DetailSection id="operation-h" title={t('operation')}>
            <DetailFields
              items={[
                { label: t('cepPrincipal'), value: app.cepPrincipal || none },
                { label: t('especialidades'), value: app.especialidades.map(specialty).join(', ') || none },
                { label: t('cidadesAtuacao'), value: app.cidadesAtuacao.join(', ') || none },
                { label: t('aceiteTermos'), value: yesNo(app.aceiteTermos) },
                { label: t('aceitePublicacao'), value: yesNo(app.aceitePublicacao) },
              ]}
            />
          </DetailSection>

          <DetailSection id="document-h" title={t('document')}>
            {app.documentPath ? (
              <div className="flex flex-col gap-4">
                <DetailFields
                  items={[
                    { label: t('documentFile'), value: app.documentName ?? none },
                    { label: t('documentType'), value: app.documentType ?? none },
                    { label: t('documentSize'), value: app.documentSize ? sizeText : none },
                  ]}
                />
                <div className="flex flex-wrap gap-3">
                  <a href={documentUrl} download className={buttonClass({ variant: 'outline', size: 'sm' })}>
                    <Download className="size-4" aria-hidden />
                    {t('download')}
                  </a>
                  {app.documentType && PREVIEWABLE.has(app.documentType) ? (
                    <a
                      href={`${documentUrl}?inline=1`}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={buttonClass({ variant: 'outline', size: 'sm' })}
                    >
                      <ExternalLink className="size-4" aria-hidden />
                      {t('preview')}
                      <span className="sr-only"> {t('newTab')}</span>
                    </a>
                  ) : null}
                </div>
              </div>
            ) : (
              <p className="text-muted-foreground">{t('noDocument')}</p>
            )}
          </DetailSection>
        </div>

        <DetailSection id="review-h" title={t('review')}>
          <ClientStrings locale={locale} namespaces={['AdminResellers']}>
            {app.status === 'pending' ? (
              <div className="flex flex-col gap-6">
                <p className="text-sm text-muted-foreground">{t('pendingReview')}</p>
                <ApproveButton id={app.id} email={app.email} />
                <hr />
                <RejectForm id={app.id} cap={RESELLER_REVIEW.reasonMax} />
              </div>
            ) : (
              <div className="flex flex-col gap-4">
                <DetailFields
                  narrow
                  items={[
                    { label: t('status'), value: <StatusBadge status={app.status} label={t(BADGE[app.status])} /> },
                    !!app.reviewedAt && { label: t('reviewDate'), value: when(app.reviewedAt) },
                    !!app.reviewer && { label: t('reviewedBy'), value: app.reviewer },
                    !!app.partner && { label: t('partner'), value: app.partner.name },
                    app.status === 'rejected' &&
                      !!app.reviewNote && { label: t('reviewNote'), value: <span className="whitespace-pre-wrap">{app.reviewNote}</span> },
                  ]}
                />
                {app.status === 'approved' && app.partner ? (
                  <div className="flex flex-col gap-2">
                    <p className="text-sm text-muted-foreground">{t('resendHint', { email: app.email })}</p>
                    <ResendInviteButton id={app.id} />
                  </div>
                ) : null}
              </div>
            )}
          </ClientStrings>
        </DetailSection>
      </div>
    </div>
  );
}
