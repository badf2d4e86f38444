import { text, z } from '@/lib/validation/zod';
import { LOCALES } from '@/i18n/locales';
import { ASSISTANT_LIMITS } from '@/lib/config/limits';

/**
 * The body of POST /api/ai-chat: the visitor's message, the earlier turns of the conversation
 * ({role, content}) and the page's language. Checked on the server; error messages are keys of
 * the `LeadErrors` messages.
 */

const turn = z.object({
  role: z.enum(['user', 'assistant']),
  content: text().trim().min(1).max(ASSISTANT_LIMITS.historyTurnChars),
});

const message = text({ error: 'chatMessageEmpty' }).trim().min(1, 'chatMessageEmpty').max(ASSISTANT_LIMITS.messageChars, 'chatMessageMax');

/** The widget's input: the same rule as the message of a request. */
export const chatMessageSchema = z.object({ message });

export const chatRequestSchema = z
  .object({
    message,
    conversationHistory: z.array(turn).max(ASSISTANT_LIMITS.historyTurns).default([]),
    locale: z.enum(LOCALES).optional(),
  })
  .refine((b) => b.message.length + b.conversationHistory.reduce((n, t) => n + t.content.length, 0) <= ASSISTANT_LIMITS.totalChars, {
    message: 'invalidInput',
    path: ['conversationHistory'],
  });

export type ChatRequest = z.infer<typeof chatRequestSchema>;
export type ChatTurn = ChatRequest['conversationHistory'][number];

export type ChatValidation =
  { ok: true; data: ChatRequest } | { ok: false; messageKey: 'chatMessageEmpty' | 'chatMessageMax' | 'invalidInput'; field: string };

/** Validates a parsed body; the first problem as a LeadErrors key. */
export function validateChatRequest(body: unknown): ChatValidation {
  const parsed = chatRequestSchema.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0]!;
  const field = String(issue.path[0] ?? '');
  const key = issue.message === 'chatMessageEmpty' || issue.message === 'chatMessageMax' ? issue.message : 'invalidInput';
  return { ok: false, messageKey: field === 'message' && key === 'invalidInput' ? 'chatMessageEmpty' : key, field };
}
