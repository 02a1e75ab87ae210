/**
 * quiet139: a blind evaluation set for the logdx diagnosis engine, 48 aggregated log windows of four made-up
 * watch and jewellery repair businesses (repair tickets, parts ordering, engraving, valuations, insured courier
 * pickups, an online shop). Each estate has its own naming style (kebab-case, snake_case, one-word,
 * team-prefixed), edge proxy (nginx, Envoy, Traefik, HAProxy behind an ALB), runtimes (Node, Java/Spring, Go,
 * Python, Ruby, .NET, PHP, Elixir, plus Postgres/MySQL server logs) and id habit (W3C trace ids everywhere,
 * request ids on the first tier only, ALB trace roots, none). Windows last 6-25 minutes, hold 6-12 services and
 * 1,500-10,000 lines, rotate over the six formats and carry up to 300 ms of clock skew per service.
 *
 * 40 windows are quiet and 8 hold one incident each, in eight different categories (database, configuration,
 * authentication, memory, network, rate_limiting, timeout, disk). What makes it hard: the quiet windows are
 * loud - card declines, locked-out customers, vulnerability scanners, broken pipes and 499s, 422s, retries
 * that succeed, cache reconnects, scheduled restarts and deploys with a blip of 502s, certificate renewals with
 * TLS handshake errors, health-check flaps, slow queries, rejected-then-redelivered webhooks, queue retries,
 * idempotent unique-key violations, GC warnings, SIGKILLed batch workers, bounces, a one-off admin-report
 * crash, and services that repeat one error all window. In the incidents the origin is often quieter than its
 * callers (WARN only, or silent while it crash-loops), callers describe the fault in their own words (timeouts,
 * 502/503/504, connection refused), an unrelated deploy lands within minutes of the fault, and noise using the
 * fault's own words (unique violations next to a read-only database, user login failures next to a rejected
 * OAuth client, scraper 429s next to a supplier quota) is placed around it.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { formatsSplitsLines, runHoldoutCli } from "./holdout-cli.js";
import { EXT } from "./quiet139/formats.js";
import { plan } from "./quiet139/plan.js";
import { Rng } from "./quiet139/rng.js";
import { buildWindow } from "./quiet139/scenario.js";
import { assignSplits } from "./quiet139/split.js";
import type { Label } from "./quiet139/types.js";

export type { Label } from "./quiet139/types.js";

export function generateQuiet139(dir: string, seed = 13951): Label[] {
  mkdirSync(dir, { recursive: true });
  const rng = new Rng(seed);
  const labels: Label[] = [];
  for (const p of plan(rng.fork("plan"))) {
    const built = buildWindow(p, rng.fork(p.id));
    const file = `${p.id}.${EXT[p.format]}`;
    writeFileSync(join(dir, file), `${built.lines.join("\n")}\n`);
    labels.push({ ...built.label, file, split: "tune" });
  }
  assignSplits(labels, rng.fork("split"));
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet139", generateQuiet139, formatsSplitsLines);
