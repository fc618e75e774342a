import { describe, expect, it } from 'vitest';
import { addressBucket } from './address-bucket';

describe('addressBucket (what the auth limits count as one address)', () => {
  it('puts every IPv6 address of one /64 in the same bucket', () => {
    const a = addressBucket('2001:db8:aa:bb:1:2:3:4');
    expect(a).toBe('2001:db8:aa:bb::/64');
    expect(addressBucket('2001:0db8:00aa:00bb:ffff:ffff:ffff:ffff')).toBe(a);
    expect(addressBucket('2001:db8:aa:bc::1')).not.toBe(a);
  });

  it('keeps IPv4 addresses apart, and counts IPv4-mapped IPv6 as the IPv4 address', () => {
    expect(addressBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('203.0.113.8')).not.toBe(addressBucket('203.0.113.7'));
    expect(addressBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('passes anything unparseable through unchanged', () => {
    expect(addressBucket('unknown')).toBe('unknown');
  });
});
