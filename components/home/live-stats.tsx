'use client';

import { CssIcon } from '@/components/ui/css-icon';
import { useCallback, useEffect, useRef, useState } from 'react';
import { INITIAL_STATS, nextTickerIndex, randomStats, type LiveStats } from '@/lib/live-stats';
import { useTranslations } from 'next-intl';
import { TIMINGS } from '@/lib/config/limits';
import { useNearViewport } from '@/lib/use-near-viewport';

/** Runs `fn` every `ms` while `active` and the tab is visible. */
function useVisibleInterval(fn: () => void, ms: number, active: boolean) {
  useEffect(() => {
    if (!active) return;
    let id: number | undefined;
    const start = () => {
      if (id === undefined && document.visibilityState === 'visible') id = window.setInterval(fn, ms);
    };
    const stop = () => {
      if (id !== undefined) window.clearInterval(id);
      id = undefined;
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? start() : stop());
    start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [fn, ms, active]);
}

export function LiveStatsPanel({ ticker }: { ticker: string[] }) {
  const t = useTranslations('Home');
  const [stats, setStats] = useState<LiveStats>(INITIAL_STATS);
  const [index, setIndex] = useState(0);
  // Nothing moves while the panel is far from view; the first time it nears, the values are randomised.
  const [panelRef, near] = useNearViewport<HTMLDivElement>();
  const seen = useRef(false);
  // Randomised on the client: the prerendered HTML must match the first client render.
  useEffect(() => {
    if (!near || seen.current) return;
    seen.current = true;
    setStats(randomStats());
  }, [near]);
  // Stable callbacks: a new one on every render would restart the intervals at each ticker step.
  const refresh = useCallback(() => setStats(randomStats()), []);
  const rotate = useCallback(() => setIndex((i) => nextTickerIndex(i, ticker.length)), [ticker.length]);
  useVisibleInterval(refresh, TIMINGS.liveStatsEveryMs, near);
  useVisibleInterval(rotate, TIMINGS.tickerEveryMs, near);

  const items = [
    { key: 'activeClients', value: stats.activeClients, label: t('live.activeClients') },
    { key: 'activeClientsNow', value: stats.activeClientsNow, label: t('live.activeNow') },
    { key: 'problemsSolvedToday', value: stats.problemsSolvedToday, label: t('live.solvedToday') },
    { key: 'clientSatisfaction', value: `${stats.clientSatisfaction}/5`, label: t('live.satisfaction') },
  ];
  return (
    <div ref={panelRef} className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {items.map((item) => (
          <div key={item.key} className="flex flex-col rounded-2xl border bg-card p-5 shadow-sm">
            <dt className="text-sm text-muted-foreground">{item.label}</dt>
            <dd data-stat={item.key} className="order-first text-3xl font-extrabold tabular-nums text-primary">
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex items-center gap-3 rounded-xl border bg-card px-4 py-3">
        <span
          className="relative flex size-3 shrink-0 rounded-full bg-emerald-500 before:absolute before:inset-0 before:animate-ping before:rounded-full before:bg-emerald-500 before:opacity-60 motion-reduce:before:animate-none"
          aria-hidden
        />
        <CssIcon name="activity" className="size-4 text-muted-foreground" />
        <p className="min-w-0 truncate text-sm" data-testid="ticker">
          <span className="sr-only">{t('live.tickerLabel')}: </span>
          {ticker[index]}
        </p>
      </div>
    </div>
  );
}
