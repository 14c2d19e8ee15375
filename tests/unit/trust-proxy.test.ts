import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { fastifyTrustProxy, parseTrustProxy } from '../../server/security/trust-proxy';

describe('TRUST_PROXY', () => {
  it('is off by default, and with empty, false or 0', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const raw of ['', 'false', '0', ' '])
      expect(parseTrustProxy(raw), JSON.stringify(raw)).toBe(false);
  });

  it('true, a hop count, or a comma list of addresses, CIDRs and range names', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,::1,fd00::/8,loopback' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '192.168.1.5', '::1', 'fd00::/8', 'loopback']);
  });

  it('anything else stops the start with a message naming it and the bad items', () => {
    for (const raw of [
      'yes',
      '10.0.0.0/33',
      '10.0.0.1,proxy.local',
      '::1/129',
      '1.2.3.4/8/1',
      '101',
    ])
      expect(() => loadConfig({ TRUST_PROXY: raw }), raw).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,proxy.local' })).toThrow(
      /TRUST_PROXY: must be true, false, a hop count, or a comma list of addresses or CIDRs \(not "proxy\.local"\)/,
    );
  });

  it('a hop count trusts that many closest addresses (Fastify alone would trust none)', () => {
    const trust = fastifyTrustProxy(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });
});
