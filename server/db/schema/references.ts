import { integer, timestamp } from 'drizzle-orm/pg-core';
import { contractors } from './contractors';
import { projects } from './projects';
import { users } from './users';

// The foreign-key columns the tender and review tables share: their row goes when the project or the agency
// goes; an author's account going leaves the row without its author.

export const projectRef = () =>
  integer('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });
export const contractorRef = () =>
  integer('contractor_id')
    .notNull()
    .references(() => contractors.id, { onDelete: 'cascade' });
export const authorRef = (name: string) =>
  integer(name).references(() => users.id, { onDelete: 'set null' });

/** A moment: `timestamptz`, read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true });
