import type { ReactNode } from 'react';
import { AssistantWidget } from '@/components/assistant/assistant-widget';
import { WhatsappButton } from '@/components/widgets/whatsapp-button';
import { WhatsappWidget } from '@/components/widgets/whatsapp-widget';
import { FloatingAside } from '@/components/widgets/floating-aside';
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
      {/* One row along the bottom edge, no taller than --floating-band: the page keeps that much
          clear below whatever it scrolls into view (see globals.css). Below lg the row stands on a
          bar of its own; wider, the buttons float and one resting on a control steps aside. */}
      <div data-floating-buttons>
        <div
          aria-hidden
          data-floating-bar
          className="fixed inset-x-0 bottom-0 z-20 h-(--floating-band) border-t bg-background/95 backdrop-blur lg:hidden"
        />
        <WhatsappButton locale={locale} />
        <WhatsappWidget caps={typingCaps(chatWidgetSchema)} />
        <AssistantWidget caps={typingCaps(chatLeadSchema)} />
        <ScrollToTop />
        <FloatingAside />
      </div>
    </>
  );
}
