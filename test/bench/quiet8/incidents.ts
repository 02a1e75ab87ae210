// Eight incidents, one per category, each built on the same everyday noise as the quiet windows. The origin logs
// the real cause; callers report it in their own words (5xx, timeouts, retries), often louder than the origin.
import type { Ctx } from "./stream.js";

export interface Incident {
  originService: string;
  category: string;
  errorTypeHints: string[];
  incidentStart: number;
  expectedSeverityAtLeast: "medium" | "high";
  note: string;
}

export interface IncidentKind {
  category: string;
  /** Index into ESTATES (chosen so the origin is not the edge). */
  estate: number;
  run(c: Ctx, start: number): Incident;
}

function every(c: Ctx, from: number, stepMs: number, fn: (t: number, i: number) => void): void {
  let i = 0;
  for (let t = from; t < c.end; t += stepMs + c.rng.int(-stepMs / 3, stepMs / 3)) fn(t, i++);
}

/** The edge's 5xx for a request that failed downstream. */
function edge5xx(c: Ctx, t: number, path: string, status: number, ms: number, tr: string): void {
  c.add(
    t,
    c.role("edge"),
    status >= 500 ? "error" : "warn",
    c.edge(c.rng.chance(0.6) ? "GET" : "POST", path, status, ms),
    tr,
  );
}

/** The unresolved Helm placeholder the configuration incident ships. */
const PH = `$${"{"}REDIS_PORT}`;

