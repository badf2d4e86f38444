'use client';

import { Loader2, Pencil, Plus, Trash2 } from '@/components/ui/icons';
import { useId, useState } from 'react';
import { Controller, useFieldArray, useForm, type FieldErrors, type Path } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField, lazyZodResolver } from '@/components/ui/form';
import { Input, Select } from '@/components/ui/input';
import { useT } from '@/i18n/client';
import { useLocale } from '@/i18n/navigation';
import { UFS } from '@/lib/config/brazil';
import { toast } from '@/lib/toast';
import { partnerErrorKey } from '@/lib/validation/partner-errors';
import type { PartnerProfile, PartnerProfileInput } from '@/lib/validation/partner';
import type { PartnerActionResult } from '@/lib/actions/partner/dashboard';
import { CityTags } from './city-tags';

type FieldError = { message?: string; type?: string } | undefined;

/** Formats typed digits as a Brazilian phone: (00) 0000-0000 or (00) 00000-0000. */
export function maskPhone(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 11);
  if (!d) return '';
  if (d.length <= 2) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  const split = d.length === 11 ? 7 : 6;
  return `(${d.slice(0, 2)}) ${d.slice(2, split)}-${d.slice(split)}`;
}

/** The first error of a react-hook-form error tree, in field order. */
function firstError(node: unknown): FieldError {
  if (!node || typeof node !== 'object') return undefined;
  const record = node as Record<string, unknown>;
  if (typeof record.message === 'string' && record.message) return record as FieldError;
  for (const key of Object.keys(record)) {
    if (key === 'ref') continue;
    const found = firstError(record[key]);
    if (found) return found;
  }
  return undefined;
}

/**
 * The partner's profile form: contact e-mail, phone and territories (a state and its cities).
 * Validated with the profile schema (loaded on first use) and again by the server action.
 */
export function ProfileEditor({
  initial,
  save,
}: {
  initial: PartnerProfileInput;
  save: (locale: string, input: PartnerProfile) => Promise<PartnerActionResult>;
}) {
  const t = useT('PartnerDashboard');
  const locale = useLocale();
  const formId = useId();
  const toggleId = useId();
  const focusToggle = () => requestAnimationFrame(() => document.getElementById(toggleId)?.focus());
  const [open, setOpen] = useState(false);
  const [resolver] = useState(() =>
    lazyZodResolver<PartnerProfileInput, PartnerProfile>(() => import('@/lib/validation/partner').then((m) => m.partnerProfileSchema)),
  );
  const form = useForm<PartnerProfileInput, unknown, PartnerProfile>({ resolver, defaultValues: initial });
  const { register, control, formState } = form;
  const territories = useFieldArray({ control, name: 'territories' });

  const textOf = (error: FieldError) => {
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : t(`errors.${partnerErrorKey(error.message)}`);
  };
  const errorAt = (path: string): string | undefined => {
    const node = path.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown> | undefined)?.[k], formState.errors);
    const error = node as (FieldError & { root?: FieldError }) | undefined;
    return textOf(error?.message ? error : error?.root);
  };

  const close = () => {
    setOpen(false);
    form.reset();
    focusToggle();
  };

  const onInvalid = (errors: FieldErrors<PartnerProfileInput>) => {
    const first = firstError({ email: errors.email, phone: errors.phone, territories: errors.territories });
    toast({ title: t('toast.validationTitle'), description: textOf(first), variant: 'error' });
  };

  const onValid = async (data: PartnerProfile) => {
    let result: PartnerActionResult;
    try {
      result = await save(locale, data);
    } catch {
      toast({ title: t('toast.errorTitle'), description: t('toast.error'), variant: 'error' });
      return;
    }
    toast({ title: result.title, description: result.description, variant: result.ok ? 'success' : 'error' });
    if (result.ok) {
      form.reset(data);
      setOpen(false);
      focusToggle();
    } else if (result.field && result.description) {
      form.setError(result.field as Path<PartnerProfileInput>, { type: 'server', message: result.description }, { shouldFocus: true });
    }
  };

  const phone = register('phone');

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
          onSubmit={form.handleSubmit(onValid, onInvalid)}
          onFocus={() => void import('@/lib/validation/partner')}
          className="flex flex-col gap-4 border-t pt-4"
        >
          <FormField label={t('form.email')} error={errorAt('email')} required>
            {(c) => <Input {...c} {...register('email')} type="email" autoComplete="email" inputMode="email" cap={255} />}
          </FormField>
          <FormField label={t('form.phone')} hint={t('form.phoneHint')} error={errorAt('phone')} required>
            {(c) => (
              <Input
                {...c}
                {...phone}
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                placeholder="(00) 00000-0000"
                cap={15}
                onChange={(e) => {
                  e.target.value = maskPhone(e.target.value);
                  return phone.onChange(e);
                }}
              />
            )}
          </FormField>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-medium">{t('form.territories')}</legend>
            {territories.fields.map((field, i) => (
              <fieldset key={field.id} className="flex flex-col gap-3 rounded-lg border p-3" data-testid="territory">
                <legend className="px-1 text-sm font-semibold">{t('form.territory', { n: i + 1 })}</legend>
                <FormField label={t('form.state')} error={errorAt(`territories.${i}.state_code`)} required>
                  {(c) => (
                    <Select {...c} {...register(`territories.${i}.state_code`)}>
                      <option value="">{t('form.statePlaceholder')}</option>
                      {UFS.map((u) => (
                        <option key={u.code} value={u.code}>
                          {u.name} ({u.code})
                        </option>
                      ))}
                    </Select>
                  )}
                </FormField>
                <Controller
                  control={control}
                  name={`territories.${i}.cities`}
                  render={({ field: cities }) => (
                    <FormField
                      label={t('form.cities')}
                      hint={t('form.citiesHint')}
                      error={
                        errorAt(`territories.${i}.cities`) ??
                        cities.value.map((_, j) => errorAt(`territories.${i}.cities.${j}`)).find(Boolean)
                      }
                      required
                    >
                      {(c) => (
                        <CityTags
                          control={c}
                          value={cities.value}
                          onChange={cities.onChange}
                          onBlur={cities.onBlur}
                          labels={{ add: t('form.addCity'), remove: (city) => t('form.removeCity', { city }) }}
                        />
                      )}
                    </FormField>
                  )}
                />
                {territories.fields.length > 1 ? (
                  <Button variant="ghost" size="sm" onClick={() => territories.remove(i)} className="w-fit">
                    <Trash2 className="size-4" aria-hidden />
                    {t('form.removeTerritory')}
                  </Button>
                ) : null}
              </fieldset>
            ))}
            {errorAt('territories') ? <p className="text-sm font-medium text-destructive">{errorAt('territories')}</p> : null}
            <Button
              variant="outline"
              size="sm"
              onClick={() => territories.append({ state_code: '', cities: [] })}
              disabled={territories.fields.length >= UFS.length}
              className="w-fit"
            >
              <Plus className="size-4" aria-hidden />
              {t('form.addTerritory')}
            </Button>
          </fieldset>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
              {formState.isSubmitting ? t('form.saving') : t('form.save')}
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
