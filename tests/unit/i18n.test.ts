import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { messageFallback } from '@/lib/i18n';
import { isActivePath } from '@/components/layout/nav-items';
import { resolveInitialLocale } from '@/lib/locale-preference';
import { fillTokens } from '@/lib/text';
import { COMPANY } from '@/lib/config/company';
import pt from '@/messages/pt.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('initial language (SPEC §4)', () => {
  it('uses a valid stored preference first', () => {
    expect(resolveInitialLocale('es', ['en-US'])).toBe('es');
  });
  it('ignores an invalid stored value and follows the browser language prefix', () => {
    expect(resolveInitialLocale('fr', ['fr-FR', 'en-GB'])).toBe('en');
    expect(resolveInitialLocale(null, ['es-AR'])).toBe('es');
  });
  it('defaults to Portuguese', () => {
    expect(resolveInitialLocale(undefined, ['de-DE', 'ja'])).toBe('pt');
    expect(resolveInitialLocale(null, [])).toBe('pt');
  });
});

describe('active link rule (SPEC §2.2)', () => {
  it("is active when the path starts with the href; '/' only on an exact match", () => {
    expect(isActivePath('/servicos/backup', '/servicos')).toBe(true);
    expect(isActivePath('/sobre', '/sobre')).toBe(true);
    expect(isActivePath('/sobre', '/')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/blog', '/servicos')).toBe(false);
  });
});

describe('messages', () => {
  it('have the same keys in pt, en and es', () => {
    expect(keys(en).sort()).toEqual(keys(pt).sort());
    expect(keys(es).sort()).toEqual(keys(pt).sort());
  });

  it('keep the Portuguese strings of the spec verbatim', () => {
    expect(pt.Nav.partners).toBe('Parceiros Oficiais');
    expect(pt.Nav.becomeReseller).toBe('Seja uma Revenda');
    expect(pt.Nav.requestContact).toBe('Solicitar Contato');
    expect(pt.Common.loading).toBe('Carregando...');
    expect(pt.Error.title).toBe('Ops! Algo deu errado');
    expect(pt.Error.retry).toBe('Tentar Novamente');
    expect(pt.Error.reload).toBe('Recarregar Página');
    expect(pt.Hero.ctaPrimary).toBe('Impulsionar Meu Negócio');
    expect(pt.Hero.ctaSecondary).toBe('Explorar Soluções');
  });
});

describe('company tokens in long-form content', () => {
  it('replaces known tokens and leaves unknown braces alone', () => {
    expect(fillTokens('Fale com a {company} em {email}.')).toBe(`Fale com a ${COMPANY.name} em ${COMPANY.email}.`);
    expect(fillTokens('{unknown}')).toBe('{unknown}');
  });
});

describe('missing keys', () => {
  it('render the key string itself', () => {
    const t = createTranslator({ locale: 'pt', messages: pt, getMessageFallback: messageFallback, onError: () => {} });
    expect(t('Nav.home')).toBe('Home');
    expect(t('Nav.doesNotExist' as never)).toBe('Nav.doesNotExist');
  });
});
