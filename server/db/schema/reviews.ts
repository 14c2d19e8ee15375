import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { authorRef, contractorRef, projectRef } from './references';

// Reviews between a client company and an agency. The two project reviews and the tender rating exist only
// for a closed project between those two parties (the service checks it), one per party per project.

const companyRef = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** A 1–5 score. */
const score = (name: string) => smallint(name).notNull();
const scoreCheck = (table: string, column: string) =>
  check(`${table}_${column}_ck`, sql.raw(`${column} between 1 and 5`));

/** The client's review of the agency that did its project; the agency may answer once (`reply`). */
export const contractorReviews = pgTable(
  'contractor_reviews',
  {
    id: serial('id').primaryKey(),
    projectId: projectRef(),
    contractorId: contractorRef(),
    companyId: companyRef(),
    authorId: authorRef('author_id'),
    quality: score('quality'),
    deadlines: score('deadlines'),
    communication: score('communication'),
    value: score('value'),
    wouldRecommend: boolean('would_recommend').notNull(),
    text: text('text').notNull().default(''),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('contractor_reviews_project_contractor_uq').on(t.projectId, t.contractorId),
    index('contractor_reviews_contractor_idx').on(t.contractorId, t.createdAt),
    ...['quality', 'deadlines', 'communication', 'value'].map((c) =>
      scoreCheck('contractor_reviews', c),
    ),
  ],
);

/** The agency's review of the client after the project it did. */
export const clientReviews = pgTable(
  'client_reviews',
  {
    id: serial('id').primaryKey(),
    projectId: projectRef(),
    contractorId: contractorRef(),
    companyId: companyRef(),
    authorId: authorRef('author_id'),
    rating: score('rating'),
    text: text('text').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    unique('client_reviews_project_contractor_uq').on(t.projectId, t.contractorId),
    index('client_reviews_company_idx').on(t.companyId),
    scoreCheck('client_reviews', 'rating'),
  ],
);

/**
 * A testimonial on the agency's public page from a client company's person; «проверенный» when that company
 * closed a project with the agency here (read at display time, so a later project verifies it too).
 */
export const publicReviews = pgTable(
  'public_reviews',
  {
    id: serial('id').primaryKey(),
    contractorId: contractorRef(),
    companyId: companyRef(),
    authorId: authorRef('author_id'),
    authorName: text('author_name').notNull(),
    authorPosition: text('author_position').notNull().default(''),
    rating: score('rating'),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('public_reviews_contractor_company_uq').on(t.contractorId, t.companyId),
    scoreCheck('public_reviews', 'rating'),
  ],
);

/** A tender candidate's rating of how the client ran the tender: what other agencies see before accepting. */
export const tenderCommunications = pgTable(
  'tender_communications',
  {
    id: serial('id').primaryKey(),
    projectId: projectRef(),
    contractorId: contractorRef(),
    companyId: companyRef(),
    authorId: authorRef('author_id'),
    briefClarity: score('brief_clarity'),
    responseSpeed: score('response_speed'),
    feedback: score('feedback'),
    text: text('text').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    unique('tender_communications_project_contractor_uq').on(t.projectId, t.contractorId),
    index('tender_communications_company_idx').on(t.companyId),
    ...['brief_clarity', 'response_speed', 'feedback'].map((c) =>
      scoreCheck('tender_communications', c),
    ),
  ],
);
