/*
 * Content-Security-Policy violation reports, as browsers send them: the legacy `report-uri` form
 * (`application/csp-report`, `{"csp-report": {...}}`) and the Reporting API form
 * (`application/reports+json`, `[{"type":"csp-violation","body":{...}}]`). Each becomes one short
 * log line; addresses lose their query and fragment (they may carry tokens).
 */

export const CSP_REPORT_PATH = '/api/csp-report';
/** The Reporting-Endpoints group the policy's `report-to` names. */
export const CSP_REPORT_GROUP = 'csp';

export interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
  disposition: string;
}

const FIELD_MAX = 160;

/** Printable, single-line, capped; URLs without query or fragment. */
function clean(value: unknown, url = false): string {
  let text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  if (url && /^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    try {
      const parsed = new URL(text);
      text = `${parsed.origin}${parsed.pathname}`;
    } catch {
      text = text.replace(/[?#].*$/, '');
    }
  }
  return text.replace(/[^\x20-\x7e]/g, '?').slice(0, FIELD_MAX);
}

function fromBody(body: Record<string, unknown>): CspViolation {
  return {
    directive: clean(body['effective-directive'] ?? body.effectiveDirective ?? body['violated-directive'] ?? body.violatedDirective),
    blocked: clean(body['blocked-uri'] ?? body.blockedURL ?? body.blockedUri, true),
    page: clean(body['document-uri'] ?? body.documentURL ?? body.documentUri, true),
    disposition: clean(body.disposition) || 'enforce',
  };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The violations a report body carries (at most `max`); empty for anything else. */
export function parseCspReports(json: unknown, max = 10): CspViolation[] {
  if (isObject(json) && isObject(json['csp-report'])) return [fromBody(json['csp-report'])];
  if (Array.isArray(json)) {
    return json
      .filter((r): r is Record<string, unknown> => isObject(r) && r.type === 'csp-violation' && isObject(r.body))
      .slice(0, max)
      .map((r) => fromBody(r.body as Record<string, unknown>));
  }
  return [];
}

/** `CSP violation: script-src-elem blocked https://x.example/a.js on https://site/page (enforce)`. */
export function cspLogLine(v: CspViolation): string {
  return `CSP violation: ${v.directive || '?'} blocked ${v.blocked || '?'} on ${v.page || '?'} (${v.disposition})`;
}
