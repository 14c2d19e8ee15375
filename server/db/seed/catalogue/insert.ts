import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { refreshProfileRows } from '../../profile-columns';
import {
  brands,
  cases,
  cities,
  contractorClientHistories,
  contractorLanguages,
  contractors,
  countries,
  industries,
  industryContractors,
  languages,
  locationContractors,
  serviceCases,
  serviceContractors,
  serviceRanges,
  services,
} from '../../schema';
import { planDemoCatalogue } from './plan';
import type { PlannedAgency } from './types';

/** The reference rows the demo catalogue links to, by natural key, read from the database. */
async function referenceIds(tx: Db) {
  // One after another: a transaction is one connection, and node-postgres refuses (from pg 9) a query sent
  // while another is running on it.
  const serviceRows = await tx.select({ id: services.id, name: services.name }).from(services);
  const rangeRows = await tx
    .select({ id: serviceRanges.id, serviceId: serviceRanges.serviceId })
    .from(serviceRanges)
    .orderBy(serviceRanges.serviceId, serviceRanges.position, serviceRanges.id);
  const industryRows = await tx
    .select({ id: industries.id, name: industries.name })
    .from(industries);
  const countryRows = await tx.select({ id: countries.id, code: countries.code }).from(countries);
  const cityRows = await tx
    .select({ id: cities.id, name: cities.name, code: countries.code })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId));
  const languageRows = await tx.select({ id: languages.id, code: languages.code }).from(languages);
  const brandRows = await tx.select({ id: brands.id, name: brands.name }).from(brands);
  const rangesOf = new Map<number, number[]>();
  for (const r of rangeRows)
    rangesOf.set(r.serviceId, [...(rangesOf.get(r.serviceId) ?? []), r.id]);
  const lookup =
    <K>(map: Map<K, number>, what: string) =>
    (key: K) => {
      const id = map.get(key);
      if (id === undefined)
        throw new Error(`the demo catalogue refers to unknown ${what} ${String(key)}`);
      return id;
    };
  const service = lookup(new Map(serviceRows.map((r) => [r.name, r.id])), 'service');
  return {
    service,
    range: (name: string, index: number) => {
      const id = rangesOf.get(service(name))?.[index];
      if (id === undefined)
        throw new Error(`the demo catalogue refers to range ${index} of ${name}`);
      return id;
    },
    industry: lookup(new Map(industryRows.map((r) => [r.name, r.id])), 'industry'),
    country: lookup(new Map(countryRows.map((r) => [r.code, r.id])), 'country'),
    city: lookup(new Map(cityRows.map((r) => [`${r.code}/${r.name}`, r.id])), 'city'),
    language: lookup(new Map(languageRows.map((r) => [r.code, r.id])), 'language'),
    brand: lookup(new Map(brandRows.map((r) => [r.name, r.id])), 'brand'),
  };
}
type Ref = Awaited<ReturnType<typeof referenceIds>>;

/** The generated agencies' rows and links (the hand-written ones have theirs from the first seed). */
async function insertAgencies(tx: Db, ref: Ref, agencies: PlannedAgency[]) {
  if (agencies.length === 0) return [];
  const rows = await tx
    .insert(contractors)
    .values(
      agencies.map((a) => ({
        name: a.name,
        inn: a.inn,
        website: a.website,
        description: a.description,
        foundedYear: a.foundedYear,
        staffCount: a.staffCount,
        cityId: ref.city(`${a.homeCountryCode}/${a.city}`),
        isPublished: true,
      })),
    )
    .returning({ id: contractors.id, name: contractors.name });
  const idOf = new Map(rows.map((r) => [r.name, r.id]));
  const pairs = agencies.map((a) => ({ a, id: idOf.get(a.name)! }));
  await tx.insert(locationContractors).values(
    pairs.flatMap(({ a, id }) =>
      a.locations.map((l) => ({
        contractorId: id,
        countryId: ref.country(l.countryCode),
        cityId: l.city === null ? null : ref.city(`${l.countryCode}/${l.city}`),
      })),
    ),
  );
  await tx
    .insert(contractorLanguages)
    .values(
      pairs.flatMap(({ a, id }) =>
        a.languages.map((code) => ({ contractorId: id, languageId: ref.language(code) })),
      ),
    );
  await tx.insert(serviceContractors).values(
    pairs.flatMap(({ a, id }) =>
      a.services.map((s) => ({
        contractorId: id,
        serviceId: ref.service(s.name),
        serviceRangeId: ref.range(s.name, s.range),
      })),
    ),
  );
  await tx
    .insert(industryContractors)
    .values(
      pairs.flatMap(({ a, id }) =>
        a.industries.map((name) => ({ contractorId: id, industryId: ref.industry(name) })),
      ),
    );
  return pairs;
}

