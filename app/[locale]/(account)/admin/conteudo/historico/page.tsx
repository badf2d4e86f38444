import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { readFile } from 'node:fs/promises';
import { diffLines } from 'diff';
import { ActionButtonForm } from '@/components/admin/action-button-form';
import { ChevronLeft, RotateCcw } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { restoreVersionAction } from '@/lib/actions/admin/content';
import { adminMetadata, adminPage } from '@/lib/admin/page';
import { entryOfPath } from '@/lib/content/editor/kinds';
import { contentFile } from '@/lib/content/editor/server';
import { PRICES_FILE } from '@/lib/content/prices';
import { versionsOf } from '@/lib/content/versions';
import { accountsByIds } from '@/lib/auth/directory';

const PATH = '/admin/conteudo/historico';

export function generateMetadata({ params }: PageProps<'/[locale]/admin/conteudo/historico'>): Promise<Metadata> {
  return adminMetadata(params, PATH, 'AdminContent', { title: 'history.title', description: 'history.subtitle' });
}

/** The lines of `from` that `to` changes: removed lines marked −, added ones +, unchanged ones kept for context. */
function Changes({ from, to, label }: { from: string; to: string; label: string }) {
  const parts = diffLines(from, to);
  return (
    <pre aria-label={label} className="max-h-96 overflow-auto rounded-xl border bg-muted/40 p-3 text-xs leading-relaxed">
      {parts.map((part, i) => {
        const lines = part.value.replace(/\n$/, '').split('\n');
        if (!part.added && !part.removed) {
          const kept = lines.length > 4 ? [...lines.slice(0, 2), '…', ...lines.slice(-2)] : lines;
          return (
            <span key={i} className="block text-muted-foreground">
              {kept.map((l) => `  ${l}`).join('\n')}
            </span>
          );
        }
        const Tag = part.added ? 'ins' : 'del';
        return (
          <Tag
            key={i}
            className={
              part.added
                ? 'block bg-emerald-100 text-emerald-950 no-underline dark:bg-emerald-950 dark:text-emerald-100'
                : 'block bg-red-100 text-red-950 line-through decoration-red-400/60 dark:bg-red-950 dark:text-red-100'
            }
          >
            {lines.map((l) => `${part.added ? '+' : '−'} ${l}`).join('\n')}
          </Tag>
        );
      })}
    </pre>
  );
}

/**
 * Every kept version of one content file (saves through the site), newest first, each with what
 * the next version changed in it and a button that brings it back.
 */
export default async function ContentHistoryPage({ params, searchParams }: PageProps<'/[locale]/admin/conteudo/historico'>) {
  const { locale, db, t, when } = await adminPage(params, PATH, 'AdminContent');
  const raw = (await searchParams).arquivo;
  const path = typeof raw === 'string' ? raw : '';
  const entry = entryOfPath(path);
  if (!entry && path !== PRICES_FILE) notFound();
  const [versions, current] = await Promise.all([versionsOf(db, path), readFile(contentFile(path), 'utf8').catch(() => null)]);
  const accounts = await accountsByIds(
    db,
    versions.map((v) => v.actorId).filter((id): id is string => Boolean(id)),
  );

  return (
    <div className="container-page flex max-w-5xl flex-col gap-6 py-10">
      <Link href="/admin/conteudo" className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
        <ChevronLeft className="size-4" aria-hidden />
        {t('history.back')}
      </Link>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight">{t('history.title')}</h1>
        <p className="font-mono text-sm text-muted-foreground">{path}</p>
        <p className="text-muted-foreground">{t('history.subtitle')}</p>
      </header>
      {versions.length === 0 ? (
        <p className="rounded-2xl border bg-card p-4 text-muted-foreground">{t('history.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-4" data-testid="content-history">
          {versions.map((version, i) => {
            const next = i === 0 ? current : versions[i - 1]!.text;
            const account = version.actorId ? accounts.get(version.actorId) : undefined;
            const who = account?.name || account?.email || t('history.unknownActor');
            return (
              <li key={version.id} className="flex flex-col gap-3 rounded-2xl border bg-card p-4" data-testid="content-version">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <p className="font-semibold">{t('history.replacedOn', { when: when(version.createdAt) })}</p>
                    <p className="text-sm text-muted-foreground">
                      {t('history.replacedBy', { who, action: t(`history.actions.${actionKey(version.action)}`) })}
                    </p>
                  </div>
                  {version.text !== null ? (
                    <ActionButtonForm
                      action={restoreVersionAction}
                      fields={{ locale, path, id: version.id }}
                      label={t('history.restore')}
                      pendingLabel={t('history.restoring')}
                      ariaLabel={t('history.restoreAria', { when: when(version.createdAt) })}
                      icon={<RotateCcw className="size-4" aria-hidden />}
                      testId={`restore-${version.id}`}
                    />
                  ) : (
                    <p className="text-sm text-muted-foreground">{t('history.noText')}</p>
                  )}
                </div>
                <Changes from={version.text ?? ''} to={next ?? ''} label={i === 0 ? t('history.diffToCurrent') : t('history.diffToNext')} />
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

const ACTIONS = {
  'content.create': 'create',
  'content.update': 'update',
  'content.delete': 'delete',
  'content.restore': 'restore',
} as const;
const actionKey = (action: string) => ACTIONS[action as keyof typeof ACTIONS] ?? 'update';
