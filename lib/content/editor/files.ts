import { parse as parseYaml } from 'yaml';
import { forbiddenCharacter, z } from '@/lib/validation/zod';
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

/** Messages in the staff's language (the editor shows a refusal as it is). */
const PT_ERRORS = z.locales.ptBR().localeError;

/**
 * Why the build would refuse this file (`field: message`, in Portuguese), or null when it accepts
 * it. The file's place gives its slug and locale; a frontmatter naming others is refused too.
 */
export function fileProblem(kind: ContentKind, text: string, place: { locale: string; slug: string }): string | null {
  const character = forbiddenCharacter(text);
  if (character) return `(arquivo): contém um caractere que o site não publica (${character})`;
  let data: unknown;
  try {
    data = fileData(kind, text);
  } catch (error) {
    return `(arquivo): YAML ilegível (${error instanceof Error ? error.message.split('\n')[0] : 'formato desconhecido'})`;
  }
  if (data === undefined) return '(arquivo): falta o bloco de metadados (frontmatter)';
  const parsed = kind.schema.safeParse(data, { error: PT_ERRORS });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return `${issue.path.join('.') || '(raiz)'}: ${issue.message}`;
  }
  if (kind.shape === 'markdown') {
    const missingAlt = imagesWithoutAlt(splitMarkdown(text)!.body);
    if (missingAlt.length) return `content: a imagem ${missingAlt[0]} precisa de texto alternativo`;
    const fm = parsed.data as { locale?: string; slug?: string };
    if (fm.locale !== undefined && fm.locale !== place.locale) return `locale: deve ser ${place.locale}`;
    if (fm.slug !== undefined && fm.slug !== place.slug) return `slug: deve ser ${place.slug}`;
  }
  return null;
}
