'use client';

import type { FaqItem } from '@/lib/content/types';
import { faqJsonLd, serializeJsonLd } from '@/lib/seo/json-ld-text';

/**
 * FAQ as the platform's exclusive accordion: `<details name="faq">` keeps one answer open, works
 * before (and without) JavaScript, and is a disclosure to keyboards and screen readers. The first
 * answer starts open; the open one can be closed. Styles and the chevron: `.faq` in app/blocks.css.
 * A client component so the questions and answers reach the page once, as its props: the markup
 * and the FAQPage JSON-LD are both drawn from them, instead of each being sent again in the payload.
 */
export function FaqAccordion({ items, chips }: { items: FaqItem[]; chips: string[] }) {
  return (
    <div className="faq">
      {items.map((item, i) => (
        <details key={item.question} name="faq" open={i === 0}>
          <summary className="ci-a ci-chevron-down">
            <h3>{item.question}</h3>
          </summary>
          <p>{item.answer}</p>
          {chips.map((chip) => (
            <span key={chip}>{chip}</span>
          ))}
        </details>
      ))}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(faqJsonLd(items)) }} />
    </div>
  );
}
