import { isIP } from 'node:net';

/** Fastify's `trustProxy` as TRUST_PROXY sets it: off, every hop, a hop count, or the proxies' addresses. */
export type TrustProxy = boolean | number | string[];

/** proxy-addr's names for address ranges (Fastify passes a list to it). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrCidr = (item: string) => {
  if (RANGE_NAMES.has(item)) return true;
  const [address = '', prefix, extra] = item.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY's text: empty, `false` or `0` → off; `true` → trust every hop; a whole number → that many hops
 * (the closest proxies); else a comma list of addresses, CIDRs or `loopback`/`linklocal`/`uniquelocal`.
 * Returns an error message for anything else.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy | { error: string } {
  const text = raw?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text))
    return Number(text) <= 100 ? Number(text) : { error: 'a hop count must be at most 100' };
  const items = text.split(',').map((item) => item.trim());
  const bad = items.filter((item) => !isAddressOrCidr(item));
  return bad.length === 0
    ? items
    : {
        error:
          'must be true, false, a hop count, or a comma list of addresses or CIDRs ' +
          `(not ${bad.map((item) => JSON.stringify(item)).join(', ')})`,
      };
}

/**
 * What Fastify gets. A hop count goes as proxy-addr's own rule (trust the `hops` closest addresses): Fastify 5
 * ignores a bare number (it trusts nothing), since a count cannot tell its proxy from a client that connects
 * directly — set one only when clients cannot reach the server but through the proxies.
 */
export const fastifyTrustProxy = (trust: TrustProxy) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
