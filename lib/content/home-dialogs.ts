import 'server-only';
import { createHash } from 'node:crypto';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { CERTIFICATIONS, certificationValidity } from '@/lib/config/company';
import { certificationsPage, dialogs } from '@/lib/content/pages';
import { fillTokens } from '@/lib/text';
import { type Locale } from '@/i18n/locales';

/** The content of one detail dialog (a hero button, service tile or certification card). */
export interface DetailDialogData {
  title: string;
  description: string;
  gradient: string;
  badge?: string;
  sections: { title: string; items: string[]; icon: 'check' | 'shield' | 'spark' }[];
  footnote?: string;
  cta: { label: string; href: string };
}

export type HomeDialogGroup = 'hero' | 'certifications';
export type HomeDialogs = Record<HomeDialogGroup, Record<string, DetailDialogData>>;

/**
 * The content of the home page's detail dialogs, loaded by the browser when one is about to open.
 * Built once per render: the hero and the certifications both ask for its address.
 */
export const homeDialogs = cache(async function homeDialogs(locale: Locale): Promise<HomeDialogs> {
  const t = await getTranslations({ locale, namespace: 'Home' });
  const hero = Object.fromEntries(
    Object.entries(dialogs).map(([key, perLocale]) => {
      const d = perLocale[locale];
      const data: DetailDialogData = {
        title: d.title,
        description: d.description,
        gradient: d.gradient,
        sections: [
          { title: t('dialogs.benefits'), items: d.benefits, icon: 'check' },
          { title: t('dialogs.features'), items: d.features, icon: 'spark' },
        ],
        cta: { label: t('dialogs.cta'), href: '/contato' },
      };
      return [key, data];
    }),
  );
  const content = certificationsPage[locale];
  const certifications = Object.fromEntries(
    CERTIFICATIONS.map((c) => {
      const item = content.items[c.key];
      const validUntil = certificationValidity(c.validUntil, t('certifications.current'));
      const data: DetailDialogData = {
        title: fillTokens(item.name),
        description: fillTokens(item.fullDescription),
        gradient: c.gradient,
        badge: t('certifications.level', { level: c.level }),
        sections: [
          { title: t('certifications.benefits'), items: item.benefits.map((b) => fillTokens(b)), icon: 'check' },
          { title: t('certifications.compliance'), items: item.compliance.map((b) => fillTokens(b)), icon: 'shield' },
        ],
        footnote: t('certifications.validity', { validUntil }),
        cta: { label: t('certifications.cta'), href: '/contato' },
      };
      return [c.key, data];
    }),
  );
  return { hero, certifications };
});

/**
 * Where the browser loads the dialogs: the language's file, addressed with a hash of its
 * content, so it can be kept for good and a new text gets a new address.
 */
export async function homeDialogsSource(locale: Locale): Promise<string> {
  const version = createHash('sha256')
    .update(JSON.stringify(await homeDialogs(locale)))
    .digest('hex')
    .slice(0, 10);
  return `/${locale}/home-dialogs.json?v=${version}`;
}
