'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { ChevronDown, Menu, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { cn } from '@/lib/utils';
import { DropdownList } from './desktop-nav';
import { LanguageOptions } from './language-switcher';
import { isActivePath, isGroup, isGroupActive, type NavItem } from './nav-items';
import { ThemeOptions } from './theme-toggle';

export function MobileMenu({ items }: { items: NavItem[] }) {
  const t = useTranslations();
  const pathname = usePathname();
  const [open, setOpen] = useState(false);

  useEffect(() => setOpen(false), [pathname]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="inline-flex size-10 items-center justify-center rounded-md hover:bg-accent lg:hidden"
        aria-label={t('Nav.openMenu')}
      >
        <Menu className="size-5" aria-hidden />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-in" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,90vw)] flex-col gap-4 overflow-y-auto border-l bg-background p-5 shadow-2xl focus:outline-none">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">{t('Nav.menuTitle')}</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-10 items-center justify-center rounded-md hover:bg-accent"
              aria-label={t('Nav.closeMenu')}
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('Nav.mainLabel')}</Dialog.Description>
          <nav aria-label={t('Nav.mainLabel')}>
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
          <div className="flex flex-col gap-3 border-t pt-4">
            <LanguageOptions />
            <ThemeOptions />
          </div>
          <Link
            href="/contato"
            className="mt-auto inline-flex h-11 items-center justify-center rounded-md bg-primary px-4 font-semibold text-primary-foreground hover:opacity-90"
          >
            {t('Nav.requestContact')}
          </Link>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
