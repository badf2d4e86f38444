/**
 * IP addresses, CIDR ranges and the trusted-proxy setting, without Node APIs (the locale proxy and
 * the environment module import it). No module state: every function is pure.
 */
import { RATE_LIMIT_CLIENT } from '../config/limits';

/** A network: its address bytes (4 for IPv4, 16 for IPv6) and prefix length. */
export interface Cidr {
  bytes: Uint8Array;
  prefix: number;
}

/**
 * Which proxies the server trusts to say who the client is:
 * - `hops`: that many proxies in front, each appending the address it received the request from
 *   to X-Forwarded-For (0: none, the client is the socket's peer);
 * - `ranges`: proxies at these addresses; the chain is read from the right, skipping them;
 * - `vercel`: Vercel's edge, which replaces the forwarding headers with the client's address.
 */
export type TrustedProxy = { kind: 'hops'; hops: number } | { kind: 'ranges'; ranges: readonly Cidr[] } | { kind: 'vercel' };

/** More trusted hops than this is a configuration mistake. */
export const MAX_TRUSTED_HOPS = 10;

const IPV4_OCTET = /^(0|[1-9]\d{0,2})$/;
const HEX_GROUP = /^[0-9a-f]{1,4}$/i;

function parseIpv4(text: string): Uint8Array | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const out = new Uint8Array(4);
  for (let i = 0; i < 4; i++) {
    const part = parts[i]!;
    if (!IPV4_OCTET.test(part)) return null;
    const n = Number(part);
    if (n > 255) return null;
    out[i] = n;
  }
  return out;
}

function parseIpv6(text: string): Uint8Array | null {
  // A zone (fe80::1%eth0) names an interface, not part of the address.
  const address = text.replace(/%[\w.-]+$/, '');
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const groups = (half: string) => (half === '' ? [] : half.split(':'));
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  const words: number[] = [];
  const all = [...head, ...tail];
  // The last group may be an IPv4 address (::ffff:192.0.2.1).
  const last = all.at(-1);
  let v4: Uint8Array | null = null;
  if (last?.includes('.')) {
    v4 = address.endsWith('::') ? null : parseIpv4(last);
    if (!v4) return null;
    if (tail.length > 0) tail.pop();
    else head.pop();
  }
  for (const group of [...head, ...tail]) if (!HEX_GROUP.test(group)) return null;
  const wanted = v4 ? 6 : 8;
  const present = head.length + tail.length;
  if (halves.length === 1 ? present !== wanted : present > wanted - 1) return null;
  words.push(...head.map((g) => parseInt(g, 16)));
  for (let i = present; i < wanted; i++) words.push(0);
  words.push(...tail.map((g) => parseInt(g, 16)));
  const out = new Uint8Array(16);
  words.forEach((w, i) => {
    out[i * 2] = w >> 8;
    out[i * 2 + 1] = w & 0xff;
  });
  if (v4) out.set(v4, 12);
  return out;
}

/** IPv4-mapped IPv6 (::ffff:a.b.c.d) as the IPv4 address it carries. */
function unmap(bytes: Uint8Array): Uint8Array {
  if (bytes.length !== 16) return bytes;
  for (let i = 0; i < 10; i++) if (bytes[i] !== 0) return bytes;
  return bytes[10] === 0xff && bytes[11] === 0xff ? bytes.slice(12) : bytes;
}

/**
 * The address bytes of an IP as forwarding headers write it: IPv4 or IPv6, optionally in
 * brackets, with a port (`203.0.113.7:4711`, `[2001:db8::1]:443`). IPv4-mapped IPv6 reads as IPv4.
 * Null for anything else.
 */
export function ipBytes(text: string): Uint8Array | null {
  let value = text.trim();
  if (value.length === 0 || value.length > 100) return null;
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^[\d.]+:\d{1,5}$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  const bytes = value.includes(':') ? parseIpv6(value) : parseIpv4(value);
  return bytes && unmap(bytes);
}

