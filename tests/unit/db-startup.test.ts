import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Client from '@/lib/db/client';

const opened = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/lib/db/client', async (original) => ({
  ...(await original<typeof Client>()),
  getDbHandle: async () => {
    opened.count++;
    return {};
  },
}));

import { openAtStartup } from '@/lib/db/startup';
import { deliverCredentials } from '@/lib/demo/seed';

describe('server start-up', () => {
  const saved = { DATABASE_URL: process.env.DATABASE_URL, NEXT_PHASE: process.env.NEXT_PHASE };
  afterEach(() => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    opened.count = 0;
  });

  it('opens (and locks) the embedded database only when DATABASE_URL is unset', async () => {
    delete process.env.NEXT_PHASE;
    process.env.DATABASE_URL = 'postgres://user:pass@db.example.com:5432/app';
    await openAtStartup();
    expect(opened.count).toBe(0);
    process.env.DATABASE_URL = '';
    await openAtStartup();
    expect(opened.count).toBe(1);
  });
});

describe('generated seed passwords', () => {
  const users = [
    { email: 'admin@x.test', role: 'admin', password: null },
    { email: 'cliente@x.test', role: 'client', password: 'Gen-erated-123' },
  ];
  const sink = (isTTY: boolean) => {
    const lines: string[] = [];
    return { lines, out: { isTTY, write: (text: string) => lines.push(text) } };
  };

  it('are printed once on a terminal and written nowhere', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'cred-')), 'data', 'initial-credentials.txt');
    const { lines, out } = sink(true);
    expect(deliverCredentials(users, { out, file })).toBeNull();
    expect(lines.join('')).toContain('password: Gen-erated-123  (shown once)');
    expect(() => statSync(file)).toThrow();
  });

  it('go to a private file when the output is not a terminal (a log), which only names the file', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'cred-')), 'data');
    const file = join(dir, 'initial-credentials.txt');
    const { lines, out } = sink(false);
    expect(deliverCredentials(users, { out, file })).toBe(file);
    const logged = lines.join('');
    expect(logged).not.toContain('Gen-erated-123');
    expect(logged).toContain(file);
    expect(logged).toContain('cliente@x.test');
    expect(readFileSync(file, 'utf8')).toContain('cliente@x.test  password: Gen-erated-123');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it('write no file when no password was generated', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'cred-')), 'initial-credentials.txt');
    const { out } = sink(false);
    expect(deliverCredentials([users[0]!], { out, file })).toBeNull();
    expect(() => statSync(file)).toThrow();
  });
});
