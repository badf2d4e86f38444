'use client';

import { CssIcon } from '@/components/ui/css-icon';
import { X } from '@/components/ui/icons';
import { Suspense, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { lazyPanel } from '@/i18n/client-messages';
import { usePanelOpener } from '@/components/ui/use-panel-opener';
import { COMPANY } from '@/lib/config/company';
import { cn } from '@/lib/utils';
import type { LeadCaps } from './lead-form';

const { load: loadPanel, Panel: AssistantPanel } = lazyPanel(() => import('./assistant-panel'));

/**
 * The AI assistant, bottom-left on every page. Only this button ships with the page; the panel
 * (conversation, markdown, contact form) and its strings load when a pointer reaches the button or
 * it takes focus, not when the page is idle: the markdown renderer is the largest script of the
 * site and most visits never open the assistant (nor can it answer offline). The panel stays
 * mounted once opened so a reply keeps streaming while it is closed. `caps` are the
 * contact form's length limits, computed by the server layout.
 */
export function AssistantWidget({ caps }: { caps: LeadCaps }) {
  const t = useTranslations('Assistant');
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const openPanel = usePanelOpener(loadPanel);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    // Open, the panel sits above the other floating buttons (narrow screens give it the full width).
    // Only the button and the panel take the pointer, not the box around them.
    <div
      className={cn(
        'pointer-events-none fixed bottom-2 left-4 flex lg:bottom-5 lg:left-5 flex-col items-start gap-3 *:pointer-events-auto',
        open ? 'z-50' : 'z-40',
      )}
      data-assistant-widget
    >
      {mounted ? (
        <Suspense fallback={null}>
          <AssistantPanel open={open} onClose={close} caps={caps} />
        </Suspense>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-label={open ? t('widget.close') : t('widget.open')}
        title={t('widget.title', { company: COMPANY.name })}
        data-testid="assistant-button"
        data-floating
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          if (open) setOpen(false);
          else
            openPanel(() => {
              setMounted(true);
              setOpen(true);
            });
        }}
        className="inline-flex size-14 items-center justify-center rounded-full bg-gradient-to-br from-brand to-brand-2 text-white shadow-xl ring-4 ring-primary/20 transition-transform hover:scale-105 dark:text-[#050a14]"
      >
        {open ? <X className="size-7" aria-hidden /> : <CssIcon name="bot" className="size-7" />}
      </button>
    </div>
  );
}
