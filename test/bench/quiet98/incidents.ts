// The eight real failures, one per category, each in the estate it belongs to. Callers complain in their own words,
// retry storms are louder than the failing service, and some of those only warn or go quiet.
import { type Ctx, every, n, stackFor, tr } from "./background.js";
import { type Role, unitId, woId } from "./estates.js";

export interface Failure {
  category: string;
  estate: string;
  role: Role;
  severity: "medium" | "high";
  hints: string[];
  keep: number;
  silent: boolean;
  note: string;
  /** lines written before the failure starts (a release, a filling disk) */
  before?(c: Ctx, start: number): void;
  run(c: Ctx, start: number): void;
}

const S = 1000;

export const FAILURES: Failure[] = [
  {
    category: "database",
    estate: "vertiga",
    role: "workorders",
    severity: "high",
    hints: ["connection", "pool", "database", "npgsql", "postgres", "too many"],
    keep: 0.1,
    silent: false,
    note: "workorder-api exhausts its Npgsql connection pool and then hits Postgres 'too many clients'; alarm-ingest retries loudly, dispatch-svc and portal-web get 500s and 502s from it",
    run(c, start) {
      const wa = n(c, "workorders");
      c.s.add(start, wa, "warn", `Npgsql pool busy: 100/100 connections in use, ${c.r.int(20, 40)} waiters`);
      every(c, start + 2 * S, c.t1, 2200, (t, i) => {
        const id = tr(c);
        if (i % 3 === 2)
          c.s.add(
            t,
            wa,
            "error",
            `Failed executing DbCommand (15,002ms) [Parameters=[@p0='?'], CommandType='Text', CommandTimeout='30'] INSERT INTO work_orders ...`,
            {
              trace: id,
              stack: stackFor(
                c,
                "workorders",
                "Npgsql.PostgresException (0x80004005)",
                "53300: sorry, too many clients already",
                "create order",
              ),
            },
          );
        else
          c.s.add(
            t,
            wa,
            "error",
            `An exception occurred while iterating over the results of a query for context type 'Vertiga.WorkOrders.Data.OrdersDbContext'.`,
            {
              trace: id,
              stack: stackFor(
                c,
                "workorders",
                "Npgsql.NpgsqlException (0x80004005)",
                "The connection pool has been exhausted, either raise 'Max Pool Size' (currently 100) or 'Timeout' (currently 15 seconds) in your connection string.",
                "list orders",
              ),
            },
          );
        c.s.add(
          t + 40,
          wa,
          "info",
          `Request finished HTTP/1.1 ${c.r.pick(["GET", "POST", "PATCH"])} http://workorder-api/orders - 500 - application/problem+json ${c.r.int(15000, 15100)}.${c.r.int(0, 9)}ms`,
          { trace: id },
        );
      });
      every(c, start + 3 * S, c.t1, 500, (t) => {
        const wo = woId(c.e, c.r);
        c.s.add(
          t,
          n(c, "events"),
          "error",
          `work order create for unit ${unitId(c.e, c.r)} failed: HTTP 500 from workorder-api (attempt ${c.r.int(1, 5)}/5), retrying in ${c.r.pick([200, 400, 800, 1600])}ms`,
          { trace: tr(c) },
        );
        if (c.r.chance(0.1))
          c.s.add(
            t + 30,
            n(c, "events"),
            "error",
            `giving up on ${wo} after 5 attempts, parked in retry topic alarms.wo-retry`,
          );
      });
      every(c, start + 4 * S, c.t1, 2500, (t) =>
        c.s.add(
          t,
          n(c, "dispatch"),
          "error",
          `PATCH http://workorder-api/orders/${woId(c.e, c.r)} -> 500 Internal Server Error after ${c.r.int(15000, 15200)}ms`,
          { trace: tr(c) },
        ),
      );
      every(c, start + 5 * S, c.t1, 1800, (t) =>
        c.s.add(
          t,
          n(c, "portal"),
          "error",
          `GET /api/sites/${c.r
            .pick(c.e.buildings)
            .toLowerCase()
            .replace(/[^a-z]+/g, "-")}/workorders 502 ${c.r.int(15000, 15300)}ms - upstream workorder-api answered 500`,
          { trace: tr(c) },
        ),
      );
    },
  },
  {
    category: "network",
    estate: "nordhoist",
    role: "ingest",
    severity: "medium",
    hints: ["reset", "connection", "network", "tcp", "tls", "handshake"],
    keep: 0.12,
    silent: false,
    note: "lift-telemetry's links to the units are reset by peer and TLS handshakes fail on the carrier path (warnings only); door-analytics sees no data and tech-notify floods unit-offline alerts",
    run(c, start) {
      const lt = n(c, "ingest");
      every(c, start, c.t1, 700, (t) => {
        const ip = `100.64.${c.r.int(0, 63)}.${c.r.int(1, 254)}`;
        if (c.r.chance(0.55))
          c.s.add(
            t,
            lt,
            "warn",
            `mqtt session unit=${unitId(c.e, c.r)} closed: read tcp 10.20.4.11:8883->${ip}:${c.r.int(30000, 60000)}: read: connection reset by peer`,
          );
        else {
          const port = c.r.int(30000, 60000);
          c.s.add(
            t,
            lt,
            "warn",
            `http: TLS handshake error from ${ip}:${port}: read tcp 10.20.4.11:8883->${ip}:${port}: i/o timeout`,
          );
        }
      });
      let left = 12100;
      every(c, start + 10 * S, c.t1, 30000, (t) => {
        left = Math.max(400, Math.round(left * 0.55));
        c.s.add(t, lt, "warn", `connected units: ${left} (was ~12100), reconnect attempts failing at tls stage`);
      });
      every(c, start + 60 * S, c.t1, 15000, (t) =>
        c.s.add(
          t,
          n(c, "events"),
          "warn",
          `no telemetry for ${c.r.int(60, 300)}s from ${c.r.int(3000, 11000)} units; door KPIs for the last window will be incomplete`,
        ),
      );
      every(c, start + 70 * S, c.t1, 600, (t) =>
        c.s.add(
          t,
          n(c, "notify"),
          "error",
          `alert UNIT_OFFLINE ${unitId(c.e, c.r)} (${c.r.pick(c.e.buildings)}) sent to on-call rota, ${c.r.int(40, 900)} pending`,
        ),
      );
      every(c, start + 90 * S, c.t1, 5000, (t) =>
        c.s.add(
          t,
          n(c, "portal"),
          "warn",
          `GET /api/units/${unitId(c.e, c.r)}/status 200 - status stale (last telemetry ${c.r.int(2, 9)}m ago)`,
        ),
      );
    },
  },
  {
    category: "timeout",
    estate: "ascendia",
    role: "workorders",
    severity: "medium",
    hints: ["timeout", "timed out", "rack", "deadline"],
    keep: 0.15,
    silent: false,
    note: "ticketing requests run past Rack::Timeout's 15s budget; field-dispatch retries with read timeouts and bm-portal answers 504s",
    run(c, start) {
      const tk = n(c, "workorders");
      every(c, start, start + 40 * S, 4000, (t) =>
        c.s.add(
          t,
          tk,
          "warn",
          `Completed 200 OK in ${c.r.int(7000, 14000)}ms (Views: 0.6ms | ActiveRecord: ${c.r.int(6800, 13800)}.2ms) POST /api/tickets`,
        ),
      );
      every(c, start + 30 * S, c.t1, 2600, (t) => {
        const id = tr(c);
        const rid = c.r.hex(8);
        c.s.add(t, tk, "error", `source=rack-timeout id=${rid} timeout=15000ms service=15000ms state=timed_out`, {
          trace: id,
        });
        if (c.r.chance(0.4))
          c.s.add(
            t + 5,
            tk,
            "error",
            `Rack::Timeout::RequestTimeoutException (Request ran for longer than 15000ms ):`,
            {
              trace: id,
              stack: stackFor(
                c,
                "workorders",
                "Rack::Timeout::RequestTimeoutException",
                "Request ran for longer than 15000ms",
                "ticket",
              ),
            },
          );
      });
      every(c, start + 32 * S, c.t1, 700, (t) =>
        c.s.add(
          t,
          n(c, "dispatch"),
          "error",
          `ticket update failed, retry ${c.r.int(1, 4)}/4: requests.exceptions.ReadTimeout: HTTPConnectionPool(host='ticketing', port=3000): Read timed out. (read timeout=10)`,
          { trace: tr(c) },
        ),
      );
      every(c, start + 35 * S, c.t1, 1500, (t) =>
        c.s.add(
          t,
          n(c, "portal"),
          "error",
          `GET /api/tickets?site=${c.r.int(100, 999)} 504 15001ms - upstream ticketing timed out`,
          { trace: tr(c) },
        ),
      );
      every(c, start + 40 * S, c.t1, 4000, (t) =>
        c.s.add(
          t,
          n(c, "events"),
          "warn",
          `alarm forwarded late: ticket create for ${unitId(c.e, c.r)} took ${c.r.int(10, 16)}s`,
          { trace: tr(c) },
        ),
      );
    },
  },
  {
    category: "dependency",
    estate: "kestrel",
    role: "parts",
    severity: "medium",
    hints: ["supplier", "circuit", "503", "unavailable", "upstream", "vendor", "dependency"],
    keep: 0.1,
    silent: false,
    note: "the parts supplier's stock API answers 503 and parts-api opens its circuit breaker (warnings only); workorders and crew-roster fail parts reservations and owner-portal shows 502s",
    run(c, start) {
      const pa = n(c, "parts");
      every(c, start, start + 25 * S, 1500, (t) =>
        c.s.add(
          t,
          pa,
          "warn",
          `supplier stock lookup failed: 503 Service Unavailable from https://api.supplier-edi.example/v3/stock (attempt ${c.r.int(1, 3)}/3)`,
        ),
      );
      c.s.add(
        start + 25 * S,
        pa,
        "warn",
        `CircuitBreaker 'supplierStock' changed state from CLOSED to OPEN (failure rate 87.5% > 50%)`,
      );
      every(c, start + 26 * S, c.t1, 1200, (t, i) => {
        if (i % 50 === 49) {
          c.s.add(t, pa, "warn", `CircuitBreaker 'supplierStock' changed state from OPEN to HALF_OPEN`);
          c.s.add(
            t + 900,
            pa,
            "warn",
            `supplier stock lookup failed: 503 Service Unavailable (half-open probe); CircuitBreaker 'supplierStock' changed state from HALF_OPEN to OPEN`,
          );
        } else
          c.s.add(
            t,
            pa,
            "warn",
            `reserve ${c.r.int(1, 4)}x sku 59${c.r.int(1000, 9999)} rejected: CallNotPermittedException: CircuitBreaker 'supplierStock' is OPEN and does not permit further calls`,
          );
      });
      every(c, start + 27 * S, c.t1, 900, (t) => {
        const job = woId(c.e, c.r);
        c.s.add(t, n(c, "workorders"), "error", `parts reservation for ${job} failed`, {
          stack: stackFor(
            c,
            "workorders",
            "org.springframework.web.client.HttpServerErrorException$ServiceUnavailable",
            `503 Service Unavailable: "{"error":"parts availability unknown","retryable":true}"`,
            "reserve parts",
          ),
        });
      });
      every(c, start + 30 * S, c.t1, 1400, (t) =>
        c.s.add(
          t,
          n(c, "dispatch"),
          "error",
          `fail: Kestrel.CrewRoster.Planning[0] cannot plan ${woId(c.e, c.r)}: parts-api returned 503 ServiceUnavailable, retry ${c.r.int(1, 3)}/3`,
        ),
      );
      every(c, start + 40 * S, c.t1, 6000, (t) =>
        c.s.add(
          t,
          n(c, "portal"),
          "error",
          `"GET /api/jobs/${woId(c.e, c.r)}/parts HTTP/1.1" 502 118 ${c.r.int(40, 300)}ms`,
        ),
      );
    },
  },
  {
    category: "configuration",
    estate: "vertiga",
    role: "dispatch",
    severity: "high",
    hints: ["config", "property", "territory", "missing", "illegalstate"],
    keep: 0.05,
    silent: false,
    note: "dispatch-svc v2.14.0 rolls out without the territory-to-region setting and every assignment throws IllegalStateException; workorder-api gets 500s and alarm-ingest escalates undispatched P1 jobs",
    before(c, start) {
      const d = n(c, "dispatch");
      c.s.add(start - 40 * S, d, "info", `received SIGTERM, draining 6 in-flight requests`);
      c.s.add(start - 37 * S, d, "info", `shutdown complete`);
      c.s.add(start - 20 * S, d, "info", `Starting DispatchApplication v2.14.0 using Java 21.0.4 with PID 1`);
      c.s.add(
        start - 8 * S,
        d,
        "warn",
        `No 'dispatch.territories' entries found in any PropertySource (profiles: prod,eu-west); territory map is empty`,
      );
      c.s.add(start - 2 * S, d, "info", `Started DispatchApplication in 17.9 seconds (process running for 18.6)`);
    },
    run(c, start) {
      const d = n(c, "dispatch");
      every(c, start, c.t1, 2400, (t) => {
        const id = tr(c);
        const wo = woId(c.e, c.r);
        const terr = c.r.pick(["NW-3", "NW-1", "C-2", "S-4"]);
        c.s.add(
          t,
          d,
          "error",
          `Servlet.service() for servlet [dispatcherServlet] threw exception while assigning ${wo}`,
          {
            trace: id,
            stack: stackFor(
              c,
              "dispatch",
              "java.lang.IllegalStateException",
              `No dispatch region configured for territory '${terr}' (property dispatch.territories.${terr}.region is not set)`,
              "assign",
            ),
          },
        );
        c.s.add(
          t + 30,
          n(c, "workorders"),
          "error",
          `POST http://dispatch-svc/api/assign for ${wo} failed: 500 InternalServerError, order left unassigned`,
          { trace: id },
        );
      });
      every(c, start + 120 * S, c.t1, 5000, (t) =>
        c.s.add(
          t,
          n(c, "events"),
          "error",
          `P1 ENTRAPMENT ${woId(c.e, c.r)} unit=${unitId(c.e, c.r)} not dispatched within 120s - escalated to duty manager`,
        ),
      );
      every(c, start + 20 * S, c.t1, 3000, (t) =>
        c.s.add(t, n(c, "portal"), "warn", `GET /api/workorders/${woId(c.e, c.r)} 200 - technician: unassigned`, {
          trace: tr(c),
        }),
      );
    },
  },
  {
    category: "disk",
    estate: "nordhoist",
    role: "ephone",
    severity: "high",
    hints: ["disk", "space", "no space", "ioexception", "enospc"],
    keep: 0.2,
    silent: false,
    note: "callcentre-api's recordings volume fills up and emergency call and self-test writes fail with 'No space left on device'; lift-telemetry and the portal see 500s from it",
    before(c, start) {
      const cc = n(c, "ephone");
      c.s.add(
        start - 170 * S,
        cc,
        "warn",
        `warn: Nordhoist.CallCentre.Storage[0] volume /data usage 94% (recordings 211 GB)`,
      );
      c.s.add(
        start - 60 * S,
        cc,
        "warn",
        `warn: Nordhoist.CallCentre.Storage[0] volume /data usage 99% (recordings 223 GB), cleanup job last ran 9 days ago`,
      );
    },
    run(c, start) {
      const cc = n(c, "ephone");
      every(c, start, c.t1, 3500, (t, i) => {
        const file = `/data/recordings/2026/11/call-${c.r.hex(12)}.wav`;
        c.s.add(
          t,
          cc,
          "error",
          i % 2
            ? `fail: Nordhoist.CallCentre.Recording[3] could not write ${file}`
            : `fail: Microsoft.AspNetCore.Server.Kestrel[13] Connection id "0HN${c.r.hex(9).toUpperCase()}": An unhandled exception was thrown by the application.`,
          {
            stack: stackFor(c, "ephone", "System.IO.IOException", `No space left on device : '${file}'`, "record call"),
          },
        );
      });
      every(c, start + 5 * S, c.t1, 1500, (t) =>
        c.s.add(
          t,
          n(c, "ingest"),
          "error",
          `forward alarm unit=${unitId(c.e, c.r)} to callcentre-api failed: POST /v1/calls status=500, retry in 2s`,
        ),
      );
      every(c, start + 10 * S, c.t1, 4000, (t) =>
        c.s.add(
          t,
          cc,
          "error",
          `fail: Nordhoist.CallCentre.SelfTest[2] self-test result for ${unitId(c.e, c.r)} not stored: No space left on device`,
        ),
      );
      every(c, start + 20 * S, c.t1, 5000, (t) =>
        c.s.add(t, n(c, "portal"), "error", `GET /api/calls/recent 500 ${c.r.int(20, 90)}ms (callcentre-api)`),
      );
    },
  },
  {
    category: "memory",
    estate: "ascendia",
    role: "events",
    severity: "high",
    hints: ["memory", "heap", "oom", "allocation"],
    keep: 0.05,
    silent: true,
    note: "event-normalizer runs out of JavaScript heap, crashes and restarts in a loop, going quiet between crashes; edge-collector gets connection refused and drops telemetry, field-dispatch stops receiving alarms",
    run(c, start) {
      const ev = n(c, "events");
      c.s.add(start - 60 * S, ev, "warn", `event loop lag 640ms, heapUsed=1.71GB/2.0GB`);
      c.s.add(start - 25 * S, ev, "warn", `event loop lag 2310ms, heapUsed=1.96GB/2.0GB`);
      let t = start;
      while (t < c.t1) {
        c.s.add(t, ev, "fatal", `FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory`, {
          stack: [
            "<--- Last few GCs --->",
            `[1:0x5581${c.r.hex(8)}]   ${c.r.int(90000, 99000)} ms: Mark-Compact 2011.4 (2082.3) -> 2003.9 (2083.1) MB, 1874.2 / 0.0 ms  (average mu = 0.082, current mu = 0.011) allocation failure; scavenge might not succeed`,
            "<--- JS stacktrace --->",
            " 1: 0xb8a5c0 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
            " 2: 0xf06ae0 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
            " 3: 0x1114e75 v8::internal::Heap::CollectGarbage(v8::internal::AllocationSpace, v8::internal::GarbageCollectionReason, v8::GCCallbackFlags) [node]",
          ],
        });
        const up = t + c.r.int(8, 14) * S;
        c.s.add(
          up,
          ev,
          "info",
          `event-normalizer 5.2.1 listening on :3000 (pid 1, restart #${Math.round((t - start) / 80000) + 1})`,
        );
        c.s.add(up + 20 * S, ev, "warn", `replaying backlog: ${c.r.int(40000, 90000)} buffered events, heapUsed=1.4GB`);
        t = up + c.r.int(55, 80) * S;
      }
      every(c, start + 1 * S, c.t1, 600, (tt) =>
        c.s.add(
          tt,
          n(c, "ingest"),
          "error",
          `POST http://event-normalizer:3000/v1/batch failed: java.net.ConnectException: Connection refused, ${c.r.int(1, 5)} retries left`,
          { trace: tr(c) },
        ),
      );
      every(c, start + 30 * S, c.t1, 6000, (tt) =>
        c.s.add(
          tt,
          n(c, "ingest"),
          "error",
          `outbound buffer ${c.r.int(80, 100)}% full, dropped ${c.r.int(200, 2000)} telemetry frames`,
        ),
      );
      every(c, start + 90 * S, c.t1, 20000, (tt) =>
        c.s.add(tt, n(c, "dispatch"), "warn", `no alarm events received for ${c.r.int(60, 180)}s (expected ~40/min)`),
      );
    },
  },
  {
    category: "authentication",
    estate: "kestrel",
    role: "portal",
    severity: "medium",
    hints: ["ldap", "bind", "credential", "authentication", "password"],
    keep: 0.1,
    silent: false,
    note: "owner-portal's LDAP service account password expires (AD error 49, data 532) so every login bind fails; auth-gw returns 401s and retries",
    run(c, start) {
      const op = n(c, "portal");
      every(c, start, c.t1, 2000, (t, i) => {
        const user = `owner${c.r.int(100, 999)}@${c.r.pick(["broadgate.example", "mercer.example", "tfl-estates.example"])}`;
        if (i % 4 === 0)
          c.s.add(t, op, "error", `LDAP bind for ${user} failed`, {
            stack: stackFor(
              c,
              "portal",
              "org.springframework.ldap.AuthenticationException",
              "[LDAP: error code 49 - 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 532, v4563]; nested exception is javax.naming.AuthenticationException",
              "bind",
            ),
          });
        else
          c.s.add(
            t,
            op,
            "warn",
            `Authentication request failed: org.springframework.security.authentication.InternalAuthenticationServiceException: [LDAP: error code 49 - 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 532, v4563] (bind dn cn=svc-portal-ldap,ou=Service Accounts,dc=kestrel,dc=local)`,
          );
      });
      every(c, start + 2 * S, c.t1, 700, (t) =>
        c.s.add(
          t,
          n(c, "identity"),
          "error",
          `POST /oauth/token 401 ${c.r.int(30, 400)}ms - owner-portal rejected credentials for client portal-web (retry ${c.r.int(1, 3)}/3)`,
        ),
      );
      every(c, start + 10 * S, c.t1, 4000, (t) =>
        c.s.add(t, op, "info", `"POST /login HTTP/1.1" 302 0 ${c.r.int(20, 90)}ms -> /login?error`),
      );
    },
  },
];
