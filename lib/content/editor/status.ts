import 'server-only';
import { readdir, readFile, stat } from 'node:fs/promises';
import { fileData, splitMarkdown } from './files';
import { CONTENT_KINDS, CONTENT_LOCALES, editorKey, entryPath, SOURCE_LOCALE, type ContentKind, type ContentLocale } from './kinds';
import { contentFile } from './server';
import { publicationState, type PublicationState } from '../publication';

/**
 * Every content entry and its state in each language, for the back office: present, missing,
 * older than the Portuguese version (its `updated` date, or the file's last change where the kind
 * has no date) or a copy of the Portuguese text still waiting for its translation.
 */

export type TranslationState = 'present' | 'missing' | 'outdated' | 'untranslated';
export const TRANSLATION_STATES: readonly TranslationState[] = ['present', 'missing', 'outdated', 'untranslated'];

export interface LocaleStatus {
  state: TranslationState;
  /** The editor's page of this entry in this language (to edit it, or to create it). */
  editHref: string | null;
  /** YYYY-MM-DD of the version compared. */
  updated: string | null;
  /** Whether visitors see it (posts and e-books can be drafts or scheduled); null when missing or for other kinds. */
  publication: PublicationState | null;
  /** The São Paulo moment a scheduled entry goes live (YYYY-MM-DDTHH:mm). */
  publishAt: string | null;
}

export interface ContentRow {
  kind: ContentKind['id'];
  slug: string;
  /** The Portuguese title (posts, e-books, services), else null. */
  title: string | null;
  locales: Record<ContentLocale, LocaleStatus>;
}

interface FileFacts {
  text: string;
  updated: string;
  title: string | null;
  draft?: boolean;
  publishAt?: string | null;
}

async function facts(kind: ContentKind, file: string): Promise<FileFacts | null> {
  const full = contentFile(file);
  let text: string;
  try {
    text = await readFile(full, 'utf8');
  } catch {
    return null;
  }
  if (kind.shape === 'markdown') {
    try {
      const data = splitMarkdown(text)?.data as
        { updated?: unknown; date?: unknown; title?: unknown; draft?: unknown; publishAt?: unknown } | undefined;
      const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : typeof v === 'string' ? v : null);
      const updated = day(data?.updated) ?? day(data?.date);
      const publishAt =
        data?.publishAt instanceof Date
          ? data.publishAt.toISOString().slice(0, 16)
          : typeof data?.publishAt === 'string'
            ? data.publishAt
            : null;
      if (updated)
        return {
          text,
          updated,
          title: typeof data?.title === 'string' ? data.title : null,
          draft: data?.draft === true,
          publishAt: publishAt || null,
        };
    } catch {
      // An unreadable frontmatter fails the build; here the file's date stands in.
    }
  }
  let title: string | null = null;
  if (kind.shape === 'entries') {
    try {
      const data = fileData(kind, text) as { title?: unknown } | null;
      title = typeof data?.title === 'string' ? data.title : null;
    } catch {
      // As above: the build names a broken file.
    }
  }
  return { text, updated: (await stat(full)).mtime.toISOString().slice(0, 10), title };
}

/** A translation that is still the Portuguese text (copied to start it): the same file but for its locale and draft flag. */
const placeless = (text: string) => text.replace(/^(?:locale|draft): .*\r?\n?/gm, '');
const sameText = (a: string, b: string) => placeless(a) === placeless(b);

async function slugsOf(kind: ContentKind): Promise<string[]> {
  if (kind.shape === 'single') return [kind.name ?? kind.id];
  const ext = kind.shape === 'markdown' ? '.md' : '.yaml';
  const all = new Set<string>();
  for (const locale of CONTENT_LOCALES) {
    const names = await readdir(contentFile(`content/${kind.dir}/${locale}`)).catch(() => [] as string[]);
    for (const name of names) if (name.endsWith(ext)) all.add(name.slice(0, -ext.length));
  }
  return [...all].sort();
}

/** The editor's address of an entry: its page when it exists, else the form that creates one in that language. */
export function editorHref(kind: ContentKind, locale: ContentLocale, slug: string, exists: boolean, base = '/keystatic'): string {
  const key = editorKey(kind, locale);
  if (kind.shape === 'single') return `${base}/singleton/${key}`;
  return exists ? `${base}/collection/${key}/item/${encodeURIComponent(slug)}` : `${base}/collection/${key}/create`;
}

/** `base`: the editor's first path (editorBasePath). */
export async function contentStatus(base = '/keystatic'): Promise<ContentRow[]> {
  const rows: ContentRow[] = [];
  for (const kind of CONTENT_KINDS) {
    for (const slug of await slugsOf(kind)) {
      const file = (locale: ContentLocale) => entryPath(kind, locale, slug);
      const source = await facts(kind, file(SOURCE_LOCALE));
      const locales = {} as Record<ContentLocale, LocaleStatus>;
      for (const locale of CONTENT_LOCALES) {
        const own = locale === SOURCE_LOCALE ? source : await facts(kind, file(locale));
        let state: TranslationState = own ? 'present' : 'missing';
        if (own && source && locale !== SOURCE_LOCALE) {
          if (sameText(own.text, source.text)) state = 'untranslated';
          else if (own.updated < source.updated) state = 'outdated';
        }
        const publication =
          own && kind.shape === 'markdown' ? publicationState({ draft: own.draft ?? false, publishAt: own.publishAt ?? null }) : null;
        locales[locale] = {
          state,
          editHref: editorHref(kind, locale, slug, Boolean(own), base),
          updated: own?.updated ?? null,
          publication,
          publishAt: publication === 'scheduled' ? (own?.publishAt ?? null) : null,
        };
      }
      rows.push({ kind: kind.id, slug, title: source?.title ?? null, locales });
    }
  }
  return rows;
}
