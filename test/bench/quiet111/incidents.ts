// The eight failures, one per category, each in one estate and told the way that software really logs it.
import { report } from "./callers.js";
import { APPL, ELEC, type Estate, HOME, PLUMB } from "./estates.js";
import { trace } from "./runtimes.js";
import type { Failure } from "./stream.js";

export interface IncidentDef {
  category: string;
  estate: Estate;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  make(start: number): Failure;
}

export const INCIDENTS: IncidentDef[] = [
  {
    category: "database",
    estate: PLUMB,
    origin: "parts-ledger",
    hints: ["connection", "database", "pool", "hikari", "sql", "jdbc", "postgres"],
    sev: "high",
    note: "parts-ledger's Postgres connection pool is exhausted (server out of connection slots); tech-app-api and invoice-svc retry and fail on 503s.",
    make: (start) => ({
      origin: "parts-ledger",
      start,
      rate: 0.75,
      onHit(c, route, at, t, req) {
        const te = t + c.r.f(28000, 30500);
        c.emit(
          te,
          "parts-ledger",
          "error",
          `o.h.engine.jdbc.spi.SqlExceptionHelper - HikariPool-1 - Connection is not available, request timed out after 30000ms.\n${trace(
            "java",
            "org.springframework.dao.DataAccessResourceFailureException",
            "Unable to acquire JDBC Connection",
            [
              {
                fn: "org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException",
                file: "HibernateJpaDialect.java",
                line: 277,
              },
              { fn: "com.copperline.parts.VanStockService.consume", file: "VanStockService.java", line: 142 },
              { fn: "com.copperline.parts.api.PartsController.used", file: "PartsController.java", line: 61 },
            ],
          )}\nCaused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms.\n\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:696)\n\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:181)`,
          req,
        );
        report(c, route, at, te + c.r.f(5, 40), req, "5xx", 503, "/ledger/consume", 3);
      },
      extra(c) {
        for (let t = start + 2000; t < c.t1; t += c.r.f(20000, 45000)) {
          c.emit(
            t,
            "parts-ledger",
            "warn",
            "com.zaxxer.hikari.pool.HikariPool - HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=" +
              c.r.i(30, 140) +
              ")",
          );
          c.emit(
            t + c.r.f(100, 900),
            "parts-ledger",
            "error",
            "o.h.engine.jdbc.spi.SqlExceptionHelper - FATAL: remaining connection slots are reserved for non-replication superuser connections",
          );
        }
      },
    }),
  },
  {
    category: "timeout",
    estate: PLUMB,
    origin: "route-optimizer",
    hints: ["timeout", "timed out", "worker timeout", "deadline"],
    sev: "high",
    note: "route-optimizer's gunicorn workers hang on every solve and are killed by the worker timeout; it stops logging routes while dispatch-engine reports read timeouts.",
    make: (start) => ({
      origin: "route-optimizer",
      start,
      rate: 0.9,
      silent: true,
      onHit(c, route, at, t, req) {
        report(c, route, at, t + c.r.f(1000, 3000), req, "timeout", 504, "/solve", 1);
      },
      extra(c) {
        for (let t = start + c.r.f(30000, 35000); t < c.t1; t += c.r.f(28000, 34000)) {
          const pid = c.r.i(20, 900);
          c.emit(t, "route-optimizer", "fatal", `[${c.r.i(1, 9)}] [CRITICAL] WORKER TIMEOUT (pid:${pid})`);
          c.emit(
            t + 40,
            "route-optimizer",
            "error",
            `[1] [ERROR] Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`,
          );
          c.emit(
            t + c.r.f(200, 600),
            "route-optimizer",
            "info",
            `[1] [INFO] Booting worker with pid: ${pid + c.r.i(1, 40)}`,
          );
        }
      },
    }),
  },
  {
    category: "dependency",
    estate: APPL,
    origin: "financing-svc",
    hints: ["lender", "circuit", "503", "unavailable", "upstream", "dependency", "third"],
    sev: "medium",
    note: "The external lender API behind financing-svc answers 503, its circuit breaker opens and billing-core checkouts with financing fail with 502s.",
    make: (start) => ({
      origin: "financing-svc",
      start,
      rate: 0.95,
      onHit(c, route, at, t, req) {
        const open = t > start + 45000;
        const te = t + c.r.f(50, 900);
        c.emit(
          te,
          "financing-svc",
          open ? "error" : "warn",
          open
            ? `c.k.fin.OfferService - offer request rejected\nio.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'synchrony-offers' is OPEN and does not permit further calls\n\tat io.github.resilience4j.circuitbreaker.CallNotPermittedException.createCallNotPermittedException(CallNotPermittedException.java:48)\n\tat com.kelvin.fin.lender.SynchronyClient.offers(SynchronyClient.java:93)\n\tat com.kelvin.fin.OfferService.quote(OfferService.java:57)`
            : `c.k.fin.lender.SynchronyClient - POST https://api.syf.com/v2/credit/offers -> 503 Service Unavailable (body: "upstream connect error or disconnect/reset before headers"), attempt ${c.r.i(1, 3)}/3`,
          req,
        );
        report(c, route, at, te + 20, req, "5xx", 502, "/financing/offers", 1);
      },
      extra(c) {
        c.emit(
          start + 44000,
          "financing-svc",
          "warn",
          "i.g.r.c.i.CircuitBreakerStateMachine - CircuitBreaker 'synchrony-offers' changed state from CLOSED to OPEN (failure rate 87.5% > threshold 50.0%)",
        );
        for (let t = start + 105000; t < c.t1; t += 60000) {
          c.emit(
            t,
            "financing-svc",
            "info",
            "i.g.r.c.i.CircuitBreakerStateMachine - CircuitBreaker 'synchrony-offers' changed state from OPEN to HALF_OPEN",
          );
          c.emit(
            t + 700,
            "financing-svc",
            "warn",
            "i.g.r.c.i.CircuitBreakerStateMachine - CircuitBreaker 'synchrony-offers' changed state from HALF_OPEN to OPEN",
          );
        }
      },
    }),
  },
  {
    category: "configuration",
    estate: ELEC,
    origin: "quote-builder",
    hints: ["config", "option", "setting", "missing", "required", "validation"],
    sev: "high",
    note: "A quote-builder release starts without the TaxOptions:RegionTableUrl setting; every quote fails options validation and field-app-bff and customer-portal get 500s.",
    make: (start) => ({
      origin: "quote-builder",
      start,
      rate: 0.97,
      onHit(c, route, at, t, req) {
        const te = t + c.r.f(5, 40);
        c.emit(
          te,
          "quote-builder",
          "error",
          `Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware[1] An unhandled exception has occurred while executing the request.\n${trace(
            "dotnet",
            "Microsoft.Extensions.Options.OptionsValidationException",
            "DataAnnotation validation failed for 'TaxOptions' members: 'RegionTableUrl' with the error: 'The RegionTableUrl field is required.'.",
            [
              {
                fn: "Microsoft.Extensions.Options.OptionsFactory`1.Create(String name)",
                file: "/_/src/libraries/Microsoft.Extensions.Options/src/OptionsFactory.cs",
                line: 83,
              },
              {
                fn: "Brightwire.Quotes.Tax.RegionTaxCalculator..ctor(IOptions`1 options)",
                file: "/src/Quotes/Tax/RegionTaxCalculator.cs",
                line: 22,
              },
              {
                fn: "Brightwire.Quotes.Api.QuotesController.Price(PriceRequest request)",
                file: "/src/Quotes/Api/QuotesController.cs",
                line: 48,
              },
            ],
          )}`,
          req,
        );
        report(c, route, at, te + 10, req, "5xx", 500, "/quotes/price", 1);
      },
      extra(c) {
        c.emit(start - 9000, "quote-builder", "info", "Microsoft.Hosting.Lifetime[0] Application is shutting down...");
        c.emit(
          start - 2500,
          "quote-builder",
          "info",
          "Brightwire.Quotes.Program[0] quote-builder 4.19.0 (build 7c21e9a) starting, environment=Production, config sources: appsettings.json, appsettings.Production.json, env",
        );
        c.emit(
          start - 1200,
          "quote-builder",
          "info",
          "Microsoft.Hosting.Lifetime[14] Now listening on: http://[::]:8080",
        );
        c.emit(
          start - 1100,
          "quote-builder",
          "info",
          "Microsoft.Hosting.Lifetime[0] Application started. Press Ctrl+C to shut down.",
        );
      },
    }),
  },
  {
    category: "disk",
    estate: APPL,
    origin: "media-ingest",
    hints: ["disk", "space", "no space", "enospc", "storage", "volume"],
    sev: "high",
    note: "media-ingest's spool volume fills up; job photo uploads fail with 'no space left on device' and jobcard-api reports 500s from media-ingest.",
    make: (start) => ({
      origin: "media-ingest",
      start,
      rate: 0.9,
      onHit(c, route, at, t, req) {
        const te = t + c.r.f(100, 1500);
        const f = c.r.hex(12);
        c.emit(
          te,
          "media-ingest",
          "error",
          `ingest failed: write /var/lib/media-ingest/spool/${f}.part: no space left on device`,
          req,
        );
        report(c, route, at, te + 15, req, "5xx", 500, "/media", 2);
      },
      extra(c) {
        c.emit(
          start - 240000,
          "media-ingest",
          "warn",
          "spool volume /var/lib/media-ingest at 91% (threshold 90%), janitor will purge uploaded parts older than 24h",
        );
        c.emit(
          start - 90000,
          "media-ingest",
          "warn",
          "janitor: purge skipped, 2 314 parts still pending transfer to object storage",
        );
        c.emit(start - 30000, "media-ingest", "warn", "spool volume /var/lib/media-ingest at 98%");
        for (let t = start + 20000; t < c.t1; t += c.r.f(50000, 70000)) {
          c.emit(
            t,
            "media-ingest",
            "error",
            "transfer worker: open /var/lib/media-ingest/spool/.manifest.tmp: no space left on device",
          );
        }
      },
    }),
  },
  {
    category: "memory",
    estate: HOME,
    origin: "scheduling-svc",
    hints: ["memory", "heap", "oom", "out of memory", "allocation"],
    sev: "high",
    note: "scheduling-svc runs out of JavaScript heap and crash-loops; web-booking fails with connection refused and socket hang ups to it.",
    make: (start) => ({
      origin: "scheduling-svc",
      start,
      rate: 0.7,
      onHit(c, route, at, t, req) {
        report(c, route, at, t + c.r.f(5, 200), req, c.r.c(0.5) ? "refused" : "5xx", 502, "/holds", 1);
      },
      extra(c) {
        c.emit(
          start - 150000,
          "scheduling-svc",
          "warn",
          "slot cache size 1.42 GB (entries=1 982 113), eviction disabled by ttl=0",
        );
        for (let t = start; t < c.t1; t += c.r.f(80000, 110000)) {
          const pid = 1;
          c.emit(
            t,
            "scheduling-svc",
            "fatal",
            `<--- Last few GCs --->\n\n[${pid}:0x5d1c2a0]   ${c.r.i(300000, 900000)} ms: Mark-Compact 2028.4 (2083.2) -> 2024.9 (2085.0) MB, 1288.15 / 0.00 ms  (average mu = 0.171, current mu = 0.032) allocation failure; scavenge might not succeed\n\n<--- JS stacktrace --->\n\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n 1: 0xb8ced1 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]\n 2: 0xf06250 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]\n 3: 0x1115c05 v8::internal::Heap::FatalProcessOutOfMemory(char const*) [node]`,
          );
          c.emit(t + c.r.f(6000, 12000), "scheduling-svc", "info", "scheduling-svc listening on :3000 (node v20.15.1)");
        }
      },
    }),
  },
  {
    category: "authentication",
    estate: ELEC,
    origin: "esign-svc",
    hints: ["auth", "invalid_grant", "token", "credential", "401", "jwt", "consent"],
    sev: "medium",
    note: "esign-svc can no longer get a DocuSign access token after its signing key secret changes (invalid_grant); quote signing fails and quote-builder reports 502s.",
    make: (start) => ({
      origin: "esign-svc",
      start,
      rate: 0.95,
      onHit(c, route, at, t, req) {
        const te = t + c.r.f(200, 700);
        c.emit(
          te,
          "esign-svc",
          "warn",
          `envelope create skipped: no access token (last grant error: invalid_grant/no_valid_keys_or_signatures)`,
          req,
        );
        report(c, route, at, te + 10, req, "5xx", 502, "/envelopes", 1);
      },
      extra(c) {
        c.emit(
          start - 4000,
          "esign-svc",
          "info",
          "secret docusign-jwt-key changed (resourceVersion 88121 -> 90457), reloading RSA key kid=ds-2026-11",
        );
        for (let t = start; t < c.t1; t += c.r.f(25000, 40000)) {
          c.emit(
            t,
            "esign-svc",
            "warn",
            'oauth: JWT grant failed: POST https://account.docusign.com/oauth/token: 400 Bad Request {"error":"invalid_grant","error_description":"no_valid_keys_or_signatures"}',
          );
        }
      },
    }),
  },
  {
    category: "network",
    estate: APPL,
    origin: "van-telematics",
    hints: ["network", "connection", "reset", "route", "mqtt", "unreachable", "broker"],
    sev: "medium",
    note: "van-telematics loses its network path to the vehicle-tracking MQTT endpoint (resets, no route to host); tech-router falls back to stale positions and gets 503s.",
    make: (start) => ({
      origin: "van-telematics",
      start,
      rate: 0.9,
      onHit(c, route, at, t, req) {
        const te = t + c.r.f(5, 50);
        c.emit(
          te,
          "van-telematics",
          "warn",
          `GET /positions: no live feed (last message ${Math.round((t - start) / 1000) + 3}s ago), 503`,
          req,
        );
        report(c, route, at, te + 10, req, "5xx", 503, "/positions", 1);
        if (c.r.c(0.3))
          c.emit(te + 200, route[0], "warn", `stale positions for ${c.r.i(20, 60)} vans, using home-base ETA`, req);
      },
      extra(c) {
        c.emit(
          start,
          "van-telematics",
          "error",
          "pahomqtt: connection lost: read tcp 10.8.4.21:51822->10.8.200.9:8883: read: connection reset by peer",
        );
        for (let t = start + 3000; t < c.t1; t += c.r.f(8000, 20000)) {
          c.emit(
            t,
            "van-telematics",
            "warn",
            "mqtt reconnect to tls://telemetry-gw.internal:8883 failed: dial tcp 10.8.200.9:8883: connect: no route to host",
          );
        }
      },
    }),
  },
];
