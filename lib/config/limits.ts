/** Timings, limits and browser storage keys. Durations in milliseconds unless named otherwise. */

export const TIMINGS = {
  /** The WhatsApp hand-off opens this long after a lead is stored. */
  formSendDelayMs: 1000,
  searchDebounceMs: 500,
  partnerLogDelayMs: 500,
  liveStatsEveryMs: 30_000,
  tickerEveryMs: 5000,
} as const;

export const LIMITS = {
  /** Every string a form sends is trimmed and cut to this length before use. */
  formString: 5000,
  chatMessage: 1000,
  /** Entries kept in the browser's submission log. */
  submissionLog: 50,
  minSearchQuery: 3,
  scrollTopThresholdPx: 300,
  /** Cities shown on a home-page partner card. */
  partnerCities: 6,
} as const;

export const STORAGE_KEYS = {
  preferredLanguage: 'preferredLanguage',
  theme: 'theme',
  formSubmissions: 'form_submissions',
  offerEndTime: 'offerEndTime',
} as const;

/** Auth rate limits (per window, counted in the database). */
export const AUTH_LIMITS = {
  signInPerIp: { limit: 20, windowSeconds: 10 * 60 },
  signInPerEmail: { limit: 8, windowSeconds: 10 * 60 },
  resetPerIp: { limit: 10, windowSeconds: 60 * 60 },
  resetPerEmail: { limit: 3, windowSeconds: 60 * 60 },
  signUpPerIp: { limit: 10, windowSeconds: 60 * 60 },
} as const;

/** Lead capture (anti-abuse). */
export const LEAD_LIMITS = {
  /** Submissions per IP per form type per window. */
  perIp: { limit: 5, windowSeconds: 60 },
  /** A human needs at least this long to fill a form; faster posts are treated as bots. */
  minFillMs: 1500,
} as const;

/** The reseller's document upload: one file, at most 10 MB, PDF, JPEG or PNG. */
export const DOCUMENT_UPLOAD = {
  maxBytes: 10 * 1024 * 1024,
  types: ['application/pdf', 'image/jpeg', 'image/jpg', 'image/png'],
} as const;

/** The partner dashboard: leads per page, days in the views chart. */
export const PARTNER_DASHBOARD = {
  leadsPerPage: 20,
  viewDays: 30,
  /** Characters of a lead's message shown in the leads table. */
  messageExcerpt: 140,
} as const;

/** Reseller applications (anti-abuse and request size). */
export const RESELLER_LIMITS = {
  /** Applications per IP per window. */
  perIp: { limit: 5, windowSeconds: 10 * 60 },
  /** Room for the form fields beside the document in one multipart request. */
  formOverheadBytes: 64 * 1024,
} as const;

/** Reviewing reseller applications (admin). */
export const RESELLER_REVIEW = {
  perPage: 20,
  /** How long the set-password link of a partner invitation stays valid (embedded auth). */
  inviteLinkHours: 7 * 24,
  /** The rejection reason the applicant receives. */
  reasonMin: 10,
  reasonMax: 2000,
} as const;
