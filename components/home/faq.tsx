import type { FaqItem } from '@/lib/content/types';

/**
 * FAQ as the platform's exclusive accordion: `<details name="faq">` keeps one answer open, works
 * before (and without) JavaScript, and is a disclosure to keyboards and screen readers. The first
 * answer starts open; the open one can be closed. Styles and the chevron: `.faq` in app/blocks.css.
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
    </div>
  );
}
