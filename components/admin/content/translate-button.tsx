'use client';

import { useState } from 'react';
import { Sparkles } from '@/components/ui/icons';

export interface TranslateLabels {
  button: string;
  /** Screen-reader context: which entry and language. */
  where: string;
  translating: string;
  /** With {part} and {parts}. */
  part: string;
  done: string;
  failures: Record<string, string>;
}

type Status = { kind: 'idle' } | { kind: 'busy'; text: string } | { kind: 'failed'; text: string };

/**
 * "Traduzir com IA": a plain form post (it works before hydration: the page comes back with the
 * editor or the reason); with JavaScript the answer streams the model's progress part by part and
 * the editor opens as a full page load (it has its own script policy).
 */
export function TranslateButton({ fields, labels }: { fields: Record<string, string>; labels: TranslateLabels }) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'busy') return;
    setStatus({ kind: 'busy', text: labels.translating });
    const fail = (error: string) => setStatus({ kind: 'failed', text: labels.failures[error] ?? labels.failures.invalid! });
    try {
      const response = await fetch(event.currentTarget.action, {
        method: 'POST',
        headers: { Accept: 'application/x-ndjson', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      });
      if (!response.ok || !response.body) return fail('invalid');
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += value;
        const lines = buffer.split('\n');
        buffer = lines.pop()!;
        for (const line of lines) {
          const event = JSON.parse(line) as { type: string; part?: number; parts?: number; href?: string; error?: string };
          if (event.type === 'progress')
            setStatus({ kind: 'busy', text: labels.part.replace('{part}', String(event.part)).replace('{parts}', String(event.parts)) });
          else if (event.type === 'done') {
            setStatus({ kind: 'busy', text: labels.done });
            window.location.assign(event.href!);
            return;
          } else if (event.type === 'failed') return fail(event.error ?? 'invalid');
        }
      }
      fail('malformed');
    } catch {
      fail('network');
    }
  }

  return (
    <form method="post" action="/api/admin/content-translations" onSubmit={submit} className="flex flex-col items-start gap-1">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        aria-disabled={status.kind === 'busy'}
        className="inline-flex min-h-6 items-center gap-1 text-sm font-medium text-primary hover:underline aria-disabled:cursor-progress aria-disabled:opacity-70"
      >
        <Sparkles className="size-3.5" aria-hidden />
        {labels.button}
        <span className="sr-only">{labels.where}</span>
      </button>
      <p
        role={status.kind === 'failed' ? 'alert' : 'status'}
        className={status.kind === 'failed' ? 'max-w-56 text-xs text-red-700 dark:text-red-300' : 'max-w-56 text-xs text-muted-foreground'}
      >
        {status.kind === 'idle' ? '' : status.text}
      </p>
    </form>
  );
}
