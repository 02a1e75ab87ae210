// The eight failures, one per category, each told by the origin in its runtime's words and by its callers in theirs.
import type { Role } from "./estates.js";
import { access, callerFailure } from "./runtime.js";
import type { Ctx } from "./stream.js";

export interface Incident {
  estate: string;
  origin: Role;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  needs: Role[];
  note: string;
  apply(c: Ctx, start: number): void;
}

const after = (start: number) => (t: number) => t >= start;

export const INCIDENTS: Incident[] = [
  {
    estate: "veloria",
    origin: "member",
    category: "database",
    hints: ["connection", "database", "postgres", "sql", "pool", "jdbc"],
    severity: "high",
    needs: ["edge", "member", "unlock"],
    note: "membership's Postgres connections run out (too many clients), so entitlement checks fail and rider-api retries unlocks and pass purchases into 503s.",
    apply(c, start) {
      const on = after(start);
      c.add(start, "member", "warn", "HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=37)");
      c.add(
        start + 400,
        "member",
        "error",
        "HikariPool-1 - Exception during pool initialization of new connection: FATAL: sorry, too many clients already",
        {
          stack: `org.postgresql.util.PSQLException: FATAL: sorry, too many clients already
\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)
\tat org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)
\tat org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:258)
\tat com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:476)`,
        },
      );
      for (const t of c.times(3, start, c.t1))
        c.add(
          t,
          "member",
          "warn",
          `HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=${c.r.int(40, 160)})`,
        );
      const fail = (flow: string, t: number, tr: string | undefined) => {
        c.add(
          t,
          "member",
          "error",
          "could not resolve entitlement: org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection",
          {
            trace: tr,
            stack: c.r.chance(0.3)
              ? `org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection
\tat org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:84)
\tat org.springframework.jdbc.core.JdbcTemplate.execute(JdbcTemplate.java:653)
\tat com.veloria.membership.EntitlementRepository.findActive(EntitlementRepository.java:57)
Caused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms.
\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:696)
\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:197)
\t... 61 common frames omitted`
              : undefined,
          },
        );
        for (let a = 1; a <= 3; a++) {
          const f = callerFailure(
            "node",
            "membership",
            flow === "pass" ? "/internal/passes" : "/internal/entitlements",
            "5xx",
            503,
            c.r,
          );
          c.add(
            t + a * 700,
            "edge",
            a < 3 ? "warn" : "error",
            a < 3 ? `${f.msg} (attempt ${a}/3, retrying)` : `${f.msg} after 3 attempts`,
            { trace: tr },
          );
        }
        c.add(
          t + 2300,
          "edge",
          "error",
          access("node", "POST", flow === "pass" ? "/v1/passes" : "/v1/unlocks", 503, c.r.int(2100, 2600), c.r),
          { trace: tr },
        );
      };
      c.intercepts.push((flow, t, tr) => {
        if (!on(t) || (flow !== "unlock" && flow !== "pass") || c.r.chance(0.12)) return false;
        fail(flow, t, tr);
        return true;
      });
    },
  },
  {
    estate: "veloria",
    origin: "dock",
    category: "timeout",
    hints: ["timeout", "timed out", "deadline", "ack"],
    severity: "medium",
    needs: ["edge", "unlock", "dock"],
    note: "dock-gateway's command workers stall and unlock commands wait past their 8s ack deadline (logged at WARN only); unlock-svc and rider-api fail with deadline errors and 504s.",
    apply(c, start) {
      c.quietFrom.dock = start + 20000;
      for (const t of c.times(2, start, c.t1))
        c.add(
          t,
          "dock",
          "warn",
          `command workers saturated busy=64/64 queue_depth=${c.r.int(180, 900)} oldest=${c.r.int(8, 40)}s`,
        );
      c.intercepts.push((flow, t, tr) => {
        if (t < start) return false;
        if (flow === "telemetry" || flow === "end") return c.r.chance(0.8);
        if (flow !== "unlock" || c.r.chance(0.1)) return false;
        const st = c.station();
        c.add(
          t + 8000,
          "dock",
          "warn",
          `cmd UNLOCK station=${st} dock=${c.r.int(1, 24)} no ack within 8000ms, giving up (queued ${c.r.int(7, 30)}s)`,
          { trace: tr },
        );
        const f = callerFailure("go", "dock-gateway", "/v1/commands/unlock", "timeout", 0, c.r);
        c.add(t + 5000, "unlock", "error", `unlock bike=${c.bike()} failed: ${f.msg}`, { trace: tr });
        c.add(
          t + 5010,
          "unlock",
          "warn",
          `circuit dock-gateway: failure ratio ${(c.r.int(55, 95) / 100).toFixed(2)} over last 20 calls`,
          { trace: tr },
        );
        c.add(t + 5030, "edge", "error", access("node", "POST", "/v1/unlocks", 504, 5030, c.r), { trace: tr });
        if (c.r.chance(0.7))
          c.add(
            t + 9000,
            "edge",
            "warn",
            `rider retried unlock within 10s (client=ios-${c.r.int(5, 6)}.${c.r.int(0, 9)})`,
            { trace: tr },
          );
        return true;
      });
    },
  },
  {
    estate: "spokego",
    origin: "fare",
    category: "configuration",
    hints: ["config", "key", "tariff", "keynotfound", "missing", "setting"],
    severity: "high",
    needs: ["edge", "unlock", "fare"],
    note: "pricing-engine is redeployed with an appsettings file missing the overtime tariff section; every fare computation throws KeyNotFoundException and ride-sessions cannot close trips.",
    apply(c, start) {
      c.add(start - 25000, "fare", "info", "Received SIGTERM, draining connections (in-flight=3)");
      c.add(start - 15000, "fare", "info", "starting pricing-engine version=2026.11.3-7f1c9e2");
      c.add(start - 14000, "fare", "info", "Hosting environment: Production");
      c.add(
        start - 13900,
        "fare",
        "warn",
        "Configuration section 'Tariffs:Overtime' is empty (source: appsettings.Production.json)",
      );
      c.add(start - 12000, "fare", "info", "Application started. Press Ctrl+C to shut down.");
      const stack = `System.Collections.Generic.KeyNotFoundException: The given key 'overtime:standard' was not present in the dictionary.
   at System.Collections.Generic.Dictionary\`2.get_Item(TKey key)
   at SpokeGo.Pricing.TariffResolver.Resolve(String zone, TripKind kind) in /src/Pricing/TariffResolver.cs:line 48
   at SpokeGo.Pricing.FareCalculator.Compute(TripClosed trip) in /src/Pricing/FareCalculator.cs:line 112
   at SpokeGo.Pricing.Api.FaresController.Post(TripClosedDto dto) in /src/Pricing.Api/FaresController.cs:line 37`;
      c.intercepts.push((flow, t, tr) => {
        if (t < start || (flow !== "end" && flow !== "quote")) return false;
        c.add(t + 80, "fare", "error", "An unhandled exception has occurred while executing the request.", {
          stack,
          trace: tr,
        });
        if (flow === "end") {
          c.add(
            t,
            "dock",
            "info",
            `dock event RETURN station=${c.station()} dock=${c.r.int(1, 24)} bike=${c.bike()} lock=closed`,
          );
          const f = callerFailure("dotnet", "pricing-engine", "/fares", "5xx", 500, c.r);
          c.add(t + 150, "unlock", "error", `Trip close failed, will retry: ${f.msg}`);
          c.add(t + 30000, "unlock", "warn", `Retrying trip close (attempt 2/5) for bike ${c.bike()}`);
        } else {
          c.add(t + 100, "edge", "error", access("node", "GET", "/v1/fares/quote", 502, c.r.int(40, 200), c.r));
        }
        return true;
      });
    },
  },
  {
    estate: "spokego",
    origin: "member",
    category: "authentication",
    hints: ["auth", "api key", "credential", "invalid", "stripe"],
    severity: "medium",
    needs: ["edge", "member"],
    note: "passes starts getting 401 Invalid API Key from Stripe on every day-pass charge; app-edge reports 502s from passes while rides keep working.",
    apply(c, start) {
      c.intercepts.push((flow, t) => {
        if (t < start || flow !== "pass") return false;
        c.add(
          t,
          "member",
          "info",
          `pass purchase started kind=${c.r.pick(["day", "day", "3-day", "annual"])} member=${c.member()}`,
        );
        c.add(
          t + 600,
          "member",
          "error",
          `Stripe::AuthenticationError: Invalid API Key provided: rk_live_************************8f2Q (request_id req_${c.r.hex(14)})`,
          {
            stack: `/usr/local/bundle/gems/stripe-10.4.0/lib/stripe/stripe_client.rb:823:in \`handle_error_response'
/usr/local/bundle/gems/stripe-10.4.0/lib/stripe/stripe_client.rb:339:in \`execute_request'
/app/app/services/pass_checkout.rb:41:in \`charge!'
/app/app/controllers/passes_controller.rb:18:in \`create'`,
          },
        );
        c.add(
          t + 620,
          "member",
          "info",
          `Completed 502 Bad Gateway in ${c.r.int(600, 900)}ms (ActiveRecord: 3.1ms | Allocations: 5120)`,
        );
        const f = callerFailure("node", "passes", "/passes", "5xx", 502, c.r);
        c.add(t + 700, "edge", "error", f.msg);
        c.add(t + 710, "edge", "warn", access("node", "POST", "/v2/passes", 502, c.r.int(650, 950), c.r));
        return true;
      });
      for (const t of c.times(4, start, c.t1))
        c.add(
          t,
          "member",
          "error",
          `renewal charge failed member=${c.member()}: Stripe::AuthenticationError (401) Invalid API Key provided`,
        );
    },
  },
  {
    estate: "loop",
    origin: "battery",
    category: "disk",
    hints: ["disk", "space", "enospc", "no space", "volume"],
    severity: "high",
    needs: ["dock", "battery", "rebalance"],
    note: "battery-telemetry's WAL volume fills up and every append fails with ENOSPC; kiosk-controller buffers uploads and fleet-ops sees stale state of charge.",
    apply(c, start) {
      c.add(start - 150000, "battery", "warn", "wal volume /var/lib/telemetry usage 91% (threshold 90%)");
      c.add(start - 60000, "battery", "warn", "wal volume /var/lib/telemetry usage 97% (threshold 90%)");
      c.quietFrom.battery = start;
      c.intercepts.push((flow, t) => {
        if (t < start || flow !== "telemetry") return false;
        const st = c.station();
        c.add(
          t,
          "dock",
          "info",
          `heartbeat station=${st} rssi=${-c.r.int(60, 98)}dBm fw=4.3.${c.r.int(0, 9)} docks_free=${c.r.int(0, 22)}`,
        );
        c.add(
          t + 40,
          "battery",
          "error",
          `append frame batch from ${st}: write /var/lib/telemetry/wal/${String(c.r.int(4100, 4180)).padStart(8, "0")}.wal: no space left on device`,
        );
        c.add(
          t + 80,
          "dock",
          "warn",
          `telemetry upload for ${st} failed: HTTP 503 from battery-telemetry/v1/frames, buffering locally (buffer ${c.r.int(20, 99)}%)`,
        );
        return true;
      });
      for (const t of c.times(1.5, start + 60000, c.t1))
        c.add(
          t,
          "rebalance",
          "warn",
          `state of charge stale for ${c.r.int(40, 400)} e-bikes (last update ${c.r.int(1, 9)}m ago), excluding from plan`,
        );
    },
  },
  {
    estate: "loop",
    origin: "unlock",
    category: "network",
    hints: ["dns", "lookup", "network", "resolve", "no such host", "dial"],
    severity: "high",
    needs: ["edge", "unlock", "dock"],
    note: "lock-broker can no longer resolve the MQTT broker's hostname (DNS lookups time out) and drops its session; mobile-bff gets 503s on every unlock.",
    apply(c, start) {
      c.add(
        start,
        "unlock",
        "error",
        "mqtt: connection lost: read tcp 10.4.2.17:51722->10.4.9.3:8883: read: connection reset by peer",
      );
      for (const t of c.times(6, start + 1000, c.t1))
        c.add(
          t,
          "unlock",
          "error",
          `mqtt: reconnect failed: dial tcp: lookup mqtt-broker.loop.internal on 10.96.0.10:53: read udp 10.4.2.17:${c.r.int(30000, 60000)}->10.96.0.10:53: i/o timeout`,
        );
      c.intercepts.push((flow, t, tr) => {
        if (t < start) return false;
        if (flow === "telemetry") return c.r.chance(0.5);
        if (flow !== "unlock") return false;
        c.add(t, "unlock", "warn", `publish unlock bike=${c.bike()} rejected: client not connected`, { trace: tr });
        const f = callerFailure("java", "lock-broker", "/v2/locks/unlock", "5xx", 503, c.r);
        c.add(t + 20, "edge", "error", `UnlockController failed: ${f.msg}`, {
          trace: tr,
          stack: c.r.chance(0.3)
            ? `org.springframework.web.client.HttpServerErrorException$ServiceUnavailable: 503 Service Unavailable: "{"error":"broker_disconnected"}"
\tat org.springframework.web.client.HttpServerErrorException.create(HttpServerErrorException.java:116)
\tat org.springframework.web.client.DefaultResponseErrorHandler.handleError(DefaultResponseErrorHandler.java:183)
\tat loop.bff.unlock.LockBrokerClient.unlock(LockBrokerClient.java:64)`
            : undefined,
        });
        c.add(t + 30, "edge", "warn", access("java", "POST", "/api/unlock", 503, c.r.int(20, 80), c.r), { trace: tr });
        return true;
      });
    },
  },
  {
    estate: "trundl",
    origin: "rebalance",
    category: "memory",
    hints: ["memory", "heap", "outofmemory", "oom"],
    severity: "high",
    needs: ["edge", "rebalance"],
    note: "route-optimizer runs out of Java heap while building the overnight van plan, dies, restarts and dies again; gateway returns 502s for ops routes and van tasks stop.",
    apply(c, start) {
      c.add(start - 70000, "rebalance", "warn", "[gc] GC(2291) To-space exhausted");
      c.add(
        start - 30000,
        "rebalance",
        "warn",
        "[gc] GC(2302) Pause Full (G1 Compaction Pause) 3998M->3981M(4096M) 2843.112ms",
      );
      let t = start;
      const crashes: number[] = [];
      while (t < c.t1) {
        crashes.push(t);
        c.add(
          t,
          "rebalance",
          "error",
          'Exception in thread "plan-builder-1" java.lang.OutOfMemoryError: Java heap space',
          {
            stack: `java.lang.OutOfMemoryError: Java heap space
\tat java.base/java.util.Arrays.copyOf(Arrays.java:3512)
\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)
\tat com.trundl.routing.DistanceMatrix.build(DistanceMatrix.java:88)
\tat com.trundl.routing.PlanBuilder.run(PlanBuilder.java:141)`,
          },
        );
        c.add(t + 300, "rebalance", "fatal", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
        const back = t + c.r.int(50000, 70000);
        c.down.rebalance = [...(c.down.rebalance ?? []), [t + 400, back]];
        c.add(
          back,
          "rebalance",
          "info",
          `Started RouteOptimizerApplication in ${(c.r.int(120, 180) / 10).toFixed(1)} seconds`,
        );
        t = back + c.r.int(90000, 140000);
      }
      const down = (x: number) => crashes.some((s) => x >= s && x < s + 60000);
      c.intercepts.push((flow, x, tr) => {
        if (x < start || (flow !== "van" && flow !== "routes")) return false;
        if (flow === "van") return true;
        if (down(x)) {
          const f = callerFailure("go", "route-optimizer", "/v1/routes", "refused", 0, c.r);
          c.add(x + 10, "edge", "error", `upstream error: ${f.msg}`, { trace: tr });
          c.add(x + 20, "edge", "warn", access("go", "GET", "/v1/ops/routes", 502, c.r.int(1, 20), c.r), { trace: tr });
        } else {
          c.add(
            x + 5000,
            "edge",
            "error",
            `upstream error: ${callerFailure("go", "route-optimizer", "/v1/routes", "timeout", 0, c.r).msg}`,
            { trace: tr },
          );
          c.add(x + 5010, "edge", "warn", access("go", "GET", "/v1/ops/routes", 504, 5000, c.r), { trace: tr });
        }
        return true;
      });
      for (const x of c.times(12, start, c.t1)) {
        if (!down(x)) continue;
        c.add(
          x,
          "edge",
          "error",
          `upstream error: ${callerFailure("go", "route-optimizer", "/v1/vans/positions", "refused", 0, c.r).msg}`,
        );
      }
    },
  },
  {
    estate: "trundl",
    origin: "fare",
    category: "dependency",
    hints: ["adyen", "psp", "503", "unavailable", "circuit", "payment", "upstream"],
    severity: "high",
    needs: ["edge", "unlock", "fare", "member"],
    note: "the payment provider answers 503 to payments, whose circuit breaker opens; pass purchases fail at gateway and rentals queue trip settlements.",
    apply(c, start) {
      c.add(start, "fare", "warn", "Adyen /payments returned HTTP 503 Service Unavailable (attempt 1/2)");
      c.add(start + 30000, "fare", "warn", "CircuitBreaker 'adyen' changed state from CLOSED to OPEN");
      for (let t = start + 90000; t < c.t1; t += 60000) {
        c.add(t, "fare", "info", "CircuitBreaker 'adyen' changed state from OPEN to HALF_OPEN");
        c.add(t + 400, "fare", "warn", "CircuitBreaker 'adyen' changed state from HALF_OPEN to OPEN");
      }
      c.intercepts.push((flow, t) => {
        if (t < start || (flow !== "pass" && flow !== "end")) return false;
        const open = t > start + 30000;
        const m = open
          ? "CircuitBreaker 'adyen' is OPEN and does not permit further calls"
          : `Adyen API error: HTTP 503 Service Unavailable pspReference=null errorCode=${c.r.pick(["000", "905"])}`;
        if (flow === "pass") {
          c.add(t + 600, "fare", "error", `payment authorisation failed: ${m}`, {
            stack: open
              ? `io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'adyen' is OPEN and does not permit further calls
\tat io.github.resilience4j.circuitbreaker.CallNotPermittedException.createCallNotPermittedException(CallNotPermittedException.java:48)
\tat com.trundl.payments.psp.AdyenGateway.authorise(AdyenGateway.java:77)`
              : undefined,
          });
          c.add(
            t + 650,
            "member",
            "error",
            `Faraday::ServerError: the server responded with status 503 (payments/v1/authorisations)`,
          );
          c.add(t + 700, "edge", "error", access("go", "POST", "/v1/passes", 503, c.r.int(600, 1200), c.r));
        } else {
          const b = c.bike();
          c.add(
            t,
            "dock",
            "info",
            `dock event RETURN station=${c.station()} dock=${c.r.int(1, 24)} bike=${b} lock=closed`,
          );
          c.add(
            t + 100,
            "unlock",
            "warn",
            `settlement for trip of bike ${b} deferred: payments returned 503, queued (backlog ${c.r.int(10, 900)})`,
          );
          c.add(t + 90, "fare", "error", `capture failed: ${m}`);
        }
        return true;
      });
    },
  },
];
