// The command line every holdout generator shares: `npx tsx test/bench/engine-<name>.ts --out DIR [--seed N]` writes
// the set and prints one line about it.
import { pathToFileURL } from "node:url";
import type { NotedLabel } from "./engine-metrics.js";

/**
 * Runs `generate` when `moduleUrl` is the script node was started with (not when the module is imported);
 * `more` adds to the summary (the layouts a set covers).
 */
export function runHoldoutCli<L extends NotedLabel>(
  moduleUrl: string,
  name: string,
  generate: (dir: string, seed?: number) => L[],
  more?: (labels: L[]) => string,
): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? "").href) return;
  const arg = (k: string) => {
    const i = process.argv.indexOf(k);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const out = arg("--out");
  if (!out) {
    console.error(`usage: npx tsx test/bench/engine-${name}.ts --out DIR [--seed N]`);
    process.exit(2);
  }
  const seed = arg("--seed");
  const labels = generate(out, seed === undefined ? undefined : Number(seed));
  const lines = labels.reduce((s, l) => s + l.lines, 0);
  const incidents = labels.filter((l) => l.isIncident).length;
  console.log(
    `${name}: ${labels.length} scenarios (${incidents} incidents), ${lines} lines -> ${out}${more ? `; ${more(labels)}` : ""}`,
  );
}

/** How many of a set's scenarios are in each format and each half, and the shortest and longest file. */
export function formatsSplitsLines(labels: Array<NotedLabel & { format: string }>): string {
  const by = (f: (l: NotedLabel & { format: string }) => string) => {
    const m = new Map<string, number>();
    for (const l of labels) m.set(f(l), (m.get(f(l)) ?? 0) + 1);
    return [...m].map(([k, v]) => `${k}:${v}`).join(" ");
  };
  const lines = labels.map((l) => l.lines);
  return `formats ${by((l) => l.format)}; splits ${by((l) => l.split)}; lines ${Math.min(...lines)}-${Math.max(...lines)}`;
}
