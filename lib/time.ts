import { COMPANY_TIME_ZONE } from '@/lib/config/company';

/* Days as the company counts them: calendar days in its time zone. */

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (YYYY-MM-DD) of an instant in the company's time zone. */
export function companyDay(at: Date): string {
  return dayFormat.format(at);
}

/** The `days` calendar days ending with the day of `now`, oldest first. */
export function lastDays(now: Date, days: number): string[] {
  const today = Date.parse(`${companyDay(now)}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}
