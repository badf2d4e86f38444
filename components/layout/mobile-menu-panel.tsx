import { ChevronDown, Search } from '@/components/ui/icons';
import type { RefObject } from 'react';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';
import { cn } from '@/lib/utils';
import { OPEN_SEARCH_EVENT } from '@/lib/search/open-event';
import { AccountButtons } from './account-buttons';
import { DropdownList } from './desktop-nav';
import { LanguageOptions } from './language-switcher';
import { isActivePath, isGroup, isGroupActive, type NavItem } from './nav-items';
import { ThemeOptions } from './theme-toggle';
import { buttonClass } from '@/components/ui/button';

export default function MobileMenuPanel({
  items,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  items: NavItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const t = useTranslations('Nav');
  const tSearch = useTranslations('Search');
  const pathname = usePathname();

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        closeLabel={t('closeMenu')}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetTitle className="flex h-10 items-center text-lg font-bold">{t('menuTitle')}</SheetTitle>
        <SheetDescription className="sr-only">{t('mainLabel')}</SheetDescription>
        <nav aria-label={t('mainLabel')}>
          <ul className="flex flex-col gap-1">
            {items.map((item) =>
              isGroup(item) ? (
                <li key={item.id}>
                  <details className="group" open={isGroupActive(pathname, item)}>
                    <summary
                      className={cn(
                        'flex cursor-pointer list-none items-center justify-between rounded-md px-3 py-2.5 font-medium hover:bg-accent [&::-webkit-details-marker]:hidden',
                        isGroupActive(pathname, item) && 'text-primary',
                      )}
                    >
                      {item.label}
                      <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
                    </summary>
                    <div className="ml-3 border-l pl-2">
                      <DropdownList items={item.items} pathname={pathname} />
                      {item.extra ? (
                        <>
                          <p className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                            {item.extra.label}
                          </p>
                          <DropdownList items={item.extra.items} pathname={pathname} />
                        </>
                      ) : null}
                    </div>
                  </details>
                </li>
              ) : (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={isActivePath(pathname, item.href) ? 'page' : undefined}
                    className={cn(
                      'block rounded-md px-3 py-2.5 font-medium hover:bg-accent',
                      isActivePath(pathname, item.href) && 'bg-accent text-accent-foreground',
                    )}
                  >
                    {item.label}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>
        <button
          type="button"
          onClick={() => {
            onOpenChange(false);
            // Let the menu close (and hand focus back) before the search dialog takes it.
            setTimeout(() => window.dispatchEvent(new Event(OPEN_SEARCH_EVENT)), 50);
          }}
          className="flex h-11 items-center gap-2 rounded-lg border bg-card px-3 text-muted-foreground hover:bg-accent"
        >
          <Search className="size-4" aria-hidden />
          {tSearch('button')}
        </button>
        <div className="flex flex-col gap-3 border-t pt-4">
          <AccountButtons layout="column" onNavigate={() => onOpenChange(false)} />
          <LanguageOptions />
          <ThemeOptions />
        </div>
        <Link href="/contato" className={buttonClass({ className: 'mt-auto shrink-0' })}>
          {t('requestContact')}
        </Link>
      </SheetContent>
    </Sheet>
  );
}
