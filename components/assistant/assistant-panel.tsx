import { Loader2, RotateCcw, Send, X } from '@/components/ui/icons';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { lazyZodResolver } from '@/components/ui/zod-resolver';
import { Textarea } from '@/components/ui/input';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import { readActionResult } from '@/lib/actions/answer';
import { readEvents, STREAM_CONTENT_TYPE, type AssistantError } from '@/lib/ai/protocol';
import { COMPANY } from '@/lib/config/company';
import { ASSISTANT_LIMITS, TIMINGS } from '@/lib/config/limits';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/utils';
import { plainText } from '@/lib/ai/text';
import { historyFor, loadConversation, newId, saveConversation, transcript, type ChatMessage } from './conversation';
import type { LeadCaps } from './lead-form';
import { Markdown } from './markdown';

const LeadForm = lazy(() => import('./lead-form'));

const SUGGESTIONS = ['services', 'mspPrice', 'cloud', 'cases'] as const;

const resolver = lazyZodResolver(() => import('@/lib/ai/schema').then((m) => m.chatMessageSchema));

/**
 * The assistant's panel: the greeting, four suggested questions while the greeting is alone, the
 * conversation (replies stream in and render as safe markdown), the input (Enter sends,
 * Shift+Enter breaks the line) and, when a reply offers it, the short contact form. Replies are
 * announced to screen readers once complete; errors show a toast and an assistant message with
 * the phone and e-mail.
 */
