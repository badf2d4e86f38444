/** The data-cache tag of the active partners list: an action that changes partners or territories updates it. */
export const PARTNERS_TAG = 'partners';
