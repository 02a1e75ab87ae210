// Timeout: a Postgres lock timeout under Hibernate, a gRPC handler past its deadline, HttpClient.Timeout to the
// customs gateway, Celery hard time limits, a GenServer.call timeout, a Reactor timeout in the berth planner.
import { dotnet, java, python } from "./stacks.js";
import type { Scenario } from "./types.js";

const INF = Number.POSITIVE_INFINITY;

export const timeout: Scenario[] = [
  {
    estate: "claims",
    cat: "timeout",
    origin: "policy-ledger",
    hints: ["lock", "timeout"],
    sev: "medium",
    note: "a long reserve-recalculation transaction holds row locks; policy-ledger updates hit lock_timeout (55P03) and Hibernate LockTimeoutException",
    run: (x) => {
      x.at(
        0,
        "policy-ledger",
        "info",
        "c.c.l.ReserveRecalcJob : recalculating IBNR reserves for portfolio HO-2026 (84112 claims) in one transaction",
      );
      x.every(
        "policy-ledger",
        "warn",
        5,
        INF,
        2,
        "o.h.engine.jdbc.spi.SqlExceptionHelper : SQL Error: 0, SQLState: 55P03",
      );
      x.every(
        "policy-ledger",
        "error",
        5,
        INF,
        2,
        (r) =>
          `o.h.engine.jdbc.spi.SqlExceptionHelper : ERROR: canceling statement due to lock timeout\n  Where: while updating tuple (${r.int(100, 9999)},${r.int(1, 60)}) in relation "claim_reserves"`,
        () =>
          java(
            "org.hibernate.exception.LockTimeoutException: could not execute statement [ERROR: canceling statement due to lock timeout]",
            [
              "org.hibernate.dialect.PostgreSQLDialect.lambda$buildSQLExceptionConversionDelegate$0(PostgreSQLDialect.java:1047)",
              "org.hibernate.engine.jdbc.spi.SqlExceptionHelper.convert(SqlExceptionHelper.java:58)",
              "com.claims.ledger.ReserveService.adjust(ReserveService.java:88)",
            ],
          ),
      );
      x.every(
        "claims-pg",
        "error",
        4,
        INF,
        3,
        (r) =>
          `ERROR:  canceling statement due to lock timeout\nSTATEMENT:  update claim_reserves set amount=$1, version=$2 where id=$3 and version=$4 -- pid ${r.int(1000, 9999)}`,
      );
      x.every(
        "payout-engine",
        "error",
        10,
        INF,
        1.5,
        (r) =>
          `Reserve update for CLM-${r.int(2026000, 2026999)} failed: Response status code does not indicate success: 500 (Internal Server Error) from policy-ledger; retry ${r.int(1, 5)}/5 scheduled`,
      );
      x.every(
        "fnol-intake",
        "warn",
        15,
        INF,
        2.5,
        "c.c.f.LedgerClient : policy-ledger slow response (>5000ms), claim accepted pending reserve",
      );
      x.deploy(-30, "notif-relay", "2.9.0", "elixir");
    },
  },
  {
    estate: "podcast",
    cat: "timeout",
    origin: "user-library",
    hints: ["deadline", "timeout", "exceeded"],
    sev: "medium",
    note: "user-library's ListSubscriptions fans out per show after a change; handlers exceed the 2s deadline (WARN in user-library), callers log DEADLINE_EXCEEDED",
    run: (x) => {
      x.thin("user-library", 0, 0.4);
      x.every(
        "user-library",
        "warn",
        0,
        INF,
        1.5,
        (r) =>
          `ListSubscriptions user=${r.int(1e6, 9e6)} shows=${r.int(200, 1900)} aborted after 2.00${r.int(0, 9)}s: context deadline exceeded`,
      );
      x.every(
        "playback-api",
        "error",
        2,
        INF,
        0.8,
        (r) =>
          `getLibrary failed: Error: 4 DEADLINE_EXCEEDED: Deadline exceeded after 2.00${r.int(0, 9)}s (user-library.v1.Library/ListSubscriptions)`,
      );
      x.every(
        "listen-edge",
        "error",
        3,
        INF,
        0.7,
        (r) =>
          `GET /v2/me/library status=504 dur=${r.int(2000, 2100)}ms upstream=user-library grpc_status=DeadlineExceeded`,
      );
      x.every("listen-edge", "warn", 10, INF, 4, "circuit user-library half-open: 3/10 probes failed");
      x.deploy(-15, "feed-crawler", "1.44.0", "python");
    },
  },
  {
    estate: "port",
    cat: "timeout",
    origin: "customs-edi",
    hints: ["timeout", "timed out", "elapsing"],
    sev: "medium",
    note: "the customs single-window endpoint stops answering in time; customs-edi's HttpClient.Timeout (100s) elapses for every release query; gate lanes hold trucks",
    run: (x) => {
      x.every("customs-edi", "error", 0, INF, 6, "Customs release query failed for batch", () =>
        dotnet(
          "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 100 seconds elapsing.\n ---> System.TimeoutException: The operation was canceled.",
          [
            "System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
            "System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken originalCancellationToken)",
            "Terminal.Customs.SingleWindowClient.QueryReleaseAsync(String[] containers) in /src/Customs/SingleWindowClient.cs:line 71",
          ],
        ),
      );
      x.every(
        "customs-edi",
        "warn",
        100,
        INF,
        9,
        (r) => `Release status backlog ${r.int(200, 1500)} containers (oldest ${r.int(2, 30)} min)`,
      );
      x.every(
        "gate-kiosk",
        "warn",
        100,
        INF,
        1.3,
        (r) =>
          `[out-lane ${r.int(1, 12)}] TRK-${r.int(1000, 9999)} held: customs status PENDING for ${r.pick(["MSCU", "HLXU", "OOLU"])}${r.int(1000000, 9999999)}`,
      );
      x.every(
        "terminal-api",
        "error",
        105,
        INF,
        2,
        (r) => `GET /customs/releases 504 ${r.int(30000, 30010)}ms upstream customs-edi did not respond in 30s`,
      );
      x.deploy(-50, "billing-tariffs", "2026.7.2", "python");
    },
  },
  {
    estate: "claims",
    cat: "timeout",
    origin: "adjuster-assign",
    hints: ["time limit", "timeout", "exceeded"],
    sev: "medium",
    note: "adjuster-assign Celery tasks hit soft then hard time limits (workers SIGKILLed by billiard); fnol-intake sees claims stuck unassigned",
    run: (x) => {
      x.thin("adjuster-assign", 0, 0.3);
      x.every(
        "adjuster-assign",
        "warn",
        0,
        INF,
        5,
        "Soft time limit (240s) exceeded for claims.tasks.assign_adjuster",
        () =>
          python(
            [
              ["/app/claims/tasks.py", 131, "assign_adjuster", "candidates = routing.rank(claim, region=claim.region)"],
              ["/app/claims/routing.py", 77, "rank", "for adj in Adjuster.objects.filter(active=True).iterator():"],
            ],
            "celery.exceptions.SoftTimeLimitExceeded: SoftTimeLimitExceeded()",
          ),
      );
      x.every(
        "adjuster-assign",
        "error",
        60,
        INF,
        7,
        (r) =>
          `Hard time limit (300s) exceeded for claims.tasks.assign_adjuster[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}]`,
      );
      x.every(
        "adjuster-assign",
        "error",
        61,
        INF,
        7,
        (r) => `Process 'ForkPoolWorker-${r.int(1, 16)}' pid:${r.int(100, 999)} exited with 'signal 9 (SIGKILL)'`,
      );
      x.every(
        "fnol-intake",
        "warn",
        90,
        INF,
        3,
        (r) =>
          `c.c.f.AssignmentWatcher : claim CLM-${r.int(2026000, 2026999)} unassigned after 10 min, escalating to queue triage`,
      );
      x.deploy(-20, "payout-engine", "8.3.0", "dotnet");
    },
  },
  {
    estate: "podcast",
    cat: "timeout",
    origin: "subs-billing",
    hints: ["timeout", "time out", "genserver"],
    sev: "medium",
    note: "subs-billing's ledger GenServer is blocked; GenServer.call times out after 5000ms; playback-api entitlement checks 504",
    run: (x) => {
      x.every(
        "subs-billing",
        "error",
        0,
        INF,
        2,
        (r) => `[error] GenServer SubsBilling.Ledger terminating / call failed for sub_${r.hex(8)}`,
        () =>
          [
            '** (exit) exited in: GenServer.call(SubsBilling.Ledger, {:entitlement, "user:4418820"}, 5000)',
            "    ** (EXIT) time out",
            "    (elixir 1.16.2) lib/gen_server.ex:1114: GenServer.call/3",
            "    (subs_billing 3.2.0) lib/subs_billing/entitlements.ex:41: SubsBilling.Entitlements.check/1",
          ].join("\n"),
      );
      x.every(
        "subs-billing",
        "warn",
        5,
        INF,
        10,
        (r) => `[warning] SubsBilling.Ledger message_queue_len=${r.int(2000, 40000)}`,
      );
      x.every(
        "playback-api",
        "error",
        3,
        INF,
        0.9,
        (r) => `entitlement check for user ${r.int(1e6, 9e6)} failed: subs-billing responded 504 after 5002ms`,
      );
      x.every(
        "listen-edge",
        "error",
        4,
        INF,
        1.2,
        (r) => `GET /v2/episodes/:id/stream status=502 dur=${r.int(5000, 5100)}ms upstream=playback-api`,
      );
      x.deploy(-45, "cdn-purger", "v1.9.4", "go");
    },
  },
  {
    estate: "port",
    cat: "timeout",
    origin: "berth-planner",
    hints: ["timeout", "timed out"],
    sev: "medium",
    note: "berth-planner's reactive plan endpoint waits on an optimiser that stopped converging; Reactor TimeoutException after 30000ms; terminal-api 504s",
    run: (x) => {
      x.every(
        "berth-planner",
        "error",
        0,
        INF,
        4,
        'o.s.w.s.a.HttpWebHandlerAdapter : [c0ffee] 500 Server Error for HTTP GET "/api/berth-windows"',
        () =>
          java(
            "java.util.concurrent.TimeoutException: Did not observe any item or terminal signal within 30000ms in 'flatMap' (and no fallback has been configured)",
            [
              "reactor.core.publisher.FluxTimeout$TimeoutMainSubscriber.handleTimeout(FluxTimeout.java:296)",
              "reactor.core.publisher.FluxTimeout$TimeoutMainSubscriber.doTimeout(FluxTimeout.java:281)",
              "com.terminal.berth.PlanController.windows(PlanController.java:64)",
            ],
          ),
      );
      x.every(
        "berth-planner",
        "warn",
        0,
        INF,
        15,
        (r) =>
          `c.t.berth.QuayOptimizer : iteration ${r.int(5000, 90000)} no improvement, gap ${r.float(4, 9).toFixed(2)}%`,
      );
      x.every(
        "terminal-api",
        "error",
        30,
        INF,
        3,
        (r) => `GET /berths/windows 504 ${r.int(30000, 30050)}ms upstream berth-planner timed out`,
      );
      x.every("vessel-ais", "info", 40, INF, 30, "INFO ais: berth window push deferred (planner busy)");
    },
  },
];
