// The shared machinery of one quiet45 file: the context generators write into, the request traffic of a
// developer platform, and the sort by printed time.
import type { Estate, Role } from "./estates.js";
import type { Level, Rec } from "./formats.js";
import type { Rng } from "./rng.js";

export type Flow =
  | "api"
  | "browse"
  | "clone"
  | "job"
  | "pull"
  | "push"
  | "scan"
  | "flag"
  | "search"
  | "hook"
  | "deploy";

export interface Extra {
  trace?: string;
  stack?: string[];
  errKind?: string;
  /** written even while the role is silent */
  always?: boolean;
}

export class Ctx {
  readonly recs: Rec[] = [];
  readonly skew: Partial<Record<Role, number>> = {};
  /** true-time ranges in which a role's info/debug lines stop (a service that went quiet) */
  readonly silent: Partial<Record<Role, [number, number][]>> = {};
  /** called for each request before it is written; returns true when it wrote the request itself */
  failHook?: (t: number, flow: Flow, tid: string | undefined) => boolean;
  jobSeq: number;
  pipeSeq: number;
  constructor(
    readonly rng: Rng,
    readonly est: Estate,
    readonly t0: number,
    readonly t1: number,
    readonly present: ReadonlySet<Role>,
  ) {
    for (const r of present) this.skew[r] = rng.int(-300, 300);
    this.jobSeq = rng.int(4_100_000, 8_900_000);
    this.pipeSeq = rng.int(210_000, 690_000);
  }
  has(role: Role): boolean {
    return this.present.has(role);
  }
  n(role: Role): string {
    return this.est.names[role];
  }
  tid(): string | undefined {
    return this.est.traced ? this.rng.hex(16) : undefined;
  }
  emit(t: number, role: Role, level: Level, msg: string, extra: Extra = {}): void {
    if (!this.present.has(role) || t < this.t0 || t >= this.t1) return;
    const quiet = this.silent[role]?.some(([a, b]) => t >= a && t < b) ?? false;
    if (quiet && !extra.always && (level === "info" || level === "debug")) return;
    const rec: Rec = { at: Math.round(t + (this.skew[role] ?? 0)), svc: this.est.names[role], level, msg };
    if (extra.trace) rec.trace = extra.trace;
    if (extra.stack) rec.stack = extra.stack;
    if (extra.errKind) rec.errKind = extra.errKind;
    this.recs.push(rec);
  }
  /** calls `f` at times from `from` to `to` spaced by `every` ms with +-jitter */
  every(every: number, f: (t: number) => void, from = this.t0, to = this.t1, jitter = 0.3): void {
    let t = from + this.rng.next() * every;
    while (t < to) {
      f(t);
      t += every * (1 - jitter + 2 * jitter * this.rng.next());
    }
  }
  project(): string {
    return this.rng.pick(this.est.projects);
  }
  sha(): string {
    return this.rng.hex(8);
  }
  job(): number {
    this.jobSeq += this.rng.int(1, 9);
    return this.jobSeq;
  }
  pipeline(): number {
    this.pipeSeq += this.rng.int(1, 4);
    return this.pipeSeq;
  }
  runnerId(): string {
    return `${this.rng.pick(["r", "runner", "ag"])}-${this.rng.hex(6)}`;
  }
}

const ms = (rng: Rng, lo: number, hi: number) => rng.int(lo, hi);
const IMAGES = [
  "node:20-bookworm",
  "golang:1.22",
  "python:3.12-slim",
  "eclipse-temurin:21-jdk",
  "ruby:3.3",
  "mcr.microsoft.com/dotnet/sdk:8.0",
];
const BRANCHES = [
  "main",
  "release/2026.11",
  "feat/checkout-v2",
  "fix/flaky-login",
  "renovate/lodash-4.x",
  "chore/bump-deps",
];

