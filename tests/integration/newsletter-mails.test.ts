import { createHmac, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { deriveKey } from '@/lib/security/secret';
import { COMPANY } from '@/lib/config/company';
import type { Db, DbHandle } from '@/lib/db/client';
import { newsletterSubscribers, outbox } from '@/lib/db/schema';
import { confirmSubscription, pendingConfirmation, readConfirmToken, requestSubscription } from '@/lib/leads/newsletter-subscribe';
import { testDatabases } from './helpers';

/*
 * The newsletter's double opt-in mails and links, called as the leads route and the confirmation
 * page call them: the texts a subscriber reads, and which links are taken.
 */

const SITE = 'https://www.empresa.example';
const HOUR_MS = 3600_000;
const address = (tag: string) => `${tag}.${randomUUID().slice(0, 8)}@example.org`;

for (const target of testDatabases()) {
  describe(`newsletter mails and links on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    const db = () => handle.db;

    beforeAll(async () => {
      vi.stubEnv('AUTH_SECRET', 'newsletter-cap-test-secret-0123456789abcdef');
      vi.stubEnv('SITE_URL', SITE);
      vi.stubEnv('SMTP_URL', '');
      vi.stubEnv('MAIL_DROP_DIR', '');
      ({ handle, cleanup } = await target.open());
    }, 60_000);
    afterEach(() => {
      vi.restoreAllMocks();
    });
    afterAll(async () => {
      vi.unstubAllEnvs();
      await cleanup?.();
    });

    /** A subscription request for a new address; its confirmation mail and the link's token. */
    async function requested(email: string, locale = 'pt') {
      const mail = await requestSubscription(db(), email, locale);
      const token = new URL(mail!.text.match(/https:\/\/\S+/)![0]).searchParams.get('token')!;
      return { mail: mail!, token };
    }

    it('mails a new address the confirmation link in Portuguese, with how long it lasts and the signature', async () => {
      const email = address('nova');
      const { mail, token } = await requested(email);
      const link = `${SITE}/newsletter/confirmar?token=${token}`;
      expect(mail).toEqual({
        kind: 'newsletter-confirm',
        to: email,
        subject: `${COMPANY.name} — confirme sua inscrição na newsletter`,
        text: [
          `Recebemos um pedido para inscrever este e-mail na newsletter da ${COMPANY.name}. Para confirmar, abra o link abaixo:`,
          '',
          link,
          '',
          'O link vale por 168 horas. Se não foi você, ignore este e-mail: nada será enviado.',
          '',
          `— Equipe ${COMPANY.name}`,
        ].join('\n'),
        secrets: [link],
      });
    });

    it('once the link is opened, sends the welcome mail with the unsubscribe link', async () => {
      const email = address('bem-vinda');
      const { token } = await requested(email);
      expect(await confirmSubscription(db(), token)).toBe(true);
      const [row] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
      const [welcome] = await db()
        .select()
        .from(outbox)
        .where(and(eq(outbox.toAddress, email), eq(outbox.kind, 'newsletter-welcome')));
      expect(welcome).toMatchObject({
        subject: `${COMPANY.name} — inscrição na newsletter confirmada`,
        textBody: [
          'Obrigado por assinar a nossa newsletter!',
          '',
          'Para cancelar a inscrição a qualquer momento:',
          `${SITE}/newsletter/cancelar?token=${row!.unsubscribeToken}`,
          '',
          `— Equipe ${COMPANY.name}`,
        ].join('\n'),
      });
    });

    it('a welcome mail that cannot be queued leaves the subscription confirmed, and is logged', async () => {
      const email = address('sem-boas-vindas');
      const { token } = await requested(email);
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const failingInserts = new Proxy(db(), {
        get(target, prop) {
          if (prop === 'insert') {
            return () => {
              throw new Error('outbox refused');
            };
          }
          const value = Reflect.get(target, prop) as unknown;
          return typeof value === 'function' ? value.bind(target) : value;
        },
      }) as Db;
      expect(await confirmSubscription(failingInserts, token)).toBe(true);
      expect(errors).toHaveBeenCalledTimes(1);
      expect(JSON.parse(String(errors.mock.calls[0]![0]))).toMatchObject({
        what: 'Newsletter welcome mail failed',
        message: 'outbox refused',
      });
      const [row] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
      expect(row).toMatchObject({ confirmedAt: expect.any(Date), pendingSince: null });
    });

    it('takes a link for 168 hours after the request, to the millisecond', async () => {
      const { token } = await requested(address('prazo'));
      const { requestedAt } = readConfirmToken(token)!;
      expect(readConfirmToken(token, new Date(requestedAt.getTime() + 168 * HOUR_MS))).toMatchObject({ requestedAt });
      expect(readConfirmToken(token, new Date(requestedAt.getTime() + 168 * HOUR_MS + 1))).toBeNull();
    });

    it('takes a link signed with the newsletter-confirm key, and not one signed with the unsubscribe key', async () => {
      const email = address('assinada');
      await requested(email);
      const [row] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
      const payload = `${row!.id}.${row!.pendingSince!.getTime()}`;
      const signed = (purpose: 'newsletter-confirm' | 'newsletter-unsubscribe') =>
        `${payload}.${createHmac('sha256', deriveKey(purpose)).update(payload).digest('base64url')}`;
      expect(await pendingConfirmation(db(), signed('newsletter-unsubscribe'))).toBeNull();
      expect(await pendingConfirmation(db(), signed('newsletter-confirm'))).toEqual({ id: row!.id, email });
    });

    it('refuses a link with anything before or after the token, a malformed one and anything but a string', async () => {
      const email = address('moldura');
      const { token } = await requested(email);
      expect(readConfirmToken(`x${token}`)).toBeNull();
      expect(readConfirmToken(`${token}x`)).toBeNull();
      expect(readConfirmToken('not-a-token')).toBeNull();
      expect(readConfirmToken([token] as unknown as string)).toBeNull();
      expect(await pendingConfirmation(db(), 'not-a-token')).toBeNull();
      expect(await pendingConfirmation(db(), `x${token}`)).toBeNull();
      // The untouched link still names the request.
      expect(await pendingConfirmation(db(), token)).toMatchObject({ email });
    });
  });
}
