import { spawn } from 'node:child_process';

// Runs the test suites side by side (`npm test`), each line labelled as it comes. When one fails, its last
// lines — the runner's own summary of what failed — are printed again at the very end: the interleaved log
// of two runners is long, and a CI page that shows only its tail must still say which test failed.

/** Lines kept per suite for the closing summary (Playwright's failure epilogue fits well within them). */
const TAIL_LINES = 400;

type Outcome = { script: string; code: number; tail: string[] };

function run(script: string, width: number): Promise<Outcome> {
  const label = `[${script.padEnd(width)}] `;
  const tail: string[] = [];
  const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  const forward = (stream: NodeJS.ReadableStream) => {
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) emit(line);
    });
    stream.on('end', () => pending && emit(pending));
  };
  const emit = (line: string) => {
    process.stdout.write(label + line + '\n');
    tail.push(line);
    if (tail.length > TAIL_LINES) tail.shift();
  };
  forward(child.stdout);
  forward(child.stderr);
  const started = performance.now();
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      // When each suite ended: the longer one is where a faster CI must cut.
      const seconds = Math.round((performance.now() - started) / 1000);
      process.stdout.write(`${label}finished after ${seconds} s\n`);
      resolve({ script, code: code ?? (signal ? 1 : 0), tail });
    });
  });
}

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: run-suites <npm script> [<npm script> ...]');
  process.exit(2);
}
const width = Math.max(...scripts.map((s) => s.length));
const outcomes = await Promise.all(scripts.map((s) => run(s, width)));
const failed = outcomes.filter((o) => o.code !== 0);
for (const { script, code, tail } of failed) {
  console.log(`\n==> ${script} failed (exit ${code}); its last ${tail.length} lines again:\n`);
  console.log(tail.join('\n'));
}
console.log(
  '\n' +
    outcomes
      .map((o) => `${o.script}: ${o.code === 0 ? 'passed' : `FAILED (exit ${o.code})`}`)
      .join('\n'),
);
process.exit(failed.length > 0 ? 1 : 0);
