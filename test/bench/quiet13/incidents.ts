// Eight incidents on the same handled-error noise, one per category; each runs from t0 to the window's end.
import type { Role } from "./estates.js";
import type { Ctx } from "./stream.js";

export interface IncidentKind {
  category: string;
  origin: Role;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  run: (c: Ctx, t0: number) => void;
}

const every = (c: Ctx, t0: number, gap: number, f: (t: number) => void) => {
  for (let t = t0; t < c.end; t += Math.round(gap * (0.5 + c.r.next()))) f(t);
};

export const INCIDENTS: IncidentKind[] = [
  {
    category: "database",
    origin: "orders",
    hints: ["connection", "database", "postgres", "too many clients", "hikari", "jdbc"],
    severity: "high",
    note: "orders service's Postgres refuses connections (too many clients); Hikari pool times out, edge 500s",
    run: (c, t0) => {
      c.log("orders", t0, "error", "HikariPool-1 - Exception during pool initialization of new connection", [
        "org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
        "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
      ]);
      every(c, t0 + 1500, 1400, (t) => {
        const tr = c.trace();
        c.log(
          "orders",
          t,
          "error",
          "Request processing failed: org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction",
          [
            "org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction",
            "Caused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=64)",
            "Caused by: org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
          ],
          tr,
        );
        c.log("gw", t + 40, "error", `POST ${c.e.paths[0]} 500 in ${c.r.int(29000, 31000)}ms`, undefined, tr);
      });
    },
  },
  {
    category: "dependency",
    origin: "payments",
    hints: ["circuit", "psp", "provider", "503", "unavailable", "dependency"],
    severity: "high",
    note: "payment provider returns 503 for every call; required PSP circuit breaker opens, all checkouts fail",
    run: (c, t0) => {
      every(c, t0, 900, (t) =>
        c.log(
          "payments",
          t,
          "error",
          `${c.e.psp} API error: 503 Service Unavailable {"error":{"type":"api_error","message":"upstream unavailable"}}`,
        ),
      );
      c.log("payments", t0 + 8000, "warn", `CircuitBreaker '${c.e.psp}' changed state from CLOSED to OPEN`);
      every(c, t0 + 8100, 1200, (t) => {
        const tr = c.trace();
        c.log(
          "payments",
          t,
          "error",
          `checkout failed: io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker '${c.e.psp}' is OPEN and does not permit further calls`,
          undefined,
          tr,
        );
        c.log("gw", t + 20, "error", `POST ${c.e.paths[3]} 503 in ${c.r.int(5, 30)}ms`, undefined, tr);
      });
      every(c, t0 + 38000, 30000, (t) => {
        c.log("payments", t, "info", `CircuitBreaker '${c.e.psp}' changed state from OPEN to HALF_OPEN`);
        c.log("payments", t + 600, "warn", `CircuitBreaker '${c.e.psp}' changed state from HALF_OPEN to OPEN`);
      });
    },
  },
  {
    category: "validation",
    origin: "worker",
    hints: ["validation", "schema", "pydantic", "field required", "missing"],
    severity: "medium",
    note: "worker deploy requires a new event field; every message fails validation and the dead-letter queue fills",
    run: (c, t0) => {
      c.log("worker", t0 - 20000, "info", "celery@worker-0 v5.3.6 (emerald-rush) ready. release=2026.09.14-2");
      every(c, t0, 1100, (t) => {
        const id = c.r.uuid();
        c.log("worker", t, "error", `Task app.tasks.apply_event[${id}] raised unexpected: ValidationError`, [
          "Traceback (most recent call last):",
          '  File "/app/app/tasks.py", line 64, in apply_event',
          "    event = OrderEvent.model_validate_json(body)",
          "pydantic_core._pydantic_core.ValidationError: 1 validation error for OrderEvent",
          "fulfilment_window",
          "  Field required [type=missing, input_value={'id': '...', 'status': 'PLACED'}, input_type=dict]",
        ]);
        c.log("worker", t + 30, "warn", `message ${id} moved to dead-letter queue events.dlq after 3 attempts`);
      });
      every(c, t0 + 60000, 30000, (t) =>
        c.log("worker", t, "warn", `queue events.dlq depth ${Math.round((t - t0) / 1100)} exceeds 100`),
      );
    },
  },
  {
    category: "configuration",
    origin: "profile",
    hints: ["configuration", "options", "bucketname", "setting", "config"],
    severity: "high",
    note: "profile service release misses a required setting; pods crash at startup with OptionsValidationException, edge 502s",
    run: (c, t0) => {
      c.log(
        "profile",
        t0 - 4000,
        "info",
        "Deployment profile release 2026.09.14.1 rolling out (config map profile-settings v42)",
      );
      every(c, t0, 12000, (t) => {
        c.log("profile", t, "error", "Hosting failed to start", [
          "Microsoft.Extensions.Options.OptionsValidationException: DataAnnotation validation failed for 'AvatarStorageOptions' members: 'BucketName' with the error: 'The BucketName field is required.'.",
          "   at Microsoft.Extensions.Options.OptionsFactory`1.Create(String name)",
          "   at Microsoft.Extensions.Hosting.Internal.Host.StartAsync(CancellationToken cancellationToken)",
        ]);
        c.log("profile", t + 50, "error", "Application startup exception, exiting with code 134");
      });
      every(c, t0 + 2000, 1500, (t) =>
        c.log(
          "gw",
          t,
          "error",
          `GET ${c.e.paths[4]} 502 in ${c.r.int(1, 9)}ms (upstream ${c.name("profile")}: connect ECONNREFUSED)`,
        ),
      );
    },
  },
  {
    category: "rate_limiting",
    origin: "worker",
    hints: ["429", "rate", "too many requests", "throttl", "quota"],
    severity: "medium",
    note: "geocoder quota exhausted: every call from the worker gets 429 past its retries; address tasks fail and back up",
    run: (c, t0) => {
      every(c, t0, 1300, (t) => {
        c.log("worker", t, "error", "geocode failed after 5 retries", [
          "Traceback (most recent call last):",
          '  File "/app/app/geo.py", line 33, in lookup',
          "    r.raise_for_status()",
          `requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://${c.e.geocoder}/v1/geocode?text=... (X-RateLimit-Remaining: 0, daily quota exceeded)`,
        ]);
      });
      every(c, t0 + 30000, 20000, (t) =>
        c.log(
          "worker",
          t,
          "warn",
          `Task app.tasks.geocode_${c.e.entity.replace(/ /g, "_")} backlog: ${Math.round((t - t0) / 600)} pending`,
        ),
      );
    },
  },
  {
    category: "memory",
    origin: "search",
    hints: ["memory", "oom", "out of memory", "heap"],
    severity: "high",
    note: "search service runs out of memory and restarts in a loop; edge search requests fail",
    run: (c, t0) => {
      every(c, t0, 25000, (t) => {
        c.log(
          "search",
          t - 3000,
          "warn",
          `heap in use ${c.r.int(3700, 3950)}MiB of GOMEMLIMIT 4096MiB, GC running continuously`,
        );
        c.log("search", t, "error", "fatal error: runtime: out of memory", [
          "runtime stack:",
          "runtime.throw({0x1a2b3c4, 0x16})",
          "\t/usr/local/go/src/runtime/panic.go:1047 +0x5d",
          "runtime.(*mheap).grow(0x2c3d4e0, 0x20000)",
          "\t/usr/local/go/src/runtime/mheap.go:1490 +0x2a5",
        ]);
        c.log("search", t + 4000, "info", "starting search build=2026.09.2 listening on :8080");
      });
      every(c, t0 + 500, 1600, (t) =>
        c.log(
          "gw",
          t,
          "error",
          `GET ${c.e.paths[1]}/search 502 in ${c.r.int(2, 40)}ms (upstream ${c.name("search")}: socket hang up)`,
        ),
      );
    },
  },
  {
    category: "timeout",
    origin: "catalog",
    hints: ["timeout", "deadline", "timed out"],
    severity: "medium",
    note: "catalog requests wait on a price-rules lock and hit their deadline; edge 504s",
    run: (c, t0) => {
      every(c, t0, 1000, (t) => {
        const tr = c.trace();
        c.log(
          "catalog",
          t,
          "error",
          "GET /items: acquire price_rules lock: timeout after 10s: context deadline exceeded",
          undefined,
          tr,
        );
        c.log(
          "gw",
          t + 60,
          "error",
          `GET ${c.e.paths[1]} 504 in 10003ms (upstream ${c.name("catalog")} timed out)`,
          undefined,
          tr,
        );
      });
    },
  },
  {
    category: "authentication",
    origin: "mailer",
    hints: ["auth", "535", "credential", "smtp", "password"],
    severity: "medium",
    note: "mailer's SMTP credentials rejected (535) for every job after a secret rotation; Sidekiq retries pile up",
    run: (c, t0) => {
      every(c, t0, 1200, (t) => {
        const jid = c.r.hex(24);
        c.log(
          "mailer",
          t,
          "error",
          `SendNotificationJob JID-${jid} ERROR: Net::SMTPAuthenticationError: 535 5.7.8 Username and Password not accepted`,
          [
            "/usr/local/bundle/gems/net-smtp-0.4.0/lib/net/smtp.rb:1083:in `check_auth_response'",
            "/usr/local/bundle/gems/net-smtp-0.4.0/lib/net/smtp.rb:860:in `authenticate'",
            "/app/app/jobs/send_notification_job.rb:14:in `perform'",
          ],
        );
      });
      every(c, t0 + 20000, 15000, (t) =>
        c.log("mailer", t, "warn", `Sidekiq retry set size ${Math.round((t - t0) / 1200)}`),
      );
    },
  },
];
