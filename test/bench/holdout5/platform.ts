// What the platform (router, supervisor, kubelet, systemd, service manager, ECS agent, Lambda) reports when a
// process dies, restarts or is killed for memory: the only evidence a silent origin leaves.
import { hex, isoMicro, type Rng } from "../holdout3/kit.js";
import { pod } from "./layouts.js";
import type { Ev, Layout, Level } from "./types.js";

export type Death = "oom" | "exit" | "segv";
const title = (svc: string) =>
  svc
    .split("-")
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(" ");

const ev = (t: number, svc: string, lvl: Level, msg: string, src: Ev["src"] = "platform"): Ev => ({
  t,
  svc,
  lvl,
  msg,
  rt: "plain",
  src,
});
const K8S: Layout[] = [
  "otlp",
  "gelf",
  "logstash",
  "splunk_hec",
  "datadog_intake",
  "loki_jsonl",
  "syslog5424",
  "traefik_mixed",
  "fluentd",
];

/** lines reporting that svc's process died at t (count = how many times so far) */
export function deathLines(
  r: Rng,
  layout: Layout,
  svc: string,
  t: number,
  death: Death,
  count: number,
  ns: string,
  proc: string,
): Ev[] {
  const code = death === "oom" ? 137 : death === "segv" ? 139 : 1;
  const p = pod(svc);
  switch (layout) {
    case "heroku":
      return death === "oom"
        ? [
            ev(t - 9000, svc, "WARN", `Process running mem=${1030 + count * 3}M(201.${count}%)`),
            ev(t - 9000, svc, "WARN", "Error R14 (Memory quota exceeded)"),
            ev(t - 200, svc, "ERROR", "Error R15 (Memory quota vastly exceeded)"),
            ev(t - 150, svc, "INFO", "Stopping process with SIGKILL"),
            ev(t, svc, "INFO", `Process exited with status ${code}`),
            ev(t + 20, svc, "INFO", "State changed from up to crashed"),
          ]
        : [
            ev(t, svc, "INFO", `Process exited with status ${code}`),
            ev(t + 20, svc, "INFO", "State changed from up to crashed"),
          ];
    case "cloudrun":
      return [
        ev(
          t,
          svc,
          "ERROR",
          death === "oom"
            ? `Memory limit of 512 MiB exceeded with ${515 + count} MiB used. Consider increasing the memory limit, see https://cloud.google.com/run/docs/configuring/memory-limits`
            : death === "segv"
              ? "Container terminated on signal 11."
              : `Container called exit(${code}).`,
        ),
      ];
    case "lambda": {
      const rid = `${hex(r, 8)}-${hex(r, 4)}-4${hex(r, 3)}-8${hex(r, 3)}-${hex(r, 12)}`;
      return [
        ev(
          t,
          svc,
          "ERROR",
          `RequestId: ${rid} Error: Runtime exited with error: ${death === "oom" ? "signal: killed" : death === "segv" ? "signal: segmentation fault" : "exit status 1"}\nRuntime.ExitError`,
        ),
        ev(
          t + 2,
          svc,
          "INFO",
          `REPORT RequestId: ${rid}\tDuration: ${(2000 + r() * 900).toFixed(2)} ms\tBilled Duration: ${2100 + Math.floor(r() * 900)} ms\tMemory Size: 1024 MB\tMax Memory Used: ${death === "oom" ? 1024 : 180 + Math.floor(r() * 60)} MB`,
        ),
      ];
    }
    case "journal": {
      const pidn = 20000 + Math.floor(r() * 40000);
      const unit = `${svc}.service`;
      const out: Ev[] = [];
      if (death === "oom") {
        out.push(
          ev(
            t - 40,
            "kernel",
            "WARN",
            `${proc} invoked oom-killer: gfp_mask=0x140cca(GFP_HIGHUSER_MOVABLE|__GFP_COMP), order=0, oom_score_adj=0`,
            "kernel",
          ),
          ev(
            t - 30,
            "kernel",
            "INFO",
            `oom-kill:constraint=CONSTRAINT_NONE,nodemask=(null),cpuset=/,mems_allowed=0,global_oom,task_memcg=/system.slice/${unit},task=${proc},pid=${pidn},uid=998`,
            "kernel",
          ),
          ev(
            t - 28,
            "kernel",
            "ERROR",
            `Out of memory: Killed process ${pidn} (${proc}) total-vm:${6100000 + count * 1000}kB, anon-rss:${3900000 + count * 800}kB, file-rss:0kB, shmem-rss:0kB, UID:998 pgtables:8112kB oom_score_adj:0`,
            "kernel",
          ),
          ev(t - 5, "systemd", "WARN", `${unit}: A process of this unit has been killed by the OOM killer.`),
          ev(t, "systemd", "WARN", `${unit}: Main process exited, code=killed, status=9/KILL`),
          ev(t + 3, "systemd", "WARN", `${unit}: Failed with result 'oom-kill'.`),
        );
      } else if (death === "segv") {
        out.push(
          ev(
            t - 10,
            "kernel",
            "INFO",
            `${proc}[${pidn}]: segfault at 0 ip 00007f3a${hex(r, 8)} sp 00007ffd${hex(r, 8)} error 4 in libc.so.6[7f3a1c228000+195000]`,
            "kernel",
          ),
          ev(t, "systemd", "WARN", `${unit}: Main process exited, code=dumped, status=11/SEGV`),
          ev(t + 3, "systemd", "WARN", `${unit}: Failed with result 'core-dump'.`),
        );
      } else
        out.push(
          ev(t, "systemd", "WARN", `${unit}: Main process exited, code=exited, status=1/FAILURE`),
          ev(t + 3, "systemd", "WARN", `${unit}: Failed with result 'exit-code'.`),
        );
      return out;
    }
    case "winevent_json":
      return [
        ...(death === "oom"
          ? [
              ev(
                t - 50,
                ".NET Runtime",
                "ERROR",
                `Application: ${title(svc).replace(/ /g, "")}.exe\nCoreCLR Version: 8.0.1124.51707\n.NET Version: 8.0.11\nDescription: The process was terminated due to an unhandled exception.\nException Info: System.OutOfMemoryException: Insufficient memory to continue the execution of the program.`,
              ),
            ]
          : []),
        ev(
          t,
          "Service Control Manager",
          "ERROR",
          `The ${title(svc)} service terminated unexpectedly.  It has done this ${count} time(s).  The following corrective action will be taken in 30000 milliseconds: Restart the service.`,
        ),
      ];
    case "stern":
      return [ev(t, svc, "INFO", `- ${p} › ${svc}`, "stern")];
    case "firelens":
      return [
        ev(
          t + 400,
          svc,
          "INFO",
          `level=info time=${isoMicro(t + 400).replace(/\.\d+Z$/, "Z")} msg="Task stopped" taskARN="arn:aws:ecs:us-east-2:210987654321:task/${ns}-prod/${hex(r, 32)}" desiredStatus=STOPPED knownStatus=STOPPED exitCode=${code} reason="${death === "oom" ? "OutOfMemoryError: Container killed due to memory usage" : "Essential container in task exited"}"`,
        ),
      ];
    default: {
      if (!K8S.includes(layout)) return [];
      const node = `ip-10-20-${Math.floor(r() * 200)}-${Math.floor(r() * 250)}.ec2.internal`;
      const out: Ev[] = [];
      if (death === "oom")
        out.push(
          ev(
            t - 20,
            "kubelet",
            "WARN",
            `Warning OOMKilling node/${node}: Memory cgroup out of memory: Killed process ${20000 + Math.floor(r() * 40000)} (${proc}) total-vm:2917112kB, anon-rss:1046232kB, file-rss:0kB, shmem-rss:0kB`,
          ),
        );
      out.push(
        ev(
          t,
          "kubelet",
          death === "exit" ? "INFO" : "WARN",
          `"Container exited" pod="${ns}/${p}" containerName="${svc}" exitCode=${code} reason="${death === "oom" ? "OOMKilled" : "Error"}" restartCount=${count - 1}`,
        ),
      );
      if (count > 1)
        out.push(
          ev(
            t + 800,
            "kubelet",
            "WARN",
            `Warning BackOff pod/${p}: Back-off restarting failed container ${svc} in pod ${p}_${ns}(${hex(r, 8)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 12)})`,
          ),
        );
      return out;
    }
  }
}

