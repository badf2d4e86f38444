import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ChevronDown, Download } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { COMPANY } from '@/lib/config/company';
import { COOKIE_BANNER_SELECTOR, DISMISSED_KEY, SHOW_DELAY_MS, type InstallPromptEvent } from '@/lib/pwa/install-prompt';
import { cn } from '@/lib/utils';

/** Whether the cookie banner is on screen (the sheet waits for it to go). */
function cookieBannerVisible(): boolean {
  return Array.from(document.querySelectorAll(COOKIE_BANNER_SELECTOR)).some((el) =>
    typeof el.checkVisibility === 'function'
      ? el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      : el.getClientRects().length > 0,
  );
}

function platform(): string {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  return nav.userAgentData?.platform || navigator.platform;
}

/**
 * The install sheet: at the bottom of the screen, SHOW_DELAY_MS after the browser's offer and
 * while no cookie banner is visible (checked every second). 'Instalar Agora' opens the browser's
 * prompt and records an accepted install; 'Depois' keeps it away for a week. On narrow screens it
 * collapses to its title bar.
 */
export default function PwaInstall({ event, firedAt, onClose }: { event: InstallPromptEvent; firedAt: number; onClose: () => void }) {
  const t = useTranslations('Pwa');
  const id = useId();
  const sheet = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);
  const [expanded, setExpanded] = useState(true);

  useEffect(() => {
    const check = () => setReady(Date.now() - firedAt >= SHOW_DELAY_MS && !cookieBannerVisible());
    const first = setTimeout(check, Math.max(0, firedAt + SHOW_DELAY_MS - Date.now()));
    const every = setInterval(check, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(every);
    };
  }, [firedAt]);

  const close = () => {
    // Focus inside a sheet about to vanish would fall to the document: keep it in the content.
    if (sheet.current?.contains(document.activeElement)) document.getElementById('conteudo')?.focus({ preventScroll: true });
    onClose();
  };

  const install = async () => {
    close();
    try {
      await event.prompt();
      const choice = await event.userChoice;
      if (choice.outcome !== 'accepted') return;
      await fetch('/api/pwa-installations', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ platform: platform() }),
      });
    } catch {
      // The prompt was refused by the browser or the record failed: nothing for the visitor to do.
    }
  };

  const later = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, String(Date.now()));
    } catch {
      // Storage unavailable: the sheet simply comes back on a later visit.
    }
    close();
  };

  if (!ready) return null;
  // Above the floating buttons (z-40); on narrow screens it covers them, collapsed too.
  return (
    <section
      ref={sheet}
      aria-labelledby={`${id}-title`}
      data-testid="pwa-install"
      className="fixed inset-x-0 bottom-0 z-[45] sm:inset-x-auto sm:bottom-5 sm:left-1/2 sm:w-[26rem] sm:-translate-x-1/2"
    >
      <div className="flex min-h-[5.25rem] flex-col justify-center rounded-t-2xl border-t bg-card px-4 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))] text-card-foreground shadow-[0_-8px_30px_rgb(0_0_0/0.18)] sm:block sm:min-h-0 sm:rounded-2xl sm:border sm:p-5 sm:shadow-2xl">
        <div className="flex items-center gap-3">
          <span
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand to-brand-2 text-white dark:text-[#050a14]"
            aria-hidden
          >
            <Download className="size-5" />
          </span>
          <h2 id={`${id}-title`} className="flex-1 text-base font-bold">
            {t('title')}
          </h2>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={`${id}-body`}
            aria-label={expanded ? t('collapse') : t('expand')}
            onClick={() => setExpanded((v) => !v)}
            className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:hidden"
          >
            <ChevronDown className={cn('size-5 transition-transform', !expanded && 'rotate-180')} aria-hidden />
          </button>
        </div>
        <div id={`${id}-body`} className={cn(expanded ? 'block' : 'hidden', 'sm:block')}>
          <p className="mt-2 text-sm text-muted-foreground">{t('description', { company: COMPANY.name })}</p>
          <div className="mt-4 flex gap-3">
            <Button size="sm" className="flex-1" onClick={() => void install()}>
              {t('install')}
            </Button>
            <Button size="sm" variant="outline" className="flex-1" onClick={later}>
              {t('later')}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
