'use client';

import { useRef, useState, type ComponentType, type ComponentProps } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button';
import { StandInFields, useDeferredEngine } from '@/components/ui/deferred-engine';
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
  const [Engine, setEngine] = useState<ComponentType<FormProps> | null>(null);
  const [handover, setHandover] = useState<Omit<FormProps, 'caps'>>({});
  const inputRef = useRef<HTMLInputElement>(null);
  const { activate, requestSubmit } = useDeferredEngine(load, (component, { submitRequested, shownAt }) => {
    const input = inputRef.current;
    const next = {
      initialEmail: input?.value ?? '',
      shownAt,
      focusOnMount: document.activeElement === input,
      submitOnMount: submitRequested,
    };
    // One commit: no keystroke can land in the placeholder after its value was read.
    flushSync(() => {
      setHandover(next);
      setEngine(() => component);
    });
  });
  // An empty field sends nothing, now or once the form has loaded.
  const submit = () => (inputRef.current?.value.trim() ? requestSubmit() : activate());

  if (Engine) return <Engine caps={caps} {...handover} />;
  return (
    <StandInFields className="flex w-full max-w-md flex-col gap-2" onActivate={activate} onSubmitRequest={submit}>
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
        <Button className="shrink-0" onClick={submit}>
          {t('submit')}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">{t('consent')}</p>
    </StandInFields>
  );
}
