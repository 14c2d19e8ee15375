import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type {
  ClientHistory,
  ClientHistoryCreate,
  ClientHistoryPatch,
} from '../../../../contract/profile';
import { PROFILE_MESSAGES } from '../../../../contract/profile-rules';
import type { Db } from '../../../db/client';
import { brands, contractorClientHistories, industries } from '../../../db/schema';
import { found } from '../../../http/route-kit';
import type { Principal } from '../../auth';
import { checkClientFacts } from './client-rules';
import { addError, assertOwned, throwIfAny, writeProfile, type OwnedTable } from './write';

const h = contractorClientHistories;
const owned: OwnedTable = { table: h, id: h.id, contractorId: h.contractorId };

/** The agency's clients, the latest years first. */
export async function clientHistoriesOf(
  db: Db,
  contractorId: number,
  onlyId?: number,
): Promise<ClientHistory[]> {
  return db
    .select({
      id: h.id,
      contractor: h.contractorId,
      brand: { id: brands.id, name: brands.name, logo: brands.logo },
      client_name: h.clientName,
      industry: { id: industries.id, name: industries.name },
      year_from: h.yearFrom,
      year_to: h.yearTo,
      text: h.text,
    })
    .from(h)
    .leftJoin(brands, eq(brands.id, h.brandId))
    .leftJoin(industries, eq(industries.id, h.industryId))
    .where(
      and(eq(h.contractorId, contractorId), onlyId === undefined ? undefined : eq(h.id, onlyId)),
    )
    .orderBy(sql`${h.yearTo} desc nulls first`, desc(h.yearFrom), asc(h.id));
}

type HistoryFields = Required<{
  [K in keyof ClientHistoryCreate]: Exclude<ClientHistoryCreate[K], undefined>;
}>;

/** Every rule on the history as it will be stored (a PATCH merged onto the row). */
async function checkHistory(tx: Db, history: HistoryFields, now: Date) {
  const errors = await checkClientFacts(
    tx,
    {
      brand: history.brand,
      client_name: history.client_name,
      industry: history.industry,
      years: { year_from: history.year_from, year_to: history.year_to },
    },
    now,
    true,
  );
  if (history.year_from !== null && history.year_to !== null && history.year_from > history.year_to)
    addError(errors, 'non_field_errors', PROFILE_MESSAGES.yearOrder);
  throwIfAny(errors);
}

const columnsOf = (history: HistoryFields) => ({
  brandId: history.brand,
  clientName: history.client_name,
  industryId: history.industry,
  yearFrom: history.year_from,
  yearTo: history.year_to,
  text: history.text,
});

export const addClientHistory = (
  db: Db,
  principal: Principal,
  body: ClientHistoryCreate,
  now: Date,
) =>
  writeProfile(db, principal, async (tx, contractorId) => {
    const history: HistoryFields = {
      brand: body.brand ?? null,
      client_name: body.client_name ?? '',
      industry: body.industry ?? null,
      year_from: body.year_from ?? null,
      year_to: body.year_to ?? null,
      text: body.text ?? '',
    };
    await checkHistory(tx, history, now);
    const [row] = await tx
      .insert(h)
      .values({ contractorId, ...columnsOf(history) })
      .returning({ id: h.id });
    return (await clientHistoriesOf(tx, contractorId, row!.id))[0]!;
  });

export const changeClientHistory = (
  db: Db,
  principal: Principal,
  id: number,
  body: ClientHistoryPatch,
  now: Date,
) =>
  writeProfile(db, principal, async (tx, contractorId) => {
    await assertOwned(tx, owned, id, contractorId);
    const [row] = await tx.select().from(h).where(eq(h.id, id));
    const history: HistoryFields = {
      brand: body.brand === undefined ? row!.brandId : body.brand,
      client_name: body.client_name ?? row!.clientName,
      industry: body.industry === undefined ? row!.industryId : body.industry,
      year_from: body.year_from === undefined ? row!.yearFrom : body.year_from,
      year_to: body.year_to === undefined ? row!.yearTo : body.year_to,
      text: body.text ?? row!.text,
    };
    await checkHistory(tx, history, now);
    await tx.update(h).set(columnsOf(history)).where(eq(h.id, id));
    return found((await clientHistoriesOf(tx, contractorId, id))[0]);
  });

export const removeClientHistory = (db: Db, principal: Principal, id: number) =>
  writeProfile(db, principal, async (tx, contractorId) => {
    await assertOwned(tx, owned, id, contractorId);
    await tx.delete(h).where(eq(h.id, id));
  });
