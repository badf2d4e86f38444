import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { resellerApplications } from '@/lib/db/schema';
import type { Later } from '@/lib/http/after-answer';
import { sendMail, type Mail } from '@/lib/mail';
import { hitRateLimit, rateLimitClient } from '@/lib/rate-limit';
import { COMPANY } from '@/lib/config/company';
import { serverEnv, siteUrl } from '@/lib/config/env';
import { DOCUMENT_UPLOAD, LEAD_LIMITS, RESELLER_LIMITS } from '@/lib/config/limits';
import { toLocale, type Locale } from '@/i18n/locales';
import { documentStorage, type DocumentStorage } from '@/lib/storage';
import { sniffDocumentType } from '@/lib/uploads/sniff';
import { normalizeCnpj } from '@/lib/validation/cnpj';
import { normalizeStrings } from '@/lib/validation/leads';
import { resellerSchema, type ResellerApplication } from '@/lib/validation/reseller';
import { valuesOf, type MessageValues } from '@/lib/validation/error-keys';
import { resellerErrorKey, type ResellerErrorKey } from '@/lib/validation/reseller-errors';
import { resellerMessages } from './messages';
import { logError } from '@/lib/ops/log-error';

/** The uploaded file as received; its declared type and name are never trusted. */
export interface UploadedDocument {
  name: string;
  data: Uint8Array;
}

export interface ResellerSubmitMeta {
  ip: string;
  locale?: string;
  /** Epoch ms when the form was first shown. */
  startedAt?: number;
  /** The hidden honeypot field: people leave it empty. */
  honeypot?: string;
  /**
   * The browser's key of this submission (checked by the caller with readIdempotencyKey): every
   * attempt with one key stores one application and one document, and a repeat gets the first
   * answer again without new mails.
   */
  idempotencyKey?: string | null;
  now?: number;
  /** Defaults to documentStorage(). */
  storage?: DocumentStorage;
  /** Runs the mails' delivery after the answer is sent; without it they are delivered at once. */
  later?: Later;
}

export type ResellerSubmitError = 'validation' | 'duplicate' | 'rate_limited' | 'too_fast' | 'file';

export type ResellerSubmitResult =
  /** `replayed`: the idempotency key had already stored this application. */
  | { ok: true; id: string | null; replayed?: boolean }
  /** `messageValues`: what the message's text is filled with (the name rule's refused characters). */
  | {
      ok: false;
      error: ResellerSubmitError;
      messageKey: ResellerErrorKey;
      messageValues?: MessageValues;
      field?: string;
      retryAfterSeconds?: number;
    };

/** The form field that carries the document. */
export const DOCUMENT_FIELD = 'document';

const ACTIVE_STATUSES = ['pending', 'approved'] as const;
const EXTENSIONS = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' } as const;

/** The original file name, kept for display only: no directories, control or format characters; at most 200 characters. */
export function sanitizeFileName(name: string, fallbackExt: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}<>:"|?*]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 200)
    .trim();
  return clean || `documento.${fallbackExt}`;
}

/**
 * Validates and stores one reseller application with its document, then queues the staff
 * notification and the applicant's confirmation. The same guards as the lead forms (honeypot,
 * minimum fill time, per-IP limit); one application per CNPJ while pending or approved; one
 * application and one stored document per idempotency key. Throws only when the database or the
 * storage is unreachable.
 */
