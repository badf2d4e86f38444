/** The reseller application's rules at their exact limits, as the form runs the schema and as the server does after trimming. */
import { describe, expect, it } from 'vitest';
import { normalizeStrings } from '@/lib/validation/leads';
import { normalizeWebsite, resellerSchema } from '@/lib/validation/reseller';
import { resellerApplication } from '@/tests/fixtures/reseller-application';

const application = resellerApplication('TechSul', { cnpj: '11.222.333/0001-81' });

/** The first issue's message key and field as the form runs the schema, or null when valid. */
function formIssue(patch: Record<string, unknown>) {
  const r = resellerSchema.safeParse({ ...application, ...patch });
  return r.success ? null : { key: r.error.issues[0]!.message, field: r.error.issues[0]!.path[0] };
}
/** The same after the server's trimming. */
function serverIssue(patch: Record<string, unknown>) {
  const r = resellerSchema.safeParse(normalizeStrings({ ...application, ...patch }));
  return r.success ? null : { key: r.error.issues[0]!.message, field: r.error.issues[0]!.path[0] };
}
const parsed = (patch: Record<string, unknown>) => resellerSchema.parse({ ...application, ...patch });

describe('text fields at their limits', () => {
  it.each([
    ['razao_social', 3, 200, 'razaoSocialMin', 'razaoSocialMax'],
    ['nome_fantasia', 3, 200, 'nomeFantasiaMin', 'nomeFantasiaMax'],
    ['cargo', 2, 100, 'cargoMin', 'cargoMax'],
    ['endereco', 5, 200, 'enderecoMin', 'enderecoMax'],
    ['numero', 1, 10, 'numeroRequired', 'numeroMax'],
    ['bairro', 3, 100, 'bairroMin', 'bairroMax'],
    ['cidade', 3, 100, 'cidadeMin', 'cidadeMax'],
  ] as const)('%s: accepts %i to %i characters, refuses one fewer or one more', (field, min, max, minKey, maxKey) => {
    expect(formIssue({ [field]: 'x'.repeat(min) })).toBeNull();
    expect(formIssue({ [field]: 'x'.repeat(max) })).toBeNull();
    expect(formIssue({ [field]: 'x'.repeat(max + 1) })).toEqual({ key: maxKey, field });
    // Spaces around do not count towards the length.
    expect(formIssue({ [field]: ` ${'x'.repeat(min - 1)} ` })).toEqual({ key: minKey, field });
    expect(parsed({ [field]: ` ${'x'.repeat(min)} ` })[field]).toBe('x'.repeat(min));
  });

  it.each([
    ['razao_social', 'razaoSocialMin'],
    ['nome_fantasia', 'nomeFantasiaMin'],
    ['cargo', 'cargoMin'],
    ['endereco', 'enderecoMin'],
    ['numero', 'numeroRequired'],
    ['bairro', 'bairroMin'],
    ['cidade', 'cidadeMin'],
  ] as const)('%s: refuses a value that is not text with its minimum key', (field, key) => {
    expect(formIssue({ [field]: 12345 })).toEqual({ key, field });
  });

  it('nome do responsável: accepts 3 to 100 letters, refuses 2 and 101', () => {
    expect(formIssue({ nome_responsavel: 'Ana' })).toBeNull();
    expect(formIssue({ nome_responsavel: 'a'.repeat(100) })).toBeNull();
    expect(formIssue({ nome_responsavel: 'Jo' })).toEqual({ key: 'nomeResponsavelMin', field: 'nome_responsavel' });
    expect(formIssue({ nome_responsavel: 'a'.repeat(101) })).toEqual({ key: 'nomeResponsavelMax', field: 'nome_responsavel' });
  });
});

