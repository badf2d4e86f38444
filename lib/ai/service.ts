import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import { COMPANY } from '@/lib/config/company';
import { serverEnv } from '@/lib/config/env';
import { ASSISTANT_LIMITS } from '@/lib/config/limits';
import type { Db } from '@/lib/db/client';
import { hitRateLimit, rateLimitClient } from '@/lib/rate-limit';
import { answerOffline } from './answer';
import { detectIntents } from './intents';
import { CATALOGUES } from './knowledge';
import { modelConfig, streamModelReply, type AssistantErrorKind, type ChatEvent, type ModelConfig } from './model';
import { activePartnerFacts } from './partners';
import { buildSystemPrompt } from './prompt';
import type { ChatRequest } from './schema';

/**
 * One turn of the assistant: rate limit per client (in the database), the site's facts for the
 * visitor's language, then the reply — streamed from the configured model while the site's hourly
 * ceiling of model replies holds, or composed offline from the same facts. Takes the database as
 * an argument; the route handler adds HTTP.
 */

export interface ChatMeta {
  ip: string;
  /** The visitor leaving: stops the model call. */
  signal?: AbortSignal;
  /** Pause between offline pieces (0 answers at once). */
  offlineChunkMs?: number;
  /** Overrides the environment's model (tests). */
  model?: ModelConfig | null;
}

export type ChatOutcome =
  | { ok: false; error: 'rate_limited'; retryAfterSeconds: number }
  | {
      ok: true;
      mode: 'model' | 'offline';
      /** Offer the visitor the short contact form under this reply. */
      lead: boolean;
      events: AsyncIterable<ChatEvent>;
    };

export async function chatTurn(db: Db, request: ChatRequest & { locale: Locale }, meta: ChatMeta): Promise<ChatOutcome> {
  const limit = await hitRateLimit(
    db,
    `ai-chat:${rateLimitClient(meta.ip)}`,
    ASSISTANT_LIMITS.perIp.limit,
    ASSISTANT_LIMITS.perIp.windowSeconds,
  );
  if (!limit.allowed) return { ok: false, error: 'rate_limited', retryAfterSeconds: limit.retryAfterSeconds };

  const partners = await activePartnerFacts(db);
  const config = meta.model === undefined ? modelConfig() : meta.model;
  const { message, conversationHistory: history, locale } = request;

  if (config && (await modelBudgetLeft(db))) {
    const system = buildSystemPrompt({
      locale,
      question: [
        message,
        ...history
          .filter((t) => t.role === 'user')
          .slice(-1)
          .map((t) => t.content),
      ].join(' '),
      partners,
    });
    return {
      ok: true,
      mode: 'model',
      lead: detectIntents(message).has('quote'),
      events: streamModelReply({ config, system, history, message, signal: meta.signal }),
    };
  }
  const answer = answerOffline({ message, history, locale, partners });
  return { ok: true, mode: 'offline', lead: answer.lead, events: pieces(answer.text, meta.offlineChunkMs ?? 0, meta.signal) };
}

/** Counts a model reply against the site-wide hourly ceiling (AI_MODEL_REPLIES_PER_HOUR). */
export async function modelBudgetLeft(db: Db): Promise<boolean> {
  const perHour = serverEnv().AI_MODEL_REPLIES_PER_HOUR ?? ASSISTANT_LIMITS.modelRepliesPerHour;
  return (await hitRateLimit(db, 'ai-chat:model-replies', perHour, 60 * 60)).allowed;
}

/** An offline answer in small pieces, so it arrives like a model's reply. */
async function* pieces(text: string, delayMs: number, signal?: AbortSignal): AsyncGenerator<ChatEvent> {
  const words = text.match(/\S+\s*/g) ?? [];
  for (let i = 0; i < words.length; i += 3) {
    if (signal?.aborted) return;
    if (delayMs && i) await new Promise((r) => setTimeout(r, delayMs));
    yield { type: 'text', text: words.slice(i, i + 3).join('') };
  }
}

/** The visitor-facing text of an error, in a language. */
export function errorMessage(kind: AssistantErrorKind, locale: Locale): string {
  const t = createTranslator({ locale, messages: CATALOGUES[locale], namespace: 'Assistant.widget' });
  if (kind === 'rate_limited') return t('errorRateLimited');
  if (kind === 'unavailable') return t('errorUnavailable', { app: COMPANY.messagingApp, phone: COMPANY.phone });
  return t('errorGeneric');
}
