// Builds one window: picks its services, runs the background traffic, lets the scenario add its story, applies
// each service's clock skew and renders the aggregated stream.
import type { Estate, Role, Runtime } from "./estates.js";
import { type Event, type Format, type Level, render } from "./formats.js";
import { accessLine, FLOWS, fill, INFO, PORTS, ROUTINE_ERROR, ROUTINE_WARN } from "./noise.js";
import type { Rng } from "./rng.js";
import { type CallFailure, callFailure } from "./wording.js";

export type AppRole = Exclude<Role, "edge">;

export interface Degrade {
  role: AppRole;
  from: number; // offset from fault start, ms
  to?: number;
  frac: number;
  fail: CallFailure;
  edgeStatus: number;
}

export interface Ctx {
  r: Rng;
  start: number;
  end: number;
  t0: number;
  has(role: Role): boolean;
  n(role: Role): string;
  rt(role: AppRole): Runtime;
  port(role: AppRole): number;
  rid(): string | undefined;
  log(t: number, role: Role, level: Level, msg: string, stack?: string[], rid?: string): void;
  every(from: number, to: number, meanGap: number, fn: (t: number, i: number) => void): void;
  fail(caller: AppRole, callee: AppRole, f: CallFailure, method: string, path: string): string;
  edge(t: number, status: number, method: string, path: string, upstream: AppRole, ms: number): void;
  /** A restart: graceful shutdown line (unless it crashed), then the runtime's start-up lines ~4 s later. */
  deploy(t: number, role: AppRole, version: string, graceful?: boolean): void;
  /** Drops the service's background lines in [from, to) (a crash, a hang); the story's own lines stay. */
  mute(role: Role, from: number, to: number): void;
}

export interface Story {
  needs: AppRole[];
  /** Fault start as a fraction of the window (default 0.3-0.6). */
  at?: [number, number];
  degrade?: (c: Ctx) => Degrade[];
  run(c: Ctx): void;
}

const STARTUP: Record<Runtime, (name: string, v: string, port: number) => string[]> = {
  node: (n, v, p) => [
    `${n}@${v} starting (node v20.11.1, NODE_ENV=production)`,
    `Server listening on http://0.0.0.0:${p}`,
  ],
  java: (n, v, p) => [
    `Starting ${n.replace(/[-_]/g, "")}Application v${v} using Java 21.0.2 with PID 1`,
    `Tomcat started on port ${p} (http) with context path '/'`,
    `Started ${n.replace(/[-_]/g, "")}Application in ${(6 + (v.length % 5) + 0.412).toFixed(3)} seconds (process running for 9.8)`,
  ],
  go: (n, v, p) => [`msg="starting ${n}" version=${v} go=go1.22.1`, `msg="http server listening" addr=:${p}`],
  python: (_n, v, p) => [
    `Started server process [1] (build ${v})`,
    "Waiting for application startup.",
    "Application startup complete.",
    `Uvicorn running on http://0.0.0.0:${p} (Press CTRL+C to quit)`,
  ],
  ruby: (_n, v, p) => [
    `Puma starting in cluster mode... (release ${v})`,
    '* Puma version: 6.4.2 (ruby 3.3.0-p0) ("The Eagle of Durango")',
    `* Listening on http://0.0.0.0:${p}`,
  ],
};
const SHUTDOWN: Record<Runtime, string> = {
  node: "received SIGTERM, closing server (draining 0 open connections)",
  java: "Commencing graceful shutdown. Waiting for active requests to complete",
  go: 'msg="shutdown signal received, draining" signal=terminated',
  python: "Shutting down",
  ruby: "- Gracefully stopping, waiting for requests to finish",
};

export interface Built {
  text: string;
  lines: number;
  services: string[];
}

