// Eight incidents, one per category, each on top of the same background and one quiet window's noise.

import { every } from "./quiet.js";
import type { Ctx } from "./stream.js";
import { access, thin } from "./stream.js";

export interface IncidentOut {
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
}

export interface IncidentKind {
  category: string;
  run: (c: Ctx) => IncidentOut;
}

const route = (c: Ctx, role: "core" | "pay" | "search" | "auth") => c.e.routes.find((x) => x[2] === role)!;

/** The edge reporting failures of a callee in its own words. */
function edgeErrors(
  c: Ctx,
  from: number,
  to: number,
  role: "core" | "pay" | "search" | "auth",
  st: number,
  mean: number,
) {
  const [m, p] = route(c, role);
  every(c, from, to, mean, (t) => {
    c.add(
      t,
      c.e.edge,
      st >= 500 ? "error" : "warn",
      access(
        c.r,
        m,
        p.replace("{id}", String(c.r.int(1000, 99999))),
        st,
        st === 504 ? 30000 : c.r.int(5, 900),
        c.e[role],
      ),
    );
  });
}

export const INCIDENTS: IncidentKind[] = [
  {
    category: "database",
    run: (c) => {
      const { e, r, at } = c;
      c.add(
        at,
        e.core,
        "warn",
        "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=37)",
      );
      every(c, at + 500, c.t1, 700, (t) => {
        c.add(
          t,
          e.core,
          "error",
          r.chance(0.5)
            ? "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=41)"
            : "o.h.engine.jdbc.spi.SqlExceptionHelper : FATAL: remaining connection slots are reserved for non-replication superuser connections (SQL State: 53300)",
          r.chance(0.3)
            ? {
                stack:
                  "org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction\n\tat org.springframework.orm.jpa.JpaTransactionManager.doBegin(JpaTransactionManager.java:466)\n\tat org.springframework.transaction.support.AbstractPlatformTransactionManager.startTransaction(AbstractPlatformTransactionManager.java:531)\nCaused by: org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
              }
            : undefined,
        );
      });
      edgeErrors(c, at + 30000, c.t1, "core", 500, 900);
      every(c, at + 30000, c.t1, 4000, (t) =>
        c.add(
          t,
          e.worker,
          "warn",
          `Retry in 10s: HTTPError('500 Server Error: Internal Server Error for url: http://${e.core}:8080/internal/${e.noun}s/sync')`,
        ),
      );
      thin(c, e.core, at + 20000, 0.8);
      return {
        origin: e.core,
        category: "database",
        hints: ["connection", "database", "postgres", "pool", "hikari", "sql"],
        severity: "high",
        note: `${e.core} exhausts its Postgres connections (pool timeouts, "remaining connection slots are reserved"); the edge returns 500s`,
      };
    },
  },
  {
    category: "memory",
    run: (c) => {
      const { e, r, at } = c;
      const s = e.notify;
      every(c, at - 60000, at, 12000, (t) =>
        c.add(
          t,
          s,
          "warn",
          `<--- Last few GCs ---> [1:0x5a1c0e0] Mark-Compact ${r.int(1900, 2030)}.${r.int(1, 9)} (2048.0) -> ${r.int(1890, 2020)}.${r.int(1, 9)} (2048.0) MB, ${r.int(900, 1900)} ms: allocation failure; scavenge might not succeed`,
        ),
      );
      for (let k = 0; k < 4; k++) {
        const t = at + k * r.int(40000, 60000);
        c.add(t, s, "fatal", "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory", {
          stack:
            " 1: 0xb8d0a3 node::Abort() [node]\n 2: 0xa9b7c7  [node]\n 3: 0xd6b25e v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]\n 4: 0xf3f9a5 v8::internal::Heap::FatalProcessOutOfMemory(char const*) [node]",
        });
        c.add(t + 4000, s, "info", "listening on :3000 (pid 1), consumer attached");
        every(c, t + 4500, t + 30000, 9000, (u) =>
          c.add(
            u,
            s,
            "warn",
            `<--- Last few GCs ---> [1:0x5a1c0e0] Mark-Compact ${r.int(1900, 2030)}.1 (2048.0) -> ${r.int(1890, 2020)}.4 (2048.0) MB, ${r.int(900, 1900)} ms: allocation failure`,
          ),
        );
      }
      every(c, at, c.t1, 3000, (t) =>
        c.add(
          t,
          e.worker,
          "warn",
          `Retry in 5s: ConnectionRefusedError(111, 'Connection refused') calling http://${s}:3000/send`,
        ),
      );
      thin(c, s, at, 0.85);
      thin(c, `health:${s}`, at, 0.5);
      return {
        origin: s,
        category: "memory",
        hints: ["heap", "memory", "oom", "out of memory", "allocation"],
        severity: "high",
        note: `${s} runs out of JavaScript heap and crash-loops (Node OOM); ${e.worker} retries sends against it`,
      };
    },
  },
  {
    category: "disk",
    run: (c) => {
      const { e, r, at } = c;
      const s = e.extras[e.extras.length - 1].name;
      c.add(at - 90000, s, "warn", "disk usage on /var/lib/app/data at 96% (threshold 90%)");
      every(c, at, c.t1, 1500, (t) => {
        c.add(
          t,
          s,
          "error",
          r.chance(0.6)
            ? "OSError: [Errno 28] No space left on device: '/var/lib/app/data/tmp/upload-" + r.hex(8) + ".part'"
            : "failed to write journal segment: write /var/lib/app/data/wal/000000" +
                r.int(10, 99) +
                ".log: no space left on device",
          r.chance(0.2)
            ? {
                stack:
                  'Traceback (most recent call last):\n  File "/app/store.py", line 88, in put\n    f.write(chunk)\nOSError: [Errno 28] No space left on device',
              }
            : undefined,
        );
      });
      every(c, at + 5000, c.t1, 3000, (t) =>
        c.add(t, e.core, "error", `POST http://${s}:8080/internal/v1/batch failed: 507 Insufficient Storage`),
      );
      thin(c, s, at, 0.6);
      return {
        origin: s,
        category: "disk",
        hints: ["disk", "space", "enospc", "storage", "errno 28"],
        severity: "high",
        note: `${s}'s data volume fills up; writes fail with "No space left on device" and ${e.core} sees 507s`,
      };
    },
  },
  {
    category: "authentication",
    run: (c) => {
      const { e, r, at } = c;
      c.add(at - 20000, e.auth, "info", "ldap: service account svc-bind password rotated by vault (lease renewed)");
      every(c, at, c.t1, 900, (t) => {
        c.add(
          t,
          e.auth,
          "error",
          'ldap: bind failed for cn=svc-bind,ou=services,dc=corp,dc=internal: LDAP Result Code 49 "Invalid Credentials": 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 52e, v4563',
        );
        if (r.chance(0.5))
          c.add(
            t + 20,
            e.auth,
            "warn",
            `login for user ${r.pick(["a.kim", "r.osei", "j.park", "s.meyer"])} rejected: upstream directory bind failed`,
          );
      });
      edgeErrors(c, at + 1000, c.t1, "auth", 502, 1500);
      thin(c, e.auth, at, 0.97);
      return {
        origin: e.auth,
        category: "authentication",
        hints: ["ldap", "bind", "credential", "authentication", "49"],
        severity: "high",
        note: `${e.auth} can no longer bind to LDAP after its service-account password rotation (Result Code 49); all logins fail`,
      };
    },
  },
  {
    category: "rate_limiting",
    run: (c) => {
      const { e, r, at } = c;
      every(c, at, c.t1, 800, (t) => {
        c.add(
          t,
          e.pay,
          "error",
          `StripeRateLimitError: Request rate limit exceeded. You can make up to 100 requests per second in live mode (status 429, request_id req_${r.hex(14)})`,
        );
      });
      every(c, at + 2000, c.t1, 2500, (t) =>
        c.add(t, e.pay, "warn", `retrying charge after 429 (attempt ${r.int(2, 4)}/4, backoff ${r.int(200, 1600)}ms)`),
      );
      c.add(at - 3000, e.sched, "info", "Job DEFAULT.reconcileAllSubscriptions fired (manual trigger by ops)");
      edgeErrors(c, at + 3000, c.t1, "pay", 503, 2000);
      thin(c, e.pay, at, 0.5);
      return {
        origin: e.pay,
        category: "rate_limiting",
        hints: ["rate", "429", "limit", "throttl"],
        severity: "medium",
        note: `a reconciliation burst pushes ${e.pay} over the card provider's rate limit; live charges get 429 and fail after retries`,
      };
    },
  },
  {
    category: "null_reference",
    run: (c) => {
      const { e, r, at } = c;
      const pkg = `com.${e.ns.split("-")[0]}.${e.noun}`;
      c.add(
        at - 40000,
        e.core,
        "info",
        `Started Application in 11.4 seconds (version 2026.11.${r.int(2, 9)}, commit ${r.hex(7)})`,
      );
      every(c, at, c.t1, 1100, (t) => {
        c.add(
          t,
          e.core,
          "error",
          `Servlet.service() for servlet [dispatcherServlet] threw exception [Request processing failed: java.lang.NullPointerException: Cannot invoke "${pkg}.Address.getPostcode()" because the return value of "${pkg}.Customer.getBillingAddress()" is null] with root cause`,
          {
            stack: `java.lang.NullPointerException: Cannot invoke "${pkg}.Address.getPostcode()" because the return value of "${pkg}.Customer.getBillingAddress()" is null\n\tat ${pkg}.TaxService.regionFor(TaxService.java:57)\n\tat ${pkg}.OrderController.create(OrderController.java:112)`,
          },
        );
      });
      edgeErrors(c, at, c.t1, "core", 500, 1300);
      return {
        origin: e.core,
        category: "null_reference",
        hints: ["null", "nullpointer", "npe"],
        severity: "high",
        note: `after a deploy, ${e.core} throws NullPointerException for customers without a billing address; POSTs return 500`,
      };
    },
  },
  {
    category: "timeout",
    run: (c) => {
      const { e, r, at } = c;
      every(c, at, c.t1, 900, (t) => {
        c.add(
          t,
          e.search,
          "error",
          r.chance(0.6)
            ? `elasticsearch.exceptions.ConnectionTimeout: ConnectionTimeout caused by - ReadTimeoutError(HTTPConnectionPool(host='es-search', port=9200): Read timed out. (read timeout=10))`
            : `request timed out after 10.0s: GET /search q="${r.pick(["boots", "derm", "pallet"])}" (deadline exceeded)`,
        );
      });
      edgeErrors(c, at + 10000, c.t1, "search", 504, 1200);
      every(c, at + 10000, c.t1, 4000, (t) =>
        c.add(
          t,
          e.edge,
          "error",
          `upstream timed out (110: Connection timed out) while reading response header from upstream, upstream: "http://${e.search}:8000/search"`,
        ),
      );
      thin(c, e.search, at, 0.7);
      return {
        origin: e.search,
        category: "timeout",
        hints: ["timeout", "timed out", "deadline"],
        severity: "medium",
        note: `${e.search}'s Elasticsearch reads start timing out after 10 s; the edge returns 504s for search`,
      };
    },
  },
  {
    category: "configuration",
    run: (c) => {
      const { e, r, at } = c;
      c.add(
        at - 2000,
        e.pay,
        "info",
        `deploy ${e.pay}@2026.11.${r.int(2, 9)} (config map payments-env v${r.int(30, 80)})`,
      );
      for (let k = 0; k < 5; k++) {
        const t = at + k * r.int(20000, 40000);
        c.add(
          t,
          e.pay,
          "fatal",
          'Error: Missing required environment variable "PAYMENT_PROVIDER_SECRET_KEY" (config schema validation failed: "PAYMENT_PROVIDER_SECRET_KEY" is required)',
          {
            stack:
              "    at loadConfig (/app/dist/config.js:41:11)\n    at Object.<anonymous> (/app/dist/server.js:12:16)\n    at Module._compile (node:internal/modules/cjs/loader:1369:14)",
          },
        );
        c.add(t + 300, e.pay, "error", "process exited with code 1; back-off restarting failed container");
      }
      edgeErrors(c, at, c.t1, "pay", 503, 1500);
      thin(c, e.pay, at, 1);
      thin(c, `health:${e.pay}`, at, 1);
      return {
        origin: e.pay,
        category: "configuration",
        hints: ["config", "environment", "variable", "missing", "secret"],
        severity: "high",
        note: `new release of ${e.pay} starts without a required environment variable and crash-loops; payments return 503`,
      };
    },
  },
];
