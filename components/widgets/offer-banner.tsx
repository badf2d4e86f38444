'use client';

import { CssIcon } from '@/components/ui/css-icon';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { OFFER_WINDOW_MS, pad2, resolveOfferEnd, timeLeft } from '@/lib/countdown';
import { STORAGE_KEYS } from '@/lib/config/limits';
import { useNearViewport } from '@/lib/use-near-viewport';

function readEnd(now: number): number {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEYS.offerEndTime);
  } catch {
    stored = null;
  }
  const { end, renewed } = resolveOfferEnd(stored, now);
  if (renewed) {
    try {
      localStorage.setItem(STORAGE_KEYS.offerEndTime, String(end));
    } catch {
      // Without storage the window simply restarts on the next visit.
    }
  }
  return end;
}

/** Limited-offer banner: a 48 h window kept in offerEndTime, renewed at zero. */
export function OfferBanner() {
  const t = useTranslations('Home');
  const [left, setLeft] = useState<{ hours: number; minutes: number; seconds: number } | null>(null);
  const end = useRef(0);
  // The window is settled on load; the counter only ticks while the banner is near the viewport.
  const [bannerRef, near] = useNearViewport<HTMLElement>();
  useEffect(() => {
    end.current = readEnd(Date.now());
  }, []);
  useEffect(() => {
    if (!near) return;
    const tick = () => {
      const now = Date.now();
      if (end.current <= now) {
        end.current = now + OFFER_WINDOW_MS;
        try {
          localStorage.setItem(STORAGE_KEYS.offerEndTime, String(end.current));
        } catch {}
      }
      setLeft(timeLeft(end.current, now));
    };
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [near]);

  const parts = [
    { key: 'hours', value: left?.hours, label: t('offer.hours') },
    { key: 'minutes', value: left?.minutes, label: t('offer.minutes') },
    { key: 'seconds', value: left?.seconds, label: t('offer.seconds') },
  ];
  return (
    <aside ref={bannerRef} aria-label={t('offer.label')} className="bg-gradient-to-r from-rose-700 via-red-700 to-orange-700 text-white">
      <div className="container-page flex flex-col items-center gap-3 py-3 text-center md:flex-row md:justify-between md:text-left">
        <p className="font-bold">{t('offer.text')}</p>
        <div className="flex items-center gap-3">
          <CssIcon name="clock" className="hidden size-5 sm:block" />
          <span className="sr-only">{t('offer.endsIn')}</span>
          <ol className="flex gap-1.5" data-testid="countdown">
            {parts.map((p) => (
              <li key={p.key} className="flex min-w-12 flex-col items-center rounded-md bg-black/30 px-2 py-1 leading-none">
                <span className="font-mono text-lg font-bold tabular-nums" data-unit={p.key}>
                  {p.value === undefined ? '--' : pad2(p.value)}
                </span>
                <span className="text-[0.65rem] uppercase">{p.label}</span>
              </li>
            ))}
          </ol>
          <Link href="/contato" className="rounded-md bg-white px-3 py-2 text-sm font-extrabold text-red-800 hover:bg-white/90">
            {t('offer.cta')}
          </Link>
        </div>
      </div>
    </aside>
  );
}
