import type { Metadata } from 'next';
import { PublicationBadge, TranslationBadge } from '@/components/admin/content/translation-badge';
import { publishMoment } from '@/lib/content/publication';
import { COMPANY_TIME_ZONE } from '@/lib/config/company';
import type { Column } from '@/components/admin/data-table';
import { SelectField } from '@/components/admin/list-filters';
import { AdminListPage } from '@/components/admin/list-page';
import { FileText, Pencil, Sparkles } from '@/components/ui/icons';
import { adminMetadata, adminPage } from '@/lib/admin/page';
import { CONTENT_KINDS, CONTENT_LOCALES, entryPath, SOURCE_LOCALE, type ContentLocale } from '@/lib/content/editor/kinds';
import { PRICES_FILE } from '@/lib/content/prices';
import { serverEnv } from '@/lib/config/env';
import { localizedPath } from '@/i18n/paths';
import { editorBasePath, editorStorage } from '@/lib/content/editor/server';
import { PRICES_KEY } from '@/lib/content/editor/config';
import { contentStatus, type ContentRow } from '@/lib/content/editor/status';
import { MACHINE_TRANSLATABLE } from '@/lib/content/translation/run';
import { modelConfig } from '@/lib/ai/model';
import { ToneBadge } from '@/components/admin/tone-badge';

const PATH = '/admin/conteudo';
const STATE_FILTERS = ['all', 'incomplete', 'published', 'draft', 'scheduled', 'review', 'missing', 'outdated', 'untranslated'] as const;
type StateFilter = (typeof STATE_FILTERS)[number];
const FAILURES = { invalid: 'failInvalid', exists: 'failExists', no_source: 'failNoSource' } as const;
const AI_FAILURES = [
  'no_model',
  'no_source',
  'exists',
  'too_long',
  'ceiling',
  'timeout',
  'refused',
  'malformed',
  'invalid',
  'interrupted',
] as const;

export function generateMetadata({ params }: PageProps<'/[locale]/admin/conteudo'>): Promise<Metadata> {
  return adminMetadata(params, PATH, 'AdminContent');
}

/** The cell's smaller links, each at least 24 px tall (a touch target). */
const SMALL_LINK = 'inline-flex min-h-6 items-center text-xs font-medium text-muted-foreground hover:text-primary hover:underline';

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

/** Whether one language of an entry is in the state a filter asks for. */
function matches(status: ContentRow['locales'][ContentLocale], filter: StateFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'incomplete') return status.state !== 'present';
  if (filter === 'published' || filter === 'draft' || filter === 'scheduled') return status.publication === filter;
  if (filter === 'review') return status.review;
  return status.state === filter;
}

