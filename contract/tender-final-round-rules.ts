// «Финальный раунд» (best and final offer): after the proposals open, the client takes 2–3 finalists into
// one more sealed round with its own deadline; the others are told they did not reach it, with the reason.
// Plain values, no zod: the app's screens import them.

export const FINALISTS_MIN = 2;
export const FINALISTS_MAX = 3;
/** The final round's deadline: at least an hour ahead (time to revise), at most 30 days. */
export const FINAL_ROUND_MIN_MS = 60 * 60 * 1000;
export const FINAL_ROUND_MAX_MS = 30 * 24 * 60 * 60 * 1000;
export const FINAL_MESSAGE_MAX = 2000;

export const FINAL_ROUND_MESSAGES = {
  finalists: `Выберите от ${FINALISTS_MIN} до ${FINALISTS_MAX} финалистов.`,
  notCandidate: 'Финалистом может стать только участник этого тендера.',
  noProposal: 'Финалистом может стать только агентство, отправившее предложение.',
  rejected: 'Отклонённое предложение не может пройти в финал.',
  deadlineSoon: 'Срок финального раунда — не раньше чем через час.',
  deadlineFar: 'Срок финального раунда — не позже чем через 30 дней.',
  sealed: 'Предложения ещё не вскрыты: финальный раунд можно объявить после вскрытия.',
  once: 'Финальный раунд уже объявлен: в тендере он один.',
  reasonRequired: 'Укажите причину для агентств, не прошедших в финал.',
  finalSealed:
    'Финальные предложения ещё не вскрыты: выбрать победителя можно после срока финального раунда.',
  notFinalist: 'Ваше предложение не прошло в финальный раунд.',
  noFinalRound: 'Финальный раунд не объявлен.',
  finalClosed: 'Финальный раунд завершён: предложение изменить нельзя.',
} as const;
