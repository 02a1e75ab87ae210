// Quiet windows: normal multi-region noise that needs no page (drills, flaps that recover, lag spikes, rebalances).
import type { Ctx } from "./stream.js";

export const QUIET: Array<(c: Ctx) => string> = [
  (c) => {
    c.emit(c.start, c.e.dns, "info", `planned failover drill DR-${c.rng.int(100, 999)}: promoting ${c.db(c.B)}`);
    c.emit(c.start + 30000, c.db(c.B), "info", "LOG:  database system is ready to accept connections (promoted)");
    c.emit(
      c.start + 60000,
      c.e.dns,
      "info",
      `failover drill complete: api.${c.e.domain} answering ${c.B}, 0 failed checks`,
    );
    return "planned failover drill that succeeds";
  },
  (c) => {
    c.emit(
      c.start,
      c.e.dns,
      "warn",
      `health check hc-${c.e.app}-${c.A} status changed: Healthy -> Unhealthy (3 of 16 checkers report failure: Failure: Connection timed out)`,
    );
    c.drained.push({ region: c.A, from: c.start, to: c.start + 90000 });
    c.emit(c.start + 90000, c.e.dns, "info", `health check hc-${c.e.app}-${c.A} status changed: Unhealthy -> Healthy`);
    return `health check flap in ${c.A}, traffic shifted and back`;
  },
  (c) => {
    c.every(
      c.db(c.B),
      c.start,
      c.start + 120000,
      20000,
      "warn",
      (i) => `replication lag ${(4 + i * 3).toFixed(1)}s on ${c.db(c.B)}, catching up`,
    );
    c.emit(c.start + 130000, c.db(c.B), "info", "replication lag back to 0.2s");
    return "replication lag spike that recovers";
  },
  (c) => {
    c.emit(c.start, c.e.mm, "info", `[Worker clientId=connect-1, groupId=${c.e.mm}] Rebalance started`);
    c.emit(
      c.start + 4000,
      c.e.mm,
      "info",
      `[Worker clientId=connect-1, groupId=${c.e.mm}] Finished starting connectors and tasks`,
    );
    c.every(
      c.e.dns,
      c.start,
      c.dur,
      90000,
      "warn",
      () => `record api.${c.e.domain} TTL 300 exceeds recommended 60s for failover records`,
    );
    return "MirrorMaker rebalance and DNS TTL warnings";
  },
  (c) => {
    c.emit(
      c.start,
      c.e.edge,
      "info",
      `draining locality ${c.A} for maintenance window CHG-${c.rng.int(1000, 9999)}: weight 0`,
    );
    c.drained.push({ region: c.A, from: c.start, to: c.start + 240000 });
    c.emit(c.start + 240000, c.e.edge, "info", `locality ${c.A} restored: weight 100`);
    return `region ${c.A} drained for maintenance and restored`;
  },
];
