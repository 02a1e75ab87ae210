// The eight failures of quiet49, one per category, written as the software involved really reports them.
import type { Ctx } from "./stream.js";

export interface IncidentKind {
  key: string;
  estate: string;
  originRole: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** quiet kinds that would contradict this failure on the same service */
  clash: string[];
  run: (ctx: Ctx, start: number) => void;
}

const ramp = (start: number, ms: number, top: number) => (t: number) => Math.min(top, (top * (t - start)) / ms + 0.15);

export const INCIDENTS: IncidentKind[] = [
  {
    key: "pg-clients",
    clash: ["replica-lag", "cold-cache", "rolling-restart"],
    estate: "rentara",
    originRole: "res",
    category: "database",
    hints: ["connection", "database", "pool", "postgres", "sql", "hikari", "jdbc", "too many"],
    severity: "high",
    note: "reservations exhausts its Hikari pool when Postgres refuses new clients; the edge and kiosks see timeouts and 503s",
    run: (c, start) => {
      const r = c.r;
      c.every(
        20000,
        3000,
        (t) =>
          c.emit(
            t,
            "res",
            "info",
            `HikariPool-1 - Pool stats (total=40, active=${r.int(4, 14)}, idle=${r.int(26, 36)}, waiting=0)`,
          ),
        c.start,
        start,
      );
      c.every(
        15000,
        2000,
        (t) =>
          c.emit(
            t,
            "res",
            "warn",
            `HikariPool-1 - Pool stats (total=40, active=40, idle=0, waiting=${r.int(60, 190)})`,
          ),
        start + 20000,
      );
      c.every(
        9000,
        4000,
        (t) =>
          c.emit(
            t,
            "res",
            "error",
            "HikariPool-1 - Exception during pool initialization of new connection.",
            "org.postgresql.util.PSQLException: FATAL: sorry, too many clients already\n\tat org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2713)\n\tat org.postgresql.core.v3.QueryExecutorImpl.readStartupMessages(QueryExecutorImpl.java:2825)\n\tat org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:283)\n\tat com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:476)",
          ),
        start,
      );
      c.breaks.push({
        role: "res",
        from: start,
        share: ramp(start, 90000, 0.85),
        kind: (t) => (t - start < 40000 ? "timeout" : r.pick(["timeout", "503", "503"])),
        callerMs: 5000,
        retries: 2,
        entryStatus: 503,
        breaker: true,
        originSays: (rr) => {
          if (!rr.chance(0.3)) return null;
          const w = rr.int(60, 200);
          const head = `java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=${w})`;
          return {
            level: "error",
            msg: `Failed to obtain JDBC Connection; nested exception is ${head}`,
            stack: rr.chance(0.3)
              ? head +
                "\n\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)\n\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)\n\tat com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:100)\n\tat org.springframework.jdbc.datasource.DataSourceUtils.fetchConnection(DataSourceUtils.java:160)\n\tat com.rentara.reservations.repo.ReservationRepository.findAvailability(ReservationRepository.java:212)"
              : undefined,
          };
        },
      });
    },
  },
  {
    key: "export-enospc",
    clash: ["disk-cleanup-warn", "oauth-refresh", "lock-contention", "kafka-rebalance"],
    estate: "ostrander",
    originRole: "listing",
    category: "disk",
    hints: ["disk", "space", "enospc", "no space", "errno 28", "storage"],
    severity: "medium",
    note: "portal-exporter fills its spool volume and every feed write fails with ENOSPC; inventory-feed reports 500s and portals go stale",
    run: (c, start) => {
      const r = c.r;
      c.emit(start - 240000, "listing", "warn", "disk usage /var/spool/exports at 91% (threshold 85%)");
      c.emit(start - 90000, "listing", "warn", "disk usage /var/spool/exports at 97% (threshold 85%)");
      c.every(
        30000,
        5000,
        (t) => {
          const portal = r.pick(["mobile.de", "autoscout24", "kleinanzeigen"]);
          c.emit(
            t,
            "listing",
            "error",
            `export to ${portal} aborted`,
            `Traceback (most recent call last):\n  File "/app/exporter/writer.py", line 88, in write_batch\n    fh.write(rows)\n  File "/usr/local/lib/python3.11/codecs.py", line 722, in write\n    return self.writer.write(data)\nOSError: [Errno 28] No space left on device: '/var/spool/exports/${portal.replace(".", "_")}/batch-${r.digits(6)}.csv.tmp'`,
          );
        },
        start,
      );
      c.every(
        60000,
        5000,
        (t) => c.emit(t, "listing", "warn", "disk usage /var/spool/exports at 100% (threshold 85%)"),
        start + 10000,
      );
      c.every(
        45000,
        5000,
        (t) =>
          c.emit(
            t,
            "stock",
            "warn",
            `portal feed for mobile.de not refreshed for ${Math.round((t - start) / 60000) + 4}m (last ok batch ${r.digits(6)})`,
          ),
        start + 60000,
      );
      c.breaks.push({
        role: "listing",
        from: start,
        share: () => 0.95,
        kind: () => "5xx",
        callerMs: 0,
        retries: 1,
        entryStatus: 500,
        originSays: (rr) => ({
          level: "error",
          msg: `batch write failed: [Errno 28] No space left on device (${rr.int(3, 60)} listings not exported)`,
        }),
      });
    },
  },
  {
    key: "vendor-secret",
    clash: ["unlock-retries"],
    estate: "northway",
    originRole: "unlock",
    category: "authentication",
    hints: ["auth", "401", "credential", "invalid_client", "unauthorized", "token", "secret"],
    severity: "high",
    note: "keyless-bridge's client secret at the telematics vendor has expired; token requests get 401 invalid_client (logged at WARN) and every unlock fails",
    run: (c, start) => {
      const r = c.r;
      c.every(
        60000,
        1000,
        (t) => c.emit(t, "unlock", "info", "oauth: vendor access token refreshed, expires_in=300"),
        c.start,
        start,
      );
      c.every(
        12000,
        3000,
        (t) =>
          c.emit(
            t,
            "unlock",
            "warn",
            `oauth: token request to auth.tcu-vendor.example/oauth2/token rejected: 401 {"error":"invalid_client","error_description":"client secret expired"} (client_id=northway-prod), retrying in ${r.int(5, 15)}s`,
          ),
        start,
      );
      c.breaks.push({
        role: "unlock",
        from: start,
        share: ramp(start, 60000, 1),
        kind: () => "5xx",
        callerMs: 0,
        retries: 2,
        entryStatus: 502,
        originSays: (rr) =>
          rr.chance(0.8)
            ? { level: "warn", msg: `unlock cmd ${rr.hex(8)} not sent: no valid vendor token (401 invalid_client)` }
            : null,
      });
      c.every(
        40000,
        8000,
        (t) =>
          c.emit(
            t,
            "kiosk",
            "warn",
            `customer at ${r.pick(c.e.sites)} bay ${r.int(1, 40)} reports app unlock not working, key handed over at counter`,
          ),
        start + 120000,
      );
    },
  },
  {
    key: "valuation-timeout",
    clash: ["idle-resets", "valuation-no-match"],
    estate: "hallbeck",
    originRole: "tradein",
    category: "timeout",
    hints: ["timeout", "timed out", "deadline", "readtimeout"],
    severity: "medium",
    note: "tradein-valuer's calls to its valuation provider stop answering in time (logged only at WARN); the storefront times out and retries part-exchange quotes",
    run: (c, start) => {
      const r = c.r;
      c.breaks.push({
        role: "tradein",
        from: start,
        share: ramp(start, 60000, 0.9),
        kind: () => "timeout",
        callerMs: 12000,
        retries: 2,
        entryStatus: 504,
        originSays: (rr) => ({
          level: "warn",
          msg: `valuation lookup vrm=${rr.pick(["LK", "YX", "GF", "MV"])}${rr.int(10, 74)}${rr.hex(3).toUpperCase()} gave up after 10.0s: ReadTimeout: HTTPSConnectionPool(host='valuations.cap-hpi.example', port=443): Read timed out. (read timeout=10)`,
        }),
      });
      c.every(
        30000,
        4000,
        (t) =>
          c.emit(
            t,
            "tradein",
            "warn",
            `provider latency p95=${r.int(9800, 10000)}ms over last 30s (${r.int(20, 60)} calls)`,
          ),
        start + 30000,
      );
    },
  },
  {
    key: "fleet-oom",
    clash: ["gc-pauses", "kafka-rebalance", "odometer-anomalies", "tcu-underground"],
    estate: "rentara",
    originRole: "fleet",
    category: "memory",
    hints: ["memory", "outofmemory", "heap", "oom"],
    severity: "high",
    note: "fleet-state runs out of Java heap, dies and restarts in a loop; telemetry ingest, reservations and kiosks report timeouts and refused connections",
    run: (c, start) => {
      const r = c.r;
      for (let i = 0; i < 6; i++)
        c.emit(
          start - 180000 + i * 30000,
          "fleet",
          "warn",
          `GC pause (G1 Evacuation Pause) ${300 + i * 250}ms, heap ${2800 + i * 200}M->${2600 + i * 220}M(4096M)`,
        );
      const down: [number, number][] = [];
      let t = start;
      while (t < c.end) {
        c.emit(
          t,
          "fleet",
          "warn",
          `GC overhead: ${r.int(92, 99)}% of time in GC over last 60s, heap 4090M->4071M(4096M)`,
        );
        c.emit(
          t + 8000,
          "fleet",
          "error",
          'Exception in thread "position-applier-3" java.lang.OutOfMemoryError: Java heap space',
          "java.lang.OutOfMemoryError: Java heap space\n\tat java.base/java.util.Arrays.copyOf(Arrays.java:3537)\n\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)\n\tat com.rentara.fleet.position.TrackBuffer.append(TrackBuffer.java:64)\n\tat com.rentara.fleet.position.PositionApplier.apply(PositionApplier.java:118)\n\tat java.base/java.lang.Thread.run(Thread.java:1583)",
        );
        c.emit(t + 8200, "fleet", "fatal", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
        c.emit(
          t + 38000,
          "fleet",
          "info",
          `Starting FleetStateApplication v3.${r.int(1, 9)}.${r.int(0, 9)} using Java 21.0.4 with PID 1`,
        );
        c.emit(
          t + 52000,
          "fleet",
          "info",
          `Started FleetStateApplication in ${r.int(11, 16)}.${r.int(100, 999)} seconds`,
        );
        c.hush("fleet", t + 8300, true, t + 38000);
        c.hush("fleet", t + 38001, false, t + 52000);
        down.push([t + 8200, t + 52000]);
        t += r.int(110000, 160000);
      }
      const isDown = (tt: number) => down.some(([a, b]) => tt >= a && tt < b);
      c.breaks.push({
        role: "fleet",
        from: start,
        share: (tt) => (isDown(tt) ? 1 : 0.5),
        kind: (tt) => (isDown(tt) ? "refused" : "timeout"),
        callerMs: 3000,
        retries: 2,
        entryStatus: 503,
        breaker: true,
      });
    },
  },
  {
    key: "lender-routes",
    clash: ["finance-declines", "duplicate-webhooks", "recon-mismatch", "breaker-recovers"],
    estate: "hallbeck",
    originRole: "finance",
    category: "configuration",
    hints: ["config", "configuration", "setting", "missing", "lenderrouting", "appsettings"],
    severity: "high",
    note: "finance-apply is redeployed with an appsettings file lacking the lender routing section; every application fails and the storefront returns 500s",
    run: (c, start) => {
      c.emit(start - 14000, "finance", "info", "Application is shutting down...");
      c.emit(start - 3000, "finance", "info", "Now listening on: http://[::]:8080");
      c.emit(
        start - 2900,
        "finance",
        "info",
        "Hosting environment: Production; content root path: /app; build 4.8.0+9f2c1ad",
      );
      c.emit(
        start - 2800,
        "finance",
        "warn",
        "Configuration section 'LenderRouting:Routes' not found in appsettings.Production.json; 0 lender routes loaded",
      );
      c.breaks.push({
        role: "finance",
        from: start,
        share: () => 1,
        kind: () => "5xx",
        callerMs: 0,
        retries: 0,
        entryStatus: 500,
        originSays: (rr) => ({
          level: "error",
          msg: `Unhandled exception while submitting application FA-${rr.digits(7)}`,
          stack: `System.InvalidOperationException: No lender route configured for product '${rr.pick(["PCP", "HP", "PCH"])}' (LenderRouting:Routes is empty)\n   at Hallbeck.Finance.Routing.LenderRouter.Resolve(String product, Decimal amount) in /src/Finance/Routing/LenderRouter.cs:line 44\n   at Hallbeck.Finance.Applications.SubmitHandler.Handle(SubmitApplication cmd, CancellationToken ct) in /src/Finance/Applications/SubmitHandler.cs:line 71\n   at Microsoft.AspNetCore.Routing.EndpointMiddleware.Invoke(HttpContext httpContext)`,
        }),
      });
    },
  },
  {
    key: "bureau-route",
    clash: ["finance-declines", "duplicate-webhooks", "recon-mismatch", "breaker-recovers"],
    estate: "ostrander",
    originRole: "bureau",
    category: "network",
    hints: ["network", "route", "no route", "unreachable", "connection", "dial", "reset"],
    severity: "medium",
    note: "credit-proxy can no longer reach the credit bureau (no route to host, resets); fi-desk gets 502s and finance applications stall",
    run: (c, start) => {
      const r = c.r;
      c.breaks.push({
        role: "bureau",
        from: start,
        share: ramp(start, 30000, 0.95),
        kind: () => "5xx",
        callerMs: 0,
        retries: 2,
        entryStatus: 502,
        originSays: (rr) => ({
          level: "error",
          msg: rr.chance(0.7)
            ? `softsearch upstream error: Post "https://api.schufa-b2b.example/v2/softsearch": dial tcp 203.0.113.${rr.int(20, 40)}:443: connect: no route to host`
            : `softsearch upstream error: Post "https://api.schufa-b2b.example/v2/softsearch": read tcp 10.12.${rr.int(0, 9)}.${rr.int(2, 250)}:${rr.int(30000, 60000)}->203.0.113.${rr.int(20, 40)}:443: read: connection reset by peer`,
        }),
      });
      c.every(
        30000,
        3000,
        (t) =>
          c.emit(
            t,
            "bureau",
            "warn",
            `upstream health: 0/${r.int(8, 20)} probes to api.schufa-b2b.example ok (last: no route to host)`,
          ),
        start + 15000,
      );
    },
  },
  {
    key: "collector-hang",
    clash: ["tcu-underground", "unlock-retries"],
    estate: "northway",
    originRole: "tcu",
    category: "unknown",
    hints: ["unresponsive", "hang", "unavailable", "timeout", "no response", "stalled", "silent"],
    severity: "high",
    note: "tcu-collector stops logging and answering; keyless-bridge times out on unlock commands and fleet-tracker reports the position feed as stale",
    run: (c, start) => {
      const r = c.r;
      c.hush("tcu", start, true);
      c.breaks.push({
        role: "tcu",
        from: start,
        share: () => 1,
        kind: () => "timeout",
        callerMs: 10000,
        retries: 1,
        entryStatus: 504,
        breaker: true,
      });
      c.every(
        20000,
        2000,
        (t) =>
          c.emit(
            t,
            "fleet",
            "warn",
            `position feed stale: no batch from tcu-collector for ${Math.round((t - start) / 1000)}s`,
          ),
        start + 45000,
      );
      c.every(
        60000,
        4000,
        (t) =>
          c.emit(
            t,
            "fleet",
            "error",
            `availability may be wrong: ${r.int(200, 900)} vehicles with positions older than ${Math.round((t - start) / 60000) + 1}m`,
          ),
        start + 120000,
      );
    },
  },
];
