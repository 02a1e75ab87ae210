// Blind set quiet99: charity fundraising platforms, mostly quiet windows that look alarming.
//
// 48 scenarios over four made-up estates (Hopeline Giving, Brightwell Foundation, Oakridge Hospice Trust,
// Northstar Children's Aid), each with ten roles (donation site, donations API, card payments, Direct Debit,
// Gift Aid, CRM sync, thank-you mail, fraud screen, peer-to-peer pages, text-to-donate) written in Node, Java, Go,
// Python, Ruby, .NET and C++. 40 windows are quiet: each carries one of 38 kinds of harmless alarm (card-testing
// bots blocked by the fraud filter, ARUDD returns for closed accounts, duplicate donors merged, gift aid
// declarations without postcodes, bounce waves, a televised appeal spike, test-mode webhooks, certificate
// reminders, ...) plus another one laid over it. 8 windows hold one failure each, of eight different categories
// (database, timeout, dependency, null_reference, disk, authentication, configuration, memory), on the same noise.
// Files rotate over the six dev formats (jsonl, datadog, ecs, gcp, logfmt, compose), 8-10 services each, 6-20
// minutes, 1,500-10,000 lines, per-service clock skew up to 300 ms, sorted by printed time.
// What makes it hard: every file has a noisy service erroring from the first minute, deprecation warnings,
// retries that succeed and an unrelated rollout; the quiet windows are loud (hundreds of ERROR lines about
// declines, bounces and returns); some failing services log only WARN or go quiet while callers shout, and
// two estates carry request ids while two do not.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate, ROLES, type Role } from "./quiet99/estates.js";
import { type Ev, EXT, FORMATS, type Format, render } from "./quiet99/formats.js";
import { INCIDENTS, type IncidentSpec } from "./quiet99/incidents.js";
import { NOISY, QUIET, type QuietKind } from "./quiet99/quiet.js";
import { mulberry32, type Rng } from "./quiet99/rng.js";
import { assignSplit } from "./quiet99/split.js";
import { background, type Ctx } from "./quiet99/stream.js";

export interface Quiet99Label extends NotedLabel {
  format: Format;
}

const BASE_ROLES: Role[] = ["web", "api", "cards", "fraud", "mail", "crm"];

interface Plan {
  est: Estate;
  fmt: Format;
  roles: Role[];
  start: number;
  minutes: number;
  incident?: IncidentSpec;
  incidentStart?: number;
  kinds: QuietKind[];
  targetLines: number;
  seed: number;
}

function build(plan: Plan, rate: number): { lines: string[] } {
  const rng = mulberry32(plan.seed);
  const end = plan.start + plan.minutes * 60000;
  const c: Ctx = { rng, est: plan.est, roles: plan.roles, start: plan.start, end, evs: [], silent: {} };
  const origin = plan.incident?.origin;
  const noisyPool = NOISY.filter((n) => plan.roles.includes(n.role) && n.role !== origin);
  const noisy = rng.pick(noisyPool);
  const deployRole = rng.pick(plan.roles.filter((r) => r !== origin));
  const pivot = plan.incidentStart ?? plan.start + rng.int(3, plan.minutes - 2) * 60000;
  const deployAt = pivot + (rng.chance(0.5) ? -1 : 1) * rng.int(60000, 180000);
  if (plan.incident && plan.incidentStart !== undefined) plan.incident.install(c, plan.incidentStart);
  background(c, { reqPerMin: rate, noisy, deploy: { role: deployRole, at: deployAt } });
  plan.kinds.forEach((k, i) => {
    const at = i === 0 && !plan.incident ? pivot : plan.start + rng.int(30, plan.minutes * 60 - 150) * 1000;
    k.run(c, at);
  });
  const skew = new Map<string, number>();
  for (const r of plan.roles) skew.set(plan.est.names[r], rng.int(-300, 300));
  const printed = c.evs.map((ev, i) => ({ ev, p: ev.t + (skew.get(ev.svc) ?? 0), i }));
  printed.sort((a, b) => a.p - b.p || a.i - b.i);
  const width = Math.max(...plan.roles.map((r) => plan.est.names[r].length));
  const lines: string[] = [];
  for (const { ev, p } of printed as Array<{ ev: Ev; p: number }>)
    lines.push(...render(plan.fmt, ev, p, plan.est.ns, width));
  return { lines };
}

