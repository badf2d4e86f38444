import { COMPANY } from '@/lib/config/company';
import { DOCUMENT_UPLOAD, RESELLER_LIMITS } from '@/lib/config/limits';
import { runRoute } from '@/lib/actions/route';
import { isPlainObject, parseJson } from '@/lib/http/guard';
import { afterAnswer } from '@/lib/http/after-answer';
import { DOCUMENT_FIELD, submitResellerApplication, type UploadedDocument } from '@/lib/resellers/submit';
import { IDEMPOTENCY_FIELD, IDEMPOTENCY_HEADER, readIdempotencyKey } from '@/lib/leads/idempotency';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const MAX_BODY_BYTES = DOCUMENT_UPLOAD.maxBytes + RESELLER_LIMITS.formOverheadBytes;

/**
 * POST /api/resellers — a reseller application as multipart/form-data: `data` (the form values
 * as JSON), `document` (the file), `locale`, `startedAt` (epoch ms the form was shown), `website`
 * (honeypot), and the submission's idempotency key as the `Idempotency-Key` header (replays) or
 * the `idempotencyKey` field (the form's first upload): one application per key, and a repeat
 * gets the first answer (marked `Idempotent-Replayed: true`). The answer is an action's result:
 * 201 {ok, title, data: {id}}; {ok: false, error, title, description, field?} with 400 malformed,
 * 403 sent from another site, 409 duplicate CNPJ, 413 body too large, 415 not multipart, 422 a
 * field refused, 429 with Retry-After, 503 database or storage down.
 */
export async function POST(request: Request) {
  return runRoute(
    request,
    {
      area: 'resellers',
      actor: 'anyone',
      body: { type: 'multipart', maxBytes: MAX_BODY_BYTES },
      locale: (form) => text(form, 'locale'),
      log: 'Reseller application failed',
      failure: (t) => ({ title: t('ResellerForm.form.errorTitle'), description: t('Leads.failure', { app: COMPANY.messagingApp }) }),
      created: true,
    },
    async ({ body: form, db, locale, meta, text: t, fail, headers }) => {
      const idempotencyKey = readIdempotencyKey(request.headers.get(IDEMPOTENCY_HEADER) ?? text(form, IDEMPOTENCY_FIELD));
      if (idempotencyKey === undefined) return fail('bad_request');
      const data = parseJson(text(form, 'data') ?? '');
      if (!data.ok || !isPlainObject(data.value)) return fail('bad_request');
      const startedAt = text(form, 'startedAt');
      const upload = form.get(DOCUMENT_FIELD);
      const file: UploadedDocument | null =
        upload instanceof Blob && upload.size > 0
          ? { name: (upload as File).name ?? '', data: new Uint8Array(await upload.arrayBuffer()) }
          : null;

      const result = await submitResellerApplication(db, data.value, file, {
        ip: meta.ip,
        locale,
        // The form always sends it; a post without it is treated as too fast.
        startedAt: startedAt ? Number(startedAt) : Number.NaN,
        honeypot: text(form, 'website') ?? undefined,
        idempotencyKey,
        later: afterAnswer,
      });
      if (result.ok) {
        if (result.replayed) headers.set('Idempotent-Replayed', 'true');
        return { ok: true, title: t('ResellerForm.form.doneTitle'), data: result.id ? { id: result.id } : {} };
      }
      const message = t(`ResellerErrors.${result.messageKey}` as const, result.messageValues);
      switch (result.error) {
        case 'rate_limited':
          return fail('rate_limited', { text: message, retryAfter: result.retryAfterSeconds ?? RESELLER_LIMITS.perIp.windowSeconds });
        case 'duplicate':
          return fail('conflict', { text: message, field: 'cnpj' });
        default:
          return fail('validation', { text: message, ...(result.field ? { field: result.field } : {}) });
      }
    },
  );
}

function text(form: FormData, name: string): string | null {
  const value = form.get(name);
  return typeof value === 'string' ? value : null;
}
