import { describe, expect, it } from 'vitest';
import { UF_CODES } from '@/lib/config/brazil';
import { sanitizeFileName } from '@/lib/resellers/submit';
import { contentTypeOfKey, isDocumentKey, newDocumentKey } from '@/lib/storage/keys';
import { sniffDocumentType } from '@/lib/uploads/sniff';
import { cnpjDigitsValid, maskCnpj } from '@/lib/validation/cnpj';
import { normalizeStrings } from '@/lib/validation/leads';
import { MAX_CITIES, normalizeWebsite, RESELLER_SPECIALTIES, resellerSchema } from '@/lib/validation/reseller';
import { RESELLER_ERROR_KEYS, resellerErrorKey } from '@/lib/validation/reseller-errors';
import pt from '@/messages/pt.json';
import { resellerApplication } from '../fixtures/reseller-application';

const msg = (key: string) => (pt.ResellerErrors as Record<string, string>)[key];

const validReseller = resellerApplication('TechSul', { cnpj: '11.222.333/0001-81' });

function parse(patch: Record<string, unknown>) {
  return resellerSchema.safeParse(normalizeStrings({ ...validReseller, ...patch }));
}
/** The first message in Portuguese, or null when valid. */
function firstMessage(patch: Record<string, unknown>) {
  const r = parse(patch);
  return r.success ? null : msg(resellerErrorKey(r.error.issues[0]!.message));
}
function firstField(patch: Record<string, unknown>) {
  const r = parse(patch);
  return r.success ? null : r.error.issues[0]!.path[0];
}