/** One request of kind `flow` at true time t, callers and callees logging as they would. */
export function request(c: Ctx, t: number, flow: Flow): void {
  const r = c.rng;
  const tid = c.tid();
  if (c.failHook?.(t, flow, tid)) return;
  const x = tid ? { trace: tid } : {};
  const p = c.project();
  switch (flow) {
    case "api": {
      const path = r.pick([
        `/api/v4/projects/${r.int(100, 9000)}/pipelines`,
        `/api/v4/projects/${r.int(100, 9000)}/merge_requests`,
        `/api/v4/projects/${r.int(100, 9000)}/jobs/${c.jobSeq - r.int(0, 400)}`,
        "/api/v4/user",
        `/api/v4/groups/${r.int(10, 300)}/projects`,
      ]);
      const d = ms(r, 12, 240);
      c.emit(t + d - 3, "ci", "info", `listed ${r.int(1, 50)} records for ${p} in ${d - 4}ms`, x);
      c.emit(t + d, "edge", "info", `${r.pick(["GET", "GET", "GET", "POST"])} ${path} 200 ${d}ms`, x);
      return;
    }
    case "browse": {
      const d = ms(r, 20, 420);
      c.emit(
        t + d - 5,
        "git",
        "info",
        `GetTreeEntries repo=${p} rev=${r.pick(BRANCHES)} entries=${r.int(3, 240)} took=${d - 6}ms`,
        x,
      );
      c.emit(t + d, "edge", "info", `GET /${p}/-/tree/${r.pick(BRANCHES)} 200 ${d}ms`, x);
      return;
    }
    case "clone": {
      const d = ms(r, 180, 4200);
      const mb = (r.int(2, 900) / 10).toFixed(1);
      c.emit(
        t + d,
        "git",
        "info",
        `upload-pack repo=${p} protocol=v2 depth=20 sent=${mb}MiB took=${(d / 1000).toFixed(2)}s`,
        x,
      );
      c.emit(t + d + 20, "runner", "info", `Fetched ${p} @ ${c.sha()} (depth 20) in ${(d / 1000).toFixed(1)}s`, x);
      return;
    }
    case "job": {
      const j = c.job();
      const rid = c.runnerId();
      const img = r.pick(IMAGES);
      c.emit(
        t,
        "ci",
        "info",
        `job ${j} (${r.pick(["test", "lint", "build", "unit", "e2e", "package"])}) of ${p} assigned to runner ${rid}`,
        x,
      );
      c.emit(t + ms(r, 300, 2500), "runner", "info", `job ${j} started on ${rid} image=${img}`, x);
      const dur = ms(r, 40, 600);
      if (t + dur * 1000 < c.t1)
        c.emit(
          t + dur * 1000,
          "runner",
          "info",
          `job ${j} succeeded in ${Math.floor(dur / 60)}m${dur % 60}s exit_code=0`,
          x,
        );
      return;
    }
    case "pull": {
      const d = ms(r, 8, 300);
      const tag = r.pick(["latest", `${c.sha()}`, "v2026.11.3", "main", "cache"]);
      c.emit(t + d, "registry", "info", `GET /v2/${p}/manifests/${tag} 200 ${d}ms digest=sha256:${r.hex(12)}`, x);
      if (r.chance(0.4))
        c.emit(
          t + d + 40,
          "runner",
          "info",
          `Pulled ${c.est.registryHost}/${p}:${tag} (${r.int(1, 40)} layers, ${r.int(0, 30)} cached)`,
          x,
        );
      return;
    }
    case "push": {
      const d = ms(r, 60, 2400);
      const tag = c.sha();
      c.emit(t + d - 10, "registry", "info", `PUT /v2/${p}/manifests/${tag} 201 ${d}ms size=${r.int(900, 9000)}`, x);
      c.emit(t + d, "runner", "info", `pushed ${c.est.registryHost}/${p}:${tag} digest: sha256:${r.hex(12)}`, x);
      return;
    }
    case "scan": {
      const d = ms(r, 900, 9000);
      c.emit(
        t + d,
        "scanner",
        "info",
        `scanned ${c.est.registryHost}/${p}@sha256:${r.hex(12)} packages=${r.int(80, 1400)} critical=0 high=${r.int(0, 3)} medium=${r.int(0, 25)} low=${r.int(0, 60)} in ${(d / 1000).toFixed(1)}s`,
      );
      return;
    }
    case "flag": {
      const d = ms(r, 1, 14);
      const caller: Role = r.pick(["edge", "deploy", "ci"]);
      c.emit(t + d, "flags", "info", `evaluated ${r.int(3, 60)} flags for ${c.n(caller)} env=prod in ${d}ms`, x);
      return;
    }
    case "search": {
      const d = ms(r, 15, 900);
      const q = r.pick([
        "parseConfig",
        "TODO(security)",
        "func NewClient",
        "class RetryPolicy",
        "lang:go context.WithTimeout",
        '"deprecated" path:*.yml',
        "repo:core/* sqlx",
      ]);
      c.emit(
        t + d - 4,
        "search",
        "info",
        `query ${JSON.stringify(q)} shards=${r.int(8, 64)} matches=${r.int(0, 4000)} took=${d - 5}ms`,
        x,
      );
      c.emit(t + d, "edge", "info", `GET /search?q=${encodeURIComponent(q).slice(0, 30)} 200 ${d}ms`, x);
      return;
    }
    case "hook": {
      const d = ms(r, 40, 900);
      const ev = r.pick(["push", "merge_request", "pipeline", "tag_push", "note"]);
      c.emit(t, "git", "info", `post-receive ${p} ${r.pick(BRANCHES)} ${c.sha()}..${c.sha()} queued ${ev} event`, x);
      c.emit(
        t + d,
        "hooks",
        "info",
        `delivered ${ev} hook #${r.int(10000, 99999)} -> ${r.pick(["https://ci.partner-a.example/hooks", "https://chat.internal/hooks/dev", "https://jira.internal/rest/webhooks", "https://argocd.internal/api/webhook"])} 200 in ${d}ms`,
        x,
      );
      return;
    }
    case "deploy": {
      const app = r.pick(c.est.apps);
      const step = r.int(1, 5);
      c.emit(
        t,
        "deploy",
        "info",
        `rollout ${app} env=${r.pick(["staging", "prod", "prod", "canary"])} revision ${r.int(120, 900)}: ${step}/5 replicas updated, ${step}/5 ready`,
        x,
      );
      return;
    }
  }
}

