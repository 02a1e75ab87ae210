// Harmless things that page an on-call engineer for nothing in waste collection: each kind looks alarming, none
// breaks anything (callers keep getting answers, the work completes or is handled as designed).
import { caseId, round, tag } from "./background.js";
import { chance, int, pick } from "./rng.js";
import { stack } from "./stacks.js";
import { access, type Ctx } from "./stream.js";

export interface QuietKind {
  kind: string;
  note: string;
  run: (ctx: Ctx, at: number) => void;
}

const min = 60000;

export const QUIET: QuietKind[] = [
  {
    kind: "rfid-unread",
    note: "dirty and damaged RFID tags go unread on a rural round; lifts are recorded without a tag and matched by GPS",
    run: (c, at) =>
      c.every(
        0.35,
        (t) => {
          const tk = c.truck();
          c.emit(
            "rfid",
            t,
            "warn",
            `no tag read on lift truck=${tk.fleet} side=${pick(c.r, ["L", "R"])} rssi=-${int(c.r, 78, 95)}dBm attempts=3, recorded as untagged`,
          );
          if (chance(c.r, 0.3))
            c.emit(
              "rfid",
              t + 400,
              "info",
              `untagged lift on ${tk.fleet} matched to property by GPS (${int(c.r, 2, 9)}m)`,
            );
        },
        at,
        at + 8 * min,
      ),
  },
  {
    kind: "tablet-dead-zone",
    note: "cab tablets drop offline in a valley dead zone and replay their queued job updates when back in coverage",
    run: (c, at) => {
      for (let i = 0; i < 6; i++) {
        const tk = c.truck();
        const t = at + int(c.r, 0, 6 * min);
        const gap = int(c.r, 90, 420);
        c.emit(
          "tablet",
          t,
          "warn",
          `cab ${tk.fleet} missed 3 heartbeats, marking offline (last seen ${int(c.r, 30, 60)}s ago, signal=${pick(c.r, ["none", "2G", "-113dBm"])})`,
        );
        c.emit(
          "tablet",
          t + gap * 1000,
          "info",
          `cab ${tk.fleet} back online after ${gap}s, replaying ${int(c.r, 8, 60)} queued updates`,
        );
        c.emit("tablet", t + gap * 1000 + 2500, "info", `replay for cab ${tk.fleet} complete, 0 conflicts`);
      }
    },
  },
  {
    kind: "bin-not-presented",
    note: "a wave of residents reports missed bins that crews photographed as not presented; reports are auto-rejected",
    run: (c, at) =>
      c.every(
        0.25,
        (t) => {
          const id = caseId(c);
          c.emit(
            "reports",
            t,
            "warn",
            `report ${id} rejected: crew recorded bin not presented at ${new Date(t - int(c.r, 2, 5) * 3600000).toISOString().slice(11, 16)} (photo evidence attached)`,
          );
          access(c, "portal", t + 50, "POST", "/api/missed-collections", 422, int(c.r, 40, 120));
        },
        at,
        at + 7 * min,
      ),
  },
  {
    kind: "weighbridge-tolerance",
    note: "weighbridge readings swing out of tolerance in wind and the trucks are re-weighed and accepted",
    run: (c, at) => {
      for (let i = 0; i < 5; i++) {
        const t = at + i * int(c.r, 40, 90) * 1000;
        const tk = c.truck();
        c.emit(
          "weigh",
          t,
          "error",
          `indicator reading unstable vrm="${tk.vrm}" deviation=${int(c.r, 45, 160)}kg exceeds tolerance 40kg, ticket held`,
        );
        c.emit(
          "weigh",
          t + 35000,
          "info",
          `re-weigh vrm="${tk.vrm}" stable, ticket WB-${int(c.r, 500000, 599999)} issued`,
        );
      }
    },
  },
  {
    kind: "roadworks-diversion",
    note: "road works close a street and the route planner diverts trucks, with late-stop warnings that clear",
    run: (c, at) => {
      const s = c.street();
      c.emit(
        "routing",
        at,
        "warn",
        `closure imported from streetworks feed: "${s}" closed ${int(c.r, 7, 9)}:00-${int(c.r, 15, 18)}:00, re-solving 3 rounds`,
      );
      c.every(
        0.08,
        (t) =>
          c.emit(
            "routing",
            t,
            "warn",
            `stop ${int(c.r, 100, 900)} on ${round(c)} ETA +${int(c.r, 12, 40)}min after diversion around "${s}"`,
          ),
        at,
        at + 9 * min,
      );
      c.every(
        0.05,
        (t) => c.emit("tablet", t, "info", `cab ${c.truck().fleet} accepted re-route (diversion ${s})`),
        at,
        at + 9 * min,
      );
    },
  },
  {
    kind: "gps-no-fix",
    note: "trucks in an underpass and a multi-storey car park lose GPS fix; frames are flagged and the fix comes back",
    run: (c, at) =>
      c.every(
        0.3,
        (t) =>
          c.emit(
            "telematics",
            t,
            "warn",
            `no GPS fix from ${c.truck().fleet} (sats=${int(c.r, 0, 3)} hdop=${(9 + c.r() * 20).toFixed(1)}), frame kept without position`,
          ),
        at,
        at + 6 * min,
      ),
  },
  {
    kind: "can-dtc",
    note: "truck CAN bus trouble codes (emissions, PTO) arrive as ERROR frames; they are workshop matters, not software",
    run: (c, at) =>
      c.every(
        0.1,
        (t) => {
          const tk = c.truck();
          c.emit(
            "telematics",
            t,
            "error",
            `DTC from ${tk.fleet}: SPN ${pick(c.r, ["3226", "4364", "5246", "1569"])} FMI ${int(c.r, 1, 31)} (${pick(c.r, ["NOx sensor", "SCR efficiency", "PTO engaged above speed limit", "AdBlue quality"])}) forwarded to fleet workshop`,
          );
        },
        at,
        at + 10 * min,
      ),
  },
  {
    kind: "overweight-bins",
    note: "bin-lift load cells flag overweight and contaminated bins, logged at ERROR for the crew to tag",
    run: (c, at) =>
      c.every(
        0.2,
        (t) =>
          c.emit(
            "rfid",
            t,
            "error",
            `lift rejected: bin ${tag(c)} load ${int(c.r, 95, 180)}kg exceeds limit 90kg, contamination tag issued to cab`,
          ),
        at,
        at + 7 * min,
      ),
  },
  {
    kind: "solver-time-limit",
    note: "a batch route re-optimisation hits its time limit and returns its best solution, as designed",
    run: (c, at) => {
      for (let i = 0; i < 8; i++) {
        const t = at + i * int(c.r, 20, 45) * 1000;
        const rd = round(c);
        c.emit(
          "routing",
          t,
          "warn",
          `solver time limit 60s reached for ${rd} (${int(c.r, 600, 1400)} stops), returning best solution gap=${(c.r() * 4).toFixed(2)}%`,
        );
        c.emit(
          "routing",
          t + 800,
          "info",
          `plan ${rd} rev ${int(c.r, 20, 60)} published, ${int(c.r, 80, 140)}km, ${int(c.r, 6, 9)}h ${int(c.r, 0, 59)}m`,
        );
      }
    },
  },
  {
    kind: "new-build-addresses",
    note: "residents of a new estate report from addresses not yet in the gazetteer; reports are queued for manual matching",
    run: (c, at) =>
      c.every(
        0.12,
        (t) => {
          c.emit(
            "reports",
            t,
            "error",
            `AddressNotFound: no UPRN for postcode ${pick(c.r, ["NV4 9QX", "NV4 9QY", "NV4 9RA"])} plot ${int(c.r, 1, 220)}, queued for manual match`,
          );
          access(c, "portal", t + 40, "POST", "/api/missed-collections", 202, int(c.r, 30, 90));
        },
        at,
        at + 10 * min,
      ),
  },
  {
    kind: "card-declines",
    note: "bulky-item payments are declined by residents' card issuers; bookings stay provisional as designed",
    run: (c, at) =>
      c.every(
        0.07,
        (t) => {
          c.emit(
            "bulky",
            t,
            "warn",
            `payment declined for booking BK-${int(c.r, 70000, 99999)}: ${pick(c.r, ["card_declined/insufficient_funds", "card_declined/do_not_honor", "expired_card", "authentication_required"])}, booking held 30 min`,
          );
          access(c, "portal", t + 100, "POST", "/api/bulky/payments", 402, int(c.r, 300, 900));
        },
        at,
        at + 12 * min,
      ),
  },
  {
    kind: "sms-undelivered",
    note: "delivery receipts report undelivered texts to landlines and ported numbers; email fallback goes out",
    run: (c, at) =>
      c.every(
        0.15,
        (t) => {
          c.emit(
            "notify",
            t,
            "error",
            `DLR status=undelivered err=${pick(c.r, ["0x0000000b", "0x00000045", "EC_ABSENT_SUBSCRIBER"])} to +44 ${int(c.r, 1000, 7999)} ******`,
          );
          c.emit("notify", t + 300, "info", "fallback email queued after SMS failure");
        },
        at,
        at + 8 * min,
      ),
  },
  {
    kind: "duplicate-reports",
    note: "residents double-submit missed-collection reports; duplicates are answered 409 and merged",
    run: (c, at) =>
      c.every(
        0.15,
        (t) => {
          const id = caseId(c);
          c.emit("reports", t, "warn", `duplicate report for uprn=${c.uprn()} within 24h, merged into ${id}`);
          access(c, "portal", t + 30, "POST", "/api/missed-collections", 409, int(c.r, 20, 80));
        },
        at,
        at + 10 * min,
      ),
  },
  {
    kind: "batch-cpu",
    note: "the weekly route rebuild saturates CPU on the planner with throttling warnings, and completes",
    run: (c, at) => {
      c.emit("routing", at, "info", "weekly rebuild started: 38 rounds, 4 workers");
      for (let i = 1; i < 10; i++)
        c.emit(
          "routing",
          at + i * 40000,
          "warn",
          `worker ${int(c.r, 1, 4)} CPU throttled ${int(c.r, 40, 90)}% over last 30s, batch progress ${i * 4}/38`,
        );
      c.emit("routing", at + 420000, "info", "weekly rebuild finished: 38/38 rounds in 7m02s");
    },
  },
  {
    kind: "gc-pauses",
    note: "long but harmless GC pauses on a JVM service after a heap-heavy report export",
    run: (c, at) => {
      const jvm = (["portal", "telematics", "reports", "bulky", "routing", "weigh"] as const).filter(
        (x) => c.rt(x) === "java",
      );
      const role = jvm.length > 0 ? pick(c.r, jvm) : "telematics";
      const heap = (n: number) => `${n}M`;
      c.every(
        0.05,
        (t) =>
          c.emit(
            role,
            t,
            "warn",
            c.rt(role) === "java"
              ? `[gc] GC(${int(c.r, 300, 900)}) Pause Young (G1 Evacuation Pause) ${heap(int(c.r, 2800, 3600))}->${heap(int(c.r, 900, 1500))}(4096M) ${int(c.r, 600, 1900)}.${int(c.r, 100, 999)}ms`
              : `gc pause ${int(c.r, 600, 1900)}ms, heap ${heap(int(c.r, 2800, 3600))} -> ${heap(int(c.r, 900, 1500))}`,
          ),
        at,
        at + 10 * min,
      );
    },
  },
  {
    kind: "cert-expiry-warning",
    note: "a TLS certificate expiry warning repeats for the telematics broker certificate due in weeks",
    run: (c, at) =>
      c.periodic(
        45000,
        (t) =>
          c.emit(
            "telematics",
            t,
            "warn",
            `tls: certificate for mqtt.fleet.internal expires in ${int(c.r, 18, 25)} days (notAfter=2026-12-27T00:00:00Z)`,
          ),
        at,
        at + 12 * min,
      ),
  },
  {
    kind: "old-app-deprecation",
    note: "cabs on an old tablet app call deprecated endpoints and get Sunset headers; all calls succeed",
    run: (c, at) =>
      c.every(
        0.3,
        (t) =>
          c.emit(
            "tablet",
            t,
            "warn",
            `deprecated API v1 /jobs/bulk called by cab ${c.truck().fleet} (app 4.5.2), Sunset: Sat, 31 Jan 2027 00:00:00 GMT`,
          ),
        at,
        at + 8 * min,
      ),
  },
  {
    kind: "slow-query-report",
    note: "a month-end performance report runs slow queries that finish; slow-query warnings only",
    run: (c, at) =>
      c.every(
        0.06,
        (t) =>
          c.emit(
            "reports",
            t,
            "warn",
            `slow query (${int(c.r, 2100, 9800)}ms): SELECT round_id, count(*) FROM reports WHERE created_at >= $1 GROUP BY round_id`,
          ),
        at,
        at + 10 * min,
      ),
  },
  {
    kind: "consumer-rebalance",
    note: "a consumer group rebalance on the telematics topic pauses ingestion for seconds and lag drains",
    run: (c, at) => {
      c.emit("telematics", at, "warn", "kafka: group fleet-ingest rebalancing, revoking partitions [0 1 2 3 4 5]");
      c.emit("telematics", at + 6000, "warn", "kafka: consumer lag topic=vehicle.frames max=9420 after rebalance");
      c.emit("telematics", at + 8000, "info", "kafka: assigned partitions [0 1 2 3 4 5 6 7 8 9 10 11] generation=214");
      for (let i = 1; i < 6; i++)
        c.emit(
          "telematics",
          at + 8000 + i * 20000,
          "info",
          `kafka: consumer lag topic=vehicle.frames max=${Math.round(9420 / (i * 3))}`,
        );
    },
  },
  {
    kind: "rolling-restart",
    note: "a planned rolling restart; pods drain and start again with brief readiness failures",
    run: (c, at) => {
      const role = pick(c.r, ["reports", "bulky", "tablet"] as const);
      for (let i = 0; i < 3; i++) {
        const t = at + i * 40000;
        c.emit(role, t, "info", "received SIGTERM, draining connections");
        c.emit(
          role,
          t + 3000,
          "warn",
          `readiness probe failed: HTTP probe failed with statuscode: 503 (pod ${i + 1}/3 starting)`,
        );
        c.emit(role, t + 14000, "info", `pod ${i + 1}/3 ready`);
      }
    },
  },
  {
    kind: "cold-cache",
    note: "the distance-matrix cache starts cold after a flush and misses with slow lookups that all succeed",
    run: (c, at) => {
      c.emit("routing", at, "warn", "distance matrix cache flushed (manual), rebuilding on demand");
      c.every(
        0.4,
        (t) =>
          c.emit(
            "routing",
            t,
            "warn",
            `cache miss distance matrix ${int(c.r, 20, 80)}x${int(c.r, 20, 80)}, computed in ${int(c.r, 900, 4200)}ms`,
          ),
        at,
        at + 5 * min,
      );
    },
  },
  {
    kind: "scraper-429",
    note: "a bot scrapes the bulky slot calendar and is rate limited by design",
    run: (c, at) =>
      c.every(
        1.2,
        (t) => access(c, "portal", t, "GET", `/api/bulky/slots?postcode=NV${int(c.r, 1, 9)}`, 429, int(c.r, 0, 3)),
        at,
        at + 4 * min,
      ),
  },
  {
    kind: "old-probe-404",
    note: "a forgotten uptime monitor probes a removed endpoint and gets 404s",
    run: (c, at) => c.periodic(15000, (t) => access(c, "portal", t, "GET", "/status.php", 404, 1), at, at + 15 * min),
  },
  {
    kind: "tablet-clock",
    note: "a tablet with a wrong clock sends jobs stamped in the future; timestamps are corrected server-side",
    run: (c, at) => {
      const tk = c.truck();
      c.every(
        0.15,
        (t) =>
          c.emit(
            "tablet",
            t,
            "warn",
            `cab ${tk.fleet} event time ${int(c.r, 3, 6)}h${int(c.r, 0, 59)}m in the future, clamped to receive time`,
          ),
        at,
        at + 9 * min,
      );
    },
  },
  {
    kind: "sensor-ota",
    note: "an over-the-air firmware rollout reboots bin-lift sensors, which go offline and come back",
    run: (c, at) => {
      for (let i = 0; i < 7; i++) {
        const tk = c.truck();
        const t = at + i * int(c.r, 25, 60) * 1000;
        c.emit(
          "rfid",
          t,
          "warn",
          `reader on ${tk.fleet} disconnected (firmware update 2.${int(c.r, 10, 14)}.0 in progress)`,
        );
        c.emit("rfid", t + int(c.r, 50, 120) * 1000, "info", `reader on ${tk.fleet} reconnected fw=2.14.1`);
      }
    },
  },
  {
    kind: "ticket-printer",
    note: "the weighbridge ticket printer runs out of paper; tickets are emailed to hauliers instead",
    run: (c, at) =>
      c.every(
        0.03,
        (t) => {
          c.emit("weigh", t, "error", "printer LPT-WB1: paper out (status 0x20), ticket not printed");
          c.emit("weigh", t + 500, "info", "ticket emailed to haulier account instead of print");
        },
        at,
        at + 12 * min,
      ),
  },
  {
    kind: "sweep-parked-cars",
    note: "street-cleaning passes are skipped because of parked cars and market stalls and rescheduled",
    run: (c, at) =>
      c.every(
        0.06,
        (t) =>
          c.emit(
            "sweep",
            t,
            "warn",
            `segment SW-${int(c.r, 1000, 4999)} skipped: ${pick(c.r, ["parked vehicles", "market day", "skip on highway", "suspension not lifted"])}, rescheduled to next pass`,
          ),
        at,
        at + 12 * min,
      ),
  },
  {
    kind: "oversized-photo",
    note: "residents upload oversized photos with reports; 413 rejections are followed by resized uploads that succeed",
    run: (c, at) =>
      c.every(
        0.1,
        (t) => {
          access(c, "portal", t, "POST", "/api/missed-collections/photo", 413, int(c.r, 2, 9));
          access(c, "portal", t + 4000, "POST", "/api/missed-collections/photo", 201, int(c.r, 90, 400));
        },
        at,
        at + 10 * min,
      ),
  },
  {
    kind: "expired-sessions",
    note: "residents' sessions expire overnight; 401s are followed by token refreshes that succeed",
    run: (c, at) =>
      c.every(
        0.25,
        (t) => {
          access(c, "portal", t, "GET", "/api/account/bins", 401, int(c.r, 1, 6));
          access(c, "portal", t + 300, "POST", "/oauth/token", 200, int(c.r, 40, 120));
          access(c, "portal", t + 700, "GET", "/api/account/bins", 200, int(c.r, 20, 90));
        },
        at,
        at + 6 * min,
      ),
  },
  {
    kind: "ice-suspension",
    note: "ops suspend rounds for ice; the suspension produces many not-collected warnings as designed",
    run: (c, at) => {
      c.emit(
        "routing",
        at,
        "warn",
        "operational suspension by supervisor: rounds R20-R26 suspended (icy roads), crews returning to depot",
      );
      c.every(
        0.4,
        (t) =>
          c.emit(
            "tablet",
            t,
            "warn",
            `job ${int(c.r, 10000, 99999)} closed as NOT_COLLECTED reason=SUSPENDED_WEATHER cab=${c.truck().fleet}`,
          ),
        at + 30000,
        at + 8 * min,
      );
    },
  },
  {
    kind: "cron-overlap",
    note: "a cron job finds the previous run still holding its lock and skips, as designed",
    run: (c, at) =>
      c.periodic(
        60000,
        (t) =>
          c.emit(
            "reports",
            t,
            "warn",
            `job export_to_crm skipped: lock held by previous run (pid ${int(c.r, 100, 999)}, ${int(c.r, 60, 300)}s)`,
          ),
        at,
        at + 10 * min,
      ),
  },
  {
    kind: "map-tiles-retry",
    note: "the map tile provider answers 503 and the cab tablets' tile proxy retries successfully",
    run: (c, at) =>
      c.every(
        0.2,
        (t) => {
          c.emit("tablet", t, "warn", `tile fetch z=${int(c.r, 14, 17)} failed: 503 from tiles provider, retry 1/3`);
          c.emit("tablet", t + 600, "info", "tile fetch succeeded on retry 2/3");
        },
        at,
        at + 6 * min,
      ),
  },
  {
    kind: "depot-heartbeat",
    note: "trucks parked at the depot with ignition off stop sending heartbeats and are flagged silent",
    run: (c, at) =>
      c.every(
        0.1,
        (t) => {
          const tk = c.truck();
          c.emit(
            "telematics",
            t,
            "warn",
            `no heartbeat from ${tk.fleet} for ${int(c.r, 600, 3600)}s (ignition off, geofence ${pick(c.r, c.estate.depot)})`,
          );
        },
        at,
        at + 10 * min,
      ),
  },
  {
    kind: "sensor-battery",
    note: "bin-fill sensors on communal bins report low battery",
    run: (c, at) =>
      c.every(
        0.12,
        (t) =>
          c.emit(
            "rfid",
            t,
            "warn",
            `fill sensor FS-${int(c.r, 1000, 9999)} battery ${int(c.r, 3, 14)}% (${(3.2 + c.r() * 0.3).toFixed(2)}V), replacement ticket raised`,
          ),
        at,
        at + 10 * min,
      ),
  },
  {
    kind: "disk-rotation",
    note: "a disk usage warning on the weighbridge gateway clears after log rotation",
    run: (c, at) => {
      c.emit("weigh", at, "warn", "disk usage on /var/lib/wb is 81% (threshold 80%)");
      c.emit("weigh", at + 60000, "warn", "disk usage on /var/lib/wb is 82% (threshold 80%)");
      c.emit("weigh", at + 90000, "info", "logrotate: compressed 14 archives, freed 2.1G");
      c.emit("weigh", at + 120000, "info", "disk usage on /var/lib/wb is 58%");
    },
  },
  {
    kind: "keepalive-reset",
    note: "idle keep-alive sockets are reset by the load balancer and requests are retried once successfully",
    run: (c, at) =>
      c.every(
        0.08,
        (t) => {
          c.emit(
            "tablet",
            t,
            "warn",
            `socket reset on idle keep-alive connection to ${c.name("routing")} (ECONNRESET), retrying request once`,
          );
          c.emit("tablet", t + 150, "info", "retry succeeded");
        },
        at,
        at + 10 * min,
      ),
  },
  {
    kind: "handled-exception",
    note: "a handled exception with a full stack trace for a malformed resident request, answered 400",
    run: (c, at) =>
      c.every(
        0.03,
        (t) => {
          const rt = c.rt("reports");
          const st = stack(
            c.r,
            rt,
            c.estate.pkg,
            rt === "python"
              ? "ValueError"
              : rt === "ruby"
                ? "ArgumentError"
                : rt === "dotnet"
                  ? "System.FormatException"
                  : rt === "node"
                    ? "TypeError"
                    : "java.lang.IllegalArgumentException",
            "invalid date '2026-02-30' in collection_date",
            [
              { mod: "reports.ReportParser", fn: "parseDate" },
              { mod: "reports.ReportController", fn: "create" },
            ],
          );
          c.emit("reports", t, "warn", "rejected malformed report payload, answering 400", {
            stack: st,
            errType: "validation",
          });
          access(c, "portal", t + 20, "POST", "/api/missed-collections", 400, int(c.r, 10, 40));
        },
        at,
        at + 12 * min,
      ),
  },
  {
    kind: "contamination-audit",
    note: "a recycling contamination audit logs rejected bins at ERROR as business events",
    run: (c, at) =>
      c.every(
        0.12,
        (t) =>
          c.emit(
            "tablet",
            t,
            "error",
            `bin REJECTED contamination=${pick(c.r, ["food in recycling", "textiles", "nappies", "garden waste"])} property=${c.uprn()} cab=${c.truck().fleet} (hanger tag left)`,
          ),
        at,
        at + 10 * min,
      ),
  },
];
