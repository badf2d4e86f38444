import { getCurrentUser } from '@/lib/auth';
import { getDb } from '@/lib/db';
import { getApplication, NotAdminError } from '@/lib/data/admin-resellers';
import { documentStorage, isDocumentKey } from '@/lib/storage';
import { contentTypeOfKey } from '@/lib/storage/keys';
import { contentDisposition, downloadFileName } from '@/lib/uploads/download';
import { logError } from '@/lib/ops/log-error';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const BASE_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };

function fail(status: 401 | 403 | 404 | 503, error: string) {
  return Response.json({ error }, { status, headers: BASE_HEADERS });
}

/**
 * GET /api/admin/resellers/{id}/document — a reseller application's document, for admins only:
 * 401 anonymous, 403 not an admin, 404 unknown application or no document. Its type and file
 * extension are the ones detected from its bytes at upload (the storage key names it), never the
 * uploader's. Downloaded by default; `?inline=1` shows it in the browser.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const user = await getCurrentUser();
  if (!user) return fail(401, 'unauthorized');
  if (!user.isAdmin) return fail(403, 'forbidden');
  const { id } = await params;
  try {
    const db = await getDb();
    const application = await getApplication(db, user, id);
    if (!application?.documentPath || !isDocumentKey(application.documentPath)) return fail(404, 'not_found');
    const object = await documentStorage().get(application.documentPath);
    if (!object) return fail(404, 'not_found');
    const type = contentTypeOfKey(application.documentPath);
    const inline = new URL(request.url).searchParams.get('inline') === '1';
    return new Response(object.data as BodyInit, {
      headers: {
        ...BASE_HEADERS,
        'Content-Type': type,
        'Content-Length': String(object.data.byteLength),
        'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', downloadFileName(application.documentName, type)),
      },
    });
  } catch (error) {
    if (error instanceof NotAdminError) return fail(403, 'forbidden');
    logError('Reseller document failed', error);
    return fail(503, 'unavailable');
  }
}
