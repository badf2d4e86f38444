import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEAD_MAIL_FIELDS, parseLeadMail } from '@/lib/admin/lead-mail';
import { ROUTE_PAGE_KEYS, routePageKey, rowViews, splitVitalsRows } from '@/lib/admin/vitals-pages';
import { OTHER_ROUTE, VITAL_METRICS } from '@/lib/analytics/vitals';
import { ROUTE_PATTERNS } from '@/lib/analytics/vitals-routes';
import { COUNTED_TABLES } from '@/lib/admin/tables';
import type { VitalFigure } from '@/lib/analytics/admin-vitals';
import { isMailKind, MAIL_KINDS } from '@/lib/mail';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, auditHref, contentRef, isAuditAction } from '@/lib/admin/audit-actions';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';

const CATALOGUES = { pt, en, es } as const;

/** The string at a dotted path of a catalogue ('AdminAudit.actions.lead.note'), else undefined. */
function at(catalogue: object, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), catalogue);
}

/** Every .ts file under lib/, with its text. */
function libSources(): { file: string; text: string }[] {
  const root = join(process.cwd(), 'lib');
  return (readdirSync(root, { recursive: true }) as string[])
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts'))
    .map((f) => ({ file: relative(process.cwd(), join(root, f)), text: readFileSync(join(root, f), 'utf8') }));
}

/**
 * The audit codes the code base writes, read from the files that write audit rows: quoted
 * `area.verb` literals on lines about an action, and `area.${…}` templates (an area whose verbs
 * are computed).
 */
