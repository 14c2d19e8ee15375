import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rankedAgency } from '../../contract/ranking';
import { RANKING_ITEM_FORMAT } from '../../server/modules/matching/stored-ranking';

// The store keeps ranked agencies as the JSON an older build wrote, and serves only rows of the current
// format: a change of their shape must come with a new format, or a deploy would serve the old shape.

const shapeOf = (schema: z.ZodType) =>
  createHash('sha256')
    .update(JSON.stringify(z.toJSONSchema(schema, { io: 'output' })))
    .digest('hex')
    .slice(0, 16);

describe('the stored ranking item', () => {
  it('changes its format whenever its shape changes', () => {
    // On a failure: grow RANKING_ITEM_FORMAT (server/modules/matching/stored-ranking.ts), then write both here.
    expect({ format: RANKING_ITEM_FORMAT, shape: shapeOf(rankedAgency) }).toEqual({
      format: 3,
      shape: 'cca1065303456068',
    });
  });

  it('tells a changed shape apart', () => {
    expect(shapeOf(rankedAgency.extend({ extra: z.string() }))).not.toBe(shapeOf(rankedAgency));
  });
});
