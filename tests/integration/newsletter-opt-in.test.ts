import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/leads/route';
import type { DbHandle } from '@/lib/db/client';
import { newsletterSubscribers, outbox } from '@/lib/db/schema';
import { unsubscribe } from '@/lib/leads/newsletter';
import { confirmSubscription, confirmToken, pendingConfirmation, readConfirmToken } from '@/lib/leads/newsletter-subscribe';
import { NEWSLETTER_LIMITS } from '@/lib/config/limits';
import { testDatabases } from './helpers';
import { mailDrop } from './mail-drop';

/*
 * Newsletter double opt-in through the public route: nobody but the mailbox's owner makes an
 * address subscribe, and the answer never tells what state an address is in.
 */
vi.mock('next-intl/server', async () => (await import('./next-intl-server')).nextIntlServer);

const KEY = Symbol.for('site.db');
type Holder = { [KEY]?: Promise<DbHandle> };
const SITE = 'https://www.empresa.example';
let ipCounter = 0;
const mailbox = mailDrop();

/** A visitor's POST, each from its own address and with its own idempotency key. */
function subscribe(email: string, locale = 'pt') {
  return POST(
    new Request(`${SITE}/api/leads`, {
      method: 'POST',
      body: JSON.stringify({ type: 'newsletter', email, locale }),
      headers: {
        'content-type': 'application/json',
        origin: SITE,
        'x-forwarded-for': `198.51.100.${++ipCounter}`,
        'idempotency-key': randomUUID(),
      },
    }),
  );
}

/** What a response tells the caller: status, body and every header but the date. */
async function answer(response: Response) {
  const headers = [...response.headers.entries()].filter(([name]) => name !== 'date');
  return { status: response.status, body: await response.text(), headers };
}

const linkIn = (text: string) => text.match(/https:\/\/\S+\/newsletter\/confirmar\?token=\S+/)?.[0];

