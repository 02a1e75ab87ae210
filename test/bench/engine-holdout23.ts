// Holdout 23: short, messy, real-looking windows — the kind an on-call engineer pastes at 3 a.m.
//
//   npx tsx test/bench/engine-holdout23.ts --out DIR [--seed 23]
//
// 64 scenarios (52 incidents + 12 quiet windows), one aggregated log file each plus labels.json (NotedLabel + format).
//
// What the set covers:
// - Windows of 3-15 minutes and roughly 300-4,000 lines. The baseline before onset varies from 0 to 3 minutes:
//   about a third start less than a minute before onset and some start after the fault has already begun.
//   About half end while the incident is still going; the rest recover inside the window.
// - Origins that say little: 1-10 lines only (few), WARN only (warn), or silence (their INFO request lines stop
//   while callers time out or get 502/503/refused), next to origins that log an error per failing request.
// - Infrastructure origins (PostgreSQL, Redis) whose clients fail on their behalf; vendors that do not log here
//   (card processor, maps, identity, Stripe, Twilio, embeddings, rates) with the calling service as origin.
// - Runtimes and shapes inside the message text: Java/Spring (stack traces, resilience4j, Hikari), Go (structured
//   key=value, panics, runtime OOM), Python (gunicorn, requests/httpx tracebacks), Node (pino-style JSON, axios,
//   opossum), Ruby (lograge, Faraday, Puma), .NET (ASP.NET Core, Npgsql, Polly), nginx and envoy access/error lines
//   with upstream status and durations, PostgreSQL/MySQL server lines, Redis, Kafka clients, kubelet and ECS agent.
// - Six estates (ride hailing, grocery, observability SaaS, clinic, streaming, fintech) with 10 services each,
//   per-service clock skew up to 250 ms, health checks, periodic jobs, a chronic noisy service (constant rate from
//   the first minute, often more errors than the incident), deprecation warnings, retries that succeed, an
//   unrelated deploy near the onset, occasional slow requests; trace ids as W3C traceparent, uuid, short hex or none.
// - All 13 categories: memory, timeout, database, configuration, network, dependency 5 each; authentication 4;
//   authorization, rate_limiting, validation, null_reference, disk, unknown 3 each.
// - Quiet windows: a burst that recovers in seconds, Kafka leader election, a restart during a deploy, one client's
//   repeated 401/429/404, a vendor blip absorbed by a retry, chronic noise only.
// - The six formats of shared/data/incidents/README.md, rotated over the shuffled scenarios.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { INCIDENTS, type Incident } from "./holdout23/incidents.js";
import { QUIETS, type Quiet } from "./holdout23/quiet.js";
import { EXT, FORMATS, type Format, render } from "./holdout23/render.js";
import { Rng } from "./holdout23/rng.js";
import { buildWindow } from "./holdout23/window.js";

export interface Holdout23Label extends NotedLabel {
  format: Format;
}

type Item = { kind: "incident"; spec: Incident } | { kind: "quiet"; spec: Quiet };

export function generateHoldout23(dir: string, seed = 23): Holdout23Label[] {
  const rng = new Rng(seed * 7919 + 23);
  mkdirSync(dir, { recursive: true });
  const items: Item[] = rng.shuffle([
    ...INCIDENTS.map((spec): Item => ({ kind: "incident", spec })),
    ...QUIETS.map((spec): Item => ({ kind: "quiet", spec })),
  ]);
  const split = splits(rng, items);
  const labels: Holdout23Label[] = [];
  items.forEach((item, i) => {
    const id = `h23-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const r = new Rng(seed * 1_000_003 + i * 977 + 5);
    const quiet = item.kind === "quiet";
    const built = buildWindow(r, item.spec, { day: i, quiet, transientSecs: quiet ? item.spec.secs : undefined });
    const pad = Math.max(...built.estate.svcs.map((s) => s.name.length)) + 4;
    const out: string[] = [];
    for (const e of built.events) out.push(...render(format, e, pad, built.estate.ns));
    writeFileSync(join(dir, file), `${out.join("\n")}\n`);
    const inc = item.kind === "incident" ? item.spec : null;
    labels.push({
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(built.onset).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.sev : null,
      split: split[i],
      note: item.spec.note,
      lines: out.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

/** Half "tune", half "locked": alternate within each category (quiet windows as one group), carrying the turn over. */
function splits(rng: Rng, items: Item[]): Array<"tune" | "locked"> {
  const groups = new Map<string, number[]>();
  items.forEach((it, i) => {
    const key = it.kind === "incident" ? it.spec.category : "quiet";
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const out: Array<"tune" | "locked"> = new Array(items.length);
  let turn = rng.chance(0.5);
  for (const key of [...groups.keys()].sort()) {
    for (const i of rng.shuffle(groups.get(key)!)) {
      out[i] = turn ? "tune" : "locked";
      turn = !turn;
    }
  }
  return out;
}

runHoldoutCli(import.meta.url, "holdout23", generateHoldout23, (labels) => {
  const by = new Map<string, number>();
  for (const l of labels) by.set(l.format, (by.get(l.format) ?? 0) + 1);
  return [...by].map(([f, n]) => `${f} ${n}`).join(", ");
});
