import { Loader2, Send } from '@/components/ui/icons';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { leadResolver } from '@/components/leads/lead-validation';
import { useLeadSubmit } from '@/components/leads/use-lead-form';
import { Button } from '@/components/ui/button';
import { FormField, Honeypot } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { useTranslations } from 'next-intl';
import type { LeadInput, LeadOf } from '@/lib/validation/leads';

/** The chat lead schema's typing caps, computed on the server. */
export type LeadCaps = Record<'name' | 'email' | 'phone', number>;

const resolver = leadResolver('chat');
const EMPTY: LeadInput<'chat'> = { name: '', email: '', phone: '', message: '' };

/**
 * The short contact form the assistant offers: name, and an e-mail or a phone. It goes through
 * the shared lead routine as a 'chat' lead carrying the conversation, so staff see it with the
 * other leads. Loaded only when a reply offers it.
 */
export default function LeadForm({
  caps,
  conversation,
  onSent,
  onDismiss,
}: {
  caps: LeadCaps;
  /** The conversation so far, as text (read when the form is sent). */
  conversation: () => string;
  onSent: (name: string) => void;
  onDismiss: () => void;
}) {
  const t = useTranslations('Assistant');
  const sentName = useRef('');
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // An effect returns nothing or a cleanup; newer browsers return a promise from scrollIntoView.
    void formRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);
  const form = useForm<LeadInput<'chat'>, unknown, LeadOf<'chat'>>({ resolver, defaultValues: EMPTY });
  const { onSubmit, isSubmitting, errorText, preload } = useLeadSubmit(form, 'chat', { onSuccess: () => onSent(sentName.current) });

  return (
    <form
      ref={formRef}
      noValidate
      onFocus={preload}
      onSubmit={(event) => {
        form.setValue('message', conversation());
        sentName.current = form.getValues('name').trim();
        void onSubmit(event);
      }}
      className="relative mt-4 flex flex-col gap-3 rounded-xl border bg-background p-4"
      aria-labelledby="assistant-lead-title"
      data-testid="assistant-lead-form"
    >
      <div>
        <h3 id="assistant-lead-title" className="font-semibold">
          {t('widget.lead.title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('widget.lead.text')}</p>
      </div>
      <FormField label={t('widget.lead.name')} error={errorText('name')} required>
        {(control) => <Input {...control} type="text" autoComplete="name" cap={caps.name} {...form.register('name')} />}
      </FormField>
      <FormField label={t('widget.lead.email')} error={errorText('email')} hint={t('widget.lead.hint')}>
        {(control) => <Input {...control} type="email" autoComplete="email" cap={caps.email} {...form.register('email')} />}
      </FormField>
      <FormField label={t('widget.lead.phone')} error={errorText('phone')}>
        {(control) => <Input {...control} type="tel" autoComplete="tel" cap={caps.phone} {...form.register('phone')} />}
      </FormField>
      <Honeypot />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm" disabled={isSubmitting}>
          {isSubmitting ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Send className="size-4" aria-hidden />}
          {isSubmitting ? t('widget.lead.submitting') : t('widget.lead.submit')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDismiss}>
          {t('widget.lead.dismiss')}
        </Button>
      </div>
    </form>
  );
}
