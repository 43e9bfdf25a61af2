// POSTs from the shop to addresses an admin typed in (a supplier's webhook, docs/decisions/027-purchase-orders.md).
// Such an address must not turn the shop into a way into its own network: unless the setting allows it, only
// public addresses are reached. The check is made on the addresses the connection actually uses (the name is
// resolved once, inside the connection), so a name that answers a public address to a check and a private one to
// the connection gets nowhere. Redirects are not followed, and the answer's body is never read.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** Loopback, private, link-local (cloud metadata), shared, reserved, documentation and multicast ranges. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
// BlockList reads an IPv4-mapped IPv6 address (::ffff:a.b.c.d) by the IPv4 rules above. Other IPv4 inside IPv6
// (IPv4-translated, NAT64, Teredo, 6to4) is refused whole: it could carry any of those ranges.
for (const [network, prefix] of [
  // Unspecified, loopback and the old IPv4-compatible form (::a.b.c.d).
  ['::', 96],
  // IPv4-translated (::ffff:0:a.b.c.d, RFC 2765; often written ::ffff:0:0/96, which is the mapped range).
  ['::ffff:0:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  // Teredo: a tunnel whose address names an IPv4 server and client.
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class RefusedAddressError extends Error {}

// The address a name resolved to is left out: the message is shown to admins, and need not map the shop's network.
const refusal = (host: string) =>
  new RefusedAddressError(
    `${host} is not a public internet address: the shop posts only to public addresses ` +
      '(SUPPLIER_WEBHOOK_ALLOW_PRIVATE)',
  );

// Agents of their own: no proxy from the environment (a proxy would resolve the name itself, unchecked) and no
// connections shared with other code.
const agents = { http: new http.Agent(), https: new https.Agent() };

/** dns.lookup, failing when any address of the name is not public. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find(({ address }) => !isPublicAddress(address));
    if (refused) return callback(refusal(hostname), '', 0);
    const [first] = addresses;
    if (!first) return callback(new Error(`${hostname} has no address`), '', 0);
    if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
    return callback(null, first.address, first.family);
  });
};

export interface OutboundPostOptions {
  timeoutMs: number;
  /** Reach only public addresses (false: anything, for a supplier inside the shop's own network). */
  publicOnly: boolean;
  /** Refuse plain http:// (production: what is posted carries shoppers' names and addresses). */
  httpsOnly: boolean;
}

/** POSTs `body` to `url` and gives the answer's status. Throws when the address is refused or unreachable. */
export function outboundPost(
  { timeoutMs, publicOnly, httpsOnly }: OutboundPostOptions,
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    if (target.protocol !== 'https:' && (httpsOnly || target.protocol !== 'http:')) {
      // Scheme and host only: a webhook's path may hold a token of the supplier's.
      reject(new RefusedAddressError(`${target.protocol}//${target.host} is not an https:// address`));
      return;
    }
    // A literal IP is connected to without a lookup: checked here.
    const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
    if (publicOnly && isIP(host) !== 0 && !isPublicAddress(host)) {
      reject(refusal(host));
      return;
    }
    const secure = target.protocol === 'https:';
    const request = (secure ? https : http).request(target, {
      agent: secure ? agents.https : agents.http,
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      signal: AbortSignal.timeout(timeoutMs),
      ...(publicOnly && { lookup: publicLookup }),
    });
    request.on('response', (response) => {
      resolve({ status: response.statusCode ?? 0 });
      // Only the status counts: the body is dropped unread, so the other side cannot fill the shop's memory.
      response.destroy();
    });
    request.on('error', reject);
    request.end(body);
  });
}