export default async function AdminContentPage({ params, searchParams }: PageProps<'/[locale]/admin/conteudo'>) {
  const { locale, t, format } = await adminPage(params, PATH, 'AdminContent');
  const moment = (publishAt: string) =>
    format.dateTime(publishMoment(publishAt), { dateStyle: 'short', timeStyle: 'short', timeZone: COMPANY_TIME_ZONE });
  const sp = await searchParams;
  const kindFilter = CONTENT_KINDS.some((k) => k.id === one(sp.tipo)) ? one(sp.tipo) : '';
  const stateFilter = (STATE_FILTERS as readonly string[]).includes(one(sp.estado)) ? (one(sp.estado) as StateFilter) : 'all';
  const aiFailure = AI_FAILURES.find((f) => one(sp.falha) === `ai-${f}`);
  const failure = aiFailure ? (`translateFail.${aiFailure}` as const) : FAILURES[one(sp.falha) as keyof typeof FAILURES];
  const model = modelConfig() !== null;
  const local = editorStorage().kind === 'local';

  const all = await contentStatus(editorBasePath());
  const rows = all.filter(
    (row) =>
      (!kindFilter || row.kind === kindFilter) &&
      (stateFilter === 'all' || CONTENT_LOCALES.some((l) => matches(row.locales[l], stateFilter))),
  );
  const kindLabel = (id: string) => t(`kinds.${id}` as 'kinds.blog');
  const storage = editorStorage();
  // Local mode keeps each replaced version in the database; GitHub mode's history is the repository's.
  const historyHref = (file: string) =>
    storage.kind === 'github'
      ? `https://github.com/${storage.repo}/commits/${encodeURIComponent(serverEnv().KEYSTATIC_BRANCH)}/${file}`
      : storage.kind === 'local'
        ? `${localizedPath(locale, `${PATH}/historico`)}?arquivo=${encodeURIComponent(file)}`
        : null;
  const historyLabel = storage.kind === 'github' ? t('history.githubLink') : t('history.link');
  const markdown = new Set(CONTENT_KINDS.filter((k) => k.shape === 'markdown').map((k) => k.id));

  const cell = (row: ContentRow, lang: ContentLocale) => {
    const status = row.locales[lang];
    const where = t('where', { entry: row.title ?? row.slug, language: t(`languages.${lang}`) });
    const history = historyHref(
      entryPath(
        CONTENT_KINDS.find((k) => k.id === row.kind)!,
        lang,
        row.slug,
      ),
    );
    const fields = { lang: locale, kind: row.kind, slug: row.slug, locale: lang };
    const canStart = status.state === 'missing' && lang !== SOURCE_LOCALE && row.locales[SOURCE_LOCALE].state !== 'missing';
    // The model drafts a missing translation, or replaces a copy of the Portuguese text or an outdated one.
    const canTranslate =
      local &&
      MACHINE_TRANSLATABLE.has(row.kind) &&
      (canStart || ((status.state === 'untranslated' || status.state === 'outdated') && lang !== SOURCE_LOCALE));
    return (
      <div className="flex min-w-32 flex-col items-start gap-1.5" data-testid={`content-${row.kind}-${row.slug}-${lang}`}>
        <TranslationBadge state={status.state} label={t(`states.${status.state}`)} />
        {status.review ? <ToneBadge tone="amber" label={t('review')} data={{ 'data-review': 'machine' }} /> : null}
        {status.publication ? (
          <PublicationBadge
            state={status.publication}
            label={
              status.publication === 'scheduled' && status.publishAt
                ? t('publication.scheduledFor', { when: moment(status.publishAt) })
                : t(`publication.${status.publication}`)
            }
          />
        ) : null}
        {status.state !== 'missing' ? (
          <a href={status.editHref!} className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
            <Pencil className="size-3.5" aria-hidden />
            {t('edit')}
            <span className="sr-only">{where}</span>
          </a>
        ) : canStart && local ? (
          <TranslationForm fields={fields} icon={<FileText className="size-3.5" aria-hidden />} label={t('create')} where={where} />
        ) : (
          <a href={status.editHref!} className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
            <FileText className="size-3.5" aria-hidden />
            {t('create')}
            <span className="sr-only">{where}</span>
          </a>
        )}
        {canTranslate && model ? (
          <TranslationForm
            fields={{ ...fields, mode: 'ai' }}
            icon={<Sparkles className="size-3.5" aria-hidden />}
            label={t('translateAi')}
            where={where}
          />
        ) : canTranslate && status.state !== 'outdated' ? (
          // Said where a translation is missing; an outdated one has its Editar link already.
          <p className="max-w-56 text-xs text-muted-foreground">{t('translateAiOff')}</p>
        ) : null}
        {canTranslate && model && status.state === 'outdated' && status.publication === 'published' ? (
          <p className="max-w-56 text-xs text-muted-foreground">{t('translateAiReplaces')}</p>
        ) : null}
        {status.state !== 'missing' ? (
          <div className="flex flex-wrap gap-x-3">
            {history ? (
              <a href={history} className={SMALL_LINK}>
                {historyLabel}
                <span className="sr-only">{where}</span>
              </a>
            ) : null}
            {markdown.has(row.kind) ? (
              <a href={`${PATH}/previa/${row.kind}/${lang}/${row.slug}`} className={SMALL_LINK}>
                {t('preview')}
                <span className="sr-only">{where}</span>
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
    );
  };

  const columns: Column<ContentRow>[] = [
    { key: 'kind', label: t('colKind'), className: 'whitespace-nowrap', cell: (row) => kindLabel(row.kind) },
    {
      key: 'entry',
      label: t('colEntry'),
      cell: (row) => (
        <div className="flex min-w-48 flex-col gap-0.5">
          {row.title ? <span className="font-semibold break-words">{row.title}</span> : null}
          <span className="font-mono text-xs break-all text-muted-foreground">{row.slug}</span>
        </div>
      ),
    },
    ...CONTENT_LOCALES.map((lang) => ({ key: lang, label: t(`languages.${lang}`), cell: (row: ContentRow) => cell(row, lang) })),
  ];

  return (
    <AdminListPage
      locale={locale}
      path={PATH}
      namespace="AdminContent"
      notes={
        <>
          {failure ? (
            <p
              role="alert"
              className="rounded-2xl border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
            >
              {t(failure)}
            </p>
          ) : null}

          <div className="flex flex-col gap-2 rounded-2xl border bg-card p-4 text-sm sm:p-6">
            <p>{local ? t('modeLocal') : t('modeRemote')}</p>
            <p>
              {/* A full page load: the editor gets its own script policy, which a client-side navigation would not apply. */}
              <a href={editorBasePath()} className="font-medium text-primary hover:underline">
                {t('openEditor')}
              </a>
            </p>
            <p>
              <a href={`${editorBasePath()}/singleton/${PRICES_KEY}`} className="font-medium text-primary hover:underline">
                {t('editPrices')}
              </a>
              {historyHref(PRICES_FILE) ? (
                <>
                  {' · '}
                  <a href={historyHref(PRICES_FILE)!} className="font-medium text-primary hover:underline">
                    {t('pricesHistory')}
                  </a>
                </>
              ) : null}
            </p>
          </div>
        </>
      }
      filtered={Boolean(kindFilter) || stateFilter !== 'all'}
      filterColumns="lg:grid-cols-[14rem_14rem_auto]"
      fields={
        <>
          <SelectField
            name="tipo"
            id="filter-kind"
            label={t('kind')}
            value={kindFilter}
            options={[['', t('kindAll')], ...CONTENT_KINDS.map((k) => [k.id, kindLabel(k.id)] as const)]}
          />
          <SelectField
            name="estado"
            id="filter-state"
            label={t('state')}
            value={stateFilter}
            options={[
              ['all', t('stateAll')],
              ['incomplete', t('stateIncomplete')],
              ['published', t('publication.published')],
              ['draft', t('publication.draft')],
              ['scheduled', t('publication.scheduled')],
              ['review', t('review')],
              ['missing', t('states.missing')],
              ['outdated', t('states.outdated')],
              ['untranslated', t('states.untranslated')],
            ]}
          />
        </>
      }
      table={{
        list: { rows, page: 1, pageCount: 1, total: rows.length },
        columns,
        params: { tipo: kindFilter, estado: stateFilter === 'all' ? null : stateFilter },
        rowKey: (row) => `${row.kind}/${row.slug}`,
        testId: 'content',
      }}
    />
  );
}

/**
 * The status page's translation buttons (a copy, or the model's draft): plain forms, so they work
 * before hydration, and the editor they lead to opens as a full page load with its own script policy.
 */
function TranslationForm({
  fields,
  icon,
  label,
  where,
}: {
  fields: Record<string, string>;
  icon: React.ReactNode;
  label: string;
  where: string;
}) {
  return (
    <form method="post" action="/api/admin/content-translations">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="inline-flex min-h-6 items-center gap-1 text-sm font-medium text-primary hover:underline">
        {icon}
        {label}
        <span className="sr-only">{where}</span>
      </button>
    </form>
  );
}
