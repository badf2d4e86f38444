'use client';

import { useForm } from 'react-hook-form';
import { Loader2 } from '@/components/ui/icons';
import { useLayoutEffect, useRef, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, Honeypot } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { useT } from '@/i18n/client';
import type { LeadInput, LeadOf } from '@/lib/validation/leads';
import { leadResolver } from './lead-validation';
import { useLeadSubmit } from './use-lead-form';

const resolver = leadResolver('newsletter');

/**
 * Footer newsletter sign-up. Nothing is sent, and no message shown, while the field is empty;
 * the field clears after a subscription. `caps` are the newsletter schema's length limits. It is
 * loaded on first use by NewsletterSlot, which hands over what was typed, the focus and a pending
 * submission.
 */
export function NewsletterForm({
  caps,
  initialEmail = '',
  shownAt,
  focusOnMount = false,
  submitOnMount = false,
}: {
  caps: Record<keyof LeadInput<'newsletter'>, number>;
  initialEmail?: string;
  shownAt?: number;
  focusOnMount?: boolean;
  submitOnMount?: boolean;
}) {
  const t = useT('Newsletter');
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<LeadInput<'newsletter'>, unknown, LeadOf<'newsletter'>>({ resolver, defaultValues: { email: '' } });
  const { onSubmit, isSubmitting, errorText, preload } = useLeadSubmit(form, 'newsletter', {
    shownAt,
  });

  // Before the first paint, in the commit that replaced the placeholder: keys typed from now on
  // land in these fields.
  useLayoutEffect(() => {
    // What the placeholder held; the default stays empty, so a success still clears the field.
    if (initialEmail) form.reset({ email: initialEmail }, { keepDefaultValues: true });
    // Focused now, not on a timer as react-hook-form's setFocus would, so no key goes astray.
    if (focusOnMount) formRef.current?.querySelector<HTMLElement>('[name="email"]')?.focus();
    if (submitOnMount) formRef.current?.requestSubmit();
    // Only on mount: these hand over the state of the placeholder form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!form.getValues('email').trim()) {
      event.preventDefault();
      return;
    }
    void onSubmit(event);
  };

  return (
    <form ref={formRef} noValidate className="flex w-full max-w-md flex-col gap-2" onFocus={preload} onSubmit={submit}>
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
