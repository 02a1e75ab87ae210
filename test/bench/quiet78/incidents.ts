// The eight real failures, each laid over the same everyday traffic and noise. Callers report them in their own
// words; some origins only warn, one goes quiet.
import { access, ids } from "./estates.js";
import type { Ctx } from "./stream.js";
import { deploy } from "./stream.js";

export interface IncidentDef {
  id: string;
  estate: string;
  role: "ledger" | "match" | "geofence" | "iot" | "pricing" | "payments" | "photo";
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  gen(c: Ctx, start: number): void;
}

/** Removes baseline records of `svc` after `t` that `pred` matches (work the broken service no longer does). */
function drop(c: Ctx, t: number, pred: (svc: string, msg: string) => boolean, keep = 0): void {
  for (let i = c.recs.length - 1; i >= 0; i--) {
    const x = c.recs[i];
    if (x.t >= t && pred(x.svc, x.msg) && !c.r.chance(keep)) c.recs.splice(i, 1);
  }
}

const every = (c: Ctx, a: number, b: number, avg: number, fn: (t: number, i: number) => void) => {
  c.ticks(a, b, avg).forEach((t, i) => {
    fn(t, i);
  });
};

export const INCIDENTS: IncidentDef[] = [
  {
    id: "ledger-pg-slots",
    estate: "hopride",
    role: "ledger",
    category: "database",
    hints: ["database", "connection", "postgres", "sql", "jdbc", "hikari", "pool"],
    severity: "high",
    note: "trip-ledger's Postgres runs out of connection slots, its Hikari pool times out, and ride completions fail with 503s and payment capture retries upstream.",
    gen(c, s) {
      const { r } = c;
      const led = c.s("ledger");
      const edge = c.s("edge");
      drop(
        c,
        s,
        (svc, m) => (svc === led && /completed|outbox/.test(m)) || (svc === c.s("payments") && m.startsWith("capture")),
        0.08,
      );
      drop(c, s, (svc, m) => svc === edge && m.includes("/complete"), 0.1);
      c.add(
        s,
        led,
        "warn",
        `HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@${r.hex(8)} (This connection has been closed.). Possibly consider using a shorter maxLifetime value.`,
      );
      every(c, s + 800, c.t1, 1400, (t) => {
        const tr = c.tr();
        const ride = ids.ride(r);
        const wait = r.int(40, 260);
        if (r.chance(0.35))
          c.add(
            t,
            led,
            "error",
            `HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=${wait})
org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction
	at org.springframework.orm.jpa.JpaTransactionManager.doBegin(JpaTransactionManager.java:466)
	at org.springframework.transaction.support.AbstractPlatformTransactionManager.startTransaction(AbstractPlatformTransactionManager.java:531)
	at com.hopride.ledger.trip.TripCloseService.close(TripCloseService.java:88)
	at com.hopride.ledger.api.TripController.complete(TripController.java:57)
Caused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=${wait})
	at com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)
	at com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)
	... 41 common frames omitted
Caused by: org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for roles with the SUPERUSER attribute
	at org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:698)
	at org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:207)`,
            tr,
          );
        else if (r.chance(0.5))
          c.add(t, led, "warn", `HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=${wait})`);
        else
          c.add(
            t,
            led,
            "error",
            `SQL Error: 0, SQLState: 53300 - FATAL: remaining connection slots are reserved for roles with the SUPERUSER attribute`,
            tr,
          );
        c.add(
          t + 30_050,
          edge,
          "error",
          `upstream trip-ledger responded 503 on POST /internal/trips/${ride}/complete (30051ms)`,
          tr,
        );
        c.add(
          t + 30_060,
          edge,
          "info",
          access(c.rt(edge), edge, "POST", `/v1/rides/${ride}/complete`, 503, 30_060, r),
          tr,
        );
        for (let k = 1; k <= r.int(2, 4); k++)
          c.add(
            t + k * r.int(1500, 4000),
            c.s("payments"),
            "warn",
            `capture deferred ride=${ride}: trip-ledger returned 503 Service Unavailable, retry ${k}/8 in ${2 ** k}s`,
            tr,
          );
        if (r.chance(0.4))
          c.add(
            t + 500,
            c.s("dispatch"),
            "error",
            `persist trip state ride=${ride}: rpc error: code = Unavailable desc = trip-ledger: 503 Service Unavailable`,
            tr,
          );
      });
    },
  },
  {
    id: "matching-hang",
    estate: "hopride",
    role: "match",
    category: "unknown",
    hints: ["unknown", "unresponsive", "hang", "deadline", "unavailable", "no response"],
    severity: "high",
    note: "matching-svc stops answering and stops logging without any error; dispatch-core's calls hit deadlines, rides expire unmatched, and a liveness restart only helps for a minute.",
    gen(c, s) {
      const { r } = c;
      const m = c.s("match");
      const d = c.s("dispatch");
      const edge = c.s("edge");
      const back = s + r.int(200_000, 260_000);
      const hangAgain = back + r.int(50_000, 80_000);
      const silent = (t: number) => (t >= s && t < back + 12_000) || t >= hangAgain;
      for (let i = c.recs.length - 1; i >= 0; i--) {
        const x = c.recs[i];
        if (x.svc === m && silent(x.t)) c.recs.splice(i, 1);
        else if (x.svc === d && silent(x.t) && /accepted by/.test(x.msg)) c.recs.splice(i, 1);
      }
      deploy(c, m, back, "3.41.2");
      c.add(
        back - 1000,
        d,
        "warn",
        `grpc: addrConn.createTransport failed to connect to {Addr: "matching-svc:9090"}. Err: connection error: desc = "transport: Error while dialing: dial tcp 10.42.7.19:9090: connect: connection refused"`,
      );
      every(c, s + 2000, c.t1, 900, (t) => {
        if (!silent(t)) return;
        const tr = c.tr();
        const ride = ids.ride(r);
        for (let k = 1; k <= 3; k++)
          c.add(
            t + k * 5000,
            d,
            k < 3 ? "warn" : "error",
            k < 3
              ? `match ride=${ride} attempt ${k}/3 failed: rpc error: code = DeadlineExceeded desc = context deadline exceeded, retrying`
              : `match ride=${ride} gave up after 3 attempts: rpc error: code = DeadlineExceeded desc = context deadline exceeded`,
            tr,
          );
        if (r.chance(0.5))
          c.add(t + 15_100, edge, "info", access(c.rt(edge), edge, "POST", "/v1/rides", 504, 15_100, r), tr);
        if (r.chance(0.3)) c.add(t + 120_000, d, "warn", `ride ${ride} expired unmatched after 120s`, tr);
      });
      every(c, s + 60_000, c.t1, 30_000, (t) => {
        if (silent(t))
          c.add(
            t,
            d,
            "error",
            `breaker matching-svc: state CLOSED -> OPEN (failures=${r.int(40, 90)}/100 in last 30s)`,
          );
      });
    },
  },
  {
    id: "geofence-config",
    estate: "zipscoot",
    role: "geofence",
    category: "configuration",
    hints: ["config", "zone", "operating", "geojson", "missing", "layer"],
    severity: "high",
    note: "a zones config reload on geofence-engine points at a GeoJSON whose operating-area layer key was renamed, so it warns once and then treats every vehicle as outside the service area.",
    gen(c, s) {
      const { r, e } = c;
      const g = c.s("geofence");
      const edge = c.s("edge");
      drop(c, s, (svc, m) => svc === g && /allowed=true|zones up to date/.test(m));
      drop(
        c,
        s + 2000,
        (svc, m) =>
          (svc === c.s("unlock") && /unlocked|requested/.test(m)) ||
          (svc === edge && /unlock|\/end/.test(m)) ||
          (svc === c.s("iot") && /^(cmd|ack) UNLOCK/.test(m)) ||
          (svc === c.s("payments") && /^preauth ok|charged/.test(m)),
        0.05,
      );
      c.add(s - 900, g, "info", "SIGHUP received, reloading configuration");
      c.add(
        s - 400,
        g,
        "info",
        `config: zones.source=/etc/geofence-engine/zones/${e.city}-v42.geojson (was ${e.city}-v41.geojson)`,
      );
      c.add(
        s,
        g,
        "warn",
        `zones: layer 'operating_area' not found in ${e.city}-v42.geojson (layers: operatingArea, no_parking, slow_zones); operating area is empty`,
      );
      c.add(s + 30, g, "info", `zones loaded (${e.city}-v42, 0 operating polygons, 212 no-parking, 61 slow)`);
      every(c, s + 1000, c.t1, 60_000, (t) =>
        c.add(t, g, "info", `zones up to date (${e.city}-v42, 0 operating polygons)`),
      );
      every(c, s + 500, c.t1, 700, (t) => {
        const v = ids.vehicle(e, r);
        const ride = ids.ride(r);
        if (r.chance(0.55)) {
          c.add(t, g, "warn", `check vehicle=${v} -> outside operating area (0 polygons) allowed=false`);
          c.add(t + 20, c.s("unlock"), "error", `unlock denied vehicle=${v}: OUTSIDE_SERVICE_AREA`);
          c.add(t + 40, edge, "info", access(c.rt(edge), edge, "POST", `/v2/vehicles/${v}/unlock`, 403, 45, r));
          if (r.chance(0.3))
            c.add(t + 45, edge, "error", `unlock rejected for ${v}: unlock-api 403 {"code":"OUTSIDE_SERVICE_AREA"}`);
        } else {
          c.add(t, g, "warn", `check ride=${ride} -> outside operating area (0 polygons) allowed=false`);
          c.add(
            t + 30,
            edge,
            "error",
            `end ride ${ride} failed: geofence-engine says OUT_OF_ZONE, rider told to move vehicle`,
          );
          c.add(t + 35, edge, "info", access(c.rt(edge), edge, "POST", `/v2/rides/${ride}/end`, 422, 60, r));
          if (r.chance(0.4))
            c.add(
              t + 900,
              c.s("payments"),
              "warn",
              `ride ${ride} end blocked ${r.int(1, 6)}x, still billing per minute`,
            );
        }
      });
    },
  },
  {
    id: "iot-bridge-dns",
    estate: "zipscoot",
    role: "iot",
    category: "network",
    hints: ["network", "dns", "eai_again", "getaddrinfo", "econnreset", "connection", "reset"],
    severity: "high",
    note: "iot-cmd-bridge loses its MQTT connection with resets and then cannot resolve the broker host, so unlock commands queue and unlock-api times out every unlock.",
    gen(c, s) {
      const { r, e } = c;
      const b = c.s("iot");
      const u = c.s("unlock");
      const edge = c.s("edge");
      drop(
        c,
        s,
        (svc, m) =>
          (svc === b && /^(cmd|ack) /.test(m)) ||
          (svc === u && /unlocked/.test(m)) ||
          (svc === edge && /unlock/.test(m)),
      );
      drop(c, s, (svc, m) => svc === c.s("payments") && m.startsWith("preauth ok"), 0.05);
      c.add(
        s,
        b,
        "error",
        `mqtt client error: read ECONNRESET
Error: read ECONNRESET
    at TCP.onStreamRead (node:internal/stream_base_commons:217:20)`,
      );
      c.add(s + 20, b, "warn", "mqtt connection closed (code=undefined), reconnecting in 1000ms");
      let a = 1;
      every(c, s + 1000, c.t1, 4000, (t) => {
        c.add(
          t,
          b,
          "error",
          `mqtt reconnect attempt ${a++} failed: Error: getaddrinfo EAI_AGAIN mqtt.eu-west.${e.key}.internal
Error: getaddrinfo EAI_AGAIN mqtt.eu-west.${e.key}.internal
    at GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:107:26)`,
        );
        if (r.chance(0.3))
          c.add(
            t + 50,
            b,
            "warn",
            `command queue depth ${300 + a * r.int(20, 40)} (client offline), oldest ${Math.round((t - s) / 1000)}s`,
          );
      });
      every(c, s + 1500, c.t1, 800, (t) => {
        const v = ids.vehicle(e, r);
        c.add(t, u, "info", `unlock requested vehicle=${v} rider=${ids.rider(r)} battery=${r.int(18, 100)}%`);
        c.add(t + 30, b, "warn", `cmd UNLOCK -> ${v} queued (mqtt client offline)`);
        c.add(
          t + 10_030,
          u,
          "error",
          `unlock failed vehicle=${v} reason=CMD_TIMEOUT: no ack from iot-cmd-bridge within 10s`,
        );
        c.add(t + 10_060, edge, "info", access(c.rt(edge), edge, "POST", `/v2/vehicles/${v}/unlock`, 504, 10_060, r));
        if (r.chance(0.5))
          c.add(t + 10_070, edge, "error", `unlock ${v} failed: unlock-api responded 504 Gateway Timeout`);
      });
    },
  },
  {
    id: "fare-quote-oom",
    estate: "cabwise",
    role: "pricing",
    category: "memory",
    hints: ["memory", "heap", "outofmemory", "oom", "gc"],
    severity: "high",
    note: "fare-quote's heap fills up (long full GCs), it dies with OutOfMemoryError and restarts in a loop while passenger-api and offer-router time out on quotes.",
    gen(c, s) {
      const { r } = c;
      const f = c.s("pricing");
      const p = c.s("edge");
      const o = c.s("dispatch");
      let heap = 1840;
      let gc = r.int(3000, 5000);
      let t = s;
      let crashes = 0;
      const dead: [number, number][] = [];
      while (t < c.t1) {
        for (let k = 0; k < r.int(4, 7) && t < c.t1; k++) {
          heap = Math.min(2047, heap + r.int(20, 60));
          const pause = 600 + (heap - 1800) * 12 + r.next() * 300;
          c.add(
            t,
            f,
            "warn",
            `[gc] GC(${gc++}) Pause Full (G1 Compaction Pause) ${heap + 4}M->${heap}M(2048M) ${pause.toFixed(3)}ms`,
          );
          t += r.int(8000, 20_000);
        }
        c.add(
          t,
          f,
          "error",
          `Exception in thread "http-nio-8080-exec-${r.int(1, 200)}" java.lang.OutOfMemoryError: Java heap space
	at java.base/java.util.Arrays.copyOf(Arrays.java:3537)
	at java.base/java.util.ArrayList.grow(ArrayList.java:237)
	at com.cabwise.fare.zone.ZonePolygonCache.load(ZonePolygonCache.kt:112)
	at com.cabwise.fare.quote.QuoteService.quote(QuoteService.kt:64)
	at com.cabwise.fare.api.QuoteController.quote(QuoteController.kt:31)`,
        );
        c.add(t + 300, f, "fatal", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
        const up = t + r.int(25_000, 45_000);
        dead.push([t, up]);
        c.add(
          up,
          f,
          "info",
          `Starting FareQuoteApplication v5.2.0 using Java 21.0.4 with PID 1 (restart ${++crashes})`,
        );
        c.add(
          up + 9000,
          f,
          "info",
          `Started FareQuoteApplication in ${(8 + r.next() * 3).toFixed(3)} seconds (process running for 10.1)`,
        );
        heap = 1700;
        t = up + r.int(30_000, 60_000);
      }
      const own = /\[gc\]|OutOfMemory|Terminating|FareQuoteApplication/;
      drop(c, s, (svc, m) => svc === f && m.startsWith("quote "), 0.5);
      for (let i = c.recs.length - 1; i >= 0; i--) {
        const x = c.recs[i];
        if (x.svc === f && !own.test(x.msg) && dead.some(([a, b]) => x.t >= a && x.t < b + 9000)) c.recs.splice(i, 1);
      }
      every(c, s + 20_000, c.t1, 1100, (tt) => {
        const tr = c.tr();
        const inDead = dead.some(([a, b]) => tt >= a && tt < b);
        if (inDead || r.chance(0.45)) {
          c.add(
            tt,
            p,
            "error",
            inDead
              ? `Fare quote failed: System.Net.Http.HttpRequestException: Connection refused (fare-quote:8080)
 ---> System.Net.Sockets.SocketException (111): Connection refused
   at System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, CancellationToken cancellationToken)
   at System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync(String host, Int32 port, HttpRequestMessage initialRequest, Boolean async, CancellationToken cancellationToken)
   --- End of inner exception stack trace ---
   at Cabwise.Passenger.Quotes.FareQuoteClient.GetQuoteAsync(QuoteRequest request) in /src/Passenger.Api/Quotes/FareQuoteClient.cs:line 48`
              : `Fare quote failed: System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 5 seconds elapsing.
 ---> System.TimeoutException: A task was canceled.
   at System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)
   at Cabwise.Passenger.Quotes.FareQuoteClient.GetQuoteAsync(QuoteRequest request) in /src/Passenger.Api/Quotes/FareQuoteClient.cs:line 48`,
            tr,
          );
          c.add(tt + 5, p, "info", access(c.rt(p), p, "POST", "/api/quotes", 503, inDead ? 3 : 5002, r), tr);
          if (r.chance(0.6))
            c.add(
              tt + 300,
              o,
              "warn",
              `quote for offer ${ids.ride(r)} failed: fare-quote: ${inDead ? "dial tcp 10.61.3.44:8080: connect: connection refused" : "context deadline exceeded"}; using cached tariff`,
              tr,
            );
        }
      });
    },
  },
  {
    id: "psp-503",
    estate: "cabwise",
    role: "payments",
    category: "dependency",
    hints: ["adyen", "psp", "dependency", "unavailable", "503", "circuit", "payment provider"],
    severity: "high",
    note: "the card acquirer Adyen answers payments-orchestrator with 503s, its circuit breaker opens, and trip-store and gratuity-svc retry payments loudly.",
    gen(c, s) {
      const { r } = c;
      const po = c.s("payments");
      const ts = c.s("ledger");
      const edge = c.s("edge");
      drop(c, s, (svc, m) => svc === po && /capture|psp call/.test(m), 0.05);
      let open = false;
      every(c, s, c.t1, 1300, (t, i) => {
        const tr = c.tr();
        const ride = ids.ride(r);
        if (i === 12) {
          c.add(t, po, "warn", "CircuitBreaker 'adyen' changed state from CLOSED to OPEN");
          open = true;
        }
        if (open && i % 40 === 0) {
          c.add(t + 1, po, "info", "CircuitBreaker 'adyen' changed state from OPEN to HALF_OPEN");
          c.add(t + 900, po, "warn", "CircuitBreaker 'adyen' changed state from HALF_OPEN to OPEN");
        }
        if (!open || r.chance(0.2))
          c.add(
            t,
            po,
            "error",
            `Adyen POST /v71/payments/details failed: HTTP 503 Service Unavailable {"status":503,"errorCode":"000","message":"Service unavailable","errorType":"internal"} ride=${ride}
com.adyen.service.exception.ApiException: HTTP Exception
	at com.adyen.service.resource.Resource.request(Resource.java:122)
	at com.adyen.service.checkout.PaymentsApi.paymentsDetails(PaymentsApi.java:318)
	at com.cabwise.payments.psp.AdyenGateway.capture(AdyenGateway.java:141)
	at com.cabwise.payments.capture.CaptureService.capture(CaptureService.java:77)`,
            tr,
          );
        else
          c.add(
            t,
            po,
            "warn",
            `capture ride=${ride} rejected: io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'adyen' is OPEN and does not permit further calls`,
            tr,
          );
        for (let k = 1; k <= r.int(2, 4); k++)
          c.add(
            t + k * r.int(2000, 5000),
            ts,
            "warn",
            `Payment for trip ${ride} not confirmed (payments-orchestrator: 502 Bad Gateway); retry ${k} scheduled`,
            tr,
          );
        c.add(
          t + 120,
          edge,
          "info",
          access(c.rt(edge), edge, "POST", `/api/trips/${ride}/pay`, 502, 140 + r.next() * 200, r),
          tr,
        );
        if (r.chance(0.25))
          c.add(
            t + 3000,
            c.s("tips"),
            "error",
            `tip charge failed ride=${ride}: payments-orchestrator returned 502`,
            tr,
          );
      });
    },
  },
  {
    id: "photo-enospc",
    estate: "voltlane",
    role: "photo",
    category: "disk",
    hints: ["disk", "space", "errno 28", "enospc", "no space", "storage"],
    severity: "high",
    note: "photo-check's spool volume fills up and every parking photo write fails with ENOSPC, so riders cannot end rides and mobility-gw logs 500s.",
    gen(c, s) {
      const { r } = c;
      const ph = c.s("photo");
      const gw = c.s("edge");
      c.add(
        s - r.int(60_000, 120_000),
        ph,
        "warn",
        "spool volume /var/spool/photo-check 94% used (47.0 GiB of 50.0 GiB)",
      );
      c.add(
        s - r.int(10_000, 40_000),
        ph,
        "warn",
        "spool volume /var/spool/photo-check 98% used (49.1 GiB of 50.0 GiB)",
      );
      drop(
        c,
        s,
        (svc, m) =>
          (svc === ph && /accepted/.test(m)) ||
          (svc === gw && /\/end/.test(m)) ||
          (svc === c.s("payments") && /charged/.test(m)),
        0.05,
      );
      every(c, s, c.t1, 1000, (t) => {
        const ride = ids.ride(r);
        const f = `/var/spool/photo-check/${ride}-${r.hex(6)}.jpg`;
        c.add(
          t,
          ph,
          "error",
          `Exception in ASGI application
Traceback (most recent call last):
  File "/app/.venv/lib/python3.12/site-packages/uvicorn/protocols/http/httptools_impl.py", line 401, in run_asgi
    result = await app(  # type: ignore[func-returns-value]
  File "/app/photo_check/api.py", line 77, in upload_photo
    await spool.write(ride_id, body)
  File "/app/photo_check/spool.py", line 31, in write
    with open(path, "wb") as fh:
OSError: [Errno 28] No space left on device: '${f}'`,
        );
        c.add(t + 3, ph, "info", access(c.rt(ph), ph, "POST", `/photos/${ride}`, 500, 4, r));
        c.add(
          t + 40,
          gw,
          "error",
          `end ride ${ride}: photo upload to photo-check failed with 500 Internal Server Error`,
        );
        c.add(t + 45, gw, "info", access(c.rt(gw), gw, "POST", `/v2/rides/${ride}/end`, 502, 60 + r.next() * 80, r));
        if (r.chance(0.5))
          for (let k = 1; k <= 2; k++)
            c.add(t + k * 4000, gw, "warn", `retrying photo upload for ride ${ride} (${k}/2)`);
      });
    },
  },
  {
    id: "wallet-lock-timeout",
    estate: "voltlane",
    role: "payments",
    category: "timeout",
    hints: ["timeout", "timed out", "lock", "timeoutexception"],
    severity: "high",
    note: "a stuck settlement run holds wallet locks, so wallet-svc charges time out waiting for the lock (it only warns) while mobility-gw returns 504 on ride end and lock-controller retries.",
    gen(c, s) {
      const { r } = c;
      const w = c.s("payments");
      const gw = c.s("edge");
      const lc = c.s("unlock");
      c.add(
        s - 2000,
        w,
        "info",
        `settlement run ${r.int(4000, 9000)} started by settlement-worker-3 (${r.int(9000, 14000)} wallets)`,
      );
      drop(
        c,
        s,
        (svc, m) => (svc === w && /charged|preauth ok/.test(m)) || (svc === gw && /\/end|unlock/.test(m)),
        0.1,
      );
      every(c, s, c.t1, 1200, (t) => {
        const ride = ids.ride(r);
        const held = Math.round((t - s) / 1000) + 2;
        c.add(
          t + 5000,
          w,
          "warn",
          `charge ride=${ride} failed: timed out after 5000 ms waiting for wallet lock wallet=W${r.int(100000, 999999)} (held by settlement-worker-3 for ${held}s)
java.util.concurrent.TimeoutException: wallet lock not acquired within 5000 ms
	at nl.voltlane.wallet.lock.WalletLocks.acquire(WalletLocks.java:58)
	at nl.voltlane.wallet.charge.ChargeService.charge(ChargeService.java:93)
	at nl.voltlane.wallet.api.ChargeController.charge(ChargeController.java:40)`,
        );
        c.add(t + 5010, gw, "error", `end ride ${ride}: upstream wallet-svc timed out after 5000ms`);
        c.add(t + 5015, gw, "info", access(c.rt(gw), gw, "POST", `/v2/rides/${ride}/end`, 504, 5015, r));
        for (let k = 1; k <= r.int(2, 3); k++)
          c.add(
            t + 5000 + k * 3000,
            lc,
            "warn",
            `lock vehicle for ride ${ride} waiting on payment confirmation, retry ${k}/5`,
          );
      });
    },
  },
];
