import { ASSISTANT_LIMITS, STORAGE_KEYS } from '@/lib/config/limits';
import { plainText } from '@/lib/ai/text';

/**
 * The conversation as the widget keeps it: in memory, mirrored to session storage so it lasts
 * while the tab is open (and across the site's pages), and trimmed to what the server accepts
 * when sent as history.
 */

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  /** An error notice (not sent back as history). */
  error?: boolean;
  /** The reply offered the contact form. */
  lead?: boolean;
}

export interface StoredConversation {
  messages: ChatMessage[];
  /** The visitor left their contact in this conversation. */
  leadSent: boolean;
}

const EMPTY: StoredConversation = { messages: [], leadSent: false };

export function loadConversation(storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage): StoredConversation {
  try {
    const parsed = JSON.parse(storage?.getItem(STORAGE_KEYS.assistantConversation) ?? 'null') as StoredConversation | null;
    if (!parsed || !Array.isArray(parsed.messages)) return EMPTY;
    const messages = parsed.messages.filter(
      (m) => m && (m.role === 'user' || m.role === 'assistant') && typeof m.content === 'string' && typeof m.id === 'string',
    );
    return { messages: messages.slice(-ASSISTANT_LIMITS.storedTurns), leadSent: parsed.leadSent === true };
  } catch {
    return EMPTY;
  }
}

export function saveConversation(
  value: StoredConversation,
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = globalThis.sessionStorage,
) {
  try {
    if (!value.messages.length && !value.leadSent) storage?.removeItem(STORAGE_KEYS.assistantConversation);
    else
      storage?.setItem(
        STORAGE_KEYS.assistantConversation,
        JSON.stringify({ ...value, messages: value.messages.slice(-ASSISTANT_LIMITS.storedTurns) }),
      );
  } catch {
    // Storage full or blocked: the conversation still lives in memory.
  }
}

/** Earlier turns to send with a message: no error notices, the latest ones, within the server's caps. */
export function historyFor(messages: ChatMessage[], message: string): { role: 'user' | 'assistant'; content: string }[] {
  const turns = messages
    .filter((m) => !m.error && m.content.trim())
    .map((m) => ({ role: m.role, content: m.content.trim().slice(0, ASSISTANT_LIMITS.historyTurnChars) }))
    .slice(-ASSISTANT_LIMITS.historyTurns);
  let total = message.length + turns.reduce((n, t) => n + t.content.length, 0);
  while (turns.length && total > ASSISTANT_LIMITS.totalChars) total -= turns.shift()!.content.length;
  return turns;
}

/** The conversation as text for a lead ('Visitante: …'), its latest part when long. */
export function transcript(messages: ChatMessage[], labels: { user: string; assistant: string }): string {
  const text = messages
    .filter((m) => !m.error && m.content.trim())
    .map((m) => `${m.role === 'user' ? labels.user : labels.assistant}: ${plainText(m.content)}`)
    .join('\n\n');
  const max = ASSISTANT_LIMITS.leadTranscriptChars;
  return text.length > max ? `…${text.slice(-(max - 1))}` : text;
}

export function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}
