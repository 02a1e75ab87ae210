// Blind holdout 10: 56 incidents (weighted toward memory, timeout, database and configuration) and 12 quiet windows
// over three new estates (insurance claims, podcast streaming, a container terminal), in the README's six formats.
// `npx tsx test/bench/engine-holdout10.ts --out DIR [--seed N]` writes DIR/h10-NN.<ext> and DIR/labels.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runHoldoutCli } from "./holdout-cli.js";
import { build, type H10Label } from "./holdout10/build.js";
import { plans } from "./holdout10/plan.js";
import { quiet } from "./holdout10/quiet.js";
import { Rng } from "./holdout10/rng.js";
import { authentication, authorization } from "./holdout10/sc-access.js";
import { configuration } from "./holdout10/sc-config.js";
import { database } from "./holdout10/sc-database.js";
import { dependency, disk } from "./holdout10/sc-dep-disk.js";
import { nullReference, validation } from "./holdout10/sc-input.js";
import { memory } from "./holdout10/sc-memory.js";
import { network, rateLimiting } from "./holdout10/sc-net-rate.js";
import { timeout } from "./holdout10/sc-timeout.js";
import { unknown } from "./holdout10/sc-unknown.js";

export function generateHoldout10(dir: string, seed = 10): H10Label[] {
  mkdirSync(dir, { recursive: true });
  const all = [
    ...memory,
    ...timeout,
    ...database,
    ...configuration,
    ...authentication,
    ...authorization,
    ...network,
    ...rateLimiting,
    ...validation,
    ...nullReference,
    ...dependency,
    ...disk,
    ...unknown,
    ...quiet,
  ];
  const order = new Rng(seed).shuffle(all);
  const layout = plans(order.length, seed);
  const labels = order.map((s, i) => build(dir, s, layout[i], seed * 100_003 + i * 7_717 + 1));
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout10", generateHoldout10, (labels) => {
  const byFormat = new Map<string, number>();
  for (const l of labels) byFormat.set(l.format, (byFormat.get(l.format) ?? 0) + 1);
  return [...byFormat].map(([f, n]) => `${f} ${n}`).join(", ");
});
