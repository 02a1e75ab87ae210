// Builds one aggregated stream: baseline traffic, periodic jobs, domain noise, one constant noisy service,
// deprecations, retries that succeed, an unrelated deploy, then the incident's tracks; skews and sorts it.
import type { Estate } from "./estates.js";
import { type Format, type LogEvent, render } from "./formats.js";
import type { IncidentSpec, Track } from "./incidents.js";
import { gap, hex, int, pick, type Rng } from "./rng.js";
import { fill, stack } from "./text.js";

export interface StreamPlan {
  estate: Estate;
  fmt: Format;
  startMs: number;
  durSec: number;
  targetLines: number;
  incident?: { spec: IncidentSpec; atSec: number };
  extras?: Track[];
  extrasAtSec?: number;
}

const DEPLOY_LINES = [
  "{svc} {v} rolling update: pod 1/2 ready",
  "{svc} {v} rolling update: pod 2/2 ready, old replica set scaled to 0",
  "config reloaded (feature flags rev {nn}, 0 changes affecting this service)",
];

export function buildStream(r: Rng, p: StreamPlan): string[] {
  const { estate: E } = p;
  const svcs = Object.keys(E.services);
  const end = p.durSec;
  const ev: LogEvent[] = [];
  const at = (sec: number) => p.startMs + Math.round(sec * 1000);
  const inc = p.incident;
  const origin = inc?.spec.origin;
  const muteFrom = inc && inc.spec.mute !== undefined ? inc.atSec + inc.spec.mute : Number.POSITIVE_INFINITY;
  const trace = () => (E.traces ? hex(r, 16) : undefined);
  const push = (
    sec: number,
    svc: string,
    level: LogEvent["level"],
    msg: string,
    extra?: Partial<LogEvent>,
    memo?: Map<string, string>,
  ) => {
    if (sec < 0 || sec >= end) return;
    if (svc === origin && sec >= muteFrom && !extra?.keep) return;
    ev.push({ t: at(sec), svc, level, msg: fill(r, msg, memo), ...extra });
  };

  // periodic jobs and health checks, plus domain noise and the one noisy service
  for (const [svc, period, level, tpl] of E.periodic) {
    for (let s = r() * period; s < end; s += period * (0.97 + r() * 0.06)) push(s, svc, level, tpl);
  }
  for (const [svc, perMin, level, tpl] of E.noise) {
    for (let s = gap(r, perMin / 60); s < end; s += gap(r, perMin / 60)) push(s, svc, level, tpl);
  }
  const [nSvc, nLvl, nMsg] = pick(r, E.noisy);
  const nHz = int(r, 8, 30) / 60;
  for (let s = r() * 8; s < end; s += gap(r, nHz)) push(s, nSvc, nLvl, nMsg);
  for (const [svc, msg] of E.deprecations) {
    for (let s = int(r, 2, 60); s < end; s += int(r, 200, 420)) push(s, svc, "warn", msg);
  }
  for (let k = 0; k < Math.ceil(end / 240); k++) {
    const [svc, fail, ok] = pick(r, E.retries);
    const s = r() * end;
    push(s, svc, "warn", fail);
    push(s + 1 + r() * 2.5, svc, "info", ok);
  }
  // an unrelated deploy or config reload somewhere near the trouble (or the middle of a quiet window)
  const near = inc ? inc.atSec + int(r, -150, 120) : end / 2 + int(r, -60, 60);
  const dSvc = pick(
    r,
    svcs.filter((s) => s !== origin),
  );
  const v = `v${int(r, 1, 9)}.${int(r, 0, 30)}.${int(r, 0, 9)}`;
  DEPLOY_LINES.forEach((l, i) => {
    push(near + i * int(r, 8, 25), dSvc, "info", l.replace("{svc}", dSvc).replace("{v}", v));
  });

  // request traffic sized to the line budget
  const fixed = ev.length;
  const wsum = E.flows.reduce((s, f) => s + f.w, 0);
  const avgSteps = E.flows.reduce((s, f) => s + f.w * f.steps.length, 0) / wsum;
  const flowHz = Math.max(0.4, (p.targetLines - fixed) / end / avgSteps);
  for (let s = gap(r, flowHz); s < end; s += gap(r, flowHz * (1 + 0.25 * Math.sin(s / 97)))) {
    const x = r() * wsum;
    let acc = 0;
    const f =
      E.flows.find((fl) => {
        acc += fl.w;
        return x < acc;
      }) ?? (E.flows[0] as (typeof E.flows)[number]);
    const through = origin !== undefined && f.steps.some(([svc]) => svc === origin);
    if (inc && through && s >= inc.atSec) {
      if (s >= muteFrom || r() < (inc.spec.degrade ?? 0)) continue;
    }
    const id = trace();
    const n = f.steps.length;
    const memo = new Map<string, string>();
    f.steps.forEach(([svc, level, tpl], i) => {
      push(s + ((n - 1 - i) * int(r, 4, 60)) / 1000, svc, level, tpl, { trace: id }, memo);
    });
  }

  // the trouble itself (or a quiet window's harmless bursts)
  const recent: string[] = [];
  // how loud the origin is against its callers differs from file to file (callers' retries are often louder)
  const originGain = 0.3 + r() * 0.5;
  const callerGain = 0.9 + r() * 0.8;
  const runTracks = (tracks: Track[], base: number, dflt: string | undefined) => {
    for (const t of tracks) {
      const svc = t.s ?? dflt;
      if (!svc) continue;
      const tr = { ...t, hz: t.hz * (svc === dflt ? (t.hz > 0.1 ? originGain : 1) : callerGain) };
      const from = base + (tr.at ?? 0);
      const to = Math.min(end, tr.to !== undefined ? base + tr.to : end);
      for (let s = from + gap(r, tr.hz) * 0.3; s < to; s += gap(r, tr.hz)) {
        let id: string | undefined;
        if (E.traces && r() < 0.7)
          id = svc !== dflt && recent.length && r() < 0.6 ? pick(r, recent.slice(-6)) : hex(r, 16);
        if (id && svc === dflt) recent.push(id);
        const st =
          tr.st && r() < (tr.st.p ?? 1)
            ? stack(r, E.services[svc] ?? "go", svc, fill(r, tr.st.ex), tr.st.f, E.org)
            : undefined;
        push(s, svc, tr.l, pick(r, tr.m), { trace: id, stack: st?.flatMap((l) => l.split("\n")), keep: true });
        if (tr.next) push(s + tr.next[0] * (0.8 + r() * 0.4), svc, tr.next[1], tr.next[2], { keep: true });
      }
    }
  };
  if (inc) {
    if (inc.spec.change) push(inc.atSec - inc.spec.change[0], inc.spec.origin, "info", inc.spec.change[1]);
    runTracks(inc.spec.tracks, inc.atSec, inc.spec.origin);
  }
  if (p.extras) runTracks(p.extras, p.extrasAtSec ?? end / 2, undefined);

  // per-service clock skew, sorted by printed time
  const skew = new Map(svcs.map((s) => [s, int(r, -300, 300)]));
  for (const e of ev) e.printed = e.t + (skew.get(e.svc) ?? 0);
  ev.sort((a, b) => (a.printed ?? 0) - (b.printed ?? 0));
  const width = Math.max(...svcs.map((s) => s.length)) + 2;
  return ev.flatMap((e) => render(p.fmt, e, width, E.ns));
}
