import 'server-only';
import { readdir, readFile, stat } from 'node:fs/promises';
import { fileData } from './files';
import { CONTENT_KINDS, CONTENT_LOCALES, editorKey, entryPath, SOURCE_LOCALE, type ContentKind, type ContentLocale } from './kinds';
import { contentFile } from './server';
import { publicationState, type PublicationState } from '../publication';
import { SUCCESS_CASES } from '../data';

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
  /** Whether visitors see it (posts, e-books, services and success cases can be drafts or scheduled); null when missing or for other kinds. */
  publication: PublicationState | null;
  /** The São Paulo moment a scheduled entry goes live (YYYY-MM-DDTHH:mm). */
  publishAt: string | null;
  /** Drafted by the model and not yet reviewed ("Tradução automática — revisar"). */
  review: boolean;
}

export interface ContentRow {
  kind: ContentKind['id'];
  slug: string;
  /** The Portuguese title (posts, e-books, services) or the client's name (success cases), else null. */
  title: string | null;
  locales: Record<ContentLocale, LocaleStatus>;
}

interface FileFacts {
  text: string;
  updated: string;
  title: string | null;
  /** The parsed file (YAML, or a markdown file's frontmatter); null when unreadable. */
  data: Record<string, unknown> | null;
}

const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : typeof v === 'string' ? v : null);

/** Whether visitors see an entry whose text carries `draft`/`publishAt`. */
function publicationOf(data: unknown): { publication: PublicationState; publishAt: string | null; review: boolean } {
  const d = (data && typeof data === 'object' ? data : {}) as { draft?: unknown; publishAt?: unknown; machineTranslation?: unknown };
  const at = d.publishAt instanceof Date ? d.publishAt.toISOString().slice(0, 16) : typeof d.publishAt === 'string' ? d.publishAt : null;
  const publication = publicationState({ draft: d.draft === true, publishAt: at || null });
  return { publication, publishAt: publication === 'scheduled' ? at : null, review: d.machineTranslation === true };
}

async function facts(kind: ContentKind, file: string): Promise<FileFacts | null> {
  const full = contentFile(file);
  let text: string;
  try {
    text = await readFile(full, 'utf8');
  } catch {
    return null;
  }
  let data: Record<string, unknown> | null = null;
  try {
    const parsed = fileData(kind, text);
    if (parsed && typeof parsed === 'object') data = parsed as Record<string, unknown>;
  } catch {
    // An unreadable file fails the build; here the file's date stands in.
  }
  const title = kind.shape !== 'single' && typeof data?.title === 'string' ? data.title : null;
  const updated =
    (kind.shape === 'markdown' ? (day(data?.updated) ?? day(data?.date)) : null) ?? (await stat(full)).mtime.toISOString().slice(0, 10);
  return { text, updated, title, data };
}

/** A translation that is still the Portuguese text (copied to start it): the same file but for its locale and draft flag. */
const placeless = (text: string) => text.replace(/^(?:locale|draft|machineTranslation): .*\r?\n?/gm, '');
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

/** A language's file against the Portuguese one. */
function stateOf(own: FileFacts | null, source: FileFacts | null, locale: ContentLocale): TranslationState {
  if (!own) return 'missing';
  if (!source || locale === SOURCE_LOCALE) return 'present';
  if (sameText(own.text, source.text)) return 'untranslated';
  return own.updated < source.updated ? 'outdated' : 'present';
}

/** One entry's state in one language (posts, e-books, services). */
export async function translationState(kind: ContentKind, slug: string, locale: ContentLocale): Promise<TranslationState> {
  const [own, source] = await Promise.all([facts(kind, entryPath(kind, locale, slug)), facts(kind, entryPath(kind, SOURCE_LOCALE, slug))]);
  return stateOf(own, source, locale);
}

/** `base`: the editor's first path (editorBasePath). */
export async function contentStatus(base = '/keystatic'): Promise<ContentRow[]> {
  const rows: ContentRow[] = [];
  for (const kind of CONTENT_KINDS) {
    if (kind.id === 'success-cases') {
      rows.push(...(await caseRows(kind, base)));
      continue;
    }
    for (const slug of await slugsOf(kind)) {
      const file = (locale: ContentLocale) => entryPath(kind, locale, slug);
      const source = await facts(kind, file(SOURCE_LOCALE));
      const locales = {} as Record<ContentLocale, LocaleStatus>;
      for (const locale of CONTENT_LOCALES) {
        const own = locale === SOURCE_LOCALE ? source : await facts(kind, file(locale));
        const state = stateOf(own, source, locale);
        const shown = own && kind.shape !== 'single' ? publicationOf(own.data) : { publication: null, publishAt: null, review: false };
        locales[locale] = { state, editHref: editorHref(kind, locale, slug, Boolean(own), base), updated: own?.updated ?? null, ...shown };
      }
      rows.push({ kind: kind.id, slug, title: source?.title ?? null, locales });
    }
  }
  return rows;
}

/** Success cases share one file per language, but each case is published on its own: a row per case. */
async function caseRows(kind: ContentKind, base: string): Promise<ContentRow[]> {
  const files = {} as Record<ContentLocale, FileFacts | null>;
  for (const locale of CONTENT_LOCALES) files[locale] = await facts(kind, entryPath(kind, locale));
  const source = files[SOURCE_LOCALE];
  const slugs = [...new Set(CONTENT_LOCALES.flatMap((l) => Object.keys(files[l]?.data ?? {})))].sort();
  const caseOf = (locale: ContentLocale, slug: string) => files[locale]?.data?.[slug] as Record<string, unknown> | undefined;
  const textOf = (c: Record<string, unknown>) => JSON.stringify({ ...c, draft: undefined, publishAt: undefined });
  return slugs.map((slug) => {
    const locales = {} as Record<ContentLocale, LocaleStatus>;
    for (const locale of CONTENT_LOCALES) {
      const own = caseOf(locale, slug);
      const pt = caseOf(SOURCE_LOCALE, slug);
      let state: TranslationState = own ? 'present' : 'missing';
      if (own && pt && locale !== SOURCE_LOCALE) {
        if (textOf(own) === textOf(pt)) state = 'untranslated';
        else if (files[locale]!.updated < source!.updated) state = 'outdated';
      }
      const shown = own ? publicationOf(own) : { publication: null, publishAt: null, review: false };
      locales[locale] = {
        state,
        editHref: editorHref(kind, locale, slug, Boolean(files[locale]), base),
        updated: own ? files[locale]!.updated : null,
        ...shown,
      };
    }
    const client = SUCCESS_CASES.find((c) => c.slug === slug)?.client ?? null;
    return { kind: kind.id, slug, title: client, locales };
  });
}