/** Service texts, cases (with the services they prove) and client histories of these agencies. */
async function insertProfiles(tx: Db, ref: Ref, pairs: { a: PlannedAgency; id: number }[]) {
  const texts = pairs.flatMap(({ a, id }) =>
    a.services.map(
      (s, i) => sql`(${id}::int, ${ref.service(s.name)}::int, ${a.serviceTexts[i]}::text)`,
    ),
  );
  await tx.execute(sql`update service_contractors sc set description = v.text
    from (values ${sql.join(texts, sql`, `)}) v(contractor_id, service_id, text)
    where sc.contractor_id = v.contractor_id and sc.service_id = v.service_id`);

  const caseRows = await tx
    .insert(cases)
    .values(
      pairs.flatMap(({ a, id }) =>
        a.cases.map((c, position) => ({
          contractorId: id,
          title: c.title,
          text: c.text,
          results: c.results,
          industryId: ref.industry(c.industry),
          year: c.year,
          brandId: c.brand === null ? null : ref.brand(c.brand),
          clientName: c.clientName,
          budget: c.budget,
          position,
        })),
      ),
    )
    .returning({ id: cases.id, contractorId: cases.contractorId, position: cases.position });
  const caseId = new Map(caseRows.map((r) => [`${r.contractorId}/${r.position}`, r.id]));
  const offered = await tx
    .select({
      id: serviceContractors.id,
      contractorId: serviceContractors.contractorId,
      serviceId: serviceContractors.serviceId,
    })
    .from(serviceContractors)
    .where(
      inArray(
        serviceContractors.contractorId,
        pairs.map((p) => p.id),
      ),
    );
  const offeredId = new Map(offered.map((r) => [`${r.contractorId}/${r.serviceId}`, r.id]));
  await tx.insert(serviceCases).values(
    pairs.flatMap(({ a, id }) =>
      a.cases.flatMap((c, position) =>
        c.services.map((name) => ({
          serviceContractorId: offeredId.get(`${id}/${ref.service(name)}`)!,
          caseId: caseId.get(`${id}/${position}`)!,
        })),
      ),
    ),
  );
  await tx.insert(contractorClientHistories).values(
    pairs.flatMap(({ a, id }) =>
      a.histories.map((h) => ({
        contractorId: id,
        brandId: h.brand === null ? null : ref.brand(h.brand),
        clientName: h.clientName,
        industryId: ref.industry(h.industry),
        yearFrom: h.yearFrom,
        yearTo: h.yearTo,
        text: h.text,
      })),
    ),
  );
}

/**
 * The demo catalogue on top of the first seed: cases, service texts and client histories for the
 * hand-written demo agencies still without cases, then the generated agencies with everything; their
 * search documents and catalogue columns rebuilt at the end.
 */
export async function seedDemoCatalogue(tx: Db): Promise<void> {
  const ref = await referenceIds(tx);
  const { handWritten, generated } = planDemoCatalogue();
  const existing = await tx
    .select({ id: contractors.id, inn: contractors.inn })
    .from(contractors)
    .where(
      and(
        inArray(
          contractors.inn,
          handWritten.map((a) => a.inn!),
        ),
        sql`not exists (select 1 from cases k where k.contractor_id = ${contractors.id})`,
      ),
    );
  const idByInn = new Map(existing.map((r) => [r.inn, r.id]));
  const pairs = [
    ...handWritten.flatMap((a) => {
      const id = idByInn.get(a.inn);
      return id === undefined ? [] : [{ a, id }];
    }),
    ...(await insertAgencies(tx, ref, generated)),
  ];
  await insertProfiles(tx, ref, pairs);
  await refreshProfileRows(
    tx,
    inArray(
      contractors.id,
      pairs.map((p) => p.id),
    ),
  );
}
