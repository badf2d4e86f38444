import 'server-only';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, RetryError, streamText } from 'ai';
import { serverEnv, type ServerEnv } from '@/lib/config/env';
import { ASSISTANT_LIMITS } from '@/lib/config/limits';
import type { AssistantError } from './protocol';
import type { ChatTurn } from './schema';

/**
 * The assistant's model: any OpenAI-compatible chat server, called through the Vercel AI SDK and
 * streamed. Failures become one of three kinds the visitor is told about — rate limited (429),
 * unavailable (402 / exhausted quota) or a generic error (timeouts, 5xx, anything else). The API
 * key stays on the server: it is sent only to the configured server and never logged.
 */

export interface ModelConfig {
  baseURL: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

/** The configured model, or null when the assistant runs offline. */
export function modelConfig(env: ServerEnv = serverEnv()): ModelConfig | null {
  if (!env.AI_BASE_URL || !env.AI_MODEL) return null;
  return {
    baseURL: env.AI_BASE_URL.replace(/\/+$/, ''),
    apiKey: env.AI_API_KEY,
    model: env.AI_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS ?? ASSISTANT_LIMITS.modelTimeoutMs,
  };
}

export type AssistantErrorKind = AssistantError;

export type ChatEvent = { type: 'text'; text: string } | { type: 'error'; error: AssistantErrorKind };

const QUOTA_HINTS = /insufficient[_ ]quota|quota|billing|credit|payment/i;

/** What went wrong upstream, as the visitor is told; `status` for the log line. */
export function classifyError(error: unknown): { kind: AssistantErrorKind; status?: number } {
  if (RetryError.isInstance(error)) return classifyError(error.lastError);
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === 402) return { kind: 'unavailable', status };
    if (status === 429) return { kind: QUOTA_HINTS.test(error.responseBody ?? '') ? 'unavailable' : 'rate_limited', status };
    return { kind: 'generic', status };
  }
  return { kind: 'generic' };
}

/** One log line per failure: the kind and the upstream status, never the error object (it holds the prompt). */
function logFailure(kind: AssistantErrorKind | 'timeout', status?: number) {
  console.error(`AI assistant: model call failed (${kind}${status ? `, HTTP ${status}` : ''})`);
}

/** Aborts `idle` once `ms` pass without a `wait()` (the model's silence before its first words or between two). */
export function idleTimeout(ms: number) {
  const idle = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = () => {
    clearTimeout(timer);
    timer = setTimeout(() => idle.abort(), ms);
  };
  wait();
  return { idle, wait, stop: () => clearTimeout(timer) };
}

/**
 * The model's reply as events: text pieces as they arrive, then at most one error. A model that
 * sends nothing for `timeoutMs` (before its first piece or between two) is given up with a
 * generic error; `signal` (the visitor leaving) stops the call.
 */
export async function* streamModelReply({
  config,
  system,
  history,
  message,
  signal,
}: {
  config: ModelConfig;
  system: string;
  history: ChatTurn[];
  message: string;
  signal?: AbortSignal;
}): AsyncGenerator<ChatEvent> {
  const provider = createOpenAICompatible({ name: 'assistant', baseURL: config.baseURL, apiKey: config.apiKey });
  const { idle, wait, stop } = idleTimeout(config.timeoutMs);
  const result = streamText({
    model: provider.chatModel(config.model),
    system,
    messages: [...history.map((t) => ({ role: t.role, content: t.content })), { role: 'user' as const, content: message }],
    maxRetries: 0,
    maxOutputTokens: ASSISTANT_LIMITS.maxOutputTokens,
    temperature: 0.2,
    abortSignal: signal ? AbortSignal.any([signal, idle.signal]) : idle.signal,
    // Errors arrive as stream parts below; the default handler would log the whole error.
    onError: () => {},
  });
  try {
    for await (const part of result.fullStream) {
      wait();
      if (part.type === 'text-delta') {
        if (part.text) yield { type: 'text', text: part.text };
      } else if (part.type === 'error') {
        const { kind, status } = classifyError(part.error);
        logFailure(kind, status);
        yield { type: 'error', error: kind };
        return;
      } else if (part.type === 'abort') {
        if (signal?.aborted) return;
        logFailure('timeout');
        yield { type: 'error', error: 'generic' };
        return;
      }
    }
  } catch (error) {
    if (signal?.aborted) return;
    const { kind, status } = idle.signal.aborted ? { kind: 'generic' as const, status: undefined } : classifyError(error);
    logFailure(idle.signal.aborted ? 'timeout' : kind, status);
    yield { type: 'error', error: kind };
  } finally {
    stop();
  }
}