export async function submitResellerApplication(
  db: Db,
  input: unknown,
  file: UploadedDocument | null | undefined,
  meta: ResellerSubmitMeta,
): Promise<ResellerSubmitResult> {
  const parsed = resellerSchema.safeParse(normalizeStrings(input));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return {
      ok: false,
      error: 'validation',
      messageKey: resellerErrorKey(issue.message),
      ...valuesOf(issue.message),
      field: String(issue.path[0] ?? ''),
    };
  }
  const data = parsed.data;

  if (!file || file.data.byteLength === 0) return { ok: false, error: 'file', messageKey: 'documentRequired', field: DOCUMENT_FIELD };
  if (file.data.byteLength > DOCUMENT_UPLOAD.maxBytes)
    return { ok: false, error: 'file', messageKey: 'fileTooLarge', field: DOCUMENT_FIELD };
  const documentType = sniffDocumentType(file.data);
  if (!documentType) return { ok: false, error: 'file', messageKey: 'fileType', field: DOCUMENT_FIELD };

  // Bots fill the hidden field: answer as if it worked, store nothing.
  if (meta.honeypot && meta.honeypot.trim() !== '') return { ok: true, id: null };
  const now = meta.now ?? Date.now();
  if (meta.startedAt !== undefined && (!Number.isFinite(meta.startedAt) || now - meta.startedAt < LEAD_LIMITS.minFillMs)) {
    return { ok: false, error: 'too_fast', messageKey: 'tooFast' };
  }

  const idempotencyKey = meta.idempotencyKey || null;
  // A repeat of a stored application (a retry, a queued replay): the first answer, and nothing
  // uploaded, counted or mailed again.
  if (idempotencyKey) {
    const stored = await applicationByKey(db, idempotencyKey);
    if (stored) return { ok: true, id: stored, replayed: true };
  }

  const limit = await hitRateLimit(
    db,
    `reseller:${rateLimitClient(meta.ip)}`,
    RESELLER_LIMITS.perIp.limit,
    RESELLER_LIMITS.perIp.windowSeconds,
  );
  if (!limit.allowed) return { ok: false, error: 'rate_limited', messageKey: 'rateLimited', retryAfterSeconds: limit.retryAfterSeconds };

  const duplicate = { ok: false, error: 'duplicate', messageKey: 'duplicateCnpj', field: 'cnpj' } as const;
  // Stored, compared and locked on in one form, whatever the case or mask it was typed in.
  const cnpj = normalizeCnpj(data.cnpj);
  // Cheap check first, so a duplicate never uploads; the transaction below decides. An attempt
  // with the same key may have been stored since the look-up above: that is a replay, not a duplicate.
  if (await hasActiveApplication(db, cnpj)) {
    const stored = idempotencyKey ? await applicationByKey(db, idempotencyKey) : null;
    return stored ? { ok: true, id: stored, replayed: true } : duplicate;
  }

  const storage = meta.storage ?? documentStorage();
  const key = await storage.put(file.data, documentType);
  const locale = toLocale(meta.locale);
  const values = {
    razaoSocial: data.razao_social,
    nomeFantasia: data.nome_fantasia,
    cnpj,
    nomeResponsavel: data.nome_responsavel,
    cargo: data.cargo,
    email: data.email,
    telefone: data.telefone,
    website: data.website || null,
    endereco: data.endereco,
    numero: data.numero,
    bairro: data.bairro,
    cidade: data.cidade,
    estado: data.estado,
    cep: data.cep,
    cepPrincipal: data.cep_principal || null,
    especialidades: data.especialidades,
    cidadesAtuacao: data.cidades_atuacao,
    aceiteTermos: data.aceite_termos,
    aceitePublicacao: data.aceite_publicacao,
    documentPath: key,
    documentName: sanitizeFileName(file.name, EXTENSIONS[documentType]),
    documentType,
    documentSize: file.data.byteLength,
    status: 'pending' as const,
    locale,
    idempotencyKey,
  };

  let outcome: { kind: 'inserted' | 'stored'; id: string } | { kind: 'duplicate' };
  try {
    outcome = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      // Applications for one CNPJ queue here, so the checks and the insert act as one.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reseller_applications:${cnpj}`}))`);
      // An attempt with the same key got here first: its application stands, this copy goes.
      const stored = idempotencyKey ? await applicationByKey(tx, idempotencyKey) : null;
      if (stored) return { kind: 'stored', id: stored } as const;
      if (await hasActiveApplication(tx, cnpj)) return { kind: 'duplicate' } as const;
      const [row] = await tx
        .insert(resellerApplications)
        .values(values)
        .onConflictDoNothing({ target: resellerApplications.idempotencyKey })
        .returning({ id: resellerApplications.id });
      if (row) return { kind: 'inserted', id: row.id } as const;
      return { kind: 'stored', id: (await applicationByKey(tx, idempotencyKey!))! } as const;
    });
  } catch (error) {
    await discard(storage, key);
    throw error;
  }
  if (outcome.kind !== 'inserted') {
    await discard(storage, key);
    return outcome.kind === 'duplicate' ? duplicate : { ok: true, id: outcome.id, replayed: true };
  }
  const { id } = outcome;

  await notify(db, staffMail(id, data, values.documentName, documentType, file.data.byteLength, locale), meta.later);
  await notify(db, applicantMail(data, locale), meta.later);
  return { ok: true, id };
}

