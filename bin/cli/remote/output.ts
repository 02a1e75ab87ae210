// Printing for the remote commands: exact JSON for scripts, aligned columns for people.
import { pc } from "../color.js";

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value)}\n`);
}

const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** One row per item; `empty` is printed when there is none. */
export function printTable(rows: Array<Record<string, string>>, empty: string): void {
  if (rows.length === 0) {
    process.stdout.write(`${pc.dim(empty)}\n`);
    return;
  }
  const cols = Object.keys(rows[0]);
  const width = cols.map((c) => Math.min(60, Math.max(c.length, ...rows.map((r) => r[c].length))));
  const line = (cells: string[]) =>
    cells
      .map((v, i) => cut(v, 60).padEnd(width[i]))
      .join("  ")
      .trimEnd();
  process.stdout.write(`${pc.bold(line(cols))}\n${rows.map((r) => line(cols.map((c) => r[c]))).join("\n")}\n`);
}

/** One page of a list: its JSON, or its rows and how to ask for the next page when there is one. */
export function printPage<T>(
  page: { data: T[]; nextCursor: string | null },
  json: boolean | undefined,
  row: (item: T) => Record<string, string>,
  empty: string,
): void {
  if (json) {
    printJson(page);
    return;
  }
  printTable(page.data.map(row), empty);
  if (page.nextCursor) process.stdout.write(`more: --cursor ${page.nextCursor}\n`);
}
