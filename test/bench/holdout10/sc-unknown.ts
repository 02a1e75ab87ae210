// Unknown: the origin clearly fails but never says why (Celery workers lost, liveness failures, bare 500s,
// a Node process exiting with code 1).
import type { Scenario } from "./types.js";

const INF = Number.POSITIVE_INFINITY;

export const unknown: Scenario[] = [
  {
    estate: "claims",
    cat: "unknown",
    origin: "adjuster-assign",
    hints: ["worker", "exit", "lost"],
    sev: "medium",
    note: "adjuster-assign Celery workers keep dying with WorkerLostError (exitcode 0), nothing says why",
    run: (x) => {
      x.every(
        "adjuster-assign",
        "error",
        0,
        INF,
        6,
        (r) =>
          `Task handler raised error: WorkerLostError('Worker exited prematurely: exitcode 0 Job: ${r.int(100, 9999)}.')`,
      );
      x.every(
        "adjuster-assign",
        "info",
        1,
        INF,
        6,
        (r) => `Process 'ForkPoolWorker-${r.int(1, 16)}' pid:${r.int(100, 999)} exited with 'exitcode 0'`,
      );
      x.thin("adjuster-assign", 0, 0.3);
      x.every("fnol-intake", "warn", 60, INF, 4, "c.c.f.AssignmentWatcher : claim unassigned after 10 min, escalating");
    },
  },
  {
    estate: "port",
    cat: "unknown",
    origin: "berth-planner",
    hints: ["liveness", "probe", "unhealthy", "restart"],
    sev: "medium",
    note: "berth-planner stops answering: no errors of its own, only failed probes and restarts reported by the platform and callers",
    run: (x) => {
      x.silence("berth-planner", 0);
      for (let t = 10; t < 1800; t += 60 + x.r.int(0, 30)) {
        if (x.format === "compose") x.raw(t, "berth-planner", "berth-planner-1 exited with code 143");
        else if (x.format === "logfmt")
          x.at(t, "systemd", "warn", "berth-planner.service: Main process exited, code=exited, status=1/FAILURE");
        else
          x.at(
            t,
            "kubelet",
            "warn",
            "Liveness probe failed for berth-planner-6f7b9-xq2lp: HTTP probe failed with statuscode: 503; container berth-planner failed liveness probe, will be restarted",
          );
        x.at(
          t + 20,
          "berth-planner",
          "info",
          "c.t.berth.BerthPlannerApplication : Starting BerthPlannerApplication v4.2.1 using Java 21.0.3",
        );
      }
      x.every(
        "terminal-api",
        "error",
        5,
        INF,
        3,
        (r) => `GET /berths/windows 502 ${r.int(1, 9)}ms upstream berth-planner: socket hang up`,
      );
    },
  },
  {
    estate: "podcast",
    cat: "unknown",
    origin: "ad-stitcher",
    hints: ["500", "internal", "error"],
    sev: "medium",
    note: "ad-stitcher starts answering 500 to most stitch requests, logging only 'request failed' without a cause",
    run: (x) => {
      x.every(
        "ad-stitcher",
        "error",
        0,
        INF,
        1.2,
        (r) => `o.a.c.c.C.[.[.[/].[dispatcherServlet] : request failed POST /v1/stitch status=500 ep=ep_${r.hex(10)}`,
      );
      x.thin("ad-stitcher", 0, 0.2);
      x.every(
        "playback-api",
        "error",
        0,
        INF,
        1,
        (r) => `ad break for ep_${r.hex(10)} failed: ad-stitcher responded 500 Internal Server Error`,
      );
    },
  },
  {
    estate: "port",
    cat: "unknown",
    origin: "terminal-api",
    hints: ["exit", "crash", "code"],
    sev: "high",
    note: "terminal-api process exits with code 1 every few minutes, nothing logged before; kiosks and portals see refused connections",
    run: (x) => {
      for (let t = 0; t < 1800; t += 90 + x.r.int(0, 60)) {
        x.at(t, "terminal-api", "error", "process exited with code 1");
        x.killed(t + 0.2, "terminal-api", 1, "Error", 5);
        x.at(t + 6, "terminal-api", "info", "terminal-api listening on :3000 (node v20.14.0)");
      }
      x.every(
        "gate-kiosk",
        "error",
        1,
        INF,
        2,
        (r) => `[lane ${r.int(1, 12)}] cURL error 7: Failed to connect to terminal-api port 3000: Connection refused`,
      );
    },
  },
];
