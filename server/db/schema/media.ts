import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { contractors } from './contractors';
import { cases } from './portfolio';

// Uploaded files (an agency's images, `avatars`, are beside `contractors`): the rows name their files by storage
// key (server/storage/); the files themselves live in the media storage, written before the row and removed
// after it.

const contractorRef = () =>
  integer('contractor_id')
    .notNull()
    .references(() => contractors.id, { onDelete: 'cascade' });

export type MaterialKind = 'image' | 'document';

/** A file of a case: an image (re-encoded, with a thumbnail) or a document kept as uploaded. */
export const materials = pgTable(
  'materials',
  {
    id: serial('id').primaryKey(),
    // The owner is the case's agency; kept here so a write checks ownership without a join.
    contractorId: contractorRef(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MaterialKind>().notNull(),
    /** The uploaded file's name as the agency named it, for display and download. */
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    fileKey: text('file_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    width: integer('width'),
    height: integer('height'),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('materials_case_idx').on(t.caseId),
    index('materials_contractor_idx').on(t.contractorId),
  ],
);
