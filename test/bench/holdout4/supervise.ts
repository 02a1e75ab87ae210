// What supervisors say about a dying process: kubelet, systemd (and the kernel's OOM killer), Cloud Foundry.
import { hex, int } from "../holdout3/kit.js";
import type { Ctx, Svc } from "./types.js";

export interface Death {
  code: number;
  /** kubelet reason: OOMKilled, Error, ... */
  reason: string;
  signal?: string;
}

/** one exit reported by whichever supervisor the layout has */
export function reportExit(c: Ctx, s: Svc, t: number, d: Death, n: number) {
  const sup = c.sup;
  if (!sup) return;
  const f = { about: s.name, pod: s.pod };
  if (sup.rt === "kubelet") {
    if (d.reason === "OOMKilled")
      c.emit(
        t,
        sup,
        "INFO",
        `"Killing container with a grace period" pod="prod/${s.pod}" containerName="${s.name}" reason="OOMKilled" exitCode=137`,
        {
          f: { ...f, src: "kuberuntime_container.go:779", reason: "OOMKilling" },
        },
      );
    c.emit(
      t + 40,
      sup,
      "INFO",
      `"Container exited" pod="prod/${s.pod}" containerName="${s.name}" exitCode=${d.code} reason="${d.reason}" restartCount=${n}`,
      {
        f: { ...f, src: "kubelet.go:2498", reason: d.reason === "OOMKilled" ? "OOMKilled" : "BackOff" },
      },
    );
    if (n >= 2)
      c.emit(
        t + 900,
        sup,
        "ERROR",
        `"Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"${s.name}\\" with CrashLoopBackOff: \\"back-off ${Math.min(300, 10 * 2 ** (n - 1))}s restarting failed container=${s.name} pod=${s.pod}_prod\\"" pod="prod/${s.pod}"`,
        {
          f: { ...f, src: "pod_workers.go:1301", reason: "BackOff" },
        },
      );
  } else if (sup.name === "cf") {
    const desc =
      d.reason === "OOMKilled"
        ? `APP/PROC/WEB: Exited with status ${d.code} (out of memory)`
        : `APP/PROC/WEB: Exited with status ${d.code}`;
    c.emit(
      t,
      sup,
      "INFO",
      `App instance exited with guid ${hex(c.r, 8)}-${hex(c.r, 4)}-${hex(c.r, 4)} payload: {"instance"=>"${hex(c.r, 8)}", "index"=>0, "cell_id"=>"${hex(c.r, 8)}", "reason"=>"CRASHED", "exit_description"=>"${desc}", "crash_count"=>${n}, "crash_timestamp"=>${t}000000, "version"=>"${hex(c.r, 8)}"}`,
      {
        f: { about: s.name, src: "API/0" },
      },
    );
    c.emit(t + 300, sup, "INFO", `Process has crashed with type: "web"`, { f: { about: s.name, src: "API/0" } });
  } else {
    const k = c.kernel;
    if (d.reason === "OOMKilled" && k) {
      c.emit(
        t - 30,
        k,
        "WARN",
        `${s.rt === "python" ? "python3" : s.name} invoked oom-killer: gfp_mask=0x140cca(GFP_HIGHUSER_MOVABLE|__GFP_COMP), order=0, oom_score_adj=0`,
      );
      c.emit(
        t - 10,
        k,
        "ERROR",
        `Out of memory: Killed process ${s.pid + n} (${s.rt === "python" ? "python3" : s.name}) total-vm:${int(c.r, 9000000, 12000000)}kB, anon-rss:${int(c.r, 7600000, 7900000)}kB, file-rss:${int(c.r, 1000, 9000)}kB, shmem-rss:0kB, UID:${int(c.r, 990, 999)} pgtables:${int(c.r, 15000, 17000)}kB oom_score_adj:0`,
      );
      c.emit(t, sup, "WARN", `${s.name}.service: A process of this unit has been killed by the OOM killer.`, { f });
    }
    const how = d.signal ? `code=killed, status=${d.signal}` : `code=exited, status=${d.code}/FAILURE`;
    c.emit(t + 20, sup, "WARN", `${s.name}.service: Main process exited, ${how}`, { f });
    c.emit(
      t + 30,
      sup,
      "WARN",
      `${s.name}.service: Failed with result '${d.reason === "OOMKilled" ? "oom-kill" : d.signal ? "signal" : "exit-code"}'.`,
      { f },
    );
    c.emit(t + 5000, sup, "INFO", `${s.name}.service: Scheduled restart job, restart counter is at ${n}.`, { f });
  }
}

/**
 * A crash loop from `from`: the app starts (`onStart` writes what it says while alive for `alive` ms), dies, the
 * supervisor reports it and backs off 10 s, 20 s, ... 300 s.
 */
export function crashLoop(
  c: Ctx,
  s: Svc,
  from: number,
  d: Death,
  alive: number,
  onStart: (t: number, n: number) => void,
) {
  let t = from;
  for (let n = 1; t < c.end; n++) {
    onStart(t, n);
    const die = t + alive + int(c.r, 0, 800);
    reportExit(c, s, die, d, n);
    t = die + Math.min(300, 10 * 2 ** (n - 1)) * 1000 + int(c.r, 500, 3000);
  }
}
