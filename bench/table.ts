export interface BenchRow {
  what: string;
  value: string;
  budget: string;
  /** the figure against its plain baseline measured in the same run, when there is one */
  ratio: string;
  ok: boolean | null;
}

/** One table: each figure, its budget, its ratio to the baseline, and whether it is within budget. */
export function printTable(rows: BenchRow[]): void {
  const header: BenchRow = {
    what: 'what',
    value: 'value',
    budget: 'budget',
    ratio: 'vs baseline',
    ok: null,
  };
  const cells = [header, ...rows].map((r) => [
    r.what,
    r.value,
    r.budget,
    r.ratio,
    r.ok === null ? (r === header ? 'ok' : '—') : r.ok ? 'yes' : 'NO',
  ]);
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) => `| ${row.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(cells[0]!));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of cells.slice(1)) console.log(line(row));
}
