// `npm run bench:cli-start`: how long `logdx --help` takes against a bare `node -e 0`, interleaved in one run
// (the target: within 3x). Medians of BENCH_RUNS runs each (default 15).
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const runs = Number(process.env.BENCH_RUNS ?? 15);

function ms(args: string[]): number {
  const t = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { stdio: "ignore" });
  if (r.status !== 0) throw new Error(`node ${args.join(" ")} exited ${r.status}`);
  return Number(process.hrtime.bigint() - t) / 1e6;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const cases: Record<string, string[]> = {
  "node -e 0": ["-e", "0"],
  "logdx --help": [join(root, "bin", "logdx-cli.mjs"), "--help"],
  "logdx --help (tsx, as before)": ["--import", "tsx", join(root, "bin", "logdx.ts"), "--help"],
};
const times: Record<string, number[]> = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
for (let i = 0; i < runs; i++) for (const [name, args] of Object.entries(cases)) times[name].push(ms(args));

const bare = median(times["node -e 0"]);
console.table(
  Object.entries(times).map(([name, xs]) => ({
    command: name,
    medianMs: Math.round(median(xs)),
    ratioToBareNode: Number((median(xs) / bare).toFixed(2)),
  })),
);
