import type { FlowName } from './flow-steps';

// The last step a user saw in each flow, kept where the flow's draft is so both survive a reload together:
// the company flow per tab (sessionStorage), the project flow in localStorage, because a guest's project
// outlives the registration detour (the activation link opens in another tab of the same browser).
const key = (flow: FlowName, what: 'last' | 'complete') => `podryad.flow.${flow}.${what}`;
const memory = new Map<string, string>();

const storageOf = (flow: FlowName): Storage => (flow === 'project' ? localStorage : sessionStorage);

const read = (flow: FlowName, name: string): string | null => {
  try {
    return storageOf(flow).getItem(name);
  } catch {
    return memory.get(name) ?? null; // storage blocked (private mode, tests in node)
  }
};
const write = (flow: FlowName, name: string, value: string | null) => {
  try {
    if (value === null) storageOf(flow).removeItem(name);
    else storageOf(flow).setItem(name, value);
  } catch {
    if (value === null) memory.delete(name);
    else memory.set(name, value);
  }
};

export const lastFlowStep = (flow: FlowName): string | null => read(flow, key(flow, 'last'));
export const rememberFlowStep = (flow: FlowName, step: string): void =>
  write(flow, key(flow, 'last'), step);

/** A flow is complete once its last step is submitted: registration then takes its draft. */
export const isFlowComplete = (flow: FlowName): boolean =>
  read(flow, key(flow, 'complete')) === '1';
export const markFlowComplete = (flow: FlowName): void => write(flow, key(flow, 'complete'), '1');

export function resetFlow(flow: FlowName): void {
  write(flow, key(flow, 'last'), null);
  write(flow, key(flow, 'complete'), null);
}
