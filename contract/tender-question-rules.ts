import { plural } from './plural';
import { QUESTION_CUTOFF_HOURS } from './tender-protocol';

// «Вопросы и ответы»: what the server says and the app shows. Plain values, no zod: the app's screens
// import them (the schemas are in tender-questions.ts).

const CUTOFF = plural(QUESTION_CUTOFF_HOURS, ['час', 'часа', 'часов']);

export const QUESTION_MESSAGES = {
  questionRequired: 'Напишите вопрос.',
  answerRequired: 'Напишите ответ.',
  tooLate: `Время для вопросов истекло: их задают не позднее чем за ${CUTOFF} до окончания приёма предложений.`,
  notAsking: 'Вопросы принимаются, пока идёт подбор агентств или тендер.',
  notInvitee: 'Задать вопрос нельзя: приглашение в проект отклонено или истекло.',
  answersClosed: 'Тендер завершён: ответы на вопросы больше не принимаются.',
  alreadyAnswered: 'На этот вопрос уже ответили: ответ не меняется. Уточнения дайте в ТЗ проекта.',
  clientReads: 'Вопросы задают приглашённые агентства, а вы отвечаете на них.',
  readOnly: 'Задавать вопросы могут руководитель и менеджеры агентства.',
} as const;
