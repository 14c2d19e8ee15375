import { plural } from '../../../contract/plural';
import { SERVICE_TIME_ZONE } from '../../../contract/profile-rules';
import { quoteName } from '../../../contract/quote';
import type { Closing } from '../../../contract/tender';
import { ordinalNeuter } from '../../../contract/tender-outcome';
import type { TenderEventKind } from '../../../contract/tender-protocol';
import { formatScore, weightsLine } from '../../../contract/tender-rubric';

// The protocol's words: a step's details as one Russian line, the outcome, and Moscow's time, the same for
// the JSON answer and the PDF. A step's `details` keys (whoever records it) are read here; unknown keys are
// left out rather than shown raw.

const MOSCOW_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: SERVICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** «26.11.2026 18:05»: the moment in Moscow, whatever the server's zone. */
export function moscowTime(at: Date | string): string {
  const parts = Object.fromEntries(
    MOSCOW_PARTS.formatToParts(new Date(at)).map((part) => [part.type, part.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
}

const ROUBLES = new Intl.NumberFormat('ru-RU');

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const moment = (value: unknown) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? moscowTime(value) : '';
const count = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The brief's fields a `brief_changed` step keeps, by their Russian names. */
const BRIEF_FIELDS: Record<string, string> = {
  title: 'название',
  description: 'описание',
  budget: 'бюджет',
  start_date: 'дата начала',
  deadline: 'срок сдачи',
};

/** A brief's value as the line shows it: a calendar day as «01.03.2027», none as «не указано». */
function briefValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'не указано';
  const day = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (day) return `${day[3]}.${day[2]}.${day[1]}`;
  return typeof value === 'string' || typeof value === 'number' ? `«${value}»` : '';
}

/** «название: «Сайт» → «Сайт пекарен»; описание изменено». */
function briefChanges(value: unknown): string {
  if (typeof value !== 'object' || value === null) return '';
  const changes = value as Record<string, { from?: unknown; to?: unknown } | undefined>;
  return Object.keys(BRIEF_FIELDS)
    .filter((field) => changes[field])
    .map((field) =>
      // A description is long: the line says it changed, the brief itself shows it.
      field === 'description'
        ? 'описание изменено'
        : `${BRIEF_FIELDS[field]}: ${briefValue(changes[field]!.from)} → ${briefValue(changes[field]!.to)}`,
    )
    .join('; ');
}

const WINNER_PRICE: Record<string, string> = {
  below: 'цена победителя ниже',
  same: 'цена победителя примерно такая же',
  above: 'цена победителя выше',
};

const REVIEWS: Record<string, string> = {
  contractor: 'отзыв заказчика о работе агентства',
  client: 'отзыв агентства о заказчике',
  tender: 'оценка агентством того, как прошёл тендер',
};

/** «критерии: Цена — 30, Команда — 15» from a `rubric_published` step's `criteria`. */
function criteriaLine(value: unknown): string {
  if (!Array.isArray(value)) return '';
  const rows = (value as unknown[]).filter(
    (c): c is { name: string; weight: number } =>
      typeof c === 'object' &&
      c !== null &&
      text((c as Record<string, unknown>).name) !== '' &&
      count((c as Record<string, unknown>).weight) !== null,
  );
  return rows.length === 0 ? '' : `критерии: ${weightsLine(rows)}`;
}

/** «итоги: «Альфа» — 82,4; «Бета» — не оценено» from a `scores_totalled` step's `totals`. */
function totalsLine(value: unknown): string {
  if (!Array.isArray(value)) return '';
  const rows = (value as unknown[])
    .filter(
      (t): t is { agency: string; total: number | null } =>
        typeof t === 'object' && t !== null && text((t as Record<string, unknown>).agency) !== '',
    )
    .map(
      (t) =>
        `${quoteName(t.agency)} — ${count(t.total) === null ? 'не оценено' : formatScore(t.total!)}`,
    );
  return rows.length === 0 ? '' : `итоги: ${rows.join('; ')}`;
}

/** «конфликт интересов заявлен: выделенная команда; пояснение: «…»» from an `invitation_accepted` step. */
function conflictLine(value: unknown, all: Record<string, unknown>): string {
  if (value === 'none') return 'конфликта интересов нет';
  if (value !== 'declared') return '';
  const team = all.separate_team === true ? ': выделенная команда' : '';
  const note = text(all.note) ? `; пояснение: «${text(all.note)}»` : '';
  return `конфликт интересов заявлен${team}${note}`;
}

/** Each known key's phrase, in the order a line reads them; '' leaves it out. */
const PHRASES: [key: string, phrase: (value: unknown, all: Record<string, unknown>) => string][] = [
  ['name', (v) => (text(v) ? `исполнитель ${quoteName(text(v))}` : '')],
  ['reason', (v) => (text(v) ? `причина: ${text(v)}` : '')],
  ['comment', (v) => (text(v) ? `комментарий: «${text(v)}»` : '')],
  [
    'place',
    (v, all) =>
      count(v) === null || count(all.proposals) === null
        ? ''
        : `место: ${ordinalNeuter(count(v)!)} из ${count(all.proposals)!}`,
  ],
  ['winner_price', (v) => (typeof v === 'string' ? (WINNER_PRICE[v] ?? '') : '')],
  ['expires_at', (v) => (moment(v) ? `ответить до ${moment(v)}` : '')],
  [
    'deadline',
    (v, all) =>
      !moment(v)
        ? ''
        : moment(all.previous_deadline)
          ? `срок приёма предложений: ${moment(all.previous_deadline)} → ${moment(v)}`
          : `приём предложений до ${moment(v)}`,
  ],
  ['price', (v) => (count(v) === null ? '' : `цена ${ROUBLES.format(count(v)!)} ₽`)],
  [
    'timeline_days',
    (v) => (count(v) === null ? '' : `срок ${plural(count(v)!, ['день', 'дня', 'дней'])}`),
  ],
  ['question', (v) => (text(v) ? `вопрос: «${text(v)}»` : '')],
  ['answer', (v) => (text(v) ? `ответ: «${text(v)}»` : '')],
  ['changes', briefChanges],
  ['again', (v) => (v === true ? 'отправлено повторно' : '')],
  ['review', (v) => (typeof v === 'string' ? (REVIEWS[v] ?? '') : '')],
  ['text', (v) => (text(v) ? `«${text(v)}»` : '')],
  ['round', (v) => (v === 2 ? 'финальный раунд' : '')],
  ['final', (v) => (v === true ? 'при отборе в финальный раунд' : '')],
  ['final_deadline', (v) => (moment(v) ? `финальные предложения до ${moment(v)}` : '')],
  ['finalists', (v) => (count(v) === null ? '' : `финалистов: ${count(v)}`)],
  ['criteria', criteriaLine],
  ['totals', totalsLine],
  ['conflict', conflictLine],
  ['terms', (v) => (v === 'confidentiality' ? 'условия конфиденциальности' : '')],
];

/** The step's details as one line: «Причина: Нет свободной команды; комментарий: «Заняты до марта»». */
export function detailsLine(details: Record<string, unknown>): string {
  const line = PHRASES.map(([key, phrase]) => (key in details ? phrase(details[key], details) : ''))
    .filter(Boolean)
    .join('; ');
  return line.charAt(0).toUpperCase() + line.slice(1);
}

/** A phrase as a sentence: its full stop added unless it ends with one of its own. */
const sentence = (phrase: string) =>
  /[.!?…]$/.test(phrase.trim()) ? phrase.trim() : `${phrase.trim()}.`;

/** Whether a kind is the outcome: the winner's name in it is public knowledge for the invitees. */
export const isOutcome = (kind: TenderEventKind) =>
  kind === 'winner_chosen' || kind === 'third_party_winner' || kind === 'cancelled';

/** The outcome as one line, for the reader of the protocol. */
export function outcomeLine(closing: Closing | null): string {
  if (!closing) return 'Тендер не завершён.';
  const at = moscowTime(closing.closed_at);
  switch (closing.kind) {
    case 'winner':
      return `Победитель — ${quoteName(closing.contractor_name ?? 'агентство')}, выбран ${at}.`;
    case 'third_party':
      return `Выбран исполнитель вне платформы — ${quoteName(closing.third_party_name ?? '')}, ${at}.`;
    case 'cancelled':
      return `Проект отменён ${at}. Причина: ${sentence(closing.reason)}`;
  }
}
