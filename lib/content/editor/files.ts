import { parse as parseYaml } from 'yaml';
import { imagesWithoutAlt } from '../images';
import type { ContentKind } from './kinds';

/**
 * Reading a content file's data the way the build does: YAML files whole, markdown files by their
 * frontmatter. Used by the editor API's check of every file it is asked to write.
 */

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** A markdown file's frontmatter data and body; null when it has no frontmatter block. */
export function splitMarkdown(text: string): { data: unknown; body: string } | null {
  const match = FRONTMATTER.exec(text);
  if (!match) return null;
  return { data: parseYaml(match[1]!) as unknown, body: text.slice(match[0].length) };
}

/** The file's data as the build's schema sees it. */
export function fileData(kind: ContentKind, text: string): unknown {
  if (kind.shape === 'markdown') return splitMarkdown(text)?.data;
  return parseYaml(text) as unknown;
}

/**
 * Why the build would refuse this file (`field: message`), or null when it accepts it. The
 * file's place gives its slug and locale; a frontmatter naming others is refused too.
 */
export function fileProblem(kind: ContentKind, text: string, place: { locale: string; slug: string }): string | null {
  let data: unknown;
  try {
    data = fileData(kind, text);
  } catch (error) {
    return `(file): ${error instanceof Error ? error.message : 'unreadable YAML'}`;
  }
  if (data === undefined) return '(file): no frontmatter';
  const parsed = kind.schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return `${issue.path.join('.') || '(root)'}: ${issue.message}`;
  }
  if (kind.shape === 'markdown') {
    const missingAlt = imagesWithoutAlt(splitMarkdown(text)!.body);
    if (missingAlt.length) return `content: the image ${missingAlt[0]} needs its alt text`;
    const fm = parsed.data as { locale?: string; slug?: string };
    if (fm.locale !== undefined && fm.locale !== place.locale) return `locale: must be ${place.locale}`;
    if (fm.slug !== undefined && fm.slug !== place.slug) return `slug: must be ${place.slug}`;
  }
  return null;
}
