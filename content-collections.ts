import { defineCollection, defineConfig } from '@content-collections/core';
import { z } from 'zod';
import { headingsOf, readingMinutes, renderMarkdown } from './lib/content/markdown';

const CATEGORIES = ['cloud', 'security', 'automation', 'backup', 'support'] as const;

/** YAML may hand dates over as Date objects; keep YYYY-MM-DD strings. */
const day = z.preprocess(
  (v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a YYYY-MM-DD date'),
);

const frontmatter = z.object({
  title: z.string().min(10).max(120),
  description: z.string().min(50).max(200),
  date: day,
  updated: day,
  tags: z.array(z.string().min(2)).min(1).max(8),
  category: z.enum(CATEGORIES),
  cover: z.enum(CATEGORIES),
  author: z.string().min(2),
  locale: z.enum(['pt', 'en', 'es']),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be kebab-case'),
  content: z.string(),
});

type Frontmatter = z.infer<typeof frontmatter> & { _meta: { path: string; fileName: string; directory: string; filePath: string } };

/** File layout is content/<kind>/<locale>/<slug>.md: the frontmatter must agree with it. */
async function toDocument(doc: Frontmatter, kind: string) {
  const [folder, file] = doc._meta.path.split('/');
  const where = `content/${kind}/${doc._meta.filePath}`;
  if (folder !== doc.locale) throw new Error(`${where}: frontmatter locale "${doc.locale}" does not match the folder "${folder}"`);
  if (file !== doc.slug) throw new Error(`${where}: frontmatter slug "${doc.slug}" does not match the file name "${file}"`);
  if (doc.updated < doc.date) throw new Error(`${where}: updated (${doc.updated}) is before date (${doc.date})`);
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
    locale: doc.locale,
    slug: doc.slug,
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

export default defineConfig({ content: [posts, ebooks] });
