import { describe, expect, it } from 'vitest';
import { LEAD_STATUSES } from '@/lib/db/schema';
import {
  ADMIN_LEAD_BULK_MAX,
  ADMIN_LEAD_NOTE_MAX,
  leadAssignSchema,
  leadBulkSchema,
  leadNoteSchema,
  leadStatusSchema,
  parseLeadForm,
} from '@/lib/validation/admin-leads';
import { ADMIN_LEAD_ERROR_KEYS, adminLeadErrorKey } from '@/lib/validation/admin-lead-errors';
import pt from '@/messages/pt.json';

const LEAD_ID = '3f2b8c1e-9d4a-4e6f-8a1b-2c3d4e5f6a7b';
const OTHER_ID = '0a1b2c3d-4e5f-4a6b-9c8d-7e6f5a4b3c2d';

/** A distinct lead id per index. */
const leadId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

describe('lead status change', () => {
  it.each(['new', 'contacted', 'qualified', 'won', 'lost'] as const)('accepts the status %s', (status) =>
    expect(parseLeadForm(leadStatusSchema, { status })).toEqual({ ok: true, data: { status, note: '' } }),
  );
  it('offers the same statuses as the database', () =>
    expect([...LEAD_STATUSES]).toEqual(['new', 'contacted', 'qualified', 'won', 'lost']));
  it('refuses a status that does not exist', () =>
    expect(parseLeadForm(leadStatusSchema, { status: 'archived' })).toEqual({
      ok: false,
      error: 'validation',
      messageKey: 'statusInvalid',
      field: 'status',
    }));
  it('refuses a missing status', () =>
    expect(parseLeadForm(leadStatusSchema, { note: 'ligar amanhã' })).toMatchObject({ messageKey: 'statusInvalid', field: 'status' }));
  it('keeps the note trimmed', () =>
    expect(parseLeadForm(leadStatusSchema, { status: 'won', note: '  fechou contrato  ' })).toEqual({
      ok: true,
      data: { status: 'won', note: 'fechou contrato' },
    }));
  it('accepts a note of exactly 1000 characters and refuses 1001', () => {
    expect(ADMIN_LEAD_NOTE_MAX).toBe(1000);
    expect(parseLeadForm(leadStatusSchema, { status: 'lost', note: 'x'.repeat(1000) })).toMatchObject({ ok: true });
    expect(parseLeadForm(leadStatusSchema, { status: 'lost', note: 'x'.repeat(1001) })).toMatchObject({
      ok: false,
      messageKey: 'noteMax',
      field: 'note',
    });
  });
  it('counts the note length after trimming', () =>
    expect(parseLeadForm(leadStatusSchema, { status: 'lost', note: ` ${'x'.repeat(1000)} ` })).toMatchObject({ ok: true }));
  it('refuses a note that is not text', () =>
    expect(parseLeadForm(leadStatusSchema, { status: 'lost', note: 42 })).toMatchObject({ messageKey: 'noteMax', field: 'note' }));
  it('refuses an extra field', () =>
    expect(parseLeadForm(leadStatusSchema, { status: 'won', leadId: LEAD_ID })).toMatchObject({ messageKey: 'invalidInput', field: '' }));
  it('refuses a value that is not an object, with no field', () =>
    expect(parseLeadForm(leadStatusSchema, 'won')).toEqual({ ok: false, error: 'validation', messageKey: 'invalidInput', field: '' }));
});

describe('lead partner assignment', () => {
  it('reads the empty choice as "no partner"', () =>
    expect(parseLeadForm(leadAssignSchema, { partnerId: '' })).toEqual({ ok: true, data: { partnerId: null, note: '' } }));
  it('reads a choice of only spaces as "no partner"', () =>
    expect(parseLeadForm(leadAssignSchema, { partnerId: '   ' })).toEqual({ ok: true, data: { partnerId: null, note: '' } }));
  it('stores the partner id trimmed and in lower case', () =>
    expect(parseLeadForm(leadAssignSchema, { partnerId: ` ${LEAD_ID.toUpperCase()} `, note: ' novo parceiro ' })).toEqual({
      ok: true,
      data: { partnerId: LEAD_ID, note: 'novo parceiro' },
    }));
  it('refuses a partner id that is not a uuid', () =>
    expect(parseLeadForm(leadAssignSchema, { partnerId: 'techsul' })).toEqual({
      ok: false,
      error: 'validation',
      messageKey: 'partnerInvalid',
      field: 'partnerId',
    }));
  it('refuses a missing partner choice', () =>
    expect(parseLeadForm(leadAssignSchema, {})).toMatchObject({ messageKey: 'partnerInvalid', field: 'partnerId' }));
  it('refuses a note over 1000 characters', () =>
    expect(parseLeadForm(leadAssignSchema, { partnerId: '', note: 'x'.repeat(1001) })).toMatchObject({
      messageKey: 'noteMax',
      field: 'note',
    }));
  it('refuses an extra field', () =>
    expect(parseLeadForm(leadAssignSchema, { partnerId: '', status: 'won' })).toMatchObject({ messageKey: 'invalidInput' }));
  it('refuses a value that is not an object', () =>
    expect(parseLeadForm(leadAssignSchema, null)).toMatchObject({ messageKey: 'invalidInput', field: '' }));
});

