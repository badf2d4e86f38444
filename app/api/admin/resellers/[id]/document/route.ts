import { getCurrentUser } from '@/lib/auth';
import { getDb } from '@/lib/db';
import { getApplication, NotAdminError } from '@/lib/resellers/review';
import { documentStorage } from '@/lib/storage';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** The types a document may be shown as in the browser; anything else is only ever downloaded. */
const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg']);

const BASE_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };

function fail(status: 401 | 403 | 404 | 503, error: string) {
  return Response.json({ error }, { status, headers: BASE_HEADERS });
}

/** The stored type, normalised; unknown types are served as opaque bytes. */
function contentTypeOf(stored: string | null | undefined): string {
  const type = (stored ?? '').toLowerCase().trim();
  if (type === 'image/jpg') return 'image/jpeg';
  return INLINE_TYPES.has(type) ? type : 'application/octet-stream';
}

/** `attachment; filename="…"; filename*=UTF-8''…` with a plain-ASCII fallback name. */
function disposition(kind: 'inline' | 'attachment', name: string): string {
  const clean = name.replace(/[\u0000-\u001f\u007f"\\/]/g, '_').slice(0, 200) || 'documento';
  const ascii = clean
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(clean)}`;
}

/**
 * GET /api/admin/resellers/{id}/document — a reseller application's document, for admins only:
 * 401 anonymous, 403 not an admin, 404 unknown application or no document. Downloaded by default;
 * `?inline=1` shows a PDF, PNG or JPEG in the browser.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const user = await getCurrentUser();
  if (!user) return fail(401, 'unauthorized');
  if (!user.isAdmin) return fail(403, 'forbidden');
  const { id } = await params;
  try {
    const db = await getDb();
    const application = await getApplication(db, user, id);
    if (!application?.documentPath) return fail(404, 'not_found');
    const object = await documentStorage().get(application.documentPath);
    if (!object) return fail(404, 'not_found');
    const type = contentTypeOf(application.documentType ?? object.contentType);
    const inline = new URL(request.url).searchParams.get('inline') === '1' && INLINE_TYPES.has(type);
    return new Response(object.data as BodyInit, {
      headers: {
        ...BASE_HEADERS,
        'Content-Type': type,
        'Content-Length': String(object.data.byteLength),
        'Content-Disposition': disposition(inline ? 'inline' : 'attachment', application.documentName ?? 'documento'),
      },
    });
  } catch (error) {
    if (error instanceof NotAdminError) return fail(403, 'forbidden');
    console.error('Reseller document failed:', error);
    return fail(503, 'unavailable');
  }
}
