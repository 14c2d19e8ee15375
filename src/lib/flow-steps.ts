// Step order of the two multi-step flows; '' is the flow's first (index) step.
export const flowSteps = {
  project: ['', 'industries', 'executor', 'company', 'requirements', 'about-project'],
  company: ['', 'services', 'industries', 'description'],
} as const;

export type FlowName = keyof typeof flowSteps;
export type FlowStep<F extends FlowName> = (typeof flowSteps)[F][number];

const stepIndex = (flow: FlowName, step: string) =>
  (flowSteps[flow] as readonly string[]).indexOf(step);

/**
 * Where a user who opens `step` coming from `cameFrom` (the flow step seen last, or null) must go instead.
 * Allowed predecessors: the previous step, the same step (a reload) and any later step (going back).
 * Returns the flow's first step as a step name (''), or null to stay.
 */
export function stepRedirect(flow: FlowName, step: string, cameFrom: string | null): '' | null {
  const target = stepIndex(flow, step);
  if (target <= 0) return target === 0 ? null : '';
  const from = cameFrom === null ? -1 : stepIndex(flow, cameFrom);
  if (from < 0) return '';
  return from >= target - 1 ? null : '';
}

/** The step after `step`, or null after the last one (then comes registration). */
export function nextStep(flow: FlowName, step: string): string | null {
  const steps = flowSteps[flow] as readonly string[];
  const index = stepIndex(flow, step);
  return index >= 0 && index < steps.length - 1 ? (steps[index + 1] ?? null) : null;
}
