/** The page-wide event the partners section dispatches and the chat widget listens to. */
export const PARTNER_SELECTED_EVENT = 'partnerSelected';

export interface PartnerSelectedDetail {
  partnerName: string;
  region: string;
  cities: string[];
}

export function dispatchPartnerSelected(detail: PartnerSelectedDetail) {
  window.dispatchEvent(new CustomEvent<PartnerSelectedDetail>(PARTNER_SELECTED_EVENT, { detail }));
}
