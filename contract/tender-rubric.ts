import { SERVICE_TIME_ZONE } from './profile-rules';

// The tender's rubric and its scoring: criteria with weights summing to 100, published with the first
// invitation; price and timeline scored from the proposals, the rest by each of the client's people (1–5).
// Plain values and pure functions, no zod: the app's screens and the server's scoring import them.

export const CRITERION_KINDS = {
  price: 'Цена',
  timeline: 'Сроки',
  people: 'Оценка людей',
} as const;
export type CriterionKind = keyof typeof CRITERION_KINDS;

export const MARK_MIN = 1;
export const MARK_MAX = 5;
export const WEIGHTS_TOTAL = 100;
export const CRITERIA_MAX = 10;
export const CRITERION_NAME_MAX = 100;
export const SCALE_LINE_MAX = 300;
/** Evaluators whose marks of one criterion differ by this much or more disagree («Расхождение оценок»). */
export const DISAGREEMENT = 2;

/** A criterion as the client writes it; `scale[i]` says what mark i + 1 means. */
export interface CriterionDraft {
  kind: CriterionKind;
  name: string;
  weight: number;
  scale: string[];
}

/** The default rubric: what a project reads until its client changes it. */
export const DEFAULT_CRITERIA: CriterionDraft[] = [
  {
    kind: 'price',
    name: 'Цена',
    weight: 30,
    scale: [
      'Почти вдвое дороже самой низкой цены и больше',
      'Заметно дороже самой низкой цены',
      'Дороже самой низкой цены примерно на треть',
      'Немного дороже самой низкой цены',
      'Самая низкая цена среди предложений',
    ],
  },
  {
    kind: 'people',
    name: 'Опыт в отрасли',
    weight: 20,
    scale: [
      'Нет опыта в нашей отрасли и близких к ней',
      'Опыт только в смежных отраслях, без кейсов',
      'Один-два проекта в отрасли, результаты не показаны',
      'Несколько кейсов в отрасли с понятными результатами',
      'Сильные кейсы у компаний нашего масштаба, измеримые результаты',
    ],
  },
  {
    kind: 'people',
    name: 'Подход к задаче',
    weight: 20,
    scale: [
      'Шаблонное предложение, задача не понята',
      'Задача понята частично, план общий',
      'Разумный план, но без учёта наших особенностей',
      'Продуманный план под нашу задачу, риски названы',
      'Сильная идея и подробный план с метриками и этапами',
    ],
  },
  {
    kind: 'people',
    name: 'Команда',
    weight: 15,
    scale: [
      'Состав команды не назван',
      'Названы роли, но не люди и не их опыт',
      'Команда названа, опыт ключевых людей неясен',
      'Опытная команда, все ключевые роли закрыты',
      'Сильная команда с опытом похожих проектов и выделенным руководителем',
    ],
  },
  {
    kind: 'timeline',
    name: 'Сроки',
    weight: 15,
    scale: [
      'Не успевает к сроку проекта',
      'Почти вдвое дольше самого быстрого предложения и больше',
      'Заметно дольше самого быстрого предложения',
      'Немного дольше самого быстрого предложения',
      'Самый короткий срок среди предложений',
    ],
  },
];

export const RUBRIC_MESSAGES = {
  weightsTotal: `Сумма весов критериев должна быть ровно ${WEIGHTS_TOTAL}.`,
  onePrice: 'Критерий цены может быть только один.',
  oneTimeline: 'Критерий сроков может быть только один.',
  namesUnique: 'Названия критериев не должны повторяться.',
  scaleLines: 'Опишите каждую из пяти оценок шкалы.',
  noCriteria: 'Добавьте хотя бы один критерий.',
  tooMany: `Не более ${CRITERIA_MAX} критериев.`,
  published:
    'Критерии опубликованы с первым приглашением: приглашённые агентства уже их видят, изменить их нельзя.',
  closed: 'Тендер завершён: изменить критерии нельзя.',
  markRange: `Оценка — целое число от ${MARK_MIN} до ${MARK_MAX}.`,
  notOpened: 'Оценивать можно после вскрытия предложений.',
  notInTender: 'Проект не на этапе тендера: оценки больше не принимаются.',
  finalNotReady:
    'Финальный раунд ещё не начат или его срок не прошёл: оценки финала принимаются после него.',
  submitted: 'Вы уже отправили оценки этого раунда: изменить их нельзя.',
  unknownCandidate: 'Это предложение не оценивается в этом раунде.',
  unknownCriterion: 'Этот критерий оценивают не люди, или его нет в критериях проекта.',
  incomplete: 'Поставьте оценки всем предложениям по всем критериям, чтобы отправить их.',
  nothingToScore: 'Оценивать пока нечего: нет вскрытых предложений.',
} as const;

