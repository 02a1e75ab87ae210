// Builds one aggregated window: background flows, periodic jobs, chronic noise, refusals, changes and an episode.
import type { Estate, Line } from "./estates.js";
import { type Ev, type Format, render } from "./formats.js";
import { fill, type Rng } from "./rng.js";
import type { Episode } from "./rules.js";
import { stack } from "./stacks.js";

export interface Window {
  start: number;
  fault: number;
  end: number;
  target: number;
}

export function buildLines(r: Rng, est: Estate, ep: Episode, w: Window, f: Format): string[] {
  const evs: Ev[] = [];
  const muted = (svc: string, t: number) => ep.mute?.[0] === svc && t >= w.fault + ep.mute[1] * 1000;
  const push = (t: number, [svc, lvl, msg]: Line, trace?: string) => {
    if (t < w.start || t >= w.end) return;
    evs.push({ t, svc, lvl, msg: fill(r, msg), trace: est.traces ? trace : undefined });
  };
  const every = (mean: number, fn: (t: number) => void, from = w.start, to = w.end) => {
    for (let t = from + r.f() * mean * 1000; t < to; t += mean * 1000 * (0.5 + r.f())) fn(t);
  };
  const secs = (w.end - w.start) / 1000;
  const flowRate = (w.target * 0.8) / 2.2 / secs;
  every(1 / flowRate, (t) => {
    const flow = r.pick(est.flows);
    const trace = r.hex(16);
    let u = t;
    for (const l of flow) {
      if (!muted(l[0], u)) push(u, l, trace);
      u += r.int(3, 90);
    }
  });
  for (const [l, s] of est.periodic) every(s, (t) => muted(l[0], t) || push(t, l));
  for (const [l, s] of est.chronic) every(s, (t) => push(t, l));
  every(25, (t) => push(t, r.pick(est.noise)));
  if (r.f() < 0.6) push(w.fault + r.int(-120, 90) * 1000, r.pick(est.changes));
  for (const [s, svc, lvl, msg] of ep.at ?? []) push(w.fault + s * 1000, [svc, lvl, msg]);
  for (const rule of ep.rules) {
    const from = w.fault + (rule.from ?? 0) * 1000;
    const to = rule.to === undefined ? w.end : w.fault + rule.to * 1000;
    every(
      rule.e,
      (t) => {
        const m = Array.isArray(rule.m) ? r.pick(rule.m) : rule.m;
        const trace = r.f() < 0.5 ? r.hex(16) : undefined;
        push(t, [rule.s, rule.l, m], trace);
        if (rule.st && t >= w.start && t < w.end) {
          const head = fill(r, rule.st).split("\n");
          const st = stack(r, est.services[rule.s], rule.s, head[0], rule.fr);
          const rt = est.services[rule.s];
          evs[evs.length - 1].stack = rt === "python" ? [...st.slice(0, -1), ...head] : [...head, ...st.slice(1)];
        }
      },
      from,
      to,
    );
  }
  evs.sort((a, b) => a.t - b.t);
  const skew: Record<string, number> = {};
  for (const s of Object.keys(est.services)) skew[s] = r.int(-300, 300);
  const pad = Math.max(...Object.keys(est.services).map((s) => s.length)) + 2;
  const hosts: Record<string, string> = {};
  for (const s of Object.keys(est.services)) hosts[s] = `${s}-${r.hex(5)}-${r.hex(5)}`;
  return evs.flatMap((e) => {
    // multi-line messages: only the JSON formats can carry them on one line; others split into raw lines
    if (e.msg.includes("\n") && (f === "logfmt" || f === "compose")) {
      const [first, ...rest] = e.msg.split("\n");
      return render(
        f,
        { ...e, msg: first, stack: [...rest, ...(e.stack ?? [])] },
        e.t + skew[e.svc],
        pad,
        hosts[e.svc],
      );
    }
    return render(f, e, e.t + skew[e.svc], pad, hosts[e.svc]);
  });
}