describe('reseller application rules, one test per rule', () => {
  it('the valid application passes', () => expect(firstMessage({})).toBeNull());

  it('razão social shorter than 3', () =>
    expect(firstMessage({ razao_social: ' AB ' })).toBe('Razão Social deve ter pelo menos 3 caracteres'));
  it('razão social missing', () => expect(firstMessage({ razao_social: undefined })).toBe('Razão Social deve ter pelo menos 3 caracteres'));
  it('razão social longer than 200', () => expect(firstMessage({ razao_social: 'r'.repeat(201) })).toBe('Razão Social muito longa'));

  it('nome fantasia shorter than 3', () =>
    expect(firstMessage({ nome_fantasia: 'TS' })).toBe('Nome Fantasia deve ter pelo menos 3 caracteres'));
  it('nome fantasia longer than 200', () => expect(firstMessage({ nome_fantasia: 'n'.repeat(201) })).toBe('Nome Fantasia muito longo'));

  it('CNPJ without the mask', () =>
    expect(firstMessage({ cnpj: '11222333000181' })).toBe('CNPJ inválido. Use o formato: 00.000.000/0000-00'));
  it('CNPJ with wrong check digits', () =>
    expect(firstMessage({ cnpj: '11.222.333/0001-82' })).toBe('CNPJ inválido. Use o formato: 00.000.000/0000-00'));
  it('CNPJ missing', () => {
    expect(firstMessage({ cnpj: undefined })).toBe('CNPJ inválido. Use o formato: 00.000.000/0000-00');
    expect(firstField({ cnpj: '' })).toBe('cnpj');
  });

  it('responsável shorter than 3', () =>
    expect(firstMessage({ nome_responsavel: 'Jo' })).toBe('Nome do Responsável deve ter pelo menos 3 caracteres'));
  it('responsável longer than 100', () =>
    expect(firstMessage({ nome_responsavel: 'm'.repeat(101) })).toBe('Nome do Responsável muito longo'));

  it('cargo shorter than 2', () => expect(firstMessage({ cargo: 'C' })).toBe('Cargo deve ter pelo menos 2 caracteres'));
  it('cargo longer than 100', () => expect(firstMessage({ cargo: 'c'.repeat(101) })).toBe('Cargo muito longo'));

  it('invalid e-mail', () => expect(firstMessage({ email: 'mariana@' })).toBe('E-mail inválido'));
  it('e-mail longer than 255', () =>
    expect(firstMessage({ email: `${'a'.repeat(60)}@${'b'.repeat(200)}.com` })).toBe('E-mail muito longo'));
  it('e-mail is stored lowercased', () => {
    const r = parse({ email: ' Mariana@TechSul.COM.br ' });
    expect(r.success && r.data.email).toBe('mariana@techsul.com.br');
  });

  it('telefone without the mask', () =>
    expect(firstMessage({ telefone: '51998765432' })).toBe('Telefone inválido. Use o formato: (00) 00000-0000'));
  it('telefone with 8 or 9 digits passes', () => {
    expect(firstMessage({ telefone: '(51) 3333-4444' })).toBeNull();
    expect(firstMessage({ telefone: '(51) 93333-4444' })).toBeNull();
  });

  it('website that is not an address', () => expect(firstMessage({ website: 'não é site' })).toBe('Website inválido'));
  it('website without a dot in the host', () => expect(firstMessage({ website: 'http://intranet' })).toBe('Website inválido'));
  it('website with another scheme', () => expect(firstMessage({ website: 'ftp://techsul.com.br' })).toBe('Website inválido'));
  it('website longer than 255', () => expect(firstMessage({ website: `${'w'.repeat(250)}.com.br` })).toBe('Website inválido'));
  it('website is optional', () => {
    expect(firstMessage({ website: '' })).toBeNull();
    expect(firstMessage({ website: undefined })).toBeNull();
  });

  it('endereço shorter than 5', () => expect(firstMessage({ endereco: 'Rua' })).toBe('Endereço deve ter pelo menos 5 caracteres'));
  it('endereço longer than 200', () => expect(firstMessage({ endereco: 'e'.repeat(201) })).toBe('Endereço muito longo'));

  it('número empty', () => expect(firstMessage({ numero: ' ' })).toBe('Número é obrigatório'));
  it('número longer than 10', () => expect(firstMessage({ numero: '1'.repeat(11) })).toBe('Número muito longo'));
  it('número "s/n" passes', () => expect(firstMessage({ numero: 's/n' })).toBeNull());

  it('bairro shorter than 3', () => expect(firstMessage({ bairro: 'Az' })).toBe('Bairro deve ter pelo menos 3 caracteres'));
  it('bairro longer than 100', () => expect(firstMessage({ bairro: 'b'.repeat(101) })).toBe('Bairro muito longo'));

  it('cidade shorter than 3', () => expect(firstMessage({ cidade: 'PA' })).toBe('Cidade deve ter pelo menos 3 caracteres'));
  it('cidade longer than 100', () => expect(firstMessage({ cidade: 'c'.repeat(101) })).toBe('Cidade muito longa'));

  it('estado with more than 2 letters', () => expect(firstMessage({ estado: 'RGS' })).toBe('Estado deve ter 2 caracteres (ex: SP)'));
  it('estado that is not a UF', () => expect(firstMessage({ estado: 'XX' })).toBe('Estado deve ter 2 caracteres (ex: SP)'));
  it('estado in lowercase is accepted and uppercased', () => {
    const r = parse({ estado: 'sp' });
    expect(r.success && r.data.estado).toBe('SP');
  });
  it('every one of the 27 UFs passes', () => {
    expect(UF_CODES).toHaveLength(27);
    for (const uf of UF_CODES) expect(firstMessage({ estado: uf })).toBeNull();
  });

  it('CEP without the hyphen', () => expect(firstMessage({ cep: '90160093' })).toBe('CEP inválido. Use o formato: 00000-000'));
  it('CEP principal malformed', () =>
    expect(firstMessage({ cep_principal: '9016-0093' })).toBe('CEP principal inválido. Use o formato: 00000-000'));
  it('CEP principal is optional', () => {
    expect(firstMessage({ cep_principal: '90160-093' })).toBeNull();
    expect(firstMessage({ cep_principal: undefined })).toBeNull();
  });

  it('no especialidade', () => expect(firstMessage({ especialidades: [] })).toBe('Selecione pelo menos uma especialidade'));
  it('especialidades missing', () => expect(firstMessage({ especialidades: undefined })).toBe('Selecione pelo menos uma especialidade'));
  it('an unknown especialidade', () => expect(firstMessage({ especialidades: ['hacking'] })).toBe('Dados inválidos'));
  it('every service is a specialty', () => expect(firstMessage({ especialidades: [...RESELLER_SPECIALTIES] })).toBeNull());

  it('no cidade de atuação', () => expect(firstMessage({ cidades_atuacao: [] })).toBe('Selecione pelo menos uma cidade de atuação'));
  it('a cidade de atuação shorter than 2', () =>
    expect(firstMessage({ cidades_atuacao: ['X'] })).toBe('Selecione pelo menos uma cidade de atuação'));
  it('a cidade de atuação longer than 100', () => expect(firstMessage({ cidades_atuacao: ['c'.repeat(101)] })).toBe('Cidade muito longa'));
  it('more than 50 cidades de atuação', () => {
    const cities = Array.from({ length: MAX_CITIES + 1 }, (_, i) => `Cidade ${i}`);
    expect(firstMessage({ cidades_atuacao: cities })).toBe('Informe no máximo 50 cidades de atuação');
    expect(firstMessage({ cidades_atuacao: cities.slice(0, MAX_CITIES) })).toBeNull();
  });
  it('cidades de atuação are de-duplicated regardless of case, keeping the order', () => {
    const r = parse({ cidades_atuacao: ['Porto Alegre', ' porto alegre ', 'Canoas', 'PORTO ALEGRE', 'São Leopoldo'] });
    expect(r.success && r.data.cidades_atuacao).toEqual(['PORTO ALEGRE', 'Canoas', 'São Leopoldo']);
  });

  it('terms not accepted', () => expect(firstMessage({ aceite_termos: false })).toBe('Você deve aceitar os termos do programa'));
  it('publication not authorised', () =>
    expect(firstMessage({ aceite_publicacao: false })).toBe('Você deve autorizar a publicação no mapa'));
  it('a consent sent as the string "true" is refused', () =>
    expect(firstMessage({ aceite_termos: 'true' })).toBe('Você deve aceitar os termos do programa'));

  it('every error key has a Portuguese message, and unknown messages read "Dados inválidos"', () => {
    for (const key of RESELLER_ERROR_KEYS) expect(msg(key), key).toBeTruthy();
    expect(msg('documentRequired')).toBe('Anexe o contrato social ou o cartão CNPJ');
    expect(msg('fileTooLarge')).toBe('Arquivo deve ter no máximo 10MB');
    expect(msg('fileType')).toBe('Apenas arquivos PDF, JPG ou PNG são permitidos');
    expect(msg('duplicateCnpj')).toBe('Já existe uma solicitação em análise ou aprovada para este CNPJ.');
    expect(msg(resellerErrorKey('Invalid input'))).toBe('Dados inválidos');
    expect(msg(resellerErrorKey(undefined))).toBe('Dados inválidos');
  });
});

