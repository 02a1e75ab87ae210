// One scenario's stream: background traffic, health checks, periodic jobs, the noisy service, deprecation warnings
// and retries that succeed, plus whatever the incident or quiet window adds; sorted by printed (skewed) time.
import type { Estate } from "./estates.js";
import { type Format, type Level, type Printed, render } from "./formats.js";
import type { Rng } from "./rng.js";

export type Line = [Level, string, string[]?];

export interface Ctx {
  r: Rng;
  estate: Estate;
  start: number;
  /** When the fault (or the quiet window's notable event) begins, true time. */
  t0: number;
  end: number;
  add(svc: string, t: number, level: Level, msg: string, stack?: string[]): void;
  /** Poisson events on svc between from and to with the given mean gap (ms). */
  every(
    svc: string,
    from: number,
    to: number,
    meanGap: number,
    f: (t: number, i: number) => Line | Line[] | null,
  ): void;
}

export interface Invoke {
  mem?: number;
  used?: number;
  dur?: number;
  init?: number;
  lines?: Line[];
  outcome?: "ok" | "timeout" | "killed" | "exit" | "error";
  timeoutS?: number;
  req?: string;
}

/** One AWS Lambda invocation as CloudWatch prints it: START, the handler's lines, END, REPORT. */
export function lambda(c: Ctx, fn: string, t: number, o: Invoke = {}): string {
  const r = c.r;
  const id = o.req ?? r.uuid();
  const mem = o.mem ?? 512;
  let dur = o.dur ?? r.float(8, 400);
  if (o.outcome === "timeout") dur = (o.timeoutS ?? 30) * 1000 + r.float(5, 40);
  const used = o.used ?? Math.round(mem * r.float(0.14, 0.35));
  if (o.init !== undefined)
    c.add(
      fn,
      t - o.init - 3,
      "info",
      `INIT_START Runtime Version: nodejs:20.v33 Runtime Version ARN: arn:aws:lambda:eu-west-1::runtime:0cdcfbdefbc5e7d3343f73c2e2dd4cba17d61dea0686b404502a0c9ce83931b9`,
    );
  c.add(fn, t, "info", `START RequestId: ${id} Version: $LATEST`);
  const lines = o.lines ?? [];
  lines.forEach(([lv, m, st], i) => {
    c.add(fn, t + ((i + 1) * dur) / (lines.length + 2), lv, m, st);
  });
  const endT = t + dur;
  let status = "";
  if (o.outcome === "timeout") {
    c.add(
      fn,
      endT,
      "error",
      `${new Date(endT).toISOString()} ${id} Task timed out after ${(dur / 1000).toFixed(2)} seconds`,
    );
    status = "\tStatus: timeout";
  } else if (o.outcome === "killed") {
    c.add(fn, endT, "error", `RequestId: ${id} Error: Runtime exited with error: signal: killed\nRuntime.ExitError`);
    status = "\tStatus: error\tError Type: Runtime.ExitError";
  } else if (o.outcome === "exit") {
    c.add(fn, endT, "error", `RequestId: ${id} Error: Runtime exited with error: exit status 1\nRuntime.ExitError`);
    status = "\tStatus: error\tError Type: Runtime.ExitError";
  }
  c.add(fn, endT + 1, "info", `END RequestId: ${id}`);
  const init = o.init !== undefined ? `\tInit Duration: ${o.init.toFixed(2)} ms` : "";
  c.add(
    fn,
    endT + 2,
    "info",
    `REPORT RequestId: ${id}\tDuration: ${dur.toFixed(2)} ms\tBilled Duration: ${Math.ceil(dur)} ms\tMemory Size: ${mem} MB\tMax Memory Used: ${used} MB${init}${status}`,
  );
  if (o.init !== undefined) c.add(fn, t - 1, "info", `INIT_REPORT Init Duration: ${o.init.toFixed(2)} ms`);
  return id;
}

interface Raw {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
}

export interface Built {
  lines: string[];
}

/**
 * Builds the file: `targetLines` sets the background rate, `inject` adds the scenario's own events.
 */
