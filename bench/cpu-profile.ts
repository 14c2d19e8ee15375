import type { CDPSession } from '@playwright/test';

// BENCH_PROFILE=1: where a first visit's main-thread JavaScript time goes, from V8's sampling profiler through
// the DevTools protocol (the CPU slowdown applies to it as to the page). Prints the functions with the most
// self time, each with its file, and the share of each file.

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

export async function startCpuProfile(cdp: CDPSession): Promise<() => Promise<string[]>> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return async () => {
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    return summarize(profile);
  };
}

function summarize({ nodes, samples, timeDeltas }: Profile): string[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const selfMs = new Map<number, number>();
  samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (timeDeltas[i] ?? 0) / 1000));
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const file = url.replace(/^.*\//, '') || '(native)';
    if (functionName === '(idle)' || functionName === '(program)') continue;
    const name = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => `${ms.toFixed(0).padStart(6)} ms  ${name}`);
  const total = [...byFile.values()].reduce((sum, ms) => sum + ms, 0);
  return [
    `JavaScript self time ${total.toFixed(0)} ms, by file:`,
    ...top(byFile, 12),
    'by function:',
    ...top(byFunction, 25),
  ];
}
