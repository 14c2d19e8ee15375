import type { FlowName } from './flow-steps';

// The last step a user saw in each flow, kept per tab in sessionStorage so it survives a reload.
const key = (flow: FlowName, what: 'last' | 'complete') => `podryad.flow.${flow}.${what}`;
const memory = new Map<string, string>();

const read = (name: string): string | null => {
  try {
    return sessionStorage.getItem(name);
  } catch {
    return memory.get(name) ?? null; // storage blocked (private mode, tests in node)
  }
};
const write = (name: string, value: string | null) => {
  try {
    if (value === null) sessionStorage.removeItem(name);
    else sessionStorage.setItem(name, value);
  } catch {
    if (value === null) memory.delete(name);
    else memory.set(name, value);
  }
};

export const lastFlowStep = (flow: FlowName): string | null => read(key(flow, 'last'));
export const rememberFlowStep = (flow: FlowName, step: string): void =>
  write(key(flow, 'last'), step);

/** The company flow is complete once its last step is submitted; agency registration needs it. */
export const isFlowComplete = (flow: FlowName): boolean => read(key(flow, 'complete')) === '1';
export const markFlowComplete = (flow: FlowName): void => write(key(flow, 'complete'), '1');

export function resetFlow(flow: FlowName): void {
  write(key(flow, 'last'), null);
  write(key(flow, 'complete'), null);
}
