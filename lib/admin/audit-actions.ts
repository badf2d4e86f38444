/**
 * The audit log's vocabulary: every action code the site writes and every kind of record an entry
 * is about. Staff read each code as a sentence of the AdminAudit messages (`actions.<code>`,
 * `entities.<entity>`), so a code is added here and given its sentences in pt, en and es at once.
 */

export const AUDIT_ACTIONS = [
  'lead.status',
  'lead.assign',
  'lead.note',
  'partner.create',
  'partner.update',
  'partner.activate',
  'partner.deactivate',
  'partner.profile',
  'reseller.approve',
  'reseller.reject',
  'reseller.invite',
  'role.grant',
  'role.revoke',
  'account.delete',
  'newsletter.erase',
  'mail.resend',
  'content.create',
  'content.update',
  'content.delete',
  'content.restore',
  'redirect.save',
  'redirect.delete',
  'job.run',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && (AUDIT_ACTIONS as readonly string[]).includes(value);
}

export const AUDIT_ENTITIES = [
  'lead',
  'partner',
  'reseller_application',
  'user',
  'account',
  'newsletter_subscriber',
  'mail',
  'content',
  'redirect',
  'seo_runs',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export function isAuditEntity(value: unknown): value is AuditEntity {
  return typeof value === 'string' && (AUDIT_ENTITIES as readonly string[]).includes(value);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The back-office page that shows an entry's record, or null when none does (an erased subscriber,
 * a deleted account) or only the record itself tells (an account: see the audit list). Ids of the
 * wrong shape link nowhere.
 */
export function auditHref(entity: string, entityId: string | null, data: Record<string, unknown> | null = null): string | null {
  if (!entityId) return entity === 'seo_runs' ? '/admin/seo' : null;
  const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params)}`;
  switch (entity) {
    case 'lead':
      return UUID.test(entityId) ? `/admin/leads/${entityId}` : null;
    case 'partner':
      return UUID.test(entityId) ? `/admin/parceiros/${entityId}` : null;
    case 'reseller_application':
      return UUID.test(entityId) ? `/admin/revendas/${entityId}` : null;
    case 'content':
      return typeof data?.path === 'string' && data.path.startsWith('content/')
        ? q('/admin/conteudo/historico', { arquivo: data.path })
        : null;
    case 'redirect':
      return '/admin/redirecionamentos';
    case 'seo_runs':
      return '/admin/seo';
    default:
      return null;
  }
}

/** A content entry's id in the log (`kind/locale/slug`, e.g. `blog/en/backup`), split; null for any other shape. */
export function contentRef(entityId: string | null): { kind: string; locale: string; slug: string } | null {
  const match = /^([a-z-]+)\/([a-z]{2})\/([a-z0-9-]+)$/.exec(entityId ?? '');
  return match ? { kind: match[1]!, locale: match[2]!, slug: match[3]! } : null;
}
