import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';
import { OUTBOX_RETRY } from '@/lib/config/limits';
import { ADVICE_TEXT, adviceText } from '@/lib/jobs/advice';
import { bearerToken, isAuthorizedBearer } from '@/lib/jobs/cron-auth';
import { pageFacts, sitemapLocations } from '@/lib/jobs/html';
import { changedUrls, indexNowPayloads, keyLocation, urlFingerprint } from '@/lib/jobs/indexnow';
import { mapLimit } from '@/lib/async/map-limit';
import { auditAdvice, auditCounts, auditPages, pageKey, type CrawledPage } from '@/lib/jobs/seo-rules';
import { outboxRetryDelayMs } from '@/lib/mail';

const SITE = 'https://www.exemplo.com.br';
const KEY = 'a1b2c3d4-e5f6-7890';

describe('IndexNow request bodies', () => {
  it('name the host, the key and its location, and list the URLs', () => {
    const urls = [`${SITE}/`, `${SITE}/sobre`, `${SITE}/en/about`];
    const [body, ...rest] = indexNowPayloads(SITE, KEY, urls);
    expect(rest).toEqual([]);
    expect(body).toEqual({ host: 'www.exemplo.com.br', key: KEY, keyLocation: `${SITE}/${KEY}.txt`, urlList: urls });
    expect(keyLocation(`${SITE}/`, KEY)).toBe(`${SITE}/${KEY}.txt`);
    // A port is part of the host.
    expect(indexNowPayloads('http://127.0.0.1:3410', KEY, ['http://127.0.0.1:3410/x'])[0]!.host).toBe('127.0.0.1:3410');
  });

  it('batch at most 10 000 URLs per request, in order', () => {
    const urls = Array.from({ length: 20_001 }, (_, i) => `${SITE}/p/${i}`);
    const bodies = indexNowPayloads(SITE, KEY, urls);
    expect(bodies.map((b) => b.urlList.length)).toEqual([10_000, 10_000, 1]);
    expect(bodies.flatMap((b) => b.urlList)).toEqual(urls);
    expect(indexNowPayloads(SITE, KEY, urls.slice(0, 5), 2).map((b) => b.urlList.length)).toEqual([2, 2, 1]);
    // Never more than the protocol allows, whatever is asked.
    expect(indexNowPayloads(SITE, KEY, urls, 50_000).map((b) => b.urlList.length)).toEqual([10_000, 10_000, 1]);
    expect(indexNowPayloads(SITE, KEY, [])).toEqual([]);
  });

  it('submit every URL the first time, then only new or changed ones', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const entries = [
      { url: `${SITE}/a`, lastModified: '2026-10-01' },
      { url: `${SITE}/b`, lastModified: '2026-10-01' },
      { url: `${SITE}/c` },
      { url: `${SITE}/future`, lastModified: '2027-01-01' },
    ];
    expect(changedUrls(entries, null, now)).toEqual(entries.map((e) => e.url));
    const urls = Object.fromEntries(entries.map((e) => [e.url, urlFingerprint(e)]));
    const previous = { startedAt: new Date('2026-11-23T11:00:00Z'), urls };
    expect(changedUrls(entries, previous, now)).toEqual([]);
    // A new date, a new URL, or a date after the last run started (and already past).
    const changed = [
      { url: `${SITE}/a`, lastModified: '2026-11-02' },
      entries[1]!,
      entries[2]!,
      entries[3]!,
      { url: `${SITE}/d`, lastModified: '2026-01-01' },
    ];
    expect(changedUrls(changed, previous, now)).toEqual([`${SITE}/a`, `${SITE}/d`]);
    const sameVersionLaterDate = { startedAt: new Date('2026-09-01T00:00:00Z'), urls };
    expect(changedUrls(entries, sameVersionLaterDate, now)).toEqual([`${SITE}/a`, `${SITE}/b`]);
    expect(urlFingerprint({ url: 'x', lastModified: new Date('2026-10-01T00:00:00Z') })).toBe(
      urlFingerprint({ url: 'x', lastModified: '2026-10-01' }),
    );
  });
});

