import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  REQUIREMENTS_MESSAGES,
  type AgencyListKind,
  type RequirementAgenciesCreate,
  type RequirementAgency,
  type RequirementAgencyCreate,
} from '../../../../contract/requirements';
import type { Db } from '../../../db/client';
import { contractors, requirementAgencies } from '../../../db/schema';
import type { FieldErrors } from '../../../http/errors';
import { missingPk } from '../../../http/references';
import type { Principal } from '../../auth';
import {
  addError,
  changeRequirements,
  requirementOfBody,
  requirementOfPart,
  throwIfAny,
} from './access';

// Agencies the client names for a project: excluded (never shown), included (shown whatever the filters
// say), favoured (the whitelist). An excluded agency is neither included nor favoured: the client is told
// to take it off one list before putting it on the other.

export const agenciesOf = (
  db: Db,
  requirementId: number,
  kind: AgencyListKind,
  onlyContractors?: number[],
): Promise<RequirementAgency[]> =>
  db
    .select({
      id: requirementAgencies.id,
      requirement: requirementAgencies.requirementId,
      contractor: { id: contractors.id, name: contractors.name },
    })
    .from(requirementAgencies)
    .innerJoin(contractors, eq(contractors.id, requirementAgencies.contractorId))
    .where(
      and(
        eq(requirementAgencies.requirementId, requirementId),
        eq(requirementAgencies.kind, kind),
        onlyContractors === undefined
          ? undefined
          : inArray(requirementAgencies.contractorId, onlyContractors),
      ),
    )
    .orderBy(asc(requirementAgencies.id));

/** Of `ids`, the agencies a client may name on a list: published ones (the rest read as absent). */
export async function publishedAgencies(tx: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: contractors.id })
    .from(contractors)
    .where(and(inArray(contractors.id, [...ids]), eq(contractors.isPublished, true)));
  return new Set(rows.map((r) => r.id));
}

/** The lists that exclude each other with `kind`. */
const conflicting = (kind: AgencyListKind): AgencyListKind[] =>
  kind === 'exclusion' ? ['inclusion', 'whitelist'] : ['exclusion'];

/**
 * Checks the agencies a request names (each a published agency, not on a list that excludes `kind`) and
 * returns those not yet on `kind`'s list; errors go to `fieldOf(index)`.
 */
async function checkAgencies(
  tx: Db,
  requirementId: number,
  kind: AgencyListKind,
  ids: number[],
  fieldOf: (index: number) => string,
): Promise<{ errors: FieldErrors; fresh: number[] }> {
  const errors: FieldErrors = {};
  const published = await publishedAgencies(tx, ids);
  const listed = await tx
    .select({ contractor: requirementAgencies.contractorId, kind: requirementAgencies.kind })
    .from(requirementAgencies)
    .where(
      and(
        eq(requirementAgencies.requirementId, requirementId),
        inArray(requirementAgencies.contractorId, ids),
      ),
    );
  const on = (id: number, kinds: AgencyListKind[]) =>
    listed.some((l) => l.contractor === id && kinds.includes(l.kind as AgencyListKind));
  const fresh: number[] = [];
  ids.forEach((id, index) => {
    const field = fieldOf(index);
    if (ids.indexOf(id) !== index) addError(errors, field, REQUIREMENTS_MESSAGES.agencyTwice);
    else if (!published.has(id)) addError(errors, field, missingPk(id));
    else if (on(id, conflicting(kind)))
      addError(
        errors,
        field,
        kind === 'exclusion'
          ? REQUIREMENTS_MESSAGES.chosenAgency
          : REQUIREMENTS_MESSAGES.excludedAgency,
      );
    else if (!on(id, [kind])) fresh.push(id);
  });
  return { errors, fresh };
}

const duplicates = (kind: AgencyListKind, field: string) =>
  [['requirement_agencies_uq', field, REQUIREMENTS_MESSAGES.agencyListed[kind]]] as const;

export const addAgency = (
  db: Db,
  principal: Principal,
  kind: AgencyListKind,
  body: RequirementAgencyCreate,
) =>
  changeRequirements(
    db,
    (tx) => requirementOfBody(tx, principal, body.requirement),
    async (tx, { requirementId }) => {
      const { errors, fresh } = await checkAgencies(
        tx,
        requirementId,
        kind,
        [body.contractor],
        () => 'contractor',
      );
      if (!errors.contractor && fresh.length === 0)
        addError(errors, 'contractor', REQUIREMENTS_MESSAGES.agencyListed[kind]);
      throwIfAny(errors);
      await tx
        .insert(requirementAgencies)
        .values({ requirementId, contractorId: body.contractor, kind });
      return {
        result: (await agenciesOf(tx, requirementId, kind, [body.contractor]))[0]!,
        changed: true,
      };
    },
    duplicates(kind, 'contractor'),
  );

/** All or nothing: one bad id refuses the whole request; ids already on the list stay as they are. */
export const addAgencies = (
  db: Db,
  principal: Principal,
  kind: AgencyListKind,
  body: RequirementAgenciesCreate,
) =>
  changeRequirements(
    db,
    (tx) => requirementOfBody(tx, principal, body.requirement),
    async (tx, { requirementId }) => {
      const { errors, fresh } = await checkAgencies(
        tx,
        requirementId,
        kind,
        body.contractors,
        (index) => `contractors.${index}`,
      );
      throwIfAny(errors);
      if (fresh.length > 0)
        await tx
          .insert(requirementAgencies)
          .values(fresh.map((contractorId) => ({ requirementId, contractorId, kind })));
      return {
        result: await agenciesOf(tx, requirementId, kind, body.contractors),
        changed: fresh.length > 0,
      };
    },
    duplicates(kind, 'contractors'),
  );

export const removeAgency = (db: Db, principal: Principal, kind: AgencyListKind, id: number) =>
  changeRequirements(
    db,
    (tx) =>
      requirementOfPart(
        tx,
        principal,
        {
          table: requirementAgencies,
          id: requirementAgencies.id,
          requirementId: requirementAgencies.requirementId,
          where: eq(requirementAgencies.kind, kind),
        },
        id,
      ),
    async (tx) => {
      await tx.delete(requirementAgencies).where(eq(requirementAgencies.id, id));
      return { result: undefined, changed: true };
    },
  );
