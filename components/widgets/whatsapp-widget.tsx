'use client';

import { Suspense, useEffect, useRef, useState } from 'react';
import { usePreloadWhenIdle } from '@/components/widgets/preload-when-idle';
import { useTranslations } from 'next-intl';
import { lazyPanel } from '@/i18n/client-messages';
import { usePanelOpener } from '@/components/ui/use-panel-opener';
import { PARTNER_SELECTED_EVENT, type PartnerSelectedDetail } from '@/lib/leads/partner-event';
import type { ChatWidgetCaps } from './whatsapp-panel';

const { load: loadPanel, Panel: WhatsappPanel } = lazyPanel(() => import('./whatsapp-panel'));

/**
 * Messaging-app chat widget, bottom-right. Only this button ships with the page;
 * the panel's code and strings load on first interaction or when the browser is idle. `caps` are the chat
 * form's length limits, computed by the server layout.
 */
export function WhatsappWidget({ caps }: { caps: ChatWidgetCaps }) {
  const t = useTranslations('Widget');
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [prefill, setPrefill] = useState<{ message: string; key: number } | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const openPanel = usePanelOpener(loadPanel);

  usePreloadWhenIdle(loadPanel, () => setLoaded(true));

  useEffect(() => {
    const onPartner = (event: Event) => {
      const { partnerName, region, cities } = (event as CustomEvent<PartnerSelectedDetail>).detail ?? {};
      if (!partnerName) return;
      const citiesText = cities?.length ? t('partnerCities', { cities: cities.join(', ') }) : '';
      setPrefill({ message: t('partnerMessage', { partner: partnerName, region: region ?? '', cities: citiesText }), key: Date.now() });
      openPanel(() => {
        setLoaded(true);
        setOpen(true);
      });
    };
    window.addEventListener(PARTNER_SELECTED_EVENT, onPartner);
    return () => window.removeEventListener(PARTNER_SELECTED_EVENT, onPartner);
  }, [t, openPanel]);

  return (
    // Only the button and the panel take the pointer, not the box around them.
    <div
      data-chatbot-widget
      className="pointer-events-none fixed right-4 bottom-2 z-40 lg:right-5 lg:bottom-5 flex flex-col items-end gap-3 *:pointer-events-auto"
    >
      {loaded || open ? (
        <Suspense fallback={null}>
          {open ? (
            <WhatsappPanel
              prefill={prefill}
              caps={caps}
              onClose={() => {
                setOpen(false);
                buttonRef.current?.focus();
              }}
            />
          ) : null}
        </Suspense>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-label={open ? t('close') : t('open')}
        data-floating
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          if (open) setOpen(false);
          else
            openPanel(() => {
              setLoaded(true);
              setOpen(true);
            });
        }}
        className="ci-b ci-message-circle inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-xl ring-4 ring-primary/20 transition-transform [--ci-s:1.75rem] hover:scale-105"
      />
    </div>
  );
}
