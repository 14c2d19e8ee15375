import { describe, expect, it } from 'vitest';
import { idPayloads, parseIdPayload } from '../../server/realtime/notify';

// The NOTIFY payload carries ids only, split so that none reaches PostgreSQL's 8000-byte limit.

describe('idPayloads / parseIdPayload', () => {
  it('round-trips any number of ids in payloads under the limit', () => {
    const ids = Array.from({ length: 5_000 }, (_, i) => 2_000_000_000 + i);
    const payloads = idPayloads(ids);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(payloads.flatMap(parseIdPayload)).toEqual(ids);
  });

  it('sends nothing for no ids, one payload for a few', () => {
    expect(idPayloads([])).toEqual([]);
    expect(idPayloads([3, 14, 15])).toEqual(['3,14,15']);
  });

  it('skips what is not an id (another sender on the channel)', () => {
    expect(parseIdPayload('7,x,-2,0,1.5,9')).toEqual([7, 9]);
    expect(parseIdPayload('')).toEqual([]);
  });
});