/** A rubric's problem in Russian, or null when it may be saved: weights, kinds, names, scales. */
export function rubricProblem(criteria: CriterionDraft[]): string | null {
  if (criteria.length === 0) return RUBRIC_MESSAGES.noCriteria;
  if (criteria.length > CRITERIA_MAX) return RUBRIC_MESSAGES.tooMany;
  if (criteria.filter((c) => c.kind === 'price').length > 1) return RUBRIC_MESSAGES.onePrice;
  if (criteria.filter((c) => c.kind === 'timeline').length > 1) return RUBRIC_MESSAGES.oneTimeline;
  const names = criteria.map((c) => c.name.trim().toLocaleLowerCase('ru'));
  if (new Set(names).size !== names.length) return RUBRIC_MESSAGES.namesUnique;
  if (criteria.some((c) => c.scale.length !== MARK_MAX || c.scale.some((line) => !line.trim())))
    return RUBRIC_MESSAGES.scaleLines;
  if (criteria.reduce((sum, c) => sum + c.weight, 0) !== WEIGHTS_TOTAL)
    return RUBRIC_MESSAGES.weightsTotal;
  return null;
}

/** One decimal, half up: 4.25 → 4.3 (what the matrix and the protocol show). */
export const oneDecimal = (value: number) => Math.round(value * 10 + 1e-9) / 10;

/**
 * The marks of amounts where less is better (prices, days): the least gets 5, another 5 × least / its own,
 * to one decimal. Null stays null (no proposal); nothing positive to compare: all null.
 */
export function proportionalMarks(values: (number | null)[]): (number | null)[] {
  const known = values.filter((v): v is number => v !== null && v > 0);
  if (known.length === 0) return values.map(() => null);
  const least = Math.min(...known);
  return values.map((v) => (v === null || v <= 0 ? null : oneDecimal((MARK_MAX * least) / v)));
}

const MOSCOW_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: SERVICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** «2026-11-28»: the calendar day of a moment in Moscow, as the project's dates are kept. */
export const moscowCalendarDay = (at: Date) => MOSCOW_DAY.format(at);

/** Days since 1970-01-01 of a calendar day «YYYY-MM-DD». */
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

/**
 * The timelines' marks. The work is taken to start on the later of the project's start date and `startDay`
 * (the Moscow day the proposals opened, or the final round's deadline: no work starts before the client has
 * read them, and a fixed day keeps a score from changing as days pass); a timeline that ends after the
 * project's deadline scores 1, the others in proportion to the shortest of those in time, as prices.
 */
export function timelineMarks(
  days: (number | null)[],
  project: { start_date: string | null; deadline: string | null },
  startDay: string,
): (number | null)[] {
  const start = project.start_date && project.start_date > startDay ? project.start_date : startDay;
  const late = (d: number) =>
    project.deadline !== null && dayNumber(start) + d > dayNumber(project.deadline);
  const inTime = proportionalMarks(days.map((d) => (d === null || late(d) ? null : d)));
  return days.map((d, i) => (d === null ? null : late(d) ? MARK_MIN : inTime[i]!));
}

/** The mean of some marks to one decimal; null without any. */
export const meanMark = (marks: number[]): number | null =>
  marks.length === 0 ? null : oneDecimal(marks.reduce((a, b) => a + b, 0) / marks.length);

/** Whether evaluators' marks of one criterion differ by DISAGREEMENT or more. */
export const disagree = (marks: number[]) =>
  marks.length > 1 && Math.max(...marks) - Math.min(...marks) >= DISAGREEMENT;

/**
 * A proposal's weighted total out of 100: Σ weight × mark / 5, to one decimal; null while a criterion with a
 * weight has no mark yet (no evaluator submitted).
 */
export function weightedTotal(scores: { weight: number; mark: number | null }[]): number | null {
  let total = 0;
  for (const { weight, mark } of scores) {
    if (weight === 0) continue;
    if (mark === null) return null;
    total += (weight * mark) / MARK_MAX;
  }
  return oneDecimal(total);
}

/** «Цена — 30, Опыт в отрасли — 20…»: the weights as one line (the protocol, the brief). */
export const weightsLine = (criteria: { name: string; weight: number }[]) =>
  criteria.map((c) => `${c.name} — ${c.weight}`).join(', ');

/** «82,4» for a total or a mark. */
export const formatScore = (value: number) => value.toLocaleString('ru-RU');
