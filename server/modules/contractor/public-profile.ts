import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { BUDGET_BANDS } from '../../../contract/budget';
import type { ContractorProfile } from '../../../contract/contractor-profile';
import type { Db } from '../../db/client';
import {
  avatars,
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
  serviceCategories,
  serviceContractors,
  serviceRanges,
  services,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Principal } from '../auth';
import { caseMaterials } from '../materials';
import { isMemberOf, logoJoin, toContractor, withLogo } from './contractor.service';

// The public profile: what a client sees of an agency. Nothing of its people (accounts, emails), nor the
// catalogue's internals (search document, profile version). The ИНН stays: a Russian company's ИНН is public
// (ЕГРЮЛ), and a client checks a counterparty by it before a tender.

const brandOf = (row: { id: number | null; name: string | null; logo: string | null }) =>
  row.id === null ? null : { id: row.id, name: row.name!, logo: row.logo };
const namedOf = (id: number | null, name: string | null) =>
  id === null ? null : { id, name: name! };

const profileServices = (db: Db, contractorId: number) =>
  db
    .select({
      id: services.id,
      name: services.name,
      category: serviceCategories.name,
      description: serviceContractors.description,
      rangeId: serviceRanges.id,
      rangeName: serviceRanges.name,
      minPrice: serviceRanges.minPrice,
      maxPrice: serviceRanges.maxPrice,
    })
    .from(serviceContractors)
    .innerJoin(services, eq(services.id, serviceContractors.serviceId))
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .leftJoin(serviceRanges, eq(serviceRanges.id, serviceContractors.serviceRangeId))
    .where(eq(serviceContractors.contractorId, contractorId))
    .orderBy(asc(serviceCategories.position), asc(services.position), asc(services.id))
    .then((rows) =>
      rows.map(({ rangeId, rangeName, minPrice, maxPrice, ...service }) => ({
        ...service,
        range:
          rangeId === null
            ? null
            : { id: rangeId, name: rangeName!, min_price: minPrice!, max_price: maxPrice },
      })),
    );

const profileIndustries = (db: Db, contractorId: number) =>
  db
    .select({ id: industries.id, name: industries.name })
    .from(industryContractors)
    .innerJoin(industries, eq(industries.id, industryContractors.industryId))
    .where(eq(industryContractors.contractorId, contractorId))
    .orderBy(asc(industries.position), asc(industries.name));

const profileLocations = (db: Db, contractorId: number) =>
  db
    .select({
      id: locationContractors.id,
      countryId: countries.id,
      countryName: countries.name,
      cityId: cities.id,
      cityName: cities.name,
    })
    .from(locationContractors)
    .innerJoin(countries, eq(countries.id, locationContractors.countryId))
    .leftJoin(cities, eq(cities.id, locationContractors.cityId))
    .where(eq(locationContractors.contractorId, contractorId))
    // a country's whole territory before its cities
    .orderBy(asc(countries.position), sql`${cities.position} nulls first`, asc(cities.name))
    .then((rows) =>
      rows.map((row) => ({
        id: row.id,
        country: { id: row.countryId, name: row.countryName },
        city: namedOf(row.cityId, row.cityName),
      })),
    );

const profileLanguages = (db: Db, contractorId: number) =>
  db
    .select({ id: languages.id, name: languages.name, code: languages.code })
    .from(contractorLanguages)
    .innerJoin(languages, eq(languages.id, contractorLanguages.languageId))
    .where(eq(contractorLanguages.contractorId, contractorId))
    .orderBy(asc(languages.position), asc(languages.name));

