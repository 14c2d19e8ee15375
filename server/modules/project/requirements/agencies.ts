import { and, eq, inArray } from 'drizzle-orm';
import {
  REQUIREMENTS_MESSAGES,
  type AgencyListKind,
  type RequirementAgenciesCreate,
  type RequirementAgency,
  type RequirementAgencyCreate,
} from '../../../../contract/requirements';
import type { Db } from '../../../db/client';
import { contractors, requirementAgencies } from '../../../db/schema';
import { ChildList } from '../../../http/child-list';
import { addError, throwIfAny, type FieldErrors } from '../../../http/errors';
import { missingPk } from '../../../http/references';
import type { Principal } from '../../auth';
import {
  addToRequirements,
  changeRequirements,
  removeFromRequirements,
  requirementOfBody,
} from './access';

// Agencies the client names for a project: excluded (never shown), included (shown whatever the filters
// say), favoured (the whitelist). An excluded agency is neither included nor favoured: the client is told
// to take it off one list before putting it on the other.

/** A row names an agency: shown by its id and name; a list stands in the order agencies were added. */
const AGENCY = {
  contractor: {
    column: requirementAgencies.contractorId,
    shown: {
      table: contractors,
      id: contractors.id,
      fields: { id: contractors.id, name: contractors.name },
      orderBy: [],
    },
  },
};

/** A client's own list of agencies of one kind; a row names an agency once per list. */
const agencyList = (kind: AgencyListKind) =>
  new ChildList({
    table: requirementAgencies,
    parent: { requirement: requirementAgencies.requirementId },
    refs: AGENCY,
    where: eq(requirementAgencies.kind, kind),
    taken: ['requirement_agencies_uq', 'contractor', REQUIREMENTS_MESSAGES.agencyListed[kind]],
  });
const LISTS = {
  exclusion: agencyList('exclusion'),
  inclusion: agencyList('inclusion'),
  whitelist: agencyList('whitelist'),
};

export const agenciesOf = (
  db: Db,
  requirementId: number,
  kind: AgencyListKind,
  onlyContractors?: number[],
): Promise<RequirementAgency[]> =>
  LISTS[kind].rows(
    db,
    requirementId,
    onlyContractors && inArray(requirementAgencies.contractorId, onlyContractors),
  );

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

export const addAgency = (
  db: Db,
  principal: Principal,
  kind: AgencyListKind,
  body: RequirementAgencyCreate,
) =>
  addToRequirements(
    db,
    principal,
    body.requirement,
    [LISTS[kind].taken],
    async (tx, requirementId): Promise<RequirementAgency> => {
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
      return LISTS[kind].insert(tx, requirementId, { contractor: body.contractor }, { kind });
    },
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
    [['requirement_agencies_uq', 'contractors', REQUIREMENTS_MESSAGES.agencyListed[kind]]],
  );

export const removeAgency = (db: Db, principal: Principal, kind: AgencyListKind, id: number) =>
  removeFromRequirements(LISTS[kind])(db, principal, id);
