import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildMetadata, ogImagePath } from '@/lib/seo/metadata';
import { clipText, OG_DESCRIPTION_MAX, ogGradient, ogLocaleParams, ogTitleSize, renderOgImage } from '@/lib/seo/og-image';

const ORIGINAL = process.env.SITE_URL;
beforeEach(() => {
  process.env.SITE_URL = 'https://www.example.com.br';
});
afterEach(() => {
  process.env.SITE_URL = ORIGINAL;
});

describe('ogImagePath', () => {
  it('is the URL Next serves a folder’s opengraph-image at: locale kept, group hash suffix', () => {
    // The suffix Next gives files in the (site) group; these are the paths the build serves.
    expect(ogImagePath('/[locale]/(site)/blog/[slug]', 'pt', '/blog/backup-3-2-1-empresarial')).toBe(
      '/pt/blog/backup-3-2-1-empresarial/opengraph-image-l4zyli',
    );
    expect(ogImagePath('/[locale]/(site)', 'en', '/')).toMatch(/^\/en\/opengraph-image-[0-9a-z]{1,6}$/);
    expect(ogImagePath('/[locale]/(site)/sobre', 'es', '/sobre')).toMatch(/^\/es\/sobre\/opengraph-image-[0-9a-z]{1,6}$/);
    expect(ogImagePath('/[locale]/revendas', 'es', '/revendas')).toBe('/es/revendas/opengraph-image');
  });

  it('throws when the page does not live in the folder', () => {
    expect(() => ogImagePath('/[locale]/(site)/sobre', 'pt', '/contato')).toThrow(/does not match/);
    expect(() => ogImagePath('/[locale]/(site)/servicos/[slug]', 'pt', '/servicos')).toThrow(/does not match/);
    expect(() => ogImagePath('/(site)/sobre', 'pt', '/sobre')).toThrow(/does not match/);
  });
});

describe('buildMetadata with a page image', () => {
  it('names the image with its size and the title as alt, for Open Graph and Twitter', () => {
    const m = buildMetadata({
      locale: 'pt',
      pathname: '/servicos/x',
      title: 'Serviço de gestão',
      description: 'd',
      ogImage: '/[locale]/(site)/servicos/[slug]',
    });
    const image = {
      url: expect.stringMatching(/^https:\/\/www\.example\.com\.br\/pt\/servicos\/x\/opengraph-image-[0-9a-z]+$/),
      width: 1200,
      height: 630,
      alt: 'Serviço de gestão',
    };
    expect(m.openGraph?.images).toEqual([image]);
    expect(m.twitter?.images).toEqual([image]);
  });

  it('leaves images out without one, so file-based images still apply', () => {
    const m = buildMetadata({ locale: 'en', pathname: '/lgpd', title: 'T', description: 'd' });
    expect(m.openGraph).not.toHaveProperty('images');
    expect(m.twitter).not.toHaveProperty('images');
  });
});

describe('Open Graph image helpers', () => {
  it('clips at a word boundary with an ellipsis', () => {
    expect(clipText('Curto', 20)).toBe('Curto');
    expect(clipText('  espaços   demais  ', 40)).toBe('espaços demais');
    const clipped = clipText('Proteção de dados com backup imutável, testes de restauração e retenção', 40);
    expect(clipped.length).toBeLessThanOrEqual(40);
    expect(clipped).toBe('Proteção de dados com backup imutável…');
    expect(clipText('a'.repeat(OG_DESCRIPTION_MAX + 10), OG_DESCRIPTION_MAX)).toHaveLength(OG_DESCRIPTION_MAX);
  });

  it('shrinks long titles', () => {
    expect(ogTitleSize('Contato')).toBeGreaterThan(ogTitleSize('x'.repeat(60)));
    expect(ogTitleSize('x'.repeat(60))).toBeGreaterThan(ogTitleSize('x'.repeat(120)));
  });

  it('maps categories to gradients, unknown ones to the brand', () => {
    expect(ogGradient('security')).toBe('security');
    expect(ogGradient('nope')).toBe('brand');
    expect(ogGradient(undefined)).toBe('brand');
  });

  it('has one param set per language', () => {
    expect(ogLocaleParams()).toEqual([{ locale: 'pt' }, { locale: 'en' }, { locale: 'es' }]);
  });

  it('renders a 1200×630 PNG offline', async () => {
    const response = renderOgImage({
      title: 'Gestão de TI, segurança e inovação',
      description: 'Ação, atenção, código',
      section: 'Serviços',
    });
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
