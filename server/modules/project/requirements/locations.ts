import {
  REQUIREMENTS_MESSAGES,
  type RequirementLocationCreate,
  type RequirementLocationPatch,
} from '../../../../contract/requirements';
import { placeRefs } from '../../../db/catalogue-refs';
import type { Db } from '../../../db/client';
import { requirementLocations } from '../../../db/schema';
import { ChildList } from '../../../http/child-list';
import type { Principal } from '../../auth';
import { addToRequirements, changeInRequirements, removeFromRequirements } from './access';

// Where the agency should work: a whole country (no city) or one city of it.

export const requiredLocations = new ChildList({
  table: requirementLocations,
  parent: { requirement: requirementLocations.requirementId },
  refs: placeRefs(requirementLocations),
  taken: ['requirement_locations_uq', 'non_field_errors', REQUIREMENTS_MESSAGES.locationTaken],
});

const CITY_ELSEWHERE = REQUIREMENTS_MESSAGES.cityOfAnotherCountry;

export const addRequiredLocation = (
  db: Db,
  principal: Principal,
  body: RequirementLocationCreate,
) =>
  addToRequirements(
    db,
    principal,
    body.requirement,
    [requiredLocations.taken],
    (tx, requirementId) =>
      requiredLocations.addWholeOrPart(tx, requirementId, body, CITY_ELSEWHERE),
  );

/** The place after the change is checked whole: a new country with the old city is refused. */
export const changeRequiredLocation = (
  db: Db,
  principal: Principal,
  id: number,
  body: RequirementLocationPatch,
) =>
  changeInRequirements(db, principal, requiredLocations, id, (tx, requirementId) =>
    requiredLocations.changeWholeOrPart(tx, requirementId, id, body, CITY_ELSEWHERE),
  );

export const removeRequiredLocation = removeFromRequirements(requiredLocations);
