import { expect, it as test } from 'vitest';
import { readFileSync } from 'node:fs';
import { pageWeight, pathLang, sitemapPages } from '../../scripts/page-weight.mjs';
import { E2E_BASE_URL as baseURL } from './helpers';

/**
 * What a page weighs before compression (scripts/page-weight.mjs): the HTML document, the inline
 * RSC payload (the `self.__next_f.push` scripts, as sent) and the elements outside <script>. The
 * home page in each language holds the home page's budget: 170 KB, 90 KB and 800 elements (it was
 * 275.6 KB, 155.3 KB and 1,234 before docs/decisions/0040-home-page-weight.md). Every other page
 * of the sitemap stays within a few KB (and elements) of its weight when these were set
 * (tests/http/fixtures/page-weight.json; a page not listed there gets the heaviest listed page's
 * figures).
 */
const KB = 1024;
const HOME = { html: 170 * KB, payload: 90 * KB, elements: 800 };
const SLACK = { html: 4 * KB, payload: 3 * KB, elements: 20 };
type Figures = { html: number; payload: number; elements: number };
const baseline: Record<string, Figures> = JSON.parse(readFileSync('tests/http/fixtures/page-weight.json', 'utf8'));
const heaviest: Figures = {
  html: Math.max(...Object.values(baseline).map((b) => b.html)),
  payload: Math.max(...Object.values(baseline).map((b) => b.payload)),
  elements: Math.max(...Object.values(baseline).map((b) => b.elements)),
};

const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;

for (const [path, lang] of [
  ['/', 'pt-BR'],
  ['/en', 'en-US'],
  ['/es', 'es-ES'],
] as const) {
  test(`${path}: at most 170 KB of HTML, 90 KB of inline RSC payload and 800 elements`, async () => {
    const w = await pageWeight(baseURL, path, lang);
    expect(w.status).toBe(200);
    expect(w.html, `${path}: HTML ${kb(w.html)}`).toBeLessThanOrEqual(HOME.html);
    expect(w.payloadScript, `${path}: payload ${kb(w.payloadScript)}`).toBeLessThanOrEqual(HOME.payload);
    expect(w.elements, `${path}: elements`).toBeLessThanOrEqual(HOME.elements);
  });
}

test('no other public page grows more than a few KB (or elements) past its recorded weight', async () => {
  const paths = await sitemapPages(baseURL);
  expect(paths.length).toBeGreaterThan(60);
  const over: string[] = [];
  for (const path of paths) {
    const w = await pageWeight(baseURL, path, pathLang(path));
    expect(w.status, path).toBe(200);
    const limit = baseline[path] ?? heaviest;
    if (w.html > limit.html + SLACK.html) over.push(`${path}: HTML ${kb(w.html)} > ${kb(limit.html + SLACK.html)}`);
    if (w.payloadScript > limit.payload + SLACK.payload)
      over.push(`${path}: payload ${kb(w.payloadScript)} > ${kb(limit.payload + SLACK.payload)}`);
    if (w.elements > limit.elements + SLACK.elements) over.push(`${path}: ${w.elements} elements > ${limit.elements + SLACK.elements}`);
  }
  expect(over).toEqual([]);
});
