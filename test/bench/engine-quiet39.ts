// Blind scenario set quiet39: harmless-but-alarming windows from two email/SMS marketing platforms (Postwave with
// trace ids, Relaybird without) and two mortgage servicers (Harborline Mortgage Servicing with W3C-style trace
// ids, Keystone Loan Services without). 48 files: 40 quiet windows built on 39 kinds of noise (hard-bounce
// waves, FBL complaints, a customer's webhook endpoint down, invalid list imports, Gmail/Yahoo/Outlook 4xx
// deferrals, carrier-filtered SMS, STOP waves, send-queue peaks, escrow shortages, ACH returns, month-end
// backlog, boarding exceptions, credential stuffing, Metro 2 rejects, GC pauses, scanners, rolling restarts ...)
// and 8 incidents, one per category (disk, configuration, authentication, timeout, database, network, memory,
// dependency), laid on the same noise. Each file is one aggregated stream of 8-10 services over 8-18 minutes,
// 1,500-10,000 lines, rotating over the six dev formats (jsonl, datadog, ecs, gcp, logfmt, compose), with
// per-service clock skew up to 300 ms. What makes it hard: every quiet window carries one or two kinds of
// loud ERROR/WARN noise at rates higher than most incidents' origins, a noisy service erroring from the first
// minute, deprecation warnings, retries that succeed and an unrelated deploy or config reload; in the incidents
// the callers (retry storms, 5xx naming the callee, circuit breakers) outnumber the origin, one origin logs only
// at WARN and one goes quiet between OOM restarts.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./quiet39/estates.js";
import { extOf, FORMATS, type Format } from "./quiet39/formats.js";
import { INCIDENTS, type IncidentKind } from "./quiet39/incidents.js";
import { QUIET_KINDS, type QuietKind } from "./quiet39/quiet.js";
import { Rng } from "./quiet39/rng.js";
import { assignSplit } from "./quiet39/split.js";
import { Ctx } from "./quiet39/stream.js";

export interface Quiet39Label extends NotedLabel {
  format: Format;
}

interface Plan {
  estate: Estate;
  primary?: QuietKind;
  incident?: IncidentKind;
}

const MIN = 60000;
const POSTFIX_KINDS = ["gmail-deferral", "yahoo-tss04", "outlook-rate-limit"];
const SMS_KINDS = ["sms-carrier-filtered", "stop-optouts"];

function plan(r: Rng): Plan[] {
  const est = (k: string) => ESTATES.find((e) => e.key === k) as Estate;
  const out: Plan[] = [];
  let alt = 0;
  for (const k of QUIET_KINDS) {
    let e: Estate;
    if (POSTFIX_KINDS.includes(k.name)) e = est("postwave");
    else if (SMS_KINDS.includes(k.name)) e = est("relaybird");
    else if (k.domain === "mkt") e = est(alt++ % 2 ? "relaybird" : "postwave");
    else if (k.domain === "mtg") e = est(alt++ % 2 ? "keystone" : "harborline");
    else e = ESTATES[alt++ % 4];
    out.push({ estate: e, primary: k });
  }
  out.push({ estate: est("relaybird"), primary: QUIET_KINDS.find((k) => k.name === "complaint-burst") });
  for (const inc of INCIDENTS) out.push({ estate: est(inc.estate), incident: inc });
  return r.shuffle(out);
}

function compatible(e: Estate, k: QuietKind): boolean {
  if (k.domain !== "any" && k.domain !== e.domain) return false;
  if (POSTFIX_KINDS.includes(k.name) && e.key !== "postwave") return false;
  return true;
}

