// Blind set quiet33: 48 windows of aggregated logs from four made-up estates in two domains, government benefits
// (MyBenefits human-services portal: benefits-web, apply-svc, elig-rules, casework-api, id-proofing, pay-runner,
// doc-upload, notice-gen, sms-mfa; Lakeshore unemployment insurance: claimant-gw (nginx), ui-claims, monetary-elig,
// wage-match, adjudication, idv-bridge, benefit-pay, weekly-cert, letters-svc, doc-capture) and hiring platforms
// (Hirewell ATS: careers-web, ats-core (Rails), job-syndication, resume-parser, bgcheck-connector, interview-sched,
// offer-esign, hris-sync, notify-mailer; TalentGrid: tg-gateway (Envoy), requisitions, candidates, cv-extract (C++),
// feed-publisher, screening-svc, calendar-bridge, offers, hr-connector, mail-relay).
// 40 quiet windows cover 34 kinds of alarming but harmless noise (identity-proofing failures, rule denials, a
// deadline surge that queues but serves, ACH returns, unparseable resumes, job boards throttling feeds, invite
// bounces, scanners, 401 storms, GC pauses, rebalances, ...); 8 windows carry one failure each, one per category
// (database, disk, configuration, authentication, dependency, memory, timeout, null_reference), laid on the same
// noise. Formats rotate over jsonl, datadog, ecs, gcp, logfmt and compose (8 files each); 6-20 minute windows,
// 1,500-10,000 lines, per-service clock skew up to 300 ms, multi-line stack traces in each runtime's own shape.
// What makes it hard: every file has a service that logs a constant harmless ERROR from the first minute, retries
// that succeed, deprecation warnings and a deploy or config reload; callers out-shout origins (retry storms,
// 5xx naming the callee), one origin only warns, some go quiet, and two estates carry request ids, two do not.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { background, deploy, ESTATES, type Estate, estate } from "./quiet33/estates.js";
import { EXT, FORMATS, type Format } from "./quiet33/formats.js";
import { INCIDENTS, type IncidentKind } from "./quiet33/incidents.js";
import { QUIET, type QuietKind } from "./quiet33/quiet.js";
import { Rng } from "./quiet33/rng.js";
import { assignSplits } from "./quiet33/split.js";
import { Ctx } from "./quiet33/stream.js";

export interface Quiet33Label extends NotedLabel {
  format: Format;
}

type Spec = { quiet: QuietKind; est: Estate } | { inc: IncidentKind; est: Estate };

function plan(rng: Rng): Spec[] {
  const specs: Spec[] = [];
  const use = new Map<string, number>(ESTATES.map((e) => [e.key, 0]));
  const home = (q: QuietKind) =>
    ESTATES.filter((e) => e.domain === q.domain && (!q.estates || q.estates.includes(e.key))).sort(
      (a, b) => (use.get(a.key) ?? 0) - (use.get(b.key) ?? 0) || rng.next() - 0.5,
    )[0];
  const kinds = [...QUIET, ...rng.shuffle([...QUIET]).slice(0, 40 - QUIET.length)];
  for (const q of kinds) {
    const e = home(q);
    use.set(e.key, (use.get(e.key) ?? 0) + 1);
    specs.push({ quiet: q, est: e });
  }
  for (const i of INCIDENTS) specs.push({ inc: i, est: estate(i.estate) });
  return rng.shuffle(specs);
}

function build(rng: Rng, spec: Spec, day: number, format: Format) {
  const isInc = "inc" in spec;
  const minutes = isInc ? rng.int(11, 20) : rng.int(6, 20);
  const t0 = Date.UTC(2026, 2, 1 + day, rng.int(0, 23), rng.pick([0, 5, 10, 15, 20, 30, 40, 45]), 0) + rng.int(0, 999);
  const t1 = t0 + minutes * 60000;
  const sec = minutes * 60;
  let target = rng.int(2400, 7000);
  for (let attempt = 0; ; attempt++) {
    const c = new Ctx(rng, spec.est, t0, t1);
    const meanFlow = (sec * 1000) / Math.max(200, (target - 0.8 * sec) / 2.1);
    background(c, meanFlow);
    let start: number | null = null;
    let deployAt: number;
    if (isInc) {
      start = t0 + rng.int(180, 480) * 1000 + rng.int(0, 999);
      // same kinds of noise as the quiet windows
      const q = rng.pick(
        QUIET.filter((k) => k.domain === spec.est.domain && (!k.estates || k.estates.includes(spec.est.key))),
      );
      q.gen(c, t0 + rng.int(0, 60000), t1);
      spec.inc.gen(c, start);
      deployAt = start + rng.int(-120, 90) * 1000;
    } else {
      spec.quiet.gen(c, t0 + rng.int(0, 90000), t1);
      const others = QUIET.filter(
        (k) => k !== spec.quiet && k.domain === spec.est.domain && (!k.estates || k.estates.includes(spec.est.key)),
      );
      if (rng.chance(0.6)) {
        const a = rng.float(t0, t1 - 240000);
        rng.pick(others).gen(c, a, a + 240000);
      }
      deployAt = rng.float(t0 + 60000, t1 - 60000);
    }
    const originSvc = isInc ? spec.est.roles[spec.inc.origin] : undefined;
    const cands = spec.est.services.filter((s) => s.name !== originSvc);
    deploy(c, deployAt, rng.pick(cands).name, `2026.3.${rng.int(1, 28)}-${rng.hex(7)}`);
    const r = c.render(format);
    if ((r.lines >= 1600 && r.lines <= 9800) || attempt > 6) {
      return { ...r, start, minutes };
    }
    target = r.lines > 9800 ? Math.round(target * 0.7) : Math.round(target * 1.4);
  }
}

export function generateQuiet33(dir: string, seed = 3301): Quiet33Label[] {
  const rng = new Rng(seed);
  mkdirSync(dir, { recursive: true });
  const specs = plan(rng);
  const splits = assignSplits(
    rng,
    specs.map((s) => ("inc" in s ? s.inc.category : null)),
  );
  const labels: Quiet33Label[] = [];
  specs.forEach((spec, i) => {
    const id = `q33-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const out = build(rng, spec, i, format);
    writeFileSync(join(dir, file), out.text);
    const inc = "inc" in spec ? spec.inc : null;
    labels.push({
      id,
      file,
      format,
      isIncident: inc !== null,
      originService: inc ? (spec.est.roles[inc.origin] ?? null) : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: out.start === null ? null : new Date(out.start).toISOString(),
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: splits[i],
      note: `${spec.est.company}, ${out.minutes} min: ${inc ? inc.note : `quiet window; ${"quiet" in spec ? spec.quiet.note : ""}`}.`,
      lines: out.lines,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet33", generateQuiet33, (ls) => {
  const per = FORMATS.map((f) => `${f} ${ls.filter((l) => l.format === f).length}`).join(", ");
  const kinds = new Set(ls.filter((l) => !l.isIncident).map((l) => l.note.split("; ")[1])).size;
  return `${kinds} quiet kinds; ${per}; tune ${ls.filter((l) => l.split === "tune").length}/locked ${ls.filter((l) => l.split === "locked").length}`;
});
