import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { isActivePath } from '@/components/layout/nav-items';
import { toLocale } from '@/i18n/locales';
import { localeOfPath, localizedHref, localizedPath, normalizePath, stripLocale } from '@/i18n/paths';
import { localeCookie, localeFromCookies, resolveInitialLocale } from '@/i18n/preference';
import { mergeMessages, messageFallback, pickMessages, type MessagePath } from '@/i18n/strings';
import { fillTokens } from '@/lib/text';
import { COMPANY } from '@/lib/config/company';
import pt from '@/messages/pt.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import panelsEn from '@/messages/panels/en.json';
import panelsEs from '@/messages/panels/es.json';
import panelsPt from '@/messages/panels/pt.json';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' && !Array.isArray(v) ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

const MAIN = { pt, en, es };
const PANELS = { pt: panelsPt, en: panelsEn, es: panelsEs };
/** The catalogue the server reads: the main file with the panels' file merged in. */
const CATALOGUES = { pt: mergeMessages(pt, panelsPt), en: mergeMessages(en, panelsEn), es: mergeMessages(es, panelsEs) };

/** Quoted message paths in a piece of source. */
const quoted = (source: string) => [...source.matchAll(/'([\w.]+)'/g)].map((m) => m[1]!);

/** The groups the layout hands to client components on every page (CLIENT_NAMESPACES). */
const pageGroups = () => quoted(/CLIENT_NAMESPACES = \[([^\]]*)\]/.exec(readFileSync('app/[locale]/layout.tsx', 'utf8'))![1]!);

/** The groups every `<ClientStrings namespaces={[…]}>` in app/ and components/ hands to client components. */
function sectionGroups(): string[] {
  const files = ['app', 'components'].flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.tsx'))
      .map((f) => join(dir, f)),
  );
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/<ClientStrings[^>]*namespaces=\{\[([^\]]*)\]\}/g)].flatMap((m) => quoted(m[1]!)),
  );
}

const at = (catalogue: object, path: string) =>
  path
    .split('.')
    .reduce<unknown>((node, k) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[k] : undefined), catalogue);

