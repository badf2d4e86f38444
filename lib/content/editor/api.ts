import 'server-only';
import { access } from 'node:fs/promises';
import { makeRouteHandler } from '@keystatic/next/route-handler';
import { resultResponse } from '@/lib/actions/route';
import { getCurrentUser } from '@/lib/auth';
import { HTTP_LIMITS } from '@/lib/config/limits';
import { getDb } from '@/lib/db';
import { isAdminActor, writeAudit } from '@/lib/auth/authz';
import { guardResponse, isPlainObject, parseJson, readBody, sameOriginOnly } from '@/lib/http/guard';
import { clientIp } from '@/lib/request-ip';
import { imageSize } from 'image-size';
import { BODY_IMAGE_EXTENSIONS, BODY_IMAGE_MAX_BYTES, BODY_IMAGES, bodyImageFiles } from '../images';
import { fileProblem, splitMarkdown } from './files';
import { entryOfPath } from './kinds';
import { PRICES_FILE, pricesProblem } from '../prices';
import { bodyImageFile, contentFile, editorStorage, serverEditorConfig } from './server';
import { publish } from '../publishing';
import { currentTexts, recordSave } from '../versions';

/**
 * Keystatic's API (/api/keystatic/*) behind the site's own checks. The library's handler answers
 * anyone: its tree lists every file of the project and its update writes files. Here a request
 * from another site is refused (403; but GitHub's sign-in callback, a plain navigation back from
 * github.com), then anyone but a signed-in admin (401 signed out, 403
 * otherwise); the tree is cut down to content/ and the body images; a save may only write content
 * entries, each one the build would accept, and body images (400 with the field's message, nothing written); and every save is
 * recorded in the audit log.
 */

const NO_STORE = { 'Cache-Control': 'private, no-store' };
/** A refusal as every route answers it (an action's failure); the editor shows none of it. */
const refuse = (error: 'bad_request' | 'signed_out' | 'forbidden' | 'not_found', title: string) =>
  resultResponse({ ok: false, error, title });
/** The editor shows a refused save's answer as it is: one sentence in the staff's language. */
const refuseSave = (problem: string) =>
  new Response(`Não foi possível salvar. ${problem}`, {
    status: 400,
    headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' },
  });

const BAD_DATA = 'dados em formato inesperado';
const NOT_AN_ENTRY = 'não é um arquivo de conteúdo do site (nomes em kebab-case, nas pastas de content/ ou de imagens)';

type Change = { path: string; action: 'content.create' | 'content.update' | 'content.delete' };

const decoder = new TextDecoder('utf-8', { fatal: true });

