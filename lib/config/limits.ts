/** Timings, limits and browser storage keys. Durations in milliseconds unless named otherwise. */

export const TIMINGS = {
  /** The WhatsApp hand-off opens this long after a lead is stored. */
  formSendDelayMs: 1000,
  searchDebounceMs: 500,
  partnerLogDelayMs: 500,
  liveStatsEveryMs: 30_000,
  tickerEveryMs: 5000,
  /** A suggested question of the AI assistant is sent this long after its click. */
  assistantSuggestionMs: 100,
  /** A block near the viewport counts as reached once scrolling has paused this long. */
  scrollSettleMs: 150,
  /** A scroll counts as over after this long without scroll events, should `scrollend` never come. */
  scrollSilenceMs: 1000,
  /**
   * How long an instance serves its cached list of active partners. The instance where a partner
   * changes drops its copy at once; another instance of a multi-instance deployment without a
   * shared cache handler shows the change within this many seconds.
   */
  partnersCacheSeconds: 60,
} as const;

export const LIMITS = {
  /** Every string a form sends is trimmed and cut to this length before use. */
  formString: 5000,
  chatMessage: 1000,
  /** Entries kept in the browser's submission log. */
  submissionLog: 50,
  minSearchQuery: 3,
  scrollTopThresholdPx: 300,
  /** How long the page must rest before a floating button that sits on a control steps aside. */
  floatingSettleMs: 100,
  /** Below-the-fold islands start their fetches and timers this far before they scroll into view. */
  nearViewportMargin: '600px 0px',
  /** Cities shown on a home-page partner card. */
  partnerCities: 6,
} as const;

export const STORAGE_KEYS = {
  preferredLanguage: 'preferredLanguage',
  theme: 'theme',
  formSubmissions: 'form_submissions',
  offerEndTime: 'offerEndTime',
  /** The AI assistant's conversation, kept for the tab (session storage). */
  assistantConversation: 'ai_chat_conversation',
} as const;

/**
 * Whom rate limits count as one client: an IPv4 address, or an IPv6 network of this prefix length
 * (a /64 is what one subscriber or server usually holds, so its addresses cost nothing to rotate).
 */
export const RATE_LIMIT_CLIENT = { ipv6Prefix: 64 } as const;

/**
 * Auth rate limits (per window, counted in the database). Limits that name an e-mail also name the
 * IP, so nobody can lock a chosen account out from elsewhere; the per-e-mail caps only stop mail
 * floods, silently.
 */
export const AUTH_LIMITS = {
  signInPerIp: { limit: 20, windowSeconds: 10 * 60 },
  /**
   * Sign-in attempts for one e-mail from one IP: the first `freeAttempts` go through; each further
   * one waits twice as long after the previous attempt (2 s, 4 s, … up to `maxDelaySeconds`). A
   * successful sign-in, or `resetAfterSeconds` without attempts, starts over.
   */
  signInBackoff: { freeAttempts: 5, maxDelaySeconds: 15 * 60, resetAfterSeconds: 60 * 60 },
  /**
   * Failed sign-ins per account (e-mail, from anywhere) per day: beyond this the password is not
   * checked at all and the account signs in through an e-mailed reset link, which still works for
   * the owner and starts the count over.
   */
  signInFailuresPerAccount: { limit: 20, windowSeconds: 24 * 60 * 60 },
  resetPerIp: { limit: 10, windowSeconds: 60 * 60 },
  resetPerEmailIp: { limit: 3, windowSeconds: 60 * 60 },
  resetMailsPerEmail: { limit: 10, windowSeconds: 60 * 60 },
  signUpPerIp: { limit: 10, windowSeconds: 60 * 60 },
  signUpMailsPerEmail: { limit: 5, windowSeconds: 60 * 60 },
  /** How long the link that completes a sign-up stays valid. */
  signUpLinkHours: 24,
} as const;

/**
 * Signed-in sessions, both auth backends: one ends after `idleSeconds` without a request, and in any
 * case `absoluteSeconds` after sign-in. Admins get short limits.
 */
export const SESSION_LIMITS = {
  admin: { idleSeconds: 30 * 60, absoluteSeconds: 12 * 60 * 60 },
  user: { idleSeconds: 7 * 24 * 60 * 60, absoluteSeconds: 30 * 24 * 60 * 60 },
  /** A session's last use is written at most this often. */
  touchEverySeconds: 60,
} as const;

/** Lead capture (anti-abuse). */
export const LEAD_LIMITS = {
  /** Submissions per IP per form type per window. */
  perIp: { limit: 5, windowSeconds: 60 },
  /** A human needs at least this long to fill a form; faster posts are treated as bots. */
  minFillMs: 1500,
} as const;

