import { describe, expect, it } from 'vitest';
import { DOCUMENT_UPLOAD } from '@/lib/config/limits';
import type { PublicPartner } from '@/lib/partners/card';
import {
  filterPartners,
  NATIONAL,
  parseRegion,
  partnerContactHref,
  regionCounts,
  servesRegion,
  toDirectoryPartner,
} from '@/lib/partners/directory';
import { addCities, documentProblem, firstInvalidField, formatFileSize, maskCep, RESELLER_FIELD_ORDER } from '@/lib/resellers/form-input';
import { maskPhone } from '@/lib/phone';
import { partnerListJsonLd } from '@/lib/seo/jsonld';
import { removeTag, splitPending } from '@/lib/tags';
import { maskCnpj } from '@/lib/validation/cnpj';
import { MAX_CITIES, resellerSchema } from '@/lib/validation/reseller';

/** Types a value one character at a time through a mask, as the form does on every change. */
const typeThrough = (mask: (v: string) => string, text: string) => [...text].reduce((value, ch) => mask(value + ch), '');

describe('masks', () => {
  it('phone: (00) 0000-0000 with 10 digits, (00) 00000-0000 with 11, extra digits dropped', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('11')).toBe('(11');
    expect(maskPhone('119')).toBe('(11) 9');
    expect(maskPhone('119999')).toBe('(11) 9999');
    expect(maskPhone('1199998')).toBe('(11) 9999-8');
    expect(maskPhone('1133334444')).toBe('(11) 3333-4444');
    expect(maskPhone('11988887777')).toBe('(11) 98888-7777');
    expect(maskPhone('119888877771234')).toBe('(11) 98888-7777');
    expect(maskPhone('+55 (11) 98888-7777')).toBe('(55) 11988-8877');
  });

  it('phone typed key by key, pasted formatted, or pasted bare ends in the format the schema accepts', () => {
    expect(typeThrough(maskPhone, '11988887777')).toBe('(11) 98888-7777');
    expect(typeThrough(maskPhone, '1133334444')).toBe('(11) 3333-4444');
    expect(maskPhone('(11) 98888-7777')).toBe('(11) 98888-7777');
    for (const phone of ['(11) 98888-7777', '(11) 3333-4444']) {
      expect(resellerSchema.shape.telefone.safeParse(phone).success).toBe(true);
    }
  });

  it('CEP: 00000-000', () => {
    expect(maskCep('')).toBe('');
    expect(maskCep('0131')).toBe('0131');
    expect(maskCep('01310')).toBe('01310');
    expect(maskCep('013101')).toBe('01310-1');
    expect(maskCep('01310100')).toBe('01310-100');
    expect(maskCep('01310-100999')).toBe('01310-100');
    expect(typeThrough(maskCep, '01310100')).toBe('01310-100');
    expect(resellerSchema.shape.cep.safeParse(maskCep('01310100')).success).toBe(true);
  });

  it('CNPJ typed key by key reaches 00.000.000/0000-00', () => {
    expect(typeThrough(maskCnpj, '11222333000181')).toBe('11.222.333/0001-81');
    expect(resellerSchema.shape.cnpj.safeParse(typeThrough(maskCnpj, '11222333000181')).success).toBe(true);
  });
});

describe('city tags', () => {
  it('adds trimmed names, several at once with commas, skipping blanks, one-letter names and duplicates (any case)', () => {
    expect(addCities([], '  São Paulo ', 50)).toEqual({ list: ['São Paulo'], added: ['São Paulo'], full: false });
    expect(addCities(['São Paulo'], 'Campinas, , x,  Santos  ,SÃO PAULO', 50)).toEqual({
      list: ['São Paulo', 'Campinas', 'Santos'],
      added: ['Campinas', 'Santos'],
      full: false,
    });
    expect(addCities([], 'Rio   de  Janeiro', 50).list).toEqual(['Rio de Janeiro']);
    expect(addCities([], '', 50)).toEqual({ list: [], added: [], full: false });
  });

  it('never goes past the cap and says so', () => {
    const many = Array.from({ length: MAX_CITIES }, (_, i) => `Cidade ${i + 1}`);
    expect(addCities(many, 'Outra', MAX_CITIES)).toEqual({ list: many, added: [], full: true });
    expect(addCities(many.slice(0, 49), 'Uma, Duas', MAX_CITIES)).toMatchObject({ added: ['Uma'], full: true });
    expect(addCities(many.slice(0, 49), 'Uma, Duas', MAX_CITIES).list).toHaveLength(MAX_CITIES);
  });

  it('cuts a name at 100 characters (the schema limit)', () => {
    expect(addCities([], 'a'.repeat(150), 50).list[0]).toHaveLength(100);
  });

  it('removes by index (Backspace removes the last one)', () => {
    expect(removeTag(['A1', 'B2', 'C3'], 1)).toEqual(['A1', 'C3']);
    expect(removeTag(['A1', 'B2'], 1)).toEqual(['A1']);
    expect(removeTag([], 0)).toEqual([]);
  });

  it('a comma in the input commits what comes before it and keeps the rest', () => {
    expect(splitPending('Santos')).toEqual({ commit: '', pending: 'Santos' });
    expect(splitPending('Santos,')).toEqual({ commit: 'Santos', pending: '' });
    expect(splitPending('Santos, Campinas, Sor')).toEqual({ commit: 'Santos, Campinas', pending: 'Sor' });
  });
});

