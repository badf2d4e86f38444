import 'server-only';
import { auth } from '@/lib/auth';
import { authPageUrl } from '@/lib/auth/mails';
import type { PartnerInvite } from '@/lib/auth/types';
import { writeAudit, type Actor, type WriteMeta } from '@/lib/auth/authz';
import type { Db } from '@/lib/db/client';
import type { resellerApplications } from '@/lib/db/schema';
import { sendMail } from '@/lib/mail';
import { logError } from '@/lib/ops/log-error';
import { applicantLocale, approvalMail, PARTNER_PANEL } from '@/lib/resellers/mails';

export type InviteStatus = PartnerInvite['status'] | 'failed';

/**
 * Gives an approved applicant's e-mail the partner role of its new partner, through the auth
 * backend in use (which creates the account when there is none), then mails the applicant (see
 * approvalMail). Recorded in the audit log; a failure is reported as `failed`, never thrown.
 */
export async function inviteApplicant(
  db: Db,
  reviewer: Actor,
  app: typeof resellerApplications.$inferSelect,
  meta: WriteMeta,
): Promise<InviteStatus> {
  let status: InviteStatus;
  let userId: string | null = null;
  try {
    const invite = await auth().invitePartnerUser(db, {
      email: app.email,
      name: app.nomeResponsavel,
      partnerId: app.partnerId!,
      authUrl: authPageUrl(applicantLocale(app), PARTNER_PANEL),
    });
    status = invite.status;
    userId = 'userId' in invite ? invite.userId : null;
    const mail = await approvalMail(app, invite);
    if (mail) await sendMail(db, mail);
  } catch (error) {
    logError('Partner invitation failed', error);
    status = 'failed';
  }
  await writeAudit(db, {
    actorId: reviewer.id,
    action: 'reseller.invite',
    entity: 'reseller_application',
    entityId: app.id,
    after: { invite: status, userId, partnerId: app.partnerId, email: app.email },
    ip: meta.ip,
  }).catch((error) => logError('Audit of the invitation failed', error));
  return status;
}
