/**
 * Holdout set 36, written blind: "messy log shapes from real collectors".
 *
 * 64 scenarios: 52 incidents (four per category for all 13 categories, each in the real wording of one runtime:
 * Node, Go, Java, Python or .NET) and 12 quiet windows. The incidents are ordinary (a rotated password, an
 * exhausted pool, a nil dereference, an expired key, a full disk, a crash-looping bad config...), but the lines
 * are shaped the way real collectors and runtimes leave them inside the dev set's six outer formats (jsonl,
 * datadog, ecs, gcp, logfmt, compose, rotating): level fields in pino numbers, syslog names, klog letters,
 * java.util.logging, .NET and log15 spellings, or flattened to INFO while the message is a stack trace or a Go
 * panic; CRI prefixes, syslog RFC 3164 / 5424 headers and "<N>" prefixes, ANSI colour, logrus key=value and whole
 * JSON lines as escaped strings inside the message; 16 KB collector cuts ending "...[truncated]"; stack traces
 * kept as continuation lines, joined with a literal "\n", put in the format's stack field, or split into one
 * record per frame with the same timestamp; Java "Caused by:" chains, Python tracebacks, goroutine dumps.
 * Services log under their app name, a pod name with a replicaset hash, both, or a bare container id.
 *
 * Each file is one stream of 6-12 services of one of five made-up companies, sorted by printed time with up to
 * 300 ms of clock skew per service, with background requests, health checks, a periodic job, a noisy service with
 * a constant harmless error or warning, deprecation warnings and retries that succeed, a 1-8 minute baseline
 * before the fault, 1,500-15,000 lines. The label's origin is the app name a senior would name (the note lists
 * the names the origin logs under). Quiet windows are alarming only in shape: stderr INFO marked as errors, a
 * debug stack dumped on purpose, "Panic" in passing test names, a truncated INFO record, a red ANSI banner, and
 * seven more. Every fourth incident also has a 16 KB-truncated payload dump at the origin.
 *
 *   npx tsx test/bench/engine-holdout36.ts --out DIR [--seed N]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { background, fill } from "./holdout36/background.js";
import { ESTATES } from "./holdout36/estates.js";
import { EXT, FORMATS, type Format } from "./holdout36/formats.js";
import { CATEGORIES, type Ctx, defaultCaller, INCIDENTS, type Incident, type Item } from "./holdout36/incidents.js";
import { QUIET, type QuietKind } from "./holdout36/quiet.js";
import { Rng } from "./holdout36/rng.js";
import { makeSvc, type NameMode, RUNTIMES, type Svc } from "./holdout36/shapes.js";
import { assignSplits } from "./holdout36/split.js";
import { type Rec, renderStream } from "./holdout36/stream.js";

export interface Holdout36Label extends NotedLabel {
  format: Format;
}

type Plan = { kind: "incident"; inc: Incident } | { kind: "quiet"; q: QuietKind };

const ORIGIN_NAMES: NameMode[] = ["pod", "both", "app", "both", "pod"];

function aliasNote(s: Svc): string {
  if (s.nameMode === "pod") return `logs only as pod ${s.pod}`;
  if (s.nameMode === "both") return `logs as pod ${s.pod} and as app label ${s.app}`;
  return `logs as ${s.app}`;
}

function shapeNote(s: Svc): string {
  return `level field ${s.style}${s.decor.length ? `, message wrapped ${s.decor.join("+")}` : ""}, stacks ${s.stack}`;
}

function buildServices(r: Rng, estateIdx: number, featuredRuntime: Runtime, originMode: NameMode | undefined) {
  const estate = ESTATES[estateIdx];
  const [edgeDef, ...rest] = estate.services;
  const n = Math.min(rest.length, r.int(5, 11));
  const picked = r.shuffle([...rest]).slice(0, n);
  const featuredDef = picked[0];
  const svcs: Svc[] = [];
  const edge = makeSvc(r, edgeDef, r.pick(RUNTIMES), { nameMode: r.pick(["app", "pod", "both"] as NameMode[]) });
  svcs.push(edge);
  const featured = makeSvc(r, featuredDef, featuredRuntime, { nameMode: originMode });
  svcs.push(featured);
  for (const d of picked.slice(1)) svcs.push(makeSvc(r, d, r.pick(RUNTIMES)));
  return { estate, svcs, edge, featured };
}

type Runtime = (typeof RUNTIMES)[number];

function burst(t: number, s: Svc, items: Item[]): Rec[] {
  return items.map((it) => ({
    t: t + (it.dt ?? 0),
    svc: s,
    sev: it.sev,
    msg: it.msg,
    frames: it.frames,
    raw: it.raw,
    fieldSev: it.fieldSev,
    huge: it.huge,
  }));
}

export function generateHoldout36(dir: string, seed = 36): Holdout36Label[] {
  const rng = new Rng(seed * 2654435761 + 36);
  mkdirSync(dir, { recursive: true });
  const plans: Plan[] = [
    ...INCIDENTS.map((inc) => ({ kind: "incident" as const, inc })),
    ...QUIET.map((q) => ({ kind: "quiet" as const, q })),
  ];
  rng.shuffle(plans);
  const splits = assignSplits(
    rng,
    plans.map((p) => (p.kind === "incident" ? p.inc.cat : "quiet")),
  );
  const labels: Holdout36Label[] = [];
  plans.forEach((plan, i) => {
    const r = rng.fork(i);
    const format = FORMATS[i % FORMATS.length];
    const id = `h36-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    const day = 1 + (i % 28);
    const t0 = Date.UTC(2026, 10, day, r.int(0, 23), r.int(0, 59), r.int(0, 59), r.int(0, 999));
    const runtime = plan.kind === "incident" ? plan.inc.runtime : plan.q.runtime;
    const originMode = plan.kind === "incident" ? ORIGIN_NAMES[i % ORIGIN_NAMES.length] : undefined;
    const { estate, svcs, edge, featured } = buildServices(r, i % ESTATES.length, runtime, originMode);
    const noisy = r.pick(svcs.filter((s) => s !== featured && s !== edge));
    const baseline = r.int(60, 480) * 1000;
    const faultLen = r.int(180, 540) * 1000;
    const tf = t0 + baseline;
    const t1 = tf + faultLen;
    const target = Math.round(Math.exp(Math.log(1400) + r.next() * (Math.log(12500) - Math.log(1400))));
    const recs: Rec[] = background(r, { svcs, edge, noisy, t0, t1, target });
    let note: string;
    if (plan.kind === "incident") {
      const inc = plan.inc;
      const callers = svcs.filter((s) => s !== featured && (s === edge || s.def.role === "api"));
      const caller = callers.length > 1 ? r.pick(callers.filter((s) => s !== edge)) : edge;
      const x: Ctx = { r, o: featured.app, c: caller.app };
      if (inc.start) recs.push(...burst(tf, featured, inc.start(x)));
      // Every fourth incident: the origin dumps the payload of a failed call and the collector cuts it at 16 KB.
      if (i % 4 === 0)
        recs.push({
          t: tf + r.int(800, 4000),
          svc: featured,
          sev: "error",
          huge: true,
          msg: `failed request payload (request_id=${r.hex(16)}): {"items":[{"sku":"${r.hex(8)}","qty":${r.int(1, 9)},"attrs":"`,
        });
      let first = true;
      for (let t = tf; t < t1; t += Math.round(inc.every * 1000 * (0.5 + r.next()))) {
        recs.push(...burst(first && inc.start ? t + 500 : t, featured, inc.err(x)));
        first = false;
        if (r.chance(0.6)) {
          const c = inc.caller ? inc.caller(x) : defaultCaller(inc.cat, x);
          recs.push(...burst(t + r.int(40, 1800), caller, [c]));
        }
        if (r.chance(0.35))
          recs.push({
            t: t + r.int(60, 2500),
            svc: edge,
            sev: "warn",
            trace: r.hex(16),
            msg: `POST ${fill(r, (edge.def.paths ?? ["/"])[0])} ${r.pick([500, 502, 503])} ${r.int(20, 5000)}ms`,
          });
      }
      note = `${estate.company}: ${inc.note.replace(/\{o\}/g, featured.app)}; origin ${aliasNote(featured)}; ${shapeNote(featured)}; noisy bystander ${noisy.app}`;
    } else {
      recs.push(...plan.q.make(r, featured, t0, t1));
      note = `${estate.company}: quiet window, ${plan.q.note.replace(/\{s\}/g, featured.app)} (${aliasNote(featured)}; ${shapeNote(featured)}); noisy bystander ${noisy.app}`;
    }
    const lines = renderStream(format, recs, r, estate.namespace);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = plan.kind === "incident" ? plan.inc : undefined;
    labels.push({
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc ? featured.app : null,
      category: inc ? inc.cat : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(tf).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.sev : null,
      split: splits[i],
      note,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout36", generateHoldout36, (labels) => {
  const cats = CATEGORIES.map((c) => `${c}=${labels.filter((l) => l.category === c).length}`).join(" ");
  return `${cats} quiet=${labels.filter((l) => !l.isIncident).length}`;
});
