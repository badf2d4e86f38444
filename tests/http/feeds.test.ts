import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Parser from 'rss-parser';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { http } from './helpers';

/**
 * The blog's feed in each language, read by a feed reader's parser: one item per post of that
 * language (title, summary, date, absolute link that opens the post), and the feed announced by
 * <link rel="alternate"> on the blog pages and the home page.
 */

const FEEDS = [
  { locale: 'pt', prefix: '', feed: '/blog/feed.xml' },
  { locale: 'en', prefix: '/en', feed: '/en/blog/feed.xml' },
  { locale: 'es', prefix: '/es', feed: '/es/blog/feed.xml' },
] as const;

/** The posts of a language, read from their files. */
function postsOf(locale: string) {
  const dir = join(process.cwd(), 'content/blog', locale);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => {
      const fm = parseYaml(/^---\n([\s\S]*?)\n---/.exec(readFileSync(join(dir, f), 'utf8'))![1]!) as Record<string, unknown>;
      const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v));
      return { slug: f.slice(0, -3), title: String(fm.title), description: String(fm.description), date: day(fm.date) };
    });
}

const parser = new Parser();

describe.each(FEEDS)('$feed', ({ locale, prefix, feed }) => {
  it('lists every post of its language with title, summary, date and an absolute link', async () => {
    const res = await http(feed);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const parsed = await parser.parseString(await res.text());
    // Absolute links on the build's public origin (SITE_URL), whichever host serves the feed.
    const origin = new URL(parsed.link!).origin;
    expect(parsed.link).toBe(`${origin}${prefix}/blog`);

    const posts = postsOf(locale);
    expect(parsed.items).toHaveLength(posts.length);
    const byLink = new Map(parsed.items.map((item) => [item.link, item]));
    for (const post of posts) {
      const item = byLink.get(`${origin}${prefix}/blog/${post.slug}`);
      expect(item, post.slug).toBeDefined();
      expect(item!.title).toBe(post.title);
      expect(item!.contentSnippet ?? item!.content).toBe(post.description);
      expect(item!.isoDate?.slice(0, 10)).toBe(post.date);
    }
    const dates = parsed.items.map((i) => i.isoDate!);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('links to pages that exist', async () => {
    const parsed = await parser.parseString(await (await http(feed)).text());
    for (const item of parsed.items) expect((await http(new URL(item.link!).pathname)).status, item.link).toBe(200);
  });

  it.each(['/blog', '', `/blog/${postsOf(locale)[0]!.slug}`])('is announced by the page %s', async (path) => {
    const html = await (await http(`${prefix}${path}` || '/')).text();
    const link = /<link[^>]+rel="alternate"[^>]+type="application\/rss\+xml"[^>]*>/.exec(html)?.[0];
    expect(link).toBeDefined();
    expect(link).toMatch(new RegExp(`href="https?://[^/"]+${feed.replace(/\./g, '\\.')}"`));
  });
});
