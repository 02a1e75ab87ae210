// Harmless noise that looks alarming: 35 kinds from brokerage and trucking operations, plus the retries that
// succeed and the unrelated deploys or reloads every window carries.
import { driver, loadId, mc, truck } from "./estates.js";
import type { Window } from "./stream.js";

export interface NoiseKind {
  name: string;
  estate: "haulmark" | "ridgeline" | "dockline" | "prairie";
  note: string;
  run: (w: Window, at: number) => void;
}

const burst = (w: Window, at: number, spanMs: number, n: number, fn: (t: number, i: number) => void) => {
  for (let i = 0; i < n; i++) fn(at + Math.round((spanMs * i) / n) + w.rng.int(0, 400), i);
};

const goTrace = (fn: string, file: string) => [
  "goroutine 1187 [running]:",
  `${fn}(...)`,
  `\t/src/${file}:${118 + (file.length % 40)} +0x1c4`,
  "net/http.HandlerFunc.ServeHTTP(0xc000a2e0c0?, {0x1a3c2f0?, 0xc0004f61c0?}, 0xc0002b2a00?)",
  "\t/usr/local/go/src/net/http/server.go:2220 +0x29",
];

export const KINDS: readonly NoiseKind[] = [
  {
    name: "eld-dead-zone-burst",
    estate: "ridgeline",
    note: "trucks crossing a cellular dead zone go silent, then flush buffered pings that arrive late and out of order",
    run: (w, at) => {
      const trucks = [truck(w.rng), truck(w.rng), truck(w.rng)];
      for (const tk of trucks) {
        w.add(
          at,
          "dispatch-board",
          "WARN",
          `no position from ${tk} for 15m (last fix near I-40 mm ${w.rng.int(200, 260)} NM)`,
        );
        w.add(
          at + 240000,
          "telematics-bridge",
          "INFO",
          `I mqtt: client ${tk} reconnected after ${w.rng.int(900, 1500)}s, session present, ${w.rng.int(150, 400)} queued msgs`,
        );
        burst(w, at + 241000, 20000, 60, (t) =>
          w.add(
            t,
            "eld-ingest",
            "WARN",
            `level=warn msg="late ping, buffered on device" truck=${tk} recorded_at_lag=${w.rng.int(60, 1400)}s out_of_order=true`,
          ),
        );
        w.add(
          at + 262000,
          "dispatch-board",
          "INFO",
          `position for ${tk} restored (${w.rng.int(150, 400)} backfilled fixes)`,
        );
      }
    },
  },
  {
    name: "edi-204-bad-segment",
    estate: "haulmark",
    note: "a shipper sends EDI 204 tenders with a malformed N4 segment; each is rejected with a 997 and they resend fixed files",
    run: (w, at) => {
      burst(w, at, 180000, 14, (t) => {
        const isa = w.rng.int(100000000, 999999999);
        w.add(
          t,
          "edi-gateway",
          "ERROR",
          `fail: Haulmark.Edi.Inbound[3] X12 204 from GLOBEX ISA13=${isa} rejected: segment N4 at position 0${w.rng.int(14, 38)}: element N403 postal code 'TBD' invalid`,
        );
        w.add(t + 50, "edi-gateway", "WARN", `warn: Haulmark.Edi.Ack[0] 997 sent ISA13=${isa} AK5*R*5 AK9*R*1*1*0`);
      });
      burst(w, at + 200000, 60000, 14, (t) =>
        w.add(
          t,
          "edi-gateway",
          "INFO",
          `info: Haulmark.Edi.Inbound[0] X12 204 from GLOBEX ISA13=${w.rng.int(100000000, 999999999)} accepted (resubmission)`,
        ),
      );
    },
  },
  {
    name: "carrier-insurance-lapsed",
    estate: "haulmark",
    note: "carrier onboarding refuses several carriers whose cargo insurance certificates lapsed; working as designed",
    run: (w, at) => {
      burst(w, at, 300000, 12, (t) => {
        const m = mc(w.rng);
        w.add(
          t,
          "carrier-vetting",
          "WARN",
          `c.h.vetting.OnboardingCheck : ${m} REJECTED: cargo insurance expired 2026-11-${w.rng.int(10, 29)} (policy ${w.rng.pick(["CGO", "AL"])}-${w.rng.int(100000, 999999)}), auto-hold placed`,
        );
        w.add(
          t + 30,
          "loadboard-api",
          "WARN",
          `book-it-now refused for ${m}: carrier not eligible (status=INSURANCE_LAPSED)`,
        );
        w.add(t + 60, "notify-fanout", "INFO", `email queued template=coi_expired to=${m.toLowerCase()}`);
      });
    },
  },
  {
    name: "fuel-declined-policy",
    estate: "ridgeline",
    note: "fuel purchases declined by card policy (out-of-network stop, reefer fuel on a dry van, over gallon limit)",
    run: (w, at) => {
      burst(w, at, 360000, 16, (t) => {
        const why = w.rng.pick([
          "product RFR not allowed for unit class DRY",
          "gallons 212 exceed per-transaction limit 150",
          "site not in preferred network (policy P-07)",
          "second purchase within 2h (velocity rule V2)",
        ]);
        w.add(
          t,
          "fuelcard-auth",
          "WARN",
          `c.r.fuel.PolicyEngine : DECLINED card=****${w.rng.int(1000, 9999)} unit=${truck(w.rng)} reason="${why}"`,
        );
        w.add(t + 200, "driver-app-bff", "WARN", `POST /api/fuel/authorize 402 ${w.rng.int(100, 500)}ms`);
      });
    },
  },
  {
    name: "dock-slot-taken",
    estate: "dockline",
    note: "a popular morning slot is taken; carriers racing for it get 409 conflicts and pick other doors",
    run: (w, at) => {
      burst(w, at, 240000, 24, (t) => {
        const id = w.id();
        w.add(
          t,
          "dock-scheduler",
          "WARN",
          `c.d.sched.AppointmentService : slot DFW2 2026-12-02 06:00 door 1${w.rng.int(0, 9)} already booked (optimistic lock version ${w.rng.int(2, 9)}), rejecting`,
          { trace: id },
        );
        w.add(
          t + 20,
          "appt-api",
          "WARN",
          `warn: Dockline.Api.AppointmentsController[0] 409 Conflict: slot no longer available`,
          { trace: id },
        );
        w.add(
          t + 25,
          "appt-api",
          "INFO",
          `Request finished HTTP/1.1 POST http://appt-api/v2/appointments - 409 - application/problem+json ${w.rng.int(20, 90)}.2210ms`,
          { trace: id },
        );
      });
    },
  },
  {
    name: "hos-limit-warnings",
    estate: "ridgeline",
    note: "end of shift wave: many drivers approach their 11-hour and 14-hour limits and the HOS engine warns about each",
    run: (w, at) => {
      burst(w, at, 420000, 40, (t) => {
        const d = driver(w.rng);
        w.add(
          t,
          "hos-engine",
          "WARN",
          `WARNING hos.rules: driver=${d} approaching ${w.rng.pick(["11-hour driving", "14-hour window", "30-minute break"])} limit in ${w.rng.int(5, 60)}m`,
        );
        if (w.rng.chance(0.3))
          w.add(
            t + 100,
            "hos-engine",
            "ERROR",
            `ERROR hos.rules: driver=${d} VIOLATION predicted at current ETA, dispatcher notified`,
          );
      });
    },
  },
  {
    name: "rate-con-expired-unsigned",
    estate: "haulmark",
    note: "rate confirmations left unsigned past their deadline expire and the loads are reposted",
    run: (w, at) => {
      burst(w, at, 120000, 10, (t) => {
        const l = loadId(w.rng);
        w.add(
          t,
          "rate-con-svc",
          "ERROR",
          `rate confirmation RC-${l.slice(1)} expired unsigned after 30m; carrier ${mc(w.rng)} released`,
        );
        w.add(
          t + 100,
          "tender-router",
          "WARN",
          `c.h.tender.TenderService : tender ${l} fell off (rate con not signed), reposting to load board`,
        );
        w.add(t + 300, "loadboard-api", "INFO", `posting ${l} created (repost)`);
      });
    },
  },
  {
    name: "duplicate-postings",
    estate: "haulmark",
    note: "a shipper integration double-posts loads; duplicates are rejected by the idempotency key",
    run: (w, at) => {
      burst(w, at, 300000, 30, (t) =>
        w.add(
          t,
          "loadboard-api",
          "ERROR",
          `POST /v3/loads 409 ${w.rng.int(5, 40)}ms - duplicate posting (Idempotency-Key ${w.rng.hex(8)}-${w.rng.hex(4)} already used by ${loadId(w.rng)})`,
        ),
      );
    },
  },
  {
    name: "loadboard-vendor-429",
    estate: "haulmark",
    note: "the external load board syndication API rate-limits bursts; the client backs off and all postings go through",
    run: (w, at) => {
      burst(w, at, 150000, 20, (t) => {
        w.add(t, "loadboard-api", "WARN", `syndication to dat: 429 Too Many Requests, Retry-After: 2 (attempt 1/4)`);
        w.add(t + 2100, "loadboard-api", "INFO", `syndication to dat: posted ${loadId(w.rng)} (attempt 2/4)`);
      });
    },
  },
  {
    name: "jvm-long-gc",
    estate: "dockline",
    note: "the scheduler's JVM logs a few long old-gen collections while building the weekly door plan, then settles",
    run: (w, at) => {
      burst(w, at, 120000, 6, (t) =>
        w.add(
          t,
          "dock-scheduler",
          "WARN",
          `[gc] GC(${w.rng.int(300, 900)}) Pause Full (G1 Compaction Pause) 1790M->612M(2048M) ${w.rng.int(900, 2400)}.${w.rng.int(100, 999)}ms`,
        ),
      );
      w.add(
        at + 130000,
        "dock-scheduler",
        "INFO",
        "c.d.sched.WeeklyPlan : weekly door plan built for 14 DCs in 131.2 s",
      );
    },
  },
  {
    name: "rolling-restart-probes",
    estate: "prairie",
    note: "a rolling restart: new pods fail readiness while warming up and old ones drain connections",
    run: (w, at) => {
      w.add(
        at,
        "load-tender-svc",
        "INFO",
        "c.p.tender.Application : Starting Application v3.18.2 using Java 21.0.5 with PID 1",
      );
      burst(w, at + 1000, 20000, 6, (t) =>
        w.add(
          t,
          "load-tender-svc",
          "WARN",
          `o.s.b.a.h.HealthEndpointSupport : Health contributor db (readinessState) is DOWN: HikariPool-1 - Starting...`,
        ),
      );
      w.add(
        at + 24000,
        "load-tender-svc",
        "INFO",
        "c.p.tender.Application : Started Application in 23.61 seconds (process running for 24.9)",
      );
      w.add(
        at + 26000,
        "load-tender-svc",
        "INFO",
        "o.s.b.w.e.tomcat.GracefulShutdown : Commencing graceful shutdown. Waiting for active requests to complete",
      );
      w.add(
        at + 30000,
        "quote-engine",
        "WARN",
        "WARNING urllib3.connectionpool: Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'RemoteDisconnected('Remote end closed connection without response')': /tenders/check",
      );
    },
  },
  {
    name: "tls-handshake-eof",
    estate: "dockline",
    note: "the load balancer's TCP health checks open and close connections, which the Go server logs as TLS handshake errors",
    run: (w, at) => {
      w.every(
        3000,
        (t) =>
          w.add(
            t,
            "yard-gate",
            "ERROR",
            `http: TLS handshake error from 10.44.0.${w.rng.int(2, 9)}:${w.rng.int(30000, 60000)}: EOF`,
          ),
        at - 120000,
        at + 400000,
      );
    },
  },
  {
    name: "kafka-rebalance",
    estate: "ridgeline",
    note: "a consumer group rebalance after a pod reschedule pauses ingestion briefly; offsets resume without loss",
    run: (w, at) => {
      w.add(
        at,
        "eld-ingest",
        "WARN",
        `level=warn msg="consumer group rebalance in progress" group=eld-pings generation=${w.rng.int(200, 300)} reason="member left"`,
      );
      w.add(
        at + 100,
        "hos-engine",
        "WARN",
        "WARNING kafka.coordinator: Heartbeat failed for group hos-events because it is rebalancing",
      );
      w.add(
        at + 3000,
        "eld-ingest",
        "INFO",
        'level=info msg="partitions assigned" topic=pings partitions=[0 1 2 3 4 5]',
      );
      w.add(
        at + 3200,
        "hos-engine",
        "INFO",
        "INFO kafka.consumer: Updated partition assignment: [TopicPartition(topic='duty-events', partition=2)]",
      );
      w.add(at + 3500, "eld-ingest", "WARN", `level=warn msg="consumer lag" lag=${w.rng.int(2000, 9000)} topic=pings`);
      w.add(at + 45000, "eld-ingest", "INFO", 'level=info msg="consumer lag recovered" lag=12 topic=pings');
    },
  },
  {
    name: "pool-max-lifetime",
    estate: "prairie",
    note: "HikariCP retires connections at max lifetime during a DB proxy reload; a few queries retry and succeed",
    run: (w, at) => {
      burst(w, at, 30000, 5, (t) =>
        w.add(
          t,
          "load-tender-svc",
          "WARN",
          `com.zaxxer.hikari.pool.PoolBase : HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@${w.rng.hex(8)} (This connection has been closed.). Possibly consider using a shorter maxLifetime value.`,
        ),
      );
      w.add(
        at + 32000,
        "load-tender-svc",
        "INFO",
        "com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Added connection org.postgresql.jdbc.PgConnection@3f1a22c1",
      );
    },
  },
  {
    name: "invoice-missing-pod",
    estate: "haulmark",
    note: "the invoice batch holds many loads missing proof of delivery, each logged as an error by design",
    run: (w, at) => {
      burst(w, at, 60000, 35, (t) =>
        w.add(
          t,
          "invoice-builder",
          "ERROR",
          `[InvoiceBatchJob] ${loadId(w.rng)}: cannot invoice, POD missing (delivered ${w.rng.int(1, 9)}d ago) -> held`,
        ),
      );
    },
  },
  {
    name: "fmcsa-authority-inactive",
    estate: "haulmark",
    note: "carrier onboarding checks return inactive or revoked operating authority and the carriers are refused",
    run: (w, at) => {
      burst(w, at, 360000, 14, (t) => {
        const m = mc(w.rng);
        w.add(
          t,
          "carrier-vetting",
          "ERROR",
          `c.h.vetting.AuthorityCheck : ${m} operating authority ${w.rng.pick(["INACTIVE", "REVOKED", "NOT AUTHORIZED"])} per census snapshot; onboarding denied`,
        );
        w.add(
          t + 40,
          "carrier-vetting",
          "WARN",
          `c.h.vetting.FraudSignals : ${m} phone matches ${w.rng.int(2, 5)} other carriers (possible double brokering), flagged`,
        );
      });
    },
  },
  {
    name: "geocode-low-confidence",
    estate: "dockline",
    note: "facility addresses in a batch of ASNs geocode with low confidence and fall back to the ZIP centroid",
    run: (w, at) => {
      burst(w, at, 200000, 25, (t) =>
        w.add(
          t,
          "asn-processor",
          "WARN",
          `WARNING:asn.geo:ship-to "${w.rng.pick(["DOCK 4 REAR", "BLDG C", "SEE BOL"])}" geocode confidence 0.${w.rng.int(10, 40)}, using ZIP centroid ${w.rng.int(70000, 79999)}`,
        ),
      );
    },
  },
  {
    name: "cron-overlap-skip",
    estate: "prairie",
    note: "a long IFTA apportionment run makes the next scheduled run skip itself",
    run: (w, at) => {
      w.add(at, "ifta-fuel-tax", "INFO", "INFO ifta.jobs: quarterly apportionment started (Q4, 41,882 receipts)");
      burst(w, at + 60000, 240000, 4, (t) =>
        w.add(
          t,
          "ifta-fuel-tax",
          "WARN",
          'WARNING apscheduler.scheduler: Execution of job "apportion (trigger: interval[0:01:00], next run at: 2026-12-01 03:12:00 UTC)" skipped: maximum number of running instances reached (1)',
        ),
      );
      w.add(at + 310000, "ifta-fuel-tax", "INFO", "INFO ifta.jobs: quarterly apportionment finished in 309.4s");
    },
  },
  {
    name: "cache-flush-warmup",
    estate: "haulmark",
    note: "the geocode cache was flushed on purpose; misses and provider latency spike for a few minutes",
    run: (w, at) => {
      w.add(at, "geo-lookup", "WARN", "cache flushed by admin (reason=stale-zip3-table), warming");
      burst(w, at + 1000, 180000, 40, (t) =>
        w.add(
          t,
          "geo-lookup",
          "WARN",
          `slow geocode q="${w.rng.pick(["Laredo, TX", "Joplin, MO", "Tulsa, OK"])}" cache=false provider=primary ${w.rng.int(700, 2400)}ms`,
        ),
      );
    },
  },
  {
    name: "client-closed-requests",
    estate: "ridgeline",
    note: "drivers on weak signal abort uploads; the BFF logs aborted requests and broken pipes",
    run: (w, at) => {
      burst(w, at, 400000, 30, (t) =>
        w.add(
          t,
          "driver-app-bff",
          "ERROR",
          w.rng.chance(0.5)
            ? `POST /api/documents/upload aborted by client after ${w.rng.int(5, 60)}s (Error: aborted, code ECONNRESET)`
            : "Error: write EPIPE at afterWriteDispatched (node:internal/stream_base_commons:161:15) while streaming /api/paystubs/latest",
        ),
      );
    },
  },
  {
    name: "bot-401-probes",
    estate: "dockline",
    note: "a scanner hammers the public carrier portal with invalid tokens and bogus paths",
    run: (w, at) => {
      burst(w, at, 300000, 60, (t) => {
        if (w.rng.chance(0.5))
          w.add(
            t,
            "carrier-portal",
            "WARN",
            `method=POST path=/api/v1/session format=json controller=Api::SessionsController action=create status=401 duration=3.21 error="invalid api token" ip=185.220.${w.rng.int(1, 254)}.${w.rng.int(1, 254)}`,
          );
        else
          w.add(
            t,
            "carrier-portal",
            "ERROR",
            `ActionController::RoutingError (No route matches [GET] "/${w.rng.pick(["wp-login.php", ".env", "cgi-bin/luci", "vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php"])}")`,
          );
      });
    },
  },
  {
    name: "api-v1-deprecation",
    estate: "dockline",
    note: "a shipper still calls the deprecated v1 availability API; every call warns with a sunset date",
    run: (w, at) => {
      w.poisson(
        0.5,
        (t) =>
          w.add(
            t,
            "appt-api",
            "WARN",
            `warn: Dockline.Api.Deprecation[0] GET /v1/availability used by client_id=${w.rng.pick(["kroger-sched", "tgt-dc-bot"])}; sunset 2027-01-31`,
          ),
        at - 200000,
        at + 300000,
      );
    },
  },
  {
    name: "eld-clock-drift",
    estate: "prairie",
    note: "several ELDs report device clocks drifting from GPS time and get corrected",
    run: (w, at) => {
      burst(w, at, 300000, 20, (t) =>
        w.add(
          t,
          "eld-sync",
          "WARN",
          `device clock drift driver=${driver(w.rng)} drift=${w.rng.int(61, 400)}s vs gps, events re-stamped`,
        ),
      );
    },
  },
  {
    name: "gps-jitter-rejects",
    estate: "ridgeline",
    note: "GPS jitter near a terminal produces impossible speeds that the ingester rejects as invalid fixes",
    run: (w, at) => {
      burst(w, at, 300000, 45, (t) =>
        w.add(
          t,
          "eld-ingest",
          "ERROR",
          `level=error msg="invalid fix rejected" truck=${truck(w.rng)} reason="implied speed ${w.rng.int(140, 900)}mph between fixes" hdop=${(w.rng.next() * 10 + 4).toFixed(1)}`,
        ),
      );
    },
  },
  {
    name: "duplicate-214-dedupe",
    estate: "haulmark",
    note: "a shipper resends EDI 214 status batches; duplicates are dropped by the dedupe key",
    run: (w, at) => {
      burst(w, at, 240000, 40, (t) =>
        w.add(
          t,
          "edi-gateway",
          "WARN",
          `warn: Haulmark.Edi.Dedupe[0] duplicate 214 for ${loadId(w.rng)} status AG dropped (seen ${w.rng.int(2, 5)} times)`,
        ),
      );
    },
  },
  {
    name: "feature-flag-reload",
    estate: "ridgeline",
    note: "a config reload with keys the old build does not know; warnings about unknown keys, nothing changes",
    run: (w, at) => {
      w.add(
        at,
        "trip-planner",
        "INFO",
        'level=info msg="config reloaded" source=/etc/trip-planner/flags.yaml version=7742',
      );
      for (const k of ["routing.avoid_tolls_v2", "routing.hazmat_tunnels", "eta.ml_model"])
        w.add(at + 5, "trip-planner", "WARN", `level=warn msg="unknown config key ignored" key=${k}`);
      w.add(
        at + 60000,
        "dispatch-board",
        "WARN",
        "config watcher: flag 'board.new_lanes_view' not found, defaulting to false",
      );
    },
  },
  {
    name: "slow-report-query",
    estate: "prairie",
    note: "a monthly detention report runs a slow query that finishes; nothing else is slowed",
    run: (w, at) => {
      w.add(
        at,
        "detention-tracker",
        "WARN",
        "Slow query (84213.4ms): SELECT stops.* , facilities.name FROM stops INNER JOIN facilities ON ... WHERE stops.arrived_at BETWEEN '2026-11-01' AND '2026-11-30' (report=monthly_detention)",
      );
      w.add(
        at + 1000,
        "detention-tracker",
        "INFO",
        "DetentionReportJob finished: 18,442 stops, 2,113 billable, csv uploaded",
      );
    },
  },
  {
    name: "redis-eviction",
    estate: "dockline",
    note: "the availability cache evicts under its memory cap and the API refills it from the DB",
    run: (w, at) => {
      burst(w, at, 240000, 18, (t) =>
        w.add(
          t,
          "appt-api",
          "WARN",
          `warn: Dockline.Api.AvailabilityCache[0] cache miss after eviction key=avail:${w.rng.pick(["DFW2", "MEM1", "ATL4"])}:2026-12-0${w.rng.int(1, 7)}, reloaded from db in ${w.rng.int(40, 300)}ms`,
        ),
      );
    },
  },
  {
    name: "webhook-retry-ok",
    estate: "haulmark",
    note: "a shipper's webhook endpoint returns 503 for a while; deliveries retry with backoff and land",
    run: (w, at) => {
      burst(w, at, 200000, 14, (t) => {
        const ev = `evt_${w.rng.hex(12)}`;
        w.add(
          t,
          "notify-fanout",
          "WARN",
          `webhook ${ev} to https://hooks.acmefoods.example/tracking -> 503 Service Unavailable, retry 1/6 in 8s`,
        );
        w.add(
          t + 8000,
          "notify-fanout",
          "WARN",
          `webhook ${ev} to https://hooks.acmefoods.example/tracking -> 503 Service Unavailable, retry 2/6 in 32s`,
        );
        w.add(t + 40000, "notify-fanout", "INFO", `webhook ${ev} delivered (attempt 3, 212ms)`);
      });
    },
  },
  {
    name: "fuel-velocity-fraud",
    estate: "ridgeline",
    note: "a card is skimmed at a truck stop; the fraud rules block it and the card is locked",
    run: (w, at) => {
      const card = `****${w.rng.int(1000, 9999)}`;
      burst(w, at, 120000, 8, (t) =>
        w.add(
          t,
          "fuelcard-auth",
          "ERROR",
          `c.r.fuel.FraudRules : BLOCKED card=${card} unit=${truck(w.rng)} site=Pilot #${w.rng.int(200, 900)} rule=GEO_IMPOSSIBLE (${w.rng.int(300, 900)} mi from unit GPS)`,
        ),
      );
      w.add(at + 125000, "fuelcard-auth", "WARN", `c.r.fuel.CardAdmin : card ${card} locked, replacement requested`);
    },
  },
  {
    name: "no-carrier-match",
    estate: "haulmark",
    note: "niche lanes (flatbed into rural Montana) find no carriers; matching warns and falls back to manual",
    run: (w, at) => {
      burst(w, at, 360000, 30, (t) =>
        w.add(
          t,
          "load-matcher",
          "WARN",
          `no carriers matched load=${loadId(w.rng)} equip=${w.rng.pick(["F", "SD", "PO"])} lane="Billings, MT -> Glasgow, MT" radius=250 -> manual`,
        ),
      );
    },
  },
  {
    name: "leader-election",
    estate: "ridgeline",
    note: "the settlement worker's lease moves to another replica during node maintenance",
    run: (w, at) => {
      w.add(
        at,
        "settlement-svc",
        "WARN",
        "warn: Ridgeline.Settlement.Leader[0] lost lease settlement-leader (renew deadline exceeded), stepping down",
      );
      w.add(
        at + 15000,
        "settlement-svc",
        "INFO",
        "info: Ridgeline.Settlement.Leader[0] acquired lease settlement-leader holder=settlement-svc-7d9f5c-x2kqp",
      );
      w.add(
        at + 16000,
        "settlement-svc",
        "INFO",
        "info: Ridgeline.Settlement.Jobs.AccrualJob[0] resuming from checkpoint trip 882104",
      );
    },
  },
  {
    name: "disk-usage-warning-cleanup",
    estate: "prairie",
    note: "the document scratch volume crosses its warning threshold and the cleanup job brings it down",
    run: (w, at) => {
      w.add(
        at,
        "doc-capture",
        "WARN",
        '{"msg":"scratch volume usage above warning threshold","path":"/scratch","used_pct":81,"threshold":80}',
      );
      w.add(at + 60000, "doc-capture", "INFO", '{"msg":"scratch cleanup removed files","count":4812,"freed_mb":6120}');
      w.add(at + 61000, "doc-capture", "INFO", '{"msg":"scratch volume usage","path":"/scratch","used_pct":43}');
    },
  },
  {
    name: "ach-returns",
    estate: "prairie",
    note: "owner-operator settlements come back with ACH return codes for closed accounts; normal bank returns",
    run: (w, at) => {
      burst(w, at, 200000, 9, (t) =>
        w.add(
          t,
          "pay-runs",
          "ERROR",
          `fail: Prairie.Pay.AchReturns[0] return ${w.rng.pick(["R03 No Account/Unable to Locate", "R02 Account Closed", "R04 Invalid Account Number"])} for payee ${driver(w.rng)} trace 0${w.rng.int(71000000, 71999999)}; settlement put on hold`,
        ),
      );
    },
  },
  {
    name: "vacuum-lock-wait",
    estate: "dockline",
    note: "a maintenance job briefly waits on locks; a few billing writes retry and succeed",
    run: (w, at) => {
      burst(w, at, 20000, 5, (t) => {
        w.add(
          t,
          "billing-sync",
          "WARN",
          "warn: Microsoft.EntityFrameworkCore.Database.Command[20102] Failed executing DbCommand (5,012ms) [Parameters=[@p0='?'], CommandType='Text', CommandTimeout='30'] UPDATE lumper_receipts SET synced = true WHERE id = @p0 -- lock wait, retrying",
        );
        w.add(t + 900, "billing-sync", "INFO", "info: Dockline.Billing.Worker[0] retry succeeded (attempt 2)");
      });
    },
  },
];

