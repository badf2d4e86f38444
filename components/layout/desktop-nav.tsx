'use client';

import { ExternalLink } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { cn } from '@/lib/utils';
import { useOpenedOnce } from '@/components/ui/use-opened-once';
import { isActivePath, isGroup, isGroupActive, type NavGroup, type NavItem, type NavLeaf } from './nav-items';

const linkBase =
  'inline-flex h-9 items-center gap-1 whitespace-nowrap rounded-md px-2.5 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground';

export function DesktopNav({ items, label }: { items: NavItem[]; label: string }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="hidden xl:block">
      <ul className="flex items-center gap-0.5">
        {items.map((item) =>
          isGroup(item) ? (
            <li key={item.id} className="relative">
              <NavDropdown group={item} pathname={pathname} />
            </li>
          ) : (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={isActivePath(pathname, item.href) ? 'page' : undefined}
                className={cn(linkBase, isActivePath(pathname, item.href) && 'bg-accent text-accent-foreground')}
              >
                {item.label}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

/** Disclosure menu (WAI-ARIA disclosure navigation pattern); the footer links every page for crawlers. */
function NavDropdown({ group, pathname }: { group: NavGroup; pathname: string }) {
  const [open, setOpen] = useState(false);
  const shown = useOpenedOnce(open);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const active = isGroupActive(pathname, group);

  // A route change closes the menu (state adjusted during render, not in an effect).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
    if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && rootRef.current) {
      const links = [...rootRef.current.querySelectorAll<HTMLAnchorElement>('a')];
      if (!open || links.length === 0) return;
      e.preventDefault();
      const index = links.indexOf(document.activeElement as HTMLAnchorElement);
      const next = e.key === 'ArrowDown' ? (index + 1) % links.length : (index - 1 + links.length) % links.length;
      links[next]?.focus();
    }
  };

  return (
    <div
      ref={rootRef}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className={cn(
          linkBase,
          'ci-a ci-chevron-down after:transition-transform',
          active && 'bg-accent text-accent-foreground',
          open && 'after:rotate-180',
        )}
      >
        {group.label}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute left-0 top-full z-50 mt-2 w-72 rounded-lg border bg-card p-2 text-card-foreground shadow-xl"
      >
        {/* The links are drawn when the menu first opens: every page's header stays light. */}
        {shown ? <DropdownList items={group.items} pathname={pathname} /> : null}
        {shown && group.extra ? (
          <>
            <p className="mt-2 border-t px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {group.extra.label}
            </p>
            <DropdownList items={group.extra.items} pathname={pathname} />
          </>
        ) : null}
      </div>
    </div>
  );
}

export function DropdownList({ items, pathname }: { items: NavLeaf[]; pathname: string }) {
  const t = useTranslations('Common');
  return (
    <ul className="flex flex-col">
      {items.map((item) => (
        <li key={item.href}>
          {item.external ? (
            <a
              href={item.href}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center justify-between gap-2 rounded-md px-3 py-2 text-sm hover:bg-accent hover:text-accent-foreground"
            >
              <span>
                {item.label}
                <span className="sr-only"> {t('opensInNewTab')}</span>
              </span>
              <ExternalLink className="size-3.5 text-muted-foreground" aria-hidden />
            </a>
          ) : (
            <Link
              href={item.href}
              aria-current={pathname === item.href ? 'page' : undefined}
              className={cn(
                'block rounded-md px-3 py-2 text-sm hover:bg-accent hover:text-accent-foreground',
                pathname === item.href && 'bg-accent font-medium text-accent-foreground',
              )}
            >
              {item.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
