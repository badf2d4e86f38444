import { getIP } from '@better-auth/core/utils/ip';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forwardedClientIp, inCidr, ipBytes, normalizeIp, parseCidr, parseTrustedProxy, rateLimitIp } from '@/lib/http/ip';
import { clientIp, withClientIp } from '@/lib/request-ip';
import { forwardHeaders, proxyMode } from '@/scripts/forwarded.mjs';

const CLIENT = '203.0.113.7';
const SPOOF = '6.6.6.6';

/** What a proxy does: append the address it received the request from. */
function appendHop(headers: Record<string, string | undefined>, from: string) {
  const chain = headers['x-forwarded-for'];
  return { ...headers, 'x-forwarded-for': chain ? `${chain}, ${from}` : from };
}

/**
 * One request through `proxies` (outermost first), then the production server (scripts/serve.mjs)
 * under the given environment, then `clientIp` in the app. The client sends spoofed headers.
 */
function served(env: Record<string, string>, proxies: string[], sent: Record<string, string> = {}) {
  let headers: Record<string, string | undefined> = { host: 'www.empresa.example', ...sent };
  let peer = CLIENT;
  for (const proxy of proxies) {
    headers = appendHop(headers, peer);
    peer = proxy;
  }
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const incoming: Record<string, string | string[] | undefined> = { ...headers };
  forwardHeaders(incoming, peer, proxyMode(process.env));
  return clientIp(new Headers(incoming as Record<string, string>));
}

const SPOOFED = { 'x-forwarded-for': `${SPOOF}, 10.0.0.9`, 'x-real-ip': SPOOF, 'x-vercel-forwarded-for': SPOOF, forwarded: `for=${SPOOF}` };