describe('cron bearer check', () => {
  const secret = 'a-cron-secret-of-some-length';
  it('accepts the configured secret only', () => {
    expect(isAuthorizedBearer(`Bearer ${secret}`, secret)).toBe(true);
    expect(isAuthorizedBearer(`bearer ${secret}`, secret)).toBe(true);
    expect(isAuthorizedBearer(`Bearer ${secret}x`, secret)).toBe(false);
    expect(isAuthorizedBearer(`Bearer ${secret.slice(0, -1)}`, secret)).toBe(false);
    expect(isAuthorizedBearer('Bearer ', secret)).toBe(false);
    expect(isAuthorizedBearer(secret, secret)).toBe(false);
    expect(isAuthorizedBearer(`Basic ${secret}`, secret)).toBe(false);
    expect(isAuthorizedBearer(null, secret)).toBe(false);
  });
  it('refuses everyone when no secret is configured', () => {
    expect(isAuthorizedBearer('Bearer ', undefined)).toBe(false);
    expect(isAuthorizedBearer('Bearer undefined', undefined)).toBe(false);
    expect(isAuthorizedBearer('Bearer x', '')).toBe(false);
  });
  it('reads the token of a Bearer header', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('Bearer  abc  ')).toBe('abc');
    expect(bearerToken('Bearer a b')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});

describe('outbox back-off', () => {
  it('waits the base delay after the first failure, doubling up to the cap', () => {
    const minute = 60_000;
    expect(OUTBOX_RETRY.baseDelayMs).toBe(minute);
    expect([1, 2, 3, 4, 5].map(outboxRetryDelayMs)).toEqual([1, 2, 4, 8, 16].map((m) => m * minute));
    expect(outboxRetryDelayMs(10)).toBe(OUTBOX_RETRY.maxDelayMs);
    expect(outboxRetryDelayMs(1000)).toBe(OUTBOX_RETRY.maxDelayMs);
    expect(outboxRetryDelayMs(0)).toBe(minute);
  });
});

/** A small page with everything the audit looks for; `over` replaces parts. */
function page(
  path: string,
  over: {
    title?: string | null;
    description?: string | null;
    canonical?: string | null;
    alternates?: string[];
    jsonLd?: string[];
    links?: string[];
  } = {},
) {
  const title = over.title === undefined ? `Página ${path}` : over.title;
  const description = over.description === undefined ? `Descrição da página ${path}` : over.description;
  const canonical = over.canonical === undefined ? `${SITE}${path}` : over.canonical;
  const alternates = over.alternates ?? [];
  const jsonLd = over.jsonLd ?? ['{"@context":"https://schema.org","@type":"WebPage"}'];
  return `<!DOCTYPE html><html><head><meta charset="utf-8">
${title === null ? '' : `<title>${title}</title>`}
${description === null ? '' : `<meta content="${description}" name="description">`}
${canonical === null ? '' : `<link rel="canonical" href="${canonical}">`}
${alternates.map((a, i) => `<link rel="alternate" hrefLang="${['pt-BR', 'en-US', 'es-ES'][i]}" href="${SITE}${a}"/>`).join('\n')}
${jsonLd.map((j) => `<script type="application/ld+json">${j}</script>`).join('\n')}
</head><body><svg><title>Ícone</title></svg>${(over.links ?? []).map((l) => `<a href="${l}">x</a>`).join('')}
<script>self.__next_f.push([1,"<a href=\\"/nao-e-link\\">"])</script></body></html>`;
}

const crawled = (path: string, html: string, status = 200): CrawledPage => ({ url: `${SITE}${path}`, status, facts: pageFacts(html) });
const origins = new Set([SITE]);

describe('audit rules on HTML', () => {
  it('reads title, description, canonical, alternates, JSON-LD and links, not script text or SVG titles', () => {
    const facts = pageFacts(
      page('/sobre', { title: 'Sobre &amp; mais', alternates: ['/sobre', '/en/sobre'], links: ['/contato', 'https://wa.me/1'] }),
    );
    expect(facts.title).toBe('Sobre & mais');
    expect(facts.description).toBe('Descrição da página /sobre');
    expect(facts.canonical).toBe(`${SITE}/sobre`);
    expect(facts.alternates).toEqual([
      { hreflang: 'pt-BR', href: `${SITE}/sobre` },
      { hreflang: 'en-US', href: `${SITE}/en/sobre` },
    ]);
    expect(facts.jsonLd).toHaveLength(1);
    expect(facts.links).toEqual(['/contato', 'https://wa.me/1']);
    expect(facts.noindex).toBe(false);
    expect(pageFacts('<meta name="robots" content="noindex, follow"><title>x</title>').noindex).toBe(true);
    expect(pageFacts("<meta name='description' content='a > b'>").description).toBe('a > b');
    expect(pageFacts('<title>&#39;&#x41;&lt;&quot;&bogus;</title>').title).toBe(`'A<"&bogus;`);
  });

  it('reads tags as a browser does: any case and quoting, ">" inside quotes, nothing from comments or templates', () => {
    const facts = pageFacts(`<!DOCTYPE html><HTML><HEAD>
<!-- <title>Fake</title> <meta name="robots" content="noindex"> <link rel="canonical" href="/fake">
     <script type="application/ld+json">{"fake":true}</script> -->
<TITLE>  Caixa
  ALTA </TITLE>
<META CONTENT="x > y &amp; z" NAME="Description">
<meta name=description content="second, ignored">
<LINK HREF=" /canon " REL="Canonical">
<link href='/es' hreflang='es-ES' rel='alternate'>
<link rel="alternate" hreflang="en" href="">
<script type=" Application/LD+JSON ">{"name":"a &amp; b","x":"</p>"}</script>
<script>document.write('<a href="/from-script">')</script>
</HEAD><BODY>
<A data-x="1 > 0" HREF="/q?a=1&amp;b=2">q</A><a href='/single'>s</a><a href=/bare>b</a><a href="  ">empty</a><a>none</a>
<template><a href="/template"></a><title>Template</title></template>
<svg><a href="/svg"></a><title>Icon</title></svg>
<noscript><a href="/noscript">n</a></noscript>
</BODY></HTML>`);
    expect(facts).toEqual({
      title: 'Caixa ALTA',
      description: 'x > y & z',
      canonical: '/canon',
      alternates: [{ hreflang: 'es-ES', href: '/es' }],
      jsonLd: ['{"name":"a &amp; b","x":"</p>"}'],
      links: ['/q?a=1&b=2', '/single', '/bare', '/noscript'],
      noindex: false,
    });
    expect(pageFacts('<META NAME=GoogleBot CONTENT=NONE>').noindex).toBe(true);
    expect(pageFacts('<p>no head</p>')).toMatchObject({ title: null, description: null, canonical: null, jsonLd: [], links: [] });
  });

  it('flags titles over 60 and descriptions over 160 characters, and missing ones', () => {
    const findings = auditPages(
      [
        crawled('/a', page('/a', { title: 'T'.repeat(61), description: 'D'.repeat(161) })),
        crawled('/b', page('/b', { title: 'T'.repeat(60), description: 'D'.repeat(160) })),
        crawled('/c', page('/c', { title: null, description: null })),
        crawled('/d', page('/d', { title: 'Ação çãõ'.padEnd(60, 'é'), description: '' })),
      ],
      { origins },
    );
    expect(findings.longTitles).toEqual([{ url: `${SITE}/a`, length: 61 }]);
    expect(findings.longDescriptions).toEqual([{ url: `${SITE}/a`, length: 161 }]);
    expect(findings.missingTitles).toEqual([`${SITE}/c`]);
    expect(findings.missingDescriptions).toEqual([`${SITE}/c`, `${SITE}/d`]);
  });

  it('groups duplicate titles and descriptions across pages', () => {
    const findings = auditPages(
      [
        crawled('/a', page('/a', { title: 'Mesmo título', description: 'Mesma descrição' })),
        crawled('/b', page('/b', { title: 'Mesmo título', description: 'Mesma descrição' })),
        crawled('/c', page('/c', { title: 'Mesmo título' })),
        crawled('/d', page('/d')),
      ],
      { origins },
    );
    expect(findings.duplicateTitles).toEqual([{ title: 'Mesmo título', urls: [`${SITE}/a`, `${SITE}/b`, `${SITE}/c`] }]);
    expect(findings.duplicateDescriptions).toEqual([{ description: 'Mesma descrição', urls: [`${SITE}/a`, `${SITE}/b`] }]);
  });

  it('lets translations that list each other share a title, not unrelated pages', () => {
    const alternates = ['/blog', '/en/blog', '/es/blog'];
    const findings = auditPages(
      [
        crawled('/blog', page('/blog', { title: 'Blog', alternates })),
        crawled('/en/blog', page('/en/blog', { title: 'Blog', alternates })),
        crawled('/es/blog', page('/es/blog', { title: 'Blog', alternates })),
        crawled('/x', page('/x', { title: 'X', alternates: ['/x', '/en/x'] })),
        crawled('/en/x', page('/en/x', { title: 'X', alternates: ['/x', '/en/x'] })),
        crawled('/y', page('/y', { title: 'X' })),
      ],
      { origins },
    );
    expect(findings.duplicateTitles).toEqual([{ title: 'X', urls: [`${SITE}/x`, `${SITE}/en/x`, `${SITE}/y`] }]);
  });

  it('requires hreflang alternates to list the page back', () => {
    const pages = [
      crawled('/', page('/', { alternates: ['/', '/en', '/es'] })),
      crawled('/en', page('/en', { alternates: ['/', '/en', '/es'] })),
      // Lists neither / nor /en back.
      crawled('/es', page('/es', { alternates: [] })),
      crawled('/x', page('/x', { alternates: ['/x', '/en/x'] })),
    ];
    const findings = auditPages(pages, { origins });
    expect(findings.hreflangErrors).toEqual([
      { url: `${SITE}/`, alternate: `${SITE}/es`, hreflang: 'es-ES', problem: 'no_return' },
      { url: `${SITE}/en`, alternate: `${SITE}/es`, hreflang: 'es-ES', problem: 'no_return' },
      { url: `${SITE}/x`, alternate: `${SITE}/en/x`, hreflang: 'en-US', problem: 'not_in_sitemap' },
    ]);
  });

  it('reports JSON-LD that does not parse, and canonicals missing or pointing elsewhere', () => {
    const findings = auditPages(
      [
        crawled('/a', page('/a', { jsonLd: ['{"@type":"Organization",}', '{"ok":true}'] })),
        crawled('/b', page('/b', { canonical: null })),
        crawled('/c', page('/c', { canonical: `${SITE}/outra` })),
        crawled('/d', page('/d', { canonical: '/d' })),
        crawled('/e', '', 404),
      ],
      { origins },
    );
    expect(findings.invalidJsonLd).toHaveLength(1);
    expect(findings.invalidJsonLd[0]!.url).toBe(`${SITE}/a`);
    expect(findings.missingCanonicals).toEqual([`${SITE}/b`]);
    expect(findings.wrongCanonicals).toEqual([{ url: `${SITE}/c`, canonical: `${SITE}/outra` }]);
    expect(findings.non200).toEqual([{ url: `${SITE}/e`, status: 404 }]);
    const counts = auditCounts(findings);
    expect(counts).toMatchObject({ invalid_json_ld: 1, missing_canonicals: 1, wrong_canonicals: 1, non_200_pages: 1, broken_links: 0 });
    expect(auditAdvice(findings, 5, false).map((a) => a.code)).toEqual([
      'fixStatus',
      'missingCanonicals',
      'wrongCanonicals',
      'invalidJsonLd',
    ]);
    expect(auditAdvice(auditPages([crawled('/ok', page('/ok'))], { origins }), 1, false)).toEqual([
      { code: 'allGood', values: { count: 1 } },
    ]);
  });

  it('treats every origin of the site alike and ignores other sites', () => {
    const both = new Set([SITE, 'http://127.0.0.1:3410']);
    expect(pageKey('http://127.0.0.1:3410/sobre?x=1#y', both)).toBe('/sobre?x=1');
    expect(pageKey(`${SITE}/sobre`, both)).toBe('/sobre');
    expect(pageKey('https://wa.me/55', both)).toBeNull();
    expect(pageKey('mailto:a@b.c', both)).toBeNull();
    expect(pageKey('../contato', both, `${SITE}/blog/post`)).toBe('/contato');
  });

  it('reads sitemap and sitemap index locations', () => {
    expect(
      sitemapLocations('<urlset><url><loc>https://x.test/a?b=1&amp;c=2</loc></url><url><loc> https://x.test/ </loc></url></urlset>'),
    ).toEqual({
      index: false,
      locs: ['https://x.test/a?b=1&c=2', 'https://x.test/'],
    });
    expect(sitemapLocations('<sitemapindex><sitemap><loc>https://x.test/s1.xml</loc></sitemap></sitemapindex>').index).toBe(true);
    expect(
      sitemapLocations(`<?xml version="1.0" encoding="UTF-8"?>
<!-- <sitemapindex> <loc>https://x.test/commented</loc> -->
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
  <url><loc><![CDATA[https://x.test/c?a=1&b=2]]></loc><xhtml:link rel="alternate" hreflang="en" href="https://x.test/en"/></url>
  <url><loc>https://x.test/&#x41;&#39;s</loc><lastmod>2024-01-01</lastmod></url>
  <url><loc>  </loc></url>
</urlset>`),
    ).toEqual({ index: false, locs: ['https://x.test/c?a=1&b=2', "https://x.test/A's"] });
  });

  it('runs at most `limit` tasks at a time, keeping the order', async () => {
    let running = 0;
    let peak = 0;
    const out = await mapLimit([5, 1, 4, 2, 3, 0, 6], 3, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, n * 2));
      running--;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30, 0, 60]);
    expect(peak).toBe(3);
  });
});

describe('job recommendations', () => {
  it('exist in English for the API and in every language of the admin, with the same values', () => {
    const codes = Object.keys(ADVICE_TEXT).sort();
    const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)/g)].map((m) => m[1]!))].sort();
    for (const messages of [pt, en, es]) {
      const advice = messages.AdminJobs.advice as Record<string, string>;
      expect(Object.keys(advice).sort()).toEqual(codes);
      for (const code of codes)
        expect(placeholders(advice[code]!), code).toEqual(placeholders(ADVICE_TEXT[code as keyof typeof ADVICE_TEXT]));
    }
    expect(adviceText({ code: 'longTitles', values: { count: 3, max: 60 } })).toBe('Shorten 3 titles to at most 60 characters.');
  });
});
