import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serverEnv } from '@/lib/config/env';
import { BODY_IMAGES } from '../images';
import { editorConfig, type EditorRecordKeys, type EditorStorage } from './config';
import { fileData } from './files';
import { recordKeysOf } from './from-zod';
import { CONTENT_KINDS, CONTENT_LOCALES, editorKey, entryPath, SOURCE_LOCALE } from './kinds';

/**
 * A repository path under content/ (`content/blog/pt/x.md`) on this machine's disk. Scoped to the
 * content folder so the server's file tracing takes that folder, not the whole project.
 */
export function contentFile(repoPath: string): string {
  if (!repoPath.startsWith('content/')) throw new Error(`${repoPath} is not under content/`);
  return path.join(process.cwd(), 'content', repoPath.slice('content/'.length));
}

/** Where the editor saves, from the environment (lib/config/env.ts documents the variables). */
export function editorStorage(): EditorStorage {
  const env = serverEnv();
  if (env.KEYSTATIC_STORAGE === 'github') {
    if (!env.KEYSTATIC_GITHUB_REPO) throw new Error('KEYSTATIC_STORAGE=github needs KEYSTATIC_GITHUB_REPO (owner/name)');
    return { kind: 'github', repo: env.KEYSTATIC_GITHUB_REPO as `${string}/${string}` };
  }
  if (env.KEYSTATIC_STORAGE === 'cloud') {
    if (!env.KEYSTATIC_CLOUD_PROJECT) throw new Error('KEYSTATIC_STORAGE=cloud needs KEYSTATIC_CLOUD_PROJECT (team/project)');
    return { kind: 'cloud', project: env.KEYSTATIC_CLOUD_PROJECT };
  }
  return { kind: 'local' };
}

/** A body image's repository path (public/images/content/…) on this machine's disk. */
export function bodyImageFile(repoPath: string): string {
  const prefix = `${BODY_IMAGES.directory}/`;
  if (!repoPath.startsWith(prefix)) throw new Error(`${repoPath} is not under ${prefix}`);
  return path.join(process.cwd(), 'public', 'images', 'content', repoPath.slice(prefix.length));
}

/** Where the editor's pages start: local mode has no branches; GitHub and cloud modes name the branch edited. */
export function editorBasePath(): string {
  return editorStorage().kind === 'local' ? '/keystatic' : `/keystatic/branch/${encodeURIComponent(serverEnv().KEYSTATIC_BRANCH)}`;
}

async function readText(file: string): Promise<string | null> {
  try {
    return await readFile(contentFile(file), 'utf8');
  } catch {
    return null;
  }
}

/**
 * The ids of every keyed group (testimonials, sections, partners…) of each one-file-per-locale
 * kind, as that locale's file has them (the Portuguese file's when the locale has none yet).
 */
export async function editorRecordKeys(): Promise<EditorRecordKeys> {
  const out: EditorRecordKeys = {};
  for (const kind of CONTENT_KINDS) {
    if (kind.shape !== 'single') continue;
    const source = await readText(entryPath(kind, SOURCE_LOCALE));
    for (const locale of CONTENT_LOCALES) {
      const text = (await readText(entryPath(kind, locale))) ?? source;
      let data: unknown = {};
      try {
        data = text ? fileData(kind, text) : {};
      } catch {
        // A broken file fails the build with its path; the editor still opens.
      }
      out[editorKey(kind, locale)] = recordKeysOf(kind.schema, data);
    }
  }
  return out;
}

export async function serverEditorConfig() {
  return editorConfig(editorStorage(), await editorRecordKeys());
}
