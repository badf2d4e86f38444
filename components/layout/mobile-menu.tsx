'use client';

import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { usePathname } from '@/i18n/navigation';
import type { NavItem } from './nav-items';

// The panel (and its dialog code) loads on first interaction, not with the page.
const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(loadPanel);

export function MobileMenu({ items }: { items: NavItem[] }) {
  const t = useTranslations('Nav');
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A route change closes the menu (state adjusted during render, not in an effect).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="ci-b ci-menu inline-flex size-10 items-center justify-center rounded-md [--ci-s:1.25rem] hover:bg-accent xl:hidden"
        aria-label={t('openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      />
      {requested ? (
        <Suspense fallback={null}>
          <MobileMenuPanel items={items} open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
