'use client';

import { Phone, Send, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '@/i18n/client';
import { openWhatsapp } from '@/components/leads/use-lead-submit';
import { applyCap } from '@/lib/leads/caps';
import { isChatTextTooLong, whatsappUrl, widgetText } from '@/lib/leads/whatsapp';
import { COMPANY } from '@/lib/config/company';
import { LIMITS } from '@/lib/config/limits';
import { toast } from '@/lib/toast';
import { chatWidgetSchema } from '@/lib/validation/leads';

const inputClass =
  'w-full rounded-lg border border-input bg-background px-3 text-sm outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 aria-[invalid=true]:border-destructive';

export default function WhatsappPanel({ prefill, onClose }: { prefill: { message: string; key: number } | null; onClose: () => void }) {
  const t = useT('Widget');
  const tLeads = useT('Leads');
  const tErr = useT('LeadErrors');
  const [values, setValues] = useState({ name: '', email: '', message: '' });
  const [error, setError] = useState<{ field: string; text: string } | null>(null);
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const quick = [0, 1, 2, 3, 4].map((i) => t(`quick.${i}`));

  useEffect(() => {
    if (prefill) setValues((v) => ({ ...v, message: prefill.message }));
  }, [prefill]);

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
    return true;
  }

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    // SPEC §8: a chat text over 1000 characters is refused with 'Mensagem muito longa'.
    if (values.message.trim().length > LIMITS.chatMessage) {
      tooLong();
      return;
    }
    const parsed = chatWidgetSchema.safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const text = tErr(issue.message);
      setError({ field: String(issue.path[0]), text });
      toast({ title: tLeads('validationTitle'), description: text, variant: 'error' });
      return;
    }
    if (send(widgetText(parsed.data, { waWidget: tLeads('waWidget') }))) {
      setValues({ name: '', email: '', message: '' });
      setError(null);
      onClose();
    }
  }

  const field = (name: 'name' | 'email' | 'message', label: string) => {
    const invalid = error?.field === name;
    const common = {
      id: `${id}-${name}`,
      name,
      value: values[name],
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid ? `${id}-error` : undefined,
      onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: applyCap(name, v[name], e.target.value) })),
    };
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-${name}`} className="text-xs font-medium">
          {label}
        </label>
        {name === 'message' ? (
          <textarea {...common} rows={3} className={`${inputClass} py-2`} />
        ) : (
          <input {...common} type={name === 'email' ? 'email' : 'text'} autoComplete={name} className={`${inputClass} h-10`} />
        )}
      </div>
    );
  };

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
        <button type="button" onClick={onClose} aria-label={t('close')} className="inline-flex size-8 items-center justify-center rounded-md hover:bg-white/15">
          <X className="size-4" aria-hidden />
        </button>
      </div>
      <div className="flex flex-col gap-4 p-4">
        <div>
          <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t('quickTitle')}</h3>
          <ul className="flex flex-col gap-1.5">
            {quick.map((message) => (
              <li key={message}>
                <button
                  type="button"
                  onClick={() => send(message)}
                  className="w-full rounded-lg border px-3 py-2 text-left text-sm hover:border-primary hover:bg-accent"
                >
                  {message}
                </button>
              </li>
            ))}
          </ul>
        </div>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2 border-t pt-4">
          <h3 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t('formTitle')}</h3>
          {field('name', t('name'))}
          {field('email', t('email'))}
          {field('message', t('message'))}
          {error ? (
            <p id={`${id}-error`} className="text-sm font-medium text-destructive">
              {error.text}
            </p>
          ) : null}
          <button type="submit" className="mt-1 inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-[#0f7a40] px-4 text-sm font-semibold text-white hover:opacity-90">
            <Send className="size-4" aria-hidden />
            {t('send', { app: COMPANY.messagingApp })}
          </button>
        </form>
        <a href={`tel:+${COMPANY.phoneDigits}`} className="inline-flex h-10 items-center justify-center gap-2 rounded-lg border text-sm font-semibold hover:bg-accent">
          <Phone className="size-4" aria-hidden />
          {t('call', { phone: COMPANY.phone })}
        </a>
      </div>
    </div>
  );
}
