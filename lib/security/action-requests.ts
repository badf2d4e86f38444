import { HTTP_LIMITS } from '@/lib/config/limits';

/*
 * Server-action requests the framework would fail on with a 500 and a stack trace in the log:
 * a POST to a page whose body is not what React's client sends. They are answered here first,
 * quietly: 413 over the body limit, 400 for a malformed action id, content type or body. A
 * well-formed request for an action this build does not have is still the framework's (it
 * answers 409 and logs it).
 */

/** The framework's action ids: 42 hex characters. */
const ACTION_ID = /^[0-9a-f]{42}$/i;

function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/** The body, or null once it is longer than the limit (a length header may be absent or false). */
async function boundedBody(request: Request, limit: number): Promise<ArrayBuffer | null> {
  const reader = request.clone().body?.getReader();
  if (!reader) return new ArrayBuffer(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body.buffer;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

async function isActionForm(body: ArrayBuffer, contentType: string, needsActionField: boolean): Promise<boolean> {
  try {
    const form = await new Response(body, { headers: { 'Content-Type': contentType } }).formData();
    // A form posted without JavaScript names its action in a field of its own.
    return !needsActionField || [...form.keys()].some((key) => key.startsWith('$ACTION_'));
  } catch {
    return false;
  }
}

/** The status to refuse a POST to a page with (400 or 413), or null when it may reach the action. */
export async function refusedActionRequest(request: Request): Promise<400 | 413 | null> {
  if (request.method !== 'POST') return null;
  const actionId = request.headers.get('next-action');
  const type = mediaType(request);
  // Without the header, only a multipart form is taken for an action (a form posted without JavaScript).
  if (actionId === null && type !== 'multipart/form-data') return null;
  if (actionId !== null && !ACTION_ID.test(actionId)) return 400;

  const declared = Number(request.headers.get('content-length'));
  if (declared > HTTP_LIMITS.serverActionBodyMaxBytes) return 413;
  const body = await boundedBody(request, HTTP_LIMITS.serverActionBodyMaxBytes);
  if (!body) return 413;

  const contentType = request.headers.get('content-type') ?? '';
  if (type === 'multipart/form-data') return (await isActionForm(body, contentType, actionId === null)) ? null : 400;
  // React sends arguments without files as their JSON encoding, as text.
  if (type === 'text/plain') return isJson(new TextDecoder().decode(body)) ? null : 400;
  return 400;
}
