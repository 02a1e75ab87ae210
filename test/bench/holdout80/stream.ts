// One aggregated window: baseline traffic of an estate, an optional broken service, skewed clocks, sorted and rendered.
import type { Emit, Estate } from "./estates.js";
import { type Fmt, render } from "./formats.js";
import type { Inc } from "./incidents.js";
import type { Rng } from "./rng.js";
import type { Rt } from "./stacks.js";

/** A burst of harmless lines a quiet window adds (backfills, sandbox receipts, store billing retries ...). */
export interface Burst {
  svc: string;
  at: number;
  span: number;
  count: number;
  f: (r: Rng) => Emit;
}

export interface Plan {
  estate: Estate;
  fmt: Fmt;
  startMs: number;
  minutes: number;
  /** Baseline lines a second the estate's traffic is scaled to. */
  traffic: number;
  inc?: Inc;
  /** Seconds into the window the service breaks. */
  incAt: number;
  deployAt: number;
  bursts: Burst[];
}

interface Raw {
  t: number;
  svc: string;
  e: Emit;
  trace?: string;
}

function health(r: Rng, rt: Rt, svc: string, ip: string): Emit {
  const info = (msg: string): Emit => ({ lvl: "info", msg });
  switch (rt) {
    case "go":
      return info(`GET /healthz 200 ${r.int(80, 900)}µs ua=kube-probe/1.29`);
    case "node":
      return info(`GET /health 200 ${r.int(0, 3)}.${r.int(100, 999)} ms - 15`);
    case "python":
      return info(`${ip} - - "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"`);
    case "java":
      return info(`GET /actuator/health -> 200 (${r.int(1, 9)} ms)`);
    case "dotnet":
      return info(
        `Request finished HTTP/1.1 GET http://${svc}:8080/healthz - 200 - text/plain 0.${r.int(1000, 9999)}ms`,
      );
    case "ruby":
      return info(
        `method=GET path=/up format=html controller=Rails::HealthController action=show status=200 duration=${r.int(0, 2)}.${r.int(10, 99)}`,
      );
    case "cpp":
      return info(`health probe ok (uptime ${r.int(3000, 900000)}s, ${r.int(4, 12)} threads)`);
  }
}

