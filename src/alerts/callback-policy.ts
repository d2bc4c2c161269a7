// Which callback URLs alerts may be posted to: http or https, no credentials in the URL, a host on
// the operator's allow-list when there is one, and every address the host stands for a public
// one. Loopback, private, link-local and the other special ranges are refused unless the operator
// allows loopback (for tests). Checked when a subscription is made, from the URL and its resolved
// addresses alone (nothing is sent), and again for every delivery at connection time
// (outbound-request.ts), so that a name re-pointed at an inside address is refused then too.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

export interface CallbackPolicy {
  /** Host names callbacks may name (`hooks.example.com`, `*.example.com`); undefined: any public host. */
  allowedHosts: readonly string[] | undefined;
  /** Loopback callbacks allowed (SKYREF_ALERT_ALLOW_LOOPBACK=1, for tests); never by default. */
  allowLoopback: boolean;
}

export type AddressClass = 'public' | 'loopback' | 'private' | 'link-local' | 'special';

/**
 * The ranges no callback may reach, by what they are (RFC 6890's special-purpose registries), the
 * IPv6 forms that carry an IPv4 address excepted: those are judged by it (CARRIERS, below).
 */
function specialRanges(): { list: BlockList; cls: Exclude<AddressClass, 'public'> }[] {
  const make = (cls: Exclude<AddressClass, 'public'>, ranges: [string, number, 'ipv4' | 'ipv6'][]) => {
    const list = new BlockList();
    for (const [net, prefix, type] of ranges) list.addSubnet(net, prefix, type);
    return { list, cls };
  };
  return [
    make('loopback', [['127.0.0.0', 8, 'ipv4'], ['::1', 128, 'ipv6']]),
    // fec0::/10, site-local, is deprecated (RFC 3879) but still routed inside some networks.
    make('private', [['10.0.0.0', 8, 'ipv4'], ['172.16.0.0', 12, 'ipv4'], ['192.168.0.0', 16, 'ipv4'], ['100.64.0.0', 10, 'ipv4'], ['fc00::', 7, 'ipv6'], ['fec0::', 10, 'ipv6']]),
    make('link-local', [['169.254.0.0', 16, 'ipv4'], ['fe80::', 10, 'ipv6']]),
    make('special', [
      ['0.0.0.0', 8, 'ipv4'],
      ['192.0.0.0', 24, 'ipv4'],
      ['192.0.2.0', 24, 'ipv4'],
      ['192.88.99.0', 24, 'ipv4'],
      ['198.18.0.0', 15, 'ipv4'],
      ['198.51.100.0', 24, 'ipv4'],
      ['203.0.113.0', 24, 'ipv4'],
      ['224.0.0.0', 4, 'ipv4'],
      ['240.0.0.0', 4, 'ipv4'],
      // ::/96 (after ::1, above): IPv4-compatible, deprecated (RFC 4291), and `::` itself.
      ['::', 96, 'ipv6'],
      // IPv4-translated (RFC 2765) and NAT64's local-use prefix (RFC 8215): the inside forms of
      // a translator, which puts the IPv4 address where its operator chose.
      ['::ffff:0:0:0', 96, 'ipv6'],
      ['64:ff9b:1::', 48, 'ipv6'],
      ['100::', 64, 'ipv6'],
      // The IETF's protocol block: benchmarking, ORCHID, AMT, anycast services; Teredo in it is
      // judged by its addresses first.
      ['2001::', 23, 'ipv6'],
      ['2001:db8::', 32, 'ipv6'],
      ['3fff::', 20, 'ipv6'],
      ['5f00::', 16, 'ipv6'],
      ['ff00::', 8, 'ipv6'],
    ]),
  ];
}

const RANGES = specialRanges();