export default function AssistantPanel({ open, onClose, caps }: { open: boolean; onClose: () => void; caps: LeadCaps }) {
  const t = useTranslations('Assistant');
  const tErr = useTranslations('LeadErrors');
  const locale = useLocale();
  const id = useId();
  const [state, setState] = useState(loadConversation);
  const form = useForm<{ message: string }>({ defaultValues: { message: '' }, resolver });
  const input = useWatch({ control: form.control, name: 'message' });
  const [loading, setLoading] = useState(false);
  const [pending, setPending] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [leadDismissed, setLeadDismissed] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const request = useRef<AbortController | null>(null);
  const { messages, leadSent } = state;

  useEffect(() => {
    saveConversation(state);
  }, [state]);
  useEffect(() => () => request.current?.abort(), []);
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, loading]);

  const update = (fn: (messages: ChatMessage[]) => ChatMessage[]) => setState((s) => ({ ...s, messages: fn(s.messages) }));
  const patch = (messageId: string, fn: (m: ChatMessage) => ChatMessage) =>
    update((list) => list.map((m) => (m.id === messageId ? fn(m) : m)));

  const errorText = (error: AssistantError) =>
    error === 'rate_limited'
      ? t('widget.errorRateLimited')
      : error === 'unavailable'
        ? t('widget.errorUnavailable', { app: COMPANY.messagingApp, phone: COMPANY.phone })
        : t('widget.errorGeneric');

  /** The error as a toast and as an assistant message followed by the phone and e-mail. */
  /** A failure's sentence (the server's, or the widget's own for the same kind), toasted and left in the thread. */
  const showError = (replyId: string, text: string) => {
    toast({ title: t('widget.errorTitle'), description: text, variant: 'error' });
    const notice = `${text}\n\n${t('widget.errorContact', { phone: COMPANY.phone, email: COMPANY.email })}`;
    update((list) => {
      const reply = list.find((m) => m.id === replyId);
      // An empty reply becomes the notice; a reply cut off keeps its words and gets the notice after.
      if (reply && !reply.content.trim()) return list.map((m) => (m.id === replyId ? { ...m, content: notice, error: true } : m));
      return [...list, { id: newId(), role: 'assistant', content: notice, error: true }];
    });
    setAnnouncement(notice);
  };

  async function send(raw: string) {
    const message = raw.trim();
    if (loading || !message) return;
    if (message.length > ASSISTANT_LIMITS.messageChars) {
      toast({ title: t('widget.errorTitle'), description: tErr('chatMessageMax'), variant: 'error' });
      return;
    }
    const history = historyFor(messages, message);
    const replyId = newId();
    update((list) => [...list, { id: newId(), role: 'user', content: message }, { id: replyId, role: 'assistant', content: '' }]);
    form.reset();
    setLoading(true);
    setAnnouncement('');
    const controller = new AbortController();
    request.current = controller;
    let reply = '';
    try {
      const response = await fetch('/api/ai-chat', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: STREAM_CONTENT_TYPE },
        body: JSON.stringify({ message, conversationHistory: history, locale }),
        signal: controller.signal,
      });
      if (!response.ok || !response.body) {
        const answer = readActionResult(await response.json().catch(() => null));
        showError(replyId, (answer?.ok === false && answer.description) || errorText('generic'));
        return;
      }
      let failed = false;
      for await (const event of readEvents(response.body)) {
        if (event.type === 'start') patch(replyId, (m) => ({ ...m, lead: event.lead }));
        else if (event.type === 'text') {
          reply += event.text;
          patch(replyId, (m) => ({ ...m, content: m.content + event.text }));
        } else if (event.type === 'error') {
          failed = true;
          showError(replyId, errorText(event.error));
        }
      }
      if (!failed) setAnnouncement(`${t('widget.assistant')}: ${plainText(reply).replace(/\s+/g, ' ')}`);
    } catch {
      if (!controller.signal.aborted) showError(replyId, errorText('generic'));
    } finally {
      if (request.current === controller) {
        request.current = null;
        setLoading(false);
      }
    }
  }

  function suggest(text: string) {
    if (pending || loading) return;
    setPending(true);
    setTimeout(() => {
      setPending(false);
      void send(text);
      inputRef.current?.focus();
    }, TIMINGS.assistantSuggestionMs);
  }

  function restart() {
    request.current?.abort();
    request.current = null;
    setLoading(false);
    setState({ messages: [], leadSent: false });
    setLeadDismissed(false);
    setAnnouncement('');
    form.reset();
    inputRef.current?.focus();
  }

  // Blank input is refused by the schema and simply not sent.
  const onSubmit = (event?: FormEvent) => form.handleSubmit(({ message }) => send(message))(event);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void onSubmit();
    }
  };

  const last = messages.at(-1);
  const showLead = !leadSent && !leadDismissed && !loading && last?.role === 'assistant' && last.lead === true;
  const blank = input.trim() === '';
  const { ref: messageRef, ...messageField } = form.register('message');
  const remaining = ASSISTANT_LIMITS.messageChars - input.length;

  return (
    <div
      role="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-status`}
      hidden={!open}
      data-testid="assistant-panel"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
      className="flex h-[min(38rem,calc(100dvh-6.5rem))] w-[min(24rem,calc(100vw-2.5rem))] flex-col overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-2xl"
    >
      <div className="flex items-center gap-3 bg-gradient-to-br from-[#1d4ed8] to-[#0e7490] px-4 py-3 text-white">
        <div className="min-w-0 flex-1">
          <h2 id={`${id}-title`} className="truncate font-bold leading-tight">
            {t('widget.title', { company: COMPANY.name })}
          </h2>
          <p id={`${id}-status`} className="flex items-center gap-1.5 text-xs sm:text-sm">
            <span className="size-2 rounded-full bg-emerald-300" aria-hidden />
            {t('widget.status')}
          </p>
        </div>
        <button
          type="button"
          onClick={restart}
          aria-label={t('widget.newConversation')}
          title={t('widget.newConversation')}
          className="inline-flex size-9 items-center justify-center rounded-md hover:bg-white/15"
          data-testid="assistant-restart"
        >
          <RotateCcw className="size-4" aria-hidden />
        </button>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('widget.close')}
          title={t('widget.close')}
          className="inline-flex size-9 items-center justify-center rounded-md hover:bg-white/15"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>

      <div ref={listRef} className="flex-1 overflow-y-auto px-4 py-4" aria-busy={loading}>
        <ol aria-label={t('widget.conversation')} className="flex flex-col gap-3" data-testid="assistant-messages">
          <Bubble role="assistant" label={t('widget.assistant')}>
            <p>{t('widget.greeting', { company: COMPANY.name })}</p>
          </Bubble>
          {messages.map((m) => (
            <Bubble key={m.id} role={m.role} error={m.error} label={m.role === 'user' ? t('widget.you') : t('widget.assistant')}>
              {m.role === 'user' ? (
                <p className="whitespace-pre-wrap">{m.content}</p>
              ) : m.content ? (
                <Markdown text={m.content} origin={typeof window === 'undefined' ? undefined : window.location.origin} />
              ) : (
                <Typing label={t('widget.typing')} />
              )}
            </Bubble>
          ))}
        </ol>

        {messages.length === 0 ? (
          <div className="mt-4">
            <h3 id={`${id}-suggestions`} className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {t('widget.suggestionsLabel')}
            </h3>
            <ul aria-labelledby={`${id}-suggestions`} className="flex flex-col gap-2" data-testid="assistant-suggestions">
              {SUGGESTIONS.map((key) => (
                <li key={key}>
                  <button
                    type="button"
                    disabled={pending}
                    onClick={() => suggest(t(`widget.suggestions.${key}`))}
                    className="w-full rounded-xl border bg-background px-3 py-2 text-left text-sm hover:border-primary hover:bg-accent disabled:opacity-70"
                  >
                    {t(`widget.suggestions.${key}`)}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {showLead ? (
          <Suspense fallback={<Loader2 className="mx-auto mt-4 size-5 animate-spin text-muted-foreground" aria-hidden />}>
            <LeadForm
              caps={caps}
              conversation={() =>
                transcript(messages, { user: t('widget.lead.transcriptUser'), assistant: t('widget.lead.transcriptAssistant') })
              }
              onDismiss={() => {
                setLeadDismissed(true);
                inputRef.current?.focus();
              }}
              onSent={(name) => {
                const thanks = t('widget.lead.thanks', { name });
                setState((s) => ({ leadSent: true, messages: [...s.messages, { id: newId(), role: 'assistant', content: thanks }] }));
                setAnnouncement(thanks);
                inputRef.current?.focus();
              }}
            />
          </Suspense>
        ) : null}
      </div>

      <form noValidate onSubmit={onSubmit} className="border-t bg-card p-3">
        <div className="flex items-end gap-2">
          <label htmlFor={`${id}-input`} className="sr-only">
            {t('widget.inputLabel')}
          </label>
          <Textarea
            {...messageField}
            ref={(el) => {
              messageRef(el);
              inputRef.current = el;
            }}
            id={`${id}-input`}
            rows={2}
            cap={ASSISTANT_LIMITS.messageChars}
            onKeyDown={onKeyDown}
            placeholder={t('widget.placeholder')}
            aria-describedby={remaining < 100 ? `${id}-count` : undefined}
            className="max-h-32 min-h-11 resize-none sm:text-sm"
            data-testid="assistant-input"
          />
          <button
            type="submit"
            disabled={loading || blank}
            aria-label={t('widget.send')}
            title={t('widget.send')}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60"
            data-testid="assistant-send"
          >
            {loading ? <Loader2 className="size-5 animate-spin" aria-hidden /> : <Send className="size-5" aria-hidden />}
          </button>
        </div>
        {remaining < 100 ? (
          <p id={`${id}-count`} className="mt-1 text-right text-xs text-muted-foreground">
            {t('widget.charsLeft', { count: remaining })}
          </p>
        ) : null}
        <p className="mt-1.5 text-center text-xs text-muted-foreground">{t('widget.disclaimer')}</p>
      </form>
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="assistant-live">
        {announcement}
      </div>
    </div>
  );
}

function Bubble({
  role,
  label,
  error,
  children,
}: {
  role: 'user' | 'assistant';
  label: string;
  error?: boolean;
  children: React.ReactNode;
}) {
  return (
    <li className={cn('flex', role === 'user' ? 'justify-end' : 'justify-start')} data-role={role}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed [&_li]:mt-0.5 [&_ol]:my-1.5 [&_p+p]:mt-2 [&_ul]:my-1.5',
          role === 'user' ? 'rounded-br-md bg-primary text-primary-foreground' : 'rounded-bl-md bg-muted text-foreground',
          error && 'border border-destructive/50',
        )}
      >
        <span className="sr-only">{label}: </span>
        {children}
      </div>
    </li>
  );
}

const DOT_DELAYS = ['[animation-delay:0ms]', '[animation-delay:150ms]', '[animation-delay:300ms]'];

function Typing({ label }: { label: string }) {
  return (
    <span className="flex items-center gap-1 py-1" role="img" aria-label={label}>
      {DOT_DELAYS.map((delay) => (
        <span key={delay} className={cn('size-2 animate-bounce rounded-full bg-muted-foreground/70 motion-reduce:animate-none', delay)} />
      ))}
    </span>
  );
}