describe('CNPJ', () => {
  it('comes out masked and upper-cased, spaces around trimmed', () => {
    expect(parsed({ cnpj: ' 12.abc.345/01de-35 ' }).cnpj).toBe('12.ABC.345/01DE-35');
    expect(parsed({ cnpj: '11.222.333/0001-81' }).cnpj).toBe('11.222.333/0001-81');
  });
  it('refuses a CNPJ that is not text', () => expect(formIssue({ cnpj: 11222333000181 })).toEqual({ key: 'cnpjInvalid', field: 'cnpj' }));
  it('refuses a CNPJ without its mask or with wrong check digits, as the form runs it', () => {
    expect(formIssue({ cnpj: '11222333000181' })).toEqual({ key: 'cnpjInvalid', field: 'cnpj' });
    expect(formIssue({ cnpj: '11.222.333/0001-82' })).toEqual({ key: 'cnpjInvalid', field: 'cnpj' });
  });
});

describe('e-mail', () => {
  const emailOf = (length: number) => `${'a'.repeat(length - '@techsul.com.br'.length)}@techsul.com.br`;
  it('accepts exactly 255 characters, refuses 256', () => {
    expect(formIssue({ email: emailOf(255) })).toBeNull();
    expect(formIssue({ email: emailOf(256) })).toEqual({ key: 'emailMax', field: 'email' });
  });
  it('trims as the form runs it, and refuses a non-text e-mail', () => {
    expect(parsed({ email: '  Joana@TechSul.com.br ' }).email).toBe('joana@techsul.com.br');
    expect(formIssue({ email: 42 })).toEqual({ key: 'emailInvalid', field: 'email' });
  });
});

describe('telefone', () => {
  it('trims as the form runs it, and refuses a non-text phone', () => {
    expect(parsed({ telefone: ' (48) 99876-5432 ' }).telefone).toBe('(48) 99876-5432');
    expect(formIssue({ telefone: 48998765432 })).toEqual({ key: 'telefoneInvalid', field: 'telefone' });
  });
  it.each([
    ['something before the mask', '1(48) 99876-5432'],
    ['something after the mask', '(48) 99876-54321'],
    ['a one-digit area code', '(4) 99876-5432'],
    ['letters in the area code', '(ab) 99876-5432'],
    ['3 digits before the hyphen', '(48) 998-5432'],
    ['6 digits before the hyphen', '(48) 998765-5432'],
    ['letters before the hyphen', '(48) abcde-5432'],
    ['3 digits after the hyphen', '(48) 99876-543'],
    ['letters after the hyphen', '(48) 99876-abcd'],
  ])('refuses a phone with %s', (_, telefone) => expect(formIssue({ telefone })).toEqual({ key: 'telefoneInvalid', field: 'telefone' }));
});

describe('website', () => {
  it('accepts http and https addresses with a dotted host', () => {
    expect(parsed({ website: 'http://techsul.com.br' }).website).toBe('http://techsul.com.br');
    expect(parsed({ website: 'https://techsul.com.br/contato' }).website).toBe('https://techsul.com.br/contato');
  });
  it('adds https:// to an address that only mentions a scheme later on', () => {
    expect(normalizeWebsite('techsul.com.br/?de=http://x.com')).toBe('https://techsul.com.br/?de=http://x.com');
    expect(formIssue({ website: 'techsul.com.br/?de=http://x.com' })).toBeNull();
  });
  it('keeps any scheme typed, letters, digits, plus, dot and hyphen included, and refuses what is not http', () => {
    expect(normalizeWebsite('git+ssh://techsul.com.br')).toBe('git+ssh://techsul.com.br');
    expect(normalizeWebsite('x-1.a://techsul.com.br')).toBe('x-1.a://techsul.com.br');
    expect(formIssue({ website: 'git+ssh://techsul.com.br' })).toEqual({ key: 'websiteInvalid', field: 'website' });
  });
  it('takes a scheme only from the start, one that begins with a letter', () => {
    expect(normalizeWebsite('1http://techsul.com.br')).toBe('https://1http://techsul.com.br');
  });
  it('accepts an address of 255 characters, refuses 256, spaces around not counted', () => {
    const of = (length: number) => `${'w'.repeat(length - '.com.br'.length)}.com.br`;
    expect(formIssue({ website: of(255) })).toBeNull();
    expect(formIssue({ website: ` ${of(255)} ` })).toBeNull();
    expect(formIssue({ website: of(256) })).toEqual({ key: 'websiteInvalid', field: 'website' });
  });
  it('refuses an address the URL parser refuses', () =>
    expect(formIssue({ website: 'http://' })).toEqual({ key: 'websiteInvalid', field: 'website' }));
  it('leaves a blank or missing website empty', () => {
    expect(parsed({ website: '   ' }).website).toBe('');
    expect(parsed({ website: undefined }).website).toBe('');
  });
});

