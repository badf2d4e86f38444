/*
 * Custom Google Analytics events. Cheap to import anywhere on the client: no dependencies, and a
 * no-op until the visitor has accepted analytics cookies and gtag.js has loaded (the loader in
 * ./gtag.ts connects it, and disconnects it when consent is withdrawn).
 */

/** Event names used across the site. */
export const ANALYTICS_EVENTS = {
  whatsappClick: 'whatsapp_click',
  partnerProfileView: 'partner_profile_view',
  formSubmit: 'form_submit',
} as const;

export interface EventParams {
  event_category?: string;
  event_label?: string;
  value?: number;
}

type Send = (command: 'event', name: string, params: EventParams) => void;

let send: Send | null = null;

/** Connects (or, with null, disconnects) the events to gtag. Only the loader calls this. */
export function connectEvents(gtag: Send | null): void {
  send = gtag;
}

/** Sends a custom event to Google Analytics; does nothing without consent or before gtag.js loaded. */
export function trackEvent(name: string, params: EventParams = {}): void {
  if (!send) return;
  const clean: EventParams = {};
  if (params.event_category) clean.event_category = params.event_category;
  if (params.event_label) clean.event_label = params.event_label;
  if (typeof params.value === 'number' && Number.isFinite(params.value)) clean.value = params.value;
  try {
    send('event', name, clean);
  } catch {
    // Analytics must never break the page.
  }
}
