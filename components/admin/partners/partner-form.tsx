'use client';

import { Loader2 } from '@/components/ui/icons';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { createPartnerAction, updatePartnerAction } from '@/lib/actions/admin/partners';
import { TerritoriesEditor } from '@/components/partners/territories-editor';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form';
import { lazyZodResolver } from '@/components/ui/zod-resolver';
import { Checkbox, Input, Select } from '@/components/ui/input';
import { UfOptions } from '@/components/ui/uf-options';
import { PhoneInput } from '@/components/ui/phone-input';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import { localizedHref } from '@/i18n/paths';
import type { ActionResult } from '@/lib/actions/client';
import { useAdminSubmit } from '@/components/admin/use-admin-submit';
import type { AdminPartnerData, AdminPartnerInput } from '@/lib/validation/admin-partners';
import { adminPartnerErrorKey } from '@/lib/validation/admin-partner-errors';
import { partnerFormValues } from './form-values';

const loadSchema = () => import('@/lib/validation/admin-partners').then((m) => m.adminPartnerSchema);

/**
 * Creating or editing a partner: name, contact, home state and city, public listing and the
 * territories in order. Validated with the admin partner schema (loaded on first use) and again
 * by the server action; a refused save keeps everything typed.
 */
export function PartnerForm({ partnerId, initial }: { partnerId?: string; initial: AdminPartnerInput }) {
  const t = useTranslations('AdminPartners');
  const common = useTranslations('AdminCommon');
  const locale = useLocale();
  const router = useRouter();
  const [resolver] = useState(() => lazyZodResolver<AdminPartnerInput, AdminPartnerData>(loadSchema));
  const form = useForm<AdminPartnerInput, unknown, AdminPartnerData>({ resolver, defaultValues: initial });
  const { register, control } = form;
  const submit = useAdminSubmit(form, {
    // The form's shape, normalised: the server validates it with the same schema.
    action: (data): Promise<ActionResult<{ id?: string }>> => {
      const values = partnerFormValues(data);
      return partnerId ? updatePartnerAction(locale, partnerId, values) : createPartnerAction(locale, values);
    },
    onSuccess: (result, data) => {
      const id = result.data?.id;
      if (!partnerId && typeof id === 'string') router.push(localizedHref(locale, `/admin/parceiros/${id}`));
      else form.reset(partnerFormValues(data));
    },
    issue: (key) => t(`errors.${adminPartnerErrorKey(key)}`),
    preload: () => void loadSchema(),
  });
  const errorAt = submit.errorText;

  return (
    <form
      noValidate
      aria-label={partnerId ? t('form.editTitle') : t('form.createTitle')}
      onSubmit={submit.onSubmit}
      onFocus={submit.preload}
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
          {(c) => <PhoneInput {...c} {...register('phone')} autoComplete="off" />}
        </FormField>
        <FormField label={t('form.state')} hint={t('form.optional')} error={errorAt('state_code')}>
          {(c) => (
            <Select {...c} {...register('state_code')}>
              <option value="">{t('form.stateNone')}</option>
              <UfOptions />
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

      <TerritoriesEditor
        control={control}
        register={register}
        errorAt={errorAt}
        labels={{
          legend: t('form.territories'),
          hint: t('form.territoriesHint'),
          territory: (n) => t('form.territory', { n }),
          state: t('form.territoryState'),
          statePlaceholder: t('form.statePlaceholder'),
          cities: t('form.cities'),
          citiesHint: t('form.citiesHint'),
          addCity: t('form.addCity'),
          removeCity: (city) => t('form.removeCity', { city }),
          addTerritory: t('form.addTerritory'),
          removeTerritory: t('form.removeTerritory'),
          empty: t('form.noTerritories'),
          reorder: {
            up: t('form.moveUp'),
            down: t('form.moveDown'),
            upNamed: (n) => t('form.moveUpNamed', { n }),
            downNamed: (n) => t('form.moveDownNamed', { n }),
            removeNamed: (n) => t('form.removeTerritoryNamed', { n }),
          },
        }}
      />

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={submit.isSubmitting}>
          {submit.isSubmitting ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
          {submit.isSubmitting ? common('saving') : partnerId ? common('save') : t('form.create')}
        </Button>
      </div>
    </form>
  );
}