function base64UrlDecode(value: string): Uint8Array {
  return Uint8Array.from(Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64'));
}

const exists = (file: string) =>
  access(file.startsWith('content/') ? contentFile(file) : bodyImageFile(file)).then(
    () => true,
    () => false,
  );

/** A body image's repository path: public/images/content/<slug>/<kebab-case name>.<image extension>, nothing else under public/. */
export const IMAGE_PATH = new RegExp(
  `^${BODY_IMAGES.directory}/[a-z0-9]+(?:-[a-z0-9]+)*/[a-z0-9]+(?:[-.][a-z0-9]+)*\\.(?:${BODY_IMAGE_EXTENSIONS.join('|')})$`,
);

/** Why an added image is refused, or null. */
function imageProblem(path: string, bytes: Uint8Array): string | null {
  if (bytes.byteLength > BODY_IMAGE_MAX_BYTES) return `${path}: maior que ${BODY_IMAGE_MAX_BYTES / 1024} KB`;
  try {
    const size = imageSize(bytes);
    if (!size.width || !size.height) return `${path}: não é uma imagem`;
  } catch {
    return `${path}: não é uma imagem`;
  }
  return null;
}

/**
 * Older posts name their slug and locale in the frontmatter; the file's place says both, so a
 * save drops them (a rename would otherwise be refused for a slug that no longer matches).
 */
export function withoutPlaceFields(text: string): string {
  return text.replace(/^---\r?\n([\s\S]*?)\r?\n---/, (block) => block.replace(/^(?:slug|locale):.*\r?\n/gm, ''));
}

/** The changes a save makes, or why it is refused. */
async function checkUpdate(body: unknown): Promise<{ ok: true; changes: Change[] } | { ok: false; error: string }> {
  if (!isPlainObject(body) || !Array.isArray(body.additions) || !Array.isArray(body.deletions)) return { ok: false, error: BAD_DATA };
  const changes: Change[] = [];
  const added = new Set((body.additions as unknown[]).map((a) => (isPlainObject(a) && typeof a.path === 'string' ? a.path : '')));
  for (const addition of body.additions as unknown[]) {
    if (!isPlainObject(addition) || typeof addition.path !== 'string' || typeof addition.contents !== 'string')
      return { ok: false, error: BAD_DATA };
    const bytes = base64UrlDecode(addition.contents);
    if (IMAGE_PATH.test(addition.path)) {
      const problem = imageProblem(addition.path, bytes);
      if (problem) return { ok: false, error: problem };
      changes.push({ path: addition.path, action: (await exists(addition.path)) ? 'content.update' : 'content.create' });
      continue;
    }
    if (addition.path === PRICES_FILE) {
      let problem: string | null;
      try {
        problem = pricesProblem(decoder.decode(bytes));
      } catch {
        problem = 'não é texto UTF-8';
      }
      if (problem) return { ok: false, error: `${addition.path}: ${problem}` };
      changes.push({ path: addition.path, action: 'content.update' });
      continue;
    }
    const entry = entryOfPath(addition.path);
    if (!entry) return { ok: false, error: `${addition.path}: ${NOT_AN_ENTRY}` };
    let text: string;
    try {
      text = decoder.decode(bytes);
    } catch {
      return { ok: false, error: `${addition.path}: não é texto UTF-8` };
    }
    if (entry.kind.shape === 'markdown') {
      const kept = withoutPlaceFields(text);
      if (kept !== text) {
        text = kept;
        addition.contents = Buffer.from(text, 'utf8').toString('base64url');
      }
    }
    const problem = fileProblem(entry.kind, text, entry);
    if (problem) return { ok: false, error: `${addition.path}: ${problem}` };
    if (entry.kind.shape === 'markdown') {
      // A body image must be on disk or come with this save (the page cannot render without it).
      for (const image of bodyImageFiles(splitMarkdown(text)!.body)) {
        if (!added.has(image) && !(IMAGE_PATH.test(image) && (await exists(image))))
          return {
            ok: false,
            error: `${addition.path}: content: a imagem ${image.slice('public'.length)} não existe; envie-a com o texto`,
          };
      }
    }
    changes.push({ path: addition.path, action: (await exists(addition.path)) ? 'content.update' : 'content.create' });
  }
  for (const deletion of body.deletions as unknown[]) {
    if (!isPlainObject(deletion) || typeof deletion.path !== 'string') return { ok: false, error: BAD_DATA };
    if (!entryOfPath(deletion.path) && !IMAGE_PATH.test(deletion.path)) return { ok: false, error: `${deletion.path}: ${NOT_AN_ENTRY}` };
    changes.push({ path: deletion.path, action: 'content.delete' });
  }
  return { ok: true, changes };
}

/** The library's tree answer with only content/ and the body images in it (it lists the whole project, .env files included). */
async function contentOnly(response: Response): Promise<Response> {
  if (!response.ok) return response;
  const entries = (await response.json()) as { path: string }[];
  const images = BODY_IMAGES.directory;
  const kept = entries.filter(
    (e) =>
      e.path === 'content' ||
      e.path.startsWith('content/') ||
      images === e.path ||
      images.startsWith(`${e.path}/`) ||
      e.path.startsWith(`${images}/`),
  );
  return Response.json(kept, { status: response.status, headers: NO_STORE });
}

/** Files the editor reads back: content entries, the prices and body images, nothing else of the project. */
const blobReadable = (path: string) => path === PRICES_FILE || entryOfPath(path) !== null || IMAGE_PATH.test(path);

/** GitHub sends the admin back here from github.com (a top-level navigation, so cross-site). */
const OAUTH_CALLBACK = 'github/oauth/callback';

/**
 * The route a request names, decided once on its decoded segments (the library decodes each one,
 * so `%75pdate` is its `update`): `tree` and `update` whatever their case or encoding, `blob` with
 * its path, GitHub's own routes; null for a path that does not decode.
 */
export function editorRoute(pathname: string): { name: string; segments: string[] } | null {
  const segments: string[] = [];
  for (const raw of pathname.replace(/^\/api\/keystatic\/?/, '').split('/')) {
    let segment = raw;
    // Decoded until it no longer changes: a double-encoded name is the same name.
    for (let i = 0; i < 4 && segment.includes('%'); i++) {
      try {
        segment = decodeURIComponent(segment);
      } catch {
        return null;
      }
    }
    if (segment.includes('%') || segment.includes('/') || segment.includes('\\')) return null;
    if (segment) segments.push(segment);
  }
  const first = segments[0]?.toLowerCase() ?? '';
  const joined = segments.join('/').toLowerCase();
  if (joined === 'tree' || joined === 'update') return { name: joined, segments: [joined] };
  if (first === 'blob') return { name: 'blob', segments: ['blob', ...segments.slice(1)] };
  return { name: segments.join('/'), segments };
}

/** The request as the library should see it: the route's plain name, so what it runs is what was checked. */
function plainRequest(request: Request, segments: string[], body?: BodyInit): Request {
  const url = new URL(request.url);
  url.pathname = `/api/keystatic/${segments.map(encodeURIComponent).join('/')}`;
  return new Request(url, { method: request.method, headers: request.headers, body: body ?? null });
}

export async function handleEditorApi(request: Request): Promise<Response> {
  const route = editorRoute(new URL(request.url).pathname);
  if (!route) return refuse('bad_request', 'bad path');
  const rest = route.name;
  if (!(request.method === 'GET' && rest === OAUTH_CALLBACK)) {
    const origin = sameOriginOnly(request);
    if (!origin.ok) return guardResponse(origin);
  }
  const user = await getCurrentUser();
  if (!user) return refuse('signed_out', 'unauthorized');
  const db = await getDb();
  if (!(await isAdminActor(db, user))) return refuse('forbidden', 'forbidden');

  const { GET, POST } = makeRouteHandler({ config: await serverEditorConfig() });
  if (editorStorage().kind !== 'local') return request.method === 'POST' ? POST(request) : GET(request);

  if (request.method === 'GET') {
    if (rest === 'tree') return contentOnly(await GET(plainRequest(request, route.segments)));
    if (rest === 'blob' && blobReadable(route.segments.slice(2).join('/'))) return GET(plainRequest(request, route.segments));
    return refuse('not_found', 'not found');
  }
  if (request.method !== 'POST' || rest !== 'update') return refuse('not_found', 'not found');

  const raw = await readBody(request, HTTP_LIMITS.contentEditorBodyMaxBytes);
  if (!raw.ok) return guardResponse(raw);
  const text = Buffer.from(raw.value).toString('utf8');
  const json = parseJson(text);
  if (!json.ok) return guardResponse(json);
  const checked = await checkUpdate(json.value);
  if (!checked.ok) return refuseSave(checked.error);

  const replaced = await currentTexts(checked.changes.map((c) => c.path));
  const response = await POST(plainRequest(request, route.segments, JSON.stringify(json.value)));
  if (response.ok && checked.changes.length > 0) {
    const ip = clientIp(request.headers);
    await db.transaction(async (tx) => {
      await recordSave(tx, user.id, checked.changes, replaced);
      for (const change of checked.changes) {
        const entry = entryOfPath(change.path);
        await writeAudit(tx, {
          actorId: user.id,
          action: change.action,
          entity: 'content',
          entityId: entry ? `${entry.kind.id}/${entry.locale}/${entry.slug}` : change.path,
          data: entry
            ? { kind: entry.kind.id, locale: entry.locale, slug: entry.slug, path: change.path }
            : { kind: change.path === PRICES_FILE ? 'prices' : 'image', path: change.path },
          ip,
        });
      }
    });
  }
  if (!response.ok) return response;
  if (checked.changes.length > 0) {
    const contentChanges = checked.changes.filter((c) => c.path.startsWith('content/'));
    if (contentChanges.length > 0) publish(contentChanges);
  }
  return contentOnly(response);
}
