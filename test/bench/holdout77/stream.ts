// Builds one aggregated window: baseline traffic and chatter of an estate, optionally one failure story, clock skew,
// sorting by printed time and rendering in one of the six formats.
import { breakerOpen, callerFail, callerRetry, type Line, type Mode, shortCircuit } from "./callers.js";
import { type Estate, svcOf } from "./estates.js";
import { type Ev, type Format, render } from "./formats.js";
import type { Case } from "./incidents.js";
import { benign } from "./quiet.js";
import { chance, hex, int, mulberry32, pick, type Rng } from "./rng.js";

export interface Window {
  start: number; // epoch ms
  minutes: number;
  failAt?: number; // epoch ms
}

const edgeStatus = (mode: Mode, direct: boolean, r: Rng): number => {
  if (mode === "422") return 422;
  if (mode === "timeout") return 504;
  if (!direct) return pick(r, [500, 502, 502]);
  if (mode === "refused" || mode === "401" || mode === "403") return 502;
  if (mode === "429") return 503;
  return Number(mode);
};

export function buildStream(r: Rng, e: Estate, fmt: Format, w: Window, c?: Case): string[] {
  const end = w.start + w.minutes * 60_000;
  const evs: Ev[] = [];
  const skew: Record<string, number> = {};
  for (const s of e.svcs) skew[s.name] = int(r, -300, 300);
  const push = (t: number, svc: string, l: Line, trace?: string) => {
    if (t < w.start || t >= end) return;
    evs.push({ t, svc, level: l.level, msg: l.msg, stack: l.stack, trace });
  };
  const failAt = w.failAt ?? Number.POSITIVE_INFINITY;
  const origin = c?.origin;
  const silenced = (svc: string, t: number) => !!c?.quiet && svc === origin && t >= failAt;

  // request flows
  const totalW = e.flows.reduce((s, f) => s + f.weight, 0);
  const perSec = (int(r, 2200, 6000) / (w.minutes * 60)) * 0.28;
  let failures = 0;
  let breakerAt = -1;
  for (let t = w.start + r() * 1000; t < end; t += (-Math.log(1 - r()) / perSec) * 1000) {
    let x = r() * totalW;
    const flow =
      e.flows.find((f) => {
        x -= f.weight;
        return x < 0;
      }) ?? e.flows[0];
    const trace = e.traces ? hex(r, 16) : undefined;
    const n = flow.steps.length;
    const k = origin ? flow.steps.findIndex((s) => s.svc === origin) : -1;
    const ramp = Math.min(1, 0.35 + (t - failAt) / 90_000);
    const failing = !!c && k >= 0 && t >= failAt && r() < c.failP * ramp;
    const at = (i: number) => t + (n - i) * int(r, 3, 40);
    if (!failing) {
      const retry = n > 1 && chance(r, 0.012);
      flow.steps.forEach((s, i) => {
        if (silenced(s.svc, t)) return;
        const ms = int(r, 15, 400);
        push(
          at(i),
          s.svc,
          {
            level: "info",
            msg: s.line(r, { status: i === 0 && s.path?.startsWith("POST") ? pick(r, [200, 201]) : 200, ms }),
          },
          trace,
        );
      });
      if (retry) {
        const cs = svcOf(e, flow.steps[0].svc);
        push(t + 1, cs.name, callerRetry(r, cs.rt, flow.steps[1].svc, 1, pick(r, ["timeout", "503"] as Mode[])), trace);
      }
      continue;
    }
    if (!c) continue;
    failures++;
    const mode = c.mode;
    const client4xx = mode === "422" || mode === "401" || mode === "403";
    const caller = k > 0 ? svcOf(e, flow.steps[k - 1].svc) : undefined;
    const open = c.breaker && breakerAt > 0 && t > breakerAt;
    // origin's own line(s), once per attempt (roughly half of the attempts log)
    const attempts = caller && !client4xx && !open ? int(r, 2, 3) : 1;
    if (!open)
      for (let a = 0; a < attempts; a++)
        if (c.fail && (a === 0 || chance(r, 0.5))) push(at(k) + a * int(r, 150, 900), c.origin, c.fail(r), trace);
    if (caller) {
      const ct = at(k - 1) + (attempts - 1) * 700 + (mode === "timeout" ? int(r, 2000, 8000) : 0);
      if (open) {
        push(ct, caller.name, shortCircuit(caller.rt, c.origin), trace);
      } else {
        for (let a = 1; a < attempts; a++)
          push(at(k - 1) + a * 600, caller.name, callerRetry(r, caller.rt, c.origin, a, mode), trace);
        const cf = callerFail(r, caller.rt, c.origin, mode);
        push(ct, caller.name, client4xx ? { ...cf, level: "warn" } : cf, trace);
      }
      if (c.breaker && breakerAt < 0 && failures >= 12) {
        breakerAt = ct + 1;
        push(breakerAt, caller.name, breakerOpen(caller.rt, c.origin));
      }
    }
    if (k >= 0 && k - 1 > 0) {
      // upstream steps up to the edge report the failure in their access line
      const s0 = flow.steps[0];
      push(
        at(0) + (attempts - 1) * 700 + 5,
        s0.svc,
        {
          level: client4xx ? "warn" : "error",
          msg: s0.line(r, {
            status: edgeStatus(mode, false, r),
            ms: mode === "timeout" ? int(r, 5000, 10000) : int(r, 30, 2500),
          }),
        },
        trace,
      );
    } else if (k === 1 || k === 0) {
      const s0 = flow.steps[0];
      const st = k === 0 ? (client4xx ? 422 : 500) : edgeStatus(mode, true, r);
      if (s0.path)
        push(
          at(0) + (attempts - 1) * 700 + 5,
          s0.svc,
          {
            level: st < 500 ? "warn" : "error",
            msg: s0.line(r, { status: st, ms: mode === "timeout" ? int(r, 5000, 10000) : int(r, 20, 1500) }),
          },
          trace,
        );
    }
  }

  // chatter, noise, deprecations
  for (const ch of [...e.chatter, e.noisy, ...e.deprecations]) {
    for (let t = w.start + r() * ch.every * 1000; t < end; t += (-Math.log(1 - r()) * ch.every + 0.2) * 1000) {
      if (ch.level === "info" && silenced(ch.svc, t)) continue;
      if (ch === e.noisy || !(c && ch.svc === origin && t >= failAt && c.quiet))
        push(t, ch.svc, { level: ch.level, msg: ch.line(r) });
    }
  }

  // one unrelated reload / deploy near the failure (or mid-window when quiet), plus benign bursts
  const near = Number.isFinite(failAt)
    ? failAt + int(r, -150, 150) * 1000
    : w.start + (end - w.start) * (0.3 + r() * 0.4);
  const others = e.reloads.filter((x) => x.svc !== origin);
  const rl = pick(r, others);
  push(near, rl.svc, { level: "info", msg: rl.line(r) });
  for (const b of benign(r, e, w.start, end, origin)) push(b.t, b.svc, b.line);

  // the failure story's own one-off and periodic lines
  if (c && Number.isFinite(failAt)) {
    for (const [i, l] of (c.pre?.(r) ?? []).entries()) push(failAt + i * int(r, 200, 1500), c.origin, l);
    if (c.periodic && c.every) {
      for (let t = failAt + int(r, 1, 8) * 1000; t < end; t += c.every * (0.6 + r() * 0.8) * 1000)
        push(t, c.origin, c.periodic(r));
    }
  }

  if (c?.echo && Number.isFinite(failAt)) {
    const ec = c.echo;
    for (let t = failAt + int(r, 60, 120) * 1000; t < end; t += ec.every * (0.6 + r() * 0.8) * 1000)
      push(t, ec.svc, ec.line(r));
  }
  for (const ev of evs) ev.t += skew[ev.svc] ?? 0;
  evs.sort((a, b) => a.t - b.t);
  const width = Math.max(...e.svcs.map((s) => s.name.length)) + 4;
  const pod = (svc: string) => `${svc}-${hex(mulberry32(strSeed(svc)), 9)}-${hex(mulberry32(strSeed(`${svc}x`)), 5)}`;
  return evs.flatMap((ev) => render(fmt, ev, { ns: e.ns, width, pod }));
}

const strSeed = (s: string): number => {
  let h = 2166136261;
  for (const ch of s) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
};