/** The id of the application an idempotency key stored, if any. */
async function applicationByKey(db: Db, idempotencyKey: string): Promise<string | null> {
  const [row] = await db
    .select({ id: resellerApplications.id })
    .from(resellerApplications)
    .where(eq(resellerApplications.idempotencyKey, idempotencyKey))
    .limit(1);
  return row?.id ?? null;
}

async function hasActiveApplication(db: Db, cnpj: string): Promise<boolean> {
  const rows = await db
    .select({ id: resellerApplications.id })
    .from(resellerApplications)
    .where(and(eq(resellerApplications.cnpj, cnpj), inArray(resellerApplications.status, [...ACTIVE_STATUSES])))
    .limit(1);
  return rows.length > 0;
}

/** Removing the orphaned document must not hide the original failure. */
async function discard(storage: DocumentStorage, key: string) {
  try {
    await storage.remove(key);
  } catch (error) {
    console.error('Could not remove an unused reseller document:', key, error);
  }
}

/** A mail must never undo a stored application; with `later` it is delivered after the answer. */
async function notify(db: Db, mail: Parameters<typeof sendMail>[1], later?: Later) {
  try {
    await sendMail(db, mail, { later });
  } catch (error) {
    logError('Reseller application mail failed', error);
  }
}

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The staff notification, in Portuguese. */
function staffMail(id: string, data: ResellerApplication, documentName: string, documentType: string, size: number, locale: Locale): Mail {
  const t = resellerMessages('pt');
  const l = t.labels;
  const lines: [string, string][] = [
    [l.razaoSocial, data.razao_social],
    [l.nomeFantasia, data.nome_fantasia],
    [l.cnpj, data.cnpj],
    [l.responsavel, `${data.nome_responsavel} (${data.cargo})`],
    [l.email, data.email],
    [l.telefone, data.telefone],
    [l.website, data.website],
    [l.endereco, `${data.endereco}, ${data.numero} — ${data.bairro}, ${data.cidade}/${data.estado}, ${data.cep}`],
    [l.cepPrincipal, data.cep_principal],
    [l.especialidades, data.especialidades.join(', ')],
    [l.cidadesAtuacao, data.cidades_atuacao.join(', ')],
    [l.documento, `${documentName} (${documentType}, ${formatSize(size)})`],
    [l.idioma, locale],
  ];
  return {
    kind: 'reseller-application',
    to: serverEnv().LEADS_NOTIFY_EMAIL ?? COMPANY.email,
    subject: oneLine(t.format('staffSubject', { name: data.nome_fantasia })),
    text: [
      t.format('staffIntro'),
      '',
      ...lines.filter(([, v]) => v).map(([k, v]) => `${k}: ${v}`),
      '',
      t.format('staffReview', { url: `${siteUrl()}/admin/revendas/${id}` }),
    ].join('\n'),
  };
}

/** The applicant's confirmation, in the language of the form. */
function applicantMail(data: ResellerApplication, locale: Locale): Mail {
  const t = resellerMessages(locale);
  const values = { name: data.nome_responsavel, tradeName: data.nome_fantasia, cnpj: data.cnpj, company: COMPANY.name };
  return {
    kind: 'reseller-confirmation',
    to: data.email,
    subject: oneLine(t.format('applicantSubject', values)),
    text: [
      t.format('applicantGreeting', values),
      '',
      t.format('applicantBody', values),
      '',
      t.format('applicantNext', values),
      '',
      t.format('applicantSignature', values),
    ].join('\n'),
  };
}
