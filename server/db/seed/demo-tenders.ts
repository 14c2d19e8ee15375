import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import {
  cities,
  clientReviews,
  companies,
  companyAccounts,
  contractorAccounts,
  contractorReviews,
  contractors,
  invitations,
  notifications,
  projectClosings,
  projects,
  refusalReasons,
  requirementAgencies,
  requirementLocations,
  requirementServices,
  requirements,
  serviceRanges,
  services,
  tenderCandidates,
  tenderCommunications,
  tenders,
  users,
} from '../schema';
import { renderNotification, type NotificationParams } from '../../../contract/notification-events';
import { moscowMoment } from '../../../contract/moscow-moment';
import { seedDemoRubric } from './demo-rubric';
import { DEMO_ACCOUNTS } from './demo-users';

// Tenders for the demo accounts, so the client's performers, comparison and winner screens and the agency's
// inbox show real content from the first start. The demo client: a project in tender (three agencies: one
// proposal in, one accepted without one, one declined), one won by the demo agency whose work it accepted
// (`completed`), with both reviews and the agency's rating of the tender, and one won by the demo agency
// still in work (`in_work`: «Принять работу» is there to try). The demo agency: an invitation in every
// state, the others from two more demo companies (one of them confidential, its terms not yet accepted).
// Times are relative to the seed's clock.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type Answer =
  | { kind: 'sent' | 'viewed' | 'expired' }
  | { kind: 'declined'; reason: string; comment: string }
  | {
      kind: 'accepted';
      proposal?: { price: number; days: number; approach: string; team: string };
      /** The candidate's end: chosen, or rejected with a reason. */
      outcome?: 'winner' | { reason: string; comment: string };
    };

interface DemoTenderProject {
  company: 'demo' | keyof typeof OTHER_COMPANIES;
  title: string;
  description: string;
  budget: string;
  services: string[];
  city: string;
  createdDaysAgo: number;
  /** Days from the seed to the tender's deadline (negative: past); none: no tender. */
  tenderDeadlineDays?: number;
  /** A winner chosen here: the project is in work, or `acceptedDaysAgo` its client accepted the work. */
  closing?: { winner: string; reason: string; daysAgo: number; acceptedDaysAgo?: number };
  invited: [agency: string, answer: Answer][];
  /** Confidential, its terms not accepted by the invitees: the inbox shows the outline and the terms. */
  confidential?: boolean;
  /** A final round under way since `startedDaysAgo`; the others accepted are told `rejection`. */
  finalRound?: {
    startedDaysAgo: number;
    deadlineDays: number;
    message: string;
    /** Each finalist and its final offer, null while it has not sent one. */
    finalists: [agency: string, offer: { price: number; days: number; approach: string } | null][];
    rejection: { reason: string; comment: string };
  };
}

const OTHER_COMPANIES = {
  pulse: {
    name: 'Фитнес-клубы «Пульс»',
    inn: '7705123452',
    description: 'Сеть из 12 фитнес-клубов в Москве и области.',
    city: 'Москва',
  },
  grain: {
    name: 'Кофейни «Зерно»',
    inn: '7801123455',
    description: 'Кофейни и своя обжарка в Санкт-Петербурге.',
    city: 'Санкт-Петербург',
  },
} as const;

const OWN = 'Северный ветер';