/** The canonical text of an address: dotted IPv4, or lower-case IPv6 with the longest zero run compressed. */
export function formatIp(bytes: Uint8Array): string {
  if (bytes.length === 4) return bytes.join('.');
  const words = Array.from({ length: 8 }, (_, i) => (bytes[i * 2]! << 8) | bytes[i * 2 + 1]!);
  let best = { start: -1, length: 0 };
  for (let i = 0; i < 8;) {
    if (words[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && words[j] === 0) j++;
    if (j - i > best.length && j - i > 1) best = { start: i, length: j - i };
    i = j;
  }
  const hex = words.map((w) => w.toString(16));
  if (best.start < 0) return hex.join(':');
  return `${hex.slice(0, best.start).join(':')}::${hex.slice(best.start + best.length).join(':')}`;
}

/**
 * The client as rate limits count it: an IPv4 address as is, an IPv6 address as its network
 * (`2001:db8:1:1::/64`), since one host may hold a whole /64. Anything else ('unknown') stays as
 * given. Every limiter keys on this, never on the full address.
 */
export function rateLimitIp(ip: string): string {
  const bytes = ipBytes(ip);
  if (!bytes) return ip;
  if (bytes.length === 4) return formatIp(bytes);
  const prefix = RATE_LIMIT_CLIENT.ipv6Prefix;
  const net = bytes.map((byte, i) => {
    const bits = Math.min(8, Math.max(0, prefix - i * 8));
    return byte & ((0xff << (8 - bits)) & 0xff);
  });
  return `${formatIp(net)}/${prefix}`;
}

/** An IP in canonical form, or null when the text is not one. */
export function normalizeIp(text: string): string | null {
  const bytes = ipBytes(text);
  return bytes ? formatIp(bytes) : null;
}

/** `10.0.0.0/8`, `2001:db8::/32` or a single address; null when malformed. */
export function parseCidr(text: string): Cidr | null {
  const [address = '', prefixText, ...rest] = text.trim().split('/');
  if (rest.length > 0) return null;
  const bytes = ipBytes(address);
  if (!bytes) return null;
  if (prefixText === undefined) return { bytes, prefix: bytes.length * 8 };
  // An IPv4-mapped range (::ffff:10.0.0.0/104) is the IPv4 range it carries.
  const mapped = bytes.length === 4 && address.includes(':');
  const prefix = Number(prefixText) - (mapped ? 96 : 0);
  if (!/^\d{1,3}$/.test(prefixText) || prefix < 0 || prefix > bytes.length * 8) return null;
  return { bytes, prefix };
}

/** Whether an address lies in a network of the same family. */
export function inCidr(bytes: Uint8Array, net: Cidr): boolean {
  if (bytes.length !== net.bytes.length) return false;
  let bits = net.prefix;
  for (let i = 0; i < bytes.length && bits > 0; i++, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if ((bytes[i]! & mask) !== (net.bytes[i]! & mask)) return false;
  }
  return true;
}

/**
 * The trusted-proxy setting: a hop count (`0`–`10`), `vercel`, or a list of proxy addresses and
 * CIDR ranges separated by commas or spaces. Undefined stays undefined (the caller's default);
 * null when malformed.
 */
export function parseTrustedProxy(value: string | undefined): TrustedProxy | null | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= MAX_TRUSTED_HOPS ? { kind: 'hops', hops } : null;
  }
  if (text.toLowerCase() === 'vercel') return { kind: 'vercel' };
  const entries = text.split(/[\s,]+/).filter(Boolean);
  if (entries.length === 0) return null;
  const ranges = entries.map(parseCidr);
  return ranges.every((r): r is Cidr => r !== null) ? { kind: 'ranges', ranges } : null;
}

/** The entries of X-Forwarded-For (all of its lines), left to right. */
export function forwardedChain(headers: Headers): string[] {
  return (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * The client's address by the trusted-proxy setting, canonical; null when the headers name none
 * (or name something that is not an IP). X-Forwarded-For is read from the right: each trusted
 * proxy appended the address it received the request from, so the right-most entry a trusted
 * proxy did not add is the client; everything left of it is whatever the client sent. A chain
 * shorter than the trusted hops yields its left-most entry.
 */
export function forwardedClientIp(headers: Headers, trust: TrustedProxy): string | null {
  if (trust.kind === 'vercel') {
    // Vercel's edge overwrites these with the address it received the request from.
    const value = headers.get('x-vercel-forwarded-for') ?? headers.get('x-real-ip') ?? headers.get('x-forwarded-for') ?? '';
    return normalizeIp(value.split(',')[0] ?? '');
  }
  const chain = forwardedChain(headers);
  if (chain.length === 0) return null;
  if (trust.kind === 'hops') return normalizeIp(chain[Math.max(0, chain.length - 1 - trust.hops)]!);
  for (let i = chain.length - 1; i >= 0; i--) {
    const bytes = ipBytes(chain[i]!);
    // Not an address: no trusted proxy wrote it, and nothing left of it can be trusted.
    if (!bytes) return null;
    if (i === 0 || !trust.ranges.some((net) => inCidr(bytes, net))) return formatIp(bytes);
  }
  return null;
}
