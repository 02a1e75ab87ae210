// Blind set quiet109: bike-share operations, 48 aggregated log windows (40 quiet, 8 incidents).
//
// Four made-up operators (Veloria Bikes, SpokeGo, Citybike Loop, Trundl), each 8-10 services over the same ten roles
// (rider edge, unlock/session, dock controllers, e-bike batteries, memberships and passes, fares with overtime fees,
// GBFS feed, rebalancing vans, maintenance tickets, notifications) in Node, Go, Java, Python, .NET, Ruby and C++.
// Two estates carry trace ids, two none. Files rotate over the dev set's six formats (jsonl, datadog, ecs, gcp,
// logfmt, compose), 6-20 minute windows, 1,500-10,000 lines, per-service clock skew up to 300 ms.
//
// The 40 quiet windows each feature one of 35 kinds of alarming but harmless noise (docks full after an event,
// stations offline overnight on cellular, overtime fees charged by the hundred, GBFS consumers throttled with 429s,
// unlocks denied for bikes on maintenance hold, card declines, planned replica switchover, OTA firmware reboots ...)
// on top of a constant noisy service, deprecation warnings, retries that succeed and an unrelated deploy. The 8
// incidents (database, timeout, configuration, authentication, disk, network, memory, dependency) sit on the same
// noise: callers report in their own words and retry louder than the origin, one origin logs at WARN only, two go
// quiet, stack traces in each runtime's style.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate, type Role } from "./quiet109/estates.js";
import { EXT, type Format, render } from "./quiet109/formats.js";
import { INCIDENTS, type Incident } from "./quiet109/incidents.js";
import { QUIET, QUIET_KINDS } from "./quiet109/quiet.js";
import { makeRng } from "./quiet109/rng.js";
import { assignSplit } from "./quiet109/split.js";
import { background, Ctx, chores, noisy } from "./quiet109/stream.js";

export interface Quiet109Label extends NotedLabel {
  format: Format;
}

const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
const ROLES: Role[] = ["edge", "unlock", "dock", "battery", "member", "fare", "gbfs", "rebalance", "maint", "notify"];

interface Plan {
  estate: Estate;
  incident?: Incident;
  feature?: string;
}

function buildFile(plan: Plan, seed: number, format: Format) {
  const r0 = makeRng(seed);
  const est = plan.estate;
  const day = r0.int(1, 28);
  const hour = plan.feature === "stations-offline-cellular" ? r0.int(1, 4) : r0.int(0, 23);
  const t0 = Date.UTC(2026, r0.int(8, 10), day, hour, r0.int(0, 59), 0) + r0.int(0, 999);
  const offsetMin = r0.int(3, 8);
  const durMin = plan.incident ? r0.int(Math.max(6, offsetMin + 4), 20) : r0.int(6, 20);
  const t1 = t0 + durMin * 60000;
  const start = plan.incident ? t0 + offsetMin * 60000 + r0.int(0, 59) * 1000 : null;
  const needs = new Set<Role>([...(plan.incident?.needs ?? []), est.noisy]);
  const drop = r0.shuffle(est.optional.filter((o) => !needs.has(o))).slice(0, r0.int(0, 2));
  const present = ROLES.filter((x) => !drop.includes(x));
  const extras = r0.shuffle(QUIET_KINDS.filter((k) => k !== plan.feature)).slice(0, 2);
  const skew = new Map(present.map((x) => [est.roles[x].name, r0.int(-300, 300)]));
  const deployCands = present.filter((x) => x !== plan.incident?.origin && x !== est.noisy);
  const deployRole = r0.pick(deployCands);
  const target = r0.int(1800, 8500);
  let rate = Math.max(3, (target / durMin - 60) / 9.8);
  for (let attempt = 0; ; attempt++) {
    const r = makeRng(seed * 31 + attempt * 104729 + 7);
    const c = new Ctx(r, est, present, t0, t1);
    const deployAt = start !== null ? start + r.int(-120000, 120000) : t0 + r.int(60000, durMin * 60000 - 60000);
    if (plan.incident && start !== null) plan.incident.apply(c, start);
    background(c, rate);
    noisy(c);
    chores(c, deployRole, deployAt);
    if (plan.feature) QUIET[plan.feature]?.(c, 1.5);
    for (const k of extras) QUIET[k]?.(c, 0.5);
    const pad = Math.max(...present.map((x) => est.roles[x].name.length)) + 3;
    const rows = c.ev
      .map((e, i) => ({ e, i, p: e.t + (skew.get(e.svc) ?? 0) }))
      .sort((a, b) => a.p - b.p || a.i - b.i)
      .flatMap(({ e, p }) => render(format, e, p, est.ns, pad));
    if ((rows.length < 1500 || rows.length > 10000) && attempt < 12) {
      rate = Math.max(1, rate * (rows.length < 1500 ? 1.4 : 0.7));
      continue;
    }
    return { rows, start, present };
  }
}

export function generateQuiet109(dir: string, seed = 10951): Quiet109Label[] {
  mkdirSync(dir, { recursive: true });
  const r = makeRng(seed);
  const plans: Plan[] = INCIDENTS.map((incident) => ({
    estate: ESTATES.find((e) => e.key === incident.estate) as Estate,
    incident,
  }));
  const kinds = r.shuffle([...QUIET_KINDS]);
  for (let i = 0; i < 40; i++) {
    plans.push({ estate: ESTATES[i % ESTATES.length] as Estate, feature: kinds[i % kinds.length] as string });
  }
  r.shuffle(plans);
  const splits = assignSplit(
    r,
    plans.map((p) => p.incident?.category ?? "quiet"),
  );
  const labels: Quiet109Label[] = plans.map((plan, i) => {
    const id = `q109-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length] as Format;
    const file = `${id}.${EXT[format]}`;
    const { rows, start } = buildFile(plan, seed * 1000 + i * 7919 + 1, format);
    writeFileSync(join(dir, file), `${rows.join("\n")}\n`);
    const inc = plan.incident;
    return {
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc ? plan.estate.roles[inc.origin].name : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc && start !== null ? new Date(start).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: splits[i] as "tune" | "locked",
      note: inc
        ? inc.note
        : `${plan.estate.company}: nothing is broken; the window is dominated by ${plan.feature?.replace(/-/g, " ")} on top of routine noise.`,
      lines: rows.length,
    };
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet109", generateQuiet109, (labels) => {
  const f = new Map<string, number>();
  for (const l of labels) f.set(l.format, (f.get(l.format) ?? 0) + 1);
  return `estates ${ESTATES.map((e) => e.company).join(", ")}; formats ${[...f].map(([k, v]) => `${k} ${v}`).join(", ")}`;
});
