// The eight incidents, one per category, each written from a failure mode seen in public postmortems.
// Every incident says where it starts, how the origin words it (or stays quiet), how callers report it,
// and which harmless noise shares its words.

import type { Rng } from "./rng.js";
import { type Ctx, type Fault, steady } from "./sim.js";

export interface IncidentDef {
  key: string;
  estate: string;
  category: string;
  origin: string;
  hints: string[];
  severity: "medium" | "high";
  /** noise keys mixed in (red herrings first) */
  noise: string[];
  /** services that must stay in the window */
  keep?: string[];
  note: string;
  fault: (r: Rng) => Fault;
}

const ip10 = (r: Rng) => `10.${r.i(40, 43)}.${r.i(0, 7)}.${r.i(2, 250)}`;
const dur = (r: Rng, lo: number, hi: number) => `${r.i(lo, hi)}ms`;
const D = (r: Rng) => `2026-02-${String(r.i(1, 28)).padStart(2, "0")}`;

const JAVA_OOM = `java.lang.OutOfMemoryError: Java heap space
\tat java.base/java.util.Arrays.copyOf(Arrays.java:3537)
\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)
\tat org.hibernate.internal.util.collections.StandardStack.push(StandardStack.java:61)
\tat org.hibernate.sql.results.internal.ResultsHelper.createRowReader(ResultsHelper.java:98)
\tat c.k.timeslot.availability.AvailabilityCache.rebuild(AvailabilityCache.java:144)
\tat c.k.timeslot.SlotService.capacityFor(SlotService.java:88)`;

