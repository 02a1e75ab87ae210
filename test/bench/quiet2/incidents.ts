// The eight control incidents (one per category) and the hooks that turn requests into failures after onset.

import { deploy } from "./benign.js";
import { type Ctx, type Ev, emit, type Flow, type Level, seq, svcOf } from "./model.js";
import { startupLines } from "./runtime.js";
import { edgeEv } from "./traffic.js";

export interface IncidentSpec {
  estate: number; // index into ESTATES
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  onsetOffset?: number; // ms from t0 to the first symptom at the origin, when earlier than t0
  run: (ctx: Ctx, t0: number) => void;
}

/** Requests that reach `target` after t0 (with probability p) fail: callers print `caller`, the edge a 5xx. */
function failHook(
  ctx: Ctx,
  t0: number,
  target: string,
  p: number,
  origin: ((t: number, trace: string) => Ev[]) | null,
  caller: (t: number, callerSvc: string, trace: string) => Ev | null,
  edgeStatus: number,
  flags = "-",
  only?: (f: Flow) => boolean,
  until = Number.POSITIVE_INFINITY,
): void {
  ctx.hooks.push((t, flow, trace) => {
    if (t < t0 || t > until) return null;
    const idx = flow.steps.findIndex((s) => s.svc === target);
    if (idx < 0 || (only && !only(flow)) || !ctx.rng.chance(p)) return null;
    const out: Ev[] = [];
    const ms = ctx.rng.int(5, 60);
    if (origin) out.push(...origin(t + ms, trace));
    if (idx > 0) {
      // the entry service fans out to every later step, so it is the one that reports the failure
      const ev = caller(t + ms + 3, flow.steps[0].svc, trace);
      if (ev) out.push(ev);
    }
    out.push(
      edgeEv(ctx, t, flow, flow.steps[0].path(ctx.rng), edgeStatus, ms + 10, trace, undefined, undefined, flags),
    );
    return out;
  });
}

const ev = (t: number, svc: string, level: Level, msg: string, extra: Partial<Ev> = {}): Ev => ({
  t,
  svc,
  level,
  msg,
  ...extra,
});

