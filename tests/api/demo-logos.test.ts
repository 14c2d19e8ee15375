import { eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueCard } from '../../contract/catalogue';
import type { Page } from '../../contract/drf';
import { contractors } from '../../server/db/schema';
import { seedDemoLogos } from '../../server/modules/materials';
import { call } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/test-app';

// The demo agencies' drawn logos: stored as their images at the first start, once.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ demoLogos: true });
});
afterAll(() => t.close());

describe('demo logos', () => {
  it('every published demo agency has a logo, served as an image, shown on its catalogue card', async () => {
    const bare = await t.app.db.db
      .select({ id: contractors.id })
      .from(contractors)
      .where(isNull(contractors.logoId));
    expect(bare).toEqual([]);
    const page = await call<Page<CatalogueCard>>(
      t.app,
      'GET',
      '/contractor/api/v1/contractors/?page_size=100',
    );
    expect(page.body.count).toBeGreaterThanOrEqual(60);
    expect(page.body.results.every((card) => card.logo !== null)).toBe(true);
    const image = await t.app.inject({ method: 'GET', url: page.body.results[0]!.logo! });
    expect(image.statusCode).toBe(200);
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.format).toBe('webp');
  });

  it('the first page of the catalogue shows marks of different shapes, not one mark in other colours', async () => {
    const page = await call<Page<CatalogueCard>>(
      t.app,
      'GET',
      '/contractor/api/v1/contractors/?page_size=12',
    );
    // Each logo's silhouette: light ink against the dark tint, on a 16×16 grid, colours aside.
    const silhouettes = await Promise.all(
      page.body.results.map(async (card) => {
        const image = await t.app.inject({ method: 'GET', url: card.logo! });
        const pixels = await sharp(image.rawPayload)
          .flatten({ background: '#000000' })
          .greyscale()
          .resize(16, 16, { fit: 'fill' })
          .raw()
          .toBuffer();
        return [...pixels].map((value) => (value > 160 ? '#' : '.')).join('');
      }),
    );
    expect(silhouettes).toHaveLength(12);
    // Twelve families in a row: all different (the six motifs before gave 9 silhouettes for 12).
    expect(new Set(silhouettes).size).toBe(12);
  });

  it('runs once: a logo removed later is not drawn again', async () => {
    const [first] = await t.app.db.db.select().from(contractors).limit(1);
    await t.app.db.db
      .update(contractors)
      .set({ logoId: null })
      .where(eq(contractors.id, first!.id));
    expect(await seedDemoLogos(t.app)).toBe(0);
    const [again] = await t.app.db.db
      .select({ logoId: contractors.logoId })
      .from(contractors)
      .where(eq(contractors.id, first!.id));
    expect(again!.logoId).toBeNull();
  });
});
