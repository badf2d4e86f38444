import 'server-only';
import { access } from 'node:fs/promises';
import { makeRouteHandler } from '@keystatic/next/route-handler';
import { getCurrentUser } from '@/lib/auth';
import { HTTP_LIMITS } from '@/lib/config/limits';
import { getDb } from '@/lib/db';
import { isAdminActor, writeAudit } from '@/lib/data/authz';
import { guardResponse, isPlainObject, parseJson, readBody, sameOriginOnly } from '@/lib/http/guard';
import { clientIp } from '@/lib/request-ip';
import { imageSize } from 'image-size';
import { BODY_IMAGE_EXTENSIONS, BODY_IMAGE_MAX_BYTES, BODY_IMAGES } from '../images';
import { fileProblem } from './files';
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
const refuse = (status: number, error: string) => Response.json({ error }, { status, headers: NO_STORE });
/** The editor shows a refused save's answer as it is: one sentence in the staff's language. */
const refuseSave = (problem: string) =>
  new Response(`Não foi possível salvar. ${problem}`, {
    status: 400,
    headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' },
  });

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

/** A body image's repository path: public/images/content/<slug>/<lower-case file name>.<image extension>. */
const IMAGE_PATH = new RegExp(
  `^${BODY_IMAGES.directory}/[a-z0-9]+(?:-[a-z0-9]+)*/[a-z0-9][a-z0-9.-]*\\.(?:${BODY_IMAGE_EXTENSIONS.join('|')})$`,
);

/** Why an added image is refused, or null. */
function imageProblem(path: string, bytes: Uint8Array): string | null {
  if (bytes.byteLength > BODY_IMAGE_MAX_BYTES) return `${path}: larger than ${BODY_IMAGE_MAX_BYTES / 1024} KB`;
  try {
    const size = imageSize(bytes);
    if (!size.width || !size.height) return `${path}: not an image`;
  } catch {
    return `${path}: not an image`;
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
  if (!isPlainObject(body) || !Array.isArray(body.additions) || !Array.isArray(body.deletions)) return { ok: false, error: 'Bad data' };
  const changes: Change[] = [];
  for (const addition of body.additions as unknown[]) {
    if (!isPlainObject(addition) || typeof addition.path !== 'string' || typeof addition.contents !== 'string')
      return { ok: false, error: 'Bad data' };
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
        problem = 'not UTF-8 text';
      }
      if (problem) return { ok: false, error: `${addition.path}: ${problem}` };
      changes.push({ path: addition.path, action: 'content.update' });
      continue;
    }
    const entry = entryOfPath(addition.path);
    if (!entry) return { ok: false, error: `${addition.path}: not a content entry` };
    let text: string;
    try {
      text = decoder.decode(bytes);
    } catch {
      return { ok: false, error: `${addition.path}: not UTF-8 text` };
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
    changes.push({ path: addition.path, action: (await exists(addition.path)) ? 'content.update' : 'content.create' });
  }
  for (const deletion of body.deletions as unknown[]) {
    if (!isPlainObject(deletion) || typeof deletion.path !== 'string') return { ok: false, error: 'Bad data' };
    if (!entryOfPath(deletion.path) && !IMAGE_PATH.test(deletion.path))
      return { ok: false, error: `${deletion.path}: not a content entry` };
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

/** GitHub sends the admin back here from github.com (a top-level navigation, so cross-site). */
const OAUTH_CALLBACK = 'github/oauth/callback';

export async function handleEditorApi(request: Request): Promise<Response> {
  const rest = new URL(request.url).pathname.replace(/^\/api\/keystatic\/?/, '');
  if (!(request.method === 'GET' && rest === OAUTH_CALLBACK)) {
    const origin = sameOriginOnly(request);
    if (!origin.ok) return guardResponse(origin);
  }
  const user = await getCurrentUser();
  if (!user) return refuse(401, 'unauthorized');
  const db = await getDb();
  if (!(await isAdminActor(db, user))) return refuse(403, 'forbidden');

  const { GET, POST } = makeRouteHandler({ config: await serverEditorConfig() });
  if (editorStorage().kind !== 'local') return request.method === 'POST' ? POST(request) : GET(request);

  if (request.method === 'GET') {
    if (rest === 'tree') return contentOnly(await GET(request));
    return GET(request);
  }
  if (request.method !== 'POST' || rest !== 'update') return POST(request);

  const raw = await readBody(request, HTTP_LIMITS.contentEditorBodyMaxBytes);
  if (!raw.ok) return guardResponse(raw);
  const text = Buffer.from(raw.value).toString('utf8');
  const json = parseJson(text);
  if (!json.ok) return guardResponse(json);
  const checked = await checkUpdate(json.value);
  if (!checked.ok) return refuseSave(checked.error);

  const replaced = await currentTexts(checked.changes.map((c) => c.path));
  const response = await POST(new Request(request.url, { method: 'POST', headers: request.headers, body: JSON.stringify(json.value) }));
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