export const INCIDENTS: IncidentSpec[] = [
  {
    estate: 0,
    origin: "orders-db",
    category: "database",
    hints: ["database", "postgres", "recovery", "sql", "connection"],
    severity: "high",
    note: "orders-db (postgres) backend crashes with signal 11 and loops through crash recovery, rejecting connections; order-api and restaurant-portal fail with pool timeouts and 5xx.",
    run(ctx, t0) {
      const { rng: r } = ctx;
      const db = "orders-db";
      for (let t = t0, k = 0; t < ctx.end; t += r.int(50000, 110000), k++) {
        const pid = r.int(20000, 90000);
        emit(
          ctx,
          t,
          db,
          "ERROR",
          `[1] LOG:  server process (PID ${pid}) was terminated by signal 11: Segmentation fault`,
        );
        emit(
          ctx,
          t + 1,
          db,
          "INFO",
          `[1] DETAIL:  Failed process was running: SELECT o.id, o.state, jsonb_path_query(o.items, '$.modifiers[*]') FROM orders o WHERE o.restaurant_id = $1`,
        );
        emit(ctx, t + 2, db, "ERROR", "[1] LOG:  terminating any other active server processes");
        emit(ctx, t + 40, db, "INFO", "[1] LOG:  all server processes terminated; reinitializing");
        emit(
          ctx,
          t + 90,
          db,
          "INFO",
          `[${pid + 3}] LOG:  database system was interrupted; last known up at ${new Date(t - 30000).toISOString().replace("T", " ").slice(0, 19)} UTC`,
        );
        emit(
          ctx,
          t + 120,
          db,
          "WARN",
          `[${pid + 3}] LOG:  database system was not properly shut down; automatic recovery in progress`,
        );
        emit(ctx, t + 150, db, "INFO", `[${pid + 3}] LOG:  redo starts at ${r.int(10, 90)}/${r.hex(7).toUpperCase()}`);
        const rec = r.int(15000, 40000);
        for (let q = t + 300; q < t + rec; q += r.int(100, 700))
          emit(ctx, q, db, "ERROR", `[${r.int(20000, 90000)}] FATAL:  the database system is in recovery mode`);
        emit(
          ctx,
          t + rec,
          db,
          "INFO",
          `[${pid + 3}] LOG:  redo done at ${r.int(10, 90)}/${r.hex(7).toUpperCase()} system usage: CPU: user: 0.${r.int(10, 99)} s, system: 0.${r.int(10, 99)} s, elapsed: ${(rec / 1000).toFixed(2)} s`,
        );
        emit(ctx, t + rec + 200, db, "INFO", "[1] LOG:  database system is ready to accept connections");
        if (k > 30) break;
      }
      const jvmErr = (t: number, tr: string) =>
        ev(t, "order-api", "ERROR", "HikariPool-1 - Connection is not available, request timed out after 30000ms.", {
          trace: tr,
          errType: "java.sql.SQLTransientConnectionException",
          stack:
            "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms.\n\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:696)\n\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:181)\n\tat com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:100)\n\tat app.dishdash.orders.repo.OrderRepository.findForTracking(OrderRepository.java:88)\nCaused by: org.postgresql.util.PSQLException: FATAL: the database system is in recovery mode\n\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)\n\tat org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
        });
      failHook(
        ctx,
        t0 + 500,
        "order-api",
        0.85,
        (t, tr) => [jvmErr(t, tr)],
        (t, c, tr) => ev(t, c, "ERROR", `call to order-api failed: 503 Service Unavailable`, { trace: tr }),
        503,
      );
      failHook(
        ctx,
        t0 + 500,
        "restaurant-portal",
        0.8,
        (t, tr) => [
          ev(
            t,
            "restaurant-portal",
            "ERROR",
            `ActiveRecord::ConnectionNotEstablished (connection to server at "orders-db" (10.44.9.12), port 5432 failed: FATAL:  the database system is in recovery mode)`,
            { trace: tr },
          ),
          ev(
            t + 2,
            "restaurant-portal",
            "INFO",
            `Completed 500 Internal Server Error in ${r.int(5, 40)}ms (ActiveRecord: 0.0ms | Allocations: ${r.int(500, 3000)})`,
            { trace: tr },
          ),
        ],
        () => null,
        500,
      );
    },
  },
  {
    estate: 0,
    origin: "payment-orchestrator",
    category: "dependency",
    hints: ["503", "unavailable", "psp", "adyen", "provider", "upstream", "dependency", "circuit"],
    severity: "high",
    note: "The external payment provider answers 503 to payment-orchestrator (.NET), which retries and opens its circuit; order-api reports checkout failures and the edge returns 502.",
    run(ctx, t0) {
      const { rng: r } = ctx;
      const P = "payment-orchestrator";
      let open = false;
      let first = true;
      emit(
        ctx,
        t0 + 90000,
        P,
        "ERROR",
        "Resilience event occurred. EventName: 'OnCircuitOpened', Source: 'adyen-client-standard//Standard-CircuitBreaker', Operation Key: '', Result: '503'",
      );
      failHook(
        ctx,
        t0,
        P,
        0.92,
        (t, tr) => {
          open = t > t0 + 90000;
          const out: Ev[] = [];
          if (!open) {
            out.push(
              ev(
                t,
                P,
                "WARN",
                `Execution attempt. Source: 'adyen-client-standard//Standard-Retry', Operation Key: '', Result: '503', Handled: 'True', Attempt: '0', Execution Time: ${r.int(200, 2000)}.${r.int(1000, 9999)}ms`,
                { trace: tr },
              ),
            );
            out.push(
              ev(
                t + 600,
                P,
                "WARN",
                `Execution attempt. Source: 'adyen-client-standard//Standard-Retry', Operation Key: '', Result: '503', Handled: 'True', Attempt: '1', Execution Time: ${r.int(200, 2000)}.${r.int(1000, 9999)}ms`,
                { trace: tr },
              ),
            );
          }
          const msg = open
            ? "Payment authorization failed: Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls."
            : `Payment authorization failed for order O-${r.int(1e6, 9e6)}: PSP adyen returned 503 Service Unavailable (pspReference=${r.hex(16).toUpperCase()})`;
          out.push(
            ev(
              t + 1300,
              P,
              "ERROR",
              msg,
              first || r.chance(0.15)
                ? {
                    trace: tr,
                    errType: "System.Net.Http.HttpRequestException",
                    stack:
                      "System.Net.Http.HttpRequestException: Response status code does not indicate success: 503 (Service Unavailable).\n   at System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()\n   at DishDash.Payments.Psp.AdyenClient.AuthorizeAsync(AuthorizeRequest request, CancellationToken ct) in /src/DishDash.Payments/Psp/AdyenClient.cs:line 112\n   at DishDash.Payments.Services.AuthorizationService.AuthorizeAsync(PaymentIntent intent, CancellationToken ct) in /src/DishDash.Payments/Services/AuthorizationService.cs:line 64\n   at DishDash.Payments.Controllers.PaymentsController.Authorize(AuthorizeDto dto, CancellationToken ct) in /src/DishDash.Payments/Controllers/PaymentsController.cs:line 41",
                  }
                : { trace: tr },
            ),
          );
          out.push(
            ev(
              t + 1301,
              P,
              "INFO",
              `Request finished HTTP/1.1 POST http://payment-orchestrator:8080/api/payments/authorize - 502 ${r.int(60, 200)} application/problem+json ${r.int(1200, 3000)}.${r.int(1000, 9999)}ms`,
              { trace: tr },
            ),
          );
          first = false;
          return out;
        },
        (t, c, tr) =>
          ev(
            t + 1310,
            c,
            "ERROR",
            c === "order-api"
              ? `checkout failed for order O-${r.int(1e6, 9e6)}: payment-orchestrator returned 502 Bad Gateway (payment_provider_unavailable)`
              : `upstream error from payment-orchestrator: 502`,
            { trace: tr },
          ),
        502,
      );
    },
  },
  {
    estate: 0,
    origin: "courier-dispatch",
    category: "null_reference",
    hints: ["nil", "null", "pointer", "dereference", "panic"],
    severity: "high",
    note: "Right after a courier-dispatch (Go) rollout, every assignment and tracking request panics with a nil pointer dereference; order-api reports 500s from courier-dispatch.",
    run(ctx, t0) {
      const { rng: r } = ctx;
      const C = "courier-dispatch";
      deploy(ctx, svcOf(ctx.e, C), t0 - 75000);
      let n = 0;
      failHook(
        ctx,
        t0,
        C,
        0.9,
        (t, tr) => [
          ev(
            t,
            C,
            "ERROR",
            `http: panic serving ${r.podIp()}:${r.int(30000, 60000)}: runtime error: invalid memory address or nil pointer dereference`,
            n++ % 4 === 0
              ? {
                  trace: tr,
                  errType: "runtime.Error",
                  stack: `goroutine ${r.int(1000, 90000)} [running]:\nnet/http.(*conn).serve.func1()\n\t/usr/local/go/src/net/http/server.go:1903 +0xbe\npanic({0x1b3e420?, 0x2a4f6b0?})\n\t/usr/local/go/src/runtime/panic.go:770 +0x132\ngithub.com/dishdash/courier-dispatch/internal/assign.(*Scorer).score(0xc0003a6f00, 0x0, {0xc000e8a1e0, 0x3, 0x4})\n\t/src/internal/assign/scorer.go:141 +0x3c\ngithub.com/dishdash/courier-dispatch/internal/assign.(*Assigner).Best(0xc0001b8000, {0x1f0c2a8, 0xc000a3e0e0}, 0xc000f2c000)\n\t/src/internal/assign/assigner.go:77 +0x1a5\ngithub.com/dishdash/courier-dispatch/internal/http.(*Server).handleAssign(0xc0001c2000, {0x1f0a5d0, 0xc0004a81c0}, 0xc000b8c360)\n\t/src/internal/http/handlers.go:58 +0x2e1`,
                }
              : { trace: tr },
          ),
          ev(
            t + 1,
            C,
            "ERROR",
            `request handled method=POST path=/v1/assignments status=500 duration=${r.int(1, 9)}.${r.int(100, 999)}ms`,
            { trace: tr },
          ),
        ],
        (t, c, tr) =>
          ev(
            t,
            c,
            "ERROR",
            c === "order-api"
              ? `[http-nio-8080-exec-${r.int(1, 40)}] app.dishdash.orders.dispatch.DispatchClient : courier assignment failed for order O-${r.int(1e6, 9e6)}: 500 Internal Server Error from POST http://courier-dispatch:8080/v1/assignments`
              : "courier-dispatch call failed: 500",
            { trace: tr },
          ),
        500,
      );
    },
  },
  {
    estate: 1,
    origin: "document-vault",
    category: "disk",
    hints: ["disk", "space", "device", "volume", "storage", "full"],
    severity: "high",
    note: "document-vault (Go) fills its /data volume: uploads fail with 'no space left on device' and claims-intake reports failed document uploads.",
    run(ctx, t0) {
      const { rng: r } = ctx;
      const D = "document-vault";
      for (const [dt, pct] of [
        [-600000, 91],
        [-300000, 95],
        [-90000, 98],
      ] as const)
        emit(
          ctx,
          t0 + dt,
          D,
          "WARN",
          `volume /data usage ${pct}% (${(pct * 0.5).toFixed(1)}GiB of 50GiB), compaction pending`,
        );
      emit(
        ctx,
        t0 + 20000,
        D,
        "ERROR",
        "compaction failed: open /data/objects/.compact-tmp-000481: no space left on device",
      );
      failHook(
        ctx,
        t0,
        D,
        0.95,
        (t, tr) => [
          ev(
            t,
            D,
            "ERROR",
            `store object failed doc=doc_${r.hex(12)} err="write /data/objects/${r.hex(2)}/doc_${r.hex(12)}.part: no space left on device"`,
            { trace: tr },
          ),
          ev(
            t + 1,
            D,
            "ERROR",
            `request handled method=PUT path=/v1/objects/doc_${r.hex(12)} status=507 duration=${r.int(3, 40)}.${r.int(100, 999)}ms`,
            { trace: tr },
          ),
        ],
        (t, c, tr) =>
          ev(
            t,
            c,
            "ERROR",
            `Document upload for claim CLM-${r.int(100000, 999999)} failed: document-vault responded 507 (Insufficient Storage)`,
            { trace: tr },
          ),
        500,
        "-",
        (f) => f.steps.some((s) => s.svc === D && s.method === "PUT"),
      );
    },
  },
  {
    estate: 1,
    origin: "fraud-scoring",
    category: "timeout",
    hints: ["timeout", "timed out", "deadline"],
    severity: "high",
    note: "fraud-scoring (Python, gunicorn) workers hang on scoring and hit WORKER TIMEOUT; claims-intake (.NET) calls time out after 30 s and the ingress returns 504.",
    run(ctx, t0) {
      const { rng: r } = ctx;
      const F = "fraud-scoring";
      for (let t = t0 + 31000; t < ctx.end; t += r.int(8000, 30000)) {
        const pid = r.int(100, 999);
        emit(ctx, t, F, "FATAL", `[${pid % 50}] [CRITICAL] WORKER TIMEOUT (pid:${pid})`);
        emit(ctx, t + 30, F, "INFO", `[${pid}] [INFO] Worker exiting (pid: ${pid})`);
        emit(ctx, t + 900, F, "INFO", `[1] [INFO] Booting worker with pid: ${pid + r.int(1, 40)}`);
      }
      failHook(
        ctx,
        t0,
        F,
        0.9,
        (t, tr) =>
          r.chance(0.3)
            ? [
                ev(
                  t + 25000,
                  F,
                  "WARN",
                  `scoring CLM-${r.int(100000, 999999)} still running after 25.0s (deadline 30s), stage=feature_fetch`,
                  { trace: tr },
                ),
              ]
            : [],
        (t, c, tr) =>
          ev(
            t + 30000,
            c,
            "ERROR",
            c === "claims-intake"
              ? "Scoring request for claim failed: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing."
              : `call to fraud-scoring timed out`,
            r.chance(0.2)
              ? {
                  trace: tr,
                  errType: "System.Threading.Tasks.TaskCanceledException",
                  stack:
                    "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing.\n ---> System.TimeoutException: The operation was canceled.\n   at System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)\n   at ClaimSure.Intake.Clients.FraudScoringClient.ScoreAsync(ClaimDto claim, CancellationToken ct) in /src/ClaimSure.Intake/Clients/FraudScoringClient.cs:line 47\n   at ClaimSure.Intake.Services.IntakeService.RegisterAsync(NewClaim cmd, CancellationToken ct) in /src/ClaimSure.Intake/Services/IntakeService.cs:line 93",
                }
              : { trace: tr },
          ),
        504,
      );
    },
  },
  {
    estate: 2,
    origin: "device-registry",
    category: "memory",
    hints: ["memory", "outofmemory", "heap", "oom"],
    severity: "high",
    onsetOffset: -240000,
    note: "device-registry (JVM) runs out of heap after long full GCs, throws OutOfMemoryError and is OOMKilled/restarted repeatedly; envoy returns 503 and fleet-dashboard-api cannot connect.",
    run(ctx, t0) {
      const { rng: r, e } = ctx;
      const D = "device-registry";
      const s = svcOf(e, D);
      for (let i = 0; i < 8; i++)
        emit(
          ctx,
          t0 - 240000 + i * 30000,
          D,
          "WARN",
          `[gc] GC(${9000 + i}) Pause Full (G1 Compaction Pause) ${1900 + i * 12}M->${1850 + i * 18}M(2048M) ${r.int(1200, 3400)}.${r.int(100, 999)}ms`,
        );
      let down: Array<[number, number]> = [];
      for (let t = t0, k = 0; t < ctx.end && k < 12; t += r.int(90000, 180000), k++) {
        emit(
          ctx,
          t,
          D,
          "ERROR",
          'Exception in thread "http-nio-8080-exec-17" java.lang.OutOfMemoryError: Java heap space',
          {
            errType: "java.lang.OutOfMemoryError",
            stack:
              "java.lang.OutOfMemoryError: Java heap space\n\tat java.base/java.util.Arrays.copyOf(Arrays.java:3541)\n\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)\n\tat io.fleetpulse.registry.shadow.ShadowCache.snapshot(ShadowCache.java:142)\n\tat io.fleetpulse.registry.web.FleetController.devices(FleetController.java:61)",
          },
        );
        emit(ctx, t + 400, D, "ERROR", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
        emit(
          ctx,
          t + 900,
          e.kubelet,
          "INFO",
          `"Container exited" pod="${e.ns}/${s.pod}" containerName="${D}" exitCode=137 reason="OOMKilled"`,
        );
        emit(
          ctx,
          t + 1200,
          e.kubelet,
          "WARN",
          `"Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"${D}\\" with CrashLoopBackOff: \\"back-off ${Math.min(300, 10 * 2 ** k)}s restarting failed container=${D} pod=${s.pod}\\"" pod="${e.ns}/${s.pod}"`,
        );
        const up = t + Math.min(300, 10 * 2 ** k) * 1000 + 12000;
        let tt = up - 11000;
        tt = seq(ctx, tt, D, startupLines(s, r, "3.14.2"), 100, 1500);
        down = [...down, [t, up]];
      }
      const isDown = (t: number) => down.some(([a, b]) => t >= a && t <= b);
      const envoyHook = (t: number, flow: Flow, tr: string): Ev[] | null => {
        if (t < t0 || !flow.steps.some((s2) => s2.svc === D)) return null;
        if (!isDown(t) && !r.chance(0.4)) return null;
        const out: Ev[] = [];
        if (flow.steps[0].svc !== D)
          out.push(
            ev(
              t + 5,
              flow.steps[0].svc,
              "ERROR",
              `Faraday::ConnectionFailed (Failed to open TCP connection to device-registry:8080 (Connection refused - connect(2) for "device-registry" port 8080))`,
              { trace: tr },
            ),
          );
        else if (!isDown(t))
          out.push(
            ev(t + 5, D, "WARN", `request handling slow: heap ${r.int(95, 99)}% used, GC overhead ${r.int(60, 95)}%`, {
              trace: tr,
            }),
          );
        out.push(edgeEv(ctx, t, flow, flow.steps[0].path(r), 503, r.int(1, 30), tr, undefined, undefined, "UF"));
        return out;
      };
      ctx.hooks.push(envoyHook);
    },
  },
  {
    estate: 2,
    origin: "rules-engine",
    category: "configuration",
    hints: ["config", "url", "setting", "protocol", "scheme"],
    severity: "medium",
    note: "A configmap change reloads rules-engine (Python) with ALERT_DISPATCH_URL missing its scheme; every fired rule fails to forward (httpx UnsupportedProtocol) and alert-dispatcher goes silent.",
    run(ctx, t0) {
      const { rng: r } = ctx;
      const R = "rules-engine";
      emit(
        ctx,
        t0 - 1200,
        R,
        "INFO",
        `settings reloaded from configmap rules-engine-config (resourceVersion ${r.int(8000000, 9000000)}): changed keys=[ALERT_DISPATCH_URL]`,
      );
      emit(ctx, t0 - 1100, R, "INFO", "alert forwarder re-initialised with base_url=alert-dispatcher:3000/v1/alerts");
      let n = 0;
      for (let t = t0 + r.int(500, 3000); t < ctx.end; t += r.int(2500, 12000))
        emit(
          ctx,
          t,
          R,
          "ERROR",
          `failed to forward alert ${r.pick(["geofence_exit", "harsh_braking", "low_battery", "temp_high"])} for vehicle V-${r.int(1000, 9999)} (from telemetry.raw consumer): Request URL is missing an 'http://' or 'https://' protocol.`,
        );
      failHook(
        ctx,
        t0,
        "alert-dispatcher",
        1,
        (t, tr) => [
          ev(
            t,
            R,
            "ERROR",
            `failed to forward alert ${r.pick(["geofence_exit", "harsh_braking", "low_battery", "temp_high"])} for vehicle V-${r.int(1000, 9999)}: Request URL is missing an 'http://' or 'https://' protocol.`,
            n++ % 5 === 0
              ? {
                  trace: tr,
                  errType: "httpx.UnsupportedProtocol",
                  stack:
                    'Traceback (most recent call last):\n  File "/app/rules_engine/forward.py", line 57, in forward\n    resp = await self.client.post(self.settings.alert_dispatch_url, json=payload)\n  File "/usr/local/lib/python3.12/site-packages/httpx/_client.py", line 1892, in post\n    return await self.request(\n  File "/usr/local/lib/python3.12/site-packages/httpx/_transports/default.py", line 372, in handle_async_request\n    with map_httpcore_exceptions():\n  File "/usr/local/lib/python3.12/site-packages/httpx/_transports/default.py", line 86, in map_httpcore_exceptions\n    raise mapped_exc(message) from exc\nhttpx.UnsupportedProtocol: Request URL is missing an \'http://\' or \'https://\' protocol.',
                }
              : { trace: tr },
          ),
          ev(
            t + 2,
            R,
            "INFO",
            `${r.podIp()}:${r.int(32000, 60999)} - "POST /evaluate HTTP/1.1" 500 Internal Server Error`,
            { trace: tr },
          ),
        ],
        () => null,
        500,
      );
    },
  },
  {
    estate: 2,
    origin: "telemetry-ingest",
    category: "network",
    hints: ["dns", "lookup", "network", "resolve", "host"],
    severity: "high",
    note: "telemetry-ingest (Go) can no longer resolve the kafka brokers (DNS i/o timeouts on 10.96.0.10:53), its buffer fills and devices get 503 from the edge.",
    run(ctx, t0) {
      const { rng: r } = ctx;
      const T = "telemetry-ingest";
      for (let t = t0; t < ctx.end; t += r.int(400, 2500)) {
        const b = r.int(0, 2);
        emit(
          ctx,
          t,
          T,
          "ERROR",
          `produce failed topic=telemetry.raw err="dial tcp: lookup fleet-kafka-${b}.fleet-kafka-headless.fleet-prod.svc.cluster.local on 10.96.0.10:53: read udp ${r.podIp()}:${r.int(30000, 60000)}->10.96.0.10:53: i/o timeout"`,
        );
      }
      for (let i = 1; i < 5; i++)
        emit(
          ctx,
          t0 + i * 45000,
          T,
          "WARN",
          `ingest buffer ${Math.min(100, 40 + i * 15)}% full (${r.int(100000, 400000)} records), applying backpressure`,
        );
      failHook(
        ctx,
        t0 + 150000,
        T,
        0.85,
        (t, tr) => [
          ev(t, T, "WARN", `rejecting batch device=dev-${r.hex(10)}: buffer full, kafka unreachable`, { trace: tr }),
        ],
        () => null,
        503,
      );
    },
  },
];