export const DEMO_TENDER_PROJECTS: DemoTenderProject[] = [
  {
    company: 'demo',
    title: 'Запуск сезонного меню: кампания в соцсетях',
    description:
      'Осенью в «Хлебном доме» выходит сезонное меню. Нужна кампания в VK и Telegram: идея, ' +
      'контент-план на шесть недель, съёмка продукции и розыгрыши в пекарнях.',
    budget: 'LESS_15M',
    services: ['SMM', 'Контент-маркетинг'],
    city: 'Москва',
    createdDaysAgo: 9,
    tenderDeadlineDays: 5,
    invited: [
      [
        OWN,
        {
          kind: 'accepted',
          proposal: {
            price: 1_450_000,
            days: 42,
            approach:
              'Строим кампанию вокруг «тёплых» историй пекарей: короткие видео, еженедельные ' +
              'розыгрыши и посевы в городских каналах. Отчёт каждую неделю.',
            team: 'Стратег, два SMM-менеджера, фотограф, дизайнер.',
          },
        },
      ],
      ['Голос города', { kind: 'accepted' }],
      [
        'Первая строка',
        {
          kind: 'declined',
          reason: 'Нет свободных ресурсов',
          comment: 'Команда занята до декабря.',
        },
      ],
    ],
  },
  {
    company: 'demo',
    title: 'Фирменный стиль для линейки выпечки',
    description:
      'Новая линейка выпечки для супермаркетов: упаковка, логотип линейки и гайдлайн для полок.',
    budget: 'LESS_15M',
    services: ['Брендинг'],
    city: 'Москва',
    createdDaysAgo: 60,
    tenderDeadlineDays: -40,
    closing: {
      winner: OWN,
      reason: 'Выбрали агентство с опытом в ритейле и лучшим сроком.',
      daysAgo: 35,
      acceptedDaysAgo: 22,
    },
    invited: [
      [
        OWN,
        {
          kind: 'accepted',
          proposal: {
            price: 980_000,
            days: 30,
            approach: 'Три концепции за две недели, затем гайдлайн и макеты упаковки.',
            team: 'Арт-директор, два дизайнера, менеджер проекта.',
          },
          outcome: 'winner',
        },
      ],
      [
        'Бюро «Кириллица»',
        {
          kind: 'accepted',
          proposal: {
            price: 1_300_000,
            days: 45,
            approach: 'Исследование покупателей и две концепции.',
            team: 'Дизайнер и стратег.',
          },
        },
      ],
    ],
  },
  {
    company: 'pulse',
    title: 'Продвижение сети фитнес-клубов в соцсетях',
    description: 'Ведение сообществ сети и набор новых клиентов к открытию двух клубов.',
    budget: 'LESS_15M',
    services: ['SMM'],
    city: 'Москва',
    createdDaysAgo: 0,
    invited: [[OWN, { kind: 'sent' }]],
  },
  {
    company: 'grain',
    title: 'Контент-стратегия для кофеен',
    description: 'Стратегия контента на год: блог, рассылка и соцсети для кофеен и обжарки.',
    budget: 'LESS_15M',
    services: ['Контент-маркетинг'],
    city: 'Санкт-Петербург',
    createdDaysAgo: 2,
    invited: [[OWN, { kind: 'viewed' }]],
    confidential: true,
  },
  {
    company: 'pulse',
    title: 'Ребрендинг клубов к десятилетию сети',
    description: 'Новый логотип, навигация в клубах и мерч к юбилею сети.',
    budget: 'LESS_15M',
    services: ['Брендинг'],
    city: 'Москва',
    createdDaysAgo: 50,
    tenderDeadlineDays: -30,
    closing: {
      winner: 'Бюро «Кириллица»',
      reason: 'Выбрали агентство с опытом в спортивной отрасли.',
      daysAgo: 25,
    },
    invited: [
      [
        OWN,
        {
          kind: 'accepted',
          proposal: {
            price: 1_100_000,
            days: 40,
            approach: 'Ребрендинг в три этапа с тестированием на посетителях.',
            team: 'Арт-директор и два дизайнера.',
          },
          outcome: {
            reason: 'Цена выше бюджета',
            comment: 'Предложение дороже бюджета, а сроки длиннее нужных.',
          },
        },
      ],
      [
        'Бюро «Кириллица»',
        {
          kind: 'accepted',
          proposal: {
            price: 850_000,
            days: 28,
            approach: 'Концепция и гайдлайн за месяц.',
            team: 'Два дизайнера.',
          },
          outcome: 'winner',
        },
      ],
    ],
  },
  {
    company: 'grain',
    title: 'PR-кампания открытия обжарочного цеха',
    description: 'Публикации в городских СМИ и событие для гостей к открытию цеха.',
    budget: 'LESS_15M',
    services: ['PR'],
    city: 'Санкт-Петербург',
    createdDaysAgo: 6,
    invited: [
      [
        OWN,
        {
          kind: 'declined',
          reason: 'Не работаем в этом регионе',
          comment: 'Нет команды в Санкт-Петербурге.',
        },
      ],
    ],
  },
  {
    company: 'pulse',
    title: 'Email-рассылки для клиентов клуба',
    description: 'Серия писем для новых клиентов и возврат ушедших.',
    budget: 'LESS_15M',
    services: ['Контент-маркетинг'],
    city: 'Москва',
    createdDaysAgo: 12,
    invited: [[OWN, { kind: 'expired' }]],
  },
  // The last two, so the projects before them keep the ids a fresh database gives them (the browser tests
  // open them).
  {
    company: 'demo',
    title: 'Фото и описания для каталога доставки',
    description:
      'Переснять 120 позиций каталога доставки «Хлебного дома» и написать к ним короткие аппетитные ' +
      'описания; тексты и фото — к запуску нового приложения.',
    budget: 'LESS_15M',
    services: ['Контент-маркетинг'],
    city: 'Москва',
    createdDaysAgo: 24,
    tenderDeadlineDays: -12,
    closing: {
      winner: OWN,
      reason: 'Выбрали агентство, которое уже снимало для нас упаковку.',
      daysAgo: 10,
    },
    invited: [
      [
        OWN,
        {
          kind: 'accepted',
          proposal: {
            price: 640_000,
            days: 21,
            approach:
              'Две съёмочные смены в пекарне, тексты в едином тоне, сдача партиями по 40 позиций.',
            team: 'Фотограф, фуд-стилист, копирайтер, менеджер проекта.',
          },
          outcome: 'winner',
        },
      ],
      [
        'Голос города',
        {
          kind: 'accepted',
          proposal: {
            price: 720_000,
            days: 30,
            approach: 'Съёмка на нашей студии и тексты с SEO-оптимизацией.',
            team: 'Фотограф и два копирайтера.',
          },
        },
      ],
    ],
  },
  // The demo client's tender in its final round: two finalists (the demo agency yet to send its final offer),
  // the third told it did not reach the final; the first round's proposals are open and scored.
  {
    company: 'demo',
    title: 'Видео о пекарях для соцсетей',
    description:
      'Серия из восьми коротких роликов о пекарях «Хлебного дома»: как рождается хлеб, ранние смены, ' +
      'любимые рецепты. Для VK и Telegram, с субтитрами.',
    budget: 'LESS_15M',
    services: ['SMM'],
    city: 'Москва',
    createdDaysAgo: 18,
    tenderDeadlineDays: -2,
    invited: [
      [
        OWN,
        {
          kind: 'accepted',
          proposal: {
            price: 760_000,
            days: 35,
            approach:
              'Три съёмочных дня в пекарнях, монтаж партиями, ролики выходят по два в неделю.',
            team: 'Режиссёр, оператор, монтажёр, SMM-менеджер.',
          },
        },
      ],
      [
        'Бюро «Кириллица»',
        {
          kind: 'accepted',
          proposal: {
            price: 690_000,
            days: 40,
            approach: 'Документальная серия: один пекарь — один ролик, без постановки.',
            team: 'Режиссёр и оператор-монтажёр.',
          },
        },
      ],
      [
        'Голос города',
        {
          kind: 'accepted',
          proposal: {
            price: 1_150_000,
            days: 30,
            approach: 'Ролики с городскими блогерами в пекарнях и их посевы.',
            team: 'Продюсер, два оператора, менеджер по блогерам.',
          },
        },
      ],
    ],
    finalRound: {
      startedDaysAgo: 1,
      deadlineDays: 4,
      message: 'Уточните цену с субтитрами на двух языках и срок, если снимать в двух пекарнях.',
      finalists: [
        [OWN, null],
        [
          'Бюро «Кириллица»',
          {
            price: 720_000,
            days: 38,
            approach:
              'Документальная серия, субтитры на русском и английском, съёмка в двух пекарнях.',
          },
        ],
      ],
      rejection: {
        reason: 'Цена выше бюджета',
        comment: 'Блогеры — интересная идея, но бюджет проекта меньше.',
      },
    },
  },
];

