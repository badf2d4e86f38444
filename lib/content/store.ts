import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { markdownDocument, yamlDocument, type MarkdownDocument, type YamlDocument } from './documents';
import { CONTENT_LOCALES } from './editor/kinds';
import { pricesSchema } from './prices';
import {
  aboutSchema,
  certificationsSchema,
  dialogsSchema,
  homeSchema,
  legalSchema,
  serviceSchema,
  successCasesSchema,
  type AboutText,
  type CertificationsText,
  type DialogsText,
  type HomeText,
  type LegalText,
  type ServiceText,
  type SuccessCasesText,
} from './schemas';
import type { ServiceKey } from '@/lib/config/catalogue';

/**
 * The content of content/ as the server reads it at run time, so a save through the editor is
 * what the next render of a page sees (no rebuild). Read once per process and kept until
 * `invalidateContent()` (a publication); a file whose text did not change is not parsed or rendered
 * again. In development every read looks at the disk.
 */

export interface ContentSnapshot {
  version: number;
  posts: MarkdownDocument[];
  ebooks: MarkdownDocument[];
  services: YamlDocument<ServiceText>[];
  homes: YamlDocument<HomeText>[];
  successCases: YamlDocument<SuccessCasesText>[];
  dialogs: YamlDocument<DialogsText>[];
  legals: YamlDocument<LegalText>[];
  abouts: YamlDocument<AboutText>[];
  certifications: YamlDocument<CertificationsText>[];
  prices: Record<ServiceKey, number | null>;
}

const LOCALES = CONTENT_LOCALES;

/** The content folder on this machine's disk. */
export const contentRoot = () => path.join(/*turbopackIgnore: true*/ process.cwd(), 'content');

type Holder = { snapshot?: ContentSnapshot; version: number; parsed: Map<string, { text: string; value: unknown }> };
const HOLDER = Symbol.for('site.contentStore');
const holder: Holder = ((globalThis as { [HOLDER]?: Holder })[HOLDER] ??= { version: 0, parsed: new Map() });

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

const list = (dir: string, ext: string) => {
  try {
    return readdirSync(dir)
      .filter((n) => n.endsWith(ext))
      .sort();
  } catch {
    return [];
  }
};

/** A file's parsed value, parsed again only when its text changed. */
function parsedOnce<T>(file: string, text: string, parse: () => T): T {
  const known = holder.parsed.get(file);
  if (known && known.text === text) return known.value as T;
  const value = parse();
  holder.parsed.set(file, { text, value });
  return value;
}

function markdownKind(dir: string): MarkdownDocument[] {
  const out: MarkdownDocument[] = [];
  for (const locale of LOCALES) {
    const folder = path.join(contentRoot(), dir, locale);
    for (const name of list(folder, '.md')) {
      const file = path.join(folder, name);
      const text = readText(file);
      if (text === null) continue;
      const slug = name.slice(0, -3);
      out.push(parsedOnce(file, text, () => markdownDocument(`content/${dir}/${locale}/${name}`, locale, slug, text)));
    }
  }
  return out;
}

/** One YAML document per locale: content/<dir>/<locale>/<name>.yaml, or content/<dir>/<locale>.yaml without a name. */
function yamlKind<T>(dir: string, schema: { safeParse: (v: unknown) => unknown }, name?: string): YamlDocument<T>[] {
  const out: YamlDocument<T>[] = [];
  for (const locale of LOCALES) {
    const names = name === undefined ? [null] : name === '*' ? list(path.join(contentRoot(), dir, locale), '.yaml') : [`${name}.yaml`];
    for (const fileName of names) {
      const rel = fileName === null ? `${dir}/${locale}.yaml` : `${dir}/${locale}/${fileName}`;
      const file = path.join(contentRoot(), rel);
      const text = readText(file);
      if (text === null) continue;
      const docName = fileName === null ? locale : fileName.slice(0, -'.yaml'.length);
      out.push(parsedOnce(file, text, () => yamlDocument(`content/${rel}`, locale, docName, text, schema as never) as YamlDocument<T>));
    }
  }
  return out;
}

function readPrices(): Record<ServiceKey, number | null> {
  const file = path.join(contentRoot(), 'prices.json');
  const text = readText(file);
  if (text === null) throw new Error('content/prices.json is missing');
  return parsedOnce(file, text, () => {
    const parsed = pricesSchema.safeParse(JSON.parse(text));
    if (!parsed.success)
      throw new Error(`content/prices.json: ${parsed.error.issues[0]!.path.join('.')}: ${parsed.error.issues[0]!.message}`);
    return parsed.data as Record<ServiceKey, number | null>;
  });
}

/** Reads every content file; throws naming the first file the schemas refuse. */
export function loadContent(version = holder.version): ContentSnapshot {
  return {
    version,
    posts: markdownKind('blog'),
    ebooks: markdownKind('ebooks'),
    services: yamlKind<ServiceText>('services', serviceSchema, '*'),
    homes: yamlKind<HomeText>('home', homeSchema),
    successCases: yamlKind<SuccessCasesText>('success-cases', successCasesSchema),
    dialogs: yamlKind<DialogsText>('dialogs', dialogsSchema),
    legals: yamlKind<LegalText>('legal', legalSchema, '*'),
    abouts: yamlKind<AboutText>('pages', aboutSchema, 'about'),
    certifications: yamlKind<CertificationsText>('pages', certificationsSchema, 'certifications'),
    prices: readPrices(),
  };
}

/** The content as of the last publication in this process. */
export function content(): ContentSnapshot {
  if (process.env.NODE_ENV === 'development') return loadContent(++holder.version);
  return (holder.snapshot ??= loadContent());
}

/** After a save: the next read sees the files as they are now. */
export function invalidateContent(): void {
  holder.version += 1;
  holder.snapshot = undefined;
}

/** Changes on every publication: caches built from the content key on it. */
export const contentVersion = () => content().version;
