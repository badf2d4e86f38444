'use client';

import { Loader2 } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, Honeypot } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { useT } from '@/i18n/client';
import type { LeadInput } from '@/lib/validation/leads';
import { useLeadForm } from './use-lead-form';

/**
 * Footer newsletter sign-up. Nothing is sent, and no message shown, while the field is empty;
 * the field clears after a subscription. `caps` are the newsletter schema's length limits.
 */
export function NewsletterForm({ caps }: { caps: Record<keyof LeadInput<'newsletter'>, number> }) {
  const t = useT('Newsletter');
  const { form, onSubmit, isSubmitting, errorText, preload } = useLeadForm('newsletter', { defaultValues: { email: '' } });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!form.getValues('email').trim()) {
      event.preventDefault();
      return;
    }
    void onSubmit(event);
  };

  return (
    <form noValidate className="flex w-full max-w-md flex-col gap-2" onFocus={preload} onSubmit={submit}>
      <div className="flex items-start gap-2">
        <FormField label={t('label')} srOnlyLabel error={errorText('email')} required className="min-w-0 flex-1">
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              placeholder={t('placeholder')}
              {...form.register('email')}
              cap={caps.email}
            />
          )}
        </FormField>
        <Button type="submit" disabled={isSubmitting} className="shrink-0">
          {isSubmitting ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
          {isSubmitting ? t('submitting') : t('submit')}
        </Button>
      </div>
      <Honeypot />
      <p className="text-xs text-muted-foreground">{t('consent')}</p>
    </form>
  );
}
