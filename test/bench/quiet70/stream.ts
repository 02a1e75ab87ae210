// Builds one aggregated window: the estate's normal day, the deploy nearby, the alarming-but-harmless episodes and
// (in incidents) the failure, then per-service skew, sorting by printed time and rendering.
import { baseline, type Estate } from "./estates.js";
import { type Format, type Level, type Rec, render } from "./formats.js";
import { type Rng, vin } from "./rng.js";

export type Role = "app" | "cmd" | "gw" | "tlm" | "trips" | "charge" | "ota" | "vin" | "sms" | "dealer" | "fleet";
export type Runtime = "node" | "java" | "go" | "python" | "dotnet" | "ruby";
export const RUNTIME: Record<Role, Runtime> = {
  app: "node",
  cmd: "java",
  gw: "go",
  tlm: "go",
  trips: "python",
  charge: "java",
  ota: "java",
  vin: "dotnet",
  sms: "node",
  dealer: "ruby",
  fleet: "python",
};

export interface Ctx {
  r: Rng;
  e: Estate;
  t0: number;
  t1: number;
  has(role: Role): boolean;
  svc(role: Role): string;
  add(t: number, role: Role, level: Level, msg: string, req?: string): void;
  /** calls fn about every gapMs (jittered) from `from` to `to`; a returned line is logged by `role` */
  every(role: Role | null, from: number, to: number, gapMs: number, fn: (t: number) => [Level, string] | null): void;
  /** false when the role's normal lines stop (silenced) or this request fails (outage) */
  ok(role: Role, t: number): boolean;
  silence(role: Role, from: number, until?: number): void;
  outage(role: Role, from: number, pass: number): void;
  vin(): string;
  id(): string | undefined;
}

export interface Episode {
  needs: Role[];
  run(c: Ctx, at: number): void;
}

export interface WindowSpec {
  estate: Estate;
  format: Format;
  t0: number;
  minutes: number;
  rate: number;
  episodes: { ep: Episode; at: number }[];
  deployAt: number;
  deployRole: Role;
  keep: Role[];
}

const STARTUP: Record<Runtime, (c: Ctx, name: string) => [Level, string][]> = {
  java: (c, name) => [
    ["info", "Commencing graceful shutdown. Waiting for active requests to complete"],
    ["info", "Graceful shutdown complete"],
    [
      "info",
      `Starting ${name.replace(/(^|-)(\w)/g, (_m, _d, ch: string) => ch.toUpperCase())}Application v2.${c.r.int(10, 60)}.${c.r.int(0, 9)} using Java 21.0.${c.r.int(2, 5)} with PID 1`,
    ],
    ["info", 'The following 1 profile is active: "prod"'],
    [
      "warn",
      "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
    ],
    [
      "info",
      `Started in ${(c.r.next() * 8 + 6).toFixed(3)} seconds (process running for ${(c.r.next() * 8 + 15).toFixed(3)})`,
    ],
  ],
  node: (c) => [
    ["info", "SIGTERM received, closing server"],
    [
      "info",
      `server listening on 0.0.0.0:8080 release=${c.r.int(4, 6)}.${c.r.int(0, 30)}.${c.r.int(0, 9)} node=v20.${c.r.int(10, 18)}.0`,
    ],
  ],
  go: (c, name) => [
    ["info", "received signal terminated, shutting down"],
    [
      "info",
      `starting ${name} version=v1.${c.r.int(10, 60)}.${c.r.int(0, 9)} commit=${c.r.hex(7)} go=go1.22.${c.r.int(1, 8)}`,
    ],
  ],
  python: (c) => [
    ["info", "Handling signal: term"],
    ["info", `Worker exiting (pid: ${c.r.int(8, 40)})`],
    ["info", "Starting gunicorn 22.0.0"],
    ["info", `Booting worker with pid: ${c.r.int(8, 40)}`],
  ],
  dotnet: () => [
    ["info", "Application is shutting down..."],
    ["info", "Now listening on: http://[::]:8080"],
    ["info", "Application started. Press Ctrl+C to shut down."],
    ["info", "Hosting environment: Production"],
  ],
  ruby: (c) => [
    ["info", "- Gracefully stopping, waiting for requests to finish"],
    ["info", `* Puma version: 6.4.${c.r.int(0, 3)} (ruby 3.3.${c.r.int(0, 5)}-p0) ("The Eagle of Durango")`],
    ["info", "* Listening on http://0.0.0.0:3000"],
  ],
};

export function buildWindow(spec: WindowSpec, r: Rng): string[] {
  const e = spec.estate;
  const t0 = spec.t0;
  const t1 = t0 + spec.minutes * 60000;
  const recs: Rec[] = [];
  const keep = new Set(spec.keep);
  const silenced = new Map<Role, [number, number][]>();
  const outages = new Map<Role, [number, number]>();
  const pool = Array.from({ length: 600 }, () => vin(r, e.wmi));
  const c: Ctx = {
    r,
    e,
    t0,
    t1,
    has: (role) => keep.has(role),
    svc: (role) => e.names[role] ?? role,
    add: (t, role, level, msg, req) => {
      if (!keep.has(role) || t < t0 || t >= t1) return;
      recs.push({ t, svc: e.names[role] ?? role, level, msg, ...(req ? { req } : {}) });
    },
    every: (role, from, to, gap, fn) => {
      let t = from + r.next() * gap;
      while (t < to) {
        const res = fn(t);
        if (res && role && !silenced.get(role)?.some(([a, b]) => t >= a && t < b))
          c.add(t, role, res[0], res[1], undefined);
        t += gap * (0.4 + r.next() * 1.2);
      }
    },
    ok: (role, t) => {
      if (silenced.get(role)?.some(([a, b]) => t >= a && t < b)) return false;
      const o = outages.get(role);
      if (o && t >= o[0] && r.next() >= o[1]) return false;
      return true;
    },
    silence: (role, from, until = Number.POSITIVE_INFINITY) => {
      silenced.set(role, [...(silenced.get(role) ?? []), [from, until]]);
    },
    outage: (role, from, pass) => outages.set(role, [from, pass]),
    vin: () => r.pick(pool),
    id: () => (e.traces ? r.hex(16) : undefined),
  };
  // episodes first: they may silence or fail a role for the baseline
  for (const { ep, at } of spec.episodes) ep.run(c, at);
  baseline(c, spec.rate);
  // an unrelated release or config reload
  const name = c.svc(spec.deployRole);
  if (r.chance(0.7)) {
    let t = spec.deployAt;
    for (const [lv, m] of STARTUP[RUNTIME[spec.deployRole]](c, name)) {
      c.add(t, spec.deployRole, lv, m);
      t += r.int(300, 4000);
    }
  } else {
    c.add(
      spec.deployAt,
      spec.deployRole,
      "info",
      `config reloaded from /etc/${name}/application.yaml (${r.int(1, 4)} keys changed, checksum ${r.hex(12)})`,
    );
  }
  const skew = new Map<string, number>();
  for (const role of keep) skew.set(c.svc(role), r.int(-300, 300));
  const printed = (x: Rec) => x.t + (skew.get(x.svc) ?? 0);
  recs.sort((a, b) => printed(a) - printed(b));
  return render(spec.format, recs, skew, e.namespace);
}
