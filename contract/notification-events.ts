// The events that notify someone: each kind's Russian title and text and the app path it leads to. Plain
// values, no zod: the app and the worker read them too (a toast's title, the preferences grid later).
// Names written by users (companies, agencies, projects) are plain text here; whoever shows them escapes.

import { quoteName } from './quote';
import { standingSentences, type PriceRelation } from './tender-outcome';

/** The parameters an event carries into its texts and link; stored as the notification's `payload`. */
type Params = Record<string, string | number | boolean | null>;

interface EventSpec<P extends Params> {
  /** What the event is, for a list of kinds (filters, preferences). */
  label: string;
  /** Whose screens it leads to: a client's (`/dashboard`, `/performers`) or an agency's (`/panel`). */
  audience: 'client' | 'agency';
  title: (p: P) => string;
  text: (p: P) => string;
  link: (p: P) => string;
}

const SUBSCRIPTION_TITLES = {
  changed: 'Тариф изменён',
  pending_payment: 'Счёт на оплату тарифа',
  active: 'Тариф оплачен',
  expired: 'Оплаченный период закончился',
  cancelled: 'Счёт отменён',
} as const;

const event = <P extends Params>(spec: EventSpec<P>) => spec;

type ProjectRef = { project_id: number; project: string };
/**
 * «Компания «…» начала», or «Заказчик начал» with no name: a confidential project's invitee not yet past its
 * terms is not told who the client is (server/modules/tender/confidential.ts).
 */
const clientDid = (company: string, [feminine, masculine]: [string, string]) =>
  company ? `Компания ${quoteName(company)} ${feminine}` : `Заказчик ${masculine}`;
/** « Причина: …» after a sentence, or nothing without a reason. */
const because = (reason: string | undefined) =>
  reason ? ` Причина: ${reason.trim().replace(/[.!?…]+$/, '')}.` : '';

