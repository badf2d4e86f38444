import { parse as parseYaml } from 'yaml';
import { splitMarkdown } from './editor/files';
import type { z } from 'zod';
import { SLUG_PATTERN } from './limits';
import { headingsOf, readingMinutes, renderMarkdownSync } from './markdown';
import { postFrontmatterSchema } from './schemas';
import { CONTENT_LOCALES, type ContentLocale } from './editor/kinds';

/**
 * A content file turned into what pages read: the file's place gives its locale and slug, its
 * data is checked with the kind's zod schema, and markdown bodies are rendered to sanitized HTML.
 * Throws naming the file when the file is refused, so the content check and the build fail on it.
 */

function firstIssue(where: string, error: z.ZodError): Error {
  const issue = error.issues[0]!;
  return new Error(`${where}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
}

function localeOf(where: string, folder: string): ContentLocale {
  const locale = CONTENT_LOCALES.find((l) => l === folder);
  if (!locale) throw new Error(`${where}: "${folder}" is not a locale (pt, en, es)`);
  return locale;
}

/** A post or e-book: content/<kind>/<locale>/<slug>.md */
export function markdownDocument(where: string, folder: string, file: string, text: string) {
  const locale = localeOf(where, folder);
  if (!SLUG_PATTERN.test(file)) throw new Error(`${where}: the file name "${file}" is not a kebab-case slug`);
  const split = splitMarkdown(text);
  if (!split) throw new Error(`${where}: no frontmatter`);
  const parsed = postFrontmatterSchema.safeParse(split.data);
  if (!parsed.success) throw firstIssue(where, parsed.error);
  const doc = parsed.data;
  if (doc.locale !== undefined && doc.locale !== locale)
    throw new Error(`${where}: frontmatter locale "${doc.locale}" does not match the folder "${folder}"`);
  if (doc.slug !== undefined && doc.slug !== file)
    throw new Error(`${where}: frontmatter slug "${doc.slug}" does not match the file name "${file}"`);
  const markdown = split.body;
  const html = renderMarkdownSync(markdown);
  return {
    title: doc.title,
    description: doc.description,
    date: doc.date,
    updated: doc.updated,
    tags: doc.tags,
    category: doc.category,
    cover: doc.cover,
    author: doc.author,
    draft: doc.draft ?? false,
    publishAt: doc.publishAt ?? null,
    locale,
    slug: file,
    html,
    headings: headingsOf(html),
    readingMinutes: readingMinutes(markdown),
    markdown,
  };
}

export type MarkdownDocument = ReturnType<typeof markdownDocument>;

/** A YAML page text: content/<kind>/<locale>/<name>.yaml or content/<kind>/<locale>.yaml */
export function yamlDocument<S extends z.ZodType>(where: string, locale: string, name: string, text: string, schema: S) {
  const parsed = schema.safeParse(parseYaml(text));
  if (!parsed.success) throw firstIssue(where, parsed.error);
  return { locale: localeOf(where, locale), name, data: parsed.data as z.infer<S> };
}

export type YamlDocument<T = unknown> = { locale: ContentLocale; name: string; data: T };
