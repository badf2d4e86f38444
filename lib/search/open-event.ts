/** Opens the search overlay: the header's button and the mobile menu send it. */
export const OPEN_SEARCH_EVENT = 'open-search';
