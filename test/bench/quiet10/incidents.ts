// The eight incidents, one per category, each written on top of the same background noise: the origin's own
// evidence from `tf` on, and its callers reporting it in their own words.
import { type Estate, rtOf } from "./estates.js";
import type { Stream } from "./stream.js";

export interface IncidentOut {
  origin: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
}

export interface IncidentKind {
  kind: string;
  category: string;
  run: (s: Stream, tf: number) => IncidentOut;
}

const S = 1000;
const M = 60 * S;
const node = (e: Estate) => e.services.find((x) => x.rt === "node" && x.name !== e.edge)?.name ?? e.edge;
const py = (e: Estate) => e.services.find((x) => x.rt === "python")?.name ?? e.worker;

export const INCIDENTS: IncidentKind[] = [
  {
    kind: "db-connections-exhausted",
    category: "database",
    run: (s, tf) => {
      const { r, e } = s;
      s.every(tf, s.t1, 900, (t) => {
        const tr = s.trace();
        s.add(e.db, t, "error", "HikariPool-1 - Connection is not available, request timed out after 30000ms.", {
          trace: tr,
          errorType: "org.springframework.jdbc.CannotGetJdbcConnectionException",
          stack: [
            "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection",
            "Caused by: org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
            "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
            "\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:181)",
          ],
        });
        if (r.chance(0.7)) s.access(t + r.int(30, 200), "GET", r.pick(e.routes), 503, r.int(30000, 30100), tr);
        if (r.chance(0.3))
          s.add(e.edge, t + 210, "error", `upstream ${e.db} returned 503 Service Unavailable`, { trace: tr });
      });
      s.add(
        e.db,
        tf + 2 * S,
        "warn",
        `HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=${r.int(40, 90)})`,
      );
      return {
        origin: e.db,
        hints: ["connection", "database", "jdbc", "postgres", "too many", "pool"],
        severity: "high",
        note: `${e.db} cannot get PostgreSQL connections (too many clients): edge 503s on its routes`,
      };
    },
  },
  {
    kind: "node-heap-oom",
    category: "memory",
    run: (s, tf) => {
      const { r, e } = s;
      const svc = node(e);
      let heap = 1400;
      s.every(tf - 2 * M, tf, 12 * S, (t) => {
        heap += r.int(40, 90);
        s.add(
          svc,
          t,
          "warn",
          `[1:0x5b8e2a0]   ${r.int(100000, 300000)} ms: Mark-Compact ${heap}.${r.int(1, 9)} (${heap + 40}.${r.int(1, 9)}) -> ${heap - 8}.${r.int(1, 9)} (${heap + 45}.${r.int(1, 9)}) MB, ${r.int(800, 1900)}.${r.int(1, 9)} / 0.0 ms  (average mu = 0.1${r.int(0, 9)}, current mu = 0.0${r.int(1, 9)}) allocation failure; scavenge might not succeed`,
        );
      });
      s.every(tf, s.t1, 50 * S, (t) => {
        s.add(svc, t, "fatal", "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory", {
          errorType: "FATAL ERROR",
          stack: [
            " 1: 0xb8d0a3 node::Abort() [node]",
            " 2: 0xa96834 node::FatalError(char const*, char const*) [node]",
            " 3: 0xd6c2fe v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, bool) [node]",
            " 4: 0xf4b6d5 v8::internal::Heap::FatalProcessOutOfMemory(char const*) [node]",
          ],
        });
        s.add(
          "k8s-events",
          t + 2 * S,
          "warn",
          `Back-off restarting failed container ${svc} in pod ${svc}-${r.hex(9)}-${r.hex(5)} (exit code 134)`,
        );
        for (let k = 0; k < r.int(3, 8); k++)
          s.add(
            e.edge,
            t + r.int(1, 15) * S,
            "error",
            `upstream ${svc} error: connect ECONNREFUSED 10.42.${r.int(0, 9)}.${r.int(2, 250)}:3000`,
          );
        s.add(svc, t + 18 * S, "info", `${svc} listening on :3000 (restart)`);
      });
      return {
        origin: svc,
        hints: ["heap", "memory", "out of memory", "oom", "allocation"],
        severity: "high",
        note: `${svc} leaks heap, GC thrashes, then crashes with JavaScript heap out of memory in a restart loop`,
      };
    },
  },
  {
    kind: "volume-full",
    category: "disk",
    run: (s, tf) => {
      const { r, e } = s;
      const svc = py(e);
      s.add(svc, tf - 90 * S, "warn", "spool volume /var/spool/work at 96% (482Mi free)");
      s.every(tf, s.t1, 2500, (t) => {
        const f = `/var/spool/work/${r.hex(12)}.tmp`;
        s.add(svc, t, "error", `job failed: OSError: [Errno 28] No space left on device: '${f}'`, {
          errorType: "OSError",
          stack: [
            "Traceback (most recent call last):",
            '  File "/app/worker/tasks.py", line 142, in run',
            "    with open(path, 'wb') as fh:",
            `OSError: [Errno 28] No space left on device: '${f}'`,
          ],
        });
      });
      s.every(tf + 30 * S, s.t1, 40 * S, (t) =>
        s.add(e.edge, t, "warn", `${svc} backlog growing: ${r.int(200, 900)} jobs pending`),
      );
      return {
        origin: svc,
        hints: ["no space", "disk", "errno 28", "enospc", "volume"],
        severity: "high",
        note: `${svc}'s spool volume fills up: every job fails with ENOSPC`,
      };
    },
  },
  {
    kind: "node-network-resets",
    category: "network",
    run: (s, tf) => {
      const { r, e } = s;
      const svc = e.backends.find((b) => rtOf(e, b) === "go") ?? e.backends[0];
      s.every(tf, s.t1, 1400, (t) => {
        const dest = r.pick([`${e.dbName}-postgres:5432`, "redis-cache:6379", `${e.consumer}:8080`]);
        const why = r.chance(0.6)
          ? `read tcp 10.42.5.${r.int(2, 250)}:${r.int(30000, 60000)}->${dest.replace(/^[^:]+/, `10.42.${r.int(0, 9)}.${r.int(2, 250)}`)}: read: connection reset by peer`
          : `dial tcp ${dest.replace(/^[^:]+/, `10.42.${r.int(0, 9)}.${r.int(2, 250)}`)}: connect: no route to host`;
        const tr = s.trace();
        s.add(svc, t, "error", `request failed: ${why}`, { trace: tr });
        if (r.chance(0.6)) s.access(t + r.int(20, 90), "GET", r.pick(e.routes), 502, r.int(5, 60), tr);
      });
      s.add(
        svc,
        tf + 40 * S,
        "warn",
        "health: upstream checks failing on this pod only (postgres, redis); node eth0 errors rising",
      );
      return {
        origin: svc,
        hints: ["reset", "connection", "network", "route", "socket"],
        severity: "medium",
        note: `${svc}'s network path fails: resets and no route to host on all its outbound calls, edge 502s`,
      };
    },
  },
  {
    kind: "vendor-credential-rejected",
    category: "authentication",
    run: (s, tf) => {
      const { r, e } = s;
      const svc = e.vendorClient;
      s.every(tf, s.t1, 1800, (t) => {
        const tr = s.trace();
        s.add(
          svc,
          t,
          "error",
          `POST https://${e.vendor}/oauth2/token failed: 401 Unauthorized {"error":"invalid_client","error_description":"Client authentication failed"}`,
          { trace: tr },
        );
        if (r.chance(0.5)) s.access(t + r.int(20, 90), "POST", r.pick(e.routes), 502, r.int(100, 400), tr);
      });
      return {
        origin: svc,
        hints: ["401", "invalid_client", "authentication", "credential", "unauthorized", "oauth"],
        severity: "medium",
        note: `${svc}'s OAuth client credentials are rejected by ${e.vendor} (invalid_client): its calls fail`,
      };
    },
  },
  {
    kind: "missing-setting-after-deploy",
    category: "configuration",
    run: (s, tf) => {
      const { r, e } = s;
      const svc = e.backends.find((b) => rtOf(e, b) === "java") ?? e.db;
      s.mute(svc, tf - 5 * S);
      s.add(
        "deploy-bot",
        tf - 20 * S,
        "info",
        `argocd: sync started for ${svc} (image tag v${r.int(3, 9)}.${r.int(0, 30)}.0)`,
      );
      s.every(tf, s.t1, 25 * S, (t) => {
        s.add(svc, t, "error", "Application run failed", {
          errorType: "org.springframework.beans.factory.BeanCreationException",
          stack: [
            `org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'partnerClient': Injection of autowired dependencies failed`,
            `Caused by: java.lang.IllegalArgumentException: Could not resolve placeholder 'PARTNER_API_BASE_URL' in value "\${PARTNER_API_BASE_URL}"`,
            "\tat org.springframework.util.PropertyPlaceholderHelper.parseStringValue(PropertyPlaceholderHelper.java:180)",
          ],
        });
        s.add("k8s-events", t + S, "warn", `Back-off restarting failed container ${svc} (CrashLoopBackOff)`);
        for (let k = 0; k < r.int(4, 10); k++)
          s.add(e.edge, t + r.int(1, 24) * S, "error", `upstream ${svc} unavailable: 503 no healthy upstream`);
      });
      return {
        origin: svc,
        hints: ["placeholder", "configuration", "config", "property", "partner_api_base_url", "missing"],
        severity: "high",
        note: `new ${svc} release lacks PARTNER_API_BASE_URL: crash loop at startup, edge 503s`,
      };
    },
  },
  {
    kind: "lock-timeout",
    category: "timeout",
    run: (s, tf) => {
      const { r, e } = s;
      s.every(tf, s.t1, 1300, (t) => {
        const tr = s.trace();
        s.add(
          e.db,
          t,
          "error",
          `Request processing failed: org.springframework.dao.QueryTimeoutException: PreparedStatementCallback; SQL [update ${e.tables[0]} set status=? where id=?]; ERROR: canceling statement due to lock timeout`,
          { trace: tr },
        );
        if (r.chance(0.6)) s.access(t + r.int(10, 80), "POST", r.pick(e.routes), 504, r.int(5000, 5100), tr);
      });
      s.add(
        e.db,
        tf + 10 * S,
        "warn",
        `long-running transaction holding row locks on ${e.tables[0]} for ${r.int(60, 200)}s (pid ${r.int(30000, 39999)}, state idle in transaction)`,
      );
      return {
        origin: e.db,
        hints: ["timeout", "lock", "timed out", "deadline"],
        severity: "medium",
        note: `${e.db}'s updates time out waiting on a lock held by an idle-in-transaction session; edge 504s`,
      };
    },
  },
  {
    kind: "npe-after-release",
    category: "null_reference",
    run: (s, tf) => {
      const { r, e } = s;
      const svc = e.backends.find((b) => rtOf(e, b) === "java") ?? e.db;
      const pkg = `com.${e.company.split(" ")[0].toLowerCase()}`;
      s.every(tf, s.t1, 1100, (t) => {
        const tr = s.trace();
        s.add(svc, t, "error", "Servlet.service() for servlet [dispatcherServlet] threw exception", {
          trace: tr,
          errorType: "java.lang.NullPointerException",
          stack: [
            'java.lang.NullPointerException: Cannot invoke "String.trim()" because the return value of "' +
              pkg +
              '.model.Address.getRegion()" is null',
            `\tat ${pkg}.service.PricingService.regionFactor(PricingService.java:${r.int(60, 140)})`,
            `\tat ${pkg}.web.QuoteController.quote(QuoteController.java:${r.int(30, 80)})`,
          ],
        });
        if (r.chance(0.7)) s.access(t + r.int(10, 80), "POST", r.pick(e.routes), 500, r.int(10, 60), tr);
      });
      return {
        origin: svc,
        hints: ["nullpointer", "null", "npe"],
        severity: "medium",
        note: `${svc} throws NullPointerException on addresses without a region; edge 500s`,
      };
    },
  },
];
