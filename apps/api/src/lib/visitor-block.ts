// Who a request counts as for the limits on one visitor (docs/decisions/017-limits-on-one-visitor.md): an IPv4
// address, or an IPv6 address's /64, the block one subscriber is given, so changing the rest of it wins nothing.
import { isIP } from 'node:net';

/**
 * The block one visitor holds: an IPv4 address as it is (an IPv4-mapped IPv6 one too), an IPv6 address's /64 (the
 * block one subscriber is given, so changing the rest wins nothing); anything else as it is.
 */
export function visitorBlock(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const plain = mapped ?? address;
  return isIP(plain) === 6 ? ipv6Prefix64(plain) : plain;
}

/** An IPv6 address's first four groups (its /64), from any of its written forms. */
function ipv6Prefix64(address: string): string {
  const [head = '', tail] = address.split('%', 1)[0]?.split('::') ?? [];
  const groupsOf = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const groups = [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
