// Building blocks for scenario definitions: error constructors, crash reporters, startup banners.
import { classOf, type Err, hex, int, stack } from "./kit.js";
import type { Layout } from "./layouts.js";
import type { Distractors, Fault, FaultCtx, OLine } from "./sim.js";

export interface Scn {
  cat: string | null;
  note: string;
  hints: string[];
  sev: "medium" | "high" | null;
  estate: string;
  layout: Layout;
  origin?: string;
  minutes: number;
  onset: number;
  /** rough number of lines wanted */
  size: number;
  fault?: Fault;
  distract: Distractors;
}

export const X = (c: FaultCtx, cls: string, text: string, fn?: string): Err =>
  stack(c.rt, c.r, c.origin, cls, text, fn);
export const G = (text: string): Err => ({ cls: "", text, lines: [] });
export const E = (msg: string, err?: Err, dt?: number): OLine => ({ lvl: "ERROR", msg, err, dt });
export const W = (msg: string, err?: Err, dt?: number): OLine => ({ lvl: "WARN", msg, err, dt });
export const I = (msg: string, dt?: number): OLine => ({ lvl: "INFO", msg, dt });
export const F = (msg: string, err?: Err, dt?: number): OLine => ({ lvl: "FATAL", msg, err, dt });

export function banner(c: FaultCtx, dt = 0): OLine[] {
  const C = classOf(c.origin);
  switch (c.rt) {
    case "java":
      return [
        I(
          `Starting ${C}Application v2.${int(c.r, 0, 9)}.${int(c.r, 0, 9)} using Java 17.0.11 with PID 1 (/app/app.jar started by root in /app)`,
          dt,
        ),
        I('No active profile set, falling back to 1 default profile: "default"', dt + 40),
        I("Tomcat initialized with port 8080 (http)", dt + 2100),
      ];
    case "dotnet":
      return [
        I("Now listening on: http://[::]:8080", dt),
        I("Application started. Press Ctrl+C to shut down.", dt + 5),
        I("Hosting environment: Production", dt + 6),
      ];
    case "python":
      return [
        I(`Starting gunicorn 21.2.0`, dt),
        I("Listening at: http://0.0.0.0:8000 (1)", dt + 3),
        I(`Booting worker with pid: ${int(c.r, 7, 40)}`, dt + 9),
      ];
    case "ruby":
      return [I("Puma starting in single mode...", dt), I("* Listening on http://0.0.0.0:3000", dt + 400)];
    default:
      return [
        I(`starting ${c.origin} version=1.${int(c.r, 2, 30)}.${int(c.r, 0, 9)}`, dt),
        I("listening on :8080", dt + 30),
      ];
  }
}

const K8S: Layout[] = ["gcp", "datadog", "ecs", "otel-json"];
const HOST: Layout[] = ["journald", "syslog-3164", "syslog-5424"];

/** The process is gone; someone else says so (kubelet, systemd/kernel), or only the restart shows. */
export function down(c: FaultCtx, k: number, why: "oom" | "exit1" | "exit2", extra: OLine[] = []): OLine[] {
  const pod = `${c.origin}-${hex(c.r, 9)}-${hex(c.r, 5)}`;
  const out: OLine[] = [];
  if (K8S.includes(c.layout)) {
    if (why === "oom")
      out.push({
        svc: "kubelet",
        infra: "kubelet",
        lvl: "WARN",
        msg: `Container ${c.origin} in pod prod/${pod} was OOMKilled (exit code 137), restarting`,
      });
    out.push({
      svc: "kubelet",
      infra: "kubelet",
      lvl: "WARN",
      msg: `Back-off restarting failed container ${c.origin} in pod ${pod}_prod(${hex(c.r, 8)}-${hex(c.r, 4)}) (restart count ${k + 1}${why !== "oom" ? `, last exit code ${why === "exit1" ? 1 : 2}` : ""})`,
      dt: 40,
    });
  } else if (HOST.includes(c.layout)) {
    if (why === "oom") {
      out.push({
        svc: "kernel",
        infra: "kernel",
        lvl: "ERROR",
        msg: `Out of memory: Killed process ${int(c.r, 1000, 30000)} (${c.origin.slice(0, 15)}) total-vm:${int(c.r, 2, 9)}812344kB, anon-rss:${int(c.r, 1, 3)}901220kB, file-rss:0kB, shmem-rss:0kB, UID:997 pgtables:8120kB oom_score_adj:0`,
      });
      out.push({
        svc: "systemd",
        infra: "systemd",
        lvl: "WARN",
        msg: `${c.origin}.service: A process of this unit has been killed by the OOM killer.`,
        dt: 3,
      });
      out.push({
        svc: "systemd",
        infra: "systemd",
        lvl: "ERROR",
        msg: `${c.origin}.service: Main process exited, code=killed, status=9/KILL`,
        dt: 4,
      });
      out.push({
        svc: "systemd",
        infra: "systemd",
        lvl: "WARN",
        msg: `${c.origin}.service: Failed with result 'oom-kill'.`,
        dt: 5,
      });
    } else {
      out.push({
        svc: "systemd",
        infra: "systemd",
        lvl: "ERROR",
        msg: `${c.origin}.service: Main process exited, code=exited, status=${why === "exit1" ? "1/FAILURE" : "2/INVALIDARGUMENT"}`,
        dt: 4,
      });
      out.push({
        svc: "systemd",
        infra: "systemd",
        lvl: "WARN",
        msg: `${c.origin}.service: Failed with result 'exit-code'.`,
        dt: 5,
      });
    }
    out.push({
      svc: "systemd",
      infra: "systemd",
      lvl: "INFO",
      msg: `${c.origin}.service: Scheduled restart job, restart counter is at ${k + 1}.`,
      dt: 5000,
    });
    out.push({
      svc: "systemd",
      infra: "systemd",
      lvl: "INFO",
      msg: `Started ${c.origin}.service - ${classOf(c.origin)} daemon.`,
      dt: 5010,
    });
  }
  out.push(...banner(c, 6000));
  for (const e of extra) out.push({ ...e, dt: (e.dt ?? 0) + 9000 });
  return out;
}