/** Newsletter double opt-in. */
export const NEWSLETTER_LIMITS = {
  /** How long the mailed confirmation link stays valid. */
  confirmLinkHours: 7 * 24,
  /** Confirmation mails to one address per window; beyond it the answer is the same and nothing is sent. */
  confirmMailsPerEmail: { limit: 3, windowSeconds: 60 * 60 },
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

/** Request bodies of the route handlers that take JSON. */
export const HTTP_LIMITS = {
  /** Larger bodies are refused with 413 as they stream in. */
  jsonBodyMaxBytes: 32 * 1024,
  /** Deeper nesting of arrays and objects is refused with 400 (forms are at most two levels deep). */
  jsonMaxDepth: 16,
  /** A save of the staff content editor: every changed file, base64-encoded (the longest post is ~20 KB; body images up to 1 MB each). */
  contentEditorBodyMaxBytes: 4 * 1024 * 1024,
  /** A server action's request body (the framework's limit too); larger ones are refused with 413. */
  serverActionBodyMaxBytes: 1024 * 1024,
} as const;

/** The AI assistant (POST /api/ai-chat and its widget). */
/** The model's translation drafts of content entries. */
export const TRANSLATION_LIMITS = {
  /** Characters of Portuguese text sent in one request (a long entry goes in several parts). */
  partChars: 6000,
  /** Longest reply to one part, in tokens. */
  maxOutputTokens: 8000,
  /** Parts of one entry at most (a longer entry is refused rather than cost an hour's ceiling). */
  maxParts: 20,
  /** A translation job with no answered part for this long has stopped (its server restarted). */
  silentJobMs: 5 * 60_000,
} as const;

export const ASSISTANT_LIMITS = {
  /** A visitor's message, after trimming. */
  messageChars: 1000,
  /** Earlier turns sent with a message (the widget sends the latest ones). */
  historyTurns: 20,
  /** One earlier turn: replies run longer than questions. */
  historyTurnChars: 4000,
  /** Message and history together. */
  totalChars: 24_000,
  /** Request body; larger ones are refused with 413 as they stream in. */
  bodyBytes: 64 * 1024,
  /** Messages per client (IPv4 address, IPv6 /64) per window. */
  perIp: { limit: 20, windowSeconds: 5 * 60 },
  /**
   * Replies written by the model per hour, site-wide, unless AI_MODEL_REPLIES_PER_HOUR says
   * otherwise; beyond it the offline answerer replies (it costs nothing).
   */
  modelRepliesPerHour: 300,
  /** How long the model may stay silent (before its first words or between two) when AI_TIMEOUT_MS is unset. */
  modelTimeoutMs: 30_000,
  /** Longest reply the model may write, in tokens. */
  maxOutputTokens: 800,
  /** Turns kept in the tab's storage. */
  storedTurns: 60,
  /** Characters of the conversation attached to a lead from the chat (the latest part). */
  leadTranscriptChars: 4800,
  /** Offline answers stream in pieces this far apart. */
  offlineChunkMs: 12,
} as const;

/** Content-Security-Policy violation reports (POST /api/csp-report). */
export const CSP_REPORT_LIMITS = {
  /** Reports per client (IPv4 address, IPv6 /64) per window; more are dropped unlogged. */
  perIp: { limit: 20, windowSeconds: 60 },
  bodyBytes: 16 * 1024,
} as const;

/** The outbox retry job (/api/cron/outbox). */
export const OUTBOX_RETRY = {
  /** A mail is tried at most this many times in all (the first delivery included). */
  maxAttempts: 6,
  /** Wait after the first failed attempt; each further failure doubles it. */
  baseDelayMs: 60_000,
  /** Longest wait between two attempts. */
  maxDelayMs: 6 * 60 * 60_000,
  /** Mails claimed per run. */
  batch: 50,
  /** While a mail is being sent at once, the retry job leaves it alone this long. */
  inlineLeaseMs: 5 * 60_000,
} as const;

/** IndexNow submissions (/api/cron/indexnow). */
export const INDEXNOW_LIMITS = {
  /** URLs per request, as the protocol allows. */
  batchSize: 10_000,
  requestTimeoutMs: 30_000,
} as const;

/** The site audit (/api/cron/seo-audit). */
export const SEO_AUDIT = {
  /** Pages fetched at the same time. */
  concurrency: 4,
  requestTimeoutMs: 15_000,
  /** Sitemap pages crawled at most. */
  maxPages: 500,
  /** Internal link targets outside the sitemap checked at most. */
  maxLinkChecks: 500,
  /** Longer titles and descriptions are cut in search results. */
  titleMax: 60,
  descriptionMax: 160,
  /** Bytes of a page read at most. */
  maxPageBytes: 2 * 1024 * 1024,
} as const;

/** The maintenance job (/api/cron/cleanup). */
export const RETENTION = {
  /** Raw page views older than this are rolled up per day into analytics_daily. */
  pageviewMonths: 13,
  /** Raw field speed metrics (one row per metric per page view) are deleted after this many days; their daily roll-ups stay. */
  webVitalsDays: 30,
} as const;

/** The health endpoint for uptime monitors and load balancers. */
export const HEALTH_CHECK = {
  /** A database that has not answered `select 1` within this long counts as down. */
  dbTimeoutMs: 2000,
} as const;
