import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';
import { COMPANY } from '@/lib/config/company';
import { serverEnv } from '@/lib/config/env';

export interface Mail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * One mail module: every message is written to the outbox first (nothing is lost), then sent
 * through SMTP when SMTP_URL is set. Without SMTP it stays queued, visible in the admin.
 */
export async function sendMail(db: Db, mail: Mail): Promise<{ id: string; status: 'queued' | 'sent' | 'failed' }> {
  const [row] = await db
    .insert(outbox)
    .values({ kind: mail.kind, toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html ?? null })
    .returning({ id: outbox.id });
  const id = row!.id;
  const { SMTP_URL: smtpUrl, MAIL_FROM: mailFrom } = serverEnv();
  if (!smtpUrl) return { id, status: 'queued' };
  try {
    const { createTransport } = await import('nodemailer');
    const transport = createTransport(smtpUrl);
    await transport.sendMail({
      from: mailFrom ?? `${COMPANY.name} <${COMPANY.email}>`,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    await db.update(outbox).set({ status: 'sent', sentAt: new Date(), attempts: 1 }).where(eq(outbox.id, id));
    return { id, status: 'sent' };
  } catch (error) {
    await db
      .update(outbox)
      .set({ status: 'failed', attempts: 1, lastError: String((error as Error).message ?? error).slice(0, 500) })
      .where(eq(outbox.id, id));
    return { id, status: 'failed' };
  }
}
