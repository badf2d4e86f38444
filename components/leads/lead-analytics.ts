import { ANALYTICS_EVENTS, trackEvent } from '@/lib/analytics/events';
import type { LeadFormType } from '@/lib/validation/leads';

/** A lead form submitted: stored, or kept by the offline queue. */
export function trackLeadSubmit(type: LeadFormType, queued = false): void {
  trackEvent(ANALYTICS_EVENTS.formSubmit, { event_category: 'lead', event_label: queued ? `${type}_queued` : type });
}
