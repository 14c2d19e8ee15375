import { and, eq, inArray, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../../app-context';
import { demoLogoShapes, demoLogoSvg } from '../../db/seed/catalogue/logo-art';
import { planDemoCatalogue } from '../../db/seed/catalogue/plan';
import { refreshProfileRows } from '../../db/profile-columns';
import { appSettings, contractors } from '../../db/schema';
import { createAvatar } from './avatars.service';

/** Done once per database: an agency that later removes its logo does not get the drawn one back. */
const DEMO_LOGOS_MARKER = 'seed_demo_logos_v1';

/**
 * Draws each demo agency's logo and stores it as the agency's image, the way an upload is stored (so the
 * files are in this server's media storage). Agencies that already have a logo keep it. Two processes
 * starting at once may both draw: the second's images stay unused in the agency's gallery.
 */
export async function seedDemoLogos(ctx: Pick<AppContext, 'db' | 'media'>): Promise<number> {
  const db = ctx.db.db;
  const done = await db.select().from(appSettings).where(eq(appSettings.key, DEMO_LOGOS_MARKER));
  if (done.length > 0) return 0;
  const { handWritten, generated } = planDemoCatalogue();
  const names = [...handWritten, ...generated].map((agency) => agency.name);
  // In the catalogue's first order (by name), so that neighbours there get marks of different shapes.
  const demo = await db
    .select({ id: contractors.id, name: contractors.name, logoId: contractors.logoId })
    .from(contractors)
    .where(inArray(contractors.name, names))
    .orderBy(contractors.sortName, contractors.id);
  const shapes = demoLogoShapes(demo.map((agency) => agency.name));
  const bare = demo
    .map((agency, i) => ({ ...agency, shape: shapes[i]! }))
    .filter((agency) => agency.logoId === null);
  for (const agency of bare) {
    const png = await sharp(Buffer.from(demoLogoSvg(agency.name, agency.shape)))
      .png()
      .toBuffer();
    const logo = await createAvatar(ctx, agency.id, png);
    await db
      .update(contractors)
      .set({ logoId: logo.id })
      .where(and(eq(contractors.id, agency.id), isNull(contractors.logoId)));
  }
  // The cards rankings keep (stored, and the ranking index's) show the logos from now on.
  if (bare.length > 0)
    await db.transaction((tx) =>
      refreshProfileRows(
        tx,
        inArray(
          contractors.id,
          bare.map((agency) => agency.id),
        ),
      ),
    );
  await db
    .insert(appSettings)
    .values({ key: DEMO_LOGOS_MARKER, value: new Date().toISOString() })
    .onConflictDoNothing();
  return bare.length;
}
