/**
 * IP addresses, CIDR ranges and the trusted-proxy setting, without Node APIs (the locale proxy and
 * the environment module import it). No module state: every function is pure.
 */
import ipaddr from 'ipaddr.js';
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

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** A dotted IPv4 address: four decimal parts without leading zeros. */
function parseIpv4(text: string): ipaddr.IPv4 | null {
  // ipaddr alone also reads legacy forms (127.1, 0x7f.0.0.1, octal 010.0.0.1).
  return ipaddr.IPv4.isValidFourPartDecimal(text) ? ipaddr.IPv4.parse(text) : null;
}

function parseIpv6(text: string): ipaddr.IPv6 | null {
  // A zone (fe80::1%eth0) names an interface, not part of the address.
  let address = text.replace(/%[\w.-]+$/, '');
  if (address.includes('%')) return null;
  // A trailing IPv4 part (::ffff:192.0.2.1) is rewritten as two hex groups: ipaddr would accept
  // octal or hex octets there, and read ::a.b.c.d as ::ffff:a.b.c.d.
  const cut = address.lastIndexOf(':');
  const tail = address.slice(cut + 1);
  if (tail.includes('.')) {
    const v4 = parseIpv4(tail)?.toByteArray();
    if (!v4) return null;
    const group = (hi: number, lo: number) => ((hi << 8) | lo).toString(16);
    address = `${address.slice(0, cut + 1)}${group(v4[0]!, v4[1]!)}:${group(v4[2]!, v4[3]!)}`;
  }
  return ipaddr.IPv6.isValid(address) ? ipaddr.IPv6.parse(address) : null;
}

/** An IP as forwarding headers write it (see `ipBytes`), IPv4-mapped IPv6 as IPv4. */
function parseIp(text: string): Address | null {
  let value = text.trim();
  if (value.length === 0 || value.length > 100) return null;
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^[\d.]+:\d{1,5}$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  if (!value.includes(':')) return parseIpv4(value);
  const address = parseIpv6(value);
  return address?.isIPv4MappedAddress() ? address.toIPv4Address() : address;
}

/**
 * The address bytes of an IP as forwarding headers write it: IPv4 or IPv6, optionally in
 * brackets, with a port (`203.0.113.7:4711`, `[2001:db8::1]:443`). IPv4-mapped IPv6 reads as IPv4.
 * Null for anything else.
 */
export function ipBytes(text: string): Uint8Array | null {
  const address = parseIp(text);
  return address && Uint8Array.from(address.toByteArray());
}

/** The canonical text of an address: dotted IPv4, or lower-case IPv6 with the longest zero run compressed. */
export function formatIp(bytes: Uint8Array): string {
  return ipaddr.fromByteArray(Array.from(bytes)).toString();
}

/**
 * The client as rate limits count it: an IPv4 address as is, an IPv6 address as its network
 * (`2001:db8:1:1::/64`), since one host may hold a whole /64. Anything else ('unknown') stays as
 * given. Every limiter keys on this, never on the full address.
 */
export function rateLimitIp(ip: string): string {
  const address = parseIp(ip);
  if (!address) return ip;
  if (address instanceof ipaddr.IPv4) return address.toString();
  const prefix = RATE_LIMIT_CLIENT.ipv6Prefix;
  const mask = ipaddr.IPv6.subnetMaskFromPrefixLength(prefix).toByteArray();
  const net = new ipaddr.IPv6(address.toByteArray().map((byte, i) => byte & mask[i]!));
  return `${net.toString()}/${prefix}`;
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
  // ipaddr throws when matching across families.
  if (bytes.length !== net.bytes.length) return false;
  return ipaddr.fromByteArray(Array.from(bytes)).match(ipaddr.fromByteArray(Array.from(net.bytes)), net.prefix);
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