describe('document check before sending', () => {
  const pdf = { name: 'contrato.pdf', type: 'application/pdf', size: 1000 };
  it('requires a file', () => {
    expect(documentProblem(null)).toBe('documentRequired');
    expect(documentProblem(undefined)).toBe('documentRequired');
  });
  it('refuses more than 10 MB', () => {
    expect(documentProblem({ ...pdf, size: DOCUMENT_UPLOAD.maxBytes })).toBeNull();
    expect(documentProblem({ ...pdf, size: DOCUMENT_UPLOAD.maxBytes + 1 })).toBe('fileTooLarge');
    expect(documentProblem({ ...pdf, size: 11 * 1024 * 1024 })).toBe('fileTooLarge');
  });
  it('accepts PDF, JPG and PNG by type, refuses anything else', () => {
    for (const type of ['application/pdf', 'image/jpeg', 'image/jpg', 'image/png', 'IMAGE/PNG']) {
      expect(documentProblem({ ...pdf, type }), type).toBeNull();
    }
    for (const type of ['application/x-msdownload', 'image/gif', 'text/plain']) {
      expect(documentProblem({ ...pdf, type }), type).toBe('fileType');
    }
  });
  it('without a type the extension decides', () => {
    expect(documentProblem({ name: 'cartao.JPEG', type: '', size: 10 })).toBeNull();
    expect(documentProblem({ name: 'setup.exe', type: '', size: 10 })).toBe('fileType');
  });
  it('a renamed executable with a PDF type passes here (the server reads its bytes)', () => {
    expect(documentProblem({ name: 'x.pdf', type: 'application/pdf', size: 2 })).toBeNull();
  });
  it('sizes for people, in the locale', () => {
    expect(formatFileSize(512, 'pt-BR')).toBe('512 B');
    expect(formatFileSize(12 * 1024 + 100, 'pt-BR')).toBe('12 KB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'pt-BR')).toBe('1,5 MB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'en-US')).toBe('1.5 MB');
  });
});

describe('form order and server answers', () => {
  it('the field order names every schema field once, plus the document', () => {
    expect([...RESELLER_FIELD_ORDER].sort()).toEqual([...Object.keys(resellerSchema.shape), 'document'].sort());
  });
  it('the first invalid field follows the page order', () => {
    const invalid = new Set(['aceite_termos', 'cnpj', 'document']);
    expect(firstInvalidField((n) => invalid.has(n))).toBe('cnpj');
    expect(firstInvalidField((n) => n === 'document' || n === 'aceite_publicacao')).toBe('document');
    expect(firstInvalidField(() => false)).toBeUndefined();
  });
});

const partner = (p: Partial<PublicPartner> & { name: string }): PublicPartner => ({
  id: p.name,
  stateCode: null,
  city: null,
  territories: [],
  ...p,
});

