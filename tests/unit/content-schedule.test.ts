import { describe, expect, it } from 'vitest';
import { scheduledEntries } from '@/lib/content/schedule';
import { loadContent } from '@/lib/content/store';
import type { MarkdownDocument } from '@/lib/content/documents';

/** The entries the publication job watches: every kind that can be scheduled, each on its own. */
describe('scheduled entries', () => {
  const content = loadContent();
  const later = '2099-03-01T08:00';

  it('watches posts, e-books, services and each success case, and nothing without a moment', () => {
    const post = { ...content.posts.find((p) => p.locale === 'en')!, publishAt: later } as MarkdownDocument;
    const service = { ...content.services.find((s) => s.locale === 'es')! };
    service.data = { ...service.data, publishAt: later, draft: true };
    const cases = { ...content.successCases.find((c) => c.locale === 'pt')! };
    const [slug, text] = Object.entries(cases.data)[1]!;
    cases.data = { ...cases.data, [slug]: { ...text, publishAt: later } };

    const entries = scheduledEntries({
      posts: [post, ...content.posts.filter((p) => p !== content.posts.find((q) => q.locale === 'en'))],
      ebooks: content.ebooks,
      services: [service, ...content.services.filter((s) => s.name !== service.name || s.locale !== 'es')],
      successCases: [cases, ...content.successCases.filter((c) => c.locale !== 'pt')],
    });
    expect(entries).toEqual([
      { path: `content/blog/en/${post.slug}.md`, publishAt: later, draft: false },
      { path: `content/services/es/${service.name}.yaml`, publishAt: later, draft: true },
      { path: `content/success-cases/pt.yaml#${slug}`, publishAt: later, draft: false },
    ]);
  });
});