/** a handled panic with a stack in the Go style, used as one extra alarming line in some windows */
export function recoveredPanic(w: Window, at: number): void {
  w.add(
    at,
    "yard-gate",
    "ERROR",
    "http: panic serving 10.44.2.17:51532: runtime error: index out of range [3] with length 3 (recovered, 500 returned)",
    {
      stack: goTrace("github.com/dockline/yard-gate/internal/ocr.parseTrailerNo", "internal/ocr/trailer.go"),
    },
  );
}

/** retries that succeed: present in every window */
export function retriesOk(w: Window, estate: string): void {
  const fn = (t: number) => {
    switch (estate) {
      case "haulmark":
        w.add(
          t,
          "rate-con-svc",
          "WARN",
          "WARNING urllib3.connectionpool: Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError(\"HTTPSConnectionPool(host='api.esign.example', port=443): Read timed out. (read timeout=10)\")': /v2.1/envelopes",
        );
        w.add(t + 11000, "rate-con-svc", "INFO", "envelope created on retry (attempt 2)");
        break;
      case "ridgeline":
        w.add(
          t,
          "trip-planner",
          "WARN",
          'level=warn msg="traffic provider timeout, retrying" attempt=1 err="context deadline exceeded (Client.Timeout exceeded while awaiting headers)"',
        );
        w.add(t + 1500, "trip-planner", "INFO", 'level=info msg="traffic overlay fetched" attempt=2');
        break;
      case "dockline":
        w.add(t, "notif-sms", "WARN", "twilio: 429 Too Many Requests (20429), retrying in 1000ms");
        w.add(t + 1100, "notif-sms", "INFO", `sms queued on retry sid=SM${w.rng.hex(32)}`);
        break;
      default:
        w.add(
          t,
          "eld-sync",
          "WARN",
          'provider API returned 502 Bad Gateway, retry 1/3 in 2s endpoint="/fleet/hos/logs"',
        );
        w.add(t + 2100, "eld-sync", "INFO", "provider API call succeeded on retry 2/3");
    }
  };
  w.every(w.rng.int(50000, 110000), fn);
}

