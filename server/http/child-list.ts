import { and, asc, eq, getTableColumns, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { addError, throwIfAny, validationError, type FieldErrors } from './errors';
import { checkReferences, missingPk } from './references';
import { found } from './route-kit';

// A child list: the rows under one parent row that each name catalogue rows once — an agency's industries,
// languages, places and services; a project's required ones and its lists of agencies. One declaration
// gives the read-back (a row as the API shows it) and the steps of a write: check what a row names, check
// it is not listed yet, insert, read back, change, remove. The steps run in the parent's own transaction
// (`writeProfile`, `changeRequirements`), which locks the parent and does what follows a write.

/** A unique index and the field error that answers a row already listed, or one racing past the check. */
export type Duplicate = readonly [constraint: string, field: string, message: string];

/** A unique violation of one of `duplicates` becomes its field error; anything else is thrown as it is. */
export function rethrowDuplicate(error: unknown, duplicates: readonly Duplicate[]): never {
  for (const [constraint, field, message] of duplicates)
    if (isUniqueViolation(error, constraint)) throw validationError({ [field]: [message] });
  throw error;
}

/** A catalogue table as a row naming it shows it (`server/db/catalogue-refs.ts`). */
interface Shown<F extends SelectedFields = SelectedFields> {
  table: PgTable;
  id: PgColumn;
  fields: F;
  /** Where a row naming it stands among its siblings. */
  orderBy: SQL[];
  /** For a part of another catalogue row (a city of a country): the owner's column. */
  owner?: PgColumn;
}

/** A column of the child row naming a catalogue row; a nullable one names none when null (a left join). */
interface Ref<C extends PgColumn = PgColumn, F extends SelectedFields = SelectedFields> {
  column: C;
  shown: Shown<F>;
  /** For a part (a city): the key of the reference it must belong to (its country). */
  partOf?: string;
}

type Refs = Record<string, Ref>;
type ShownRefs<R extends Refs> = {
  [K in keyof R]: R[K] extends Ref<infer C, infer F>
    ? C['_']['notNull'] extends true
      ? SelectResultFields<F>
      : SelectResultFields<F> | null
    : never;
};
/** A row as the API shows it: its id, its parent's id, what it names, its own fields. */
type ChildRow<P extends string, R extends Refs, F extends SelectedFields> = {
  id: number;
} & Record<P, number> &
  ShownRefs<R> &
  SelectResultFields<F>;

/** The ids a row names, by the keys of its references. */
type Named<K extends string> = Partial<Record<K, number | null>>;

/** The select of a list's rows as the API shows them, joined, to be finished (where, order, window). */
interface ChildQuery<R> extends PromiseLike<R[]> {
  innerJoin(table: PgTable, on: SQL): ChildQuery<R>;
  where(where: SQL | undefined): ChildQuery<R>;
  orderBy(...by: SQL[]): ChildQuery<R>;
  limit(limit: number): ChildQuery<R>;
  offset(offset: number): ChildQuery<R>;
}

type ChildTable = PgTable & { id: PgColumn };

/** What any list offers whatever its rows: ownership, removal, the duplicate's error. */
export type AnyChildList = Pick<ChildList, 'taken' | 'parentOf' | 'delete'>;

/** A list of one reference (industries, languages), whose rows are `Row`. */
export type ReferenceList<Row> = Pick<ChildList, 'taken'> & {
  addReference(tx: Db, parentId: number, id: number): Promise<Row>;
};

/** The table's key (as Drizzle inserts and updates it) of `column`. */
function keyOf(table: PgTable, column: PgColumn): string {
  const entry = Object.entries(getTableColumns(table)).find(([, c]) => c === column);
  if (!entry) throw new Error(`column ${column.name} is not a column of the list's table`);
  return entry[0];
}

export class ChildList<
  T extends ChildTable = ChildTable,
  P extends string = string,
  R extends Refs = Refs,
  F extends SelectedFields = Record<never, never>,
> {
  readonly #table: T;
  readonly #parent: PgColumn;
  readonly #refs: R;
  /** What narrows the table to this list (one kind of agency list). */
  readonly #where: SQL | undefined;
  readonly taken: Duplicate;
  /** The list's order: by what its rows name, then as they were added. */
  readonly orderBy: SQL[];
  /** The table as a select reads it (its own columns are not what a select of the list shows). */
  readonly #from: PgTable;
  readonly #selection: SelectedFields;
  /** The table's keys (as Drizzle writes them) of the parent and of each reference. */
  readonly #keys: { parent: string; refs: Record<string, string> };

  /**
   * `table`, its parent (`{ contractor: t.contractorId }`: the key a row shows it at), the references a
   * row names (`industryRefs(t)`), its own fields shown beside them, and the unique index that lists a
   * thing once.
   */
  constructor(spec: {
    table: T;
    parent: Record<P, PgColumn>;
    refs: R;
    fields?: F;
    where?: SQL;
    taken: Duplicate;
  }) {
    const [parentKey, parent] = Object.entries<PgColumn>(spec.parent)[0]!;
    const refs = Object.entries<Ref>(spec.refs);
    this.#table = spec.table;
    this.#from = spec.table;
    this.#parent = parent;
    this.#refs = spec.refs;
    this.#where = spec.where;
    this.taken = spec.taken;
    this.orderBy = [...refs.flatMap(([, ref]) => ref.shown.orderBy), asc(spec.table.id)];
    this.#selection = {
      id: spec.table.id,
      [parentKey]: parent,
      ...Object.fromEntries(refs.map(([key, ref]) => [key, ref.shown.fields])),
      ...spec.fields,
    } as SelectedFields;
    this.#keys = {
      parent: keyOf(spec.table, parent),
      refs: Object.fromEntries(refs.map(([key, ref]) => [key, keyOf(spec.table, ref.column)])),
    };
  }

  // ---- reading -----------------------------------------------------------------------------------------

  /** Rows as the API shows them (and `extra` beside each), of any parent: finish with where and order. */
  query<E extends SelectedFields = Record<never, never>>(
    db: Db,
    extra?: E,
  ): ChildQuery<ChildRow<P, R, F> & SelectResultFields<E>> {
    let select = db
      .select({ ...this.#selection, ...extra })
      .from(this.#from)
      .$dynamic();
    for (const { column, shown } of Object.values<Ref>(this.#refs))
      select = column.notNull
        ? select.innerJoin(shown.table, eq(shown.id, column))
        : select.leftJoin(shown.table, eq(shown.id, column));
    return select as unknown as ChildQuery<ChildRow<P, R, F> & SelectResultFields<E>>;
  }

  /** The parent's rows (those `filter` keeps) as the API shows them, in the list's order. */
  async rows(db: Db, parentId: number, filter?: SQL): Promise<ChildRow<P, R, F>[]> {
    return this.query(db)
      .where(and(eq(this.#parent, parentId), this.#where, filter))
      .orderBy(...this.orderBy);
  }

  /** The parent's row `id` as the API shows it, or a 404. */
  async row(db: Db, parentId: number, id: number): Promise<ChildRow<P, R, F>> {
    return found((await this.rows(db, parentId, eq(this.#table.id, id)))[0]);
  }

  /** The parent of the row `id`; undefined when the list has no such row. */
  async parentOf(tx: Db, id: number): Promise<number | undefined> {
    const [row] = await tx
      .select({ parent: this.#parent })
      .from(this.#from)
      .where(and(eq(this.#table.id, id), this.#where));
    return row?.parent as number | undefined;
  }

  /** The ids the row `id` names now. */
  async #namedOf(tx: Db, id: number): Promise<Record<keyof R & string, number | null>> {
    const columns = Object.fromEntries(
      Object.entries<Ref>(this.#refs).map(([key, ref]) => [key, ref.column]),
    );
    const [row] = await tx.select(columns).from(this.#from).where(eq(this.#table.id, id));
    return row as Record<keyof R & string, number | null>;
  }

  // ---- writing -----------------------------------------------------------------------------------------

  /** Of `input` (a body, say), the ids of the list's references it gives. */
  #named(input: Named<keyof R & string>): [key: string, id: number | null][] {
    return Object.keys(this.#refs)
      .map((key): [string, number | null | undefined] => [key, input[key]])
      .filter((entry): entry is [string, number | null] => entry[1] !== undefined);
  }

  /** The columns (as Drizzle writes them) of the ids a row names, and of its own `values`. */
  #columns(named: Named<keyof R & string>, values: Partial<T['$inferInsert']>) {
    const columns = this.#named(named).map(([key, id]) => [this.#keys.refs[key]!, id]);
    return Object.fromEntries(
      [...Object.entries(values), ...columns].filter(([, value]) => value !== undefined),
    ) as Partial<T['$inferInsert']>;
  }

  /** Inserts a row naming `named` (with its own `values`) under the parent; answers it as the API shows it. */
  async insert(
    tx: Db,
    parentId: number,
    named: Named<keyof R & string>,
    values: Partial<T['$inferInsert']> = {},
  ): Promise<ChildRow<P, R, F>> {
    const [row] = await tx
      .insert(this.#table)
      .values({
        ...this.#columns(named, values),
        [this.#keys.parent]: parentId,
      } as T['$inferInsert'])
      .returning({ id: this.#table.id });
    return this.row(tx, parentId, row!.id as number);
  }

  /** Sets what the row `id` names (and its own `values`); an undefined one stays as it is. */
  async update(
    tx: Db,
    id: number,
    named: Named<keyof R & string>,
    values: Partial<T['$inferInsert']> = {},
  ): Promise<void> {
    const columns = this.#columns(named, values);
    if (Object.keys(columns).length > 0)
      await tx.update(this.#table).set(columns).where(eq(this.#table.id, id));
  }

  async delete(tx: Db, id: number): Promise<void> {
    await tx.delete(this.#table).where(eq(this.#table.id, id));
  }

  // ---- checks: each adds DRF field errors, or throws them (a 400) --------------------------------------

  /** Adds the list's `taken` error when another row of the parent (not `exceptId`) names `named` already. */
  async #checkNotTaken(
    tx: Db,
    parentId: number,
    named: Named<keyof R & string>,
    errors: FieldErrors,
    exceptId?: number,
  ): Promise<void> {
    const key = this.#named(named).map(([name, id]) => {
      const { column } = this.#refs[name]!;
      return id === null ? isNull(column) : eq(column, id);
    });
    const [row] = await tx
      .select({ id: this.#table.id })
      .from(this.#from)
      .where(and(eq(this.#parent, parentId), this.#where, ...key));
    if (row && row.id !== exceptId) addError(errors, this.taken[1], this.taken[2]);
  }

  /** Adds a field error unless `id` names a row of the reference `key`. */
  #checkExists(tx: Db, key: string, id: number, errors: FieldErrors = {}): Promise<FieldErrors> {
    const { shown } = this.#refs[key]!;
    return checkReferences(tx, [{ field: key, id, table: shown.table, column: shown.id }], errors);
  }

  /** The reference that is a part of another (a city of its country), and that whole's key. */
  get #part(): { part: string; whole: string } {
    const [part, ref] = Object.entries<Ref>(this.#refs).find(([, r]) => r.partOf) ?? [];
    if (!part) throw new Error('this list names no part of another reference');
    return { part, whole: ref!.partOf! };
  }

  /** The part `id` exists and, when its whole is known (`wholeId`), is that whole's (else `elsewhere`). */
  async #checkPart(
    tx: Db,
    id: number,
    wholeId: number | undefined,
    elsewhere: string,
    errors: FieldErrors,
  ): Promise<void> {
    const { part } = this.#part;
    const { shown } = this.#refs[part]!;
    const [row] = await tx
      .select({ owner: shown.owner! })
      .from(shown.table)
      .where(eq(shown.id, id));
    if (!row) addError(errors, part, missingPk(id));
    else if (wholeId !== undefined && row.owner !== wholeId) addError(errors, part, elsewhere);
  }

  /** Adds to a list of one reference (industries, languages) a row naming `id`: it exists, not listed yet. */
  async addReference(tx: Db, parentId: number, id: number): Promise<ChildRow<P, R, F>> {
    const [key] = Object.keys(this.#refs) as (keyof R & string)[];
    const named = { [key!]: id } as Named<keyof R & string>;
    const errors = await this.#checkExists(tx, key!, id);
    throwIfAny(errors);
    await this.#checkNotTaken(tx, parentId, named, errors);
    throwIfAny(errors);
    return this.insert(tx, parentId, named);
  }

  /**
   * A whole and, or not (null), one part of it (a whole country or one of its cities), listed once
   * together: both exist, the part is the whole's, no other row of the parent (but `exceptId`) names both.
   */
  async #checkWholeOrPart(
    tx: Db,
    parentId: number,
    named: Named<keyof R & string>,
    elsewhere: string,
    exceptId?: number,
  ): Promise<void> {
    const { whole, part } = this.#part;
    const wholeId = named[whole]!;
    const partId = named[part] ?? null;
    const errors = await this.#checkExists(tx, whole, wholeId);
    if (partId !== null)
      await this.#checkPart(tx, partId, errors[whole] ? undefined : wholeId, elsewhere, errors);
    throwIfAny(errors);
    await this.#checkNotTaken(tx, parentId, { ...named, [part]: partId }, errors, exceptId);
    throwIfAny(errors);
  }

  /** Adds a row naming a whole and, or not, one part of it, checked as `#checkWholeOrPart`. */
  async addWholeOrPart(
    tx: Db,
    parentId: number,
    named: Named<keyof R & string>,
    elsewhere: string,
  ): Promise<ChildRow<P, R, F>> {
    const { part } = this.#part;
    const withPart = { ...named, [part]: named[part] ?? null };
    await this.#checkWholeOrPart(tx, parentId, withPart, elsewhere);
    return this.insert(tx, parentId, withPart);
  }

  /** Changes the row `id` to `patch` over what it names now; the result is checked whole. */
  async changeWholeOrPart(
    tx: Db,
    parentId: number,
    id: number,
    patch: Named<keyof R & string>,
    elsewhere: string,
  ): Promise<{ result: ChildRow<P, R, F>; changed: boolean }> {
    const before = await this.#namedOf(tx, id);
    const after: Named<keyof R & string> = { ...before, ...Object.fromEntries(this.#named(patch)) };
    await this.#checkWholeOrPart(tx, parentId, after, elsewhere, id);
    const changed = this.#named(after).some(([key, value]) => value !== before[key]);
    if (changed) await this.update(tx, id, after);
    return { result: await this.row(tx, parentId, id), changed };
  }

  /**
   * A whole listed once, with a part of it (a service and one of its price ranges): the whole exists; then
   * the part exists and is the whole's, and the parent does not list the whole yet.
   */
  async checkWholeWithPart(
    tx: Db,
    parentId: number,
    named: Record<keyof R & string, number>,
    elsewhere: string,
  ): Promise<void> {
    const { whole, part } = this.#part;
    const wholeId = named[whole]!;
    const errors = await this.#checkExists(tx, whole, wholeId);
    if (!errors[whole]) {
      await this.#checkPart(tx, named[part]!, wholeId, elsewhere, errors);
      const key = { [whole]: wholeId } as Named<keyof R & string>;
      await this.#checkNotTaken(tx, parentId, key, errors);
    }
    throwIfAny(errors);
  }

  /** The part of the row `id` after a change to `partId` (kept when undefined) is of the row's whole. */
  async checkPartChange(
    tx: Db,
    id: number,
    partId: number | undefined,
    elsewhere: string,
  ): Promise<{ before: number | null; after: number }> {
    const { whole, part } = this.#part;
    const named: Record<string, number | null> = await this.#namedOf(tx, id);
    const after = partId ?? named[part]!;
    const errors: FieldErrors = {};
    await this.#checkPart(tx, after, named[whole]!, elsewhere, errors);
    throwIfAny(errors);
    return { before: named[part] ?? null, after };
  }
}
