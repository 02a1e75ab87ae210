/**
 * Holdout 41, "cascades and amplification": 64 blind scenarios (52 incidents, 4 per category for all 13 categories,
 * and 12 quiet windows) in the dev set's six formats, written without sight of the engine.
 *
 * Each incident is a small fault at one service (a GC pause, a filling disk, a held lock, a config reload, an expired
 * credential, a bad release, a vendor that slows down) that the system amplifies until victims dominate the file:
 * callers up to the edge retry 3x at every level, thread and connection pools fill while waiting on the slow callee,
 * Resilience4j / Polly / opossum / gobreaker breakers open in several services, Envoy at the edge answers 504 UT and
 * 503 UO/UF/UH and ejects hosts, queues back up and consumers lag, pods added by the autoscaler fail readiness, and
 * clients with shorter timeouts than the server leave it finishing work nobody waits for. The origin prints only a
 * handful of lines, often before the storm; victims outnumber its warnings and errors at least 10 to 1. The label is
 * the origin and the origin's cause, never what the victims say (timeout, 503, pool exhausted, circuit open).
 *
 * Quiet windows hold amplification the system absorbed: a breaker open for about 10 s and closed again, a burst of
 * retried refused connections during a rolling deploy, a consumer lag spike that drains, a cache warm-up miss storm.
 *
 * Five made-up estates (a freight broker, a clinic group, a game studio, an energy utility, a publisher), 10-12
 * services each, call graphs 3-5 deep, runtimes printing as Spring/Resilience4j/Hystrix/HikariCP, Go net/http and
 * gRPC, Node undici/axios, Python requests/Celery/gunicorn, .NET Polly, Ruby Sidekiq/Faraday and Envoy. Every file
 * is one stream sorted by printed time with per-service clock skew up to 280 ms, 2-5 minutes of baseline before the
 * fault, 6-15 minute windows, 3,000-20,000 lines, background traffic, health checks, periodic jobs, one noisy
 * service with a constant harmless error or warning, deprecation warnings, retries that succeed and an unrelated
 * deploy. Labels follow NotedLabel plus `format`; `split` halves every category (quiet windows one group).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { callerLevels, ESTATES, type Estate, type Service } from "./holdout41/estates.js";
import { EXT, FORMATS, type Format, render } from "./holdout41/formats.js";
import { FAULTS, type Fault } from "./holdout41/incidents.js";
import { QUIET_KINDS, quiet } from "./holdout41/quiet.js";
import { Rng } from "./holdout41/rng.js";
import { assignSplit } from "./holdout41/split.js";
import { storm } from "./holdout41/storm.js";
import { Stream } from "./holdout41/stream.js";

export interface Holdout41Label extends NotedLabel {
  format: Format;
}

interface Spec {
  fault?: Fault;
  quiet?: (typeof QUIET_KINDS)[number];
}

function pickOrigin(f: Fault, i: number, r: Rng): { e: Estate; o: Service } {
  const cands: Array<{ e: Estate; o: Service; score: number }> = [];
  ESTATES.forEach((e, ei) => {
    for (const o of e.services) {
      if (o.rt === "envoy" || callerLevels(e, o.name).length < 2) continue;
      if (f.rt && !f.rt.includes(o.rt)) continue;
      const score = (f.prefer?.test(o.name) ? 10 : 0) + (ei === i % ESTATES.length ? 3 : 0) + r.next() * 4;
      cands.push({ e, o, score });
    }
  });
  cands.sort((a, b) => b.score - a.score);
  const best = cands[0];
  if (!best) throw new Error(`no origin fits ${f.category}`);
  return best;
}

export function generateHoldout41(dir: string, seed = 4101): Holdout41Label[] {
  const root = new Rng(seed);
  mkdirSync(dir, { recursive: true });
  const specs: Spec[] = root.shuffle([
    ...FAULTS.map((fault) => ({ fault })),
    ...Array.from({ length: 12 }, (_, k) => ({ quiet: QUIET_KINDS[k % 4] })),
  ]);
  const labels: Holdout41Label[] = [];
  specs.forEach((spec, i) => {
    const r = root.fork(i);
    const id = `h41-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length] as Format;
    const file = `${id}.${EXT[format]}`;
    const baseline = r.int(120, 300) * 1000;
    const dur = Math.max(r.int(360, 900) * 1000, baseline + 240000);
    const start = Date.UTC(2026, 10, 1 + (i % 28), r.int(0, 22), r.int(0, 59), r.int(0, 59)) + r.int(0, 999);
    const end = start + dur;
    const t0 = start + baseline + r.int(0, 20000);
    const target = r.int(3000, 18500);
    let label: Holdout41Label;
    let st: Stream;
    if (spec.fault) {
      const f = spec.fault;
      const { e, o } = pickOrigin(f, i, r);
      st = new Stream(e, r, start, end);
      const lines = f.lines({ o, r });
      let originErr = 0;
      for (const l of lines) {
        st.emit(t0 + Math.round(l.dt * 1000) + r.int(0, 400), o.name, l.level, l.msg, l.stack);
        if (l.level !== "info" && l.level !== "debug") originErr++;
      }
      const stormAt = t0 + r.int(f.storm[0], f.storm[1]) * 1000;
      const victims = storm(st, e, o, f.seen, stormAt, r);
      if (victims < originErr * 10)
        throw new Error(`${id}: only ${victims} victim lines for ${originErr} origin lines`);
      st.chores();
      const firstDt = Math.min(0, ...lines.map((l) => l.dt));
      st.traffic(target, (s, t) => (s === o.name && t > stormAt ? (f.seen === "down" ? 0.25 : 0.6) : 1));
      label = {
        id,
        file,
        format,
        isIncident: true,
        originService: o.name,
        category: f.category,
        errorTypeHints: f.hints,
        incidentStart: new Date(t0 + Math.round(firstDt * 1000)).toISOString(),
        expectedSeverityAtLeast: f.severity,
        split: "tune",
        note: `${e.company}: ${f.note(o.name)}`,
        lines: 0,
      };
    } else {
      const e = ESTATES[i % ESTATES.length] as Estate;
      st = new Stream(e, r, start, end);
      const note = quiet(st, e, spec.quiet ?? "breaker-blip", t0, r);
      st.chores();
      st.traffic(target);
      label = {
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
        note: `${e.company}: quiet, ${note}`,
        lines: 0,
      };
    }
    const width = Math.max(...st.e.services.map((s) => s.name.length + 2));
    const out: string[] = [];
    for (const ev of st.sorted()) out.push(...render(format, ev, width, st.e.ns, r));
    writeFileSync(join(dir, file), `${out.join("\n")}\n`);
    label.lines = out.length;
    labels.push(label);
  });
  assignSplit(labels, root.fork(999));
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout41", generateHoldout41, (ls) => {
  const by = new Map<string, number>();
  for (const l of ls) by.set(l.format, (by.get(l.format) ?? 0) + 1);
  return [...by].map(([f, n]) => `${f} ${n}`).join(", ");
});