const WEIGHTS: [Flow, number][] = [
  ["api", 26],
  ["browse", 14],
  ["clone", 12],
  ["job", 12],
  ["pull", 12],
  ["push", 4],
  ["scan", 3],
  ["flag", 8],
  ["search", 6],
  ["hook", 6],
  ["deploy", 2],
];

/** Request traffic at `perMin` requests a minute, plus health checks and heartbeats of every service. */
export function traffic(c: Ctx, perMin: number): void {
  const total = WEIGHTS.reduce((s, [, w]) => s + w, 0);
  const gap = 60_000 / perMin;
  c.every(
    gap,
    (t) => {
      let x = c.rng.next() * total;
      for (const [f, w] of WEIGHTS) {
        x -= w;
        if (x < 0) {
          request(c, t, f);
          break;
        }
      }
    },
    c.t0,
    c.t1,
    0.9,
  );
  c.every(10_000, (t) => c.emit(t, "edge", "info", "GET /-/readiness 200 0ms ua=kube-probe/1.29"));
  c.every(30_000, (t) =>
    c.emit(
      t,
      "ci",
      "info",
      `queue depth pending=${c.rng.int(0, 14)} running=${c.rng.int(40, 160)} runners_online=${c.rng.int(38, 64)}`,
    ),
  );
  c.every(15_000, (t) => c.emit(t, "runner", "info", `heartbeat ok: ${c.rng.int(2, 8)}/8 slots busy`));
  c.every(60_000, (t) =>
    c.emit(
      t,
      "registry",
      "info",
      `storage stats: blobs=${c.rng.int(1_200_000, 1_300_000)} used=${c.rng.int(61, 64)}.${c.rng.int(0, 9)}TiB uploads_in_flight=${c.rng.int(0, 30)}`,
    ),
  );
  c.every(45_000, (t) =>
    c.emit(t, "flags", "info", `ruleset v${c.rng.int(8800, 8830)} up to date (etag ${c.rng.hex(8)})`),
  );
  c.every(60_000, (t) =>
    c.emit(
      t,
      "search",
      "info",
      `incremental index: ${c.rng.int(3, 90)} repos, ${c.rng.int(20, 900)} commits in ${c.rng.int(2, 40)}s`,
    ),
  );
  c.every(30_000, (t) =>
    c.emit(t, "scanner", "info", `advisory feed fresh (last sync ${c.rng.int(1, 55)}m ago), queue=${c.rng.int(0, 20)}`),
  );
  c.every(40_000, (t) => c.emit(t, "deploy", "info", `reconcile loop: ${c.rng.int(40, 70)} apps in sync, 0 drifted`));
  c.every(20_000, (t) => c.emit(t, "hooks", "info", `outbox: ${c.rng.int(0, 40)} pending, oldest ${c.rng.int(0, 3)}s`));
  c.every(25_000, (t) =>
    c.emit(
      t,
      "git",
      "info",
      `housekeeping: repacked ${c.rng.int(1, 9)} repos, pruned ${c.rng.int(0, 400)} loose objects`,
    ),
  );
}

/** Records in the order a log aggregator prints them: by printed time, stable. */
export function sorted(c: Ctx): Rec[] {
  return c.recs
    .map((r, i) => ({ r, i }))
    .sort((a, b) => a.r.at - b.r.at || a.i - b.i)
    .map((x) => x.r);
}