/** lines reporting that svc is being started again at t */
export function startLines(layout: Layout, svc: string, t: number, count: number, cmd: string): Ev[] {
  const p = pod(svc);
  switch (layout) {
    case "heroku":
      return [
        ev(t, svc, "INFO", "State changed from crashed to starting"),
        ev(t + 900, svc, "INFO", `Starting process with command \`${cmd}\``),
      ];
    case "cloudrun":
      return [
        ev(
          t,
          svc,
          "INFO",
          `Default STARTUP TCP probe succeeded after 1 attempt for container "${svc}-1" on port 8080.`,
        ),
      ];
    case "lambda":
      return [
        ev(
          t,
          svc,
          "INFO",
          "INIT_START Runtime Version: provided:al2023.v58\tRuntime Version ARN: arn:aws:lambda:us-east-2::runtime:3b8f1e6c",
        ),
      ];
    case "journal":
      return [
        ev(t, "systemd", "INFO", `${svc}.service: Scheduled restart job, restart counter is at ${count}.`),
        ev(t + 5, "systemd", "INFO", `Stopped ${title(svc)}.`),
        ev(t + 9, "systemd", "INFO", `Started ${title(svc)}.`),
      ];
    case "winevent_json":
      return [ev(t, "Service Control Manager", "INFO", `The ${title(svc)} service entered the running state.`)];
    case "stern":
      return [ev(t, svc, "INFO", `+ ${p} › ${svc}`, "stern")];
    case "firelens":
      return [
        ev(
          t,
          svc,
          "INFO",
          `level=info time=${isoMicro(t).replace(/\.\d+Z$/, "Z")} msg="Task started" family=${svc} desiredStatus=RUNNING`,
        ),
      ];
    default:
      return [ev(t, "kubelet", "INFO", `Normal Started pod/${p}: Started container ${svc}`)];
  }
}

