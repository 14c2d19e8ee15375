import type {
  LocationContractorCreate,
  LocationContractorPatch,
} from '../../../../contract/profile';
import { PROFILE_MESSAGES } from '../../../../contract/profile-rules';
import { placeRefs } from '../../../db/catalogue-refs';
import type { Db } from '../../../db/client';
import { locationContractors } from '../../../db/schema';
import { ChildList } from '../../../http/child-list';
import type { Principal } from '../../auth';
import { assertListed, removeFromProfile, writeProfile } from './write';

// Where an agency works: a whole country (no city) or one city of it.

export const profileLocations = new ChildList({
  table: locationContractors,
  parent: { contractor: locationContractors.contractorId },
  refs: placeRefs(locationContractors),
  taken: ['location_contractors_uq', 'non_field_errors', PROFILE_MESSAGES.locationTaken],
});

export const addLocation = (db: Db, principal: Principal, body: LocationContractorCreate) =>
  writeProfile(
    db,
    principal,
    (tx, contractorId) =>
      profileLocations.addWholeOrPart(
        tx,
        contractorId,
        body,
        PROFILE_MESSAGES.cityOfAnotherCountry,
      ),
    [profileLocations.taken],
  );

/** The place after the change is checked whole: a new country with the old city is refused. */
export const changeLocation = (
  db: Db,
  principal: Principal,
  id: number,
  body: LocationContractorPatch,
) =>
  writeProfile(
    db,
    principal,
    async (tx, contractorId) => {
      await assertListed(tx, profileLocations, id, contractorId);
      const { result } = await profileLocations.changeWholeOrPart(
        tx,
        contractorId,
        id,
        body,
        PROFILE_MESSAGES.cityOfAnotherCountry,
      );
      return result;
    },
    [profileLocations.taken],
  );

export const removeLocation = removeFromProfile(profileLocations);
