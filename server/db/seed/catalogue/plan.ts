import type { BudgetBand } from '../../../../contract/budget';
import { demoContractors } from '../data/contractors';
import { serviceCategories } from '../data/services';
import type { DemoContractorSeed } from '../data/types';
import { AGENCY_WORDS, ARCHETYPES } from './archetypes';
import { INDUSTRY_CLIENTS } from './clients';
import { NORTH_WIND_PROFILE } from './north-wind';
import { HOME_CITIES, BRANCH_CITIES, type HomeCity } from './places';
import { createRng, type Rng } from './prng';
import { caseStory, historyText, serviceText, storyMemory } from './stories';
import type { PlannedAgency, PlannedCase, PlannedHistory, ProfileExtras } from './types';

/** The demo catalogue is as of this year (never the machine's clock: the same data on every run). */
export const DEMO_YEAR = 2025;
const GENERATED_AGENCIES = 50;
const SEED = 20_251_010;

interface ServiceInfo {
  category: string;
  minPrices: number[];
}
export const SERVICE_INFO = new Map<string, ServiceInfo>(
  serviceCategories.flatMap((category) =>
    category.services.map((s) => [
      s.name,
      { category: category.name, minPrices: s.ranges.map((r) => r.minPrice) },
    ]),
  ),
);
const serviceInfo = (name: string) => {
  const info = SERVICE_INFO.get(name);
  if (!info) throw new Error(`demo plan names an unknown service ${name}`);
  return info;
};

/** A project budget band that fits a service sold from `minPrice` up. */
function budgetFor(minPrice: number, rng: Rng): BudgetBand {
  if (minPrice < 3_000_000) return rng.chance(0.85) ? 'LESS_15M' : '15M_30M';
  if (minPrice < 20_000_000) return rng.pick(['LESS_15M', '15M_30M', '30M_100M'] as const);
  return rng.pick(['30M_100M', '100M_300M', '300M_500M'] as const);
}

/** A client of the industry: a fitting known brand now and then, else an invented company. */
function clientOf(industry: string, rng: Rng, taken: Set<string>) {
  const pool = INDUSTRY_CLIENTS[industry];
  if (!pool) throw new Error(`demo plan names an unknown industry ${industry}`);
  const brands = pool.brands.filter((b) => !taken.has(b));
  const clients = pool.clients.filter((c) => !taken.has(c));
  const useBrand = brands.length > 0 && (clients.length === 0 || rng.chance(0.35));
  const name = useBrand ? rng.pick(brands) : rng.pick(clients.length > 0 ? clients : pool.clients);
  taken.add(name);
  return useBrand ? { brand: name, clientName: '' } : { brand: null, clientName: name };
}

/** Cases, service texts and client histories for an agency's services and industries. */
export function profileExtras(
  agency: Pick<
    DemoContractorSeed,
    'services' | 'industries' | 'foundedYear' | 'city' | 'staffCount'
  >,
  rng: Rng,
): ProfileExtras {
  const firstYear = Math.max(agency.foundedYear, DEMO_YEAR - 10);
  // One draw a service, as when a text was one pick: the cases and clients after it stay as they were.
  const textSeeds = agency.services.map(() => Math.floor(rng.next() * 2 ** 32));
  const taken = new Set<string>();
  const told = storyMemory();
  const caseServices = rng.some(agency.services, rng.int(2, Math.min(6, agency.services.length)));
  const cases: PlannedCase[] = caseServices.map((service) => {
    const info = serviceInfo(service.name);
    const industry = rng.pick(agency.industries);
    const client = clientOf(industry, rng, taken);
    const other = rng.chance(0.3) ? rng.pick(agency.services) : service;
    const story = caseStory(info.category, {
      rng,
      client: client.brand ?? client.clientName,
      service: service.name,
      city: agency.city,
      told,
    });
    return {
      ...story,
      ...client,
      industry,
      year: rng.int(firstYear, DEMO_YEAR),
      budget: budgetFor(info.minPrices[service.range] ?? 0, rng),
      services: [...new Set([service.name, other.name])],
    };
  });
  const histories: PlannedHistory[] = Array.from({ length: rng.int(2, 4) }, () => {
    const industry = rng.pick(agency.industries);
    const yearFrom = rng.int(firstYear, DEMO_YEAR - 1);
    const services = rng.some(
      agency.services.map((s) => s.name),
      rng.int(1, 2),
    );
    return {
      ...clientOf(industry, rng, taken),
      industry,
      yearFrom,
      yearTo: rng.chance(0.5) ? null : Math.min(DEMO_YEAR, yearFrom + rng.int(1, 3)),
      text: historyText(services, rng),
    };
  });
  const from = HOME_CITIES.find((city) => city.name === agency.city)?.from ?? null;
  const withWhom = agency.industries.flatMap((industry) => {
    const clients = INDUSTRY_CLIENTS[industry];
    return clients ? [clients.withWhom] : [];
  });
  const serviceTexts = agency.services.map((s, i) =>
    serviceText(
      {
        category: serviceInfo(s.name).category,
        service: s.name,
        from,
        withWhom,
        staffCount: agency.staffCount,
        foundedYear: agency.foundedYear,
        cases: cases.filter((c) => c.services.includes(s.name)),
        year: DEMO_YEAR,
      },
      createRng(textSeeds[i]!),
    ),
  );
  return { serviceTexts, cases, histories };
}

