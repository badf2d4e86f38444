'use client';

import { Send } from '@/components/ui/icons';
import { useEffect, useRef, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button';
import { StandInFields, standInValues, useDeferredEngine } from '@/components/ui/deferred-engine';
import { useTranslations } from 'next-intl';
import type { ContactForm as ContactFormType } from './contact-form';
import { ContactFields, EMPTY_CONTACT, type ContactField, type ContactValues } from './contact-fields';

type FormProps = ComponentProps<typeof ContactFormType>;
const load = () => import('./contact-form').then((m) => m.ContactForm);

/**
 * The contact / quote form as the page first shows it: the same fields, without react-hook-form,
 * which loads when the visitor reaches for the form (pointer over it, focus, submit). What was
 * typed, the focused field and a submission carry over. `?regiao=` and `?parceiro=` prefill the
 * region, the partner and the message.
 */
export function ContactFormSlot({ caps, footer }: { caps: Record<ContactField, number>; footer: ReactNode }) {
  const t = useTranslations('ContactForm');
  const [Engine, setEngine] = useState<ComponentType<FormProps> | null>(null);
  const [handover, setHandover] = useState<Omit<FormProps, 'caps' | 'footer'> | null>(null);
  const [prefill, setPrefill] = useState<ContactValues>(EMPTY_CONTACT);
  const standInRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const region = (params.get('regiao') ?? '').slice(0, caps.region);
    const partner = (params.get('parceiro') ?? '').slice(0, caps.partner);
    if (!region && !partner) return;
    const message = partner ? t('partnerMessage', { partner, region }).slice(0, caps.message) : '';
    // The query string is only known in the browser (the page is static).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPrefill({ ...EMPTY_CONTACT, region, partner, message });
  }, [caps, t]);

  const { activate, requestSubmit } = useDeferredEngine(load, (component, { submitRequested, shownAt }) => {
    const el = standInRef.current;
    const held = standInValues(el);
    const values = Object.fromEntries(
      (Object.keys(EMPTY_CONTACT) as ContactField[]).map((k) => [k, held.get(k)?.[0] ?? prefill[k] ?? '']),
    ) as ContactValues;
    const active = document.activeElement as HTMLInputElement | null;
    const focusField = active && el?.contains(active) && active.name in EMPTY_CONTACT ? (active.name as ContactField) : undefined;
    // One commit: no keystroke can land in the placeholder after its values were read.
    flushSync(() => {
      setHandover({ initialValues: values, shownAt, focusField, submitOnMount: submitRequested });
      setEngine(() => component);
    });
  });

  if (Engine && handover) return <Engine caps={caps} footer={footer} {...handover} />;
  return (
    <StandInFields
      ref={standInRef}
      key={`${prefill.partner ?? ''}|${prefill.region ?? ''}`}
      onActivate={activate}
      onSubmitRequest={requestSubmit}
      className="relative flex flex-col gap-4"
      data-testid="contact-form"
    >
      <ContactFields bind={(name) => ({ name, defaultValue: prefill[name] ?? '' })} caps={caps} partner={prefill.partner ?? ''} />
      <Button size="lg" onClick={requestSubmit}>
        <Send className="size-5" aria-hidden />
        {t('submit')}
      </Button>
      {footer}
    </StandInFields>
  );
}
