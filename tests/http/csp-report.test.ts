import { describe, expect, it } from 'vitest';
import { E2E_BASE_URL, http } from './helpers';

describe('violations of the page policy are reported', () => {
  it('pages name /api/csp-report in report-uri and report-to, with the Reporting-Endpoints group', async () => {
    for (const path of ['/', '/sobre', '/auth']) {
      const page = await http(path, { headers: { 'accept-language': 'pt-BR', cookie: 'NEXT_LOCALE=pt' } });
      const policy = page.headers.get('content-security-policy') ?? '';
      expect(policy, path).toContain('report-uri /api/csp-report');
      expect(policy, path).toContain('report-to csp');
      expect(page.headers.get('reporting-endpoints'), path).toBe(`csp="${E2E_BASE_URL}/api/csp-report"`);
    }
  });

  it('the endpoint takes a report and answers 204', async () => {
    const response = await http('/api/csp-report', {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report', 'x-forwarded-for': '10.250.1.1' },
      body: JSON.stringify({
        'csp-report': { 'document-uri': `${E2E_BASE_URL}/`, 'effective-directive': 'img-src', 'blocked-uri': 'data' },
      }),
    });
    expect(response.status).toBe(204);
  });
});
