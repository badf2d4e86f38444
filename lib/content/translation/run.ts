import 'server-only';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { TRANSLATION_LIMITS } from '@/lib/config/limits';
import { modelConfig, type ModelConfig } from '@/lib/ai/model';
import { modelBudgetLeft } from '@/lib/ai/service';
import type { Db } from '@/lib/db/client';
import { assertAdmin, writeAudit, type Actor, type WriteMeta } from '@/lib/auth/authz';
import { fileProblem, splitMarkdown } from '../editor/files';
import { CONTENT_KINDS, entryPath, SOURCE_LOCALE, type ContentKind, type ContentLocale } from '../editor/kinds';
import { contentFile } from '../editor/server';
import { translationState } from '../editor/status';
import { publish } from '../publishing';
import { currentTexts, recordSave } from '../versions';
import { translateTexts, type TargetLocale } from './model';
import { protect, restore, type Glossary } from './protect';
import { markdownPlan, yamlPlan } from './segments';
import { markdownShape } from './structure';

/**
 * "Traduzir com IA": a missing translation, a copy of the Portuguese text still waiting for one,
 * or one older than the Portuguese text (which then leaves the site until reviewed; the version it
 * replaces stays in the history) drafted by the configured model from the Portuguese entry, in parts, following the
 * language's glossary, and saved as a draft marked for review. Nothing is written unless every
 * part came back whole, with its tokens, the same markdown shape and a file the build accepts.
 */

export type TranslationFailure =
  'no_model' | 'no_source' | 'exists' | 'too_long' | 'ceiling' | 'timeout' | 'refused' | 'malformed' | 'invalid' | 'interrupted';

export type TranslationResult = { ok: true; path: string } | { ok: false; error: TranslationFailure };

/** Kinds the model drafts: posts, e-books and services (the others exist in every language). */
export const MACHINE_TRANSLATABLE = new Set(['blog', 'ebooks', 'services']);

export async function glossaryFor(locale: ContentLocale): Promise<Glossary> {
  const kind = CONTENT_KINDS.find((k) => k.id === 'glossary')!;
  const read = async (l: ContentLocale) => {
    try {
      return (parseYaml(await readFile(contentFile(entryPath(kind, l)), 'utf8')) ?? {}) as Partial<Glossary>;
    } catch {
      return {};
    }
  };
  const [source, target] = await Promise.all([read(SOURCE_LOCALE), read(locale)]);
  return { keep: [...(source.keep ?? []), ...(target.keep ?? [])], terms: target.terms ?? [] };
}

/** The texts in parts of at most `partChars` characters (a longer text is a part of its own). */
function inParts(texts: string[]): number[][] {
  const parts: number[][] = [];
  let size = Infinity;
  for (const [i, text] of texts.entries()) {
    if (size + text.length > TRANSLATION_LIMITS.partChars) {
      parts.push([]);
      size = 0;
    }
    parts.at(-1)!.push(i);
    size += text.length;
  }
  return parts;
}

/**
 * The translated file of `source` (a Portuguese entry of `kind`), or why there is none. Every part
 * must come back with its tokens, the markdown keep its shape and the file pass the build's checks.
 */