describe('lead note', () => {
  it('keeps the note trimmed', () =>
    expect(parseLeadForm(leadNoteSchema, { note: '  cliente pediu retorno  ' })).toEqual({
      ok: true,
      data: { note: 'cliente pediu retorno' },
    }));
  it('accepts a one-character note', () => expect(parseLeadForm(leadNoteSchema, { note: 'x' })).toMatchObject({ ok: true }));
  it('refuses an empty note', () =>
    expect(parseLeadForm(leadNoteSchema, { note: '' })).toEqual({
      ok: false,
      error: 'validation',
      messageKey: 'noteRequired',
      field: 'note',
    }));
  it('refuses a note of only spaces', () =>
    expect(parseLeadForm(leadNoteSchema, { note: '    ' })).toMatchObject({ messageKey: 'noteRequired', field: 'note' }));
  it('refuses a missing note', () =>
    expect(parseLeadForm(leadNoteSchema, {})).toMatchObject({ messageKey: 'noteRequired', field: 'note' }));
  it('accepts a note of exactly 1000 characters and refuses 1001', () => {
    expect(parseLeadForm(leadNoteSchema, { note: 'x'.repeat(1000) })).toMatchObject({ ok: true });
    expect(parseLeadForm(leadNoteSchema, { note: 'x'.repeat(1001) })).toMatchObject({ messageKey: 'noteMax', field: 'note' });
  });
  it('refuses an extra field', () =>
    expect(parseLeadForm(leadNoteSchema, { note: 'x', leadId: LEAD_ID })).toMatchObject({ messageKey: 'invalidInput', field: '' }));
  it('refuses a value that is not an object', () =>
    expect(parseLeadForm(leadNoteSchema, 'x')).toMatchObject({ messageKey: 'invalidInput', field: '' }));
});

describe('bulk lead status change', () => {
  it('accepts a selection and keeps each lead once, in lower case', () =>
    expect(parseLeadForm(leadBulkSchema, { ids: [LEAD_ID.toUpperCase(), OTHER_ID, LEAD_ID], status: 'contacted' })).toEqual({
      ok: true,
      data: { ids: [LEAD_ID, OTHER_ID], status: 'contacted', note: '' },
    }));
  it('refuses an empty selection', () =>
    expect(parseLeadForm(leadBulkSchema, { ids: [], status: 'won' })).toEqual({
      ok: false,
      error: 'validation',
      messageKey: 'idsMin',
      field: 'ids',
    }));
  it('refuses a selection that is not a list', () =>
    expect(parseLeadForm(leadBulkSchema, { ids: LEAD_ID, status: 'won' })).toMatchObject({ messageKey: 'idsMin', field: 'ids' }));
  it('accepts 100 leads and refuses 101', () => {
    expect(ADMIN_LEAD_BULK_MAX).toBe(100);
    const ids = (n: number) => Array.from({ length: n }, (_, i) => leadId(i));
    const hundred = parseLeadForm(leadBulkSchema, { ids: ids(100), status: 'won' });
    expect(hundred.ok && hundred.data.ids).toHaveLength(100);
    expect(parseLeadForm(leadBulkSchema, { ids: ids(101), status: 'won' })).toMatchObject({ messageKey: 'idsMax', field: 'ids' });
  });
  it('refuses a selection with an id that is not a uuid', () =>
    expect(parseLeadForm(leadBulkSchema, { ids: [LEAD_ID, 'lead-2'], status: 'won' })).toMatchObject({
      messageKey: 'idsInvalid',
      field: 'ids',
    }));
  it('refuses an id with surrounding spaces', () =>
    expect(parseLeadForm(leadBulkSchema, { ids: [` ${LEAD_ID}`], status: 'won' })).toMatchObject({ messageKey: 'idsInvalid' }));
  it('refuses an id that is not text', () =>
    expect(parseLeadForm(leadBulkSchema, { ids: [7], status: 'won' })).toMatchObject({ messageKey: 'idsInvalid', field: 'ids' }));
  it('refuses an unknown status', () =>
    expect(parseLeadForm(leadBulkSchema, { ids: [LEAD_ID], status: 'done' })).toMatchObject({
      messageKey: 'statusInvalid',
      field: 'status',
    }));
  it('keeps the note trimmed', () => {
    const r = parseLeadForm(leadBulkSchema, { ids: [LEAD_ID], status: 'lost', note: ' sem retorno ' });
    expect(r.ok && r.data.note).toBe('sem retorno');
  });
  it('refuses an extra field', () =>
    expect(parseLeadForm(leadBulkSchema, { ids: [LEAD_ID], status: 'won', all: true })).toMatchObject({ messageKey: 'invalidInput' }));
  it('refuses a value that is not an object', () =>
    expect(parseLeadForm(leadBulkSchema, [LEAD_ID])).toMatchObject({ messageKey: 'invalidInput', field: '' }));
});

describe('admin lead message keys', () => {
  it('lists exactly the keys of the lead forms', () =>
    expect([...ADMIN_LEAD_ERROR_KEYS]).toEqual([
      'statusInvalid',
      'noteMax',
      'noteRequired',
      'partnerInvalid',
      'idsMin',
      'idsMax',
      'idsInvalid',
      'invalidInput',
    ]));
  it('has a Portuguese message for every key', () => {
    const errors = pt.AdminLeads.errors as Record<string, string>;
    expect(ADMIN_LEAD_ERROR_KEYS.filter((k) => !errors[k])).toEqual([]);
  });
  it('keeps a known key', () => {
    expect(adminLeadErrorKey('idsMax')).toBe('idsMax');
    expect(adminLeadErrorKey('noteRequired')).toBe('noteRequired');
  });
  it('reads anything else as invalid input', () => {
    expect(adminLeadErrorKey('Invalid input')).toBe('invalidInput');
    expect(adminLeadErrorKey(undefined)).toBe('invalidInput');
  });
});