describe('CNPJ check digits', () => {
  it('accepts real-format CNPJs whose check digits agree', () => {
    for (const cnpj of ['11.222.333/0001-81', '11.444.777/0001-61', '33.000.167/0001-01', '60.701.190/0001-04']) {
      expect(cnpjDigitsValid(cnpj), cnpj).toBe(true);
      expect(firstMessage({ cnpj }), cnpj).toBeNull();
    }
  });
  it('refuses a wrong first or second check digit', () => {
    expect(cnpjDigitsValid('11.222.333/0001-91')).toBe(false);
    expect(cnpjDigitsValid('11.222.333/0001-80')).toBe(false);
  });
  it('refuses all-equal digits even though their check digits add up', () => {
    expect(cnpjDigitsValid('00.000.000/0000-00')).toBe(false);
    expect(cnpjDigitsValid('11.111.111/1111-11')).toBe(false);
    expect(firstMessage({ cnpj: '00.000.000/0000-00' })).toBe('CNPJ inválido. Use o formato: 00.000.000/0000-00');
  });
  it('refuses the wrong number of digits', () => expect(cnpjDigitsValid('11.222.333/0001-8')).toBe(false));
  it('masks digits while typing', () => {
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCnpj('112223')).toBe('11.222.3');
    expect(maskCnpj('11.222.333/0001-8199')).toBe('11.222.333/0001-81');
  });
});

describe('website normalisation', () => {
  it('adds https:// when no scheme is typed', () => {
    expect(normalizeWebsite('techsul.com.br')).toBe('https://techsul.com.br');
    expect(normalizeWebsite('  www.techsul.com.br/contato ')).toBe('https://www.techsul.com.br/contato');
  });
  it('keeps an explicit scheme', () => {
    expect(normalizeWebsite('http://techsul.com.br')).toBe('http://techsul.com.br');
    expect(normalizeWebsite('HTTPS://TechSul.com.br')).toBe('HTTPS://TechSul.com.br');
  });
  it('leaves blank blank', () => expect(normalizeWebsite('   ')).toBe(''));
  it('stores the normalised value', () => {
    const r = parse({ website: 'techsul.com.br' });
    expect(r.success && r.data.website).toBe('https://techsul.com.br');
  });
});

