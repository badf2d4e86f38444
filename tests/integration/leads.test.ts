import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/lib/db/client';
import { leads, newsletterSubscribers, outbox, partners } from '@/lib/db/schema';
import { seed } from '@/lib/demo/seed';
import { submitLeadWith } from '@/lib/leads/submit';
import { testDatabases } from './helpers';

const lead = (i: number) => ({
  name: 'Cliente Teste',
  email: `cliente${i}@empresa.com.br`,
  phone: '(11) 98888-7777',
  message: `Pedido ${i}`,
});

for (const target of testDatabases()) {
  describe(`lead submission on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      ({ handle, cleanup } = await target.open());
      await seed(handle.db, { withUsers: false });
    }, 60_000);
    afterAll(async () => cleanup?.());

    const leadCount = async () => (await handle.db.select({ n: count() }).from(leads))[0]!.n;

    it('stores exactly 50 rows for 50 concurrent valid submissions', async () => {
      const before = await leadCount();
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          submitLeadWith(handle.db, 'contact', lead(i), { ip: `10.1.0.${i}`, locale: 'pt', sourcePage: '/contato' }),
        ),
      );
      expect(results.every((r) => r.ok)).toBe(true);
      expect(new Set(results.map((r) => (r.ok ? r.id : null))).size).toBe(50);
      expect((await leadCount()) - before).toBe(50);
      const [row] = await handle.db.select().from(leads).where(eq(leads.email, 'cliente7@empresa.com.br'));
      expect(row).toMatchObject({ type: 'contact', status: 'new', locale: 'pt', sourcePage: '/contato', phone: '(11) 98888-7777' });
      expect(row!.payload).toMatchObject({ name: 'Cliente Teste', message: 'Pedido 7' });
    });

    it('refuses a flood from one IP after the limit while another IP still passes', async () => {
      const outcomes = [];
      for (let i = 0; i < 7; i++) outcomes.push(await submitLeadWith(handle.db, 'contact', lead(100 + i), { ip: '203.0.113.9' }));
      expect(outcomes.slice(0, 5).every((r) => r.ok)).toBe(true);
      expect(outcomes[5]).toMatchObject({ ok: false, error: 'rate_limited', messageKey: 'rateLimited' });
      expect(outcomes[6]).toMatchObject({ ok: false, error: 'rate_limited' });
      expect(await submitLeadWith(handle.db, 'contact', lead(200), { ip: '203.0.113.10' })).toMatchObject({ ok: true });
      // Limits are per form type.
      expect(await submitLeadWith(handle.db, 'newsletter', { email: 'flood@x.com' }, { ip: '203.0.113.9' })).toMatchObject({ ok: true });
    });

    it('refuses an invalid payload with the first message and writes nothing', async () => {
      const before = await leadCount();
      const [mailsBefore] = await handle.db.select({ n: count() }).from(outbox);
      const result = await submitLeadWith(handle.db, 'contact', { name: 'A', email: 'bad', phone: 'x' }, { ip: '198.51.100.1' });
      expect(result).toEqual({ ok: false, error: 'validation', messageKey: 'nameMin', field: 'name' });
      expect(await leadCount()).toBe(before);
      const [mailsAfter] = await handle.db.select({ n: count() }).from(outbox);
      expect(mailsAfter!.n).toBe(mailsBefore!.n);
    });

    it('drops honeypot posts silently and refuses forms sent faster than a person can type', async () => {
      const before = await leadCount();
      expect(await submitLeadWith(handle.db, 'contact', lead(300), { ip: '198.51.100.2', honeypot: 'http://spam' })).toEqual({
        ok: true,
        id: null,
      });
      expect(await submitLeadWith(handle.db, 'contact', lead(301), { ip: '198.51.100.2', startedAt: Date.now() - 200 })).toMatchObject({
        ok: false,
        error: 'too_fast',
      });
      expect(await leadCount()).toBe(before);
      expect(await submitLeadWith(handle.db, 'contact', lead(302), { ip: '198.51.100.2', startedAt: Date.now() - 5000 })).toMatchObject({
        ok: true,
      });
    });

    it('routes a lead to the named active partner and queues the staff notification', async () => {
      const result = await submitLeadWith(
        handle.db,
        'contact',
        { ...lead(400), partner: 'TechSul Soluções', region: 'RS' },
        { ip: '198.51.100.3' },
      );
      expect(result.ok).toBe(true);
      const [row] = await handle.db
        .select()
        .from(leads)
        .where(eq(leads.id, (result as { id: string }).id));
      const [partner] = await handle.db.select().from(partners).where(eq(partners.name, 'TechSul Soluções'));
      expect(row).toMatchObject({ partnerId: partner!.id, partnerName: 'TechSul Soluções', region: 'RS' });
      const mails = await handle.db.select().from(outbox).where(eq(outbox.kind, 'lead-contact'));
      expect(mails.some((m) => m.textBody.includes((result as { id: string }).id))).toBe(true);
    });

    it('keeps a CNPJ normalised, in either case, and the staff reads it masked', async () => {
      const result = await submitLeadWith(handle.db, 'contact', { ...lead(410), cnpj: '12.abc.345/01de-35' }, { ip: '198.51.100.5' });
      expect(result.ok).toBe(true);
      const id = (result as { id: string }).id;
      const [row] = await handle.db.select().from(leads).where(eq(leads.id, id));
      expect(row!.payload).toMatchObject({ cnpj: '12ABC34501DE35' });
      const mails = await handle.db.select().from(outbox).where(eq(outbox.kind, 'lead-contact'));
      expect(mails.find((m) => m.textBody.includes(id))!.textBody).toContain('cnpj: 12.ABC.345/01DE-35');
    });

    it('subscribes an e-mail once, however often it is sent', async () => {
      const email = `news.${target.name}@empresa.com.br`;
      const a = await submitLeadWith(handle.db, 'newsletter', { email }, { ip: '198.51.100.4' });
      const b = await submitLeadWith(handle.db, 'newsletter', { email: email.toUpperCase() }, { ip: '198.51.100.5' });
      expect(a.ok && b.ok).toBe(true);
      const rows = await handle.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
      expect(rows).toHaveLength(1);
      // Pending until the owner opens the mailed link; each request mails a fresh one (the outbox keeps no link).
      expect(rows[0]).toMatchObject({ confirmedAt: null, unsubscribedAt: null, pendingSince: expect.any(Date) });
      const mails = await handle.db.select().from(outbox).where(eq(outbox.toAddress, email));
      expect(mails.map((m) => m.kind)).toEqual(['newsletter-confirm', 'newsletter-confirm']);
      expect(mails[0]!.textBody).not.toContain('token=');
      const { confirmSubscription, confirmToken } = await import('@/lib/leads/newsletter-subscribe');
      expect(await confirmSubscription(handle.db, confirmToken(rows[0]!.id, rows[0]!.pendingSince!))).toBe(true);
      const welcome = await handle.db.select().from(outbox).where(eq(outbox.toAddress, email));
      expect(welcome.filter((m) => m.kind === 'newsletter-welcome')).toHaveLength(1);
      expect(welcome.find((m) => m.kind === 'newsletter-welcome')!.textBody).toContain(
        `/newsletter/cancelar?token=${encodeURIComponent(rows[0]!.unsubscribeToken)}`,
      );
    });
  });
}
