'use client';

import { CssIcon } from '@/components/ui/css-icon';
import { MapPin, MessageCircle } from '@/components/ui/icons';
import { useEffect, useState } from 'react';
import { ANALYTICS_EVENTS, trackEvent } from '@/lib/analytics/events';
import { dispatchPartnerSelected } from '@/lib/leads/partner-event';
import { recordPartnerView } from '@/lib/actions/public/partners';
import { toPartnerCard, type PartnerCard, type PublicPartner } from '@/lib/partners/card';
import { useTranslations } from 'next-intl';
import { TIMINGS } from '@/lib/config/limits';
import { useNearViewport } from '@/lib/use-near-viewport';

async function fetchPartners(): Promise<PublicPartner[]> {
  const response = await fetch('/api/partners');
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return ((await response.json()) as { partners: PublicPartner[] }).partners;
}

/**
 * 'Presença Nacional': loaded from the backend (one retry) as the visitor nears the section, spinner
 * while loading. Loading it later also keeps the cards from pushing down a section the page was
 * opened at (e.g. /#roi).
 */
export function PartnersIsland() {
  const t = useTranslations('Home');
  const [state, setState] = useState<{ loading: boolean; cards: PartnerCard[] }>({ loading: true, cards: [] });
  const [statusRef, near] = useNearViewport<HTMLParagraphElement>({ once: true });

  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    fetchPartners()
      .catch(() => fetchPartners())
      .then((partners) => !cancelled && setState({ loading: false, cards: partners.map((p) => toPartnerCard(p)) }))
      .catch((error) => {
        console.error('Error fetching partners:', error);
        if (!cancelled) setState({ loading: false, cards: [] });
      });
    return () => {
      cancelled = true;
    };
  }, [near]);

  async function select(card: PartnerCard) {
    trackEvent(ANALYTICS_EVENTS.partnerProfileView, { event_category: 'partners', event_label: card.name });
    try {
      await recordPartnerView(card.id);
    } catch (error) {
      console.error('Error registering view:', error);
    }
    // Whether or not the view was recorded, the chat opens with this partner.
    dispatchPartnerSelected({ partnerName: card.name, region: card.region, cities: card.cities });
    setTimeout(() => console.log('Partner selected:', card.name, card.region), TIMINGS.partnerLogDelayMs);
  }

  if (state.loading) {
    return (
      <p ref={statusRef} role="status" className="flex items-center justify-center gap-3 py-12 text-muted-foreground">
        <CssIcon name="loader2" className="size-6 animate-spin text-primary" />
        {t('partners.loading')}
      </p>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="partner-cards">
      {state.cards.map((card) => (
        <li key={card.id}>
          <button
            type="button"
            onClick={() => void select(card)}
            data-partner={card.name}
            className="flex h-full w-full flex-col items-start gap-2 rounded-2xl border bg-card p-5 text-left shadow-sm transition hover:-translate-y-0.5 hover:border-primary hover:shadow-lg"
          >
            <span className="flex w-full items-center justify-between gap-2">
              <span className="font-bold">{card.name}</span>
              <span className="rounded-md bg-accent px-2 py-0.5 text-xs font-bold text-accent-foreground">
                {card.stateCode ?? card.region}
              </span>
            </span>
            {card.cities.length ? (
              <span className="flex items-start gap-1.5 text-sm text-muted-foreground">
                <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
                <span>
                  <span className="sr-only">{t('partners.cities')}: </span>
                  {card.cities.join(' · ')}
                </span>
              </span>
            ) : null}
            <span className="mt-auto inline-flex items-center gap-1.5 pt-2 text-sm font-semibold text-primary">
              <MessageCircle className="size-4" aria-hidden />
              {t('partners.contact', { partner: card.name })}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