export const INCIDENTS: IncidentDef[] = [
  {
    key: "heap",
    estate: "kepler",
    category: "memory",
    origin: "timeslot-svc",
    hints: ["memory", "heap", "outofmemory", "oom", "gc"],
    severity: "high",
    noise: ["runtimeWarnings", "deployBlip", "clientDisconnects", "scanner404"],
    keep: ["timeslot-svc", "tix-api", "kepler-edge"],
    note: "timeslot-svc (Spring) fills its heap rebuilding an availability cache, logs GC-pause warnings then one OutOfMemoryError and goes silent while crash-looping; tix-api and nginx are far louder with connection-refused, retries and 504s, and tix-api's own MaxListenersExceeded 'memory leak' warning is a red herring",
    fault: () => ({
      at: "timeslot-svc",
      startFrac: 0.48,
      rate: (s) => Math.min(0.95, 0.5 + s / 120),
      origin: () => null,
      silentHealthy: true,
      up: {
        "tix-api": (r, callee) => [
          ["warn", `upstream ${callee} request failed: connect ECONNREFUSED ${ip10(r)}:8080, retry 1/2`],
          r.c(0.5)
            ? ["error", `GET /v3/slots 502 ${dur(r, 900, 3100)} - ${callee} unavailable: socket hang up`]
            : [
                "error",
                `POST /v3/orders/quote 502 ${dur(r, 900, 3100)} - ${callee}: connect ECONNREFUSED ${ip10(r)}:8080`,
              ],
        ],
        "kepler-edge": (r) => [
          r.c(0.6)
            ? [
                "error",
                `upstream timed out (110: Connection timed out) while reading response header from upstream, client: ${ip10(r)}, server: tickets.kepler.org, request: "GET /api/v3/slots HTTP/1.1", upstream: "http://tix-api.kepler-prod.svc:3000/v3/slots"`,
              ]
            : ["info", `${ip10(r)} - - "GET /api/v3/slots HTTP/1.1" 504 167 rt=60.001 uct=0.001`],
        ],
        "dome-scheduler": (r, callee) => [
          [
            "error",
            `c.k.dome.ShowPlanner : seat sync with ${callee} failed: I/O error on GET request: Connection refused (${r.i(1, 3)} attempts)`,
          ],
        ],
        "school-bookings": (r, callee) => [
          ["warn", `availability for group enquiry GRP-${r.i(10000, 99999)} deferred: ${callee} returned 503`],
        ],
      },
      extra: (ctx: Ctx, tf: number) => {
        const svc = "timeslot-svc";
        const gcFrom = (tf - ctx.t0) / ctx.span - 0.12;
        steady(
          ctx,
          25,
          svc,
          (r) => [
            "warn",
            `[gc] GC(${r.i(800, 999)}) Pause Young (Concurrent Start) (G1 Evacuation Pause) ${r.i(600, 980)}M->${r.i(590, 970)}M(1024M) ${r.i(180, 900)}.${r.i(100, 999)}ms`,
          ],
          Math.max(0, gcFrom),
          (tf - ctx.t0) / ctx.span,
        );
        ctx.emit(
          tf - 9000,
          svc,
          "warn",
          "[gc] GC(1011) Pause Full (G1 Compaction Pause) 1019M->1013M(1024M) 3412.771ms",
        );
        ctx.emit(
          tf,
          svc,
          "error",
          `o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() threw exception\n${JAVA_OOM}`,
        );
        ctx.emit(tf + 700, svc, "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
        // crash loop: it restarts, warms up, and dies again without ever logging another request
        for (let t = tf + 40000; t < ctx.t0 + ctx.span; t += ctx.r.i(150, 240) * 1000) {
          ctx.emit(t, svc, "info", "Starting TimeslotApplication v5.3.1 using Java 21.0.5 with PID 1");
          ctx.emit(t + 19000, svc, "info", "Started TimeslotApplication in 18.7 seconds (process running for 19.6)");
          ctx.emit(
            t + 60000,
            svc,
            "warn",
            "[gc] GC(212) Pause Full (G1 Compaction Pause) 1016M->1010M(1024M) 2977.402ms",
          );
          ctx.emit(t + 66000, svc, "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
        }
      },
    }),
  },
  {
    key: "wal-full",
    estate: "kepler",
    category: "disk",
    origin: "exhibit-telemetry",
    hints: ["disk", "space", "enospc", "volume", "full"],
    severity: "medium",
    noise: ["constantError", "deployBlip", "retriesSucceed", "slowQueries"],
    keep: ["exhibit-telemetry", "exhibit-gw"],
    note: "exhibit-telemetry's WAL volume fills (no space left on device) after a week of stuck compaction; it logs a few warnings and terse append errors while exhibit-gw is much louder buffering and then dropping gallery sensor batches",
    fault: () => ({
      at: "exhibit-telemetry",
      startFrac: 0.42,
      rate: (s) => Math.min(1, 0.7 + s / 300),
      origin: (r) =>
        r.c(0.35)
          ? [
              "error",
              `level=error component=wal msg="append failed" err="write /var/lib/telemetry/wal/00000${r.i(241, 243)}: no space left on device"`,
            ]
          : null,
      silentHealthy: false,
      hopDelay: [1, 20],
      up: {
        "exhibit-gw": (r, callee) =>
          r.c(0.6)
            ? [
                [
                  "error",
                  `forward to ${callee} failed: HTTP 500 (${r.i(4, 40)} sensors), batch buffered, queue=${r.i(800, 5000)}`,
                ],
              ]
            : [
                [
                  "error",
                  `local buffer full (5000 batches), dropping oldest batch from ${r.p(["gal-1-weather", "gal-3-space", "gal-4-body"])}`,
                ],
              ],
      },
      extra: (ctx: Ctx, tf: number) => {
        const svc = "exhibit-telemetry";
        ctx.emit(
          ctx.t0 + 30000,
          svc,
          "warn",
          'level=warn component=compactor msg="compaction skipped" reason="previous run still holds lock" age=163h',
        );
        steady(
          ctx,
          120,
          svc,
          (r) => [
            "warn",
            `level=warn component=disk msg="volume usage high" path=/var/lib/telemetry used_pct=${r.i(93, 98)}`,
          ],
          0,
          (tf - ctx.t0) / ctx.span,
        );
        ctx.emit(
          tf,
          svc,
          "error",
          'level=error component=wal msg="segment create failed" err="open /var/lib/telemetry/wal/00000241: no space left on device"',
        );
        steady(
          ctx,
          60,
          svc,
          () => [
            "error",
            'level=error component=compactor msg="compaction failed" err="write /var/lib/telemetry/compact.tmp: no space left on device"',
          ],
          (tf - ctx.t0) / ctx.span + 0.02,
          1,
        );
      },
    }),
  },
  {
    key: "readonly-primary",
    estate: "halley",
    category: "database",
    origin: "seat_map",
    hints: ["read-only", "readonly", "database", "postgres", "sql", "transaction"],
    severity: "high",
    noise: ["duplicateKey", "slowQueries", "runtimeWarnings", "clientDisconnects"],
    keep: ["seat_map", "booking_api", "haproxy_front", "group_visits"],
    note: "after a Postgres switchover seat_map's pool stays on the demoted node, so every seat hold fails with 'cannot execute UPDATE in a read-only transaction'; booking_api retries and HAProxy 500s are louder, and seat_map's steady duplicate-key idempotency errors predate the fault",
    fault: () => ({
      at: "seat_map",
      startFrac: 0.55,
      rate: () => 0.92,
      origin: (r) => [
        "error",
        `django.request Internal Server Error: /api/seats/hold/\npsycopg2.errors.ReadOnlySqlTransaction: cannot execute UPDATE in a read-only transaction\n\nThe above exception was the direct cause of the following exception:\n\nTraceback (most recent call last):\n  File "/app/seatmap/views.py", line ${r.i(80, 95)}, in hold\n    Seat.objects.filter(pk__in=ids).select_for_update().update(held_until=until)\ndjango.db.utils.InternalError: cannot execute UPDATE in a read-only transaction`,
      ],
      up: {
        booking_api: (r, callee) => [
          ["warn", `seat hold via ${callee} failed (HTTP 500), retrying once`],
          [
            "error",
            `django.request POST /api/seats/hold/ 503 (${r.i(400, 2200)}ms): seat service error, basket ${r.hex(8)} not updated`,
          ],
        ],
        haproxy_front: (r) => [
          [
            "info",
            `${ip10(r)}:${r.i(30000, 65000)} [--] fe_https~ be_booking/web${r.i(1, 4)} 0/0/1/${r.i(400, 2200)}/${r.i(400, 2300)} 503 312 - - ---- "POST /api/seats/hold/ HTTP/1.1"`,
          ],
        ],
        group_visits: (r, callee) => [
          [
            "error",
            `groups.booking could not reserve ${r.i(20, 90)} seats for school group: ${callee} said 503, enquiry left pending`,
          ],
        ],
      },
      extra: (ctx: Ctx, tf: number) => {
        ctx.emit(
          tf - 42000,
          "seat_map",
          "warn",
          "psycopg2.OperationalError: server closed the connection unexpectedly (pg-halley-0), reconnecting",
        );
        ctx.emit(
          tf - 38000,
          "seat_map",
          "info",
          "db pool reconnected: host=pg-halley-0.db.halley.internal port=5432 (12 connections)",
        );
      },
    }),
  },
  {
    key: "crm-secret",
    estate: "halley",
    category: "authentication",
    origin: "member_sync",
    hints: ["auth", "401", "credential", "token", "invalid_client", "oauth", "secret"],
    severity: "medium",
    noise: ["failedLogins", "vendorBlip", "deadLetter", "runtimeWarnings"],
    keep: ["member_sync", "booking_api", "haproxy_front"],
    note: "member_sync's OAuth client secret for the CRM expires; it only WARNs (token refresh 401 invalid_client, serving from cache) until the cache runs out, while booking_api loudly errors on member checkouts and a separate credential-stuffing burst of failed logins shares the auth words",
    fault: () => ({
      at: "member_sync",
      startFrac: 0.35,
      rate: (s) => (s < 180 ? 0.15 : 0.9),
      origin: (r) => [
        "warn",
        `member_sync.crm lookup member=${r.i(200000, 299999)} degraded: CRM rejected credentials (401), no cached record, returning 503`,
      ],
      up: {
        booking_api: (r, callee) =>
          r.c(0.5)
            ? [
                [
                  "error",
                  `django.request POST /api/checkout/ 500: membership could not be verified (${callee} 503), member discount refused`,
                ],
              ]
            : [
                ["warn", `member pricing unavailable (${callee} 503), retrying`],
                ["error", `checkout aborted for member basket ${r.hex(8)}: ${callee} unavailable`],
              ],
        haproxy_front: (r) => [
          [
            "info",
            `${ip10(r)}:${r.i(30000, 65000)} [--] fe_https~ be_booking/web${r.i(1, 4)} 0/0/1/${r.i(50, 900)}/${r.i(60, 950)} 500 280 - - ---- "POST /api/checkout/ HTTP/1.1"`,
          ],
        ],
      },
      extra: (ctx: Ctx, tf: number) => {
        ctx.emit(
          tf,
          "member_sync",
          "warn",
          'member_sync.auth token refresh failed: 401 Unauthorized {"error":"invalid_client","error_description":"client secret has expired"}; using cached token',
        );
        steady(
          ctx,
          30,
          "member_sync",
          () => ["warn", "member_sync.auth token refresh failed: 401 invalid_client (client secret has expired)"],
          (tf - ctx.t0) / ctx.span + 0.01,
          1,
        );
        steady(
          ctx,
          20,
          "member_sync",
          () => ["warn", "member_sync.crm delta pull skipped: not authenticated"],
          (tf - ctx.t0) / ctx.span,
          1,
        );
      },
    }),
  },
  {
    key: "psp-429",
    estate: "tycho",
    category: "rate_limiting",
    origin: "ledger",
    hints: ["rate", "429", "throttl", "too many", "limit"],
    severity: "high",
    noise: ["vendorBlip", "runtimeWarnings", "sensorChatter", "deployBlip"],
    keep: ["ledger", "gate", "shop", "envoy"],
    note: "a membership renewal batch in ledger burns the payment provider's request quota, so ledger's captures get 429 Too Many Requests (logged as warnings with back-off) and gate, shop and Envoy fail visit bookings and checkouts loudly; an earlier brief Mollie 5xx run absorbed by retries is noise",
    fault: () => ({
      at: "ledger",
      startFrac: 0.5,
      rate: (s) => Math.min(0.85, 0.3 + s / 200),
      origin: (r) => [
        r.c(0.7) ? "warn" : "error",
        r.c(0.7)
          ? `[warning] Ledger.Payments mollie POST /v2/payments -> 429 Too Many Requests (retry-after ${r.p([10, 20, 30])}s), backing off`
          : `[error] Ledger.Payments capture failed ref=vis_${r.hex(10)}: rate limited by psp after 3 attempts`,
      ],
      up: {
        gate: (r, callee) => [
          [
            "error",
            `level=error msg="booking failed" step=payment upstream=${callee} status=503 dur=${r.i(1000, 9000)}ms`,
          ],
        ],
        shop: (r) => [
          [
            "error",
            `Ledger::CaptureError (payment service unavailable: 503):\n  app/services/checkout.rb:${r.i(40, 70)}:in \`capture!'\n  app/controllers/checkouts_controller.rb:22:in \`create'`,
          ],
          [
            "info",
            `Completed 502 Bad Gateway in ${r.i(1000, 9000)}ms (ActiveRecord: ${r.i(1, 20)}.${r.i(0, 9)}ms | Allocations: ${r.i(3000, 30000)})`,
          ],
        ],
        envoy: (r) => [
          [
            "info",
            `"POST /api/visits HTTP/2" 503 - ${r.i(100, 900)} 91 ${r.i(1000, 9000)} ${r.i(1000, 9000)} "${ip10(r)}" "Mozilla/5.0 (iPhone)" "gate.tycho.svc:8080"`,
          ],
        ],
      },
      extra: (ctx: Ctx, tf: number) => {
        ctx.emit(
          tf - 20000,
          "ledger",
          "info",
          "[info] Ledger.Renewals batch started: 4812 memberships due (concurrency=32)",
        );
        steady(
          ctx,
          12,
          "ledger",
          (r) => ["info", `[info] Ledger.Renewals progress ${r.i(200, 4800)}/4812 (throttled=${r.i(100, 900)})`],
          (tf - ctx.t0) / ctx.span,
          1,
        );
      },
    }),
  },
  {
    key: "genserver-timeout",
    estate: "tycho",
    category: "timeout",
    origin: "scheduler",
    hints: ["timeout", "time out", "timed out", "deadline", "genserver"],
    severity: "high",
    noise: ["healthFlap", "failedLogins", "constantError", "batchBadRecords"],
    keep: ["scheduler", "gate", "catalog", "envoy"],
    note: "scheduler's calendar GenServer blocks on a whole-term rebuild so every slot lookup exits after its 5 s GenServer.call timeout; gate reports context deadline exceeded, catalog Net::ReadTimeout and Envoy 504s, more often than the origin's own crash reports",
    fault: () => ({
      at: "scheduler",
      startFrac: 0.45,
      rate: (s) => Math.min(0.9, 0.4 + s / 90),
      origin: (r) =>
        r.c(0.55)
          ? [
              "error",
              `[error] #PID<0.${r.i(3000, 9000)}.0> running SchedulerWeb.Endpoint (connection #PID<0.${r.i(3000, 9000)}.0>, stream id ${r.i(1, 9)}) terminated\nServer: scheduler.tycho.svc:4000 (http)\nRequest: GET /calendar?date=${D(r)}\n** (exit) exited in: GenServer.call(Scheduler.DomeCalendar, {:slots, ~D[${D(r)}]}, 5000)\n    ** (EXIT) time out`,
            ]
          : null,
      hopDelay: [4900, 5200],
      up: {
        gate: (r, callee) => [
          [
            "error",
            `level=error msg="calendar fetch failed" upstream=${callee} err="context deadline exceeded (Client.Timeout exceeded while awaiting headers)" dur=${r.i(5000, 5100)}ms`,
          ],
        ],
        catalog: (r) => [
          [
            "error",
            `Net::ReadTimeout with #<TCPSocket:(closed)>\n  app/clients/calendar_client.rb:${r.i(20, 40)}:in \`slots_for'\n  app/controllers/shows_controller.rb:14:in \`index'`,
          ],
          [
            "info",
            `Completed 500 Internal Server Error in ${r.i(5000, 5200)}ms (ActiveRecord: ${r.i(1, 9)}.${r.i(0, 9)}ms)`,
          ],
        ],
        envoy: (r) => [
          [
            "info",
            `"GET /api/calendar HTTP/2" 504 UT 0 24 ${r.i(15000, 15010)} - "${ip10(r)}" "okhttp/4.12" "gate.tycho.svc:8080"`,
          ],
        ],
      },
      extra: (ctx: Ctx, tf: number) => {
        ctx.emit(
          tf - 6000,
          "scheduler",
          "info",
          "[info] Scheduler.DomeCalendar rebuilding spring term calendar (14220 slots, 6 domes)",
        );
        steady(
          ctx,
          45,
          "scheduler",
          (r) => ["warn", `[warning] Scheduler.DomeCalendar message queue length ${r.i(300, 2400)}`],
          (tf - ctx.t0) / ctx.span + 0.03,
          1,
        );
      },
    }),
  },
  {
    key: "missing-options",
    estate: "meridian",
    category: "configuration",
    origin: "visitor-checkout",
    hints: ["config", "configuration", "options", "missing", "setting", "merchantaccount"],
    severity: "high",
    noise: ["deployBlip", "constantError", "runtimeWarnings", "badInput"],
    keep: ["visitor-checkout", "visitor-tickets-api", "retail-pos", "platform-traefik"],
    note: "a configuration change for visitor-checkout drops the Payments:Adyen section, so every payment throws OptionsValidationException (MerchantAccount is required); visitor-tickets-api's Polly retries, retail-pos and Traefik report 500s, and another service's unrelated deploy and a 'feature flag not found' error add noise",
    fault: () => ({
      at: "visitor-checkout",
      startFrac: 0.52,
      rate: () => 1,
      origin: (r) => [
        "error",
        `Meridian.Checkout.PaymentService: Payment failed {OrderId=MO-${r.i(100000, 999999)}}\nMicrosoft.Extensions.Options.OptionsValidationException: DataAnnotation validation failed for 'AdyenOptions' members: 'MerchantAccount' with the error: 'The MerchantAccount field is required.'.\n   at Microsoft.Extensions.Options.OptionsFactory\`1.Create(String name)\n   at Microsoft.Extensions.Options.OptionsMonitor\`1.Get(String name)\n   at Meridian.Checkout.Adyen.AdyenClientFactory.Create() in /src/Checkout/Adyen/AdyenClientFactory.cs:line 31\n   at Meridian.Checkout.PaymentService.AuthoriseAsync(Order order) in /src/Checkout/PaymentService.cs:line 77`,
      ],
      up: {
        "visitor-tickets-api": (r, callee) => [
          [
            "warn",
            `Polly: Execution attempt. Source: '${callee}-client//Standard-Retry', Operation Key: '', Result: '500', Handled: 'True', Attempt: '0', Execution Time: ${r.i(20, 90)}ms`,
          ],
          [
            "warn",
            `Polly: Execution attempt. Source: '${callee}-client//Standard-Retry', Operation Key: '', Result: '500', Handled: 'True', Attempt: '1', Execution Time: ${r.i(20, 90)}ms`,
          ],
          [
            "error",
            `Meridian.Tickets.BasketController: Basket checkout failed {BasketId=${r.hex(12)}}: checkout returned 500 InternalServerError`,
          ],
        ],
        "retail-pos": (r, callee) => [
          [
            "error",
            `sale failed till=${r.p(["SHOP-1", "SHOP-2", "CAFE-1"])}: card authorisation via ${callee}: status 500, customer asked to retry`,
          ],
        ],
        "platform-traefik": (r) => [
          [
            "info",
            `${ip10(r)} - - "POST /checkout/pay HTTP/2.0" 500 88 "-" "-" ${r.i(10000, 99999)} "checkout@kubernetescrd" "http://10.42.1.${r.i(2, 250)}:8080" ${r.i(40, 300)}ms`,
          ],
        ],
      },
      extra: (ctx: Ctx, tf: number) => {
        ctx.emit(
          tf - 35000,
          "visitor-checkout",
          "info",
          "Microsoft.Extensions.Configuration.AzureAppConfiguration: Configuration refreshed (label=live, 4 keys changed, 3 removed)",
        );
        ctx.emit(tf - 34000, "visitor-checkout", "info", "Microsoft.Hosting.Lifetime: Application is shutting down...");
        ctx.emit(
          tf - 20000,
          "visitor-checkout",
          "info",
          "Microsoft.Hosting.Lifetime: Now listening on: http://[::]:8080",
        );
        ctx.emit(
          tf - 19900,
          "visitor-checkout",
          "info",
          "Microsoft.Hosting.Lifetime: Application started. Hosting environment: Production; Content root path: /app (build 2026.2.14-r3)",
        );
      },
    }),
  },
  {
    key: "broker-path",
    estate: "meridian",
    category: "network",
    origin: "exhibits-sensorhub",
    hints: ["network", "connection", "reset", "route", "unreachable", "mqtt", "broker"],
    severity: "medium",
    noise: ["certRenewal", "clientDisconnects", "projectorLamp", "batchBadRecords"],
    keep: ["exhibits-sensorhub", "exhibits-climate"],
    note: "the network path from exhibits-sensorhub to its MQTT broker breaks (connection reset, then no route to host); sensorhub goes quiet apart from back-off reconnect errors while exhibits-climate warns and then errors that gallery and archive zones run on stale readings; TLS handshake noise at Traefik from a cert renewal shares the network words",
    fault: () => ({
      at: "exhibits-sensorhub",
      startFrac: 0.4,
      rate: () => 1,
      origin: () => null,
      silentHealthy: true,
      up: {},
      extra: (ctx: Ctx, tf: number) => {
        const svc = "exhibits-sensorhub";
        ctx.emit(
          tf,
          svc,
          "error",
          "mqtt: connection lost: read tcp 10.42.2.17:51834->10.60.0.8:8883: read: connection reset by peer",
        );
        let back = 1;
        for (let t = tf + 1000; t < ctx.t0 + ctx.span; t += back * 1000 + ctx.r.i(0, 900)) {
          ctx.emit(
            t,
            svc,
            "error",
            `mqtt: reconnect to broker.exhibits.mst.internal:8883 failed: dial tcp 10.60.0.8:8883: connect: no route to host (backoff ${back}s)`,
          );
          back = Math.min(60, back * 2);
        }
        // the climate controller notices stale data only after its own staleness threshold
        for (let t = tf + 60000; t < ctx.t0 + ctx.span; t += ctx.r.i(6, 20) * 1000) {
          const stale = Math.round((t - tf) / 1000) + ctx.r.i(0, 30);
          const zone = ctx.r.p(["archive", "dome", "west-hall", "east-hall"]);
          if (stale < 300)
            ctx.emit(
              t,
              "exhibits-climate",
              "warn",
              `zone ${zone}: no fresh readings from sensorhub for ${stale}s, holding last setpoint`,
            );
          else
            ctx.emit(
              t,
              "exhibits-climate",
              "error",
              `ALARM zone ${zone} running blind: readings stale ${stale}s, humidity control suspended`,
            );
        }
      },
    }),
  },
];
