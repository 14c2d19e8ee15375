// The parts of a screen an outbox action belongs to: the part shows «Ждёт отправки», or the refusal.
export const outboxScope = {
  invitation: (invitation: number) => `invitation:${invitation}`,
  proposal: (candidate: number) => `proposal:${candidate}`,
  questions: (project: number) => `questions:${project}`,
  answer: (question: number) => `answer:${question}`,
  decision: (candidate: number) => `decision:${candidate}`,
};
