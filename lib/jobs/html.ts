/**
 * What the site audit reads from HTML, through a real HTML parser (parse5, via rehype-parse): the
 * markup as a browser sees it, so comments, script and style text, template contents and inline
 * SVG never pass for the page's own tags.
 */
import { toString } from 'hast-util-to-string';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';

export interface HreflangLink {
  hreflang: string;
  href: string;
}

/** What the audit reads from a page. URLs are as written (resolve them against the page's URL). */
export interface PageFacts {
  title: string | null;
  description: string | null;
  canonical: string | null;
  alternates: HreflangLink[];
  /** Raw JSON-LD block texts. */
  jsonLd: string[];
  /** href of every <a>. */
  links: string[];
  /** The page asks not to be indexed (meta robots). */
  noindex: boolean;
}

const htmlParser = unified().use(rehypeParse);

/** The part of a hast element read here (the `hast` types are not a direct dependency). */
type HastElement = { properties: Record<string, unknown> };

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** An attribute as text (hast keeps list attributes such as rel as arrays), or undefined when absent. */
function attr(node: HastElement, name: string): string | undefined {
  const value = node.properties[name];
  if (value === undefined || value === null || value === false) return undefined;
  if (value === true) return '';
  return Array.isArray(value) ? value.join(' ') : String(value);
}

const relTokens = (node: HastElement) => (attr(node, 'rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean);

export function pageFacts(html: string): PageFacts {
  const tree = htmlParser.parse(html);
  let title: string | null = null;
  let description: string | null | undefined;
  let canonical: string | null = null;
  const alternates: HreflangLink[] = [];
  const jsonLd: string[] = [];
  const links: string[] = [];
  let noindex = false;

  visit(tree, 'element', (node) => {
    switch (node.tagName) {
      // SVG's <title>, <a> and <script> are the drawing's, not the page's.
      case 'svg':
        return SKIP;
      case 'title':
        title ??= collapse(toString(node));
        return SKIP;
      case 'script':
        // The parser keeps script text raw (no entity decoding), as JSON.parse needs it.
        if (attr(node, 'type')?.trim().toLowerCase() === 'application/ld+json') jsonLd.push(toString(node));
        return SKIP;
      case 'meta': {
        const name = attr(node, 'name')?.toLowerCase();
        const content = attr(node, 'content');
        if (name === 'description' && description === undefined) description = content === undefined ? null : collapse(content);
        if ((name === 'robots' || name === 'googlebot') && /\bnoindex\b|\bnone\b/i.test(content ?? '')) noindex = true;
        return;
      }
      case 'link': {
        const rel = relTokens(node);
        const href = attr(node, 'href');
        if (canonical === null && rel.includes('canonical') && href !== undefined) canonical = href.trim();
        const hreflang = attr(node, 'hrefLang');
        if (rel.includes('alternate') && hreflang && href) alternates.push({ hreflang: hreflang.trim(), href: href.trim() });
        return;
      }
      case 'a': {
        const href = attr(node, 'href')?.trim();
        if (href) links.push(href);
        return;
      }
    }
  });

  return { title, description: description ?? null, canonical, alternates, jsonLd, links, noindex };
}

/** XML's predefined entities and numeric character references. */
function decodeXmlEntities(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return named[ref] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * <loc> values of a sitemap or sitemap index, and whether it is an index. A sitemap is XML, not
 * HTML: an HTML parser turns CDATA into comments and ignores self-closing tags, and builds a tree of
 * a file that may be 50 MB, where <loc> only needs a strict pattern.
 */
export function sitemapLocations(xml: string): { index: boolean; locs: string[] } {
  const body = xml.replace(/<!--[\s\S]*?-->/g, '');
  const index = /<sitemapindex[\s/>]/i.test(body);
  const locs: string[] = [];
  for (const m of body.matchAll(/<loc\s*>\s*(?:<!\[CDATA\[([\s\S]*?)\]\]>|([^<]*))\s*<\/loc\s*>/gi)) {
    const loc = (m[1] ?? decodeXmlEntities(m[2]!)).trim();
    if (loc) locs.push(loc);
  }
  return { index, locs };
}
