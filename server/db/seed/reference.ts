import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import {
  accountTypes,
  brands,
  cities,
  countries,
  faqs,
  industries,
  languages,
  plans,
  refusalReasons,
  roles,
  serviceCategories,
  serviceRanges,
  services,
} from '../schema';
import { brands as brandSeeds } from './data/brands';
import { countries as countrySeeds } from './data/countries';
import { faqs as faqSeeds } from './data/faqs';
import { industries as industrySeeds } from './data/industries';
import { languages as languageSeeds } from './data/languages';
import { plans as planSeeds } from './data/plans';
import {
  clientRefusalReasons as clientRefusalReasonSeeds,
  refusalReasons as refusalReasonSeeds,
} from './data/refusal-reasons';
import { roles as roleSeeds } from './data/roles';
import { serviceCategories as categorySeeds } from './data/services';

export const ACCOUNT_TYPE_NAMES = ['client', 'contractor', 'contractor_user'] as const;

/** Ids of the seeded rows by natural key, so demo data can link to them. */
export interface ReferenceIds {
  serviceByName: Map<string, { id: number; rangeIds: number[] }>;
  industryByName: Map<string, number>;
  countryByCode: Map<string, number>;
  /** key: `${countryCode}/${cityName}` */
  cityByKey: Map<string, number>;
  languageByCode: Map<string, number>;
}

export async function seedReference(tx: Db): Promise<ReferenceIds> {
  await tx.insert(accountTypes).values(ACCOUNT_TYPE_NAMES.map((name) => ({ name })));
  await tx.insert(roles).values(roleSeeds.map((r, position) => ({ ...r, position })));

  const serviceByName = new Map<string, { id: number; rangeIds: number[] }>();
  for (const [categoryPosition, category] of categorySeeds.entries()) {
    const [row] = await tx
      .insert(serviceCategories)
      .values({ name: category.name, position: categoryPosition })
      .returning({ id: serviceCategories.id });
    const inserted = await tx
      .insert(services)
      .values(
        category.services.map((s, position) => ({
          name: s.name,
          description: s.description,
          categoryId: row!.id,
          position,
        })),
      )
      .returning({ id: services.id, name: services.name });
    for (const [index, service] of inserted.entries()) {
      const ranges = category.services[index]!.ranges;
      const rangeRows = await tx
        .insert(serviceRanges)
        .values(ranges.map((r, position) => ({ ...r, serviceId: service.id, position })))
        .returning({ id: serviceRanges.id });
      serviceByName.set(service.name, { id: service.id, rangeIds: rangeRows.map((r) => r.id) });
    }
  }

  const industryRows = await tx
    .insert(industries)
    .values(industrySeeds.map((name, position) => ({ name, position })))
    .returning({ id: industries.id, name: industries.name });

  const countryByCode = new Map<string, number>();
  const cityByKey = new Map<string, number>();
  for (const [position, country] of countrySeeds.entries()) {
    const [row] = await tx
      .insert(countries)
      .values({ name: country.name, code: country.code, position })
      .returning({ id: countries.id });
    countryByCode.set(country.code, row!.id);
    const cityRows = await tx
      .insert(cities)
      .values(country.cities.map((name, p) => ({ name, countryId: row!.id, position: p })))
      .returning({ id: cities.id, name: cities.name });
    for (const city of cityRows) cityByKey.set(`${country.code}/${city.name}`, city.id);
  }

  const languageRows = await tx
    .insert(languages)
    .values(languageSeeds.map((l, position) => ({ ...l, position })))
    .returning({ id: languages.id, code: languages.code });

  await tx.insert(brands).values(brandSeeds);
  await tx.insert(plans).values(planSeeds.map((p, position) => ({ ...p, position })));
  await tx
    .insert(refusalReasons)
    .values([
      ...refusalReasonSeeds.map((name, position) => ({ name, position })),
      ...clientRefusalReasonSeeds.map((name, position) => ({
        name,
        position,
        side: 'client' as const,
      })),
    ])
    .onConflictDoNothing(); // migration 0027 inserted the client's list already
  // Articles for clients first, then for agencies, each in the order written.
  await tx.insert(faqs).values(faqSeeds.map((f, position) => ({ ...f, position })));

  return {
    serviceByName,
    industryByName: new Map(industryRows.map((r) => [r.name, r.id])),
    countryByCode,
    cityByKey,
    languageByCode: new Map(languageRows.map((r) => [r.code, r.id])),
  };
}

/** The plans' limits and features as ../data/plans.ts gives them, for databases seeded before the limits. */
export async function seedPlanLimits(tx: Db): Promise<void> {
  for (const { slug, ...plan } of planSeeds)
    await tx.update(plans).set(plan).where(eq(plans.slug, slug));
}