/** The eight 16-bit pieces of an IPv6 address in any spelling (a dotted tail, a zone, upper case). */
function ipv6Pieces(address: string): number[] | undefined {
  let canonical: string;
  try {
    // The WHATWG URL parser reads every spelling and writes one: hex pieces, the zeros as `::`.
    canonical = new URL(`http://[${address.replace(/%.*$/, '')}]/`).hostname.slice(1, -1);
  } catch {
    return undefined;
  }
  const [head = '', tail] = canonical.split('::');
  const pieces = (text: string) => (text === '' ? [] : text.split(':').map((piece) => parseInt(piece, 16)));
  if (tail === undefined) return pieces(head);
  const left = pieces(head);
  const right = pieces(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const ipv4 = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/** An IPv6 prefix, and where in an address of it the IPv4 addresses it carries are. */
function carrier(net: string, prefix: number, carried: (pieces: number[]) => string[]): { list: BlockList; carried: (pieces: number[]) => string[] } {
  const list = new BlockList();
  list.addSubnet(net, prefix, 'ipv6');
  return { list, carried };
}

/**
 * IPv6 forms whose packets end up at an IPv4 address they carry: judged by it (by the worst,
 * when two), so that a private address is refused in every spelling and a public one allowed in
 * every spelling a receiver may have.
 */
const CARRIERS = [
  // IPv4-mapped (RFC 4291): a dual-stack socket connects to the IPv4 address itself.
  carrier('::ffff:0:0', 96, (p) => [ipv4(p[6]!, p[7]!)]),
  // NAT64's well-known prefix (RFC 6052): the translator connects to it.
  carrier('64:ff9b::', 96, (p) => [ipv4(p[6]!, p[7]!)]),
  // 6to4 (RFC 3056): tunnelled to the IPv4 address in bits 16-47.
  carrier('2002::', 16, (p) => [ipv4(p[1]!, p[2]!)]),
  // Teredo (RFC 4380): the server in bits 32-63, the client in the last 32 bits, inverted.
  carrier('2001::', 32, (p) => [ipv4(p[2]!, p[3]!), ipv4(p[6]! ^ 0xffff, p[7]! ^ 0xffff)]),
];

/** What kind of address `address` (an IP literal) is. */
export function addressClass(address: string): AddressClass {
  const family = isIP(address);
  if (family === 0) return 'special';
  if (family === 6) {
    const form = CARRIERS.find(({ list }) => list.check(address, 'ipv6'));
    if (form) {
      const pieces = ipv6Pieces(address);
      // Node's isIP took it: were the URL parser ever to differ, refuse rather than guess.
      if (!pieces) return 'special';
      return form.carried(pieces).map(addressClass).find((cls) => cls !== 'public') ?? 'public';
    }
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  for (const { list, cls } of RANGES) if (list.check(address, type)) return cls;
  return 'public';
}

/** Whether the policy lets a callback reach `address`; the reason when not. */
export function addressRefusal(address: string, policy: CallbackPolicy): string | undefined {
  const cls = addressClass(address);
  if (cls === 'public' || (cls === 'loopback' && policy.allowLoopback)) return undefined;
  return cls === 'special' ? 'its host is a reserved address' : `its host is a ${cls} address`;
}

/** Whether `host` (lower case, no brackets) is on the allow-list. */
function hostAllowed(host: string, allowed: readonly string[]): boolean {
  return allowed.some((entry) => (entry.startsWith('*.') ? host.endsWith(entry.slice(1)) && host.length > entry.length - 1 : host === entry));
}

export type Resolve = (host: string) => Promise<string[]>;

/** Every address a host name stands for, as the system resolves it. */
export const systemResolve: Resolve = async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/** The URL's host as an address or name: without IPv6 brackets, lower case. */
export function urlHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
}

/**
 * The URL to post alerts to, or why it is refused. The URL is checked as written (scheme,
 * credentials, host on the allow-list, a literal address's range) before any name is resolved;
 * a name's addresses must all be allowed. Nothing is ever sent to the URL here.
 */
export async function checkCallback(text: string, policy: CallbackPolicy, resolve: Resolve = systemResolve): Promise<{ url: URL } | { refused: string }> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { refused: 'callbackUrl is not a URL' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { refused: 'callbackUrl must be http or https' };
  if (url.username !== '' || url.password !== '') return { refused: 'callbackUrl must not hold credentials' };
  if (url.hash !== '') return { refused: 'callbackUrl must not have a fragment' };
  const host = urlHost(url);
  if (policy.allowedHosts && !hostAllowed(host, policy.allowedHosts)) return { refused: "callbackUrl's host is not on the service's allow-list" };
  if (isIP(host) !== 0) {
    const refusal = addressRefusal(host, policy);
    return refusal ? { refused: `callbackUrl is not allowed: ${refusal}` } : { url };
  }
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return { refused: "callbackUrl's host does not resolve" };
  }
  if (addresses.length === 0) return { refused: "callbackUrl's host does not resolve" };
  for (const address of addresses) {
    const refusal = addressRefusal(address, policy);
    if (refusal) return { refused: `callbackUrl is not allowed: ${refusal.replace('its host is', 'its host resolves to')}` };
  }
  return { url };
}
