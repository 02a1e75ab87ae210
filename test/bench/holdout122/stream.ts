// Builds one aggregated stream: request traffic, jobs and noise of an estate, plus (optionally) one failure and how
// its callers experience it; then sorts by printed time and renders the chosen format.
import { breakerOpen, breakerReject, callerSays, retrying } from "./callers.js";
import { access, type Estate, svcOf } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Spec, Tpl } from "./incidents.js";
import { fill, type Rng } from "./rng.js";
import { stack } from "./stacks.js";

export interface Plan {
  estate: Estate;
  format: Format;
  start: number; // epoch ms, true time
  minutes: number;
  targetLines: number;
  spec?: Spec;
  incidentAt?: number; // epoch ms, true time
}

interface Raw extends Ev {
  seq: number;
}

export function buildStream(p: Plan, r: Rng): string[] {
  const e = p.estate;
  const end = p.start + p.minutes * 60_000;
  const skew = new Map(e.svcs.map((s) => [s.name, r.int(-300, 300)]));
  const out: Raw[] = [];
  let seq = 0;
  const emit = (t: number, svc: string, level: Level, msg: string, trace?: string, st?: string, errType?: string) => {
    if (t < p.start || t >= end) return;
    out.push({ t: t + (skew.get(svc) ?? 0), service: svc, level, msg, trace, stack: st, errType, seq: seq++ });
  };
  const spec = p.spec;
  const at = p.incidentAt ?? Number.POSITIVE_INFINITY;
  const origin = spec?.origin;
  const silent = spec !== undefined && (spec.mode === "quiet" || spec.sym === "refused");
  const tplEmit = (t: number, svc: string, tpl: Tpl, trace?: string) => {
    const s = svcOf(e, svc);
    const st = tpl.exc ? stack(s.rt, r, e.org, svc, tpl.exc, fill(r, tpl.emsg ?? ""), tpl.frames ?? []) : undefined;
    emit(t, svc, tpl.level, fill(r, tpl.msg), trace, st, tpl.exc);
  };

  // background: jobs, health checks, domain noise, deprecations, the noisy service
  for (const j of [...e.jobs, e.noisy]) {
    for (let t = p.start + r.int(0, j.every * 1000); t < end; t += r.int(j.every * 500, j.every * 1500)) {
      if (silent && j.svc === origin && t >= at) continue;
      emit(t, j.svc, j.level, fill(r, j.msg));
    }
  }
  // retries that succeed
  for (let t = p.start + r.int(20_000, 90_000); t < end; t += r.int(60_000, 180_000)) {
    const ro = r.pick(e.retryOk);
    if (ro.callee === origin && t >= at - 30_000) continue;
    if (ro.svc === origin && silent && t >= at) continue;
    const c = svcOf(e, ro.svc);
    const d = svcOf(e, ro.callee);
    emit(
      t,
      ro.svc,
      "warn",
      retrying(c, d, 1, 3, r.pick(["502 Bad Gateway", "connection reset by peer", "503 Service Unavailable"])).msg,
    );
    emit(t + r.int(200, 900), ro.svc, "info", `call to ${ro.callee} succeeded on attempt 2 (${r.int(40, 400)}ms)`);
  }
  // deploys / config reloads: one near the failure (or mid-window when quiet), one elsewhere
  const deps = e.deploys.filter((d) => d.svc !== origin);
  const near = Number.isFinite(at)
    ? at + r.pick([-1, 1]) * r.int(45_000, 120_000)
    : p.start + r.int(120_000, p.minutes * 45_000);
  deps.forEach((d, i) => {
    const t = i === 0 ? near : p.start + r.int(30_000, p.minutes * 55_000);
    emit(t, d.svc, "info", fill(r, d.msg));
  });

  // the failure's own lines at the origin
  let firstEnd = at;
  if (spec && origin) {
    let t = at;
    for (const f of spec.first ?? []) {
      tplEmit(t, origin, f);
      t += r.int(300, 2500);
    }
    firstEnd = t;
    if (spec.periodic && spec.every) {
      for (let u = t + r.int(1000, spec.every * 1000); u < end; u += r.int(spec.every * 600, spec.every * 1400))
        tplEmit(u, origin, r.pick(spec.periodic));
    }
  }

  // request traffic
  const totalW = e.flows.reduce((s, f) => s + f.weight, 0);
  const avgHops = e.flows.reduce((s, f) => s + f.weight * (f.hops.length + 0.4), 0) / totalW;
  const bg = out.length;
  const flows = Math.max(200, Math.round((p.targetLines - bg) / avgHops));
  const gap = (end - p.start) / flows;
  const breakerAt = new Map<string, number>();
  for (let t = p.start + r.int(0, 800); t < end; t += r.int(Math.round(gap * 0.3), Math.round(gap * 1.7))) {
    let w = r.next() * totalW;
    const flow =
      e.flows.find((f) => {
        w -= f.weight;
        return w < 0;
      }) ?? e.flows[0];
    if (!flow) break;
    const trace = e.traces ? r.hex(12) : undefined;
    const entry = svcOf(e, flow.hops[0] ?? "");
    const oi = origin ? flow.hops.indexOf(origin) : -1;
    const failing =
      spec !== undefined &&
      t >= firstEnd &&
      oi > 0 &&
      r.chance(spec.failRate) &&
      !(spec.mode === "quiet" && spec.sym === "none");
    let u = t + r.int(2, 30);
    if (!failing || !spec || spec.sym === "none") {
      for (const h of flow.hops.slice(1)) {
        u += r.int(5, 120);
        const s = svcOf(e, h);
        if (failing && spec && h === origin && spec.onReq.length) {
          tplEmit(u, h, r.pick(spec.onReq), trace);
          continue;
        }
        if (spec && h === origin && silent && t >= at) continue;
        emit(u, h, "info", fill(r, r.pick(s.ok)), trace);
      }
      const ok = flow.entry.startsWith("POST") && r.chance(0.5) ? 201 : 200;
      emit(u + r.int(3, 40), entry.name, "info", access(e, entry, r, flow.entry, ok, u - t + r.int(10, 60)), trace);
      continue;
    }
    // failing request: hops before the origin succeed on the way in, the origin fails, callers report it
    u += r.int(5, 80) * (oi - 1);
    u += r.int(5, 60);
    if (spec.mode !== "quiet" && spec.onReq.length) tplEmit(u, origin ?? "", r.pick(spec.onReq), trace);
    const callee = svcOf(e, origin ?? "");
    const caller = svcOf(e, flow.hops[oi - 1] ?? "");
    const wait = spec.sym === "timeout" ? 10_000 : r.int(5, 300);
    const code = spec.sym === "timeout" ? 504 : spec.sym === "refused" ? 503 : (spec.code ?? 500);
    const bKey = `${caller.name}>${callee.name}`;
    const bAt = breakerAt.get(bKey);
    const retryable = spec.sym !== "4xx";
    let v = u + wait;
    if (bAt !== undefined && v > bAt && r.chance(0.6)) {
      const s = breakerReject(caller, callee);
      emit(v, caller.name, s.level, s.msg, trace);
    } else {
      const tries = retryable ? r.int(1, 3) : 0;
      for (let k = 1; k <= tries; k++) {
        const why = spec.sym === "timeout" ? "read timeout" : spec.sym === "refused" ? "connection refused" : `${code}`;
        emit(v, caller.name, "warn", retrying(caller, callee, k, 3, why).msg, trace);
        v += r.int(100, 800) * k + (spec.sym === "timeout" ? 10_000 : 0);
      }
      const s = callerSays(caller, callee, spec.sym, r, code);
      emit(v, caller.name, s.level, s.msg, trace);
      if (retryable && bAt === undefined && (spec.breaker || r.chance(0.02)) && v > at + 20_000) {
        breakerAt.set(bKey, v);
        const b = breakerOpen(caller, callee);
        emit(v + 1, caller.name, b.level, b.msg, trace);
      }
    }
    // callers further up relay it
    for (let k = oi - 2; k >= 1; k--) {
      v += r.int(2, 40);
      const c = svcOf(e, flow.hops[k] ?? "");
      const d = svcOf(e, flow.hops[k + 1] ?? "");
      const s = callerSays(c, d, spec.sym === "4xx" ? "4xx" : "5xx", r, spec.sym === "4xx" ? code : 502);
      emit(v, c.name, s.level, s.msg, trace);
    }
    const entryCode = oi === 1 ? code : spec.sym === "4xx" ? code : 502;
    emit(
      v + r.int(2, 30),
      entry.name,
      entryCode >= 500 ? "error" : "warn",
      access(e, entry, r, flow.entry, entryCode, v - t + r.int(5, 40)),
      trace,
    );
  }

  out.sort((a, b) => a.t - b.t || a.seq - b.seq);
  const pad = Math.max(...e.svcs.map((s) => s.name.length));
  return out.flatMap((ev) => render(p.format, ev, e.ns, pad));
}