const profileClientHistories = (db: Db, contractorId: number) =>
  db
    .select({
      id: contractorClientHistories.id,
      brandId: brands.id,
      brandName: brands.name,
      brandLogo: brands.logo,
      clientName: contractorClientHistories.clientName,
      industryId: industries.id,
      industryName: industries.name,
      yearFrom: contractorClientHistories.yearFrom,
      yearTo: contractorClientHistories.yearTo,
      text: contractorClientHistories.text,
    })
    .from(contractorClientHistories)
    .leftJoin(brands, eq(brands.id, contractorClientHistories.brandId))
    .leftJoin(industries, eq(industries.id, contractorClientHistories.industryId))
    .where(eq(contractorClientHistories.contractorId, contractorId))
    // current clients (no end year) first, then the most recent
    .orderBy(
      sql`${contractorClientHistories.yearTo} desc nulls first`,
      desc(contractorClientHistories.yearFrom),
      asc(contractorClientHistories.id),
    )
    .then((rows) =>
      rows.map((row) => ({
        id: row.id,
        brand: brandOf({ id: row.brandId, name: row.brandName, logo: row.brandLogo }),
        client_name: row.clientName,
        industry: namedOf(row.industryId, row.industryName),
        year_from: row.yearFrom,
        year_to: row.yearTo,
        text: row.text,
      })),
    );

async function profileCases(db: Db, contractorId: number) {
  const rows = await db
    .select({
      id: cases.id,
      title: cases.title,
      text: cases.text,
      industryId: industries.id,
      industryName: industries.name,
      year: cases.year,
      brandId: brands.id,
      brandName: brands.name,
      brandLogo: brands.logo,
      clientName: cases.clientName,
      budget: cases.budget,
      results: cases.results,
    })
    .from(cases)
    .leftJoin(brands, eq(brands.id, cases.brandId))
    .leftJoin(industries, eq(industries.id, cases.industryId))
    .where(eq(cases.contractorId, contractorId))
    .orderBy(asc(cases.position), asc(cases.id));
  const links =
    rows.length === 0
      ? []
      : await db
          .select({ caseId: serviceCases.caseId, id: services.id, name: services.name })
          .from(serviceCases)
          .innerJoin(
            serviceContractors,
            eq(serviceContractors.id, serviceCases.serviceContractorId),
          )
          .innerJoin(services, eq(services.id, serviceContractors.serviceId))
          .where(
            inArray(
              serviceCases.caseId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(services.position), asc(services.id));
  const files = await caseMaterials(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    text: row.text,
    industry: namedOf(row.industryId, row.industryName),
    year: row.year,
    brand: brandOf({ id: row.brandId, name: row.brandName, logo: row.brandLogo }),
    client_name: row.clientName,
    budget: row.budget && { key: row.budget, label: BUDGET_BANDS[row.budget] },
    results: row.results,
    services: links
      .filter((link) => link.caseId === row.id)
      .map((link) => ({ id: link.id, name: link.name })),
    materials: files.get(row.id) ?? [],
  }));
}

/** A published agency's profile for anyone; an unpublished one only for its own people, else a 404. */
export async function publicProfile(
  db: Db,
  principal: Principal | null,
  id: number,
): Promise<ContractorProfile> {
  const [row] = await db
    .select({ contractor: contractors, logo: withLogo.logo, cityName: cities.name })
    .from(contractors)
    .leftJoin(avatars, logoJoin)
    .leftJoin(cities, eq(cities.id, contractors.cityId))
    .where(eq(contractors.id, id));
  if (!row || !(row.contractor.isPublished || isMemberOf(principal, id))) throw notFound();
  const [servicesOf, industriesOf, locations, languagesOf, clientHistories, casesOf] =
    await Promise.all([
      profileServices(db, id),
      profileIndustries(db, id),
      profileLocations(db, id),
      profileLanguages(db, id),
      profileClientHistories(db, id),
      profileCases(db, id),
    ]);
  const contractor = toContractor(row.contractor, row.logo);
  return {
    ...contractor,
    city_name: row.cityName,
    services: servicesOf,
    industries: industriesOf,
    locations,
    languages: languagesOf,
    client_histories: clientHistories,
    cases: casesOf,
  };
}

/** Every published agency's id and last change, for the sitemap. */
export const agencySitemapRows = (db: Db): Promise<Array<{ id: number; updatedAt: Date }>> =>
  db
    .select({ id: contractors.id, updatedAt: contractors.updatedAt })
    .from(contractors)
    .where(eq(contractors.isPublished, true))
    .orderBy(asc(contractors.id));
