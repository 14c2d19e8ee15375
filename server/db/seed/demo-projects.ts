import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import {
  brands,
  cities,
  companies,
  companyAccounts,
  contractorClientHistories,
  contractors,
  countries,
  industries,
  languages,
  projectCompetitors,
  projects,
  requirementAgencies,
  requirementIndustries,
  requirementLanguages,
  requirementLocations,
  requirementServices,
  requirements,
  serviceRanges,
  services,
} from '../schema';

// The demo client's two projects: one being matched (several demo agencies meet its services, ranges and
// city), one still a draft. Everything is looked up by name.

const DEMO_COMPANY_INN = '7704123450';

interface DemoProject {
  title: string;
  description: string;
  budget: string;
  startDate: string;
  deadline: string;
  status: 'draft' | 'matching';
  comment: string;
  minStaff: number | null;
  services: { name: string; range: string }[];
  industries: string[];
  cities: string[];
  languages: string[];
  whitelist: string[];
  /** Competitors named in the brief, as brands of the reference (`project_competitors`). */
  competitors?: string[];
}

/**
 * The whitelisted agency of the first project serves a brand the project names as a competitor, so the demo
 * shows «Работает с конкурентом» in the ranking and the invitations.
 */
const DEMO_CONFLICT = {
  agency: 'Новый формат',
  brand: 'ВкусВилл',
  industry: 'Ритейл',
  since: 2024,
};

export const DEMO_PROJECTS: DemoProject[] = [
  {
    title: 'Рекламный ролик к открытию десяти новых пекарен',
    description:
      'Весной открываем в Москве десять пекарен «Хлебный дом». Нужен ролик на 30 секунд для ' +
      'онлайн-видео и соцсетей и короткие версии для экранов в залах.',
    budget: 'LESS_15M',
    startDate: '2027-03-01',
    deadline: '2027-05-31',
    status: 'matching',
    comment: 'Важен опыт съёмки еды и ритейла, съёмка в наших пекарнях.',
    minStaff: 5,
    services: [{ name: 'Видеопродакшн', range: '1 – 3 млн ₽' }],
    industries: ['Ритейл'],
    cities: ['Москва'],
    languages: ['ru'],
    whitelist: ['Новый формат'],
    competitors: [DEMO_CONFLICT.brand],
  },
  {
    title: 'Соцсети и контент для сети пекарен',
    description:
      'Ведение VK, Telegram и Дзена: контент-план, съёмка продукции, еженедельные публикации, ' +
      'розыгрыши к открытиям пекарен и ответы гостям.',
    budget: 'LESS_15M',
    startDate: '2027-04-01',
    deadline: '2027-12-31',
    status: 'draft',
    comment: 'Нужен опыт в ритейле или общепите, отчёт раз в месяц.',
    minStaff: 10,
    services: [
      { name: 'SMM', range: '100 – 300 тыс. ₽ в месяц' },
      { name: 'Контент-маркетинг', range: '100 – 300 тыс. ₽ в месяц' },
    ],
    industries: ['Ритейл'],
    cities: ['Москва'],
    languages: ['ru'],
    whitelist: [],
  },
];

const must = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`demo projects seed refers to unknown ${what}`);
  return value;
};

/** The demo client's projects; false (nothing written) when the demo company is not there. */
export async function seedDemoProjects(tx: Db): Promise<boolean> {
  const [company] = await tx
    .select({ id: companies.id, author: companyAccounts.userId })
    .from(companies)
    .innerJoin(companyAccounts, eq(companyAccounts.companyId, companies.id))
    .where(eq(companies.inn, DEMO_COMPANY_INN));
  if (!company) return false;
  const [russia] = await tx.select().from(countries).where(eq(countries.code, 'RU'));
  const idOf = async (rows: Promise<{ id: number }[]>, what: string) =>
    must((await rows)[0], what).id;

  for (const demo of DEMO_PROJECTS) {
    const [project] = await tx
      .insert(projects)
      .values({
        companyId: company.id,
        authorId: company.author,
        title: demo.title,
        description: demo.description,
        budget: demo.budget,
        startDate: demo.startDate,
        deadline: demo.deadline,
        status: demo.status,
      })
      .returning({ id: projects.id });
    const [row] = await tx
      .insert(requirements)
      .values({ projectId: project!.id, comment: demo.comment, minStaff: demo.minStaff })
      .returning({ id: requirements.id });
    const requirementId = row!.id;
    for (const s of demo.services) {
      const [range] = await tx
        .select({ id: serviceRanges.id, service: services.id })
        .from(serviceRanges)
        .innerJoin(services, eq(services.id, serviceRanges.serviceId))
        .where(and(eq(services.name, s.name), eq(serviceRanges.name, s.range)));
      const found = must(range, `range ${s.range} of ${s.name}`);
      await tx
        .insert(requirementServices)
        .values({ requirementId, serviceId: found.service, serviceRangeId: found.id });
    }
    for (const name of demo.industries)
      await tx.insert(requirementIndustries).values({
        requirementId,
        industryId: await idOf(
          tx.select({ id: industries.id }).from(industries).where(eq(industries.name, name)),
          `industry ${name}`,
        ),
      });
    for (const name of demo.cities)
      await tx.insert(requirementLocations).values({
        requirementId,
        countryId: must(russia, 'country RU').id,
        cityId: await idOf(
          tx
            .select({ id: cities.id })
            .from(cities)
            .where(and(eq(cities.name, name), eq(cities.countryId, russia!.id))),
          `city ${name}`,
        ),
      });
    for (const code of demo.languages)
      await tx.insert(requirementLanguages).values({
        requirementId,
        languageId: await idOf(
          tx.select({ id: languages.id }).from(languages).where(eq(languages.code, code)),
          `language ${code}`,
        ),
      });
    for (const name of demo.competitors ?? [])
      await tx.insert(projectCompetitors).values({
        projectId: project!.id,
        brandId: await idOf(
          tx.select({ id: brands.id }).from(brands).where(eq(brands.name, name)),
          `brand ${name}`,
        ),
      });
    for (const name of demo.whitelist)
      await tx.insert(requirementAgencies).values({
        requirementId,
        kind: 'whitelist',
        contractorId: await idOf(
          tx.select({ id: contractors.id }).from(contractors).where(eq(contractors.name, name)),
          `agency ${name}`,
        ),
      });
  }
  await seedDemoConflict(tx);
  return true;
}

/** The demo conflict's client history, unless the agency lists the brand already. */
async function seedDemoConflict(tx: Db): Promise<void> {
  const [agency] = await tx
    .select({ id: contractors.id })
    .from(contractors)
    .where(eq(contractors.name, DEMO_CONFLICT.agency));
  const [brand] = await tx
    .select({ id: brands.id })
    .from(brands)
    .where(eq(brands.name, DEMO_CONFLICT.brand));
  const [industry] = await tx
    .select({ id: industries.id })
    .from(industries)
    .where(eq(industries.name, DEMO_CONFLICT.industry));
  if (!agency || !brand) return;
  const listed = await tx
    .select({ id: contractorClientHistories.id })
    .from(contractorClientHistories)
    .where(
      and(
        eq(contractorClientHistories.contractorId, agency.id),
        eq(contractorClientHistories.brandId, brand.id),
      ),
    );
  if (listed.length > 0) return;
  await tx.insert(contractorClientHistories).values({
    contractorId: agency.id,
    brandId: brand.id,
    industryId: industry?.id ?? null,
    yearFrom: DEMO_CONFLICT.since,
    yearTo: null,
    text: 'Снимаем ролики к открытиям новых магазинов.',
  });
}
