import ipaddr from 'ipaddr.js';

/**
 * The unit the auth limits count per "address": an IPv4 address, or the /64 an IPv6 address
 * belongs to. One IPv6 subscriber gets a whole /64 (often more), so counting full addresses would
 * give a single attacker 2^64 fresh budgets. IPv4-mapped IPv6 (::ffff:a.b.c.d) counts as IPv4.
 */
export const addressBucket = (ip: string): string => {
  if (!ipaddr.isValid(ip)) return ip;
  let parsed = ipaddr.parse(ip);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`);
  return `${network.toString()}/64`;
};
