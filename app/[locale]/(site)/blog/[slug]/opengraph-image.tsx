import { ImageResponse } from 'next/og';
import { postFor, postParams } from '@/lib/content';
import { isLocale } from '@/i18n/locales';
import { COMPANY } from '@/lib/config/company';

export const alt = 'Blog';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

/** One Open Graph image per post, rendered at build time. */
export function generateStaticParams() {
  return postParams();
}

const GRADIENTS: Record<string, [string, string]> = {
  cloud: ['#0284c7', '#06b6d4'],
  security: ['#e11d48', '#f97316'],
  automation: ['#059669', '#14b8a6'],
  backup: ['#4f46e5', '#3b82f6'],
  support: ['#2563eb', '#7c3aed'],
};

export default async function Image({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  const post = isLocale(locale) ? postFor(locale, slug) : undefined;
  const [from, to] = GRADIENTS[post?.category ?? 'support'] ?? GRADIENTS.support!;
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
      }}
    >
      <div style={{ display: 'flex', fontSize: 30, fontWeight: 700, opacity: 0.9 }}>{COMPANY.name} · Blog</div>
      <div style={{ display: 'flex', fontSize: 64, fontWeight: 800, lineHeight: 1.15 }}>{post?.title ?? COMPANY.name}</div>
      <div style={{ display: 'flex', fontSize: 28, opacity: 0.9 }}>{post?.description.slice(0, 110) ?? ''}</div>
    </div>,
    size,
  );
}
