import { and, eq, inArray, ne } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { FieldErrors } from './errors';

/** DRF's PrimaryKeyRelatedField message for an id that names nothing. */
export const missingPk = (id: number) =>
  `Недопустимый первичный ключ "${id}" - объект не существует.`;

export interface Reference {
  /** Field path in DRF's error shape, e.g. `city` or `company.city`. */
  field: string;
  id: number | null | undefined;
  table: PgTable;
  column: PgColumn;
}

/** Adds an error for every referenced id that does not exist; one query per table. */
export async function checkReferences(
  db: Db,
  references: Reference[],
  errors: FieldErrors = {},
): Promise<FieldErrors> {
  const byTable = new Map<PgTable, Reference[]>();
  for (const ref of references) {
    if (ref.id === null || ref.id === undefined) continue;
    byTable.set(ref.table, [...(byTable.get(ref.table) ?? []), ref]);
  }
  for (const [table, refs] of byTable) {
    const column = refs[0]!.column;
    const ids = [...new Set(refs.map((r) => r.id!))];
    const rows = await db.select({ id: column }).from(table).where(inArray(column, ids));
    const existing = new Set(rows.map((r) => r.id as number));
    for (const ref of refs)
      if (!existing.has(ref.id!)) (errors[ref.field] ??= []).push(missingPk(ref.id!));
  }
  return errors;
}

/**
 * Whether a unique-by-rule value (an ИНН) is already used by another row than `exceptId` (the row being
 * changed): a clear field error before the database's unique index would answer with a conflict.
 */
export async function valueTaken(
  db: Db,
  { table, column, id }: { table: PgTable; column: PgColumn; id: PgColumn },
  value: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id })
    .from(table)
    .where(exceptId === undefined ? eq(column, value) : and(eq(column, value), ne(id, exceptId)))
    .limit(1);
  return row !== undefined;
}
