import type { getTranslations } from 'next-intl/server';
import type { EbookModalStrings } from './ebook-download';

type T = Awaited<ReturnType<typeof getTranslations>>;

export function ebookModalStrings(t: T): EbookModalStrings {
  const [before = '', after = ''] = (t.raw('Ebooks.privacy') as string).split('{link}');
  return {
    modalTitle: t('Ebooks.modalTitle'),
    modalText: t('Ebooks.modalText'),
    name: t('Ebooks.name'),
    email: t('Ebooks.email'),
    phone: t('Ebooks.phone'),
    company: t('Ebooks.company'),
    submit: t('Ebooks.submit'),
    submitting: t('Ebooks.submitting'),
    close: t('Ebooks.close'),
    ready: t('Ebooks.ready'),
    readyText: t('Ebooks.readyText'),
    downloadPdf: t('Ebooks.downloadPdf'),
    privacyBefore: before,
    privacyLink: t('ContactForm.privacyLink'),
    privacyAfter: after,
  };
}
