/**
 * The streamed answer of POST /api/ai-chat (`Accept: application/x-ndjson`): one JSON object per
 * line — `start` (mode, and whether to offer the contact form), `text` pieces, at most one
 * `error`, then `end`. Shared by the route and the widget; no server code, no zod.
 */

export const STREAM_CONTENT_TYPE = 'application/x-ndjson';

export type AssistantError = 'rate_limited' | 'unavailable' | 'generic';

export type StreamEvent =
  | { type: 'start'; mode: 'model' | 'offline'; lead: boolean }
  | { type: 'text'; text: string }
  | { type: 'error'; error: AssistantError; message: string }
  | { type: 'end' };

/** Reads the events of a streamed answer as they arrive. */
export async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    buffer += decoder.decode(value, { stream: !done });
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (line) yield JSON.parse(line) as StreamEvent;
    }
    if (done) break;
  }
  if (buffer.trim()) yield JSON.parse(buffer) as StreamEvent;
}
