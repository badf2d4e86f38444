import type { Metadata } from 'next';
import { LinkActionPage, linkPageMetadata, linkPageRequest } from '@/components/newsletter/link-action-page';
import { unsubscribeAction } from '@/lib/actions/public/newsletter';
import { findSubscription } from '@/lib/leads/newsletter';

export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: PageProps<'/[locale]/newsletter/cancelar'>): Promise<Metadata> {
  return linkPageMetadata(params, 'Unsubscribe', '/newsletter/cancelar');
}

/** Unsubscribe from the link in every newsletter e-mail: a confirm button, so link scanners don't unsubscribe. */
export default async function UnsubscribePage(props: PageProps<'/[locale]/newsletter/cancelar'>) {
  const { locale, token } = await linkPageRequest(props);
  const subscription = await findSubscription(token).catch(() => null);
  const found = subscription && { email: subscription.email, done: Boolean(subscription.unsubscribedAt) };
  return <LinkActionPage locale={locale} namespace="Unsubscribe" token={token} action={unsubscribeAction} found={found} />;
}
