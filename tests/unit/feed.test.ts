/**
 * The blog's RSS feed as a feed reader gets it: titles and summaries with XML's reserved
 * characters read back exactly, and only the newest 20 public posts of the language, newest first.
 * The posts are files in a temporary content folder, read the way the site reads content/.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const messages = (await import('@/messages/pt.json')).default;
  return {
    getTranslations: async ({ namespace }: { namespace: 'Blog' }) => createTranslator({ locale: 'pt', messages, namespace }),
  };
});

const { blogFeed } = await import('@/lib/seo/feed');
const { invalidateContent } = await import('@/lib/content/store');

const SITE = 'https://www.empresa.example';
const root = mkdtempSync(join(tmpdir(), 'feed-'));

/** Post n is dated 2024-01-n: the higher n, the newer. */
const day = (n: number) => `2024-01-${String(n).padStart(2, '0')}`;
const title = (n: number) => `Post ${n}: backup & nuvem <sem> "medo" e 'riscos'`;
const summary = (n: number) => `Resumo ${n} com A & B, x < y > z, "aspas duplas" e 'simples' para o leitor de feeds.`;

function writePost(locale: string, slug: string, n: number, extra = '') {
  const dir = join(root, 'content/blog', locale);
  mkdirSync(dir, { recursive: true });
  const frontmatter = [
    `title: ${JSON.stringify(title(n))}`,
    `description: ${JSON.stringify(summary(n))}`,
    `date: ${day(n)}`,
    `updated: ${day(n)}`,
    'tags: ["backup"]',
    'category: backup',
    'cover: backup',
    'author: "Equipe Técnica"',
    extra,
  ].filter(Boolean);
  writeFileSync(join(dir, `${slug}.md`), `---\n${frontmatter.join('\n')}\n---\n\nTexto do post ${n}.\n`);
}

let xml: string;

beforeAll(async () => {
  mkdirSync(join(root, 'content'), { recursive: true });
  copyFileSync(join(process.cwd(), 'content/prices.json'), join(root, 'content/prices.json'));
  // 23 public posts, file names in an order unrelated to their dates.
  for (let n = 1; n <= 23; n++) writePost('pt', `post-${String.fromCharCode(97 + ((n * 7) % 23))}`, n);
  // Newer than every public one, but a draft; and a post of another language.
  writePost('pt', 'rascunho', 28, 'draft: true');
  writePost('en', 'english-post', 27);

  vi.stubEnv('SITE_URL', SITE);
  const cwd = vi.spyOn(process, 'cwd').mockReturnValue(root);
  invalidateContent();
  try {
    xml = await blogFeed('pt');
  } finally {
    cwd.mockRestore();
    invalidateContent();
  }
});

afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

describe('blog feed', () => {
  it('escapes the reserved characters, so a strict XML parser reads titles and summaries back unchanged', async () => {
    // Outside CDATA sections, titles and summaries carry no raw markup or bare ampersand.
    const outsideCdata = xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '');
    const texts = [...outsideCdata.matchAll(/<item>[\s\S]*?<title>([^\n]*)<\/title>[\s\S]*?<description>([^\n]*)<\/description>/g)];
    expect(texts).toHaveLength(20);
    for (const [, t, d] of texts) {
      expect(t).not.toMatch(/[<>]|&(?!amp;|lt;|gt;|quot;|apos;)/);
      expect(d).not.toMatch(/[<>]|&(?!amp;|lt;|gt;|quot;|apos;)/);
    }

    const feed = await new Parser().parseString(xml);
    expect(feed.items[0]!.title).toBe(title(23));
    expect(feed.items[0]!.content).toBe(summary(23));
  });

  it('keeps exactly the newest 20 public posts of the language, newest first', async () => {
    const feed = await new Parser().parseString(xml);
    expect(feed.items).toHaveLength(20);
    // Posts 23 down to 4; 3, 2 and 1 are older than the 20 kept; the draft and the English post are not in it.
    const expected = Array.from({ length: 20 }, (_, i) => 23 - i);
    expect(feed.items.map((item) => item.title)).toEqual(expected.map(title));
    expect(feed.items.map((item) => item.isoDate?.slice(0, 10))).toEqual(expected.map(day));
    expect(feed.items[0]!.link).toMatch(new RegExp(`^${SITE}/blog/post-[a-w]$`));
  });
});