describe('reseller directory', () => {
  const techsul = partner({
    name: 'TechSul',
    stateCode: 'RS',
    city: 'Porto Alegre',
    territories: [
      { stateCode: 'RS', cities: ['Porto Alegre', 'Canoas', 'Novo Hamburgo', 'Caxias do Sul', 'Gravataí', 'São Leopoldo', 'Pelotas'] },
    ],
  });
  const cerrado = partner({
    name: 'Cerrado',
    stateCode: 'GO',
    city: 'Goiânia',
    territories: [
      { stateCode: 'GO', cities: ['Goiânia', 'Anápolis'] },
      { stateCode: 'DF', cities: ['Brasília'] },
      { stateCode: 'GO', cities: ['Anápolis', 'Rio Verde'] },
    ],
  });
  const parana = partner({ name: 'Paraná', stateCode: 'PR', city: 'Curitiba', territories: [{ stateCode: 'PR', cities: [] }] });
  const bahia = partner({ name: 'Bahia', stateCode: 'BA', city: 'Salvador' });
  const nacional = partner({ name: 'Nacional' });
  const all = [techsul, cerrado, parana, bahia, nacional].map((p) => toDirectoryPartner(p));

  it('lists every city of every territory, merged by state', () => {
    expect(all[0]!.areas).toEqual([{ stateCode: 'RS', cities: techsul.territories[0]!.cities }]);
    expect(all[1]!.areas).toEqual([
      { stateCode: 'GO', cities: ['Goiânia', 'Anápolis', 'Rio Verde'] },
      { stateCode: 'DF', cities: ['Brasília'] },
    ]);
  });

  it("falls back to the partner's own city and state; with neither it is national", () => {
    expect(all[2]!.areas).toEqual([{ stateCode: 'PR', cities: ['Curitiba'] }]);
    expect(all[3]!.areas).toEqual([{ stateCode: 'BA', cities: ['Salvador'] }]);
    expect(all[4]!.areas).toEqual([]);
    expect(all.map((p) => p.region)).toEqual(['RS', 'GO', 'PR', 'BA', 'Brasil']);
  });

  it('counts partners per state (each once) and the national ones', () => {
    const counts = regionCounts(all);
    expect(counts).toMatchObject({ RS: 1, GO: 1, DF: 1, PR: 1, BA: 1, SP: 0, [NATIONAL]: 1 });
    expect(Object.keys(counts)).toHaveLength(28);
  });

  it('filters by state (?uf=), national (?uf=BR) or none', () => {
    expect(parseRegion('sp')).toBe('SP');
    expect(parseRegion(['DF', 'SP'])).toBe('DF');
    expect(parseRegion('br')).toBe(NATIONAL);
    expect(parseRegion('XX')).toBeNull();
    expect(parseRegion(undefined)).toBeNull();
    expect(filterPartners(all, null)).toHaveLength(5);
    expect(filterPartners(all, 'DF').map((p) => p.name)).toEqual(['Cerrado']);
    expect(filterPartners(all, 'DF')[0]!.areas[0]!.stateCode).toBe('DF');
    expect(filterPartners(all, NATIONAL).map((p) => p.name)).toEqual(['Nacional']);
    expect(filterPartners(all, 'SP')).toEqual([]);
    expect(servesRegion(all[1]!, 'GO')).toBe(true);
  });

  it('links to the contact form with the region and the partner', () => {
    expect(partnerContactHref(all[0]!)).toBe('/contato?regiao=RS&parceiro=TechSul');
    expect(partnerContactHref(all[1]!, 'DF')).toBe('/contato?regiao=DF&parceiro=Cerrado');
    expect(partnerContactHref(all[4]!, NATIONAL)).toBe('/contato?regiao=Brasil&parceiro=Nacional');
    const href = partnerContactHref(toDirectoryPartner(partner({ name: 'A & B Soluções', stateCode: 'SP' })));
    expect(new URL(href, 'http://x').searchParams.get('parceiro')).toBe('A & B Soluções');
  });

  it('JSON-LD: an ItemList of Organizations with the places served and the contact link', () => {
    const ld = partnerListJsonLd({
      locale: 'pt',
      name: 'Parceiros Oficiais',
      items: [
        { name: 'Cerrado', areaServed: [{ state: 'Goiás', cities: ['Goiânia'] }], url: '/contato?regiao=GO&parceiro=Cerrado' },
        { name: 'Nacional', areaServed: [], nationwide: 'Brasil', url: '/contato?regiao=Brasil&parceiro=Nacional' },
      ],
    });
    expect(ld).toMatchObject({ '@type': 'ItemList', numberOfItems: 2 });
    const items = ld.itemListElement as { position: number; item: Record<string, unknown> }[];
    expect(items[0]).toMatchObject({ position: 1, item: { '@type': 'Organization', name: 'Cerrado' } });
    expect(items[0]!.item.url).toMatch(/\/contato\?regiao=GO&parceiro=Cerrado$/);
    expect(items[0]!.item.areaServed).toEqual([
      { '@type': 'State', name: 'Goiás' },
      { '@type': 'City', name: 'Goiânia', containedInPlace: { '@type': 'State', name: 'Goiás' } },
    ]);
    expect(items[1]!.item.areaServed).toEqual({ '@type': 'Country', name: 'Brasil' });
  });
});
