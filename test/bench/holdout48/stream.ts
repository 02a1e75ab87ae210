// Builds one scenario's stream: background traffic, health checks, periodic jobs, the noisy service, deprecation
// warnings, retries that succeed, then whatever the incident or quiet script adds; skewed, sorted, rendered.
import { DEPRECATIONS, type Estate, normal, type Role, WEIGHT } from "./estates.js";
import { type Event, type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";

export type Line = [Level, string] | [Level, string, string[]];

export interface Ctx {
  r: Rng;
  e: Estate;
  s: Record<Role, string>;
  /** Window start, fault start (true time), window end; ms. */
  t0: number;
  start: number;
  end: number;
  at(role: Role, t: number, level: Level, msg: string, stack?: string[], trace?: string): void;
  /** Emits fn's line at roughly every `gap` ms (jittered) from `from` to `to`; null skips one. */
  every(role: Role, from: number, to: number, gap: number, fn: (i: number, t: number) => Line | null): void;
  /** Roles whose background traffic stops from `t` on (a crashed job, a dead server). */
  mute(role: Role, t: number): void;
}

export interface Built {
  lines: string[];
}

const ROLES: Role[] = ["gw", "infer", "train", "feat", "reg", "pipe", "gpu", "vec", "batch"];

export function build(
  r: Rng,
  e: Estate,
  f: Format,
  t0: number,
  start: number,
  end: number,
  targetLines: number,
  script: (c: Ctx) => void,
): Built {
  const skew = new Map<string, number>();
  for (const role of ROLES) skew.set(e.svc[role], r.int(-280, 280));
  const evs: Event[] = [];
  const muted = new Map<Role, number>();
  const at = (role: Role, t: number, level: Level, msg: string, stack?: string[], trace?: string) => {
    if (t < t0 || t > end) return;
    const svc = e.svc[role];
    evs.push({ at: Math.round(t + (skew.get(svc) ?? 0)), svc, level, msg, stack, trace });
  };
  const every = (role: Role, from: number, to: number, gap: number, fn: (i: number, t: number) => Line | null) => {
    let i = 0;
    for (let t = from + r.next() * gap * 0.5; t < to; t += gap * (0.5 + r.next())) {
      const l = fn(i++, t);
      if (l) at(role, t, l[0], l[1], l[2]);
    }
  };
  const c: Ctx = {
    r,
    e,
    s: e.svc,
    t0,
    start,
    end,
    at,
    every,
    mute: (role, t) => muted.set(role, Math.min(t, muted.get(role) ?? t)),
  };
  // the script runs first so that its mutes apply to the background
  script(c);
  const live = (role: Role, t: number) => t < (muted.get(role) ?? Number.POSITIVE_INFINITY);
  const dur = end - t0;
  const wsum = ROLES.reduce((s, x) => s + WEIGHT[x], 0);
  const bgLines = Math.max(800, targetLines - evs.length - Math.round(dur / 4000));
  for (const role of ROLES) {
    const gap = dur / ((bgLines * WEIGHT[role]) / wsum);
    every(role, t0, end, gap, (_i, t) => {
      if (!live(role, t)) return null;
      const [lv, m] = normal(role, e, r, t);
      if (role === "gw" || role === "infer" || role === "feat") {
        const tr = r.hex(12);
        at(role, t, lv, m, undefined, tr);
        return null;
      }
      return [lv, m];
    });
  }
  // health checks and readiness probes
  for (const role of ["infer", "feat", "reg", "vec"] as Role[])
    every(role, t0, end, 15000, (_i, t) =>
      live(role, t) ? ["info", `10.0.${r.int(0, 3)}.1 - "GET /healthz HTTP/1.1" 200 (kube-probe/1.29)`] : null,
    );
  // periodic jobs: checkpoints, DAG runs, GPU telemetry summary
  every("train", t0, end, 150000, (i, t) =>
    live("train", t)
      ? [
          "info",
          `[rank0] Saving checkpoint s3://${e.bucket}/runs/${e.model}/step_${(i + 40) * 500} (${r.float(1.2, 6, 1)} GB) ... done in ${r.float(6, 30, 1)}s`,
        ]
      : null,
  );
  every("pipe", t0, end, 60000, () => [
    "info",
    `DAG run feature_refresh scheduled__${r.hex(8)} finished with state success (${r.int(12, 40)} tasks)`,
  ]);
  every("gpu", t0, end, 30000, (_i, t) =>
    live("gpu", t) ? ["info", `dcgm health check: all ${r.pick([4, 8])} GPUs healthy, ecc_dbe=0, pcie_replay=0`] : null,
  );
  // the noisy service, constant from the first minute
  every(e.noisy, t0, end, r.int(4000, 12000), () => e.noise(r));
  // deprecation warnings
  for (let k = r.int(2, 5); k > 0; k--)
    at(r.pick(["train", "infer", "batch", "feat"] as Role[]), t0 + r.next() * dur, "warn", r.pick(DEPRECATIONS));
  // retries that succeed
  for (let k = r.int(2, 4); k > 0; k--) {
    const t = t0 + r.next() * dur;
    const role = r.pick(["train", "batch", "pipe"] as Role[]);
    at(
      role,
      t,
      "warn",
      `Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError("HTTPSConnectionPool(host='s3.amazonaws.com', port=443): Read timed out. (read timeout=60)")': /${e.bucket}/`,
    );
    at(
      role,
      t + r.int(900, 4000),
      "info",
      `upload s3://${e.bucket}/staging/part-${r.int(0, 999)} succeeded on attempt 2`,
    );
  }
  evs.sort((a, b) => a.at - b.at);
  const pad = Math.max(...ROLES.map((x) => e.svc[x].length)) + 3;
  const lines: string[] = [];
  for (const ev of evs) lines.push(...render(f, ev, pad, e.ns));
  return { lines };
}
