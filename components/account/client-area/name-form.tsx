'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form';
import { lazyZodResolver } from '@/components/ui/zod-resolver';
import { Loader2 } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import type { Profile, ProfileInput } from '@/lib/validation/account';
import type { ActionResult } from '@/lib/actions/client';
import { useAccountSubmit } from './use-account-form';

/** The profile form: the account's name (the e-mail is shown beside it, not editable). */
export function NameForm({ name, save }: { name: string; save: (locale: string, input: Profile) => Promise<ActionResult> }) {
  const t = useTranslations('ClientArea');
  const locale = useLocale();
  const [resolver] = useState(() =>
    lazyZodResolver<ProfileInput, Profile>(() => import('@/lib/validation/account').then((m) => m.profileSchema)),
  );
  const form = useForm<ProfileInput, unknown, Profile>({ resolver, defaultValues: { name } });
  const { onSubmit, isSubmitting, errorText, preload } = useAccountSubmit(form, {
    action: (data) => save(locale, data),
    onSuccess: (data) => form.reset(data),
  });
  return (
    <form noValidate onSubmit={onSubmit} onFocus={preload} aria-label={t('profile.title')} className="flex flex-col gap-4">
      <FormField label={t('profile.name')} error={errorText('name')} required>
        {(control) => <Input {...control} {...form.register('name')} type="text" autoComplete="name" cap={100} />}
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="w-fit">
        {isSubmitting ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
        {isSubmitting ? t('profile.saving') : t('profile.save')}
      </Button>
    </form>
  );
}
