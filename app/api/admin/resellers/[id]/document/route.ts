import { runRoute } from '@/lib/actions/route';
import { getApplication } from '@/lib/resellers/admin';
import { documentStorage, isDocumentKey } from '@/lib/storage';
import { contentTypeOfKey } from '@/lib/storage/keys';
import { contentDisposition, downloadFileName } from '@/lib/uploads/download';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * GET /api/admin/resellers/{id}/document — a reseller application's document, for admins only:
 * 401 anonymous, 403 not an admin, 404 unknown application or no document. Its type and file
 * extension are the ones detected from its bytes at upload (the storage key names it), never the
 * uploader's. Downloaded by default; `?inline=1` shows it in the browser.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return runRoute(request, { area: 'resellerReview', actor: 'admin', log: 'Reseller document failed' }, async ({ db, user, fail }) => {
    const application = await getApplication(db, user, (await params).id);
    if (!application?.documentPath || !isDocumentKey(application.documentPath)) return fail('not_found');
    const object = await documentStorage().get(application.documentPath);
    if (!object) return fail('not_found');
    const type = contentTypeOfKey(application.documentPath);
    const inline = new URL(request.url).searchParams.get('inline') === '1';
    return new Response(object.data as BodyInit, {
      headers: {
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        'Content-Type': type,
        'Content-Length': String(object.data.byteLength),
        'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', downloadFileName(application.documentName, type)),
      },
    });
  });
}