export function generateQuiet99(dir: string, seed = 9901): Quiet99Label[] {
  const rng: Rng = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const total = 48;
  const incidentSlots = new Set(rng.shuffle(Array.from({ length: total }, (_, i) => i)).slice(0, INCIDENTS.length));
  const incidents = rng.shuffle(INCIDENTS);
  const primaries = rng.shuffle(QUIET);
  let qi = 0;
  let ii = 0;
  const plans: Plan[] = [];
  for (let i = 0; i < total; i++) {
    const fmt = FORMATS[i % FORMATS.length];
    const incident = incidentSlots.has(i) ? incidents[ii++] : undefined;
    const est = incident
      ? ESTATES.find((e) => e.key === incident.estate)!
      : ESTATES[(i + Math.floor(i / 6)) % ESTATES.length];
    const kinds: QuietKind[] = [];
    if (!incident) kinds.push(primaries[qi++ % primaries.length]);
    const extra = rng.pick(QUIET.filter((k) => !kinds.includes(k)));
    kinds.push(extra);
    const roles = new Set<Role>([...BASE_ROLES, ...(incident?.needs ?? []), ...kinds.flatMap((k) => k.needs)]);
    const want = rng.int(8, 10);
    for (const r of rng.shuffle(ROLES)) if (roles.size < want) roles.add(r);
    const minutes = rng.int(6, 20);
    const offset = rng.int(180, 480);
    const mins = incident ? Math.max(minutes, Math.ceil(offset / 60) + 4) : minutes;
    const day = rng.int(1, 28);
    const hour = rng.pick([2, 3, 3, 4, 7, 9, 12, 14, 19, 20, 21, 22]);
    const start = Date.UTC(2026, rng.chance(0.5) ? 10 : 11, day, hour, rng.int(0, 11) * 5, 0, 0);
    plans.push({
      est,
      fmt,
      roles: ROLES.filter((r) => roles.has(r)),
      start,
      minutes: mins,
      incident,
      incidentStart: incident ? start + offset * 1000 + rng.int(0, 999) : undefined,
      kinds,
      targetLines: rng.int(1700, 8500),
      seed: rng.int(1, 2 ** 31),
    });
  }
  const splits = assignSplit(
    rng,
    plans.map((p) => p.incident?.category ?? "quiet"),
  );
  const labels = plans.map((plan, i) => {
    let rate = plan.targetLines / (plan.minutes * 5);
    let out = build(plan, rate);
    for (let k = 0; k < 6 && (out.lines.length < 1500 || out.lines.length > 10000); k++) {
      rate *= Math.min(3, Math.max(0.3, plan.targetLines / out.lines.length));
      out = build(plan, rate);
    }
    const id = `q99-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[plan.fmt]}`;
    writeFileSync(join(dir, file), `${out.lines.join("\n")}\n`);
    const inc = plan.incident;
    const label: Quiet99Label = {
      id,
      file,
      format: plan.fmt,
      isIncident: !!inc,
      originService: inc ? plan.est.names[inc.origin] : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc && plan.incidentStart !== undefined ? new Date(plan.incidentStart).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: splits[i],
      note: inc
        ? `${plan.est.org}: ${inc.note}.`
        : `${plan.est.org}, nothing broken: ${plan.kinds.map((k) => k.note).join("; and ")}.`,
      lines: out.lines.length,
    };
    return label;
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

function layouts(labels: Quiet99Label[]): string {
  const byFmt = FORMATS.map((f) => `${f} ${labels.filter((l) => l.format === f).length}`).join(", ");
  const split = `tune ${labels.filter((l) => l.split === "tune").length}/locked ${labels.filter((l) => l.split === "locked").length}`;
  return `${byFmt}; ${split}`;
}

runHoldoutCli(import.meta.url, "quiet99", generateQuiet99, layouts);
