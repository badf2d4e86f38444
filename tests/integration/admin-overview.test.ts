import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOverview } from '@/lib/admin/overview';
import { NotAdminError } from '@/lib/auth/authz';
import type { DbHandle } from '@/lib/db/client';
import { auditLog, leads, newsletterSubscribers, outbox, resellerApplications, userRoles } from '@/lib/db/schema';
import { testDatabases } from './helpers';

// Noon in São Paulo on 2026-11-20 (UTC−3).
const NOW = new Date('2026-11-20T15:00:00Z');
const at = (iso: string) => new Date(iso);

for (const target of testDatabases()) {
  describe(`admin overview on ${target.name}`, () => {
    let handle: DbHandle;
    let cleanup: () => Promise<void>;
    const admin = { id: 'overview-admin' };

    beforeAll(async () => {
      ({ handle, cleanup } = await target.open());
      const db = handle.db;
      await db.insert(userRoles).values({ userId: admin.id, role: 'admin' });
      const lead = (type: 'contact' | 'ebook' | 'chat', createdAt: Date, status: 'new' | 'contacted' | 'won' | 'lost' = 'new') => ({
        type,
        status,
        name: 'Lead',
        email: 'lead@example.com',
        payload: {},
        createdAt,
      });
      await db.insert(leads).values([
        // Today in São Paulo: 03:30Z is 00:30 local on the 20th.
        lead('contact', at('2026-11-20T03:30:00Z')),
        lead('ebook', at('2026-11-20T14:00:00Z'), 'contacted'),
        // Late on the 19th in São Paulo (02:00Z on the 20th is 23:00 on the 19th local).
        lead('contact', at('2026-11-20T02:00:00Z'), 'won'),
        lead('chat', at('2026-11-05T12:00:00Z'), 'lost'),
        // Before the 30-day window.
        lead('contact', at('2026-10-01T12:00:00Z'), 'won'),
      ]);
      await db.insert(newsletterSubscribers).values([
        { email: 'a@example.com', unsubscribeToken: 'tok-a', consentAt: at('2026-11-20T13:00:00Z') },
        {
          email: 'b@example.com',
          unsubscribeToken: 'tok-b',
          consentAt: at('2026-11-10T13:00:00Z'),
          unsubscribedAt: at('2026-11-11T13:00:00Z'),
        },
        { email: 'c@example.com', unsubscribeToken: 'tok-c', consentAt: at('2026-09-10T13:00:00Z') },
      ]);
      await db.insert(outbox).values([
        { kind: 'x', toAddress: 'a@example.com', subject: 's', textBody: 't', status: 'failed' },
        { kind: 'x', toAddress: 'a@example.com', subject: 's', textBody: 't', status: 'sent' },
      ]);
    }, 60_000);
    afterAll(async () => cleanup?.());

    it('counts leads by type today and over 30 days in the company time zone, with conversion and pipeline', async () => {
      const o = await adminOverview(handle.db, admin, { now: NOW });
      expect(o.leadsToday).toMatchObject({ contact: 1, ebook: 1, chat: 0, total: 2 });
      expect(o.leadsPeriod).toMatchObject({ contact: 2, ebook: 1, chat: 1, total: 4 });
      expect(o.leadsPerDay).toHaveLength(30);
      expect(o.leadsPerDay.at(-1)).toEqual({ day: '2026-11-20', leads: 2 });
      expect(o.leadsPerDay.find((d) => d.day === '2026-11-19')?.leads).toBe(1);
      expect(o.leadsPerDay.find((d) => d.day === '2026-11-05')?.leads).toBe(1);
      expect(o.leadsPerDay.reduce((s, d) => s + d.leads, 0)).toBe(4);
      // Of the 4 leads in the window: 3 left 'new', 1 was won.
      expect(o.conversion).toEqual({ total: 4, contacted: 3, won: 1 });
      expect(o.pipeline).toEqual({ new: 1, contacted: 1, qualified: 0, won: 2, lost: 1 });
      expect(o.subscribers).toEqual({ today: 1, period: 2, active: 2 });
      expect(o.mailFailed).toBe(1);
      expect(o.applicationsPending).toBe(0);
    });

    it('refuses anyone without the admin role and writes nothing', async () => {
      const before = await Promise.all([auditLog, leads, resellerApplications].map((t) => handle.db.select({ n: count() }).from(t)));
      for (const actor of [null, undefined, { id: '' }, { id: 'some-client' }]) {
        await expect(adminOverview(handle.db, actor, { now: NOW })).rejects.toBeInstanceOf(NotAdminError);
      }
      const after = await Promise.all([auditLog, leads, resellerApplications].map((t) => handle.db.select({ n: count() }).from(t)));
      expect(after).toEqual(before);
    });
  });
}