describe('document type by magic bytes', () => {
  const bytes = (...b: number[]) => new Uint8Array([...b, 0, 1, 2, 3]);
  it('accepts PDF, PNG and JPEG', () => {
    expect(sniffDocumentType(new TextEncoder().encode('%PDF-1.7\n%âãÏÓ'))).toBe('application/pdf');
    expect(sniffDocumentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffDocumentType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
  });
  it('refuses a Windows executable', () => expect(sniffDocumentType(bytes(0x4d, 0x5a, 0x90, 0x00))).toBeNull());
  it('refuses a ZIP renamed .pdf', () => expect(sniffDocumentType(bytes(0x50, 0x4b, 0x03, 0x04))).toBeNull());
  it('refuses empty and truncated files', () => {
    expect(sniffDocumentType(new Uint8Array())).toBeNull();
    expect(sniffDocumentType(new TextEncoder().encode('%PDF'))).toBeNull();
    expect(sniffDocumentType(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
  });
  it('refuses text that merely mentions PDF', () => expect(sniffDocumentType(new TextEncoder().encode(' %PDF-1.4'))).toBeNull());
});

describe('storage keys and file names', () => {
  it('keys are a random UUID and the extension of the type', () => {
    const a = newDocumentKey('application/pdf');
    expect(a).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(newDocumentKey('image/png')).toMatch(/\.png$/);
    expect(newDocumentKey('image/jpeg')).toMatch(/\.jpg$/);
    expect(newDocumentKey('application/pdf')).not.toBe(a);
    expect(contentTypeOfKey(a)).toBe('application/pdf');
    expect(() => newDocumentKey('application/x-msdownload')).toThrow();
  });
  it('anything but a key is refused', () => {
    for (const bad of [
      '../../etc/passwd',
      `../${newDocumentKey('image/png')}`,
      'a.pdf',
      `${newDocumentKey('image/png')}/x`,
      '',
      'C:\\x.pdf',
    ])
      expect(isDocumentKey(bad), bad).toBe(false);
  });
  it('original names lose directories and control characters', () => {
    expect(sanitizeFileName('C:\\Users\\ana\\Contrato Social.pdf', 'pdf')).toBe('Contrato Social.pdf');
    expect(sanitizeFileName('../../etc/passwd', 'pdf')).toBe('passwd');
    expect(sanitizeFileName('cartão\u202Efdp.exe', 'pdf')).toBe('cartãofdp.exe');
    expect(sanitizeFileName('a\r\nb.pdf', 'pdf')).toBe('ab.pdf');
    expect(sanitizeFileName('...', 'png')).toBe('documento.png');
    expect(sanitizeFileName('x'.repeat(300), 'pdf')).toHaveLength(200);
  });
  it('original names keep one composed form, single spaces and no leading dots or reserved characters', () => {
    // "ã" typed as "a" and a combining tilde (macOS) is kept as the one character.
    expect(sanitizeFileName('carta\u0303o.pdf', 'pdf')).toBe('cart\u00e3o.pdf');
    expect(sanitizeFileName('  Contrato \t\u00a0 Social .pdf  ', 'pdf')).toBe('Contrato Social .pdf');
    expect(sanitizeFileName('..oculto.pdf', 'pdf')).toBe('oculto.pdf');
    expect(sanitizeFileName('a<b>c:d"e|f?g*h.pdf', 'pdf')).toBe('abcdefgh.pdf');
    expect(sanitizeFileName('pasta/sub\\nome.pdf', 'pdf')).toBe('nome.pdf');
    // Cut at 200, the space the cut leaves at the end goes too.
    expect(sanitizeFileName(`${'x'.repeat(199)} y.pdf`, 'pdf')).toBe('x'.repeat(199));
    expect(sanitizeFileName('\u200b\u0007', 'jpg')).toBe('documento.jpg');
    expect(sanitizeFileName('pasta/', 'pdf')).toBe('documento.pdf');
  });
});