function build(r: Rng, p: Plan, idx: number, format: Format, load: number) {
  const e = p.estate;
  const day = new Date(Date.UTC(2026, 8, 1) + idx * 2 * 86400000 + (idx % 3) * 86400000);
  if (p.primary?.name === "month-end-peak") day.setUTCDate(1);
  const t0 = day.getTime() + r.int(0, 23) * 3600000 + r.int(0, 11) * 5 * MIN;
  const lenMin = r.int(8, 18);
  const t1 = t0 + lenMin * MIN;
  const c = new Ctx(r, e, t0, t1);
  e.baseline(c, load);
  const pickOther = (not: string[]) => r.pick(QUIET_KINDS.filter((k) => compatible(e, k) && !not.includes(k.name)));
  let incidentStart: number | null = null;
  if (p.incident) {
    incidentStart = t0 + r.int(3, 8) * MIN + r.int(0, 59) * 1000;
    if (incidentStart > t1 - 4 * MIN) incidentStart = t1 - 4 * MIN - r.int(0, 30) * 1000;
    p.incident.run(c, incidentStart, t1);
    const n1 = pickOther([]);
    n1.run(c, e, t0 + r.int(0, 2) * MIN, t1);
    const n2 = pickOther([n1.name]);
    const s2 = t0 + r.int(1, lenMin - 3) * MIN;
    n2.run(c, e, s2, Math.min(t1, s2 + r.int(3, 8) * MIN));
    const other = r.pick(e.svcs.filter((s) => s !== p.incident?.origin));
    e.deploy(c, other, incidentStart + r.int(-120, 90) * 1000);
  } else if (p.primary) {
    const whole = r.chance(0.35);
    const s = whole ? t0 : t0 + r.int(1, Math.max(1, lenMin - 6)) * MIN + r.int(0, 59) * 1000;
    p.primary.run(c, e, s, whole ? t1 : Math.min(t1, s + r.int(4, 10) * MIN));
    const n1 = pickOther([p.primary.name]);
    const s2 = t0 + r.int(0, lenMin - 3) * MIN;
    n1.run(c, e, s2, Math.min(t1, s2 + r.int(3, 9) * MIN));
    e.deploy(c, r.pick(e.svcs), t0 + r.int(1, lenMin - 1) * MIN + r.int(0, 59) * 1000);
  }
  const lines = c.finish(format, 300);
  return { lines, incidentStart };
}

export function generateQuiet39(dir: string, seed = 3901): Quiet39Label[] {
  mkdirSync(dir, { recursive: true });
  const r = new Rng(seed);
  const plans = plan(r);
  const labels: Quiet39Label[] = [];
  // incidents rotate over the six formats on their own; quiet windows take the rest so each format gets 8 files
  const pool = FORMATS.flatMap((f) => Array<Format>(plans.length / FORMATS.length).fill(f));
  const off = r.int(0, FORMATS.length - 1);
  const formats: Format[] = [];
  let k = 0;
  for (const p of plans)
    if (p.incident) {
      const f = FORMATS[(off + k++) % FORMATS.length];
      formats.push(f);
      pool.splice(pool.indexOf(f), 1);
    } else formats.push("jsonl");
  let q = 0;
  const rest = FORMATS.flatMap((f) => pool.filter((x) => x === f).map((x, j) => ({ x, o: j * FORMATS.length })))
    .sort((a, b) => a.o - b.o)
    .map((o) => o.x);
  plans.forEach((p, i) => {
    if (!p.incident) formats[i] = rest[q++];
  });
  plans.forEach((p, i) => {
    const format = formats[i];
    const id = `q39-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${extOf(format)}`;
    let load = r.float(0.7, 1.3);
    let built = build(new Rng(seed * 1000 + i * 7919), p, i, format, load);
    for (let k = 0; k < 6 && (built.lines.length < 1600 || built.lines.length > 9600); k++) {
      load *= built.lines.length < 1600 ? 1.5 : 0.7;
      built = build(new Rng(seed * 1000 + i * 7919 + k + 1), p, i, format, load);
    }
    writeFileSync(join(dir, file), `${built.lines.join("\n")}\n`);
    const inc = p.incident;
    labels.push({
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: built.incidentStart === null ? null : new Date(built.incidentStart).toISOString(),
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: "tune",
      note: `${p.estate.company}: ${inc ? inc.note : (p.primary?.note ?? "")}.`,
      lines: built.lines.length,
    });
  });
  const splits = assignSplit(new Rng(seed ^ 0x5eed), labels);
  labels.forEach((l, i) => {
    l.split = splits[i];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet39", generateQuiet39, (labels) => {
  const by = (f: (l: Quiet39Label) => string) => {
    const m = new Map<string, number>();
    for (const l of labels) m.set(f(l), (m.get(f(l)) ?? 0) + 1);
    return [...m].map(([k, v]) => `${k} ${v}`).join(", ");
  };
  return `formats: ${by((l) => l.format)}; estates: ${by((l) => l.note.split(":")[0])}; split: ${by((l) => l.split)}`;
});