function writtenAuditCodes() {
  const literals = new Set<string>();
  const templates = new Set<string>();
  const entities = new Set<string>();
  for (const { text } of libSources()) {
    if (!text.includes('writeAudit(') && !text.includes('insert(auditLog)')) continue;
    for (const line of text.split('\n')) {
      for (const m of line.matchAll(/\bentity:\s*'([a-z_]+)'/g)) entities.add(m[1]!);
      if (!/\baction\b/.test(line)) continue;
      for (const m of line.matchAll(/'([a-z]+\.[a-z]+)'/g)) literals.add(m[1]!);
      for (const m of line.matchAll(/`([a-z]+)\.\$\{/g)) templates.add(m[1]!);
    }
  }
  return { literals, templates, entities };
}

describe('audit actions in words', () => {
  const written = writtenAuditCodes();

  it('the scan finds the codes the site writes', () => {
    expect(written.literals.size).toBeGreaterThan(15);
    expect(written.literals).toContain('lead.note');
    expect(written.literals).toContain('content.create');
    expect(written.templates).toContain('role');
  });

  it('every action code the code base writes is a known action', () => {
    for (const code of written.literals) expect(AUDIT_ACTIONS, `${code} is written but not in AUDIT_ACTIONS`).toContain(code);
    for (const area of written.templates)
      expect(
        AUDIT_ACTIONS.some((a) => a.startsWith(`${area}.`)),
        `${area}.… is written but AUDIT_ACTIONS has no ${area}. code`,
      ).toBe(true);
    // And the list holds no code nothing writes any more.
    for (const code of AUDIT_ACTIONS) {
      const area = code.slice(0, code.indexOf('.'));
      expect(written.literals.has(code) || written.templates.has(area), `${code} is no longer written`).toBe(true);
    }
  });

  it('every known action reads as a sentence in pt, en and es', () => {
    for (const [locale, catalogue] of Object.entries(CATALOGUES)) {
      for (const code of AUDIT_ACTIONS) {
        const sentence = at(catalogue, `AdminAudit.actions.${code}`);
        expect(typeof sentence, `${locale}: AdminAudit.actions.${code}`).toBe('string');
        expect(String(sentence).trim().length, `${locale}: ${code}`).toBeGreaterThan(5);
        expect(sentence, `${locale}: ${code} must be words, not the code`).not.toContain(code);
      }
      const group = (code: string) => code.slice(0, code.indexOf('.'));
      for (const area of new Set(AUDIT_ACTIONS.map(group)))
        expect(typeof at(catalogue, `AdminAudit.actionGroups.${area}`), `${locale}: actionGroups.${area}`).toBe('string');
    }
    expect(pt.AdminAudit.actions.lead.note).toBe('Observação adicionada ao lead');
    expect(pt.AdminAudit.actions.content.create).toBe('Conteúdo criado');
  });

  it('every kind of record the code base writes has a name in pt, en and es', () => {
    for (const entity of written.entities) expect(AUDIT_ENTITIES, `${entity} is written but not in AUDIT_ENTITIES`).toContain(entity);
    for (const [locale, catalogue] of Object.entries(CATALOGUES))
      for (const entity of AUDIT_ENTITIES)
        expect(typeof at(catalogue, `AdminAudit.entities.${entity}`), `${locale}: AdminAudit.entities.${entity}`).toBe('string');
  });

  it('tells codes it knows from others', () => {
    expect(isAuditAction('lead.note')).toBe(true);
    expect(isAuditAction('leads.export')).toBe(false);
    expect(isAuditAction('lead.')).toBe(false);
    expect(isAuditAction(undefined)).toBe(false);
  });

  it('links a record to the page that shows it, when one does', () => {
    const id = '0b7c6a52-9a6e-4d2b-8f7e-3c1d2e4f5a6b';
    expect(auditHref('lead', id)).toBe(`/admin/leads/${id}`);
    expect(auditHref('partner', id)).toBe(`/admin/parceiros/${id}`);
    expect(auditHref('reseller_application', id)).toBe(`/admin/revendas/${id}`);
    expect(auditHref('lead', 'not-an-id')).toBeNull();
    expect(auditHref('newsletter_subscriber', id)).toBeNull();
    expect(auditHref('account', id)).toBeNull();
    expect(auditHref('content', 'blog/en/backup', { path: 'content/blog/en/backup.md' })).toBe(
      '/admin/conteudo/historico?arquivo=content%2Fblog%2Fen%2Fbackup.md',
    );
    expect(auditHref('content', 'blog/en/backup', { path: '../etc/passwd' })).toBeNull();
    expect(auditHref('redirect', '/velho')).toBe('/admin/redirecionamentos');
    expect(auditHref('seo_runs', null)).toBe('/admin/seo');
  });

  it("splits a content entry's id", () => {
    expect(contentRef('blog/en/backup-3-2-1')).toEqual({ kind: 'blog', locale: 'en', slug: 'backup-3-2-1' });
    expect(contentRef('success-cases/pt/success-cases')).toEqual({ kind: 'success-cases', locale: 'pt', slug: 'success-cases' });
    expect(contentRef('content/prices.json')).toBeNull();
    expect(contentRef(null)).toBeNull();
  });
});

describe('the overview names what it stores', () => {
  it('every counted table has a name in pt, en and es, and no name is a table name', () => {
    expect(COUNTED_TABLES).toContain('newsletter_subscribers');
    for (const [locale, catalogue] of Object.entries(CATALOGUES))
      for (const table of COUNTED_TABLES) {
        const name = at(catalogue, `AdminHome.stored.tables.${table}`);
        expect(typeof name, `${locale}: ${table}`).toBe('string');
        expect(name, `${locale}: ${table}`).not.toMatch(/_/);
      }
    expect(pt.AdminHome.stored.tables.newsletter_subscribers).toBe('Inscritos na newsletter');
  });
});

describe('mail kinds in words', () => {
  it('every kind the site sends has a name in pt, en and es, and every listed kind is still sent', () => {
    const sources = libSources()
      .map((f) => f.text)
      .join('\n');
    for (const kind of MAIL_KINDS) {
      // Lead notices are written as `lead-${type}`, one per lead form.
      const written = kind.startsWith('lead-') ? sources.includes('kind: `lead-${type}`') : sources.includes(`'${kind}'`);
      expect(written, `${kind} is listed but nothing sends it`).toBe(true);
      for (const [locale, catalogue] of Object.entries(CATALOGUES)) {
        const name = at(catalogue, `AdminMail.kinds.${kind}`);
        expect(typeof name, `${locale}: AdminMail.kinds.${kind}`).toBe('string');
        expect(name, `${locale}: ${kind} must be words, not the code`).not.toContain(kind);
      }
    }
    expect(pt.AdminMail.kinds['lead-contact']).toBe('Aviso de novo contato');
    expect(isMailKind('lead-contact')).toBe(true);
    expect(isMailKind('smtp-test')).toBe(false);
  });
});

describe('lead notifications as fields', () => {
  const id = '7d4f2a10-1b2c-4d3e-8f90-a1b2c3d4e5f6';

  it('reads each field, the page and the id', () => {
    const text = [
      'name: Ana Souza',
      'email: ana@empresa.com.br',
      'phone: (11) 98765-4321',
      'service: automacao',
      'message: Precisamos de ajuda.',
      'página: /servicos/backup',
      `id: ${id}`,
    ].join('\n');
    expect(parseLeadMail('lead-contact', text)).toEqual({
      fields: [
        { key: 'name', value: 'Ana Souza' },
        { key: 'email', value: 'ana@empresa.com.br' },
        { key: 'phone', value: '(11) 98765-4321' },
        { key: 'service', value: 'automacao' },
        { key: 'message', value: 'Precisamos de ajuda.' },
      ],
      sourcePage: '/servicos/backup',
      leadId: id,
    });
  });

  it("keeps a message's own lines in the message, even ones that look like fields", () => {
    const text = ['name: Bia', 'email: bia@x.com', 'message: Linha 1', '', 'name: isto é texto', 'email: também', `id: ${id}`].join('\n');
    const mail = parseLeadMail('lead-chat', text)!;
    expect(mail.fields.map((f) => f.key)).toEqual(['name', 'email', 'message']);
    expect(mail.fields[2]!.value).toBe('Linha 1\n\nname: isto é texto\nemail: também');
    expect(mail.sourcePage).toBeNull();
    expect(mail.leadId).toBe(id);
  });

  it('reads an e-book request, whose fields come in its own order', () => {
    const mail = parseLeadMail('lead-ebook', 'name: Leitor\nemail: l@x.com\nphone: 11999998888\ncompany: ACME\nebook: Guia de backup')!;
    expect(mail.fields.map((f) => f.key)).toEqual(['name', 'email', 'phone', 'company', 'ebook']);
    expect(mail.leadId).toBeNull();
  });

  it('leaves other mails, and texts of another shape, as they are', () => {
    expect(parseLeadMail('password-reset', 'name: x')).toBeNull();
    expect(parseLeadMail('lead-contact', 'Olá!\nname: x')).toBeNull();
    expect(parseLeadMail('lead-contact', '')).toBeNull();
    // An id of another shape is no link.
    expect(parseLeadMail('lead-contact', 'name: x\nid: 42')!.leadId).toBeNull();
  });

  it('labels every field in pt, en and es', () => {
    for (const [locale, catalogue] of Object.entries(CATALOGUES))
      for (const key of LEAD_MAIL_FIELDS)
        expect(typeof at(catalogue, `AdminLeads.detail.fields.${key}`), `${locale}: ${key}`).toBe('string');
  });
});

describe('the speed report names pages and says once when samples are too few', () => {
  it('every route pattern has a page name in pt, en and es', () => {
    for (const route of [...ROUTE_PATTERNS, OTHER_ROUTE]) {
      const key = routePageKey(route);
      expect(key, route).not.toBeNull();
      for (const [locale, catalogue] of Object.entries(CATALOGUES)) {
        const name = at(catalogue, `AdminVitals.pages.${key}`);
        expect(typeof name, `${locale}: ${route}`).toBe('string');
        expect(name, `${locale}: ${route} must be words`).not.toMatch(/[[\]/]/);
      }
    }
    expect(pt.AdminVitals.pages[ROUTE_PAGE_KEYS['/blog/[slug]']]).toBe('Post do blog');
    expect(pt.AdminVitals.pages[ROUTE_PAGE_KEYS['/servicos/[slug]']]).toBe('Página de serviço');
    expect(pt.AdminVitals.pages[ROUTE_PAGE_KEYS['/']]).toBe('Início');
    expect(routePageKey('/nao-existe')).toBeNull();
    expect(routePageKey('toString')).toBeNull();
  });

  it('explains every figure in one line, in words, in pt, en and es', () => {
    for (const [locale, catalogue] of Object.entries(CATALOGUES))
      for (const metric of VITAL_METRICS) {
        const line = at(catalogue, `AdminVitals.metricExplain.${metric}`);
        expect(typeof line, `${locale}: ${metric}`).toBe('string');
        expect(String(line), `${locale}: ${metric}`).not.toContain('\n');
      }
    expect(pt.AdminVitals.legend).toMatch(/p75/);
    expect(pt.AdminVitals.legend).toMatch(/3 de cada 4/);
  });

  const fig = (views: number, enough: boolean, p75: number | null = views ? 1000 : null): VitalFigure => ({
    count: views,
    views,
    p75,
    rating: p75 === null ? null : 'good',
    enough,
  });
  const row = (name: string, lcp: VitalFigure, inp: VitalFigure = fig(0, false), cls: VitalFigure = fig(0, false)) => ({
    name,
    figures: { LCP: lcp, INP: inp, CLS: cls, FCP: fig(0, false), TTFB: fig(0, false) },
  });

  it('lists pages without any figure from enough page views apart, unless few samples are asked for', () => {
    const rows = [
      row('ready', fig(40, true)),
      row('mixed', fig(12, false), fig(31, true)),
      row('few', fig(5, false)),
      row('none', fig(0, false)),
    ];
    const normal = splitVitalsRows(rows, false);
    expect(normal.shown.map((r) => r.name)).toEqual(['ready', 'mixed']);
    expect(normal.few.map((r) => r.name)).toEqual(['few', 'none']);
    const all = splitVitalsRows(rows, true);
    expect(all.shown.map((r) => r.name)).toEqual(['ready', 'mixed', 'few']);
    expect(all.few.map((r) => r.name)).toEqual(['none']);
    expect(rowViews(rows[1]!)).toBe(31);
    expect(rowViews(rows[3]!)).toBe(0);
  });
});
