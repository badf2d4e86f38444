import { describe, expect, it } from 'vitest';
import { REDIRECT_ERROR_KEYS, REDIRECT_PATH_MAX, redirectErrorKey, redirectSchema, SITE_PATH } from '@/lib/validation/redirects';
import pt from '@/messages/pt.json';

/** The first issue's message and field, or null when the rule is valid. */
function firstIssue(input: unknown) {
  const r = redirectSchema.safeParse(input);
  return r.success ? null : { message: r.error.issues[0]!.message, field: r.error.issues[0]!.path.join('.') };
}
const fromIssue = (fromPath: unknown) => firstIssue({ fromPath, toPath: '' });
const toIssue = (toPath: unknown) => firstIssue({ fromPath: '/antigo', toPath });

describe('redirect rule: accepted paths', () => {
  const accepted = [
    ['a one-letter segment', '/a'],
    ['a word', '/produtos'],
    ['nested segments', '/blog/2024/novidades'],
    ['multi-letter nested segments', '/ab/cd'],
    ['upper-case letters', '/Blog/Post'],
    ['digits and URL-safe punctuation', '/v1.2/a_b~c-d'],
    ['a path that only starts like an internal one', '/apis'],
    ['a path with "_next" not as its first segment', '/docs/_next'],
    ['a segment that only starts with "_next"', '/_nextgen'],
    ['a segment named api below the top', '/docs/api'],
  ] as const;
  it.each(accepted)('accepts %s as the old address', (_, fromPath) =>
    expect(redirectSchema.parse({ fromPath, toPath: '' })).toEqual({ fromPath, toPath: '' }),
  );
  it.each(accepted)('accepts %s as the new address', (_, toPath) =>
    expect(redirectSchema.parse({ fromPath: '/antigo', toPath })).toEqual({ fromPath: '/antigo', toPath }),
  );

  it('trims both addresses', () =>
    expect(redirectSchema.parse({ fromPath: '  /antigo ', toPath: ' /novo  ' })).toEqual({ fromPath: '/antigo', toPath: '/novo' }));
  it('takes an empty new address as "page gone"', () =>
    expect(redirectSchema.parse({ fromPath: '/antigo', toPath: '' })).toEqual({ fromPath: '/antigo', toPath: '' }));
  it('lets an old address lead to the home page', () =>
    expect(redirectSchema.parse({ fromPath: '/antigo', toPath: '/' })).toEqual({ fromPath: '/antigo', toPath: '/' }));
});

describe('redirect rule: refused paths', () => {
  const invalid = [
    ['no leading slash', 'antigo'],
    ['text before the slash', 'x/antigo'],
    ['a full address with a host', 'https://exemplo.com.br/antigo'],
    ['a host without a scheme', '//exemplo.com.br/antigo'],
    ['a trailing slash', '/antigo/'],
    ['an empty segment', '/blog//post'],
    ['a query string', '/antigo?page=2'],
    ['a fragment', '/antigo#topo'],
    ['a space inside', '/pagina antiga'],
    ['an accented letter', '/promoção'],
  ] as const;
  it.each(invalid)('refuses an old address with %s', (_, fromPath) =>
    expect(fromIssue(fromPath)).toEqual({ message: 'pathInvalid', field: 'fromPath' }),
  );
  it.each(invalid)('refuses a new address with %s', (_, toPath) =>
    expect(toIssue(toPath)).toEqual({ message: 'pathInvalid', field: 'toPath' }),
  );

  it('refuses an old address that is not text', () => expect(fromIssue(42)).toEqual({ message: 'pathInvalid', field: 'fromPath' }));
  it('refuses an empty old address', () => expect(fromIssue('')).toEqual({ message: 'pathInvalid', field: 'fromPath' }));
  it('refuses redirecting the home page', () => expect(fromIssue(' / ')).toEqual({ message: 'fromHome', field: 'fromPath' }));

  it('accepts a path of exactly 300 characters and refuses 301', () => {
    expect(REDIRECT_PATH_MAX).toBe(300);
    const long = (n: number) => `/${'a'.repeat(n - 1)}`;
    expect(fromIssue(long(300))).toBeNull();
    expect(fromIssue(long(301))).toEqual({ message: 'pathMax', field: 'fromPath' });
    expect(toIssue(long(301))).toEqual({ message: 'pathMax', field: 'toPath' });
  });

  const unrouted = [
    ['the API root', '/api'],
    ['an API route', '/api/leads'],
    ["Next's root", '/_next'],
    ["Next's static files", '/_next/static/chunk.js'],
  ] as const;
  it.each(unrouted)('refuses %s as the old address', (_, fromPath) =>
    expect(fromIssue(fromPath)).toEqual({ message: 'pathUnrouted', field: 'fromPath' }),
  );
  it.each(unrouted)('refuses %s as the new address', (_, toPath) =>
    expect(toIssue(toPath)).toEqual({ message: 'pathUnrouted', field: 'toPath' }),
  );

  it('refuses a rule with an extra field', () =>
    expect(firstIssue({ fromPath: '/antigo', toPath: '', status: 301 })).toEqual({ message: 'invalidInput', field: '' }));
  it('refuses a rule that is not an object', () => expect(firstIssue('/antigo')).toEqual({ message: 'invalidInput', field: '' }));
});

describe('site path pattern', () => {
  it('matches the home page and a nested path', () => {
    expect(SITE_PATH.test('/')).toBe(true);
    expect(SITE_PATH.test('/a/b')).toBe(true);
  });
  it('does not match a path with a query', () => expect(SITE_PATH.test('/a?b')).toBe(false));
});

describe('redirect message keys', () => {
  it('lists exactly the keys the schema gives', () =>
    expect([...REDIRECT_ERROR_KEYS]).toEqual(['invalidInput', 'pathInvalid', 'pathMax', 'pathUnrouted', 'fromHome']));
  it('has a Portuguese message for every key', () => {
    const errors = pt.AdminRedirects.errors as Record<string, string>;
    expect(REDIRECT_ERROR_KEYS.filter((k) => !errors[k])).toEqual([]);
  });
  it.each(['pathInvalid', 'pathMax', 'pathUnrouted', 'fromHome'] as const)('keeps the key %s', (key) =>
    expect(redirectErrorKey(key)).toBe(key),
  );
  it('reads the union fallback for a new address that is not text as invalid input', () => {
    const issue = toIssue(42);
    expect(issue?.field).toBe('toPath');
    expect(redirectErrorKey(issue?.message)).toBe('invalidInput');
  });
  it('reads no message as invalid input', () => expect(redirectErrorKey(undefined)).toBe('invalidInput'));
  it('reads an unknown text as invalid input', () => expect(redirectErrorKey('samePath')).toBe('invalidInput'));
});
