/**
 * Values the browser may see (NEXT_PUBLIC_*; next.config.ts maps COMPANY_* onto them). Each is a
 * getter around a literal `process.env.NEXT_PUBLIC_…` read: Next inlines it at build time, and
 * outside Next (tests, scripts) it is read on access. No zod here: client code imports this.
 * Blank (whitespace only) means unset; values are trimmed.
 */

function clean(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  return value ? value : undefined;
}

/** A URL value: a malformed one throws, naming the variable. */
function url(name: string, raw: string | undefined): string | undefined {
  const value = clean(raw);
  if (value === undefined) return undefined;
  try {
    new URL(value);
  } catch {
    throw new Error(`Invalid environment: ${name}: Invalid URL`);
  }
  return value;
}

/** A Google Analytics 4 measurement id (G-…); a malformed one throws, naming the variable. */
function gaMeasurementId(raw: string | undefined): string | undefined {
  const value = clean(raw);
  if (value === undefined) return undefined;
  if (!/^G-[A-Z0-9]{4,20}$/.test(value))
    throw new Error('Invalid environment: NEXT_PUBLIC_GA_ID: expected a measurement id like G-XXXXXXXXXX');
  return value;
}

export const publicEnv = {
  get companyName() {
    return clean(process.env.NEXT_PUBLIC_COMPANY_NAME);
  },
  get companyLegalName() {
    return clean(process.env.NEXT_PUBLIC_COMPANY_LEGAL_NAME);
  },
  get companyPhone() {
    return clean(process.env.NEXT_PUBLIC_COMPANY_PHONE);
  },
  get companyWhatsapp() {
    return clean(process.env.NEXT_PUBLIC_COMPANY_WHATSAPP);
  },
  get companyEmail() {
    return clean(process.env.NEXT_PUBLIC_COMPANY_EMAIL);
  },
  get companyHost() {
    return clean(process.env.NEXT_PUBLIC_COMPANY_HOST);
  },
  get companyStreet() {
    return clean(process.env.NEXT_PUBLIC_COMPANY_STREET);
  },
  get companyCity() {
    return clean(process.env.NEXT_PUBLIC_COMPANY_CITY);
  },
  get companyRegion() {
    return clean(process.env.NEXT_PUBLIC_COMPANY_REGION);
  },
  get companyPostalCode() {
    return clean(process.env.NEXT_PUBLIC_COMPANY_POSTAL_CODE);
  },
  get supabaseUrl() {
    return url('NEXT_PUBLIC_SUPABASE_URL', process.env.NEXT_PUBLIC_SUPABASE_URL);
  },
  get supabaseAnonKey() {
    return clean(process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY);
  },
  /** Google Analytics 4: loaded only after the visitor accepts analytics cookies; unset → never. */
  get gaId() {
    return gaMeasurementId(process.env.NEXT_PUBLIC_GA_ID);
  },
};
