// What the node says when a container dies: kubelet back-off lines, the kernel's OOM killer, probe failures.
import type { Ctx } from "./types.js";

const uid = new Map<string, string>();
const podUid = (c: Ctx, svc: string) => {
  const k = `${c.pod(svc)}`;
  if (!uid.has(k)) uid.set(k, c.r.uuid());
  return uid.get(k)!;
};

export function backoff(c: Ctx, t: number, svc: string, delay: string): void {
  const p = c.pod(svc);
  c.at(
    t,
    "kubelet",
    "error",
    `"Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"${svc}\\" with CrashLoopBackOff: \\"back-off ${delay} restarting failed container=${svc} pod=${p}_${c.est.namespace}(${podUid(c, svc)})\\"" pod="${c.est.namespace}/${p}" podUID="${podUid(c, svc)}"`,
  );
}

export function probeFail(c: Ctx, t: number, svc: string, kind: "Readiness" | "Liveness", output: string): void {
  const p = c.pod(svc);
  c.at(
    t,
    "kubelet",
    "info",
    `"Probe failed" probeType="${kind}" pod="${c.est.namespace}/${p}" podUID="${podUid(c, svc)}" containerName="${svc}" probeResult="failure" output="${output.replace(/"/g, '\\"')}"`,
  );
}

export function livenessKill(c: Ctx, t: number, svc: string): void {
  const p = c.pod(svc);
  c.at(
    t,
    "kubelet",
    "info",
    `"Container failed liveness probe, will be restarted" pod="${c.est.namespace}/${p}" podUID="${podUid(c, svc)}" containerName="${svc}"`,
  );
  c.at(
    t + 0.01,
    "kubelet",
    "info",
    `"Killing container with a grace period" pod="${c.est.namespace}/${p}" podUID="${podUid(c, svc)}" containerName="${svc}" containerID="containerd://${c.r.hex(64)}" gracePeriod=30`,
  );
}

/** The kernel's OOM-killer lines for a container's main process. */
export function oomKill(c: Ctx, t: number, svc: string, proc: string, limitMb: number): void {
  const pid = c.r.int(2000, 60000);
  const rss = limitMb * 1024 - c.r.int(200, 4000);
  c.at(
    t,
    "kernel",
    "warn",
    `${proc} invoked oom-killer: gfp_mask=0xcc0(GFP_KERNEL), order=0, oom_score_adj=${c.r.pick([936, 969, 999])}`,
  );
  c.at(
    t + 0.002,
    "kernel",
    "error",
    `Memory cgroup out of memory: Killed process ${pid} (${proc}) total-vm:${rss + c.r.int(300000, 2000000)}kB, anon-rss:${rss}kB, file-rss:${c.r.int(1000, 40000)}kB, shmem-rss:0kB, UID:${c.r.pick([0, 1000, 65532])} pgtables:${c.r.int(2000, 9000)}kB oom_score_adj:${c.r.pick([936, 969, 999])}`,
  );
  c.at(
    t + 0.5,
    "kubelet",
    "info",
    `"SyncLoop (PLEG): event for pod" pod="${c.est.namespace}/${c.pod(svc)}" event={"ID":"${podUid(c, svc)}","Type":"ContainerDied","Data":"${c.r.hex(64)}"}`,
  );
}

/**
 * A crash loop from `from` to the window's end: each start prints the service's banner and then whatever
 * `crash` emits; kubelet's back-off doubles from 10s to 5m.
 */
export function crashLoop(
  c: Ctx,
  from: number,
  svc: string,
  crash: (t: number, n: number) => void,
  bootSecs = 2,
): void {
  let t = from;
  let delay = 10;
  for (let n = 0; t < c.end; n++) {
    if (n > 0) c.boot(t, svc);
    crash(t + bootSecs + c.r.num(0, 1.5), n);
    const label = delay >= 60 ? `${Math.floor(delay / 60)}m${delay % 60 ? `${delay % 60}s` : "0s"}` : `${delay}s`;
    c.every(t + bootSecs + 3, t + bootSecs + 3 + delay, 12 + c.r.num(0, 6), (bt) => backoff(c, bt, svc, label));
    t += bootSecs + 3 + delay + c.r.num(1, 3);
    delay = Math.min(300, delay * 2);
  }
}
