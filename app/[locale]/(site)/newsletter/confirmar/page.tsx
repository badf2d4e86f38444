import type { Metadata } from 'next';
import { LinkActionPage, linkPageMetadata, linkPageRequest } from '@/components/newsletter/link-action-page';
import { confirmSubscriptionAction } from '@/lib/actions/public/newsletter';
import { getDb } from '@/lib/db';
import { pendingConfirmation } from '@/lib/leads/newsletter-subscribe';

export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: PageProps<'/[locale]/newsletter/confirmar'>): Promise<Metadata> {
  return linkPageMetadata(params, 'NewsletterConfirm', '/newsletter/confirmar');
}

/** The link of the confirmation mail: a button confirms, so link scanners never subscribe anyone. */
export default async function ConfirmSubscriptionPage(props: PageProps<'/[locale]/newsletter/confirmar'>) {
  const { locale, token } = await linkPageRequest(props);
  const pending = await getDb()
    .then((db) => pendingConfirmation(db, token))
    .catch(() => null);
  return <LinkActionPage locale={locale} namespace="NewsletterConfirm" token={token} action={confirmSubscriptionAction} found={pending} />;
}
