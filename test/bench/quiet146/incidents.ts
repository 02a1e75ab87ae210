// The eight incidents, each written from a failure mode of public postmortems.
import { access } from "./access.js";
import { emit, every, MIN, newRid, svc } from "./context.js";
import { deploy, startup } from "./lifecycle.js";
import type { Scenario } from "./scenario.js";
import { callFail, pitch } from "./words.js";

export const INCIDENTS: Scenario[] = [
  {
    kind: "anpr-spool-full",
    estate: "heatherdene",
    roles: ["anpr", "barrier", "edge", "booking", "worker"],
    hour: 16,
    note: "The ANPR service's snapshot spool volume fills up; it logs a handful of 'no space left on device' errors and stops deciding, while the barrier loudly times out waiting and falls back to the intercom.",
    incident: {
      origin: "anpr",
      category: "disk",
      hints: ["disk", "space", "enospc", "volume", "spool", "storage"],
      severity: "high",
    },
    run(ctx, at) {
      // steady noise that shares the fault's words: the log volume on another box warns all hour
      every(ctx, ctx.start, ctx.end, 1, (t) =>
        emit(ctx, "worker", t, "warn", `disk usage on /var/log ${ctx.rng.int(80, 83)}% (warning threshold 80%)`),
      );
      every(ctx, at - 6 * MIN, at, 1, (t) =>
        emit(
          ctx,
          "anpr",
          t,
          "warn",
          `spool /var/spool/anpr ${ctx.rng.int(96, 99)}% used, janitor behind (oldest snapshot 19d)`,
        ),
      );
      for (let i = 0; i < 4; i++)
        emit(
          ctx,
          "anpr",
          at + 400 + i * ctx.rng.int(2000, 9000),
          "error",
          `persist snapshot cam-main-in/${ctx.rng.hex(12)}.jpg: write /var/spool/anpr/${ctx.rng.hex(8)}.tmp: no space left on device`,
        );
      emit(
        ctx,
        "anpr",
        at + 30000,
        "error",
        "decision queue: open /var/spool/anpr/queue.db-wal: no space left on device",
      );
      ctx.silent.push(["anpr", at + 31000, ctx.end]);
      every(ctx, at + 2000, ctx.end, 22, (t) =>
        emit(
          ctx,
          "barrier",
          t,
          ctx.rng.chance(0.7) ? "error" : "warn",
          `lane ${ctx.rng.pick(["MAIN-IN", "OVERFLOW-IN"])}: no ANPR decision within 3s, ${callFail(ctx.rng, "go", "anpr", "/v1/decide", "timeout").msg}; falling back to intercom`,
        ),
      );
      every(ctx, at + 2000, ctx.end, 10, (t) => access(ctx, t, "POST", "/v1/gate/decide", 504, 3000, "anpr"));
      deploy(ctx, "booking", at - 3 * MIN, "1.42.0");
    },
  },
  {
    kind: "till-merchant-config",
    estate: "lakeside",
    roles: ["till", "payments", "booking", "worker", "availability"],
    hour: 9,
    note: "A till_gateway release reads the acquirer merchant id from a renamed setting that is empty in production; the payment hub logs loud 'invalid merchant' declines and retries while the gateway only warns.",
    incident: {
      origin: "till",
      category: "configuration",
      hints: ["config", "merchant", "setting", "env", "variable"],
      severity: "high",
    },
    run(ctx, at) {
      deploy(ctx, "availability", at - 4 * MIN, "2026.9.1");
      emit(ctx, "worker", at - 5000, "info", "deploy pipeline: rolling out till_gateway 3.8.0 (1 replica)");
      startup(ctx, "till", at, "3.8.0");
      emit(
        ctx,
        "till",
        at + 3500,
        "warn",
        "settings: TILL_ACQUIRER_MID is empty; ACQUIRER_MERCHANT_ID is deprecated and ignored since 3.8.0",
      );
      ctx.silent.push(["till", at + 1, ctx.end]);
      every(ctx, at + 20000, ctx.end, 14, (t) => {
        const rcpt = `R${ctx.rng.int(100000, 999999)}`;
        emit(
          ctx,
          "till",
          t,
          "warn",
          `card sale ${rcpt} not approved, till-${ctx.rng.int(1, 4)} asked customer for another tender`,
        );
        for (let k = 0; k < 3; k++)
          emit(
            ctx,
            "payments",
            t - 1500 + k * 450,
            "error",
            `terminal auth rejected by acquirer: response code 03 (INVALID MERCHANT) mid='' tid=TID${ctx.rng.int(1000, 9999)} attempt ${k + 1}/3`,
          );
      });
      every(ctx, at + 20000, ctx.end, 9, (t) =>
        emit(
          ctx,
          "till",
          t,
          "info",
          `sale till-${ctx.rng.int(1, 4)} receipt R${ctx.rng.int(100000, 999999)} tender=cash total=${ctx.rng.int(2, 40)}.${ctx.rng.int(10, 99)} GBP`,
        ),
      );
    },
  },
  {
    kind: "availability-heap-oom",
    estate: "pinewood",
    roles: ["availability", "booking", "edge", "cache", "payments"],
    hour: 8,
    note: "pitch-availability's in-process price-grid cache grows without bound until the JVM throws OutOfMemoryError and is OOM-killed repeatedly; callers log refused connections and the edge logs 503s.",
    incident: {
      origin: "availability",
      category: "memory",
      hints: ["memory", "heap", "oom", "outofmemory"],
      severity: "high",
    },
    run(ctx, at) {
      every(ctx, at, at + 2.5 * MIN, 6, (t) =>
        emit(
          ctx,
          "availability",
          t,
          "warn",
          `[gc] GC(${ctx.rng.int(4000, 9000)}) Pause Full (G1 Compaction Pause) 2040M->${ctx.rng.int(1990, 2040)}M(2048M) ${ctx.rng.int(1800, 4200)}.${ctx.rng.int(100, 999)}ms`,
        ),
      );
      let crash = at + 2.5 * MIN;
      while (crash < ctx.end) {
        emit(
          ctx,
          "availability",
          crash,
          "error",
          'Exception in thread "http-nio-8080-exec-14" java.lang.OutOfMemoryError: Java heap space',
          {
            stack: [
              "\tat java.base/java.util.HashMap.resize(HashMap.java:702)",
              "\tat com.pinewood.availability.grid.PriceGridCache.put(PriceGridCache.java:88)",
              "\tat com.pinewood.availability.api.AvailabilityController.search(AvailabilityController.java:61)",
            ],
          },
        );
        const down = crash + 500;
        const up = down + ctx.rng.int(35000, 70000);
        ctx.silent.push(["availability", down, up]);
        startup(ctx, "availability", up, "7.2.4");
        every(ctx, up + 30000, up + 130000, 4, (t) =>
          emit(
            ctx,
            "availability",
            t,
            "warn",
            `[gc] GC(${ctx.rng.int(100, 900)}) Pause Full (G1 Compaction Pause) 2046M->${ctx.rng.int(1980, 2040)}M(2048M) ${ctx.rng.int(1500, 3800)}.${ctx.rng.int(100, 999)}ms`,
          ),
        );
        every(ctx, down, up, 50, (t) => {
          const rid = newRid(ctx);
          const f = callFail(
            ctx.rng,
            "node",
            svc(ctx, "availability").name,
            "/internal/availability",
            ctx.rng.chance(0.7) ? "refused" : "timeout",
          );
          emit(ctx, "booking", t, "error", `availability lookup failed (attempt ${ctx.rng.int(1, 3)}/3): ${f.msg}`, {
            rid,
            stack: f.stack,
          });
          access(
            ctx,
            t + 5,
            "GET",
            `${ctx.estate.api}/pitches/availability`,
            503,
            ctx.rng.int(1, 40),
            svc(ctx, "availability").name,
            rid,
          );
        });
        crash = up + ctx.rng.int(60000, 130000);
      }
      ctx.load = (t) => (t > at ? 1.4 : 1.2);
    },
  },
  {
    kind: "primary-demoted-readonly",
    estate: "coastline",
    roles: ["db", "dbpool", "booking", "ehu", "edge", "notify"],
    hour: 11,
    note: "After a host failure the Postgres primary comes back as a standby while pgbouncer still points at it; Postgres refuses writes as read-only and the JVM services report PSQLExceptions in their own words.",
    incident: {
      origin: "db",
      category: "database",
      hints: ["database", "postgres", "read-only", "sql", "psql", "standby"],
      severity: "high",
    },
    run(ctx, at) {
      ctx.drop = (e) => e.t > at && /created pitch=|confirmation email queued/.test(e.msg);
      emit(
        ctx,
        "db",
        at,
        "info",
        "database system was interrupted; last known up at 2026-08-21 11:0" + ctx.rng.int(0, 9) + ":12 UTC",
      );
      emit(ctx, "db", at + 2100, "info", "entering standby mode");
      emit(ctx, "db", at + 2600, "info", "redo starts at 4A/1F2C3D88");
      every(ctx, at + 100, at + 9000, 40, (t) => emit(ctx, "db", t, "fatal", "the database system is starting up"));
      emit(ctx, "db", at + 9500, "info", "database system is ready to accept read-only connections");
      every(ctx, at + 10000, ctx.end, 6, (t) =>
        emit(ctx, "db", t, "error", `cannot execute ${ctx.rng.pick(["INSERT", "UPDATE"])} in a read-only transaction`, {
          stack: [
            `STATEMENT:  ${ctx.rng.pick(["INSERT INTO bookings (id, pitch_id, arrival, nights) VALUES ($1, $2, $3, $4)", "UPDATE meter_readings SET kwh = $1 WHERE meter_id = $2"])}`,
          ],
        }),
      );
      every(ctx, at + 100, at + 9000, 20, (t) =>
        emit(
          ctx,
          "dbpool",
          t,
          "warn",
          `S-0x${ctx.rng.hex(12)}: campsite/app@10.0.5.4:5432 closing because: server conn crashed? (age=${ctx.rng.int(1, 3000)}s)`,
        ),
      );
      every(ctx, at + 10000, ctx.end, 40, (t) => {
        const rid = newRid(ctx);
        emit(
          ctx,
          "booking",
          t,
          "error",
          "org.springframework.dao.TransientDataAccessResourceException: PreparedStatementCallback; SQL [insert into bookings ...]; ERROR: cannot execute INSERT in a read-only transaction",
          {
            rid,
            stack: [
              "Caused by: org.postgresql.util.PSQLException: ERROR: cannot execute INSERT in a read-only transaction",
              "\tat org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)",
            ],
          },
        );
        access(
          ctx,
          t + 10,
          "POST",
          `${ctx.estate.api}/bookings`,
          500,
          ctx.rng.int(20, 90),
          svc(ctx, "booking").name,
          rid,
        );
      });
      every(ctx, at + 12000, ctx.end, 20, (t) =>
        emit(
          ctx,
          "ehu",
          t,
          "error",
          `failed to store reading for meter ${pitch(ctx.rng)}: org.postgresql.util.PSQLException: ERROR: cannot execute UPDATE in a read-only transaction, will retry`,
        ),
      );
      every(ctx, ctx.start, ctx.end, 3, (t) =>
        emit(
          ctx,
          "notify",
          t,
          "warn",
          "HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@" +
            ctx.rng.hex(8) +
            " (This connection has been closed.). Possibly consider using a shorter maxLifetime value.",
        ),
      );
    },
  },
  {
    kind: "coredns-upstream-timeouts",
    estate: "heatherdene",
    roles: ["dns", "booking", "payments", "notify", "edge", "till"],
    hour: 18,
    note: "CoreDNS starts timing out on its UDP path (conntrack drops on its node); the Go services fail lookups of each other with i/o timeouts while CoreDNS itself logs only a trickle.",
    incident: {
      origin: "dns",
      category: "network",
      hints: ["dns", "lookup", "resolve", "udp", "network", "i/o timeout"],
      severity: "high",
    },
    run(ctx, at) {
      ctx.drop = (e) =>
        e.t > at + 1500 && ctx.rng.chance(0.7) && /charge authorised|approved .* \(contactless\)/.test(e.msg);
      // the SERVFAIL noise for the analytics domain is there all hour
      every(ctx, ctx.start, ctx.end, 3, (t) =>
        emit(ctx, "dns", t, "error", "[ERROR] plugin/errors: 2 collect.trackpixel.example. A: SERVFAIL"),
      );
      every(ctx, at, ctx.end, 4, (t) =>
        emit(
          ctx,
          "dns",
          t,
          "error",
          `[ERROR] plugin/errors: 2 ${ctx.rng.pick(["paygate", "postman", "reservations", "tills"])}.campsite.svc.cluster.local. A: read udp 10.244.2.${ctx.rng.int(2, 40)}:${ctx.rng.int(30000, 60000)}->10.96.0.1:53: i/o timeout`,
        ),
      );
      const callers: Array<["booking" | "till" | "payments", string, string]> = [
        ["booking", "paygate", "/v1/charges"],
        ["till", "paygate", "/v1/terminal/auth"],
        ["payments", "postman", "/v1/receipts"],
      ];
      every(ctx, at + 1500, ctx.end, 45, (t) => {
        const [r, callee, path] = ctx.rng.pick(callers);
        emit(ctx, r, t, "error", `${callFail(ctx.rng, "go", callee, path, "dns").msg} (retry ${ctx.rng.int(1, 3)}/3)`);
      });
      every(ctx, at + 1500, ctx.end, 12, (t) =>
        access(ctx, t, "POST", `${ctx.estate.api}/bookings`, 502, ctx.rng.int(2000, 10000), svc(ctx, "booking").name),
      );
      deploy(ctx, "notify", at + 50000, "0.19.4");
    },
  },
  {
    kind: "gunicorn-worker-timeout",
    estate: "lakeside",
    roles: ["booking", "edge", "availability", "payments", "notify"],
    hour: 17,
    note: "booking_core's group (rally) quote endpoint starts taking longer than gunicorn's 30 s worker timeout; workers are killed mid-request, the pool starves and nginx logs upstream timeouts and 502s.",
    incident: {
      origin: "booking",
      category: "timeout",
      hints: ["timeout", "timed out", "worker", "deadline"],
      severity: "high",
    },
    run(ctx, at) {
      emit(
        ctx,
        "booking",
        at,
        "info",
        "POST /club/api/rallies/quote pitches=46 nights=3 (Caravan Club rally, Northern region)",
      );
      every(ctx, at + 30000, ctx.end, 8, (t) => {
        const pid = ctx.rng.int(20, 400);
        emit(ctx, "booking", t, "fatal", `[CRITICAL] WORKER TIMEOUT (pid:${pid})`);
        emit(ctx, "booking", t + 900, "error", `Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`);
        emit(ctx, "booking", t + 1400, "info", `[INFO] Booting worker with pid: ${ctx.rng.int(400, 900)}`);
      });
      every(ctx, at + 25000, ctx.end, 40, (t) => {
        const rid = newRid(ctx);
        if (ctx.rng.chance(0.5))
          emit(
            ctx,
            "edge",
            t,
            "error",
            `*${ctx.rng.int(10000, 99999)} upstream timed out (110: Connection timed out) while reading response header from upstream, client: 81.2.${ctx.rng.int(0, 255)}.${ctx.rng.int(1, 254)}, server: book.lakeside-club.example, request: "GET /club/api/me/bookings HTTP/1.1", upstream: "http://10.2.0.14:8000/club/api/me/bookings"`,
            { rid },
          );
        else
          access(
            ctx,
            t,
            "GET",
            `${ctx.estate.api}/me/bookings`,
            ctx.rng.chance(0.5) ? 504 : 502,
            60000,
            svc(ctx, "booking").name,
            rid,
          );
      });
      every(ctx, at + 60000, ctx.end, 6, (t) =>
        emit(
          ctx,
          "payments",
          t,
          "warn",
          `${callFail(ctx.rng, "python", "booking-core", "/internal/bookings/confirm", "timeout", 10).msg} (webhook confirm deferred)`,
        ),
      );
    },
  },
  {
    kind: "psp-outage-breaker",
    estate: "coastline",
    roles: ["payments", "booking", "till", "edge", "notify", "worker"],
    hour: 19,
    note: "The card processor starts answering 5xx; fin-payments retries then opens its circuit breaker, while the booking API and the shop POS bridge report failed payments more loudly than fin-payments itself.",
    incident: {
      origin: "payments",
      category: "dependency",
      hints: ["psp", "circuit", "payment", "provider", "upstream", "503", "dependency", "processor"],
      severity: "high",
    },
    run(ctx, at) {
      deploy(ctx, "notify", at - 2 * MIN, "5.2.0");
      ctx.drop = (e) => e.t > at + 20000 && /charge authorised|approved .* \(contactless\)/.test(e.msg);
      every(ctx, at, at + 90000, 14, (t) =>
        emit(
          ctx,
          "payments",
          t,
          "warn",
          `PSP POST https://checkout-live.paycore.example/v71/payments returned 503 Service Unavailable (pspReference=${ctx.rng.hex(16).toUpperCase()}), retry ${ctx.rng.int(1, 3)}/3`,
        ),
      );
      emit(ctx, "payments", at + 90000, "error", "CircuitBreaker 'psp' changed state from CLOSED to OPEN");
      every(ctx, at + 90000, ctx.end, 5, (t) =>
        emit(ctx, "payments", t, "warn", "CircuitBreaker 'psp' is OPEN and does not permit further calls"),
      );
      every(ctx, at + 20000, ctx.end, 30, (t) => {
        const rid = newRid(ctx);
        const f = callFail(
          ctx.rng,
          "java",
          svc(ctx, "payments").name,
          "/payments/authorise",
          ctx.rng.chance(0.6) ? "5xx" : "502",
        );
        emit(
          ctx,
          "booking",
          t,
          "error",
          `deposit payment failed for booking BK-${ctx.rng.int(100000, 999999)}: ${f.msg}`,
          { rid },
        );
        access(
          ctx,
          t + 5,
          "POST",
          `${ctx.estate.api}/bookings/payment`,
          502,
          ctx.rng.int(200, 3000),
          svc(ctx, "booking").name,
          rid,
        );
      });
      every(ctx, at + 20000, ctx.end, 12, (t) =>
        emit(
          ctx,
          "till",
          t,
          "error",
          `card sale failed on till-${ctx.rng.int(1, 4)}: ${callFail(ctx.rng, "dotnet", svc(ctx, "payments").name, "/payments/terminal", "5xx").msg}`,
        ),
      );
    },
  },
  {
    kind: "radius-rest-token-expired",
    estate: "pinewood",
    roles: ["radius", "wifi", "booking", "edge", "worker"],
    hour: 17,
    note: "wifi-radius checks stay-length wifi entitlements against the booking API with a service token that expires because its refresh job silently stopped; RADIUS logs a few rlm_rest 401s while the portal floods with Access-Rejects.",
    incident: {
      origin: "radius",
      category: "authentication",
      hints: ["auth", "token", "401", "credential", "unauthorized", "jwt"],
      severity: "medium",
    },
    run(ctx, at) {
      every(ctx, at, ctx.end, 5, (t) =>
        emit(
          ctx,
          "radius",
          t,
          "error",
          `(${ctx.rng.int(1000, 99999)}) rest_entitlement: ERROR: Server returned: HTTP/1.1 401 Unauthorized (www-authenticate: Bearer error="invalid_token", error_description="The access token expired")`,
        ),
      );
      every(ctx, at + 200, ctx.end, 25, (t) => {
        const rid = newRid(ctx);
        emit(ctx, "booking", t, "warn", "auth: rejected service token for client wifi-radius: jwt expired", { rid });
        access(
          ctx,
          t + 2,
          "GET",
          `${ctx.estate.api}/internal/wifi-entitlement?mac=${ctx.rng.hex(12)}`,
          401,
          3,
          svc(ctx, "booking").name,
          rid,
        );
      });
      every(ctx, at + 500, ctx.end, 35, (t) =>
        emit(
          ctx,
          "wifi",
          t,
          "error",
          `login failed for ${ctx.rng.hex(2)}:${ctx.rng.hex(2)}:${ctx.rng.hex(2)}:${ctx.rng.hex(2)}:${ctx.rng.hex(2)}:${ctx.rng.hex(2)}: RADIUS Access-Reject (stay entitlement unavailable), offered paid plan`,
        ),
      );
      deploy(ctx, "wifi", at - 5 * MIN, "3.4.0");
    },
  },
];
