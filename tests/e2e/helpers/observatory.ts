/**
 * A header grade computed with the HTTP Observatory's published scoring: start at 100, apply
 * each test's modifier, and count bonuses only when the score before them is at least 90.
 * Covers the header tests (CSP, HSTS, X-Content-Type-Options, X-Frame-Options, Referrer-Policy).
 */
export interface Grade {
  score: number;
  grade: string;
  results: Record<string, string>;
}

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
];

function parseCsp(value: string): Map<string, string[]> | null {
  const directives = new Map<string, string[]>();
  for (const part of value.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (!name) continue;
    if (!/^[a-z-]+$/.test(name) || directives.has(name)) return null;
    directives.set(name, sources);
  }
  return directives;
}

function cspResult(header: string | null): [string, number] {
  if (!header) return ['csp-not-implemented', -25];
  const csp = parseCsp(header);
  if (!csp) return ['csp-header-invalid', -25];
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  const styles = csp.get('style-src') ?? csp.get('default-src');
  if (!scripts) return ['csp-implemented-with-unsafe-inline', -20];
  const hasNonceOrHash = scripts.some((s) => /^'(nonce|sha256|sha384|sha512)-/.test(s));
  const insecure = (list: string[] | undefined) => (list ?? []).some((s) => s === 'http:' || s.startsWith('http://') || s === '*');
  if ((scripts.includes("'unsafe-inline'") && !hasNonceOrHash) || scripts.includes('data:')) {
    return ['csp-implemented-with-unsafe-inline', -20];
  }
  if (insecure(scripts) || insecure(csp.get('object-src') ?? csp.get('default-src'))) return ['csp-implemented-with-insecure-scheme', -20];
  if (scripts.includes("'unsafe-eval'")) return ['csp-implemented-with-unsafe-eval', -10];
  if (insecure(csp.get('img-src')) || insecure(csp.get('media-src')))
    return ['csp-implemented-with-insecure-scheme-in-passive-content-only', -10];
  if (styles?.includes("'unsafe-inline'")) return ['csp-implemented-with-unsafe-inline-in-style-src-only', 0];
  if (csp.get('default-src')?.join(' ') === "'none'") return ['csp-implemented-with-no-unsafe-default-to-none', 10];
  return ['csp-implemented-with-no-unsafe', 5];
}

function hstsResult(header: string | null, https: boolean): [string, number] {
  if (!https) return ['hsts-not-implemented-no-https', 0];
  const maxAge = Number(/max-age=(\d+)/i.exec(header ?? '')?.[1]);
  if (!header || !Number.isFinite(maxAge)) return ['hsts-not-implemented', -20];
  return maxAge >= 15768000 ? ['hsts-implemented-max-age-at-least-six-months', 0] : ['hsts-implemented-max-age-less-than-six-months', -10];
}

function xfoResult(xfo: string | null, csp: string | null): [string, number] {
  const ancestors = csp ? parseCsp(csp)?.get('frame-ancestors') : undefined;
  if (ancestors && !ancestors.includes('*')) return ['x-frame-options-implemented-via-csp', 5];
  if (xfo && /^(deny|sameorigin)$/i.test(xfo.trim())) return ['x-frame-options-sameorigin-or-deny', 0];
  return ['x-frame-options-not-implemented', -20];
}

function referrerResult(header: string | null): [string, number] {
  if (!header) return ['referrer-policy-not-implemented', 0];
  const policy = header.split(',').at(-1)!.trim().toLowerCase();
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(policy))
    return ['referrer-policy-private', 5];
  if (['origin', 'origin-when-cross-origin', 'no-referrer-when-downgrade'].includes(policy))
    return ['referrer-policy-no-referrer-when-downgrade', 0];
  return ['referrer-policy-unsafe', -5];
}

export function observatoryGrade(headers: Record<string, string>, https: boolean): Grade {
  const get = (name: string) => headers[name.toLowerCase()] ?? null;
  const nosniff: [string, number] =
    get('x-content-type-options')?.trim().toLowerCase() === 'nosniff'
      ? ['x-content-type-options-nosniff', 0]
      : ['x-content-type-options-not-implemented', -5];
  const tests: Record<string, [string, number]> = {
    'content-security-policy': cspResult(get('content-security-policy')),
    'strict-transport-security': hstsResult(get('strict-transport-security'), https),
    'x-content-type-options': nosniff,
    'x-frame-options': xfoResult(get('x-frame-options'), get('content-security-policy')),
    'referrer-policy': referrerResult(get('referrer-policy')),
  };
  const modifiers = Object.values(tests).map(([, m]) => m);
  let score = 100 + modifiers.filter((m) => m < 0).reduce((a, b) => a + b, 0);
  if (score >= 90) score += modifiers.filter((m) => m > 0).reduce((a, b) => a + b, 0);
  const grade = GRADES.find(([min]) => score >= min)?.[1] ?? 'F';
  return { score, grade, results: Object.fromEntries(Object.entries(tests).map(([k, [r]]) => [k, r])) };
}
