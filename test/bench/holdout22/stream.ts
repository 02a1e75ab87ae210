// Builds one aggregated stream: background flows, jobs, health checks, chronic noise, then the scenario's phases.
import { ESTATES, type Estate, INFRA, type Svc } from "./estates.js";
import { type Format, type Level, type Printed, render, type TraceStyle } from "./formats.js";
import { msg, type R } from "./rng.js";
import type { Scenario } from "./types.js";

interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  trace?: string;
}

export interface Built {
  text: string;
  lines: number;
  onset: number;
}

const TRACES: TraceStyle[] = ["none", "traceparent", "xrid", "requuid"];

function services(s: Scenario, est: Estate, r: R): Record<string, Svc> {
  const used = new Set<string>(s.phases.flatMap((p) => p.steps.map((x) => x.svc)));
  const out: Record<string, Svc> = {};
  const names = Object.keys(est.svcs);
  // drop up to two unreferenced services so estates differ between windows
  const droppable = r.shuffle(names.filter((n) => !used.has(n))).slice(0, r.int(0, 2));
  for (const n of names) if (!droppable.includes(n)) out[n] = est.svcs[n];
  for (const x of s.extra ?? []) out[x] = INFRA[x];
  for (const u of used) if (!out[u]) throw new Error(`scenario uses unknown service ${u}`);
  return out;
}

export function build(s: Scenario, fmt: Format, r: R, start: number): Built {
  const est = ESTATES[s.estate];
  const svcs = services(s, est, r);
  const winSec = r.int(8, 40) * 60;
  const onsetSec = s.pre ?? Math.round(winSec * (0.3 + r.next() * 0.3));
  const end = start + winSec * 1000;
  const onset = start + onsetSec * 1000 + r.int(0, 999);
  const target = r.int(1100, 23500);
  const style = r.pick(TRACES);
  const tid = () => (style === "traceparent" ? `${r.hex(32)}-${r.hex(16)}` : style === "requuid" ? uuid(r) : r.hex(16));
  const evs: Ev[] = [];
  const push = (t: number, svc: string, level: Level, m: string, stack?: string, trace?: string) => {
    if (t >= start && t < end) evs.push({ t, svc, level, msg: m, stack, trace });
  };
  const rand = () => start + Math.floor(r.next() * (end - start));

  // chronic noise (sometimes loud), deprecations, successful retries, deploys, slow requests
  const noisy = r.pick(est.noise);
  const noiseEvery = r.pick([3, 5, 8, 15, 30]);
  for (let t = start + r.int(0, 3000); t < end; t += noiseEvery * 1000 * (0.6 + r.next() * 0.8))
    push(t, noisy[0], noisy[1], msg(noisy[2], r));
  if (!svcs[noisy[0]]) svcs[noisy[0]] = { w: 1, bg: [["info", "worker heartbeat"]], health: "GET /healthz 200" };
  for (const [svc, m] of est.deprecations)
    if (svcs[svc])
      for (let t = start + r.int(0, 60000); t < end; t += r.int(180, 420) * 1000) push(t, svc, "warn", msg(m, r));
  for (const [svc, w, ok] of est.retries) {
    if (!svcs[svc]) continue;
    for (let i = r.int(2, 8); i > 0; i--) {
      const t = rand();
      push(t, svc, "warn", msg(w, r));
      push(t + r.int(150, 2500), svc, "info", msg(ok, r));
    }
  }
  for (const [svc, m] of est.deploys)
    if (svcs[svc] && svc !== s.origin) push(onset + r.int(-240, 200) * 1000, svc, "info", msg(m, r));
  for (const svc of Object.keys(svcs)) {
    const h = svcs[svc].health;
    if (h) {
      const every = r.int(10, 30) * 1000;
      for (let t = start + r.int(0, every); t < end; t += every) push(t, svc, "debug", `${h} ${r.int(0, 4)}ms`);
    }
  }
  for (const [svc, every, lvl, m] of est.jobs)
    if (svcs[svc])
      for (let t = start + r.int(0, every * 1000); t < end; t += every * 1000) push(t, svc, lvl, msg(m, r));

  // background: 55% as traced flows, the rest as per-service lines
  const fixed = evs.length;
  const budget = Math.max(600, target - fixed - 150);
  const flows = est.flows.filter((f) => f.every((st) => svcs[st[0]]));
  const avgSteps = flows.reduce((a, f) => a + f.length, 0) / Math.max(1, flows.length);
  const nFlows = flows.length ? Math.round((budget * 0.55) / avgSteps) : 0;
  for (let i = 0; i < nFlows; i++) {
    const f = r.pick(flows);
    const t = rand();
    const tr = tid();
    for (const [svc, lvl, m, dt] of f) push(t + dt + r.int(0, 4), svc, lvl, msg(m, r), undefined, tr);
  }
  const names = Object.keys(svcs);
  const wsum = names.reduce((a, n) => a + svcs[n].w, 0);
  const rest = budget - nFlows * avgSteps;
  for (const n of names) {
    const k = Math.round((rest * svcs[n].w) / wsum);
    for (let i = 0; i < k; i++) {
      const [lvl, m] = r.pick(svcs[n].bg);
      push(rand(), n, lvl, msg(m, r));
    }
  }
  // occasional slow requests on the first flow's entry service
  const entry = flows[0]?.[0]?.[0];
  if (entry)
    for (let i = r.int(3, 10); i > 0; i--)
      push(
        rand(),
        entry,
        "warn",
        `slow request ${r.pick(["GET", "POST"])} took ${r.int(2100, 4800)}ms (threshold 2000ms)`,
      );

  // the scenario
  for (const p of s.phases) {
    const from = onset + p.from * 1000;
    const to = Math.min(end, onset + p.to * 1000);
    let t = from;
    do {
      const tr = p.trace && style !== "none" ? tid() : undefined;
      for (const st of p.steps) push(t + st.dt, st.svc, st.lvl, msg(st.m, r), st.st ? st.st(r) : undefined, tr);
      if (p.once) break;
      t += p.every * 1000 * (0.5 + r.next());
    } while (t <= to);
  }

  // print with skew, sort by printed time
  const skew: Record<string, number> = {};
  for (const n of Object.keys(svcs)) skew[n] = r.int(-250, 250);
  const width = Math.max(...Object.keys(svcs).map((n) => n.length)) + 2;
  const printed: Printed[] = evs.map((e) => ({
    ts: e.t + (skew[e.svc] ?? 0),
    svc: e.svc,
    level: e.level,
    msg: e.msg,
    stack: e.stack,
    trace: e.trace,
    traceStyle: style,
  }));
  printed.sort((a, b) => a.ts - b.ts);
  const text = printed.map((e) => render(fmt, e, width, est.ns)).join("\n") + "\n";
  return { text, lines: text.split("\n").length - 1, onset };
}

function uuid(r: R): string {
  const h = r.hex(32);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20)}`;
}