export async function draftTranslation({
  kind,
  slug,
  locale,
  source,
  glossary,
  config,
  budgetLeft,
  progress,
}: {
  kind: ContentKind;
  slug: string;
  locale: TargetLocale;
  source: string;
  glossary: Glossary;
  config: ModelConfig;
  /** Counts one model reply against the hourly ceiling; false once it is reached. */
  budgetLeft: () => Promise<boolean>;
  /** Told how many parts the model has answered, of how many: once planned, then after each part. */
  progress?: (done: number, total: number) => Promise<void>;
}): Promise<{ ok: true; text: string } | { ok: false; error: TranslationFailure }> {
  const plan = kind.shape === 'markdown' ? markdownPlan(source) : yamlPlan(source);
  const guarded = plan.texts.map((text) => protect(text, glossary));
  const translated: string[] = [];
  // A text that is only tokens once protected (a price, a name) has nothing to translate.
  const words = guarded.flatMap((g, i) => {
    if (/\p{L}/u.test(g.text.replace(/⟦\d+⟧/g, ''))) return [i];
    translated[i] = restore(g.text, g.tokens)!;
    return [];
  });
  const parts = inParts(words.map((i) => guarded[i]!.text)).map((part) => part.map((k) => words[k]!));
  if (parts.length > TRANSLATION_LIMITS.maxParts) return { ok: false, error: 'too_long' };

  await progress?.(0, parts.length);
  for (const [done, indexes] of parts.entries()) {
    if (!(await budgetLeft())) return { ok: false, error: 'ceiling' };
    const reply = await translateTexts(
      config,
      locale,
      indexes.map((i) => guarded[i]!.text),
    );
    if (!reply.ok) return { ok: false, error: reply.error };
    for (const [k, i] of indexes.entries()) {
      const restored = restore(reply.texts[k]!, guarded[i]!.tokens);
      if (restored === null) return { ok: false, error: 'malformed' };
      translated[i] = restored;
    }
    await progress?.(done + 1, parts.length);
  }

  const text = plan.assemble(translated);
  if (kind.shape === 'markdown' && markdownShape(splitMarkdown(text)!.body) !== markdownShape(splitMarkdown(source)!.body))
    return { ok: false, error: 'malformed' };
  if (fileProblem(kind, text, { locale, slug })) return { ok: false, error: 'invalid' };
  return { ok: true, text };
}

/** What the model would translate (the Portuguese text, the model), or why it cannot. */
export async function translationSource(
  kind: ContentKind,
  slug: string,
  locale: TargetLocale,
): Promise<{ ok: true; config: ModelConfig; source: string } | { ok: false; error: TranslationFailure }> {
  const config = modelConfig();
  if (!config) return { ok: false, error: 'no_model' };
  if (!MACHINE_TRANSLATABLE.has(kind.id)) return { ok: false, error: 'invalid' };
  let source: string;
  try {
    source = await readFile(contentFile(entryPath(kind, SOURCE_LOCALE, slug)), 'utf8');
  } catch {
    return { ok: false, error: 'no_source' };
  }
  // A translation in step with the Portuguese text is never replaced; a missing, copied or outdated one is.
  if ((await translationState(kind, slug, locale)) === 'present') return { ok: false, error: 'exists' };
  return { ok: true, config, source };
}

export async function translateEntry(
  db: Db,
  actor: Actor,
  kind: ContentKind,
  slug: string,
  locale: TargetLocale,
  meta: WriteMeta,
  { published = publish, progress }: { published?: typeof publish; progress?: (done: number, total: number) => Promise<void> } = {},
): Promise<TranslationResult> {
  const admin = await assertAdmin(db, actor);
  const ready = await translationSource(kind, slug, locale);
  if (!ready.ok) return ready;
  const { config, source } = ready;
  const target = entryPath(kind, locale, slug);

  const draft = await draftTranslation({
    kind,
    slug,
    locale,
    source,
    glossary: await glossaryFor(locale),
    config,
    budgetLeft: () => modelBudgetLeft(db),
    progress,
  });
  if (!draft.ok) return draft;
  const text = draft.text;

  const replaced = await currentTexts([target]);
  const action = replaced.get(target) === null ? 'content.create' : 'content.update';
  await mkdir(path.dirname(contentFile(target)), { recursive: true });
  await writeFile(contentFile(target), text);
  await db.transaction(async (tx) => {
    await recordSave(tx, admin.id, [{ path: target, action }], replaced);
    await writeAudit(tx, {
      actorId: admin.id,
      action,
      entity: 'content',
      entityId: `${kind.id}/${locale}/${slug}`,
      data: { kind: kind.id, locale, slug, path: target, from: SOURCE_LOCALE, machineTranslation: true },
      ip: meta.ip,
    });
  });
  published([{ path: target }]);
  return { ok: true, path: target };
}