describe('initial language', () => {
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

describe('locale cookie', () => {
  it('is the cookie next-intl reads, kept for a year', () => {
    expect(localeCookie('en')).toBe('NEXT_LOCALE=en; path=/; max-age=31536000; samesite=lax');
  });
  it('is read back from a cookie string', () => {
    expect(localeFromCookies('theme=dark; NEXT_LOCALE=es; other=1')).toBe('es');
    expect(localeFromCookies('NEXT_LOCALE=pt')).toBe('pt');
    expect(localeFromCookies('theme=dark')).toBeUndefined();
    expect(localeFromCookies('')).toBeUndefined();
  });
});

describe('locale prefix rule', () => {
  it('narrows unknown values to Portuguese', () => {
    expect(toLocale('es')).toBe('es');
    expect(toLocale('fr')).toBe('pt');
    expect(toLocale(undefined)).toBe('pt');
  });
  it('normalises paths: leading slash, no trailing slash except root', () => {
    expect(normalizePath('sobre/')).toBe('/sobre');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
  });
  it('prefixes en/es hrefs and keeps query, hash and external links', () => {
    expect(localizedHref('pt', '/sobre?x=1#y')).toBe('/sobre?x=1#y');
    expect(localizedHref('en', '/sobre?x=1#y')).toBe('/en/sobre?x=1#y');
    expect(localizedHref('es', '?q=a')).toBe('/es?q=a');
    expect(localizedHref('en', 'https://example.com/a')).toBe('https://example.com/a');
    expect(localizedHref('en', 'mailto:a@b.c')).toBe('mailto:a@b.c');
    expect(localizedHref('en', '#top')).toBe('#top');
  });
  it('strips a leading locale segment, and only a whole one', () => {
    expect(stripLocale('/en/sobre')).toBe('/sobre');
    expect(stripLocale('/es')).toBe('/');
    expect(stripLocale('/pt/blog/')).toBe('/blog');
    expect(stripLocale('/english')).toBe('/english');
    expect(stripLocale('/sobre')).toBe('/sobre');
  });
  it('reads the locale of a public path, Portuguese when unprefixed', () => {
    expect(localeOfPath('/en/area-do-cliente')).toBe('en');
    expect(localeOfPath('/es')).toBe('es');
    expect(localeOfPath('/pt/sobre')).toBe('pt');
    expect(localeOfPath('/sobre')).toBe('pt');
    expect(localeOfPath('/english')).toBe('pt');
    expect(localeOfPath('/')).toBe('pt');
  });
  it('round-trips: stripping a localized path gives the path back', () => {
    for (const locale of ['pt', 'en', 'es'] as const) {
      for (const path of ['/', '/sobre', '/blog/x']) {
        expect(stripLocale(localizedPath(locale, path))).toBe(path);
        expect(localeOfPath(localizedPath(locale, path))).toBe(locale);
      }
    }
  });
});

describe('active link rule', () => {
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

  it("the panels' file has the same keys in pt, en and es", () => {
    expect(keys(panelsEn).sort()).toEqual(keys(panelsPt).sort());
    expect(keys(panelsEs).sort()).toEqual(keys(panelsPt).sort());
  });

  it("the panels' file and the main file share no key, so merging them loses nothing", () => {
    for (const locale of ['pt', 'en', 'es'] as const) {
      const main = keys(MAIN[locale]);
      const panels = keys(PANELS[locale]);
      for (const key of panels) {
        expect(
          main.filter((k) => k === key || k.startsWith(`${key}.`) || key.startsWith(`${k}.`)),
          key,
        ).toEqual([]);
      }
      expect(keys(CATALOGUES[locale]).sort()).toEqual([...main, ...panels].sort());
    }
  });

  it("of the panels' groups, the main file keeps only the buttons' strings every page sends", () => {
    const panelGroups = ['Search', 'Widget', 'Assistant.widget'];
    const kept = keys(pt).filter((k) => panelGroups.some((g) => k.startsWith(`${g}.`)));
    expect(kept.sort()).toEqual(
      pageGroups()
        .filter((p) => panelGroups.some((g) => p.startsWith(`${g}.`)))
        .sort(),
    );
  });

  it('use the same placeholders in pt, en and es', () => {
    const placeholders = (message: unknown) => [...String(message).matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]).sort();
    for (const key of keys(CATALOGUES.pt)) {
      expect(placeholders(at(CATALOGUES.en, key)), key).toEqual(placeholders(at(CATALOGUES.pt, key)));
      expect(placeholders(at(CATALOGUES.es, key)), key).toEqual(placeholders(at(CATALOGUES.pt, key)));
    }
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

describe('client messages', () => {
  it('every group the layout or a section hands to client components exists in all three languages', () => {
    const [page, sections] = [pageGroups(), sectionGroups()];
    expect(page).toContain('Common');
    expect(sections).toContain('Home.live');
    for (const path of [...page, ...sections]) {
      for (const locale of ['pt', 'en', 'es'] as const) expect(at(CATALOGUES[locale], path), `${locale}: ${path}`).toBeDefined();
    }
  });

  it('are picked nested as in the catalogue', () => {
    expect(pickMessages(pt, ['Home.live', 'Nav'])).toEqual({ Home: { live: pt.Home.live }, Nav: pt.Nav });
    expect(pickMessages(pt, ['Account.login', 'Account.logout'])).toEqual({
      Account: { login: pt.Account.login, logout: pt.Account.logout },
    });
    expect(pickMessages(pt, ['Nav.doesNotExist' as MessagePath])).toEqual({});
  });

  it("of a section are merged into the page's, neither being changed", () => {
    const page = { Home: { title: 'a' }, Nav: { home: 'b' } };
    const section = { Home: { live: { title: 'c' } } };
    expect(mergeMessages(page, section)).toEqual({ Home: { title: 'a', live: { title: 'c' } }, Nav: { home: 'b' } });
    expect(page).toEqual({ Home: { title: 'a' }, Nav: { home: 'b' } });
    expect(section).toEqual({ Home: { live: { title: 'c' } } });
  });
});

describe('missing keys', () => {
  it('render the key string itself', () => {
    const t = createTranslator({ locale: 'pt', messages: pt, getMessageFallback: messageFallback, onError: () => {} });
    expect(t('Nav.home')).toBe('Início');
    expect(t('Nav.doesNotExist' as never)).toBe('Nav.doesNotExist');
  });
  it('use the same fallback without a namespace', () => {
    expect(messageFallback({ key: 'Nav.missing' })).toBe('Nav.missing');
    expect(messageFallback({ namespace: 'Nav', key: 'missing' })).toBe('Nav.missing');
  });
});
