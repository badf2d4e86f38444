/**
 * Type-level checks of the message catalogue, run by `tsc` (never executed): a key missing from
 * messages/pt.json must fail the type check on the server and in client components alike. Each
 * `@ts-expect-error` fails the build if the line below it ever type-checks.
 */
import { getTranslations } from 'next-intl/server';
import { useTranslations } from 'next-intl';

export async function serverKeysAreChecked() {
  const t = await getTranslations({ locale: 'pt', namespace: 'Leads' });
  t('validationTitle');
  // @ts-expect-error 'validationTitel' is not a key of Leads
  t('validationTitel');
  // @ts-expect-error 'Leadz' is not a namespace
  await getTranslations({ locale: 'pt', namespace: 'Leadz' });
}

export function useClientKeysAreChecked() {
  const t = useTranslations('ContactForm');
  t('services.backup');
  // @ts-expect-error 'services.backups' is not a key of ContactForm
  t('services.backups');
  // The floating panels' own file is part of the catalogue's type.
  const tSearch = useTranslations('Search');
  tSearch('button');
  tSearch('placeholder');
  // @ts-expect-error 'placeholders' is not a key of Search
  tSearch('placeholders');
}
