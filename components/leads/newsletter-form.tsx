'use client';

import { useActionState, useEffect, useRef, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, Honeypot } from '@/components/ui/form';
import { Loader2 } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { useTranslations } from 'next-intl';
import { useLocale, usePathname } from '@/i18n/navigation';
import { localizedHref } from '@/i18n/paths';
import { subscribeNewsletterAction, type NewsletterSubscribeResult } from '@/lib/actions/public/newsletter';
import { newIdempotencyKey } from '@/lib/leads/idempotency';
import { appendSubmissionLog } from '@/lib/leads/local-log';
import { trackLeadSubmit } from './lead-analytics';

/** The form's id: the address a form sent without JavaScript comes back to. */
const NEWSLETTER_ANCHOR = 'newsletter';

/**
 * Footer newsletter sign-up: a plain form posting to a server action, so it subscribes before the
 * page hydrates and without JavaScript. The answer shows under the field and, after a
 * subscription, says where the confirmation link went; a subscription clears the field, a refused
 * address stays in it. `caps` are the newsletter schema's length limits.
 */
export function NewsletterForm({ caps }: { caps: { email: number } }) {
  const t = useTranslations('Newsletter');
  const locale = useLocale();
  // The page's own address, at the form, as the form's target: sent before scripts run, the answer
  // is this page again scrolled to the form (and the HTML names a real action instead of an empty one).
  const permalink = `${localizedHref(locale, usePathname())}#${NEWSLETTER_ANCHOR}`;
  const [state, action, pending] = useActionState<NewsletterSubscribeResult | null, FormData>(subscribeNewsletterAction, null, permalink);
  const fieldError = state && !state.ok && state.field === 'email' ? state.description : undefined;
  // With scripts running: when the form appeared (the minimum fill time) and one key per
  // subscription, so a repeated press stores it once. Written into the form as it is sent.
  const shownAt = useRef(0);
  const key = useRef('');
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);
  useEffect(() => {
    key.current = newIdempotencyKey();
    if (!state?.ok) return;
    appendSubmissionLog('newsletter');
    trackLeadSubmit('newsletter');
  }, [state]);

  const beforeSend = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    // An empty field sends nothing and shows nothing (without JavaScript the server answers the same).
    if (!String(new FormData(form).get('email') ?? '').trim()) {
      event.preventDefault();
      return;
    }
    const set = (name: string, value: string) => ((form.elements.namedItem(name) as HTMLInputElement).value = value);
    set('startedAt', String(shownAt.current));
    set('idempotencyKey', key.current);
  };

  return (
    <form
      id={NEWSLETTER_ANCHOR}
      action={action}
      onSubmit={beforeSend}
      noValidate
      className="flex w-full max-w-md scroll-mt-24 flex-col gap-2"
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="startedAt" defaultValue="" />
      <input type="hidden" name="idempotencyKey" defaultValue="" />
      <div className="flex items-start gap-2">
        <FormField label={t('label')} srOnlyLabel error={fieldError} required className="min-w-0 flex-1">
          {(control) => (
            <Input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              placeholder={t('placeholder')}
              // React resets the form after each answer: empty after a subscription, the refused address kept.
              defaultValue={state && !state.ok ? String(state.data?.email ?? '') : ''}
              cap={caps.email}
            />
          )}
        </FormField>
        <Button type="submit" disabled={pending} className="shrink-0">
          {pending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
          {pending ? t('submitting') : t('submit')}
        </Button>
      </div>
      <Honeypot />
      {state?.description && !fieldError ? (
        <p role="status" className={state.ok ? 'text-sm font-medium text-primary' : 'text-sm font-medium text-destructive'}>
          {state.description}
          {state.ok && state.data?.confirmation ? ` ${state.data.confirmation}` : null}
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground">{t('consent')}</p>
    </form>
  );
}