export const INCIDENTS: IncidentKind[] = [
  {
    category: "database",
    estate: 0,
    run: (c, start) => {
      const o = c.role("store");
      c.add(start - 40_000, o, "warn", "HikariPool-1 - Pool stats (total=20, active=18, idle=2, waiting=0)");
      every(c, start, 1800, (t, i) => {
        const tr = c.trace();
        if (i % 3 === 0)
          c.add(
            t,
            o,
            "error",
            "org.postgresql.util.PSQLException: FATAL: sorry, too many clients already\n\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)\n\tat org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:203)\n\tat com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:369)",
            tr,
          );
        else
          c.add(
            t,
            o,
            "error",
            "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=41)",
            tr,
          );
        c.add(t + 30, c.role("api"), "error", `POST http://${o}:8080/v1/charges -> 500 (attempt ${1 + (i % 3)}/3)`, tr);
        edge5xx(c, t + 60, c.estate.routes[4], 500, c.rng.int(30000, 31000), tr);
        if (i % 2) edge5xx(c, t + 90, c.estate.routes[0], 502, c.rng.int(30000, 31000), c.trace());
      });
      return {
        originService: o,
        category: "database",
        errorTypeHints: ["connection", "too many", "postgres", "pool", "database", "sql"],
        incidentStart: start,
        expectedSeverityAtLeast: "high",
        note: "billing-ledger exhausts Postgres connections (too many clients, Hikari timeouts); portal returns 500/502 on invoices",
      };
    },
  },
  {
    category: "memory",
    estate: 2,
    run: (c, start) => {
      const o = c.role("batch");
      let heap = 2100;
      const gc0 = c.rng.int(900, 990);
      every(c, start - 120_000, 20_000, (t, i) => {
        heap = Math.min(4090, heap + c.rng.int(120, 260));
        if (t < start)
          c.add(
            t,
            o,
            "warn",
            `[gc] GC(${gc0 + i}) Pause Full (G1 Compaction Pause) ${heap}M->${heap - 40}M(4096M) ${c.rng.int(1800, 4200)}ms`,
          );
      });
      every(c, start, 75_000, (t) => {
        c.add(
          t,
          o,
          "error",
          'Exception in thread "billing-worker-3" java.lang.OutOfMemoryError: Java heap space\n\tat java.base/java.util.Arrays.copyOf(Arrays.java:3537)\n\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)\n\tat com.lumen.billing.BillRunService.loadIntervals(BillRunService.java:212)',
        );
        c.add(t + 200, o, "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
        c.add(
          t + 2000,
          "kubelet",
          "warn",
          `Back-off restarting failed container ${o} in pod ${o}-0 (OOMKilled, exit code 137)`,
        );
        c.add(
          t + 25_000,
          o,
          "info",
          `Started BillingRunApplication in 11.${c.rng.int(100, 999)} seconds; resuming from checkpoint`,
        );
        c.add(
          t + 26_000,
          c.role("partner"),
          "warn",
          "bill_ready notifications paused: no events from billing-run for 60s",
        );
      });
      return {
        originService: o,
        category: "memory",
        errorTypeHints: ["outofmemory", "heap", "memory", "oom"],
        incidentStart: start,
        expectedSeverityAtLeast: "high",
        note: "billing-run's heap fills (long full GCs) then OutOfMemoryError: Java heap space, OOMKilled and restart loop",
      };
    },
  },
  {
    category: "disk",
    estate: 0,
    run: (c, start) => {
      const o = c.role("upload");
      c.add(start - 90_000, o, "warn", "volume /var/lib/xray-cache usage 94% (warn at 90%)");
      every(c, start, 2500, (t) => {
        const tr = c.trace();
        c.add(
          t,
          o,
          "error",
          `Error: ENOSPC: no space left on device, write '/var/lib/xray-cache/tmp/${c.rng.hex(16)}.dcm'`,
          tr,
        );
        c.add(t + 20, o, "error", `POST /studies failed: 500 (staging write failed)`, tr);
        edge5xx(c, t + 40, c.estate.routes[3], 500, c.rng.int(40, 300), tr);
        if (c.rng.chance(0.5))
          c.add(
            t + 60,
            c.role("consumer"),
            "warn",
            `image upload for chart note failed (xray-archive 500), will retry in 60s`,
            tr,
          );
      });
      return {
        originService: o,
        category: "disk",
        errorTypeHints: ["enospc", "space", "disk", "volume"],
        incidentStart: start,
        expectedSeverityAtLeast: "high",
        note: "xray-archive's staging volume fills up: ENOSPC on every study write, portal x-ray uploads fail with 500",
      };
    },
  },
  {
    category: "network",
    estate: 4,
    run: (c, start) => {
      const o = c.role("partner");
      every(c, start, 3000, (t, i) => {
        const tr = c.trace();
        c.add(
          t,
          o,
          "error",
          "requests.exceptions.ConnectionError: HTTPSConnectionPool(host='checkout-live.adyen.example', port=443): Max retries exceeded with url: /v71/payments (Caused by NameResolutionError(\"<urllib3.connection.HTTPSConnection object at 0x7f3a2c1d5e50>: Failed to resolve 'checkout-live.adyen.example' ([Errno -3] Temporary failure in name resolution)\"))",
          tr,
        );
        c.add(
          t + 40,
          c.role("api"),
          "warn",
          `payment for booking failed via ${o} (502), retrying ${1 + (i % 3)}/3`,
          tr,
        );
        edge5xx(c, t + 60, c.estate.routes[4], 502, c.rng.int(5000, 5200), tr);
      });
      c.add(
        start + 60_000,
        o,
        "warn",
        "socket.gaierror: [Errno -3] Temporary failure in name resolution (resolver 10.96.0.10:53)",
      );
      return {
        originService: o,
        category: "network",
        errorTypeHints: ["dns", "name resolution", "resolve", "network", "connection"],
        incidentStart: start,
        expectedSeverityAtLeast: "medium",
        note: "payments-bridge can no longer resolve the PSP's hostname (temporary failure in name resolution); payments 502 at the gateway",
      };
    },
  },
  {
    category: "authentication",
    estate: 2,
    run: (c, start) => {
      const o = c.role("consumer");
      c.add(start - 5000, "secrets-rotator", "info", "rotated secret kafka/meter-connect-scram (version 14 -> 15)");
      every(c, start, 4000, (t, i) => {
        c.add(
          t,
          o,
          "error",
          `[Consumer clientId=${o}-1, groupId=${o}] Connection to node ${i % 3} (b-${(i % 3) + 1}.kafka.internal/10.20.${i % 3}.11:9096) failed authentication due to: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512`,
        );
        if (i % 4 === 0)
          c.add(
            t + 100,
            o,
            "error",
            "org.apache.kafka.common.errors.SaslAuthenticationException: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512",
          );
        if (i % 5 === 0)
          c.add(
            t + 300,
            c.role("store"),
            "warn",
            `consumer lag for meter-readings rising: ${1000 * (i + 1)} records (meter-connect not committing)`,
          );
      });
      return {
        originService: o,
        category: "authentication",
        errorTypeHints: ["sasl", "authentication", "credential", "scram"],
        incidentStart: start,
        expectedSeverityAtLeast: "high",
        note: "after a secret rotation meter-connect fails SASL/SCRAM authentication to Kafka on every broker; meter readings stop flowing",
      };
    },
  },
  {
    category: "configuration",
    estate: 3,
    run: (c, start) => {
      const o = c.role("api");
      c.add(
        start - 20_000,
        "argocd",
        "info",
        `Application ${o} synced to revision ${c.rng.hex(7)} (helm values: redis.port templated from REDIS_PORT)`,
      );
      every(c, start, 30_000, (t) => {
        c.add(t, o, "info", `Starting CartApplication v2.${c.rng.int(30, 40)}.0 using Java 21.0.4`);
        c.add(
          t + 3000,
          o,
          "error",
          "o.s.b.d.LoggingFailureAnalysisReporter : \n\n***************************\nAPPLICATION FAILED TO START\n***************************\n\nDescription:\n\nFailed to bind properties under 'spring.data.redis.port' to int:\n\n    Property: spring.data.redis.port\n    Value: \"" +
            PH +
            "\"\n    Origin: class path resource [application-prod.yml] - 12:11\n    Reason: failed to convert java.lang.String to int\n\nAction:\n\nUpdate your application's configuration",
        );
        c.add(t + 4000, "kubelet", "warn", `Back-off restarting failed container ${o} in pod ${o}-7d9f${c.rng.hex(5)}`);
      });
      every(c, start + 5000, 1500, (t) => edge5xx(c, t, "/cart", 503, c.rng.int(1, 5), c.trace()));
      every(c, start + 8000, 9000, (t) =>
        c.add(
          t,
          c.role("edge"),
          "error",
          `I/O error on POST request for "http://${o}:8080/api/cart/items": Connection refused`,
        ),
      );
      return {
        originService: o,
        category: "configuration",
        errorTypeHints: ["config", "property", "bind", "redis.port", "application failed"],
        incidentStart: start,
        expectedSeverityAtLeast: "high",
        note:
          "cart-svc release ships an unresolved " +
          PH +
          " placeholder: APPLICATION FAILED TO START in a crash loop, storefront 503 on /cart",
      };
    },
  },
  {
    category: "null_reference",
    estate: 1,
    run: (c, start) => {
      const o = c.role("api");
      c.add(start - 30_000, o, "info", `${o} v3.${c.rng.int(10, 20)}.1 ready on :3000 (node v20.17.0)`);
      every(c, start, 2200, (t) => {
        const tr = c.trace();
        c.add(
          t,
          o,
          "error",
          "TypeError: Cannot read properties of undefined (reading 'windowStart')\n    at assignDock (/app/src/docks/assign.js:88:31)\n    at async reserveSlot (/app/src/routes/slots.js:41:18)",
          tr,
        );
        c.add(t + 10, o, "error", `POST /v1/docks/slots 500 - unhandled error (request ${tr})`, tr);
        edge5xx(c, t + 30, "/v1/docks/slots", 500, c.rng.int(20, 60), tr);
      });
      return {
        originService: o,
        category: "null_reference",
        errorTypeHints: ["typeerror", "undefined", "null", "cannot read"],
        incidentStart: start,
        expectedSeverityAtLeast: "medium",
        note: "dock-scheduler new release reads windowStart of an undefined slot: TypeError on every reservation, 500s at the edge",
      };
    },
  },
  {
    category: "timeout",
    estate: 1,
    run: (c, start) => {
      const o = c.role("partner");
      every(c, start, 3500, (t, i) => {
        const tr = c.trace();
        c.add(
          t,
          o,
          "error",
          "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='edi.raben.example', port=443): Read timed out. (read timeout=30)",
          tr,
        );
        c.add(
          t + 10,
          o,
          "warn",
          `tender for SH-${c.rng.int(1000000, 9999999)} not confirmed after 30s, attempt ${1 + (i % 3)}/3`,
          tr,
        );
        if (i % 3 === 2) c.add(t + 20, c.role("edge"), "error", c.edge("POST", "/v1/shipments", 504, 60000), tr);
        if (i % 4 === 0)
          c.add(
            t + 30,
            c.role("api"),
            "warn",
            `dock slot held for SH-${c.rng.int(1000000, 9999999)} past 10 min: carrier tender pending`,
          );
      });
      return {
        originService: o,
        category: "timeout",
        errorTypeHints: ["timeout", "timed out", "read timeout"],
        incidentStart: start,
        expectedSeverityAtLeast: "medium",
        note: "carrier-bridge's calls to the Raben EDI endpoint start timing out after 30s on every tender (earlier occasional timeouts were retried fine)",
      };
    },
  },
];
