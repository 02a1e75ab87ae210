// The eight failures, one per category, each told the way the software involved really logs it: the origin in its
// own runtime's words, its callers in theirs, usually louder.
import type { Role } from "./estates.js";
import type { Ctx, Flow } from "./stream.js";

export interface IncidentKind {
  key: string;
  estate: string;
  origin: Role;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  roles: Role[];
  run(c: Ctx, at: number): void;
}

const after = (at: number, f: Flow) => f.t >= at;

export const INCIDENTS: IncidentKind[] = [
  {
    key: "pg-connection-slots",
    estate: "suds",
    origin: "elig",
    category: "database",
    hints: ["database", "postgres", "psql", "jdbc", "connection", "too many", "sql"],
    severity: "high",
    note: "member-api's Postgres runs out of connection slots; every membership lookup fails and the lane gateway retries loudly, sending members to the pay station",
    roles: ["gw", "elig", "app", "lpr"],
    run(c, at) {
      const { rng } = c;
      c.emit(
        at,
        "elig",
        "warn",
        "HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@6b1e3f2a (This connection has been closed.). Possibly consider using a shorter maxLifetime value.",
      );
      c.emit(
        at + 400,
        "elig",
        "error",
        "HikariPool-1 - Exception during pool initialization / refill: FATAL: remaining connection slots are reserved for non-replication superuser connections",
      );
      const stack = [
        "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection",
        "\tat org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:84)",
        "\tat org.springframework.jdbc.core.JdbcTemplate.execute(JdbcTemplate.java:653)",
        "\tat com.sudscity.members.repo.MembershipRepository.findActiveByPlate(MembershipRepository.java:57)",
        "\tat com.sudscity.members.api.LookupController.lookup(LookupController.java:41)",
        "Caused by: org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
        "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
        "\tat org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
        "\tat com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:476)",
        "\t... 62 common frames omitted",
      ];
      c.hooks.push((f) => {
        if (!after(at, f) || (f.kind !== "lane" && f.kind !== "app")) return false;
        const { t, tid, site, lane } = f;
        if (f.kind === "app") {
          c.emit(t - 30, "elig", "error", "Request processing failed: Failed to obtain JDBC Connection", {
            trace: tid,
          });
          c.emit(
            t,
            "app",
            "error",
            `${c.access("app", "GET", "/api/v2/me/washes", 502, rng.int(30, 90))} member-api responded 503`,
            { trace: tid },
          );
          return true;
        }
        c.emit(
          t,
          "lpr",
          "info",
          `plate read site=${site} lane=${lane} plate=${f.plate} region=US-TX conf=${rng.float(0.88, 0.99, 3)} cam=LPR-${site}-${lane}`,
          { trace: tid },
        );
        for (let k = 1; k <= 3; k++) {
          const u = t + 40 + (k - 1) * rng.int(250, 600);
          if (rng.chance(0.15))
            c.emit(u, "elig", "error", `lookup plate=${f.plate} failed`, {
              trace: tid,
              stack,
              errType: "CannotGetJdbcConnectionException",
            });
          else if (rng.chance(0.35))
            c.emit(
              u,
              "elig",
              "error",
              "HikariPool-1 - Connection is not available, request timed out after 250ms (total=20, active=20, idle=0, waiting=41)",
              { trace: tid },
            );
          c.emit(
            u + rng.int(20, 60),
            "gw",
            k < 3 ? "warn" : "error",
            k < 3
              ? `member lookup failed: POST http://member-api:8080/v1/lookup -> 503 Service Unavailable, retrying (${k}/3)`
              : "member lookup failed after 3 attempts: member-api returned 503",
            { trace: tid },
          );
        }
        c.emit(
          t + 2000,
          "gw",
          "warn",
          `site=${site} lane=${lane} fallback: membership unknown, driver sent to pay station`,
          { trace: tid },
        );
        return true;
      });
    },
  },
  {
    key: "stripe-key-revoked",
    estate: "suds",
    origin: "subs",
    category: "authentication",
    hints: ["authentication", "api key", "invalid", "stripe", "401", "credential", "unauthorized"],
    severity: "medium",
    note: "the payment API key used by renewals-worker stops being accepted; every renewal and card update fails with an authentication error and Sidekiq retries pile up",
    roles: ["subs", "app"],
    run(c, at) {
      const { rng } = c;
      const stack = [
        "/usr/local/bundle/gems/stripe-10.6.0/lib/stripe/stripe_client.rb:812:in `handle_error_response'",
        "/usr/local/bundle/gems/stripe-10.6.0/lib/stripe/stripe_client.rb:746:in `execute_request_with_rescues'",
        "/usr/local/bundle/gems/stripe-10.6.0/lib/stripe/api_operations/create.rb:12:in `create'",
        "/app/app/services/renewal_charger.rb:38:in `charge!'",
        "/app/app/jobs/renewal_job.rb:17:in `perform'",
        "/usr/local/bundle/gems/sidekiq-7.2.4/lib/sidekiq/processor.rb:202:in `execute_job'",
      ];
      const err = `Stripe::AuthenticationError: Invalid API Key provided: rk_live_********************${rng.hex(4)}`;
      c.hooks.push((f) => {
        if (!after(at, f) || f.kind !== "renew") return false;
        const jid = rng.hex(24);
        c.emit(f.t, "subs", "info", `RenewalJob JID-${jid} start member=${f.member}`);
        c.emit(
          f.t + rng.int(150, 400),
          "subs",
          "error",
          `RenewalJob JID-${jid} fail: ${rng.float(0.2, 0.6, 3)} sec ${err}`,
          rng.chance(0.4) ? { stack, errType: "Stripe::AuthenticationError" } : {},
        );
        c.emit(
          f.t + rng.int(400, 600),
          "subs",
          "warn",
          `RenewalJob JID-${jid} retry ${rng.int(1, 4)} scheduled in ${rng.pick([25, 41, 96, 257])}s`,
        );
        return true;
      });
      c.every(at, c.end, 3, (t) => {
        const j = rng.hex(24);
        c.emit(t, "subs", "error", `RenewalJob JID-${j} fail: ${rng.float(0.2, 0.6, 3)} sec (retry) ${err}`);
      });
      c.every(at + 5000, c.end, 5, (t) => {
        const tid = c.tid();
        c.emit(
          t,
          "subs",
          "error",
          `card update for ${c.member()} failed: (Status 401) ${err.replace("Stripe::AuthenticationError: ", "")}`,
          { trace: tid },
        );
        c.emit(
          t + 60,
          "app",
          "error",
          `${c.access("app", "POST", "/api/v2/me/payment-method", 502, rng.int(300, 900))} renewals-worker: payment setup failed`,
          { trace: tid },
        );
      });
    },
  },
  {
    key: "plate-matcher-oom",
    estate: "lagoon",
    origin: "elig",
    category: "memory",
    hints: ["memory", "outofmemory", "heap", "oom"],
    severity: "high",
    note: "plate-matcher's plate index outgrows its heap: long GC pauses, then OutOfMemoryError and a crash loop; lpr-ingest and wash-api report refused connections and fall back to the pay station",
    roles: ["lpr", "elig", "gw"],
    run(c, at) {
      const { rng } = c;
      c.every(at, at + 95000, 8, (t) =>
        c.emit(
          t,
          "elig",
          "warn",
          `GC pause (G1 Evacuation Pause) (young) ${rng.int(3900, 4030)}M->${rng.int(3880, 4020)}M(4096M) ${rng.float(900, 2400, 3)}ms`,
          { force: true },
        ),
      );
      c.every(at + 20000, at + 95000, 6, (t) =>
        c.emit(t, "lpr", "warn", `match request slow: ${rng.float(1.8, 4.9, 1)}s from plate-matcher (budget 1.0s)`),
      );
      const crashes: number[] = [];
      for (let k = at + 100000; k < c.end; k += rng.int(70000, 110000)) crashes.push(k);
      for (const k of crashes) {
        c.emit(k - 3000, "elig", "warn", "GC overhead: 98% of time spent in GC over the last 60s (heap 4094M/4096M)", {
          force: true,
        });
        c.emit(
          k,
          "elig",
          "error",
          'Exception in thread "plate-index-refresh" java.lang.OutOfMemoryError: Java heap space',
          {
            force: true,
            errType: "java.lang.OutOfMemoryError",
            stack: [
              "java.lang.OutOfMemoryError: Java heap space",
              "\tat java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
              "\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)",
              "\tat com.bluelagoon.lpr.index.PlateIndex.rebuild(PlateIndex.java:144)",
              "\tat com.bluelagoon.lpr.index.PlateIndexRefresher.run(PlateIndexRefresher.java:58)",
              "\tat java.base/java.lang.Thread.run(Thread.java:1583)",
            ],
          },
        );
        c.emit(k + 300, "elig", "fatal", "Terminating due to java.lang.OutOfMemoryError: Java heap space", {
          force: true,
        });
        const up = k + rng.int(28000, 40000);
        c.emit(up, "elig", "info", "Starting PlateMatcherApplication v3.9.2 using Java 21.0.4 with PID 1", {
          force: true,
        });
        c.emit(
          up + 9000,
          "elig",
          "info",
          `plate index loaded: ${rng.int(2100000, 2300000)} plates, heap used 3.7G/4.0G`,
          { force: true },
        );
        c.emit(up + 9500, "elig", "info", "Started PlateMatcherApplication in 9.8 seconds (process running for 10.4)", {
          force: true,
        });
        c.every(up + 12000, up + 40000, 9, (t) =>
          c.emit(
            t,
            "elig",
            "warn",
            `GC pause (G1 Evacuation Pause) (young) 3990M->3960M(4096M) ${rng.float(900, 2400, 3)}ms`,
            { force: true },
          ),
        );
      }
      c.silent.set("elig", at + 100000);
      c.hooks.push((f) => {
        if (!after(at + 100000, f) || f.kind !== "lane") return false;
        const { t, site, lane } = f;
        c.emit(
          t,
          "lpr",
          "info",
          `plate read site=${site} lane=${lane} plate=${f.plate} region=US-FL conf=${rng.float(0.88, 0.99, 3)} cam=LPR-${site}-${lane}`,
        );
        if (rng.chance(0.5))
          c.emit(
            t + 30,
            "lpr",
            "error",
            `match failed plate=${f.plate}: HTTPConnectionPool(host='plate-matcher', port=8080): Max retries exceeded with url: /v2/match (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f3c${rng.hex(8)}>: Failed to establish a new connection: [Errno 111] Connection refused'))`,
          );
        else
          c.emit(
            t + 30,
            "lpr",
            "error",
            `match failed plate=${f.plate}: ('Connection aborted.', RemoteDisconnected('Remote end closed connection without response'))`,
          );
        c.emit(
          t + 120,
          "gw",
          "error",
          `Faraday::ConnectionFailed: Failed to open TCP connection to plate-matcher:8080 (Connection refused - connect(2) for "plate-matcher" port 8080)`,
        );
        c.emit(t + 180, "gw", "warn", `site=${site} lane=${lane} member not recognised, routing to pay station`);
        return true;
      });
    },
  },
  {
    key: "processor-503",
    estate: "lagoon",
    origin: "pay",
    category: "dependency",
    hints: ["dependency", "gateway", "processor", "upstream", "503", "unavailable", "circuit"],
    severity: "high",
    note: "the card processor behind card-auth answers 503; card-auth's circuit breaker opens, pay-station sales and membership renewals fail and membership-core retries",
    roles: ["pay", "gw", "subs"],
    run(c, at) {
      const { rng } = c;
      const stack = [
        "   at Polly.CircuitBreaker.CircuitStateController`1.OnActionPreExecute()",
        "   at Polly.CircuitBreaker.AsyncCircuitBreakerEngine.ImplementationAsync[TResult](Func`3 action, Context context, CancellationToken cancellationToken, Boolean continueOnCapturedContext)",
        "   at BlueLagoon.CardAuth.Processor.GatewayClient.AuthorizeAsync(AuthRequest request, CancellationToken ct) in /src/CardAuth/Processor/GatewayClient.cs:line 88",
        "   at BlueLagoon.CardAuth.Controllers.AuthorizationsController.Post(AuthRequest body) in /src/CardAuth/Controllers/AuthorizationsController.cs:line 41",
      ];
      let fails = 0;
      c.hooks.push((f) => {
        if (!after(at, f) || (f.kind !== "pay" && f.kind !== "renew")) return false;
        const { t } = f;
        fails++;
        const open = fails % 9 > 4;
        if (!open)
          c.emit(
            t + 900,
            "pay",
            "error",
            `Authorization request to https://api.payrail-gateway.example/v3/authorizations failed: Response status code does not indicate success: 503 (Service Unavailable).`,
            rng.chance(0.3)
              ? {
                  errType: "System.Net.Http.HttpRequestException",
                  stack: [
                    "System.Net.Http.HttpRequestException: Response status code does not indicate success: 503 (Service Unavailable).",
                    "   at System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
                    stack[2],
                    stack[3],
                  ],
                }
              : {},
          );
        else
          c.emit(
            t + 20,
            "pay",
            "error",
            "Authorization short-circuited: The circuit is now open and is not allowing calls.",
            rng.chance(0.3) ? { errType: "Polly.CircuitBreaker.BrokenCircuitException", stack } : {},
          );
        if (fails % 9 === 5)
          c.emit(
            t + 25,
            "pay",
            "warn",
            "Circuit breaker for payrail-gateway OPEN for 30s after 5 consecutive failures",
          );
        if (fails % 9 === 0)
          c.emit(t - 10, "pay", "info", "Circuit breaker for payrail-gateway HALF-OPEN, trial call permitted");
        if (f.kind === "pay") {
          c.emit(t, "pay", "info", `PS-${f.site}-${f.lane} sale started package=${f.pkg} amount=18.00 USD`);
          c.emit(
            t + 1000,
            "gw",
            "error",
            `${c.access("gw", "POST", `/v1/sites/${f.site}/wash-orders`, 502, rng.int(900, 3100))} card-auth: 503 upstream`,
          );
          c.emit(
            t + 1100,
            "pay",
            "warn",
            `PS-${f.site}-${f.lane} card declined at terminal: ISSUER_OR_SWITCH_INOPERATIVE (91)`,
          );
        } else {
          for (let k = 1; k <= 3; k++)
            c.emit(
              t + k * rng.int(400, 900),
              "subs",
              k < 3 ? "warn" : "error",
              `renewal charge member=${f.member} attempt ${k}/3 failed: card-auth POST /authorizations returned 502 Bad Gateway${k < 3 ? ", retrying" : ", giving up until next cycle"}`,
            );
        }
        return true;
      });
    },
  },
  {
    key: "eligibility-deadline",
    estate: "tidal",
    origin: "elig",
    category: "timeout",
    hints: ["timeout", "deadline", "timed out", "context deadline"],
    severity: "medium",
    note: "eligibility-svc's visit-history step starts running past its time budget and only warns; kiosk-gw times out and retries loudly, lanes send members to the pay lane",
    roles: ["gw", "lpr", "elig", "app"],
    run(c, at) {
      const { rng } = c;
      c.hooks.push((f) => {
        if (!after(at, f) || (f.kind !== "lane" && f.kind !== "app")) return false;
        const { t, tid, site, lane } = f;
        if (f.kind === "app") {
          if (rng.chance(0.5)) return false;
          c.emit(
            t - 200,
            "elig",
            "warn",
            `eligibility for ${f.member} incomplete: context deadline exceeded (stage=visit_history, budget=1500ms, elapsed=${rng.int(1501, 1530)}ms)`,
            { trace: tid },
          );
          c.emit(
            t,
            "app",
            "error",
            `${c.access("app", "GET", "/api/v2/me", 504, 2000 + rng.int(1, 40))} upstream eligibility-svc timed out`,
            { trace: tid },
          );
          return true;
        }
        c.emit(
          t,
          "lpr",
          "info",
          `tag read site=${site} lane=${lane} epc=E28011606000020${rng.hex(9).toUpperCase()} rssi=-${rng.int(41, 63)}dBm`,
          { trace: tid },
        );
        for (let k = 1; k <= 3; k++) {
          const u = t + k * 2000;
          if (k === 1 || rng.chance(0.2))
            c.emit(
              u - 480,
              "elig",
              "warn",
              `eligibility for ${f.member} incomplete: context deadline exceeded (stage=visit_history, budget=1500ms, elapsed=${rng.int(1501, 1530)}ms)`,
              { trace: tid },
            );
          c.emit(
            u + rng.int(1, 30),
            "gw",
            k < 3 ? "warn" : "error",
            k < 3
              ? `eligibility request timed out after 2000ms (attempt ${k}/3), retrying`
              : `TimeoutError: eligibility-svc did not respond within 2000ms (3 attempts) site=${site} lane=${lane}`,
            { trace: tid },
          );
        }
        c.emit(t + 6200, "lpr", "warn", `site=${site} lane=${lane} gate decision timeout, car routed to pay lane`, {
          trace: tid,
        });
        return true;
      });
      c.every(at + 30000, c.end, 30, (t) =>
        c.emit(t, "elig", "warn", `visit_history p99=${rng.int(1600, 2600)}ms over last 30s (budget 1500ms)`),
      );
    },
  },
  {
    key: "plc-host-unset",
    estate: "tidal",
    origin: "tunnel",
    category: "configuration",
    hints: ["config", "configuration", "env", "plc_host", "missing", "setting", "variable"],
    severity: "high",
    note: "a new tunnel-bridge release starts without TUNNEL_PLC_HOST, falls back to localhost and cannot reach any tunnel PLC; kiosk-gw's wash starts fail with 503",
    roles: ["tunnel", "gw", "pay"],
    run(c, at) {
      const { rng } = c;
      c.emit(at - 2500, "tunnel", "info", "Received SIGTERM, closing modbus sessions");
      c.emit(at, "tunnel", "info", "tunnel-bridge 2.14.0 starting (gunicorn 22.0.0, 4 workers)", { force: true });
      c.emit(at + 300, "tunnel", "warn", "TUNNEL_PLC_HOST is not set; defaulting to 127.0.0.1", { force: true });
      c.emit(at + 600, "tunnel", "info", "Listening at: http://0.0.0.0:8000 (1)", { force: true });
      c.silent.set("tunnel", at);
      const stack = [
        "Traceback (most recent call last):",
        '  File "/app/tunnel_bridge/plc.py", line 64, in start_wash',
        "    client.connect_or_raise()",
        '  File "/app/tunnel_bridge/plc.py", line 31, in connect_or_raise',
        '    raise ConnectionException(f"Failed to connect[{self}]")',
        "pymodbus.exceptions.ConnectionException: Modbus Error: [Connection] Failed to connect[ModbusTcpClient 127.0.0.1:502]",
      ];
      c.hooks.push((f) => {
        if (!after(at, f) || (f.kind !== "lane" && f.kind !== "pay")) return false;
        const { t, tid, site, lane } = f;
        if (f.kind === "pay")
          c.emit(
            t,
            "pay",
            "info",
            `PS-${site}-${lane} card ${rng.pick(["visa", "mastercard"])} ****${rng.int(1000, 9999)} approved auth=${rng.int(100000, 999999)}`,
            { trace: tid },
          );
        else
          c.emit(
            t,
            "lpr",
            "info",
            `tag read site=${site} lane=${lane} epc=E28011606000020${rng.hex(9).toUpperCase()} rssi=-${rng.int(41, 63)}dBm`,
            { trace: tid },
          );
        const u = t + rng.int(2000, 3500);
        if (rng.chance(0.6))
          c.emit(
            u,
            "tunnel",
            "error",
            `start_wash site=${site} package=${f.pkg} failed: [Errno 111] Connection refused (127.0.0.1:502)`,
            rng.chance(0.4)
              ? { trace: tid, stack, errType: "pymodbus.exceptions.ConnectionException", force: true }
              : { trace: tid, force: true },
          );
        c.emit(
          u + 60,
          "gw",
          "error",
          `wash start failed site=${site} lane=${lane}: tunnel-bridge responded 503 Service Unavailable`,
          { trace: tid },
        );
        if (f.kind === "pay")
          c.emit(u + 400, "pay", "warn", `PS-${site}-${lane} voiding auth, wash not started (refund queued)`, {
            trace: tid,
          });
        return true;
      });
      c.every(at + 1000, c.end, 20, (t) =>
        c.emit(t, "tunnel", "error", `PLC poll failed for 127.0.0.1:502: [Errno 111] Connection refused`, {
          force: true,
        }),
      );
    },
  },
  {
    key: "journal-enospc",
    estate: "glossbay",
    origin: "tunnel",
    category: "disk",
    hints: ["disk", "space", "enospc", "no space", "storage", "volume"],
    severity: "high",
    note: "wash-orchestrator's journal volume fills up; every wash order fails to persist with 'no space left on device' and pos-api and the pay stations report 500s",
    roles: ["tunnel", "gw", "pay"],
    run(c, at) {
      const { rng } = c;
      c.emit(at, "tunnel", "warn", "journal volume /var/lib/orchestrator 99.2% used (compaction behind by 3 segments)");
      let seg = rng.int(400, 700);
      c.hooks.push((f) => {
        if (!after(at + 15000, f) || (f.kind !== "lane" && f.kind !== "pay")) return false;
        const { t, site, lane } = f;
        if (f.kind === "lane") {
          c.emit(
            t - 900,
            "lpr",
            "info",
            `plate read site=${site} lane=${lane} plate=${f.plate} region=US-NC conf=${rng.float(0.88, 0.99, 3)} cam=LPR-${site}-${lane}`,
          );
          c.emit(
            t - 850,
            "elig",
            "info",
            `lookup plate -> ${f.member} plan="${f.plan}" status=active visits_30d=${rng.int(1, 19)} (${rng.int(3, 24)}ms)`,
          );
        } else
          c.emit(
            t - 1500,
            "pay",
            "info",
            `PS-${site}-${lane} card visa ****${rng.int(1000, 9999)} approved auth=${rng.int(100000, 999999)} (emv contactless)`,
          );
        c.emit(
          t + 40,
          "tunnel",
          "error",
          `persist order site=${site} lane=${lane}: write /var/lib/orchestrator/journal/${String(seg).padStart(6, "0")}.wal: no space left on device`,
        );
        if (rng.chance(0.1)) seg++;
        c.emit(
          t + 90,
          "gw",
          "error",
          `${c.access("gw", "POST", `/api/sites/${site}/orders`, 500, rng.int(40, 120))} wash-orchestrator: 500 Internal Server Error`,
        );
        if (f.kind === "pay")
          c.emit(t + 160, "pay", "error", `PS-${site}-${lane} order rejected by pos-api (HTTP 500), sale reversed`);
        return true;
      });
      c.every(at + 20000, c.end, 25, (t) =>
        c.emit(
          t,
          "tunnel",
          "error",
          `journal compaction failed: mkdir /var/lib/orchestrator/journal/.compact-${rng.hex(6)}: no space left on device`,
        ),
      );
    },
  },
  {
    key: "loyalty-dns",
    estate: "glossbay",
    origin: "app",
    category: "network",
    hints: ["network", "dns", "getaddrinfo", "eai_again", "resolve", "lookup"],
    severity: "medium",
    note: "loyalty-api stops resolving member-svc's name (EAI_AGAIN) after its pods move to a new node; app requests and points accrual fail while member-svc itself stays healthy",
    roles: ["app", "elig", "gw"],
    run(c, at) {
      const { rng } = c;
      const stack = [
        "Error: getaddrinfo EAI_AGAIN member-svc.glossbay.svc.cluster.local",
        "    at GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:107:26)",
        "    at GetAddrInfoReqWrap.callbackTrampoline (node:internal/async_hooks:130:17)",
      ];
      c.hooks.push((f) => {
        if (!after(at, f)) return false;
        if (f.kind === "app") {
          c.emit(
            f.t,
            "app",
            "error",
            `request to http://member-svc.glossbay.svc.cluster.local:8080/v1/members/${f.member} failed, reason: getaddrinfo EAI_AGAIN member-svc.glossbay.svc.cluster.local`,
            rng.chance(0.35) ? { stack, errType: "FetchError" } : {},
          );
          c.emit(
            f.t + rng.int(5000, 5200),
            "app",
            "error",
            c.access("app", "GET", "/api/v2/me", 502, 5000 + rng.int(1, 200)),
          );
          return true;
        }
        if (f.kind === "pay" && rng.chance(0.6)) {
          c.emit(
            f.t + 3500,
            "app",
            "warn",
            `points accrual for order ${rng.int(100000, 999999)} failed: getaddrinfo EAI_AGAIN member-svc.glossbay.svc.cluster.local`,
          );
          c.emit(
            f.t + 3600,
            "gw",
            "warn",
            `loyalty-api POST /points returned 502 for site ${f.site}; accrual queued for retry`,
          );
        }
        return false;
      });
    },
  },
];