export const NOTIFICATION_EVENTS = {
  invitation_received: event<ProjectRef & { company: string }>({
    label: 'Приглашение в проект',
    audience: 'agency',
    title: () => 'Приглашение в проект',
    text: (p) =>
      `${clientDid(p.company, ['приглашает', 'приглашает'])} ваше агентство в проект ${quoteName(p.project)}.`,
    link: (p) => `/panel/projects/${p.project_id}`,
  }),
  invitation_answered: event<
    ProjectRef & { agency: string; contractor_id: number; accepted: boolean }
  >({
    label: 'Ответ на приглашение',
    audience: 'client',
    title: (p) => (p.accepted ? 'Приглашение принято' : 'Приглашение отклонено'),
    text: (p) =>
      `Агентство ${quoteName(p.agency)} ${p.accepted ? 'приняло' : 'отклонило'} приглашение в проект ${quoteName(p.project)}.`,
    link: (p) => `/dashboard/project/${p.project_id}/performers`,
  }),
  /** `final`: the offer of the final round. */
  proposal_submitted: event<
    ProjectRef & { agency: string; contractor_id: number; final?: boolean }
  >({
    label: 'Новое предложение',
    audience: 'client',
    title: () => 'Новое предложение',
    text: (p) =>
      `Агентство ${quoteName(p.agency)} отправило ${p.final ? 'финальное ' : ''}предложение по проекту ${quoteName(p.project)}.`,
    link: (p) => `/dashboard/project/${p.project_id}/performers`,
  }),
  tender_started: event<ProjectRef & { company: string }>({
    label: 'Начало тендера',
    audience: 'agency',
    title: () => 'Тендер начался',
    text: (p) =>
      `${clientDid(p.company, ['начала', 'начал'])} тендер по проекту ${quoteName(p.project)}.`,
    link: (p) => `/panel/projects/${p.project_id}`,
  }),
  /**
   * The final round's start, to each candidate: `finalist` with the deadline (Moscow time) and the client's
   * message, or not, with the reason.
   */
  final_round: event<
    ProjectRef & { finalist: boolean; deadline: string; message: string; reason: string }
  >({
    label: 'Финальный раунд',
    audience: 'agency',
    title: (p) => (p.finalist ? 'Вы в финальном раунде' : 'Предложение не прошло в финал'),
    text: (p) =>
      p.finalist
        ? `Предложение вашего агентства по проекту ${quoteName(p.project)} прошло в финальный раунд: обновите цену, срок и подход до ${p.deadline}.${p.message ? ` Сообщение заказчика: ${p.message}` : ''}`
        : `Предложение вашего агентства по проекту ${quoteName(p.project)} не прошло в финальный раунд.${because(p.reason)}`,
    link: (p) => `/panel/projects/${p.project_id}`,
  }),
  candidate_status_changed: event<ProjectRef & { status: string }>({
    label: 'Статус в тендере',
    audience: 'agency',
    title: () => 'Статус в тендере изменился',
    text: (p) =>
      `Статус вашего агентства в тендере по проекту ${quoteName(p.project)}: ${p.status}.`,
    link: (p) => `/panel/projects/${p.project_id}`,
  }),
  /**
   * `reason`: what the client told the agencies not chosen (may be empty); a candidate not chosen also gets
   * its standing: `place` of `proposals` and `winner_price` (contract/tender-outcome.ts; null: not told).
   */
  winner_chosen: event<
    ProjectRef & {
      won: boolean;
      reason?: string;
      place?: number | null;
      proposals?: number;
      winner_price?: PriceRelation | null;
    }
  >({
    label: 'Выбор победителя',
    audience: 'agency',
    title: (p) => (p.won ? 'Вы победили в тендере' : 'Победитель выбран'),
    text: (p) =>
      p.won
        ? `Заказчик выбрал ваше агентство исполнителем проекта ${quoteName(p.project)}.`
        : `Заказчик выбрал другого исполнителя проекта ${quoteName(p.project)}.${because(p.reason)}${standingSentences(
            {
              place: p.place ?? null,
              proposals: p.proposals ?? 0,
              winner_price: p.winner_price ?? null,
            },
          )
            .map((sentence) => ` ${sentence}`)
            .join('')} Спасибо за участие!`,
    link: (p) => `/panel/projects/${p.project_id}`,
  }),
  /** `reason`: why, as the client wrote it (a cancellation, a winner outside the platform). */
  project_closed: event<ProjectRef & { company: string; reason?: string }>({
    label: 'Закрытие проекта',
    audience: 'agency',
    title: () => 'Проект закрыт',
    text: (p) =>
      `${clientDid(p.company, ['закрыла', 'закрыл'])} проект ${quoteName(p.project)}.${because(p.reason)}`,
    link: (p) => `/panel/projects/${p.project_id}`,
  }),
  tender_question_asked: event<
    ProjectRef & { agency: string; contractor_id: number; question_id: number }
  >({
    label: 'Вопрос по проекту',
    audience: 'client',
    title: () => 'Новый вопрос по проекту',
    text: (p) =>
      `Агентство ${quoteName(p.agency)} задало вопрос по проекту ${quoteName(p.project)}. Ответ увидят все приглашённые агентства.`,
    link: (p) => `/dashboard/project/${p.project_id}/performers`,
  }),
  tender_answer_published: event<ProjectRef & { company: string; question_id: number }>({
    label: 'Ответ на вопрос по проекту',
    audience: 'agency',
    title: () => 'Заказчик ответил на вопрос',
    text: (p) =>
      `${clientDid(p.company, ['ответила', 'ответил'])} на вопрос по проекту ${quoteName(p.project)}.`,
    link: (p) => `/panel/projects/${p.project_id}`,
  }),
  /** `changes`: what changed, as a list («название, бюджет»); `deadline`: the new proposals' deadline, if moved. */
  tender_brief_changed: event<
    ProjectRef & { company: string; changes: string; deadline: string | null }
  >({
    label: 'Изменение ТЗ',
    audience: 'agency',
    title: () => 'ТЗ проекта изменено',
    text: (p) =>
      `${clientDid(p.company, ['изменила', 'изменил'])} ТЗ проекта ${quoteName(p.project)}: ${p.changes}.${
        p.deadline ? ` Приём предложений продлён до ${p.deadline}.` : ''
      }`,
    link: (p) => `/panel/projects/${p.project_id}`,
  }),
  /** The client accepted the winner's work (`completed`): both may now review each other. */
  work_accepted: event<ProjectRef & { company: string }>({
    label: 'Приёмка работы',
    audience: 'agency',
    title: () => 'Работа принята',
    text: (p) =>
      `Компания ${quoteName(p.company)} приняла работу по проекту ${quoteName(p.project)}. Теперь можно оставить отзыв о заказчике.`,
    link: (p) => `/panel/projects/${p.project_id}`,
  }),
  review_received: event<ProjectRef & { company: string; contractor_id: number }>({
    label: 'Новый отзыв',
    audience: 'agency',
    title: () => 'Новый отзыв',
    text: (p) =>
      `Компания ${quoteName(p.company)} оставила отзыв о работе над проектом ${quoteName(p.project)}.`,
    link: (p) => `/executor/${p.contractor_id}`,
  }),
  employee_joined: event<{ employee: string; email: string; agency: string }>({
    label: 'Новый сотрудник',
    audience: 'agency',
    title: () => 'Новый сотрудник в команде',
    text: (p) =>
      `${p.employee} принимает приглашение и теперь в команде агентства ${quoteName(p.agency)}.`,
    link: () => '/panel/staff',
  }),
  /**
   * `status` (absent in older rows: a plain change): `pending_payment` an invoice issued, `active` a payment
   * confirmed, `expired` a paid period over, `cancelled` an unpaid invoice cancelled; `invoice` its number.
   * `until`: the paid period's last day, as the text shows it.
   */
  subscription_changed: event<{
    plan: string;
    until: string | null;
    status?: 'pending_payment' | 'active' | 'expired' | 'cancelled';
    invoice?: number;
  }>({
    label: 'Тариф',
    audience: 'agency',
    title: (p) => SUBSCRIPTION_TITLES[p.status ?? 'changed'],
    text: (p) => {
      const invoice = p.invoice ? `Счёт № ${p.invoice}` : 'Счёт';
      switch (p.status) {
        case 'pending_payment':
          return `${invoice} на тариф ${quoteName(p.plan)} выставлен: оплатите его по реквизитам из PDF.`;
        case 'cancelled':
          return `${invoice} на тариф ${quoteName(p.plan)} отменён.`;
        case 'expired':
          return `Оплаченный период тарифа ${quoteName(p.plan)} закончился.`;
        default:
          return p.until
            ? `Тариф агентства — ${quoteName(p.plan)}, оплачен до ${p.until}.`
            : `Тариф агентства — ${quoteName(p.plan)}.`;
      }
    },
    link: () => '/panel/tariffs',
  }),
  profile_published: event<{ agency: string; contractor_id: number }>({
    label: 'Публикация профиля',
    audience: 'agency',
    title: () => 'Профиль опубликован',
    text: (p) =>
      `Агентство ${quoteName(p.agency)} теперь в каталоге: заказчики видят его и могут пригласить.`,
    link: (p) => `/executor/${p.contractor_id}`,
  }),
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_EVENTS;
export const NOTIFICATION_KINDS = Object.keys(NOTIFICATION_EVENTS) as NotificationKind[];

/** The parameters of one kind of event, e.g. `{ employee, email, agency }` for `employee_joined`. */
export type NotificationParams<K extends NotificationKind> = Parameters<
  (typeof NOTIFICATION_EVENTS)[K]['text']
>[0];

export const isNotificationKind = (value: string): value is NotificationKind =>
  Object.hasOwn(NOTIFICATION_EVENTS, value);

/** The title, text and link of an event, as they are stored and shown. */
export function renderNotification<K extends NotificationKind>(
  kind: K,
  params: NotificationParams<K>,
): { title: string; text: string; link: string } {
  // One kind's spec with its own parameters: TypeScript cannot follow K through the union of specs.
  const spec = NOTIFICATION_EVENTS[kind] as unknown as EventSpec<NotificationParams<K>>;
  return { title: spec.title(params), text: spec.text(params), link: spec.link(params) };
}
