import { expect, it as test } from 'vitest';
import { LOCALES, localized, MESSAGE_NAMESPACES as NAMESPACES, PUBLIC_PAGES, RAW_KEY } from '../e2e/helpers/pages';
import { http } from './helpers';

/** The text a visitor or a screen reader meets: the page's text and its labels, titles and descriptions. */
function visibleText(html: string): string {
  const labels = [...html.matchAll(/\s(?:aria-label|title|alt|placeholder|content)="([^"]*)"/g)].map((m) => m[1]);
  return `${labels.join(' ')} ${html}`
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]+>/g, ' ');
}

test('the catalogue has the namespaces the pattern looks for', () => {
  expect(NAMESPACES.length).toBeGreaterThan(60);
  expect('Veja Footer.newsletterTitle aqui').toMatch(RAW_KEY);
  expect('Leia AdminVitals.title').toMatch(RAW_KEY);
  expect('Nada de errado. Fim da frase').not.toMatch(RAW_KEY);
});

for (const { locale, prefix } of LOCALES) {
  test(`no public page shows a raw message key (${locale})`, async () => {
    const found: string[] = [];
    for (const path of PUBLIC_PAGES) {
      const url = localized(prefix, path);
      const response = await http(url);
      expect(response.status, url).toBe(200);
      const text = visibleText(await response.text());
      const match = text.match(RAW_KEY);
      if (match) found.push(`${url}: ${match[0]}`);
    }
    expect(found).toEqual([]);
  });
}
