'use client';

import { Link } from '@/i18n/navigation';

/** What one card shows: the service's texts, its price line (none when quoted on request) and its page. */
export interface ServiceCard {
  title: string;
  badge: string;
  subtitle: string;
  description: string;
  features: string[];
  price: string | null;
  period: string;
  href: string;
}

/**
 * The home's service cards. A client leaf so the page sends each card's texts once, as props,
 * rather than the cards' markup (eleven elements each) in its payload as well as in its HTML.
 * Styles: `.svc-card` in app/blocks.css.
 */
export function ServiceCards({ cards, from, learnMore }: { cards: ServiceCard[]; from: string; learnMore: string }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((s) => (
        <li key={s.href} className="svc-card">
          <h3>{s.title}</h3>
          <span>{s.badge}</span>
          <p>{s.subtitle}</p>
          <p>{s.description}</p>
          <ul className="check-list">
            {s.features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
          {s.price ? (
            <p className="subtle">
              {from}
              <strong>{s.price}</strong> {s.period}
            </p>
          ) : (
            <p className="font-semibold">{s.period}</p>
          )}
          <Link href={s.href} aria-label={`${learnMore}: ${s.title}`} className="ci-a ci-arrow-right">
            {learnMore}
          </Link>
        </li>
      ))}
    </ul>
  );
}