export function buildStream(
  r: Rng,
  estate: Estate,
  fmt: Format,
  start: number,
  baselineMs: number,
  afterMs: number,
  targetLines: number,
  inject: (c: Ctx) => void,
  mute: string[] = [],
): string[] {
  const evs: Raw[] = [];
  const t0 = start + baselineMs;
  const end = t0 + afterMs;
  const quiet = (svc: string, t: number) => mute.includes(svc) && t >= t0;
  const c: Ctx = {
    r,
    estate,
    start,
    t0,
    end,
    add(svc, t, level, msg, stack) {
      if (t < start || t > end) return;
      evs.push({ t, svc, level, msg, stack });
    },
    every(svc, from, to, meanGap, f) {
      let t = from + r.gap(meanGap);
      let i = 0;
      while (t < Math.min(to, end)) {
        const out = f(t, i++);
        if (out) {
          const list = (Array.isArray(out[0]) ? out : [out]) as Line[];
          list.forEach(([lv, m, st], k) => {
            c.add(svc, t + k * r.float(0.2, 3), lv, m, st);
          });
        }
        t += r.gap(meanGap);
      }
    },
  };
  // Platform furniture first, then the scenario, then background fills up to the target.
  for (const h of estate.health)
    c.every(h.svc, start, end, h.gapMs, (t) => (quiet(h.svc, t) ? null : ["info", h.msg(r)]));
  for (const j of estate.jobs) {
    for (let t = start + r.float(0, j.everyMs); t < end; t += j.everyMs + r.float(-300, 300))
      if (!quiet(j.svc, t)) for (const [k, [lv, m]] of j.run(r).entries()) c.add(j.svc, t + k * r.float(5, 900), lv, m);
  }
  c.every(estate.noisy.svc, start, end, estate.noisy.gapMs, () => [estate.noisy.level, estate.noisy.msg(r)]);
  for (const d of estate.deprecations) {
    c.add(d.svc, start + r.float(500, 20000), "warn", d.msg);
    c.every(d.svc, start, end, r.float(120000, 300000), () => ["warn", d.msg]);
  }
  for (const rt of estate.retries)
    c.every(rt.svc, start, end, r.float(60000, 150000), () => {
      const [fail, ok] = rt.run(r);
      return [
        ["warn", fail],
        ["info", ok],
      ];
    });
  inject(c);
  const fixed = evs.length;
  // Background traffic, rate from the services' weights.
  const totalW = estate.svcs.reduce((s, x) => s + x.weight, 0);
  const want = Math.max(targetLines - fixed, 200);
  const probe: number[] = [];
  for (const s of estate.svcs) {
    const before = evs.length;
    for (let k = 0; k < 10; k++) s.bg(c, start + 1);
    probe.push(Math.max((evs.length - before) / 10, 1));
    evs.length = before;
  }
  estate.svcs.forEach((s, i) => {
    const units = (want * (s.weight / totalW)) / probe[i];
    const gap = (end - start) / Math.max(units, 1);
    let t = start + r.gap(gap);
    while (t < end) {
      if (!quiet(s.name, t)) s.bg(c, t);
      t += r.gap(gap);
    }
  });
  // Printed time: per-service skew (fixed for the file, up to ~300 ms) and replica node.
  const skew = new Map<string, number>();
  const nodes = new Map<string, number>();
  const names = [...new Set(evs.map((e) => e.svc))];
  for (const n of names) {
    skew.set(n, Math.round(r.float(-300, 300)));
    nodes.set(n, r.int(0, 3));
  }
  const printed: Printed[] = evs.map((e) => ({
    at: Math.round(e.t + (skew.get(e.svc) ?? 0)),
    svc: e.svc,
    level: e.level,
    msg: e.msg,
    stack: e.stack,
    node: nodes.get(e.svc) ?? 0,
  }));
  printed.sort((a, b) => a.at - b.at);
  const pad = Math.max(...names.map((n) => n.length + 2)) + 1;
  return printed.flatMap((p) => render(fmt, p, estate.ns, pad));
}