export function buildStream(r: Rng, p: Plan): string[] {
  const { estate, inc } = p;
  const W = p.minutes * 60;
  const svcs = Object.keys(estate.svcs);
  const skew: Record<string, number> = {};
  const host: Record<string, string> = {};
  for (const s of svcs) {
    skew[s] = r.int(-300, 300);
    host[s] = `${s}-${r.hex(9)}-${r.hex(5)}`;
  }
  const out: Raw[] = [];
  const origin = inc?.origin;
  const broken = (t: number) => inc !== undefined && t >= p.incAt;
  const silenced = (svc: string, t: number) => inc?.silent === true && svc === origin && broken(t);
  const add = (t: number, svc: string, e: Emit, trace?: string) => {
    if (t < 0 || t >= W) return;
    if (silenced(svc, t)) return;
    out.push({ t, svc, e, trace });
  };

  // Traffic is scaled so the estate's flows and chatter together make about `traffic` lines a second.
  const natural =
    estate.flows.reduce((s, f) => s + f.rate * f.hops.length, 0) + estate.chatter.reduce((s, c) => s + c.rate, 0);
  const scale = p.traffic / natural;

  for (const flow of estate.flows) {
    const touches = origin !== undefined && flow.hops.some((h) => h.svc === origin);
    for (let t = r.gap(flow.rate * scale); t < W; t += r.gap(flow.rate * scale)) {
      if (touches && broken(t) && (inc?.silent || r.chance(0.7))) continue;
      const trace = estate.traced ? r.hex(16) : undefined;
      // Downstream hops log as they finish; the entry service logs last, when the whole request is done.
      let at = t;
      for (const hop of flow.hops.slice(1)) {
        at += r.int(4, 160) / 1000;
        add(at, hop.svc, hop.f(r), trace);
      }
      add(at + r.int(2, 40) / 1000, flow.hops[0].svc, flow.hops[0].f(r), trace);
    }
  }
  for (const c of estate.chatter)
    for (let t = r.gap(c.rate * scale); t < W; t += r.gap(c.rate * scale)) add(t, c.svc, c.f(r));
  for (const j of estate.jobs)
    for (let t = r.int(1, j.every); t < W; t += j.every + r.next() * 2) add(t, j.svc, j.f(r));
  for (let t = r.gap(estate.noisy.rate); t < W; t += r.gap(estate.noisy.rate))
    add(t, estate.noisy.svc, estate.noisy.f(r));
  for (const d of estate.deprecations)
    for (let t = r.int(5, d.every); t < W; t += d.every + r.int(-20, 20)) add(t, d.svc, { lvl: "warn", msg: d.msg });
  for (const s of svcs) {
    const every = r.int(10, 20);
    const ip = `10.${r.int(0, 63)}.${r.int(0, 255)}.1`;
    for (let t = r.next() * every; t < W; t += every) add(t, s, health(r, estate.svcs[s], s, ip));
  }

  // Retries that succeed: one service sometimes needs a second attempt at another.
  const retrier = estate.flows[0].hops[0].svc;
  const targets = svcs.filter((s) => s !== retrier && s !== origin);
  for (let t = r.int(20, 90); t < W; t += r.int(50, 140)) {
    const target = r.pick(targets);
    const why = r.pick(["read timeout after 2000ms", "connection reset by peer", "503 Service Unavailable", "EOF"]);
    add(t, retrier, { lvl: "warn", msg: `call to ${target} failed (attempt 1 of 3): ${why}; retrying in 200ms` });
    add(t + 0.2 + r.next() * 0.3, retrier, { lvl: "info", msg: `call to ${target} succeeded on attempt 2` });
  }

  // An unrelated rollout or reload near the interesting moment.
  const deploy = r.pick(estate.deploys.filter((d) => d.svc !== origin));
  let dt = p.deployAt;
  for (const msg of deploy.lines(r)) {
    add(dt, deploy.svc, { lvl: "info", msg });
    dt += r.int(300, 9000) / 1000;
  }

  for (const b of p.bursts) for (let i = 0; i < b.count; i++) add(b.at + r.next() * b.span, b.svc, b.f(r));

  if (inc) {
    inc.pre?.lines.forEach((e, i) => {
      add(p.incAt - inc.pre!.lead + i * 1.5, inc.origin, e);
    });
    let k = 0;
    for (let t = p.incAt + r.next() * 2; t < W; t += r.gap(inc.rate)) {
      const trace = estate.traced && r.chance(0.7) ? r.hex(16) : undefined;
      out.push({ t, svc: inc.origin, e: inc.o(r, k++), trace });
      const first = inc.callers[0];
      if (trace && first && r.chance(0.4)) add(t + r.int(30, 400) / 1000, first.svc, first.f(r), trace);
    }
    for (const c of inc.callers) {
      for (let t = p.incAt + r.int(2, 8) + r.gap(c.rate); t < W; t += r.gap(c.rate)) {
        add(t, c.svc, c.f(r), estate.traced && r.chance(0.5) ? r.hex(16) : undefined);
      }
    }
  }

  const printed = out.map((x, i) => ({ ...x, pt: p.startMs + Math.round(x.t * 1000) + skew[x.svc], i }));
  printed.sort((a, b) => a.pt - b.pt || a.i - b.i);
  const pad = Math.max(...svcs.map((s) => s.length)) + 3;
  const lines: string[] = [];
  for (const x of printed) {
    lines.push(
      ...render(
        p.fmt,
        {
          t: x.pt,
          svc: x.svc,
          lvl: x.e.lvl,
          msg: x.e.msg,
          stack: x.e.stack,
          errType: x.e.errType,
          trace: x.trace,
          host: host[x.svc],
        },
        estate.ns,
        pad,
      ),
    );
  }
  return lines;
}