/** an unrelated deploy or config reload near the given time */
export function unrelatedChange(w: Window, estate: string, at: number): string {
  const r = w.rng;
  const v = `${r.int(1, 4)}.${r.int(0, 30)}.${r.int(0, 9)}`;
  switch (estate) {
    case "haulmark":
      if (r.chance(0.5)) {
        w.add(at, "shipper-portal", "INFO", "=> Booting Puma");
        w.add(
          at + 1500,
          "shipper-portal",
          "INFO",
          `* Puma version: 6.4.2 (ruby 3.3.0-p0) ("The Eagle of Durango") release=v${v}`,
        );
        w.add(at + 2500, "shipper-portal", "INFO", "* Listening on http://0.0.0.0:3000");
        return "shipper-portal";
      }
      w.add(at, "notify-fanout", "INFO", `notify-fanout v${v} listening on :8080 (NODE_ENV=production)`);
      return "notify-fanout";
    case "ridgeline":
      if (r.chance(0.5)) {
        w.add(at, "maint-scheduler", "INFO", `Puma starting in cluster mode... release=v${v} workers=4`);
        w.add(at + 3000, "maint-scheduler", "INFO", "- Worker 0 (PID: 14) booted in 2.91s, phase: 0");
        return "maint-scheduler";
      }
      w.add(at, "trip-planner", "INFO", `level=info msg="starting trip-planner" version=v${v} go=go1.22.5`);
      return "trip-planner";
    case "dockline":
      w.add(
        at,
        "billing-sync",
        "INFO",
        `info: Microsoft.Hosting.Lifetime[0] Application started. Hosting environment: Production; build ${v}`,
      );
      w.add(at + 200, "billing-sync", "INFO", "info: Microsoft.Hosting.Lifetime[0] Content root path: /app");
      return "billing-sync";
    default:
      w.add(
        at,
        "ifta-fuel-tax",
        "INFO",
        `INFO gunicorn.error: Booting worker with pid: ${r.int(7, 40)} (release ${v})`,
      );
      w.add(
        at + 800,
        "ifta-fuel-tax",
        "INFO",
        "INFO gunicorn.error: Worker reloaded configuration from /etc/ifta/settings.toml",
      );
      return "ifta-fuel-tax";
  }
}
