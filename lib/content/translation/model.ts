import 'server-only';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { streamText } from 'ai';
import { TRANSLATION_LIMITS } from '@/lib/config/limits';
import { classifyError, idleTimeout, type ModelConfig } from '@/lib/ai/model';

/**
 * One part of an entry translated by the configured model (OpenAI-compatible chat completions,
 * streamed): the texts go out as a JSON list and must come back as a list of the same length.
 * Failures are named, never thrown: the model fell silent (timeout), refused or ran out of quota,
 * or answered something else than the list.
 */

export type ModelFailure = 'timeout' | 'refused' | 'malformed';

const LANGUAGE_NAMES = { en: 'English (United States)', es: 'Spanish (Spain and Latin America, neutral)' } as const;
export type TargetLocale = keyof typeof LANGUAGE_NAMES;

export function translationPrompt(locale: TargetLocale): string {
  return [
    `You translate the website of a Brazilian managed-IT company from Brazilian Portuguese into ${LANGUAGE_NAMES[locale]}.`,
    'The user sends a JSON object {"texts": [...]}: translate each text, in order, for business readers, keeping its tone.',
    'Keep every token like ⟦3⟧ exactly as it is, once each: it stands for a link, a name, a price or a glossary term.',
    'Keep the markdown marks of each text (**bold**, *emphasis*, [link text](⟦n⟧), `code`): translate only the words.',
    'Reply with only a JSON object {"texts": [...]} holding as many texts as were sent, nothing before or after it.',
  ].join('\n');
}

/** The texts of the reply, or why it is not one. */
export function parseReply(reply: string, count: number): string[] | 'malformed' {
  const json = reply
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  try {
    const parsed = JSON.parse(json) as { texts?: unknown };
    if (!Array.isArray(parsed.texts) || parsed.texts.length !== count) return 'malformed';
    if (!parsed.texts.every((t) => typeof t === 'string')) return 'malformed';
    return parsed.texts as string[];
  } catch {
    return 'malformed';
  }
}

export async function translateTexts(
  config: ModelConfig,
  locale: TargetLocale,
  texts: string[],
): Promise<{ ok: true; texts: string[] } | { ok: false; error: ModelFailure }> {
  const provider = createOpenAICompatible({ name: 'translation', baseURL: config.baseURL, apiKey: config.apiKey });
  const { idle, wait, stop } = idleTimeout(config.timeoutMs);
  let failure: ModelFailure | null = null;
  const result = streamText({
    model: provider.chatModel(config.model),
    system: translationPrompt(locale),
    messages: [{ role: 'user', content: JSON.stringify({ texts }) }],
    maxRetries: 0,
    maxOutputTokens: TRANSLATION_LIMITS.maxOutputTokens,
    temperature: 0,
    abortSignal: idle.signal,
    onError: () => {},
  });
  let reply = '';
  try {
    for await (const part of result.fullStream) {
      wait();
      if (part.type === 'text-delta') reply += part.text;
      else if (part.type === 'error') {
        const { kind, status } = classifyError(part.error);
        console.error(`Content translation: model call failed (${kind}${status ? `, HTTP ${status}` : ''})`);
        failure = kind === 'generic' && !status ? 'malformed' : 'refused';
        break;
      } else if (part.type === 'abort') {
        failure = 'timeout';
        break;
      }
    }
  } catch {
    failure = idle.signal.aborted ? 'timeout' : 'refused';
  } finally {
    stop();
  }
  if (idle.signal.aborted) failure = 'timeout';
  if (failure) return { ok: false, error: failure };
  const parsed = parseReply(reply, texts.length);
  return parsed === 'malformed' ? { ok: false, error: 'malformed' } : { ok: true, texts: parsed };
}
