'use client';

import { Loader2, Pencil } from '@/components/ui/icons';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TerritoriesEditor } from '@/components/partners/territories-editor';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form';
import { lazyZodResolver } from '@/components/ui/zod-resolver';
import { Input } from '@/components/ui/input';
import { PhoneInput } from '@/components/ui/phone-input';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import { partnerErrorKey } from '@/lib/validation/partner-errors';
import type { PartnerProfile, PartnerProfileInput } from '@/lib/validation/partner';
import type { ActionResult } from '@/lib/actions/client';
import { useActionForm } from '@/components/ui/use-action';

/**
 * The partner's profile form: contact e-mail, phone and territories (a state and its cities).
 * Validated with the profile schema (loaded on first use) and again by the server action.
 */
export function ProfileEditor({
  initial,
  save,
}: {
  initial: PartnerProfileInput;
  save: (locale: string, input: PartnerProfile) => Promise<ActionResult>;
}) {
  const t = useTranslations('PartnerDashboard');
  const locale = useLocale();
  const formId = useId();
  const toggleId = useId();
  const focusToggle = () => requestAnimationFrame(() => document.getElementById(toggleId)?.focus());
  const [open, setOpen] = useState(false);
  const [resolver] = useState(() =>
    lazyZodResolver<PartnerProfileInput, PartnerProfile>(() => import('@/lib/validation/partner').then((m) => m.partnerProfileSchema)),
  );
  const form = useForm<PartnerProfileInput, unknown, PartnerProfile>({ resolver, defaultValues: initial });
  const { register, control } = form;
  const submit = useActionForm(form, {
    action: (data) => save(locale, data),
    onSuccess: (_, data) => {
      form.reset(data);
      setOpen(false);
      focusToggle();
    },
    messages: {
      validationTitle: t('toast.validationTitle'),
      issue: (key) => t(`errors.${partnerErrorKey(key)}`),
      unreachable: { title: t('toast.errorTitle'), description: t('toast.error') },
    },
    preload: () => void import('@/lib/validation/partner'),
  });
  const errorAt = submit.errorText;

  const close = () => {
    setOpen(false);
    form.reset();
    focusToggle();
  };

  return (
    <div className="flex flex-col gap-4">
      <Button
        id={toggleId}
        variant="outline"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => (open ? close() : setOpen(true))}
        className="w-fit"
      >
        <Pencil className="size-4" aria-hidden />
        {t('profile.edit')}
      </Button>
      {open ? (
        <form
          id={formId}
          noValidate
          aria-label={t('form.title')}
          onSubmit={submit.onSubmit}
          onFocus={submit.preload}
          className="flex flex-col gap-4 border-t pt-4"
        >
          <FormField label={t('form.email')} error={errorAt('email')} required>
            {(c) => <Input {...c} {...register('email')} type="email" autoComplete="email" inputMode="email" cap={255} />}
          </FormField>
          <FormField label={t('form.phone')} hint={t('form.phoneHint')} error={errorAt('phone')} required>
            {(c) => <PhoneInput {...c} {...register('phone')} autoComplete="tel" />}
          </FormField>
          <TerritoriesEditor
            control={control}
            register={register}
            errorAt={errorAt}
            citiesRequired
            keepOne
            labels={{
              legend: t('form.territories'),
              territory: (n) => t('form.territory', { n }),
              state: t('form.state'),
              statePlaceholder: t('form.statePlaceholder'),
              cities: t('form.cities'),
              citiesHint: t('form.citiesHint'),
              addCity: t('form.addCity'),
              removeCity: (city) => t('form.removeCity', { city }),
              addTerritory: t('form.addTerritory'),
              removeTerritory: t('form.removeTerritory'),
            }}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={submit.isSubmitting}>
              {submit.isSubmitting ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
              {submit.isSubmitting ? t('form.saving') : t('form.save')}
            </Button>
            <Button variant="ghost" onClick={close}>
              {t('form.cancel')}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