const weightedCity = (rng: Rng): HomeCity => {
  const total = HOME_CITIES.reduce((sum, city) => sum + city.weight, 0);
  let roll = rng.next() * total;
  for (const city of HOME_CITIES) if ((roll -= city.weight) < 0) return city;
  return HOME_CITIES[0]!;
};

/** A 10-digit ИНН of a legal entity in `region`, with its check digit. */
export function legalInn(region: string, rng: Rng): string {
  const base = region + String(rng.int(0, 9_999_999)).padStart(7, '0');
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const check = (weights.reduce((sum, w, i) => sum + w * Number(base[i]), 0) % 11) % 10;
  return base + String(check);
}

const TRANSLIT: Record<string, string> = Object.fromEntries(
  [...'абвгдеёжзийклмнопрстуфхцчшщъыьэюя'].map((letter, i) => [
    letter,
    [
      'a', 'b', 'v', 'g', 'd', 'e', 'e', 'zh', 'z', 'i', 'y', 'k', 'l', 'm', 'n', 'o', 'p', 'r', 's',
      't', 'u', 'f', 'kh', 'ts', 'ch', 'sh', 'shch', '', 'y', '', 'e', 'yu', 'ya',
    ][i]!,
  ]),
); // prettier-ignore
const slugOf = (word: string) =>
  [...word.toLowerCase()]
    .map((c) => TRANSLIT[c] ?? (/[a-z0-9]/.test(c) ? c : '-'))
    .join('')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
const TLD: Record<string, string> = { RU: 'ru', KZ: 'kz', BY: 'by', UZ: 'uz', AM: 'am' };

/** One generated agency: the `index`-th name with the archetype its position gives. */
function generatedAgency(index: number, takenInns: Set<string>): PlannedAgency {
  const rng = createRng(SEED + index);
  const kind = ARCHETYPES[index % ARCHETYPES.length]!;
  const word = AGENCY_WORDS[index]!;
  const type = rng.pick(kind.types);
  const home = weightedCity(rng);
  let inn: string | null = null;
  if (home.innRegion !== null) {
    do inn = legalInn(home.innRegion, rng);
    while (takenInns.has(inn));
    takenInns.add(inn);
  }
  const [low, high] = kind.staff;
  const staffCount = Math.round(low * Math.pow(high / low, rng.next()));
  const industries = rng.some(kind.industries, rng.int(3, 5));
  const serviceNames = [...kind.core, ...rng.some(kind.extra, rng.int(1, 3))];
  // Bigger agencies sell their services from higher price bands.
  const bandBias = Math.min(1, Math.log10(staffCount) / Math.log10(high));
  const services = serviceNames.map((name) => {
    const bands = serviceInfo(name).minPrices.length;
    return {
      name,
      range: Math.min(bands - 1, Math.floor((rng.next() * 0.6 + bandBias * 0.5) * bands)),
    };
  });
  const branches = rng
    .some(BRANCH_CITIES, rng.int(0, 2))
    .filter((city) => city.name !== home.name)
    .map((city) => ({ countryCode: city.countryCode, city: city.name }));
  const languages = [
    'ru',
    ...(rng.chance(0.7) ? ['en'] : []),
    ...(home.language ? [home.language] : []),
    ...(rng.chance(0.12) ? [rng.pick(['de', 'zh', 'fr', 'es', 'tr'])] : []),
  ];
  const foundedYear = rng.int(1998, DEMO_YEAR - 4);
  const description = [
    rng.pick(kind.openers).replace('{from}', home.from),
    rng.pick(kind.offers),
    `Работаем с ${joinRu(industries.map((i) => INDUSTRY_CLIENTS[i]!.withWhom))}.`,
    rng.pick(kind.edges),
  ].join(' ');
  const base = {
    name: type ? `${type} «${word}»` : word,
    inn,
    website: `https://${slugOf(word)}-agency.${TLD[home.countryCode] ?? 'com'}`,
    description,
    foundedYear,
    staffCount,
    city: home.name,
    homeCountryCode: home.countryCode,
    locations: [
      { countryCode: home.countryCode, city: home.name },
      ...branches,
      ...(rng.chance(0.2) ? [{ countryCode: home.countryCode, city: null }] : []),
    ],
    languages: [...new Set(languages)],
    services,
    industries,
  };
  return { ...base, ...profileExtras(base, rng) };
}

const joinRu = (items: string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} и ${items.at(-1)}`;

/**
 * The demo catalogue: the hand-written agencies of ../data/contractors.ts with cases, service texts and
 * client histories added (the first one, the demo accounts' agency, written by hand in full), then the
 * generated ones. Pure and deterministic.
 */
export function planDemoCatalogue(): { handWritten: PlannedAgency[]; generated: PlannedAgency[] } {
  const handWritten = demoContractors.map((agency, index) => ({
    ...agency,
    homeCountryCode: 'RU',
    ...(index === 0 ? NORTH_WIND_PROFILE : profileExtras(agency, createRng(SEED - 1 - index))),
  }));
  const takenInns = new Set(demoContractors.map((agency) => agency.inn));
  const generated = Array.from({ length: GENERATED_AGENCIES }, (_, index) =>
    generatedAgency(index, takenInns),
  );
  return { handWritten, generated };
}
