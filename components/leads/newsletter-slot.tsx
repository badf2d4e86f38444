'use client';

import { useEffect, useRef, useState, type ComponentType, type ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useT } from '@/i18n/client';
import type { NewsletterForm as NewsletterFormType } from './newsletter-form';

type FormProps = ComponentProps<typeof NewsletterFormType>;
const load = () => import('./newsletter-form').then((m) => m.NewsletterForm);

/**
 * The footer newsletter, on every page: this placeholder looks and behaves like the form, and the
 * real form (react-hook-form and its validation) loads when the visitor first reaches for it —
 * pointer over it, focus, or submit — so pages that never use it don't download it. What was
 * typed, the focus and a submission made before it arrived carry over.
 */
export function NewsletterSlot({ caps }: { caps: FormProps['caps'] }) {
  const t = useT('Newsletter');
  const [Form, setForm] = useState<ComponentType<FormProps> | null>(null);
  const [handover, setHandover] = useState<Omit<FormProps, 'caps'>>({});
  const shownAt = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingSubmit = useRef(false);
  const requested = useRef(false);

  useEffect(() => {
    shownAt.current = Date.now();
  }, []);

  const activate = () => {
    if (requested.current) return;
    requested.current = true;
    void load().then((component) => {
      const input = inputRef.current;
      setHandover({
        initialEmail: input?.value ?? '',
        shownAt: shownAt.current,
        focusOnMount: document.activeElement === input,
        submitOnMount: pendingSubmit.current,
      });
      setForm(() => component);
    });
  };

  if (Form) return <Form caps={caps} {...handover} />;
  return (
    <form
      noValidate
      className="flex w-full max-w-md flex-col gap-2"
      onPointerEnter={activate}
      onFocus={activate}
      onSubmit={(event) => {
        event.preventDefault();
        // An empty field sends nothing, now or once the form has loaded.
        if (inputRef.current?.value.trim()) pendingSubmit.current = true;
        activate();
      }}
    >
      <div className="flex items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <label htmlFor="newsletter-email" className="sr-only">
            {t('label')}
          </label>
          <Input
            ref={inputRef}
            id="newsletter-email"
            name="email"
            type="email"
            autoComplete="email"
            placeholder={t('placeholder')}
            aria-required
            cap={caps.email}
          />
        </div>
        <Button type="submit" className="shrink-0">
          {t('submit')}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">{t('consent')}</p>
    </form>
  );
}
