import { isIPv6 } from 'node:net';

const ipv4Mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The client address as rate limits count it. An IPv6 subscriber is given at least a /64 and often a /56 (256
 * networks of /64) and can pick any address in it, so IPv6 addresses are counted by their /56; IPv4-mapped IPv6
 * counts as IPv4.
 */
export function addressKey(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  const mapped = ipv4Mapped.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  // An embedded IPv4 address ("::1.2.3.4") stands for the last two groups, beyond the /56 in any case.
  const tailGroups = tail ? tail.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const zeros = Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  const groups = tail === undefined ? headGroups : [...headGroups, ...zeros, ...tailGroups];
  const [first = 0, second = 0, third = 0, fourth = 0] = groups.slice(0, 4).map((group) => Number.parseInt(group, 16));
  // The /56 ends half-way through the fourth group.
  return `${[first, second, third, fourth & 0xff00].map((group) => group.toString(16)).join(':')}::/56`;
}

/**
 * The network a client address belongs to, wider than `addressKey`: an IPv4 /24 or an IPv6 /48, what one home,
 * office or phone moving between a carrier's nearby addresses stays inside in a day.
 */
export function addressRange(ip: string): string {
  const key = addressKey(ip);
  if (key.endsWith('::/56')) return `${key.split(':').slice(0, 3).join(':')}::/48`;
  const octets = key.split('.');
  return octets.length === 4 ? `${octets.slice(0, 3).join('.')}.0/24` : key;
}
