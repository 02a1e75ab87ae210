// Builds one scenario's stream: baseline traffic, then (for an incident) the fault switched on at the origin, with
// crash / restart lines, the harmless noise of the estate, and per-service clock skew.
import type { Estate } from "./estates.js";
import type { Format } from "./formats.js";
import type { IdStyle } from "./ids.js";
import type { IncidentSpec } from "./incidents.js";
import type { QuietSpec } from "./quiet.js";
import type { Rng } from "./rng.js";
import { type LogEvent, Stream } from "./stream.js";
import { type Fault, type Special, Traffic } from "./traffic.js";

export interface Built {
  text: string;
  lines: number;
  incidentStart: number | null;
}

export function buildScenario(
  e: Estate,
  rng: Rng,
  format: Format,
  t0: number,
  targetLines: number,
  spec?: IncidentSpec,
  quiet?: QuietSpec,
): Built {
  const styles = new Map<string, IdStyle>(e.services.map((s) => [s.name, s.ids]));
  const skew = new Map<string, number>(e.services.map((s) => [s.name, rng.int(-300, 300)]));
  const baseline = rng.int(120, 480) * 1000;
  const start = t0 + baseline;
  const t1 = spec ? start + rng.int(240, 540) * 1000 : t0 + rng.int(360, 900) * 1000;
  const out = new Stream(styles, skew);
  const own = new Set<LogEvent>();
  const down: [number, number][] = [];
  let fault: Fault | undefined;
  if (spec) {
    const at = (t: number, lines: { level: LogEvent["level"]; msg: string; stack?: string[] }[]) =>
      lines.forEach((l, k) => {
        const ev: LogEvent = {
          t: t + k * rng.int(1, 30),
          svc: spec.origin,
          level: l.level,
          msg: l.msg,
          stack: l.stack,
        };
        own.add(ev);
        out.add(ev);
      });
    if (spec.before) at(start - spec.before.dt * 1000, [spec.before.line]);
    if (spec.pattern === "crash") {
      let t = start;
      let backoff = 10;
      while (t < t1) {
        at(t, spec.trigger?.(rng) ?? []);
        if (spec.restart) {
          const d = rng.int(8, 25) * 1000;
          down.push([t, t + d]);
          at(t + d, spec.restart(rng));
          t += d + rng.int(25, 70) * 1000;
        } else {
          const d = backoff * 1000 + rng.int(0, 3000);
          down.push([t, t + d]);
          t += d;
          backoff = Math.min(backoff * 2, 300);
        }
      }
    } else if (spec.trigger) at(start + rng.int(0, 4000), spec.trigger(rng));
    const isDown = (t: number) => down.some(([a, b]) => t >= a && t < b);
    const worker = e.services.find((s) => s.name === spec.origin)?.rt === "celery";
    fault = {
      origin: spec.origin,
      start,
      fails: (t, r) => (spec.pattern === "crash" ? isDown(t) : r.chance(spec.failP)),
      mode: (t) => (spec.pattern === "crash" && isDown(t) ? { kind: "refused" } : spec.mode),
      originLines: (_t, r) => (worker || r.chance(spec.originP) ? spec.lines(r) : []),
      retries: spec.retries,
      callerStatus: spec.callerStatus,
      callerMsg: spec.callerMsg,
    };
  }
  const traffic = new Traffic(e, out, rng, fault);
  const gap = ((t1 - t0) / Math.max(targetLines / 9, 50)) | 0;
  for (let t = t0 + rng.int(0, 500); t < t1; t += rng.int((gap * 3) / 10, (gap * 17) / 10)) {
    let special: Special;
    if (quiet && rng.chance(0.05)) special = quiet.lean;
    else if (rng.chance(0.02)) special = rng.pick(["notfound", "cancel", "retryok"] as const);
    traffic.request(t, traffic.pickRoute(), special);
  }
  traffic.background(t0, t1);
  if (spec && down.length)
    out.drop((ev) => ev.svc === spec.origin && !own.has(ev) && down.some(([a, b]) => ev.t >= a && ev.t < b));
  const { text, lines } = out.render(format, e.ns);
  return { text, lines, incidentStart: spec ? start : null };
}
