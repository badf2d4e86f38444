'use client';

import { Send } from '@/components/ui/icons';
import { useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button';
import { StandInFields, standInValues, useDeferredEngine } from '@/components/ui/deferred-engine';
import { useTranslations } from 'next-intl';
import { LOCALE_TAGS } from '@/i18n/locales';
import { useLocale } from '@/i18n/navigation';
import { toast } from '@/lib/toast';
import type { ResellerHandover } from './reseller-form';
import { EMPTY_RESELLER, ResellerFields, ResellerFormIntro, type ResellerFormStatic, type ResellerValues } from './reseller-fields';

type FormComponent = ComponentType<ResellerFormStatic & ResellerHandover>;
const load = () => import('./reseller-form').then((m) => m.ResellerForm);

const TEXT_NAMES = (Object.keys(EMPTY_RESELLER) as (keyof ResellerValues)[]).filter((k) => typeof EMPTY_RESELLER[k] === 'string');

/**
 * The reseller application as the page first shows it: the same fields, without react-hook-form,
 * which loads when the visitor reaches for the form (pointer over it, focus, a change, submit;
 * see useDeferredEngine).
 * The swap happens in one synchronous commit, carrying what was typed, the chosen cities and
 * file, the focused control and a submission made meanwhile.
 */
export function ResellerFormSlot(props: ResellerFormStatic) {
  const t = useTranslations('ResellerForm');
  const locale = useLocale();
  const [Engine, setEngine] = useState<FormComponent | null>(null);
  const [handover, setHandover] = useState<ResellerHandover | null>(null);
  const [cities, setCities] = useState<string[]>([]);
  const citiesRef = useRef<string[]>([]);
  const standInRef = useRef<HTMLDivElement>(null);
  const honeypotRef = useRef<HTMLDivElement>(null);
  const documentRef = useRef<HTMLInputElement>(null);
  const cityInputRef = useRef<HTMLInputElement>(null);
  /** The control that has the focus, as a selector the real form can find again. */
  const focusSelector = (): string | undefined => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || !standInRef.current?.contains(active)) return undefined;
    if (active === cityInputRef.current) return '[data-tag-input]';
    const name = active.getAttribute('name');
    if (!name) return undefined;
    return active instanceof HTMLInputElement && active.type === 'checkbox' && name === 'especialidades'
      ? `[name="especialidades"][value="${active.value}"]`
      : `[name="${name}"]`;
  };

  const { activate, requestSubmit } = useDeferredEngine(
    load,
    (component, { submitRequested, shownAt }) => {
      const held = standInValues(standInRef.current);
      const values: ResellerValues = { ...EMPTY_RESELLER };
      // The company website comes before the hidden honeypot field of the same name.
      for (const name of TEXT_NAMES) (values as Record<string, unknown>)[name] = held.get(name)?.[0] ?? '';
      values.especialidades = held.get('especialidades') ?? [];
      values.cidades_atuacao = citiesRef.current;
      values.aceite_termos = held.has('aceite_termos');
      values.aceite_publicacao = held.has('aceite_publicacao');
      const next: ResellerHandover = {
        initialValues: values,
        initialFile: documentRef.current?.files?.[0] ?? null,
        initialCityText: cityInputRef.current?.value ?? '',
        initialHoneypot: honeypotRef.current?.querySelector('input')?.value ?? '',
        shownAt,
        focusSelector: focusSelector(),
        submitOnMount: submitRequested,
      };
      // One commit: no keystroke can land in the placeholder after its values were read.
      flushSync(() => {
        setHandover(next);
        setEngine(() => component);
      });
    },
    ({ submitRequested }) => {
      if (submitRequested) toast({ title: t('form.errorTitle'), description: t('form.networkError'), variant: 'error' });
    },
  );

  if (Engine && handover) return <Engine {...props} {...handover} />;
  return (
    <section aria-labelledby="reseller-form-title" className="flex flex-col gap-6">
      <ResellerFormIntro title={props.title} intro={props.intro} />
      <StandInFields
        ref={standInRef}
        onActivate={activate}
        onSubmitRequest={requestSubmit}
        className="relative flex flex-col gap-6"
        data-testid="reseller-form"
      >
        <ResellerFields
          bind={(name) => ({ name })}
          cities={{
            value: cities,
            onChange: (list) => {
              citiesRef.current = list;
              setCities(list);
            },
            onBlur: () => {},
            ref: cityInputRef,
          }}
          document={{ file: null, onFile: () => {}, ref: documentRef }}
          honeypotRef={honeypotRef}
          localeTag={LOCALE_TAGS[locale]}
          caps={props.caps}
          maxCities={props.maxCities}
          specialties={props.specialties}
          consent={props.consent}
        />
        <div className="flex flex-col gap-3">
          <Button size="lg" className="w-full sm:w-fit sm:self-end" onClick={requestSubmit}>
            <Send className="size-5" aria-hidden />
            {t('form.submit')}
          </Button>
        </div>
      </StandInFields>
    </section>
  );
}
