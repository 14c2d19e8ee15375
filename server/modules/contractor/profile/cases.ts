import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AgencyCase, AgencyCaseCreate, AgencyCasePatch } from '../../../../contract/cases';
import { PROFILE_MESSAGES } from '../../../../contract/profile-rules';
import type { Db } from '../../../db/client';
import {
  brands,
  cases,
  industries,
  serviceCases,
  serviceContractors,
  services,
} from '../../../db/schema';
import type { FieldErrors } from '../../../http/errors';
import { pageWindow, toPage, type PageRequest } from '../../../http/pagination';
import { found, isEmptyPatch } from '../../../http/route-kit';
import { windowTotal } from '../../../http/sql';
import type { Principal } from '../../auth';
import { caseMaterials } from '../../materials';
import { enforcePlanLimit } from '../../plans';
import { checkClientFacts } from './client-rules';
import { addError, assertOwned, throwIfAny, writeProfile, type OwnedTable } from './write';

const owned: OwnedTable = { table: cases, id: cases.id, contractorId: cases.contractorId };

const caseColumns = {
  id: cases.id,
  contractor: cases.contractorId,
  title: cases.title,
  text: cases.text,
  industry: { id: industries.id, name: industries.name },
  year: cases.year,
  brand: { id: brands.id, name: brands.name, logo: brands.logo },
  client_name: cases.clientName,
  budget: cases.budget,
  results: cases.results,
  createdAt: cases.createdAt,
  updatedAt: cases.updatedAt,
};

const casesQuery = (db: Db, contractorId: number, onlyId?: number) =>
  db
    .select({ ...caseColumns, total: windowTotal() })
    .from(cases)
    .leftJoin(industries, eq(industries.id, cases.industryId))
    .leftJoin(brands, eq(brands.id, cases.brandId))
    .where(
      and(
        eq(cases.contractorId, contractorId),
        onlyId === undefined ? undefined : eq(cases.id, onlyId),
      ),
    )
    // The agency's own order, then the newest first.
    .orderBy(asc(cases.position), desc(cases.id));

type CaseRow = Awaited<ReturnType<typeof casesQuery>>[number];

