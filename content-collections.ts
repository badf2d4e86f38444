import { defineCollection, defineConfig } from '@content-collections/core';
import { z } from 'zod';
import { SLUG_PATTERN } from './lib/content/limits';
import { headingsOf, readingMinutes, renderMarkdown } from './lib/content/markdown';
import {
  aboutSchema,
  certificationsSchema,
  dialogsSchema,
  homeSchema,
  legalSchema,
  postFrontmatterSchema,
  serviceSchema,
  successCasesSchema,
} from './lib/content/schemas';

const LOCALES = ['pt', 'en', 'es'] as const;

/** The frontmatter rules with the markdown body, which content-collections hands over as `content`. */
const frontmatter = postFrontmatterSchema.and(z.object({ content: z.string() }));

type Frontmatter = z.infer<typeof frontmatter> & { _meta: { path: string; fileName: string; directory: string; filePath: string } };

/** File layout is content/<kind>/<locale>/<slug>.md: locale and slug come from it (a frontmatter naming them must agree). */
async function toDocument(doc: Frontmatter, kind: string) {
  const [folder = '', file = ''] = doc._meta.path.split('/');
  const where = `content/${kind}/${doc._meta.filePath}`;
  const locale = LOCALES.find((l) => l === folder);
  if (!locale) throw new Error(`${where}: "${folder}" is not a locale (pt, en, es)`);
  if (!SLUG_PATTERN.test(file)) throw new Error(`${where}: the file name "${file}" is not a kebab-case slug`);
  if (doc.locale !== undefined && doc.locale !== locale)
    throw new Error(`${where}: frontmatter locale "${doc.locale}" does not match the folder "${folder}"`);
  if (doc.slug !== undefined && doc.slug !== file)
    throw new Error(`${where}: frontmatter slug "${doc.slug}" does not match the file name "${file}"`);
  const html = await renderMarkdown(doc.content);
  return {
    title: doc.title,
    description: doc.description,
    date: doc.date,
    updated: doc.updated,
    tags: doc.tags,
    category: doc.category,
    cover: doc.cover,
    author: doc.author,
    locale,
    slug: file,
    html,
    headings: headingsOf(html),
    readingMinutes: readingMinutes(doc.content),
    markdown: doc.content,
  };
}

const posts = defineCollection({
  name: 'posts',
  directory: 'content/blog',
  include: '*/*.md',
  schema: frontmatter,
  transform: (doc) => toDocument(doc as Frontmatter, 'blog'),
});

const ebooks = defineCollection({
  name: 'ebooks',
  directory: 'content/ebooks',
  include: '*/*.md',
  schema: frontmatter,
  transform: (doc) => toDocument(doc as Frontmatter, 'ebooks'),
});

type Meta = { _meta: { path: string; filePath: string } };

/** The locale of a per-locale YAML file: its folder (content/<kind>/<locale>/<name>.yaml) or its name (content/<kind>/<locale>.yaml). */
function localeOf(meta: Meta['_meta'], kind: string): { locale: (typeof LOCALES)[number]; name: string } {
  const parts = meta.path.split('/');
  const locale = parts[0] as (typeof LOCALES)[number];
  if (!LOCALES.includes(locale)) throw new Error(`content/${kind}/${meta.filePath}: "${parts[0]}" is not a locale (pt, en, es)`);
  return { locale, name: parts[1] ?? locale };
}

/** One collection of YAML page content validated by `schema`, each document tagged with its locale and name. */
function yamlCollection<S extends z.ZodType<Record<string, unknown>>>(name: string, kind: string, include: string, schema: S) {
  return defineCollection({
    name,
    directory: `content/${kind}`,
    include,
    parser: 'yaml',
    // Records (keyed by id) arrive as top-level objects; keep them under `data`.
    schema: z.looseObject({}),
    transform: (doc) => {
      const { _meta, ...raw } = doc as unknown as Meta & Record<string, unknown>;
      const { locale, name: docName } = localeOf(_meta, kind);
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new Error(`content/${kind}/${_meta.filePath}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
      }
      return { locale, name: docName, data: parsed.data as z.infer<S> };
    },
  });
}

const services = yamlCollection('services', 'services', '*/*.yaml', serviceSchema);
const home = yamlCollection('home', 'home', '*.yaml', homeSchema);
const successCases = yamlCollection('successCases', 'success-cases', '*.yaml', successCasesSchema);
const dialogs = yamlCollection('dialogs', 'dialogs', '*.yaml', dialogsSchema);
const legal = yamlCollection('legal', 'legal', '*/*.yaml', legalSchema);
const about = yamlCollection('about', 'pages', '*/about.yaml', aboutSchema);
const certifications = yamlCollection('certifications', 'pages', '*/certifications.yaml', certificationsSchema);

export default defineConfig({
  content: [posts, ebooks, services, home, successCases, dialogs, legal, about, certifications],
});
