/**
 * Holdout 54, written blind: "CI/CD systems, batch schedulers and game servers". 64 scenarios, 52 incidents (4 per
 * category, all 13) and 12 quiet windows, over four made-up companies of three kinds: a developer platform (Jenkins
 * controller and agents, GitLab runners, Argo CD, Nexus, Harbor, Vault), two batch estates (Control-M, JES/RACF,
 * SFTP, Spring Batch, Postgres; Airflow, cron, S3 archiver) and an online game backend (player-auth, matchmaker,
 * Agones allocator, game-server fleet, lobby, leaderboard on Redis, store/payments, chat). Faults live in shared
 * stores, an agent pool, a credential, a scheduler definition, a game-server build or an upstream platform API; the
 * origin is where the fault lives. Each file is one stream of 8-10 services sorted by printed time (per-service skew
 * up to 300 ms) with traffic, health checks, periodic jobs, a noisy service, deprecation warnings, retries that
 * succeed and an unrelated rollout; 3-8 minutes of baseline before the fault, windows of 6-20 minutes, 1,500-10,000
 * lines, rotating over the dev set's six formats. Quiet windows hold only normal noise (flaky tests passing on rerun,
 * SFTP reruns, match-end shutdowns, disconnects, queue timeouts, agent recycling). Deterministic from the seed.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout54/estates.js";
import { EXT, FORMATS, type Format, render } from "./holdout54/formats.js";
import { INCIDENTS, type Incident } from "./holdout54/incidents.js";
import { QUIETS, type Quiet } from "./holdout54/quiet.js";
import { makeRng } from "./holdout54/rng.js";
import { assignSplits } from "./holdout54/split.js";
import { buildStream } from "./holdout54/stream.js";

export interface Holdout54Label extends NotedLabel {
  format: Format;
}

type Item = { inc: Incident; q?: undefined } | { inc?: undefined; q: Quiet };

export function generateHoldout54(dir: string, seed = 5401): Holdout54Label[] {
  const r = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  const items: Item[] = r.shuffle([...INCIDENTS.map((inc) => ({ inc })), ...QUIETS.map((q) => ({ q }))]);
  const splits = assignSplits(
    items.map((it) => it.inc?.category ?? "quiet"),
    r,
  );
  const labels: Holdout54Label[] = [];
  items.forEach((it, i) => {
    const id = `h54-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const est = ESTATES[it.inc?.estate ?? it.q?.estate ?? "kestrel"];
    const day = Date.UTC(2026, 10, 2 + i, r.int(0, 22), r.int(0, 59), 0);
    const minutes = r.int(6, 20);
    const baseline = r.int(3, Math.min(8, minutes - 2));
    const faultAt = it.inc ? day + baseline * 60000 + r.int(0, 59) * 1000 : null;
    const target = r.int(1700, 8500);
    const evs = buildStream(
      est,
      { start: day, end: day + minutes * 60000, faultAt, target },
      r,
      it.inc ?? null,
      it.q?.episodes ?? [],
    );
    const pad = Math.max(...est.services.map((s) => s.length + 2)) + 1;
    const out = evs.flatMap((e) => render(e, format, pad, est.ns));
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${out.join("\n")}\n`);
    const inc = it.inc;
    labels.push({
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc?.origin ?? null,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: faultAt === null ? null : new Date(faultAt).toISOString(),
      expectedSeverityAtLeast: inc?.sev ?? null,
      split: splits[i],
      note: `${est.company}: ${inc?.note ?? it.q?.note ?? ""}`,
      lines: out.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout54", generateHoldout54);