for (const target of testDatabases()) {
  describe(`newsletter double opt-in on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    const row = async (email: string) =>
      (await handle.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];

    beforeAll(async () => {
      ({ handle, cleanup } = await target.open());
      (globalThis as Holder)[KEY] = Promise.resolve(handle);
      vi.stubEnv('SITE_URL', SITE);
      vi.stubEnv('TRUSTED_PROXY', '');
      vi.stubEnv('SMTP_URL', '');
      mailbox.start();
    }, 60_000);
    afterAll(async () => {
      mailbox.stop();
      vi.unstubAllEnvs();
      delete (globalThis as Holder)[KEY];
      await cleanup?.();
    });

    it('a new address stays pending until the link mailed in the visitor’s language is opened', async () => {
      const email = `nova.${target.name}@example.org`;
      expect((await subscribe(email, 'en')).status).toBe(201);
      expect(await row(email)).toMatchObject({ confirmedAt: null, unsubscribedAt: null, locale: 'en' });
      const [mail] = mailbox.to(email);
      expect(mail).toMatchObject({ kind: 'newsletter-confirm', subject: expect.stringContaining('confirm your newsletter subscription') });
      const link = new URL(linkIn(mail!.text)!);
      expect(link.pathname).toBe('/en/newsletter/confirmar');
      // The outbox never keeps the link.
      const [stored] = await handle.db.select().from(outbox).where(eq(outbox.toAddress, email));
      expect(stored!.textBody).not.toContain('token=');

      const token = link.searchParams.get('token')!;
      expect(await pendingConfirmation(handle.db, token)).toMatchObject({ email });
      expect(await confirmSubscription(handle.db, token)).toBe(true);
      expect(await row(email)).toMatchObject({ confirmedAt: expect.any(Date), unsubscribedAt: null, pendingSince: null });
      // Used once.
      expect(await confirmSubscription(handle.db, token)).toBe(false);
      expect(mailbox.to(email).map((m) => m.kind)).toEqual(['newsletter-confirm', 'newsletter-welcome']);
    });

    it('one address gets three confirmation mails an hour at most; a fourth request is answered the same and sends none', async () => {
      const email = `insistente.${target.name}@example.org`;
      const other = `outra.${target.name}@example.org`;
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await answer(await subscribe(email)));
      await subscribe(other);
      for (const later of answers.slice(1)) expect(later).toEqual(answers[0]);
      const mails = await handle.db.select().from(outbox).where(eq(outbox.toAddress, email));
      expect(mails.map((m) => m.kind)).toEqual(['newsletter-confirm', 'newsletter-confirm', 'newsletter-confirm']);
      // The cap is the address's own: another address still gets its mail.
      expect((await handle.db.select().from(outbox).where(eq(outbox.toAddress, other))).map((m) => m.kind)).toEqual(['newsletter-confirm']);
    });

    it('an unsubscribed address posted again stays unsubscribed until its new link is opened, answered like a new one', async () => {
      const fresh = `fresh.${target.name}@example.org`;
      const pending = `pending.${target.name}@example.org`;
      const active = `active.${target.name}@example.org`;
      const gone = `gone.${target.name}@example.org`;
      // Set the states up: pending (asked, not confirmed), active (confirmed), unsubscribed (confirmed, then cancelled).
      await subscribe(pending);
      for (const email of [active, gone]) {
        await subscribe(email);
        expect(await confirmSubscription(handle.db, new URL(linkIn(mailbox.to(email).at(-1)!.text)!).searchParams.get('token')!)).toBe(
          true,
        );
      }
      expect(await unsubscribe((await row(gone))!.unsubscribeToken)).toBe(true);
      const before = (await row(gone))!;

      // Each address posted again, with a fresh key: one and the same answer.
      const answers = [];
      for (const email of [fresh, pending, active, gone]) answers.push(await answer(await subscribe(email)));
      // No id: the answer never tells whether the address was already known.
      expect(answers[0]).toMatchObject({ status: 201 });
      expect(JSON.parse(answers[0]!.body)).toEqual({
        ok: true,
        title: 'Sucesso!',
        description: 'Newsletter cadastrada com sucesso!',
        data: {},
      });
      for (const other of answers.slice(1)) expect(other).toEqual(answers[0]);
      expect(JSON.stringify(answers)).not.toMatch(/idempotent-replayed/i);

      // Still cancelled, consent untouched: only the owner's link renews it.
      const renewed = (await row(gone))!;
      expect(renewed.unsubscribedAt).toEqual(before.unsubscribedAt);
      expect(renewed.consentAt).toEqual(before.consentAt);
      expect(renewed.pendingSince).toBeInstanceOf(Date);
      const link = linkIn(mailbox.to(gone).at(-1)!.text)!;
      expect(mailbox.to(gone).at(-1)!.kind).toBe('newsletter-confirm');
      expect(await confirmSubscription(handle.db, new URL(link).searchParams.get('token')!)).toBe(true);
      const back = (await row(gone))!;
      expect(back.unsubscribedAt).toBeNull();
      expect(back.consentAt.getTime()).toBeGreaterThan(before.consentAt.getTime());
      // The active one was left alone and got no mail.
      expect(mailbox.to(active).map((m) => m.kind)).toEqual(['newsletter-confirm', 'newsletter-welcome']);
    });

    it('refuses forged, expired and superseded links', async () => {
      const email = `links.${target.name}@example.org`;
      await subscribe(email);
      const first = new URL(linkIn(mailbox.to(email).at(-1)!.text)!).searchParams.get('token')!;
      const { id, requestedAt } = readConfirmToken(first)!;
      expect(readConfirmToken(`${first.slice(0, -2)}xx`)).toBeNull();
      expect(readConfirmToken(`${randomUUID()}.${requestedAt.getTime()}.${first.split('.')[2]}`)).toBeNull();
      const later = new Date(requestedAt.getTime() + NEWSLETTER_LIMITS.confirmLinkHours * 3600_000 + 1000);
      expect(await confirmSubscription(handle.db, first, later)).toBe(false);
      // A newer request replaces the older link.
      await new Promise((r) => setTimeout(r, 5));
      await subscribe(email);
      const second = new URL(linkIn(mailbox.to(email).at(-1)!.text)!).searchParams.get('token')!;
      expect(second).not.toBe(first);
      expect(await confirmSubscription(handle.db, first)).toBe(false);
      expect(await confirmSubscription(handle.db, confirmToken(id, new Date(requestedAt.getTime() + 1)))).toBe(false);
      expect(await confirmSubscription(handle.db, second)).toBe(true);
    });
  });
}
