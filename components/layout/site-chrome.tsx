import type { ReactNode } from 'react';
import { AssistantWidget } from '@/components/assistant/assistant-widget';
import { WhatsappButton } from '@/components/widgets/whatsapp-button';
import { WhatsappWidget } from '@/components/widgets/whatsapp-widget';
import { ScrollToTop } from '@/components/widgets/scroll-to-top';
import type { Locale } from '@/i18n/locales';
import { chatLeadSchema, chatWidgetSchema, typingCaps } from '@/lib/validation/leads';
import { Footer } from './footer';
import { Header } from './header';

/** The public site around a page: header, footer and the floating help buttons. */
export function SiteChrome({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <>
      <Header locale={locale} />
      <main id="conteudo" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer locale={locale} />
      <WhatsappButton locale={locale} />
      <WhatsappWidget caps={typingCaps(chatWidgetSchema)} />
      <AssistantWidget caps={typingCaps(chatLeadSchema)} />
      <ScrollToTop />
    </>
  );
}
