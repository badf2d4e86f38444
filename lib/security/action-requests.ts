import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HTTP_LIMITS } from '@/lib/config/limits';
import { mediaTypeOf, sameOriginOnly } from '@/lib/http/guard';

/*
 * Server-action requests the framework would fail on with a 500 (or answer with an error line in
 * the log): a POST to a page whose body is not what React's client sends, from another site, or
 * naming an action the page does not hold. They are answered here first, quietly: 403 from
 * another site, 413 over the body limit, 400 for a malformed action id, content type or body,
 * 404 for an action this build does not have on that page.
 */

/** The framework's action ids: 42 hex characters. */
const ACTION_ID = /^[0-9a-f]{42}$/i;

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

interface ActionRoutes {
  /** Action id → the page routes (regular expressions of their paths) that hold it. */
  routes: Map<string, RegExp[]>;
}
let actionRoutes: ActionRoutes | null | undefined;

/** A route pattern of the build (`/[locale]/blog/[slug]`) as an expression of request paths. */
function routeExpression(route: string): RegExp {
  const source = route
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (/^\[\[\.\.\.[^\]]+\]\]$/.test(segment)) return '(?:/.+)?';
      if (/^\[\.\.\.[^\]]+\]$/.test(segment)) return '/.+';
      if (/^\[[^\]]+\]$/.test(segment)) return '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${source || '/'}/?$`);
}

/** Which pages hold each action, from the build's manifests; null when there is no build (development). */
function loadActionRoutes(): ActionRoutes | null {
  try {
    const dir = path.join(/*turbopackIgnore: true*/ process.cwd(), '.next');
    const references = JSON.parse(readFileSync(path.join(dir, 'server', 'server-reference-manifest.json'), 'utf8')) as {
      node: Record<string, { workers: Record<string, unknown> }>;
    };
    const pages = JSON.parse(readFileSync(path.join(dir, 'app-path-routes-manifest.json'), 'utf8')) as Record<string, string>;
    const routes = new Map<string, RegExp[]>();
    for (const [id, { workers }] of Object.entries(references.node)) {
      const held = Object.keys(workers)
        .map((worker) => pages[worker.replace(/^app/, '')])
        .filter((route): route is string => Boolean(route))
        .map(routeExpression);
      routes.set(id, held);
    }
    return { routes };
  } catch {
    return null;
  }
}

/** Whether the page at `pathname` (its locale segment included) holds the action, or null when unknown. */
function pageHoldsAction(actionId: string, pathname: string): boolean | null {
  if (process.env.NODE_ENV !== 'production') return null;
  actionRoutes ??= loadActionRoutes();
  if (!actionRoutes) return null;
  const routes = actionRoutes.routes.get(actionId);
  return Boolean(routes?.some((route) => route.test(pathname)));
}

/**
 * The status to refuse a POST to a page with, or null when it may reach the action. `pagePath`:
 * the page's path with its locale segment (`/pt/contato`).
 */
export async function refusedActionRequest(request: Request, pagePath: string): Promise<400 | 403 | 404 | 413 | null> {
  if (request.method !== 'POST') return null;
  const actionId = request.headers.get('next-action');
  const type = mediaTypeOf(request);
  // Without the header, only a multipart form is taken for an action (a form posted without JavaScript).
  if (actionId === null && type !== 'multipart/form-data') return null;
  if (actionId !== null && !ACTION_ID.test(actionId)) return 400;
  if (!sameOriginOnly(request).ok) return 403;
  if (actionId !== null && pageHoldsAction(actionId, pagePath) === false) return 404;

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
