import type { z } from 'zod';
import {
  aboutSchema,
  certificationsSchema,
  dialogsSchema,
  homeSchema,
  legalSchema,
  postFrontmatterSchema,
  serviceSchema,
  successCasesSchema,
  glossarySchema,
} from '../schemas';
import { SLUG_PATTERN } from '../limits';

/**
 * Every kind of file under content/, where it lives and the zod schema the build checks it with.
 * The editor's configuration, the back office's status page and the editor API's checks all walk
 * this one list.
 */

export const CONTENT_LOCALES = ['pt', 'en', 'es'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];
/** Translations are made from, and compared with, this one. */
export const SOURCE_LOCALE: ContentLocale = 'pt';

interface KindBase {
  /** Folder under content/. */
  dir: string;
  /** The editor's (and the audit log's) name of the kind. */
  id: string;
}

/** Markdown with frontmatter, one file per entry: content/<dir>/<locale>/<slug>.md */
export interface MarkdownKind extends KindBase {
  shape: 'markdown';
  schema: typeof postFrontmatterSchema;
}
/** YAML, one file per entry: content/<dir>/<locale>/<slug>.yaml */
export interface EntriesKind extends KindBase {
  shape: 'entries';
  schema: z.ZodType;
}
/** YAML, one file per locale: content/<dir>/<locale>.yaml, or content/<dir>/<locale>/<name>.yaml for a fixed name. */
export interface SingleKind extends KindBase {
  shape: 'single';
  schema: z.ZodType;
  name?: string;
}
export type ContentKind = MarkdownKind | EntriesKind | SingleKind;

export const CONTENT_KINDS: readonly ContentKind[] = [
  { id: 'blog', dir: 'blog', shape: 'markdown', schema: postFrontmatterSchema },
  { id: 'ebooks', dir: 'ebooks', shape: 'markdown', schema: postFrontmatterSchema },
  { id: 'services', dir: 'services', shape: 'entries', schema: serviceSchema },
  { id: 'home', dir: 'home', shape: 'single', schema: homeSchema },
  { id: 'dialogs', dir: 'dialogs', shape: 'single', schema: dialogsSchema },
  { id: 'success-cases', dir: 'success-cases', shape: 'single', schema: successCasesSchema },
  { id: 'about', dir: 'pages', shape: 'single', name: 'about', schema: aboutSchema },
  { id: 'certifications', dir: 'pages', shape: 'single', name: 'certifications', schema: certificationsSchema },
  { id: 'privacy', dir: 'legal', shape: 'single', name: 'privacy', schema: legalSchema },
  { id: 'terms', dir: 'legal', shape: 'single', name: 'terms', schema: legalSchema },
  { id: 'lgpd', dir: 'legal', shape: 'single', name: 'lgpd', schema: legalSchema },
  { id: 'glossary', dir: 'glossary', shape: 'single', schema: glossarySchema },
];

/** The repository path of an entry (no extension for the editor's own paths). */
export function entryPath(kind: ContentKind, locale: ContentLocale, slug?: string): string {
  if (kind.shape === 'single') return kind.name ? `content/${kind.dir}/${locale}/${kind.name}.yaml` : `content/${kind.dir}/${locale}.yaml`;
  return `content/${kind.dir}/${locale}/${slug}.${kind.shape === 'markdown' ? 'md' : 'yaml'}`;
}

/** The editor's collection or singleton key of a kind in a locale: `blog_pt`, `home_en`… */
export const editorKey = (kind: ContentKind, locale: ContentLocale) => `${kind.id.replace(/-/g, '')}_${locale}`;

/** Which kind, locale and slug a repository path is, or null when it is no content entry. */
export function entryOfPath(path: string): { kind: ContentKind; locale: ContentLocale; slug: string } | null {
  for (const kind of CONTENT_KINDS) {
    for (const locale of CONTENT_LOCALES) {
      if (kind.shape === 'single') {
        if (path === entryPath(kind, locale)) return { kind, locale, slug: kind.name ?? kind.id };
        continue;
      }
      const prefix = `content/${kind.dir}/${locale}/`;
      const ext = kind.shape === 'markdown' ? '.md' : '.yaml';
      if (path.startsWith(prefix) && path.endsWith(ext)) {
        const slug = path.slice(prefix.length, -ext.length);
        // Only names the build accepts: kebab-case, no folders, no dot files.
        if (SLUG_PATTERN.test(slug)) return { kind, locale, slug };
      }
    }
  }
  return null;
}
