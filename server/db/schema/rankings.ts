import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  json,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { RankedAgency } from '../../../contract/ranking';
import { projects } from './projects';

/**
 * One counter of the whole catalogue, grown by every write of an agency's profile (refreshProfileRows), its
 * publication among them. A stored ranking keeps the value it was computed at: any profile write since,
 * including one that makes an agency newly fit, makes it stale. One row (`id` is always true). Why one counter
 * and not the ranked agencies' profile versions: an agency that newly fits was not among them, and one row is
 * read at once; the cost is that any profile write makes every stored ranking stale.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_version_one_row_ck', sql`${t.id}`)],
);

/** A project's stored ranking: the versions it was computed from and how many agencies it ranks. */
export const projectRankings = pgTable('project_rankings', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  requirementsVersion: integer('requirements_version').notNull(),
  catalogueVersion: bigint('catalogue_version', { mode: 'number' }).notNull(),
  count: integer('count').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The stored ranking's agencies in order (`position` from 1), each with its explanation and card, and the
 * versions it was computed from: one row each, so a page is read by the primary key without reading the rest
 * of the ranking, and a page is served only while its rows carry the versions of `project_rankings`. Rows of
 * older versions are not deleted: a store of new versions overwrites them position by position, in one
 * statement without a lock.
 */
export const projectRankingItems = pgTable(
  'project_ranking_items',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projectRankings.projectId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    requirementsVersion: integer('requirements_version').notNull(),
    catalogueVersion: bigint('catalogue_version', { mode: 'number' }).notNull(),
    // json, not jsonb: written once and read back as the text it was, so the cached answer passes it through.
    item: json('item').$type<RankedAgency>().notNull(),
    /**
     * The shape `item` was written in (the matching module's `RANKING_ITEM_FORMAT`): a build that changes
     * the card's shape reads none of the rows an older one wrote, and ranks again.
     */
    format: smallint('format').notNull().default(0),
    /**
     * When the row stops being servable (null: while its versions hold): the earliest end of a plan's
     * priority that had not ended when it was ranked, since that end changes scores with no profile write.
     */
    validUntil: timestamp('valid_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.position] })],
);