beforeEach(() => {
  vi.stubEnv('VERCEL', '');
  vi.stubEnv('TRUSTED_PROXY', '');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('client IP through the production server', () => {
  it('0 trusted hops: the socket peer, whatever the client sends', () => {
    expect(served({ TRUSTED_PROXY: '' }, [])).toBe(CLIENT);
    expect(served({ TRUSTED_PROXY: '' }, [], SPOOFED)).toBe(CLIENT);
    expect(served({ TRUSTED_PROXY: '0' }, [], SPOOFED)).toBe(CLIENT);
    // Behind an untrusted proxy, the proxy is the client.
    expect(served({ TRUSTED_PROXY: '0' }, ['10.0.0.2'], SPOOFED)).toBe('10.0.0.2');
  });

  it('1 trusted hop (nginx, a load balancer): the address the proxy saw, not the first entry', () => {
    expect(served({ TRUSTED_PROXY: '1' }, ['10.0.0.2'])).toBe(CLIENT);
    expect(served({ TRUSTED_PROXY: '1' }, ['10.0.0.2'], SPOOFED)).toBe(CLIENT);
    expect(served({ TRUSTED_PROXY: '1' }, ['10.0.0.2'], { 'x-forwarded-for': `${SPOOF}, ${SPOOF}, ${SPOOF}` })).toBe(CLIENT);
  });

  it('2 trusted hops (CDN, then nginx): the address the outer proxy saw', () => {
    expect(served({ TRUSTED_PROXY: '2' }, ['198.51.100.20', '10.0.0.2'])).toBe(CLIENT);
    expect(served({ TRUSTED_PROXY: '2' }, ['198.51.100.20', '10.0.0.2'], SPOOFED)).toBe(CLIENT);
    // Configured for one hop too few: the outer proxy, never the spoofed entry.
    expect(served({ TRUSTED_PROXY: '1' }, ['198.51.100.20', '10.0.0.2'], SPOOFED)).toBe('198.51.100.20');
  });

  it('trusted proxy ranges: the right-most address outside them', () => {
    const env = { TRUSTED_PROXY: '10.0.0.0/8, 198.51.100.0/24' };
    expect(served(env, ['198.51.100.20', '10.0.0.2'], SPOOFED)).toBe(CLIENT);
    // A client claiming a trusted address still ends up as itself.
    expect(served(env, ['10.0.0.2'], { 'x-forwarded-for': `${SPOOF}, 10.9.9.9` })).toBe(CLIENT);
    expect(served(env, [], SPOOFED)).toBe(CLIENT);
  });

  it('a chain shorter than the trusted hops yields its left-most entry', () => {
    expect(served({ TRUSTED_PROXY: '2' }, [])).toBe(CLIENT);
  });

  it('on Vercel: the edge headers, which Vercel overwrites', () => {
    const edge = { 'x-forwarded-for': CLIENT, 'x-real-ip': CLIENT, 'x-vercel-forwarded-for': CLIENT };
    vi.stubEnv('VERCEL', '1');
    expect(clientIp(new Headers(edge))).toBe(CLIENT);
    // A proxy in front of Vercel may rewrite X-Forwarded-For; Vercel's own header wins.
    expect(clientIp(new Headers({ ...edge, 'x-forwarded-for': SPOOF }))).toBe(CLIENT);
    vi.stubEnv('TRUSTED_PROXY', 'vercel');
    vi.stubEnv('VERCEL', '');
    expect(clientIp(new Headers({ 'x-real-ip': CLIENT }))).toBe(CLIENT);
    // An explicit hop count wins over the Vercel default.
    vi.stubEnv('VERCEL', '1');
    vi.stubEnv('TRUSTED_PROXY', '0');
    expect(clientIp(new Headers({ ...edge, 'x-forwarded-for': `${SPOOF}, ${CLIENT}` }))).toBe(CLIENT);
  });

  it('the server drops client forwarding headers only when no proxy is trusted', () => {
    const none: Record<string, string | undefined> = { ...SPOOFED, 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    forwardHeaders(none, '192.0.2.1', 'none');
    expect(none).toEqual({ 'x-forwarded-for': '192.0.2.1' });
    const proxied: Record<string, string | undefined> = { ...SPOOFED, 'x-forwarded-host': 'www.empresa.example' };
    forwardHeaders(proxied, '10.0.0.2', 'proxy');
    expect(proxied).toEqual({
      'x-forwarded-for': `${SPOOF}, 10.0.0.9, 10.0.0.2`,
      forwarded: `for=${SPOOF}`,
      'x-forwarded-host': 'www.empresa.example',
    });
    expect(proxyMode({})).toBe('none');
    expect(proxyMode({ TRUSTED_PROXY: '0' })).toBe('none');
    expect(proxyMode({ TRUSTED_PROXY: '3' })).toBe('proxy');
    expect(proxyMode({ TRUSTED_PROXY: '10.0.0.0/8' })).toBe('proxy');
    expect(proxyMode({ VERCEL: '1' })).toBe('vercel');
    expect(proxyMode({ VERCEL: '1', TRUSTED_PROXY: '0' })).toBe('none');
  });

  it('is unknown without an address, and never takes a non-address', () => {
    expect(clientIp(new Headers())).toBe('unknown');
    expect(clientIp(new Headers({ 'x-forwarded-for': 'not-an-ip' }))).toBe('unknown');
    vi.stubEnv('TRUSTED_PROXY', '1');
    expect(clientIp(new Headers({ 'x-forwarded-for': '<script>, 10.0.0.2' }))).toBe('unknown');
    vi.stubEnv('TRUSTED_PROXY', '10.0.0.0/8');
    expect(clientIp(new Headers({ 'x-forwarded-for': '<script>, 10.0.0.2' }))).toBe('unknown');
  });
});

describe('better-auth sees the same client', () => {
  it('through withClientIp: a single-value X-Forwarded-For its default detection trusts', () => {
    vi.stubEnv('TRUSTED_PROXY', '1');
    const headers = new Headers({ 'x-forwarded-for': `${SPOOF}, ${CLIENT}, 10.0.0.2`, 'x-real-ip': SPOOF });
    const forAuth = withClientIp(headers);
    expect(forAuth.get('x-forwarded-for')).toBe(CLIENT);
    expect(forAuth.has('x-real-ip')).toBe(false);
    expect(getIP(forAuth, {})).toBe(CLIENT);
    // The original headers are untouched.
    expect(headers.get('x-forwarded-for')).toBe(`${SPOOF}, ${CLIENT}, 10.0.0.2`);
  });
});

describe('IP parsing', () => {
  it('normalizes the forms forwarding headers use', () => {
    expect(normalizeIp(' 203.0.113.7 ')).toBe(CLIENT);
    expect(normalizeIp('203.0.113.7:5555')).toBe(CLIENT);
    expect(normalizeIp('::ffff:203.0.113.7')).toBe(CLIENT);
    expect(normalizeIp('::FFFF:cb00:7107')).toBe(CLIENT);
    expect(normalizeIp('2001:DB8:0:0:0:0:0:1')).toBe('2001:db8::1');
    expect(normalizeIp('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(normalizeIp('fe80::1%eth0')).toBe('fe80::1');
    expect(normalizeIp('2001:db8:0:1:0:0:0:1')).toBe('2001:db8:0:1::1');
    expect(normalizeIp('::')).toBe('::');
    expect(normalizeIp('::1')).toBe('::1');
    for (const bad of [
      '',
      'unknown',
      '256.1.1.1',
      '01.2.3.4',
      '1.2.3',
      '1:2:3:4:5:6:7:8:9',
      '1::2::3',
      '1.2.3.4::',
      'fe80:::1',
      '[::1',
      'x'.repeat(200),
    ]) {
      expect(ipBytes(bad), bad).toBeNull();
    }
  });

  it('matches CIDR ranges per family, IPv4-mapped addresses as IPv4', () => {
    const net = parseCidr('10.0.0.0/8')!;
    expect(inCidr(ipBytes('10.255.1.2')!, net)).toBe(true);
    expect(inCidr(ipBytes('::ffff:10.1.2.3')!, net)).toBe(true);
    expect(inCidr(ipBytes('11.0.0.1')!, net)).toBe(false);
    expect(inCidr(ipBytes('2001:db8::1')!, parseCidr('2001:db8::/32')!)).toBe(true);
    expect(inCidr(ipBytes('2001:db9::1')!, parseCidr('2001:db8::/32')!)).toBe(false);
    expect(inCidr(ipBytes('10.0.0.1')!, parseCidr('::ffff:10.0.0.0/104')!)).toBe(true);
    expect(inCidr(ipBytes('192.0.2.11')!, parseCidr('192.0.2.10')!)).toBe(false);
    expect(parseCidr('10.0.0.0/x')).toBeNull();
    expect(parseCidr('10.0.0.0/8/8')).toBeNull();
  });

  it('refuses legacy IPv4 forms, also inside IPv6, and keeps IPv4-compatible IPv6 as IPv6', () => {
    for (const bad of [
      '127.1',
      '0x7f.0.0.1',
      '010.0.0.1',
      '1.2.3.4.5',
      '1.2.3.4%eth0',
      '::ffff:0x7f.0.0.1',
      '::ffff:01.2.3.4',
      '::ffff:1.2.3',
      '1:2:3:4:5:6:7:1.2.3.4',
    ]) {
      expect(ipBytes(bad), bad).toBeNull();
    }
    expect(normalizeIp('[192.0.2.1]:80')).toBe('192.0.2.1');
    expect(normalizeIp('1:2:3:4:5:6:192.0.2.1')).toBe('1:2:3:4:5:6:c000:201');
    // ::a.b.c.d is not IPv4-mapped: it never falls in an IPv4 range.
    expect(normalizeIp('::192.0.2.1')).toBe('::c000:201');
    expect(inCidr(ipBytes('::10.0.0.1')!, parseCidr('10.0.0.0/8')!)).toBe(false);
  });

  it('drops a zone id, and refuses a malformed one', () => {
    expect(normalizeIp('fe80::1%en_0.5')).toBe('fe80::1');
    expect(normalizeIp('[fe80::1%eth0]:443')).toBe('fe80::1');
    expect(normalizeIp('::ffff:192.0.2.1%eth0')).toBe('192.0.2.1');
    expect(rateLimitIp('fe80::1:2:3:4%eth0')).toBe('fe80::/64');
    for (const bad of ['fe80::1%', 'fe80::1%eth0%1', 'fe80::1%eth 0']) expect(ipBytes(bad), bad).toBeNull();
  });

  it('compresses the longest zero run, the first of equal ones', () => {
    expect(normalizeIp('1:0:0:2:0:0:0:3')).toBe('1:0:0:2::3');
    expect(normalizeIp('1:0:0:2:0:0:3:4')).toBe('1::2:0:0:3:4');
    expect(normalizeIp('1:0:2:3:4:5:6:7')).toBe('1:0:2:3:4:5:6:7');
    expect(normalizeIp('0:0:0:0:0:0:0:1')).toBe('::1');
  });

  it('refuses malformed CIDR ranges and never matches across families', () => {
    for (const bad of [
      '10.0.0.0/33',
      '10.0.0.0/',
      '10.0.0.0/-1',
      '10.0.0.0/0008',
      '127.1/8',
      '2001:db8::/129',
      '::ffff:10.0.0.0/95',
      '/8',
      '',
    ]) {
      expect(parseCidr(bad), bad).toBeNull();
    }
    expect(parseCidr('::ffff:10.0.0.0/96')).toMatchObject({ prefix: 0 });
    expect(parseTrustedProxy('10.0.0.0/8, 10.0.0.0/33')).toBeNull();
    expect(inCidr(ipBytes('::1')!, parseCidr('0.0.0.0/0')!)).toBe(false);
    expect(inCidr(ipBytes('10.0.0.1')!, parseCidr('::/0')!)).toBe(false);
    expect(inCidr(ipBytes('192.168.1.130')!, parseCidr('192.168.1.128/25')!)).toBe(true);
    expect(inCidr(ipBytes('192.168.1.127')!, parseCidr('192.168.1.128/25')!)).toBe(false);
  });

  it('skips trusted proxies written as IPv4-mapped IPv6 or with a zone id', () => {
    const xff = (chain: string) => new Headers({ 'x-forwarded-for': chain });
    const private8 = parseTrustedProxy('10.0.0.0/8')!;
    expect(forwardedClientIp(xff(`${SPOOF}, ${CLIENT}, ::ffff:10.0.0.2`), private8)).toBe(CLIENT);
    expect(forwardedClientIp(xff(`${CLIENT}, 10.0.0.2`), parseTrustedProxy('::ffff:10.0.0.0/104')!)).toBe(CLIENT);
    expect(forwardedClientIp(xff(`${SPOOF}, 2001:db8::7, fe80::1%eth0`), parseTrustedProxy('fe80::/10')!)).toBe('2001:db8::7');
    // The left-most entry is the client even inside a trusted range.
    expect(forwardedClientIp(xff('::ffff:10.0.0.3, 10.0.0.2'), private8)).toBe('10.0.0.3');
  });

  it('resolves each trust kind from headers alone', () => {
    const headers = new Headers({ 'x-forwarded-for': `${SPOOF}, ${CLIENT}, 10.0.0.2` });
    expect(forwardedClientIp(headers, parseTrustedProxy('0')!)).toBe('10.0.0.2');
    expect(forwardedClientIp(headers, parseTrustedProxy('1')!)).toBe(CLIENT);
    expect(forwardedClientIp(headers, parseTrustedProxy('2')!)).toBe(SPOOF);
    expect(forwardedClientIp(headers, parseTrustedProxy('10.0.0.0/8')!)).toBe(CLIENT);
    expect(parseTrustedProxy(undefined)).toBeUndefined();
    expect(parseTrustedProxy('many')).toBeNull();
  });

  it('rate limits count an IPv6 /64 as one client, IPv4 per address', () => {
    const net = [
      '2001:db8:1:1::1',
      '2001:db8:1:1::2',
      '2001:DB8:1:1::3',
      '2001:db8:1:1:ffff:ffff:ffff:fff0',
      '2001:db8:1:1:1:2:3:4',
      '[2001:db8:1:1::abcd]:443',
      '2001:0db8:0001:0001:8000::',
      '2001:db8:1:1::ffff',
    ];
    expect(new Set(net.map(rateLimitIp))).toEqual(new Set(['2001:db8:1:1::/64']));
    expect(rateLimitIp('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(rateLimitIp('2001:db8:1:1:8000::')).not.toBe(rateLimitIp('2001:db8:1:0:8000::'));
    expect(rateLimitIp('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitIp('203.0.113.8')).toBe('203.0.113.8');
    expect(rateLimitIp('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitIp('unknown')).toBe('unknown');
  });
});