/** The rows with the services each proves and their files. */
async function withServices(db: Db, rows: CaseRow[]): Promise<AgencyCase[]> {
  const links =
    rows.length === 0
      ? []
      : await db
          .select({
            case: serviceCases.caseId,
            id: serviceContractors.id,
            service: { id: services.id, name: services.name },
          })
          .from(serviceCases)
          .innerJoin(
            serviceContractors,
            eq(serviceContractors.id, serviceCases.serviceContractorId),
          )
          .innerJoin(services, eq(services.id, serviceContractors.serviceId))
          .where(
            inArray(
              serviceCases.caseId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(services.position), asc(services.id));
  const files = await caseMaterials(
    db,
    rows.map((r) => r.id),
  );
  return rows.map(({ createdAt, updatedAt, total: _, ...row }) => ({
    ...row,
    services: links.filter((l) => l.case === row.id).map(({ id, service }) => ({ id, service })),
    materials: files.get(row.id) ?? [],
    created_at: createdAt.toISOString(),
    updated_at: updatedAt.toISOString(),
  }));
}

/** Every case of the agency (the panel's whole profile). */
export async function casesOf(db: Db, contractorId: number): Promise<AgencyCase[]> {
  return withServices(db, await casesQuery(db, contractorId));
}

/** One DRF page of the agency's cases. */
export async function casesPage(
  db: Db,
  request: PageRequest & { query: { page?: string; page_size?: string } },
  contractorId: number,
) {
  const win = pageWindow(request.query);
  const rows = await casesQuery(db, contractorId).limit(win.limit).offset(win.offset);
  return toPage(request, win, rows[0]?.total ?? 0, await withServices(db, rows));
}

const caseById = async (tx: Db, contractorId: number, id: number) =>
  found((await withServices(tx, await casesQuery(tx, contractorId, id)))[0]);

type CaseFields = Required<{
  [K in keyof AgencyCaseCreate]: Exclude<AgencyCaseCreate[K], undefined>;
}>;

/** Every rule on the case as it will be stored; `services` must be the agency's own, each once. */
async function checkCase(tx: Db, contractorId: number, fields: CaseFields, now: Date) {
  const errors: FieldErrors = await checkClientFacts(
    tx,
    {
      brand: fields.brand,
      client_name: fields.client_name,
      industry: fields.industry,
      years: { year: fields.year },
    },
    now,
    false,
  );
  const ours = new Set(
    fields.services.length === 0
      ? []
      : (
          await tx
            .select({ id: serviceContractors.id })
            .from(serviceContractors)
            .where(
              and(
                eq(serviceContractors.contractorId, contractorId),
                inArray(serviceContractors.id, fields.services),
              ),
            )
        ).map((r) => r.id),
  );
  const seen = new Set<number>();
  fields.services.forEach((id, i) => {
    if (!ours.has(id)) addError(errors, `services.${i}`, PROFILE_MESSAGES.notOurService);
    else if (seen.has(id)) addError(errors, `services.${i}`, PROFILE_MESSAGES.serviceTwice);
    seen.add(id);
  });
  throwIfAny(errors);
}

const columnsOf = (fields: CaseFields) => ({
  title: fields.title,
  text: fields.text,
  industryId: fields.industry,
  year: fields.year,
  brandId: fields.brand,
  clientName: fields.client_name,
  budget: fields.budget,
  results: fields.results,
});

async function linkServices(tx: Db, caseId: number, serviceIds: readonly number[]) {
  if (serviceIds.length === 0) return;
  await tx
    .insert(serviceCases)
    .values(serviceIds.map((serviceContractorId) => ({ serviceContractorId, caseId })));
}

export const addCase = (db: Db, principal: Principal, body: AgencyCaseCreate, now: Date) =>
  writeProfile(db, principal, async (tx, contractorId) => {
    const fields: CaseFields = {
      title: body.title,
      text: body.text ?? '',
      industry: body.industry ?? null,
      services: body.services ?? [],
      year: body.year ?? null,
      brand: body.brand ?? null,
      client_name: body.client_name ?? '',
      budget: body.budget ?? null,
      results: body.results ?? '',
    };
    await checkCase(tx, contractorId, fields, now);
    // Within the plan's limit: writeProfile has locked the agency's row, so additions run one at a time.
    await enforcePlanLimit(tx, contractorId, 'cases', now);
    const [row] = await tx
      .insert(cases)
      .values({ contractorId, ...columnsOf(fields) })
      .returning({ id: cases.id });
    await linkServices(tx, row!.id, fields.services);
    return caseById(tx, contractorId, row!.id);
  });

/** Changes the given fields; `services` given replaces the case's whole list of services. */
export const changeCase = (
  db: Db,
  principal: Principal,
  id: number,
  body: AgencyCasePatch,
  now: Date,
) =>
  writeProfile(db, principal, async (tx, contractorId) => {
    await assertOwned(tx, owned, id, contractorId);
    const [row] = await tx.select().from(cases).where(eq(cases.id, id));
    const linked = await tx
      .select({ id: serviceCases.serviceContractorId })
      .from(serviceCases)
      .where(eq(serviceCases.caseId, id));
    const fields: CaseFields = {
      title: body.title ?? row!.title,
      text: body.text ?? row!.text,
      industry: body.industry === undefined ? row!.industryId : body.industry,
      services: body.services ?? linked.map((l) => l.id),
      year: body.year === undefined ? row!.year : body.year,
      brand: body.brand === undefined ? row!.brandId : body.brand,
      client_name: body.client_name ?? row!.clientName,
      budget: body.budget === undefined ? row!.budget : body.budget,
      results: body.results ?? row!.results,
    };
    await checkCase(tx, contractorId, fields, now);
    // A change of nothing (an empty PATCH) keeps the case's time of change.
    if (!isEmptyPatch(body))
      await tx
        .update(cases)
        .set({ ...columnsOf(fields), updatedAt: sql`now()` })
        .where(eq(cases.id, id));
    if (body.services !== undefined) {
      await tx.delete(serviceCases).where(eq(serviceCases.caseId, id));
      await linkServices(tx, id, body.services);
    }
    return caseById(tx, contractorId, id);
  });

export const removeCase = (db: Db, principal: Principal, id: number) =>
  writeProfile(db, principal, async (tx, contractorId) => {
    await assertOwned(tx, owned, id, contractorId);
    await tx.delete(cases).where(eq(cases.id, id));
  });
