// Small shared pieces of the incident and quiet scripts: pod names, crash loops, caller-side failure lines.
import type { Estate } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Stream } from "./stream.js";

export interface Ctx {
  s: Stream;
  e: Estate;
  r: Rng;
  /** True time the fault starts at its origin. */
  t0: number;
  end: number;
}

export const sec = 1000;
export const min = 60000;

function h(str: string, n: number): string {
  let x = 2166136261;
  for (const ch of str) x = Math.imul(x ^ ch.charCodeAt(0), 16777619) >>> 0;
  let out = "";
  const al = "bcdfghjklmnpqrstvwxz2456789";
  for (let i = 0; i < n; i++) {
    out += al[x % al.length];
    x = Math.imul(x ^ (x >>> 13), 2654435761) >>> 0;
  }
  return out;
}

/** A stable pod name for a deployment (`rev` gives a new ReplicaSet hash). */
export const pod = (svc: string, rev = 0, i = 0) => `${svc}-${h(`${svc}${rev}`, 10)}-${h(`${svc}${rev}${i}`, 5)}`;

/** Edge-side failures: the public service reporting what its callee did, at roughly `period` ms. */
export function edgeFails(c: Ctx, from: number, to: number, period: number, line: (path: string) => string): void {
  c.s.every(from, to, period, c.e.edge.name, "error", () => line(c.r.pick(c.e.paths)));
}

/** kubelet + events for a container that keeps dying. */
export function crashLoop(c: Ctx, svc: string, from: number, to: number, reason: string, exit: number): void {
  const { s, e } = c;
  let back = 10;
  let t = from;
  let n = 1;
  while (t < to) {
    const p = pod(svc, 1);
    s.emit(
      t,
      "kubelet",
      "info",
      `kubelet.go:2489] "SyncLoop (PLEG): event for pod" pod="${e.ns}/${p}" event={"ID":"${h(p, 8)}","Type":"ContainerDied","Data":"${h(`${p}${n}`, 12)}"}`,
    );
    s.emit(
      t + 200,
      "k8s-events",
      "warn",
      `Warning BackOff pod/${p} Back-off restarting failed container ${svc} in pod ${p}_${e.ns}(${h(p, 8)}) (restarts: ${n}, last state: Terminated reason=${reason} exitCode=${exit})`,
    );
    s.emit(
      t + 400,
      "kubelet",
      "error",
      `pod_workers.go:1298] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"${svc}\\" with CrashLoopBackOff: \\"back-off ${back}s restarting failed container=${svc} pod=${p}_${e.ns}(${h(p, 8)})\\"" pod="${e.ns}/${p}"`,
    );
    t += back * 1000 + 2500;
    back = Math.min(back * 2, 300);
    n++;
  }
}

/** A deploy tool's line for a sync or apply that precedes the fault. */
export function argoSync(c: Ctx, t: number, app: string, rev: string, what: string): void {
  c.s.emit(
    t,
    "argocd",
    "info",
    `Initiated automated sync to '${rev}' application=argocd/${app} dest-namespace=${c.e.ns} reason="${what}"`,
  );
  c.s.emit(t + 1800, "argocd", "info", `Updated sync status: OutOfSync -> Synced application=argocd/${app}`);
  c.s.emit(t + 2100, "argocd", "info", `sync/terminate complete application=argocd/${app} duration=2.1s`);
}

export const ipOf = (r: Rng) => `10.${r.int(0, 3)}.${r.int(0, 255)}.${r.int(2, 250)}`;
