import { describe, expect, it } from 'vitest';
import { lgpd, privacy, terms, about, certificationsPage } from '@/lib/content/pages';
import { fillTokens } from '@/lib/text';
import { LOCALES } from '@/i18n/locales';
import { TECHNOLOGY_PARTNERS } from '@/lib/config/company';

const docs = { privacy, terms, lgpd };

describe('legal documents', () => {
  for (const [name, doc] of Object.entries(docs)) {
    it(`${name}: same sections in every language, every token known`, () => {
      const ids = doc.pt.sections.map((s) => s.id);
      for (const locale of LOCALES) {
        expect(doc[locale].sections.map((s) => s.id)).toEqual(ids);
        const text = JSON.stringify(doc[locale]);
        expect(fillTokens(text)).not.toMatch(/\{[a-zA-Z]+\}/);
        expect(doc[locale].description.length).toBeLessThanOrEqual(200);
      }
    });
  }

  it('the privacy policy names the data-subject rights and how to exercise them', () => {
    const text = JSON.stringify(privacy.pt);
    expect(text).toMatch(/art\. 18|artigo 18/i);
    expect(text).toContain('{email}');
    expect(text).toMatch(/ANPD/);
  });
});

describe('about and certifications', () => {
  it('the timeline starts in 2003 in every language', () => {
    for (const locale of LOCALES) expect(about[locale].timeline[0]?.year).toBe('2003');
  });
  it('describes the six technology partners', () => {
    for (const locale of LOCALES)
      for (const p of TECHNOLOGY_PARTNERS) expect(certificationsPage[locale].partners[p], `${locale} ${p}`).toBeTruthy();
  });
});
