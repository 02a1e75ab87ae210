/**
 * Holdout 29 (written blind): "messages that carry their own native log line".
 *
 * 64 scenarios, one log file each plus labels.json: 52 incidents (memory, timeout, database, configuration,
 * network, dependency 5 each; rate_limiting, authentication, null_reference 4 each; authorization, validation,
 * disk 3 each; unknown 1) and 12 quiet windows. Files rotate over the dev set's six outer formats (jsonl,
 * datadog, ecs, gcp, logfmt, compose), but every message is itself a program's native line: klog
 * ("E1129 10:02:03.123456       1 controller.go:114] ..."), Spring Boot logback, Python logging (basic or
 * asctime, gunicorn banners, tracebacks), zap JSON, pino JSON, syslog with <PRI>, PostgreSQL ("UTC [4242] FATAL:  ..."),
 * Ruby Logger (Rails/Puma), the .NET console pair ("fail: Category[id]" then the indented message), nginx
 * error and access logs. Each service's collector either reads the inner level, stamps everything INFO, or
 * stamps stderr ERROR and stdout INFO, so the outer level often disagrees with the inner one; stack frames
 * mostly arrive one per record (in ecs/logfmt some files fold them into error.stack_trace / continuation lines).
 *
 * Estates: five made-up companies (wind farms, bakeries, a publisher, marinas, a vertical farm) of 8-11
 * services; baseline of 1-8 minutes before the fault, 3-10 minutes after; 1,000-12,000 lines; per-service clock
 * skew up to 300 ms; request traffic, health checks, periodic jobs, deprecation warnings, retries that succeed,
 * and a noisy service logging a constant harmless error. Trace ids in about half the files. Callers report the
 * fault in their own runtime's words, usually louder than the origin. The label is what an engineer reading the
 * inner lines concludes. Quiet windows: the wrapping makes harmless lines look alarming (stderr banners stamped
 * ERROR, error=nil in INFO lines, DEBUG stack traces, nginx reloads, watch restarts).
 *
 * `npx tsx test/bench/engine-holdout29.ts --out DIR [--seed N]`
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate, type ServiceDef } from "./holdout29/estates.js";
import { applyFault } from "./holdout29/fault.js";
import { EXT, FORMATS, type Format } from "./holdout29/formats.js";
import { TEMPLATES, type Tpl } from "./holdout29/incidents.js";
import { QUIET, type QuietTpl } from "./holdout29/quiet.js";
import { Rng } from "./holdout29/rng.js";
import { assignSplit } from "./holdout29/split.js";
import { Scene } from "./holdout29/stream.js";
import { background } from "./holdout29/traffic.js";

export interface Holdout29Label extends NotedLabel {
  format: Format;
}

type Plan = { kind: "incident"; tpl: Tpl } | { kind: "quiet"; q: QuietTpl };

const DAY = 86_400_000;
const BASE = Date.UTC(2026, 10, 2);

function fits(plan: Plan, s: ServiceDef): boolean {
  const rt = plan.kind === "incident" ? plan.tpl.rt : plan.q.rt;
  if (s.rt !== rt) return false;
  if (plan.kind === "incident" && plan.tpl.rt === "nginx") return s.role === "gateway";
  if (plan.kind === "incident" && plan.tpl.roles) return plan.tpl.roles.includes(s.role);
  return true;
}

export function generateHoldout29(dir: string, seed = 29): Holdout29Label[] {
  const rng = new Rng(seed * 7919 + 29);
  mkdirSync(dir, { recursive: true });
  const plans: Plan[] = rng.shuffle([
    ...TEMPLATES.map((tpl): Plan => ({ kind: "incident", tpl })),
    ...QUIET.map((q): Plan => ({ kind: "quiet", q })),
  ]);
  const labels: Holdout29Label[] = [];
  plans.forEach((plan, i) => {
    const id = `holdout29-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const estates = ESTATES.filter((e) => e.services.some((s) => fits(plan, s)));
    const estate: Estate = rng.pick(estates);
    const originDef = rng.pick(estate.services.filter((s) => fits(plan, s)));
    let defs = estate.services.filter((s) => !(plan.kind === "incident" && plan.tpl.dropDb && s.role === "db"));
    for (let k = rng.int(0, 2); k > 0 && defs.length > 6; k--) {
      const drop = rng.pick(defs.filter((s) => s !== originDef && s.role !== "gateway"));
      defs = defs.filter((s) => s !== drop);
    }
    const start = BASE + i * DAY + rng.int(0, 22) * 3_600_000 + rng.int(0, 59) * 60_000;
    const t0 = start + rng.int(60, 480) * 1000;
    const end = t0 + rng.int(180, 600) * 1000;
    const traced = rng.chance(0.5);
    const target = Math.round(1000 * 10 ** (rng.next() * Math.log10(11)));
    const attach = (format === "ecs" || format === "logfmt") && rng.chance(0.5);
    const sceneSeed = rng.int(1, 2 ** 30);
    let perSec = (target * 0.75) / ((end - start) / 1000) / 1.3;
    let lines: string[] = [];
    let sc: Scene | undefined;
    for (let attempt = 0; attempt < 4; attempt++) {
      sc = new Scene(new Rng(sceneSeed + attempt), estate, start, end, traced, defs);
      const origin = sc.svc(originDef.name);
      background(sc, perSec, [origin.name]);
      if (plan.kind === "incident") applyFault(sc, plan.tpl, origin, t0);
      else {
        origin.mode = plan.q.mode;
        plan.q.apply(sc, origin, t0);
      }
      lines = sc.render(format, attach);
      if (lines.length >= 1000 && lines.length <= 12000) break;
      perSec *= Math.min(3, Math.max(0.3, target / lines.length));
    }
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const mode = sc?.svc(originDef.name).mode;
    const where = `${originDef.name} (${originDef.rt}, collector ${mode}) at ${estate.company}`;
    labels.push(
      plan.kind === "incident"
        ? {
            id,
            file,
            format,
            isIncident: true,
            originService: originDef.name,
            category: plan.tpl.cat,
            errorTypeHints: plan.tpl.hints,
            incidentStart: new Date(t0).toISOString(),
            expectedSeverityAtLeast: plan.tpl.sev,
            split: "tune",
            note: `${plan.tpl.note}; origin ${where}`,
            lines: lines.length,
          }
        : {
            id,
            file,
            format,
            isIncident: false,
            originService: null,
            category: null,
            errorTypeHints: [],
            incidentStart: null,
            expectedSeverityAtLeast: null,
            split: "tune",
            note: `quiet: ${plan.q.note}; ${where}`,
            lines: lines.length,
          },
    );
  });
  assignSplit(rng, labels);
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout29", generateHoldout29, (ls) => {
  const f = new Map<string, number>();
  for (const l of ls) f.set(l.format, (f.get(l.format) ?? 0) + 1);
  return [...f].map(([k, v]) => `${k} ${v}`).join(", ");
});
