import { ImageResponse } from 'next/og';
import { LOCALES, type Locale } from '@/i18n/locales';
import { pageLocale } from '@/i18n/page-locale';
import { COMPANY } from '@/lib/config/company';

/*
 * The site's Open Graph images: one renderer behind every opengraph-image.tsx. Text is drawn in
 * the font ImageResponse ships (nothing is fetched), light on a brand gradient.
 */

export const OG_SIZE = { width: 1200, height: 630 };
export const OG_CONTENT_TYPE = 'image/png';

/** Gradients (from, to): the brand's, and one per content category as on the blog covers. */
export const OG_GRADIENTS = {
  brand: ['#1d4ed8', '#0e7490'],
  cloud: ['#0284c7', '#06b6d4'],
  security: ['#e11d48', '#f97316'],
  automation: ['#059669', '#14b8a6'],
  backup: ['#4f46e5', '#3b82f6'],
  support: ['#2563eb', '#7c3aed'],
} as const satisfies Record<string, readonly [string, string]>;
export type OgGradient = keyof typeof OG_GRADIENTS;

/** A category name as a gradient; unknown categories get the brand's. */
export function ogGradient(category: string | undefined): OgGradient {
  return category && category in OG_GRADIENTS ? (category as OgGradient) : 'brand';
}

/** {locale} for each language: generateStaticParams of an image whose page has no other params. */
export function ogLocaleParams(): { locale: string }[] {
  return LOCALES.map((locale) => ({ locale }));
}

/** Text cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
export function clipText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/** Title size in px: long titles get smaller type so four lines at most fit. */
export function ogTitleSize(title: string): number {
  if (title.length <= 40) return 72;
  if (title.length <= 80) return 60;
  return 52;
}

export const OG_TITLE_MAX = 130;
export const OG_DESCRIPTION_MAX = 140;

export interface OgImageContent {
  /** The page title (the same text as its <title> and the image's alt). */
  title: string;
  /** A line under the title, e.g. the meta description; clipped. */
  description?: string;
  /** After the company name in the top line, e.g. 'Blog'. */
  section?: string;
  gradient?: OgGradient;
}

/** The 1200×630 PNG of a page: company (and section), title, description. */
export function renderOgImage({ title, description, section, gradient = 'brand' }: OgImageContent): ImageResponse {
  const [from, to] = OG_GRADIENTS[gradient];
  const heading = clipText(title, OG_TITLE_MAX);
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        color: 'white',
        backgroundImage: `linear-gradient(135deg, ${from}, ${to})`,
        position: 'relative',
      }}
    >
      <div
        style={{
          position: 'absolute',
          top: -120,
          right: -80,
          width: 420,
          height: 420,
          borderRadius: 9999,
          backgroundColor: 'rgba(255,255,255,0.08)',
        }}
      />
      <div
        style={{
          position: 'absolute',
          bottom: -140,
          left: -60,
          width: 320,
          height: 320,
          borderRadius: 9999,
          backgroundColor: 'rgba(0,0,0,0.10)',
        }}
      />
      <div style={{ display: 'flex', alignItems: 'center', fontSize: 30, opacity: 0.92 }}>
        <div style={{ display: 'flex', width: 14, height: 14, marginRight: 16, borderRadius: 9999, backgroundColor: 'white' }} />
        {section ? `${COMPANY.name} · ${section}` : COMPANY.name}
      </div>
      <div style={{ display: 'flex', fontSize: ogTitleSize(heading), lineHeight: 1.15 }}>{heading}</div>
      <div style={{ display: 'flex', fontSize: 28, lineHeight: 1.35, opacity: 0.9, minHeight: 76 }}>
        {description ? clipText(description, OG_DESCRIPTION_MAX) : ''}
      </div>
    </div>,
    OG_SIZE,
  );
}

/** The default export of an opengraph-image.tsx whose only param is the locale. */
export function localeOgImage(content: (locale: Locale) => OgImageContent | Promise<OgImageContent>) {
  return async function Image({ params }: { params: Promise<{ locale: string }> }) {
    return renderOgImage(await content(pageLocale((await params).locale)));
  };
}
