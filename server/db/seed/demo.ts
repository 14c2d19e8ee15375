import type { Db } from '../client';
import {
  contractorLanguages,
  contractors,
  industryContractors,
  locationContractors,
  serviceContractors,
} from '../schema';
import { demoContractors } from './data/contractors';
import type { ReferenceIds } from './reference';

const must = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`demo seed refers to unknown ${what}`);
  return value;
};

/** Published demo agencies with their services, industries, locations and languages. */
export async function seedDemoContractors(tx: Db, ref: ReferenceIds): Promise<void> {
  for (const agency of demoContractors) {
    const headOffice = ref.cityByKey.get(`RU/${agency.city}`) ?? null;
    const [row] = await tx
      .insert(contractors)
      .values({
        name: agency.name,
        inn: agency.inn,
        website: agency.website,
        description: agency.description,
        foundedYear: agency.foundedYear,
        staffCount: agency.staffCount,
        cityId: headOffice,
        isPublished: true,
      })
      .returning({ id: contractors.id });
    const contractorId = row!.id;
    await tx.insert(locationContractors).values(
      agency.locations.map((l) => ({
        contractorId,
        countryId: must(ref.countryByCode.get(l.countryCode), `country ${l.countryCode}`),
        cityId: l.city
          ? must(ref.cityByKey.get(`${l.countryCode}/${l.city}`), `city ${l.city}`)
          : null,
      })),
    );
    await tx.insert(contractorLanguages).values(
      agency.languages.map((code) => ({
        contractorId,
        languageId: must(ref.languageByCode.get(code), `language ${code}`),
      })),
    );
    await tx.insert(serviceContractors).values(
      agency.services.map((s) => {
        const service = must(ref.serviceByName.get(s.name), `service ${s.name}`);
        return {
          contractorId,
          serviceId: service.id,
          serviceRangeId: must(service.rangeIds[s.range], `range ${s.range} of ${s.name}`),
        };
      }),
    );
    await tx.insert(industryContractors).values(
      agency.industries.map((name) => ({
        contractorId,
        industryId: must(ref.industryByName.get(name), `industry ${name}`),
      })),
    );
  }
}