/** an unrelated release: the platform's deploy lines for svc at t */
export function deployLines(layout: Layout, svc: string, t: number, version: string, ns: string): Ev[] {
  const p = pod(svc);
  switch (layout) {
    case "heroku":
      return [
        ev(t, svc, "INFO", `Release ${version} created by ci@${ns}.example`),
        ev(t + 1500, svc, "INFO", "Restarting"),
        ev(t + 1800, svc, "INFO", "State changed from up to starting"),
      ];
    case "cloudrun":
      return [
        ev(
          t,
          svc,
          "INFO",
          `Ready condition status changed to True for Revision ${svc}-${version.replace(/\./g, "-")}.`,
        ),
      ];
    case "journal":
      return [
        ev(t, "systemd", "INFO", `Stopping ${title(svc)}...`),
        ev(t + 600, "systemd", "INFO", `Started ${title(svc)}.`),
      ];
    case "winevent_json":
      return [
        ev(t, "Service Control Manager", "INFO", `The ${title(svc)} service entered the stopped state.`),
        ev(t + 4000, "Service Control Manager", "INFO", `The ${title(svc)} service entered the running state.`),
      ];
    case "stern":
      return [ev(t, svc, "INFO", `+ ${p.replace(/-[a-z]+$/, "-n7q2x")} › ${svc}`, "stern")];
    case "lambda":
    case "firelens":
      return [ev(t, svc, "INFO", `deployment ${version} of ${svc} rolled out (100% traffic)`)];
    default:
      return [
        ev(
          t,
          "kubelet",
          "INFO",
          `Normal ScalingReplicaSet deployment/${svc}: Scaled up replica set ${svc}-${version.replace(/\W/g, "")} to 1`,
        ),
        ev(t + 7000, "kubelet", "INFO", `Normal Started pod/${p}: Started container ${svc}`),
        ev(
          t + 9000,
          "kubelet",
          "INFO",
          `Normal ScalingReplicaSet deployment/${svc}: Scaled down replica set ${p.split("-").slice(0, -1).join("-")} to 0`,
        ),
      ];
  }
}