/** The final round's notice to the demo agency's people, as the live code sends it (final-round.ts). */
async function tellFinalRound(
  tx: Db,
  {
    projectId,
    title,
    final,
    finalStart,
    deadline,
    own,
  }: {
    projectId: number;
    title: string;
    final: NonNullable<DemoTenderProject['finalRound']>;
    finalStart: Date;
    deadline: Date;
    own: number;
  },
): Promise<void> {
  const finalist = final.finalists.some(([agency]) => agency === OWN);
  const { reason, comment } = final.rejection;
  const params: NotificationParams<'final_round'> = {
    project_id: projectId,
    project: title,
    finalist,
    deadline: moscowMoment(deadline),
    message: finalist ? final.message : '',
    reason: finalist ? '' : `${reason}. ${comment}`,
  };
  const people = await tx
    .select({ userId: contractorAccounts.userId })
    .from(contractorAccounts)
    .where(eq(contractorAccounts.contractorId, own));
  await tx.insert(notifications).values(
    people.map(({ userId }) => ({
      userId,
      kind: 'final_round',
      ...renderNotification('final_round', params),
      payload: params,
      isRead: false,
      createdAt: finalStart,
    })),
  );
}

const must = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`demo tenders seed refers to unknown ${what}`);
  return value;
};

/** The demo tenders as of `now`; false (nothing written) when the demo client or agency is not there. */
export async function seedDemoTenders(tx: Db, now: Date = new Date()): Promise<boolean> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [DEMO_ACCOUNTS[0].email, DEMO_ACCOUNTS[1].email]));
  const idOf = (email: string) => people.find((p) => p.email === email)?.id;
  const client = idOf(DEMO_ACCOUNTS[0].email);
  const leader = idOf(DEMO_ACCOUNTS[1].email);
  if (!client || !leader) return false;
  const [demoCompany] = await tx
    .select({ id: companies.id })
    .from(companyAccounts)
    .innerJoin(companies, eq(companies.id, companyAccounts.companyId))
    .where(eq(companyAccounts.userId, client));
  const [own] = await tx
    .select({ id: contractors.id })
    .from(contractorAccounts)
    .innerJoin(contractors, eq(contractors.id, contractorAccounts.contractorId))
    .where(eq(contractorAccounts.userId, leader));
  if (!demoCompany || !own) return false;

  const cityId = async (name: string) =>
    must((await tx.select().from(cities).where(eq(cities.name, name)))[0], `city ${name}`);
  const companyIds: Record<DemoTenderProject['company'], number> = {
    demo: demoCompany.id,
    pulse: 0,
    grain: 0,
  };
  for (const key of ['pulse', 'grain'] as const) {
    const c = OTHER_COMPANIES[key];
    const [row] = await tx
      .insert(companies)
      .values({
        name: c.name,
        inn: c.inn,
        description: c.description,
        cityId: (await cityId(c.city)).id,
      })
      .onConflictDoNothing()
      .returning({ id: companies.id });
    companyIds[key] =
      row?.id ?? (await tx.select().from(companies).where(eq(companies.inn, c.inn)))[0]!.id;
  }
  const agencyId = async (name: string) =>
    name === OWN
      ? own.id
      : must(
          (await tx.select().from(contractors).where(eq(contractors.name, name)))[0],
          `agency ${name}`,
        ).id;
  const reasonId = async (name: string, side: 'agency' | 'client') =>
    must(
      (
        await tx
          .select()
          .from(refusalReasons)
          .where(and(eq(refusalReasons.name, name), eq(refusalReasons.side, side)))
      )[0],
      `refusal reason ${name}`,
    ).id;

  let wonProject: number | null = null;
  for (const demo of DEMO_TENDER_PROJECTS) {
    const created = ago(demo.createdDaysAgo * DAY + 2 * HOUR);
    const closed = demo.closing ? ago(demo.closing.daysAgo * DAY) : null;
    const accepted =
      demo.closing?.acceptedDaysAgo !== undefined ? ago(demo.closing.acceptedDaysAgo * DAY) : null;
    // Every demo closing has its winner here: in work until the client accepts the work.
    const status = accepted
      ? 'completed'
      : closed
        ? 'in_work'
        : demo.tenderDeadlineDays !== undefined
          ? 'tender'
          : 'matching';
    const [project] = await tx
      .insert(projects)
      .values({
        companyId: companyIds[demo.company],
        authorId: demo.company === 'demo' ? client : null,
        title: demo.title,
        description: demo.description,
        budget: demo.budget,
        status,
        confidential: demo.confidential ?? false,
        createdAt: created,
        updatedAt: accepted ?? closed ?? created,
      })
      .returning({ id: projects.id });
    const projectId = project!.id;
    const [requirement] = await tx
      .insert(requirements)
      .values({ projectId })
      .returning({ id: requirements.id });
    for (const name of demo.services) {
      const [range] = await tx
        .select({ id: serviceRanges.id, service: services.id })
        .from(serviceRanges)
        .innerJoin(services, eq(services.id, serviceRanges.serviceId))
        .where(eq(services.name, name))
        .orderBy(asc(serviceRanges.position))
        .limit(1);
      const found = must(range, `service ${name}`);
      await tx.insert(requirementServices).values({
        requirementId: requirement!.id,
        serviceId: found.service,
        serviceRangeId: found.id,
      });
    }
    const city = await cityId(demo.city);
    await tx
      .insert(requirementLocations)
      .values({ requirementId: requirement!.id, countryId: city.countryId, cityId: city.id });

    const invitedAt = ago(demo.createdDaysAgo * DAY);
    const final = demo.finalRound;
    const finalStart = final ? ago(final.startedDaysAgo * DAY) : null;
    const finalDeadline = final ? new Date(now.getTime() + final.deadlineDays * DAY) : null;
    const [tender] =
      demo.tenderDeadlineDays === undefined
        ? []
        : await tx
            .insert(tenders)
            .values({
              projectId,
              terms: 'Пришлите цену, срок, подход и состав команды. Вопросы — в сообщении.',
              deadline: new Date(now.getTime() + demo.tenderDeadlineDays * DAY),
              initialDeadline: new Date(now.getTime() + demo.tenderDeadlineDays * DAY),
              openedBy: demo.company === 'demo' ? client : null,
              openedAt: new Date(invitedAt.getTime() + 2 * DAY),
              finalRoundStartedAt: finalStart,
              finalRoundDeadline: finalDeadline,
              finalRoundMessage: final?.message ?? '',
            })
            .returning({ id: tenders.id });
    for (const [name, answer] of demo.invited) {
      const contractorId = await agencyId(name);
      // Invitations go to the project's favourites (the invitations tab lists them): so are the demo's.
      await tx
        .insert(requirementAgencies)
        .values({ requirementId: requirement!.id, kind: 'whitelist', contractorId });
      const answered = new Date(invitedAt.getTime() + DAY);
      const [invitation] = await tx
        .insert(invitations)
        .values({
          projectId,
          contractorId,
          message: 'Здравствуйте! Будем рады вашему предложению по проекту.',
          // An expired one is left `sent` past its time: it reads as expired, as the API's are.
          status: answer.kind === 'expired' ? 'sent' : answer.kind,
          refusalReasonId:
            answer.kind === 'declined' ? await reasonId(answer.reason, 'agency') : null,
          refusalComment: answer.kind === 'declined' ? answer.comment : '',
          invitedBy: demo.company === 'demo' ? client : null,
          answeredBy: answer.kind === 'accepted' || answer.kind === 'declined' ? leader : null,
          createdAt: invitedAt,
          viewedAt: answer.kind === 'sent' || answer.kind === 'expired' ? null : answered,
          answeredAt: answer.kind === 'accepted' || answer.kind === 'declined' ? answered : null,
          expiresAt: answer.kind === 'expired' ? ago(DAY) : new Date(invitedAt.getTime() + 7 * DAY),
        })
        .returning({ id: invitations.id });
      if (answer.kind !== 'accepted' || !tender) continue;
      const outcome = answer.outcome;
      const finalist = final?.finalists.find(([agency]) => agency === name);
      // Not taken into the final round: rejected at its start with the reason it was told.
      const cut = final && !finalist ? final.rejection : null;
      // On a closed project every candidate not chosen was rejected with the closing's reason.
      const rejected = typeof outcome === 'object' ? outcome : cut;
      const status =
        outcome === 'winner' ? 'winner' : rejected || closed ? 'rejected' : 'participant';
      const offer = finalist?.[1] ?? null;
      // A final offer is sent half a day after the round began.
      const offerSent = offer && finalStart ? new Date(finalStart.getTime() + 12 * HOUR) : null;
      await tx.insert(tenderCandidates).values({
        tenderId: tender.id,
        invitationId: invitation!.id,
        contractorId,
        status,
        price: answer.proposal?.price ?? null,
        timelineDays: answer.proposal?.days ?? null,
        approach: answer.proposal?.approach ?? '',
        team: answer.proposal?.team ?? '',
        submittedAt: answer.proposal ? new Date(answered.getTime() + 3 * DAY) : null,
        firstSubmittedAt: answer.proposal ? new Date(answered.getTime() + 3 * DAY) : null,
        rejectionReasonId: rejected ? await reasonId(rejected.reason, 'client') : null,
        rejectionComment:
          rejected?.comment ?? (status === 'rejected' ? (demo.closing?.reason ?? '') : ''),
        finalist: finalist !== undefined,
        finalPrice: offer?.price ?? null,
        finalTimelineDays: offer?.days ?? null,
        finalApproach: offer?.approach ?? '',
        finalSubmittedAt: offerSent,
        updatedAt: closed ?? offerSent ?? (finalist || cut ? finalStart! : answered),
      });
    }
    if (final && finalStart && finalDeadline)
      await tellFinalRound(tx, {
        projectId,
        title: demo.title,
        final,
        finalStart,
        deadline: finalDeadline,
        own: own.id,
      });
    // The demo client's tenders with opened proposals: a rubric and its marks, so the matrix shows totals.
    if (demo.company === 'demo' && tender && demo.tenderDeadlineDays! < 0)
      await seedDemoRubric(tx, {
        projectId,
        tenderId: tender.id,
        evaluator: client,
        submittedAt: new Date(now.getTime() + demo.tenderDeadlineDays! * DAY + HOUR),
      });
    if (demo.closing) {
      await tx.insert(projectClosings).values({
        projectId,
        kind: 'winner',
        contractorId: await agencyId(demo.closing.winner),
        reason: demo.closing.reason,
        closedBy: demo.company === 'demo' ? client : null,
        closedAt: closed!,
      });
      if (demo.company === 'demo' && demo.closing.winner === OWN && accepted)
        wonProject = projectId;
    }
  }

  // The project won by the demo agency, its work accepted: both reviews and the agency's rating of the tender.
  const projectId = must(wonProject ?? undefined, 'the accepted project');
  const reviewed = ago(20 * DAY);
  const pair = { projectId, contractorId: own.id, companyId: demoCompany.id };
  await tx.insert(contractorReviews).values({
    ...pair,
    authorId: client,
    quality: 5,
    deadlines: 4,
    communication: 5,
    value: 5,
    wouldRecommend: true,
    text:
      'Три концепции пришли раньше срока, упаковку приняли в сетях с первого раза. ' +
      'Задержались на неделю с гайдлайном, но предупредили заранее.',
    reply: 'Спасибо! Рады, что линейка уже на полках, ждём следующего проекта.',
    repliedAt: ago(18 * DAY),
    createdAt: reviewed,
  });
  await tx.insert(clientReviews).values({
    ...pair,
    authorId: leader,
    rating: 5,
    text: 'Понятный бриф, быстрые ответы и решения без затяжных согласований.',
    createdAt: reviewed,
  });
  await tx.insert(tenderCommunications).values({
    ...pair,
    authorId: leader,
    briefClarity: 5,
    responseSpeed: 4,
    feedback: 5,
    text: 'Заказчик ответил на все вопросы за день и объяснил своё решение.',
    createdAt: ago(34 * DAY),
  });
  return true;
}
