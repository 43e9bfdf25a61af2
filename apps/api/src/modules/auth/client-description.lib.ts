// Words for a signed-in device and the place it signed in from, for the devices list and the login alert
// (docs/decisions/034-sessions-on-the-server.md). The device comes from the browser's user agent (bowser); the place
// from the address alone, with no outside service or address database: what kind of network it is, never a town.
import { BlockList, isIP } from 'node:net';
import Bowser from 'bowser';

/** How much of a user agent is kept: real ones are a few hundred characters. */
export const MAX_USER_AGENT_LENGTH = 512;

/** 'Chrome on Android phone', 'Safari on iPhone', 'Firefox on Windows'; 'Unknown device' when nothing is known. */
export function describeDevice(userAgent: string): string {
  if (!userAgent.trim()) return 'Unknown device';
  const { browser, os, platform } = Bowser.parse(userAgent.slice(0, MAX_USER_AGENT_LENGTH));
  const browserName = browser.name?.replace(' for Android', '') || 'Unknown browser';
  let device: string | undefined = platform.model || os.name;
  if (device === 'Android' && platform.type === 'mobile') device = 'Android phone';
  if (device === 'Android' && platform.type === 'tablet') device = 'Android tablet';
  if (!device && browserName === 'Unknown browser') return 'Unknown device';
  return device ? `${browserName} on ${device}` : browserName;
}

function blockList(ranges: Array<[string, number, 'ipv4' | 'ipv6']>): BlockList {
  const list = new BlockList();
  for (const [network, prefix, family] of ranges) list.addSubnet(network, prefix, family);
  return list;
}

/** Address ranges that say something about where a client is, in the order they are tried. */
const PLACES: Array<[BlockList, string]> = [
  [
    blockList([
      ['127.0.0.0', 8, 'ipv4'],
      ['::1', 128, 'ipv6'],
    ]),
    'This computer (the same machine as the shop)',
  ],
  [
    blockList([
      ['10.0.0.0', 8, 'ipv4'],
      ['172.16.0.0', 12, 'ipv4'],
      ['192.168.0.0', 16, 'ipv4'],
      ['fc00::', 7, 'ipv6'],
    ]),
    "A private network (a home, an office or the shop's own)",
  ],
  [
    blockList([
      ['169.254.0.0', 16, 'ipv4'],
      ['fe80::', 10, 'ipv6'],
    ]),
    'The local network of the shop',
  ],
  [blockList([['100.64.0.0', 10, 'ipv4']]), "A mobile or internet provider's shared address"],
  [
    blockList([
      ['192.0.2.0', 24, 'ipv4'],
      ['198.51.100.0', 24, 'ipv4'],
      ['203.0.113.0', 24, 'ipv4'],
      ['2001:db8::', 32, 'ipv6'],
    ]),
    'A test address (no real place)',
  ],
];

/**
 * What the address alone says about where the client is. A public address is only named as such: telling the town
 * would take an address database or an outside service, which the shop does not use.
 */
export function describePlace(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  const family = isIP(address);
  if (family === 0) return 'Unknown';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  for (const [list, words] of PLACES) if (list.check(address, type)) return words;
  return 'Somewhere on the internet (the shop tells no town from an address)';
}
