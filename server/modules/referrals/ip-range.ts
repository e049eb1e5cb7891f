import { isIPv4, isIPv6 } from 'node:net';

/** Expands `::` so an IPv6 address's first groups can be read. */
function ipv6Groups(ip: string): string[] {
  const [head = '', tail] = ip.split('::');
  const headGroups = head ? head.split(':') : [];
  if (tail === undefined) return headGroups;
  const tailGroups = tail ? tail.split(':') : [];
  return [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
}

/** The network a sign-up came from, as the per-hour guard counts: /24 for IPv4, /48 for IPv6; null when unknown. */
export function ipRangeOf(ip: string): string | null {
  const mapped = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (isIPv4(mapped)) return `${mapped.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(mapped)) return `${ipv6Groups(mapped.toLowerCase()).slice(0, 3).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/48`;
  return null;
}