export function simulate(
  estate: Estate,
  story: Story,
  format: Format,
  r: Rng,
  start: number,
  durMin: number,
  targetLines: number,
  t0: number,
  noisy: boolean,
): Built {
  const end = start + durMin * 60000;
  const roles = new Set<Role>(["edge", ...story.needs]);
  const others = r.shuffle(Object.keys(INFO) as AppRole[]).filter((x) => !roles.has(x));
  const want = r.int(Math.max(6, roles.size), 12);
  for (const o of others) if (roles.size < want) roles.add(o);
  const appRoles = [...roles].filter((x): x is AppRole => x !== "edge");
  const skew = new Map<Role, number>();
  for (const x of roles) skew.set(x, r.int(-300, 300));
  const events: Event[] = [];
  const rid = (): string | undefined =>
    estate.rid === "none"
      ? undefined
      : estate.rid === "traceparent"
        ? r.hex(32)
        : `${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}`;
  const muted: Array<[Role, number, number]> = [];
  const bg = (t: number, role: Role, level: Level, msg: string, stack?: string[], id?: string, keep = false) => {
    if (!roles.has(role) || t < start || t >= end) return;
    events.push({
      t,
      printed: t + (skew.get(role) ?? 0),
      service: estate.names[role],
      level,
      msg,
      stack,
      rid: id,
      keep,
    });
  };
  const log = (t: number, role: Role, level: Level, msg: string, stack?: string[], id?: string) =>
    bg(t, role, level, msg, stack, id, true);
  const c: Ctx = {
    r,
    start,
    end,
    t0,
    has: (x) => roles.has(x),
    n: (x) => estate.names[x],
    rt: (x) => estate.runtimes[x],
    port: (x) => PORTS[estate.runtimes[x]],
    rid,
    log,
    every(from, to, meanGap, fn) {
      let i = 0;
      for (let t = from + r.gap(meanGap); t < Math.min(to, end); t += r.gap(meanGap)) fn(Math.floor(t), i++);
    },
    fail: (caller, callee, f, method, path) =>
      callFailure(estate.runtimes[caller], r, estate.names[callee], PORTS[estate.runtimes[callee]], method, path, f),
    edge(t, status, method, path, upstream, ms) {
      log(
        t,
        "edge",
        status >= 500 ? (estate.edge === "envoy" || estate.edge === "haproxy" ? "INFO" : "ERROR") : "INFO",
        accessLine(
          estate.edge,
          r,
          t,
          method,
          path,
          status,
          estate.names[upstream],
          PORTS[estate.runtimes[upstream]],
          ms,
        ),
      );
    },
    mute(role, from, to) {
      muted.push([role, from, to]);
    },
    deploy(t, role, version, graceful = true) {
      const rt = estate.runtimes[role];
      if (graceful) log(t, role, "INFO", SHUTDOWN[rt]);
      const lines = STARTUP[rt](estate.names[role], version, PORTS[rt]);
      for (let i = 0; i < lines.length; i++) log(t + 4000 + i * r.int(40, 900), role, "INFO", lines[i]);
    },
  };
  const degrade = story.degrade ? story.degrade(c) : [];
  // Background request flows: sized so background is about 85% of the target.
  const flows = FLOWS.filter((f) => roles.has(f.chain[0]));
  const perSec = (targetLines * 0.85) / (durMin * 60);
  const flowShare = 0.62;
  const flowGap = 1000 / ((perSec * flowShare) / 2.6);
  c.every(start, end, flowGap, (t) => {
    const f = r.pick(flows);
    const chain = f.chain.filter((x) => roles.has(x)) as AppRole[];
    const path = fill(f.path, r);
    const id = rid();
    let status = f.method === "POST" && r.chance(0.01) ? 409 : r.chance(0.004) ? 404 : 200;
    let ms = r.int(8, 180);
    let cut = chain.length;
    for (let i = 0; i < chain.length; i++) {
      const d = degrade.find(
        (g) => g.role === chain[i] && t >= t0 + g.from && t < t0 + (g.to ?? 1e12) && r.chance(g.frac),
      );
      if (d) {
        cut = i;
        status = d.edgeStatus;
        ms = d.fail === "timeout" || d.edgeStatus === 504 ? r.int(5000, 30000) : r.int(20, 900);
        if (i > 0)
          bg(t + ms - 5, chain[i - 1], "ERROR", c.fail(chain[i - 1], chain[i], d.fail, f.method, path), undefined, id);
        break;
      }
    }
    for (let i = 0; i < cut; i++)
      bg(t + i * r.int(2, 15), chain[i], "INFO", fill(r.pick(INFO[chain[i]]), r), undefined, id);
    bg(
      t + ms,
      "edge",
      status >= 500 && (estate.edge === "nginx" || estate.edge === "traefik") ? "ERROR" : "INFO",
      accessLine(
        estate.edge,
        r,
        t + ms,
        f.method,
        path,
        status,
        estate.names[chain[0]],
        PORTS[estate.runtimes[chain[0]]],
        ms,
      ),
    );
  });
  // Work lines of every service, and the routine warnings and errors that are always there.
  const workGap = 1000 / ((perSec * (1 - flowShare)) / appRoles.length);
  for (const x of appRoles) {
    c.every(start, end, workGap, (t) => bg(t, x, "INFO", fill(r.pick(INFO[x]), r)));
    c.every(start, end, workGap * r.int(8, 30), (t) => bg(t, x, "WARN", fill(r.pick(ROUTINE_WARN[x]), r)));
    c.every(start, end, workGap * r.int(20, 80), (t) => bg(t, x, "ERROR", fill(r.pick(ROUTINE_ERROR[x]), r)));
  }
  if (noisy) {
    const x = r.pick(appRoles);
    const msg = r.pick(ROUTINE_ERROR[x]);
    const gap = r.int(1500, 6000);
    c.every(start, end, gap, (t) => bg(t, x, "ERROR", fill(msg, r)));
  }
  story.run(c);
  const shown = events.filter(
    (e) => e.keep || !muted.some(([m, a, b]) => estate.names[m] === e.service && e.t >= a && e.t < b),
  );
  shown.sort((a, b) => a.t - b.t || a.service.localeCompare(b.service));
  const width = Math.max(...[...roles].map((x) => estate.names[x].length)) + 2;
  const out: string[] = [];
  for (const e of shown) out.push(...render(e, { format, ridStyle: estate.rid, namespace: estate.namespace, width }));
  return { text: `${out.join("\n")}\n`, lines: out.length, services: [...roles].map((x) => estate.names[x]) };
}
