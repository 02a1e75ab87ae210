// The 12 quiet windows: noise, deploys, load tests, flaps, one bad client, failovers and maintenance.
import { CAMPUS } from "./estate-campus.js";
import { CREW } from "./estate-crew.js";
import { GRID } from "./estate-grid.js";
import type { Scenario } from "./types.js";

const q = (s: Omit<Scenario, "incident">): Scenario => ({ ...s, incident: false });

export const QUIET: Scenario[] = [
  q({
    key: "quiet-crew-noise",
    estate: CREW,
    note: "constant background errors all window: ops-feed unknown tails plus hotel-block missing rate cards at a steady rate, nothing changes",
    play(c) {
      c.every(c.r.num(0, 20), c.end, 14, (t) =>
        c.at(t, "hotel-block", "error", `rate card missing for hotel H${c.r.int(100, 999)}, using contract default`),
      );
    },
  }),
  q({
    key: "quiet-grid-deploy",
    estate: GRID,
    noDeploy: true,
    note: "successful rolling deploy of gateway; meter-ingest sees a few seconds of connection resets while pods rotate, then all normal",
    play(c) {
      const t0 = c.r.num(0.2, 0.7) * c.end;
      c.deploy(t0, "gateway", "v4.12.0");
      c.every(t0 + 8, t0 + 14, 0.8, (t) =>
        c.at(
          t,
          "meter-ingest",
          "warn",
          "upload ack via gateway failed: read: connection reset by peer, retrying (1/5)",
        ),
      );
      c.at(t0 + 15, "meter-ingest", "info", "gateway connections re-established (4/4)");
    },
  }),
  q({
    key: "quiet-campus-loadtest",
    estate: CAMPUS,
    note: "announced load test: latencies on lms-web and search rise for 10 minutes, no errors",
    play(c) {
      const t0 = c.r.num(0.1, 0.4) * c.end;
      c.at(t0, "lms-web", "info", "load test lt-2026-07-exam started by perf-team (target 3x peak, synthetic users)");
      c.every(t0 + 5, t0 + 600, 0.5, (t) => {
        const tr = c.tid();
        c.at(t, "lms-web", "info", `GET /courses/CS201/home 200 ${c.r.int(600, 2400)}ms (synthetic)`, { trace: tr });
        if (c.r.chance(0.4))
          c.at(t + 0.01, "search", "warn", `slow query "exam schedule" ${c.r.int(800, 1900)}ms`, { trace: tr });
      });
      c.at(t0 + 605, "lms-web", "info", "load test lt-2026-07-exam finished: p99 2.3s, errors 0");
    },
  }),
  q({
    key: "quiet-crew-flap",
    estate: CREW,
    note: "crew-notify's readiness check flaps a few times under a GC pause and recovers on its own",
    play(c) {
      const t0 = c.r.num(0.2, 0.7) * c.end;
      for (let i = 0; i < 3; i++) {
        c.at(t0 + i * 40, "crew-notify", "warn", "readiness probe failed: GET /ready timed out after 1s");
        c.at(t0 + i * 40 + 10, "crew-notify", "info", "readiness probe ok");
      }
    },
  }),
  q({
    key: "quiet-campus-badclient",
    estate: CAMPUS,
    note: "one outdated mobile client (campusly-ios 3.1.0) sends malformed JSON; lms-web answers 400 all window, everything else normal",
    play(c) {
      c.every(c.r.num(0, 10), c.end, 4, (t) =>
        c.at(
          t,
          "lms-web",
          "warn",
          `POST /assignments/A${c.r.int(1000, 9999)}/submit 400 invalid JSON body (client campusly-ios/3.1.0)`,
        ),
      );
    },
  }),
  q({
    key: "quiet-grid-failover",
    estate: GRID,
    note: "planned failover of the timeseries primary: announced, a few seconds of write errors in meter-ingest, completes successfully",
    play(c) {
      const t0 = c.r.num(0.2, 0.7) * c.end;
      c.at(t0 - 120, "timeseries", "info", "planned switchover CHG-8812: promoting replica tsdb-b in 120s");
      c.at(t0, "timeseries", "warn", "switchover in progress: primary tsdb-a demoted, writes paused");
      c.every(t0 + 1, t0 + 7, 1, (t) =>
        c.at(
          t,
          "meter-ingest",
          "error",
          "write to timeseries failed: server closed the connection unexpectedly, retrying",
        ),
      );
      c.at(t0 + 8, "timeseries", "info", "switchover complete: tsdb-b is primary (lag 0 bytes), writes resumed");
    },
  }),
  q({
    key: "quiet-campus-maintenance",
    estate: CAMPUS,
    note: "scheduled maintenance window: gradebook announces read-only mode, answers 503 maintenance for a few minutes, then back",
    play(c) {
      const t0 = c.r.num(0.2, 0.6) * c.end;
      c.at(t0 - 300, "notifier", "info", "maintenance notice sent: gradebook read-only 10 minutes (MW-2026-07-08)");
      c.at(t0, "gradebook", "warn", "entering scheduled maintenance MW-2026-07-08: read-only mode");
      c.every(t0 + 2, t0 + 300, 8, (t) =>
        c.at(t, "gradebook", "warn", "write refused: scheduled maintenance in progress (503)"),
      );
      c.at(t0 + 302, "gradebook", "info", "maintenance MW-2026-07-08 finished, writes enabled");
    },
  }),
  q({
    key: "quiet-crew-deploy",
    estate: CREW,
    noDeploy: true,
    note: "successful deploy of roster; crew-portal logs a handful of connection resets during the rollout",
    play(c) {
      const t0 = c.r.num(0.2, 0.7) * c.end;
      c.deploy(t0, "roster", "v5.2.9");
      c.every(t0 + 6, t0 + 11, 1, (t) =>
        c.at(t, "crew-portal", "warn", "roster call failed: socket hang up (ECONNRESET), retried ok"),
      );
    },
  }),
  q({
    key: "quiet-grid-noise",
    estate: GRID,
    note: "constant background errors all window: scada-bridge CRC errors and billing-export skipped accounts, steady",
    play(c) {
      c.every(c.r.num(0, 20), c.end, 9, (t) =>
        c.at(t, "billing-export", "error", `account A${c.r.int(100000, 999999)} has no meter assigned, skipped`),
      );
    },
  }),
  q({
    key: "quiet-campus-flap",
    estate: CAMPUS,
    note: "search health check flaps twice and heals; no user-facing errors",
    play(c) {
      const t0 = c.r.num(0.2, 0.7) * c.end;
      c.at(t0, "search", "warn", "cluster health YELLOW: 1 replica shard unassigned (node es-data-3 restarting)");
      c.at(t0 + 45, "search", "info", "cluster health GREEN");
      c.at(t0 + 200, "search", "warn", "cluster health YELLOW: 1 replica shard initializing");
      c.at(t0 + 230, "search", "info", "cluster health GREEN");
    },
  }),
  q({
    key: "quiet-crew-loadtest",
    estate: CREW,
    note: "load test of duty-limits before the winter schedule: slower legality checks, no errors",
    play(c) {
      const t0 = c.r.num(0.1, 0.4) * c.end;
      c.at(t0, "duty-limits", "info", "load test LT-FTL-04 started (synthetic 2000 checks/min)");
      c.every(t0 + 2, t0 + 480, 0.4, (t) =>
        c.at(
          t,
          "duty-limits",
          "info",
          `legality check SYN${c.r.int(1000, 9999)}: OK in ${c.r.int(900, 2600)}ms (synthetic)`,
        ),
      );
      c.at(t0 + 485, "duty-limits", "info", "load test LT-FTL-04 finished: p95 2.4s, 0 errors");
    },
  }),
  q({
    key: "quiet-grid-badfirmware",
    estate: GRID,
    note: "one meter batch on test firmware posts malformed payloads; gateway answers 400/422 all window, everything else normal",
    play(c) {
      c.every(c.r.num(0, 10), c.end, 5, (t) =>
        c.at(
          t,
          "gateway",
          "warn",
          `POST /v1/readings -> 422 unprocessable: field 'ts' not RFC3339 (device M-9901-${c.r.int(1000, 1999)}, fw 5.0.0-rc1)`,
        ),
      );
    },
  }),
];