describe('estado', () => {
  it('accepts a state in any case with spaces around, upper-cased', () => expect(parsed({ estado: ' sc ' }).estado).toBe('SC'));
  it('refuses a state that is not text, one letter, or two letters that are no state', () => {
    expect(formIssue({ estado: 42 })).toEqual({ key: 'estadoInvalid', field: 'estado' });
    expect(formIssue({ estado: 'S' })).toEqual({ key: 'estadoInvalid', field: 'estado' });
    expect(formIssue({ estado: 'XX' })).toEqual({ key: 'estadoInvalid', field: 'estado' });
  });
});

describe('CEP', () => {
  it.each([
    ['cep', 'cepInvalid'],
    ['cep_principal', 'cepPrincipalInvalid'],
  ] as const)('%s: accepts 00000-000 with spaces around, refuses anything around or inside the mask', (field, key) => {
    expect(parsed({ [field]: ' 89201-000 ' })[field]).toBe('89201-000');
    for (const cep of ['189201-000', '89201-0001', '8920-1000', '8920a-000', '89201-00a', '89201-00'])
      expect(formIssue({ [field]: cep }), cep).toEqual({ key, field });
  });
  it('refuses a CEP that is not text', () => expect(formIssue({ cep: 89201000 })).toEqual({ key: 'cepInvalid', field: 'cep' }));
  it('leaves a blank or missing CEP principal empty', () => {
    expect(parsed({ cep_principal: '  ' }).cep_principal).toBe('');
    expect(parsed({ cep_principal: undefined }).cep_principal).toBe('');
  });
});

describe('especialidades and cidades de atuação', () => {
  it('refuses specialties that are not a list, or none', () => {
    expect(formIssue({ especialidades: 'backup' })).toEqual({ key: 'especialidadesMin', field: 'especialidades' });
    expect(formIssue({ especialidades: [] })).toEqual({ key: 'especialidadesMin', field: 'especialidades' });
  });
  it('refuses cities that are not a list, or none', () => {
    expect(formIssue({ cidades_atuacao: 'Joinville' })).toEqual({ key: 'cidadesMin', field: 'cidades_atuacao' });
    expect(formIssue({ cidades_atuacao: [] })).toEqual({ key: 'cidadesMin', field: 'cidades_atuacao' });
  });
  it('accepts a city of 2 and of 100 characters, trimmed, refuses one character with spaces around', () => {
    expect(parsed({ cidades_atuacao: [' Oz ', 'c'.repeat(100)] }).cidades_atuacao).toEqual(['Oz', 'c'.repeat(100)]);
    expect(formIssue({ cidades_atuacao: [' A '] })).toEqual({ key: 'cidadesMin', field: 'cidades_atuacao' });
  });
  it('counts cities named twice in another case once, the last spelling kept', () => {
    expect(serverIssue({ cidades_atuacao: ['Joinville', 'JOINVILLE'] })).toBeNull();
    expect(parsed({ cidades_atuacao: ['Joinville', 'Blumenau', 'JOINVILLE'] }).cidades_atuacao).toEqual(['JOINVILLE', 'Blumenau']);
  });
  it('keeps two cities whose lower-case spellings differ, even if their capitals match', () => {
    expect(parsed({ cidades_atuacao: ['Straße', 'Strasse'] }).cidades_atuacao).toEqual(['Straße', 'Strasse']);
  });
});
