import { Phone, Send, X } from '@/components/ui/icons';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { leadErrorText } from '@/components/leads/lead-validation';
import { openWhatsapp } from '@/components/leads/whatsapp-handoff';
import { FormField } from '@/components/ui/form';
import { lazyZodResolver } from '@/components/ui/zod-resolver';
import { Input, Textarea } from '@/components/ui/input';
import { useTranslations } from 'next-intl';
import type { MessageKey } from '@/i18n/strings';
import { ANALYTICS_EVENTS, trackEvent } from '@/lib/analytics/events';
import { isChatTextTooLong, whatsappUrl } from '@/lib/leads/whatsapp';
import { COMPANY } from '@/lib/config/company';
import { LIMITS } from '@/lib/config/limits';
import { toast } from '@/components/ui/toast';
import type { ChatWidgetMessage } from '@/lib/validation/leads';

type Field = keyof ChatWidgetMessage;
/** Form order: the validation toast reports the first invalid field in this order. */
const FIELDS = ['name', 'email', 'message'] as const satisfies readonly Field[];
const EMPTY: ChatWidgetMessage = { name: '', email: '', message: '' };
const QUICK_REPLIES = [
  'quick.support',
  'quick.hire',
  'quick.quote',
  'quick.backup',
  'quick.cloud',
] as const satisfies readonly MessageKey<'Widget'>[];

/** The chat-widget schema's length limits, computed on the server. */
export type ChatWidgetCaps = Record<Field, number>;

/**
 * The widget's panel: quick replies and a short form that only opens the messaging app with the
 * text (nothing is stored). The form validates with the chat-widget schema, loaded on first use;
 * any outgoing text over the chat limit is refused with 'Mensagem muito longa'.
 */
export default function WhatsappPanel({
  prefill,
  caps,
  onClose,
}: {
  prefill: { message: string; key: number } | null;
  caps: ChatWidgetCaps;
  onClose: () => void;
}) {
  const t = useTranslations('Widget');
  const tLeads = useTranslations('Leads');
  const tErr = useTranslations('LeadErrors');
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const form = useForm<ChatWidgetMessage>({
    resolver: lazyZodResolver(() => import('@/lib/validation/leads').then((m) => m.chatWidgetSchema)),
    defaultValues: EMPTY,
  });
  const { register, setValue, formState } = form;

  useEffect(() => {
    if (prefill) setValue('message', prefill.message);
  }, [prefill, setValue]);

  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('button, input')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const tooLong = () => toast({ title: tLeads('errorTitle'), description: tLeads('chatTooLong'), variant: 'error' });

  function send(text: string) {
    if (isChatTextTooLong(text)) {
      tooLong();
      return false;
    }
    openWhatsapp(whatsappUrl(text));
    trackEvent(ANALYTICS_EVENTS.whatsappClick, { event_category: 'contact', event_label: 'chat_widget' });
    return true;
  }

  const errorText = (name: Field) => {
    const message = formState.errors[name]?.message;
    return message ? leadErrorText(message, tErr) : undefined;
  };

  const onValid = (data: ChatWidgetMessage) => {
    if (send(tLeads('waWidget', data))) {
      form.reset();
      onClose();
    }
  };

  const onInvalid = (errors: FieldErrors<ChatWidgetMessage>) => {
    const first = FIELDS.find((f) => errors[f]);
    toast({ title: tLeads('validationTitle'), description: leadErrorText(first && errors[first]?.message, tErr), variant: 'error' });
  };

  const submit = form.handleSubmit(onValid, onInvalid);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // A chat text over the limit is refused with 'Mensagem muito longa' before any other check.
    if (form.getValues('message').trim().length > LIMITS.chatMessage) {
      event.preventDefault();
      tooLong();
      return;
    }
    void submit(event);
  }

  return (
    <div
      ref={panelRef}
      role="dialog"
      aria-labelledby={`${id}-title`}
      className="flex max-h-[min(36rem,calc(100dvh-7rem))] w-[min(22rem,calc(100vw-2.5rem))] flex-col overflow-y-auto rounded-2xl border bg-card text-card-foreground shadow-2xl"
    >
      <div className="flex items-start justify-between gap-3 rounded-t-2xl bg-[#0f7a40] p-4 text-white">
        <div>
          <h2 id={`${id}-title`} className="font-bold">
            {t('title', { app: COMPANY.messagingApp })}
          </h2>
          <p className="text-sm text-white/90">{t('subtitle')}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('close')}
          className="inline-flex size-8 items-center justify-center rounded-md hover:bg-white/15"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
      <div className="flex flex-col gap-4 p-4">
        <div>
          <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t('quickTitle')}</h3>
          <ul className="flex flex-col gap-1.5">
            {QUICK_REPLIES.map((key) => (
              <li key={key}>
                <button
                  type="button"
                  onClick={() => send(t(key))}
                  className="w-full rounded-lg border px-3 py-2 text-left text-sm hover:border-primary hover:bg-accent"
                >
                  {t(key)}
                </button>
              </li>
            ))}
          </ul>
        </div>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2 border-t pt-4">
          <h3 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t('formTitle')}</h3>
          <FormField label={t('name')} error={errorText('name')} required>
            {(control) => <Input {...control} type="text" autoComplete="name" {...register('name')} cap={caps.name} />}
          </FormField>
          <FormField label={t('email')} error={errorText('email')} required>
            {(control) => <Input {...control} type="email" autoComplete="email" {...register('email')} cap={caps.email} />}
          </FormField>
          <FormField label={t('message')} error={errorText('message')} required>
            {(control) => <Textarea {...control} rows={3} {...register('message')} cap={caps.message} />}
          </FormField>
          <button
            type="submit"
            className="mt-1 inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-[#0f7a40] px-4 text-sm font-semibold text-white hover:opacity-90"
          >
            <Send className="size-4" aria-hidden />
            {t('send', { app: COMPANY.messagingApp })}
          </button>
        </form>
        <a
          href={`tel:+${COMPANY.phoneDigits}`}
          className="inline-flex h-10 items-center justify-center gap-2 rounded-lg border text-sm font-semibold hover:bg-accent"
        >
          <Phone className="size-4" aria-hidden />
          {t('call', { phone: COMPANY.phone })}
        </a>
      </div>
    </div>
  );
}
