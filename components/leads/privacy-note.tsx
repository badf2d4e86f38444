import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';

/** 'By sending, you agree to our Privacy Policy.' under a lead form, with the link (server-rendered). */
export async function PrivacyNote({ locale, className = 'text-sm text-muted-foreground' }: { locale: Locale; className?: string }) {
  const t = await getTranslations({ locale, namespace: 'ContactForm' });
  return (
    <p className={className}>
      {t.rich('privacyNote', {
        link: (chunks) => (
          <Link href="/politica-de-privacidade" className="font-medium text-primary underline-offset-4 hover:underline">
            {chunks}
          </Link>
        ),
      })}
    </p>
  );
}
