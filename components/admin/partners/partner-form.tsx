'use client';

import { ArrowDown, ArrowUp, Loader2, Plus, Trash2 } from '@/components/ui/icons';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, type FieldErrors, type Path } from 'react-hook-form';
import { createPartnerAction, updatePartnerAction } from '@/lib/actions/admin/partners';
import { CityTags } from '@/components/partner/city-tags';
import { maskPhone } from '@/components/partner/profile-editor';
import { Button } from '@/components/ui/button';
import { FormField, lazyZodResolver } from '@/components/ui/form';
import { Checkbox, Input, Select } from '@/components/ui/input';
import { useT } from '@/i18n/client';
import { useLocale } from '@/i18n/navigation';
import { localizedHref } from '@/i18n/paths';
import type { AdminActionResult } from '@/lib/actions/admin/wrapper';
import { UFS } from '@/lib/config/brazil';
import { toast } from '@/lib/toast';
import type { AdminPartnerData, AdminPartnerInput } from '@/lib/validation/admin-partners';
import { adminPartnerErrorKey } from '@/lib/validation/admin-partner-errors';
import { partnerFormValues } from './form-values';

type FieldError = { message?: string; type?: string } | undefined;

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

const loadSchema = () => import('@/lib/validation/admin-partners').then((m) => m.adminPartnerSchema);

/**
 * Creating or editing a partner: name, contact, home state and city, public listing and the
 * territories in order. Validated with the admin partner schema (loaded on first use) and again
 * by the server action; a refused save keeps everything typed.
 */
export function PartnerForm({ partnerId, initial }: { partnerId?: string; initial: AdminPartnerInput }) {
  const t = useT('AdminPartners');
  const common = useT('AdminCommon');
  const locale = useLocale();
  const router = useRouter();
  const [resolver] = useState(() => lazyZodResolver<AdminPartnerInput, AdminPartnerData>(loadSchema));
  const form = useForm<AdminPartnerInput, unknown, AdminPartnerData>({ resolver, defaultValues: initial });
  const { register, control, formState } = form;
  const territories = useFieldArray({ control, name: 'territories' });

  const textOf = (error: FieldError) => {
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : t(`errors.${adminPartnerErrorKey(error.message)}`);
  };
  const errorAt = (path: string): string | undefined => {
    const node = path.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown> | undefined)?.[k], formState.errors);
    const error = node as (FieldError & { root?: FieldError }) | undefined;
    return textOf(error?.message ? error : error?.root);
  };

  const onInvalid = (errors: FieldErrors<AdminPartnerInput>) => {
    const { name, email, phone, state_code, city, active, territories: list } = errors;
    toast({
      title: common('validationTitle'),
      description: textOf(firstError({ name, email, phone, state_code, city, active, territories: list })),
      variant: 'error',
    });
  };

  const onValid = async (data: AdminPartnerData) => {
    // The form's shape, normalised: the server validates it with the same schema.
    const values = partnerFormValues(data);
    let result: AdminActionResult;
    try {
      result = partnerId ? await updatePartnerAction(locale, partnerId, values) : await createPartnerAction(locale, values);
    } catch {
      toast({ title: common('errorTitle'), description: common('failed'), variant: 'error' });
      return;
    }
    toast({ title: result.title, description: result.description, variant: result.ok ? 'success' : 'error' });
    if (!result.ok) {
      if (result.field && result.description)
        form.setError(result.field as Path<AdminPartnerInput>, { type: 'server', message: result.description }, { shouldFocus: true });
      return;
    }
    const id = result.data?.id;
    if (!partnerId && typeof id === 'string') {
      router.push(localizedHref(locale, `/admin/parceiros/${id}`));
      return;
    }
    form.reset(values);
  };

  const phone = register('phone');

  return (
    <form
      noValidate
      aria-label={partnerId ? t('form.editTitle') : t('form.createTitle')}
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      onFocus={() => void loadSchema()}
      className="flex flex-col gap-5"
      data-testid="partner-form"
    >
      <FormField label={t('form.name')} error={errorAt('name')} required>
        {(c) => <Input {...c} {...register('name')} autoComplete="organization" cap={120} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('form.email')} hint={t('form.optional')} error={errorAt('email')}>
          {(c) => <Input {...c} {...register('email')} type="email" autoComplete="off" inputMode="email" cap={255} />}
        </FormField>
        <FormField label={t('form.phone')} hint={t('form.phoneHint')} error={errorAt('phone')}>
          {(c) => (
            <Input
              {...c}
              {...phone}
              type="tel"
              autoComplete="off"
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
        <FormField label={t('form.state')} hint={t('form.optional')} error={errorAt('state_code')}>
          {(c) => (
            <Select {...c} {...register('state_code')}>
              <option value="">{t('form.stateNone')}</option>
              {UFS.map((u) => (
                <option key={u.code} value={u.code}>
                  {u.name} ({u.code})
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t('form.city')} hint={t('form.optional')} error={errorAt('city')}>
          {(c) => <Input {...c} {...register('city')} autoComplete="off" cap={100} />}
        </FormField>
      </div>
      <div className="flex flex-col gap-1">
        <label className="inline-flex items-center gap-2 text-sm font-medium">
          <Checkbox {...register('active')} aria-describedby="partner-active-hint" />
          {t('form.active')}
        </label>
        <p id="partner-active-hint" className="text-xs text-muted-foreground">
          {t('form.activeHint')}
        </p>
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium">{t('form.territories')}</legend>
        <p className="text-xs text-muted-foreground">{t('form.territoriesHint')}</p>
        {territories.fields.map((field, i) => (
          <fieldset key={field.id} className="flex flex-col gap-3 rounded-lg border p-3" data-testid="territory">
            <legend className="px-1 text-sm font-semibold">{t('form.territory', { n: i + 1 })}</legend>
            <FormField label={t('form.territoryState')} error={errorAt(`territories.${i}.state_code`)} required>
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
                    errorAt(`territories.${i}.cities`) ?? cities.value.map((_, j) => errorAt(`territories.${i}.cities.${j}`)).find(Boolean)
                  }
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
            <div className="flex flex-wrap gap-2">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => territories.move(i, i - 1)}
                disabled={i === 0}
                aria-label={t('form.moveUpNamed', { n: i + 1 })}
              >
                <ArrowUp className="size-4" aria-hidden />
                {t('form.moveUp')}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => territories.move(i, i + 1)}
                disabled={i === territories.fields.length - 1}
                aria-label={t('form.moveDownNamed', { n: i + 1 })}
              >
                <ArrowDown className="size-4" aria-hidden />
                {t('form.moveDown')}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => territories.remove(i)}
                aria-label={t('form.removeTerritoryNamed', { n: i + 1 })}
              >
                <Trash2 className="size-4" aria-hidden />
                {t('form.removeTerritory')}
              </Button>
            </div>
          </fieldset>
        ))}
        {territories.fields.length === 0 ? <p className="text-sm text-muted-foreground">{t('form.noTerritories')}</p> : null}
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
          {formState.isSubmitting ? common('saving') : partnerId ? common('save') : t('form.create')}
        </Button>
      </div>
    </form>
  );
}
