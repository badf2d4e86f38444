/** The hidden field a person never fills and a form-filling bot usually does. */
export const HONEYPOT_FIELD = 'website';
