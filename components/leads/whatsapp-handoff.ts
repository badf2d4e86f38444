import { TIMINGS } from '@/lib/config/limits';
import { updateToast } from '@/components/ui/toast';

/** Opens the messaging app in a new tab; returns false when the browser blocked it. */
export function openWhatsapp(url: string): boolean {
  const win = window.open(url, '_blank');
  if (!win) return false;
  win.opener = null;
  return true;
}

/** Opens WhatsApp after the usual delay; a blocked window leaves the link in the toast `toastId`. */
export function handOffToWhatsapp(url: string | undefined, toastId: number, linkLabel: string): void {
  if (url)
    setTimeout(() => {
      if (!openWhatsapp(url)) updateToast(toastId, { action: { label: linkLabel, href: url } });
    }, TIMINGS.formSendDelayMs);
}
