// Blind set holdout60: telecom operations and air travel. 64 scenarios (52 incidents, 4 per each of the 13
// categories, and 12 quiet windows) over four made-up estates: two mobile operators' OSS/BSS (Korvel Mobile:
// online charging over Diameter Gy, CDR mediation and rating, bill run, HLR/UDM provisioning, number portability,
// SMSC, USSD gateway, self-care portal; Orla Telecom: the same functions under other names) and
// two airlines' passenger service systems (Skyvale Air and Nordhav Air: reservations, GDS EDIFACT link, NDC offers
// and orders, check-in, seat maps, boarding, load control, baggage reconciliation, loyalty or crew roster, a
// flight-ops feed). Each file is one aggregated stream of 9 (operators) or 10 (airlines) services over 6-20 minutes,
// 1,500-10,000 lines, sorted by printed time with per-service clock skew up to 300 ms, rotating over the dev set's six
// formats (jsonl, datadog, ecs, gcp, logfmt, compose); stack traces in Java, Python, Go, Node, .NET and Ruby style,
// plain C++ daemons (SMSC, EDIFACT link). Split: 26 tune / 26 locked incidents (2+2 per category), 6+6 quiet.
// What makes it hard: a noisy service with a constant harmless error from the first minute (roaming rejects,
// SMSC deliver_sm rejects, GDS availability timeouts by design, unmatched BSMs), deprecation warnings, successful
// retries, grace quota and late CDR files, an unrelated deploy or config reload near the change; callers that
// report failures in their own words and sometimes louder than the origin; origins that log only WARN or go
// quiet; request ids in the Korvel and Skyvale estates only.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate, type Role } from "./holdout60/estates.js";
import { EXT, FORMATS, type Format, render } from "./holdout60/formats.js";
import { TEMPLATES, type Tpl } from "./holdout60/incidents.js";
import { baseline, makeCtx, unrelatedChange } from "./holdout60/quiet.js";
import { mulberry32 } from "./holdout60/rng.js";
import { assignSplit } from "./holdout60/split.js";
import { type Ev, skewAndSort } from "./holdout60/stream.js";

export interface Holdout60Label extends NotedLabel {
  format: Format;
}

interface Plan {
  est: Estate;
  tpl: Tpl | null;
}

function plan(seed: number): Plan[] {
  const r = mulberry32(seed);
  const plans: Plan[] = [];
  const seen: Record<string, number> = {};
  for (const tpl of TEMPLATES) {
    const k = `${tpl.domain}/${tpl.cat}`;
    const n = seen[k] ?? 0;
    seen[k] = n + 1;
    const ests = ESTATES.filter((e) => e.domain === tpl.domain);
    const usable = ests.filter((e) => e.names[tpl.role]);
    plans.push({ est: usable[(n + (tpl.cat.length % 2)) % usable.length], tpl });
  }
  for (const est of ESTATES) for (let i = 0; i < 3; i++) plans.push({ est, tpl: null });
  return r.shuffle(plans);
}

function buildOne(p: Plan, seed: number, i: number, scale: number) {
  const r = mulberry32(seed * 7919 + i * 104729);
  const c = makeCtx(r, p.est, []);
  const day = Date.UTC(2026, 10, 1 + (i % 29), r.int(0, 22), r.int(0, 11) * 5, 0);
  const startOff = r.int(3 * 60, 8 * 60) * 1000;
  const minutes = r.int(Math.max(6, Math.ceil(startOff / 60000) + 4), 20);
  const t0 = day;
  const t1 = day + minutes * 60000;
  const start = t0 + startOff;
  const targetLines = r.int(1700, 8000);
  const perMin = (targetLines / minutes / 1.9) * scale;
  baseline(c, t0, t1, perMin);
  const roles = Object.keys(p.est.names) as Role[];
  const others = roles.filter((x) => x !== p.tpl?.role);
  const changeAt = p.tpl ? start + r.int(-150, 120) * 1000 : t0 + r.int(60, minutes * 60 - 60) * 1000;
  unrelatedChange(c, changeAt, r.pick(others));
  let evs: Ev[] = c.out;
  if (p.tpl) {
    const tpl = p.tpl;
    const origin = c.s(tpl.role);
    const thin = new Set((tpl.thin ?? []).map((x) => c.s(x)));
    evs = evs.filter((e) => {
      if (e.t < start) return true;
      if (tpl.quiet && e.svc === origin) return false;
      if (thin.has(e.svc) && e.level === "INFO") return r.chance(0.15);
      return true;
    });
    c.out.length = 0;
    tpl.run(c, start, t1);
    evs = evs.concat(c.out.filter((e) => e.t >= t0 && e.t < t1));
  }
  const skew: Record<string, number> = {};
  const pods: Record<string, string> = {};
  for (const role of roles) {
    const n = c.s(role);
    skew[n] = r.int(-300, 300);
    pods[n] = `${n}-${r.hex(9)}-${r.hex(5)}`;
  }
  return { evs: skewAndSort(evs, skew), pods, start, minutes, r };
}

export function generateHoldout60(dir: string, seed = 6001): Holdout60Label[] {
  mkdirSync(dir, { recursive: true });
  const plans = plan(seed);
  const splits = assignSplit(
    plans.map((p) => p.tpl?.cat ?? null),
    mulberry32(seed ^ 0x5eed),
  );
  const labels: Holdout60Label[] = plans.map((p, i) => {
    const fmt = FORMATS[i % FORMATS.length];
    const id = `h60-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[fmt]}`;
    let scale = 1;
    let lines: string[] = [];
    let built = buildOne(p, seed, i, scale);
    for (let k = 0; k < 8; k++) {
      lines = render(fmt, built.evs, { namespace: p.est.namespace, pods: built.pods });
      if (lines.length > 10000) scale *= 0.85;
      else if (lines.length < 1500) scale *= 1.25;
      else break;
      built = buildOne(p, seed, i, scale);
    }
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const tpl = p.tpl;
    const c = makeCtx(built.r, p.est, []);
    return {
      id,
      file,
      format: fmt,
      isIncident: tpl !== null,
      originService: tpl ? c.s(tpl.role) : null,
      category: tpl ? tpl.cat : null,
      errorTypeHints: tpl ? tpl.hints : [],
      incidentStart: tpl ? new Date(built.start).toISOString() : null,
      expectedSeverityAtLeast: tpl ? tpl.sev : null,
      split: splits[i],
      note: tpl
        ? tpl.note(c)
        : `${p.est.company}: ${built.minutes} minutes of normal traffic and background noise, nothing broken.`,
      lines: lines.length,
    };
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout60", generateHoldout60, (ls) => {
  const by: Record<string, number> = {};
  for (const l of ls) by[l.format] = (by[l.format] ?? 0) + 1;
  return `formats ${Object.entries(by)
    .map(([k, v]) => `${k}=${v}`)
    .join(" ")}; estates korvel/orla (telco), skyvale/nordhav (air)`;
});
