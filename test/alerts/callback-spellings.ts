// Every spelling of a callback host the policy must judge, as a client would write it in a URL,
// with the class the policy must give it: one table for the check when a subscription is made
// (callback-policy.test.ts) and the check when a connection is made (outbound-request.test.ts).
// A host judged 'public' is allowed; every other class is refused (loopback unless the operator
// allows it, for tests).
import type { AddressClass } from '../../src/alerts/callback-policy.js';

export type Spelling = readonly [host: string, cls: AddressClass];

export const SPELLINGS: readonly Spelling[] = [
  // Loopback, IPv4 in each form the URL parser reads: short, decimal, hex, octal, padded,
  // a trailing dot, percent-encoded, full-width digits.
  ['127.0.0.1', 'loopback'],
  ['127.1', 'loopback'],
  ['127.0.1', 'loopback'],
  ['2130706433', 'loopback'],
  ['0x7f000001', 'loopback'],
  ['0x7F.1', 'loopback'],
  ['0177.0.0.1', 'loopback'],
  ['017700000001', 'loopback'],
  ['127.000.000.001', 'loopback'],
  ['127.0.0.1.', 'loopback'],
  ['%31%32%37.0.0.1', 'loopback'],
  ['１２７.０.０.１', 'loopback'],
  ['127.255.255.254', 'loopback'],
  // Loopback, IPv6, and IPv4 loopback mapped into IPv6 (a dual-stack socket reaches 127.0.0.1).
  ['[::1]', 'loopback'],
  ['[0:0:0:0:0:0:0:1]', 'loopback'],
  ['[0000::0001]', 'loopback'],
  ['[::ffff:127.0.0.1]', 'loopback'],
  ['[::ffff:7f00:1]', 'loopback'],
  ['[0:0:0:0:0:FFFF:7F00:1]', 'loopback'],
  // This host, unspecified.
  ['0.0.0.0', 'special'],
  ['0', 'special'],
  ['[::]', 'special'],
  ['[::ffff:0.0.0.0]', 'special'],
  // Private: RFC 1918, shared address space (100.64/10), unique local (fc00::/7), site-local.
  ['10.0.0.1', 'private'],
  ['10.255.255.255', 'private'],
  ['167772161', 'private'],
  ['0xa.0.0.1', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['192.168.0.1', 'private'],
  ['0xc0a80101', 'private'],
  ['100.64.0.1', 'private'],
  ['100.127.255.254', 'private'],
  ['[fc00::1]', 'private'],
  ['[fd12:3456::1]', 'private'],
  ['[fd00:ec2::254]', 'private'],
  ['[fec0::1]', 'private'],
  ['[::ffff:10.0.0.1]', 'private'],
  ['[::ffff:a00:1]', 'private'],
  ['[::ffff:192.168.1.1]', 'private'],
  // Link-local: cloud metadata services among them.
  ['169.254.169.254', 'link-local'],
  ['2852039166', 'link-local'],
  ['0xa9fea9fe', 'link-local'],
  ['0251.0376.0251.0376', 'link-local'],
  ['[fe80::1]', 'link-local'],
  ['[fe80::a9fe:a9fe]', 'link-local'],
  ['[febf:ffff::1]', 'link-local'],
  ['[::ffff:169.254.169.254]', 'link-local'],
  // Reserved: protocol assignments, documentation, 6to4's relays (deprecated), benchmarking,
  // multicast, 240/4, broadcast, segment routing.
  ['192.0.0.1', 'special'],
  ['192.0.2.1', 'special'],
  ['192.88.99.1', 'special'],
  ['198.18.0.1', 'special'],
  ['198.51.100.1', 'special'],
  ['203.0.113.1', 'special'],
  ['224.0.0.1', 'special'],
  ['239.255.255.250', 'special'],
  ['240.0.0.1', 'special'],
  ['255.255.255.255', 'special'],
  ['[ff02::1]', 'special'],
  ['[2001:db8::1]', 'special'],
  ['[3fff::1]', 'special'],
  ['[100::1]', 'special'],
  ['[5f00::1]', 'special'],
  // NAT64's well-known prefix (64:ff9b::/96, RFC 6052): judged by the IPv4 address it carries.
  ['[64:ff9b::7f00:1]', 'loopback'],
  ['[64:ff9b::127.0.0.1]', 'loopback'],
  ['[64:ff9b::10.0.0.1]', 'private'],
  ['[64:ff9b::192.168.0.1]', 'private'],
  ['[64:ff9b::a9fe:a9fe]', 'link-local'],
  // IPv4-compatible (::/96, deprecated by RFC 4291): no public receiver has one.
  ['[::127.0.0.1]', 'special'],
  ['[::7f00:1]', 'special'],
  ['[::10.0.0.1]', 'special'],
  ['[::169.254.169.254]', 'special'],
  ['[::8.8.8.8]', 'special'],
  // IPv4-translated (::ffff:0:0:0/96, RFC 2765): a translator's inside form.
  ['[::ffff:0:7f00:1]', 'special'],
  ['[::ffff:0:127.0.0.1]', 'special'],
  ['[::ffff:0:a00:1]', 'special'],
  ['[::ffff:0:808:808]', 'special'],
  // NAT64's local-use prefix (64:ff9b:1::/48, RFC 8215): the operator's own translator, wherever
  // in the address it puts the IPv4 address.
  ['[64:ff9b:1::7f00:1]', 'special'],
  ['[64:ff9b:1::a00:1]', 'special'],
  ['[64:ff9b:1:ffff::1]', 'special'],
  ['[64:ff9b:1::808:808]', 'special'],
  // 6to4 (2002::/16, RFC 3056): judged by the IPv4 address in bits 16-47.
  ['[2002:7f00:1::]', 'loopback'],
  ['[2002:a00:1::1]', 'private'],
  ['[2002:c0a8:101::]', 'private'],
  ['[2002:a9fe:a9fe::]', 'link-local'],
  // Teredo (2001::/32, RFC 4380): the server's IPv4 address in bits 32-63, the client's in the
  // last 32 bits, inverted; judged by both. 4136:e378 is 65.54.227.120, a public server.
  ['[2001:0:4136:e378:8000:63bf:80ff:fffe]', 'loopback'],
  ['[2001:0:4136:e378::f5ff:fffe]', 'private'],
  ['[2001:0:4136:e378::5601:5601]', 'link-local'],
  ['[2001:0:a00:1::f7f7:f7f7]', 'private'],
  // The rest of the IETF's protocol block (2001::/23): benchmarking, ORCHID, AMT and the like.
  ['[2001:2::1]', 'special'],
  ['[2001:10::1]', 'special'],
  ['[2001:20::1]', 'special'],
  // Public: next to the ranges above, and the transition forms carrying a public address.
  ['93.184.215.14', 'public'],
  ['8.8.8.8', 'public'],
  ['134744072', 'public'],
  ['172.32.0.1', 'public'],
  ['100.128.0.1', 'public'],
  ['192.169.0.1', 'public'],
  ['[2606:4700::1111]', 'public'],
  ['[2a00:1450:4001::200e]', 'public'],
  ['[::ffff:8.8.8.8]', 'public'],
  ['[64:ff9b::808:808]', 'public'],
  ['[2002:808:808::1]', 'public'],
  ['[2001:0:4136:e378:8000:63bf:f7f7:f7f7]', 'public'],
];

/** The host as a resolver or a socket would write it: the URL's host without brackets. */
export function addressOf(host: string): string {
  return new URL(`http://${host}/`).hostname.replace(/^\[(.*)\]$/, '$1');
}
