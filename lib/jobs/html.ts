/**
 * Just enough HTML reading for the site audit: tags and attributes found with tolerant regular
 * expressions over the document, after comments, scripts (other than JSON-LD), styles, templates
 * and inline SVG are taken out (their text is not the page's markup).
 */

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', '#39': "'" };

/** Character references decoded (named basics and numeric). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** The attributes of a start tag's inside (after its name), names lower-cased, values decoded. */
export function parseAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const re = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (let m = re.exec(source); m; m = re.exec(source)) {
    const name = m[1]!.toLowerCase();
    if (name in attrs) continue;
    attrs[name] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

/** Start tags named `name` with their attributes. */
export function findTags(html: string, name: string): Record<string, string>[] {
  // Quoted values may hold '>'.
  const re = new RegExp(`<${name}(?=[\\s/>])((?:[^>"']|"[^"]*"|'[^']*')*)>`, 'gi');
  const out: Record<string, string>[] = [];
  for (let m = re.exec(html); m; m = re.exec(html)) out.push(parseAttributes(m[1]!));
  return out;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The contents of JSON-LD script blocks. */
export function jsonLdBlocks(html: string): string[] {
  const re = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  const out: string[] = [];
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const type = parseAttributes(m[1]!).type?.trim().toLowerCase();
    if (type === 'application/ld+json') out.push(m[2]!);
  }
  return out;
}

/** The document without the parts whose text is not markup: comments, scripts, styles, templates, SVG. */
export function markupOnly(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<style\b[^>]*>[\s\S]*?<\/style\s*>/gi, '')
    .replace(/<template\b[^>]*>[\s\S]*?<\/template\s*>/gi, '')
    .replace(/<svg\b[^>]*>[\s\S]*?<\/svg\s*>/gi, '');
}

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

function relTokens(attrs: Record<string, string>): string[] {
  return (attrs.rel ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

export function pageFacts(html: string): PageFacts {
  const jsonLd = jsonLdBlocks(html);
  const markup = markupOnly(html);
  const titleMatch = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(markup);
  const metas = findTags(markup, 'meta');
  const description = metas.find((m) => m.name?.toLowerCase() === 'description');
  const robots = metas.filter((m) => ['robots', 'googlebot'].includes(m.name?.toLowerCase() ?? ''));
  const links = findTags(markup, 'link');
  const canonical = links.find((l) => relTokens(l).includes('canonical') && l.href !== undefined);
  return {
    title: titleMatch ? collapse(decodeEntities(titleMatch[1]!)) : null,
    description: description?.content !== undefined ? collapse(description.content) : null,
    canonical: canonical ? canonical.href!.trim() : null,
    alternates: links
      .filter((l) => relTokens(l).includes('alternate') && l.hreflang && l.href)
      .map((l) => ({ hreflang: l.hreflang!.trim(), href: l.href!.trim() })),
    jsonLd,
    links: findTags(markup, 'a')
      .map((a) => a.href?.trim())
      .filter((h): h is string => Boolean(h)),
    noindex: robots.some((m) => /\bnoindex\b|\bnone\b/i.test(m.content ?? '')),
  };
}

/** <loc> values of a sitemap or sitemap index, and whether it is an index. */
export function sitemapLocations(xml: string): { index: boolean; locs: string[] } {
  const index = /<sitemapindex\b/i.test(xml);
  const locs: string[] = [];
  const re = /<loc>\s*([\s\S]*?)\s*<\/loc>/gi;
  for (let m = re.exec(xml); m; m = re.exec(xml)) {
    const loc = decodeEntities(m[1]!.replace(/^<!\[CDATA\[([\s\S]*)\]\]>$/, '$1')).trim();
    if (loc) locs.push(loc);
  }
  return { index, locs };
}
