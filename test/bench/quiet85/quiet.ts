// Harmless things that look alarming on a mine's OT estate. Each kind writes its lines from `at` on and ends
// on its own; nothing stays broken. Also used as the background of the incident windows.
import { accessLine, configReload, deploy, trucks } from "./baseline.js";
import { dotnetStack, goPanic, javaStack, nodeStack, pyStack } from "./stacks.js";
import type { Ctx } from "./stream.js";

export interface NoiseKind {
  key: string;
  note: string;
  run: (c: Ctx, at: number) => void;
}

const S = 1000;
const MIN = 60 * S;
const pad = (n: number) => String(n).padStart(2, "0");

export const NOISE: readonly NoiseKind[] = [
  {
    key: "mesh-shadow",
    note: "trucks on the west ramp drop off the mesh behind the pit wall and re-associate a minute later",
    run: (c, at) => {
      const tr = c.rng.shuffle([...trucks(c)]).slice(0, c.rng.int(4, 7));
      tr.forEach((truck, i) => {
        const t = at + i * c.rng.int(8, 25) * S;
        const down = c.rng.int(35, 80) * S;
        c.emit(
          t,
          c.svc("mesh"),
          "WARN",
          `vehicle radio ${truck} lost association with MN-W${c.rng.int(10, 19)} (last RSSI -${c.rng.int(88, 94)} dBm)`,
        );
        c.emit(
          t + 3 * S,
          c.svc("fms"),
          "WARN",
          `${truck}: comms heartbeat missed for 3000ms, truck entering safe stop`,
        );
        c.emit(t + 5 * S, c.svc("dispatch"), "WARN", `${truck} unavailable (COMMS_LOST), removed from optimisation`);
        c.emit(
          t + down,
          c.svc("mesh"),
          "INFO",
          `vehicle radio ${truck} associated with MN-W${c.rng.int(20, 29)} (RSSI -${c.rng.int(66, 75)} dBm)`,
        );
        c.emit(t + down + 2 * S, c.svc("fms"), "INFO", `${truck}: comms restored, resuming mission`);
        c.emit(t + down + 4 * S, c.svc("dispatch"), "INFO", `${truck} available again, reassigned`);
      });
    },
  },
  {
    key: "blast-clearance",
    note: "scheduled blast: every truck in the pit is paused behind the exclusion zone, then released",
    run: (c, at) => {
      const zone = `BZ-${c.rng.int(1300, 1420)}-${c.rng.int(1, 9)}`;
      const n = c.rng.int(22, 31);
      c.emit(at, c.svc("blast"), "WARN", `blast exclusion zone ${zone} ACTIVE (radius 500m), clearance sweep started`);
      c.emit(
        at + 4 * S,
        c.svc("fms"),
        "WARN",
        `fleet stop requested by blast control: ${n} autonomous trucks commanded to PAUSE`,
      );
      c.emit(
        at + 5 * S,
        c.svc("dispatch"),
        "WARN",
        `${n} trucks in BLAST_HOLD, optimisation suspended for pit ${c.estate.pit}`,
      );
      c.every(at + 10 * S, at + 5 * MIN, 20 * S, (t) =>
        c.emit(
          t,
          c.svc("dispatch"),
          "WARN",
          `no feasible assignment: ${c.rng.int(18, n)} trucks held (reason=BLAST_HOLD)`,
        ),
      );
      c.emit(at + 3 * MIN, c.svc("blast"), "INFO", `shot fired at ${zone}, re-entry inspection in progress`);
      c.emit(at + 5 * MIN, c.svc("blast"), "INFO", `all clear for ${zone}, exclusion lifted`);
      c.emit(at + 5 * MIN + 3 * S, c.svc("fms"), "INFO", `fleet resume: ${n} trucks released from PAUSE`);
      c.emit(at + 5 * MIN + 6 * S, c.svc("dispatch"), "INFO", `optimisation resumed for pit ${c.estate.pit}`);
    },
  },
  {
    key: "wet-ore-overload",
    note: "wet ore after rain: payload sensors flag loads over the 10/10/20 limit on several trucks",
    run: (c, at) => {
      c.every(at, at + 8 * MIN, 25 * S, (t) => {
        const truck = c.rng.pick(trucks(c));
        const p = c.rng.gauss(252, 6).toFixed(1);
        c.emit(
          t,
          c.svc("payload"),
          "WARN",
          `OVERLOAD ${truck}: payload ${p}t exceeds 110% of rated 227t (10/10/20 policy)`,
        );
        if (c.rng.chance(0.4))
          c.emit(t + S, c.svc("fms"), "WARN", `${truck} speed limited to 30 km/h: payload overload flag`);
      });
    },
  },
  {
    key: "assay-late",
    note: "assay lab releases a batch 50 minutes late; grade blocks fall back to blasthole estimates",
    run: (c, at) => {
      c.every(at, at + 6 * MIN, 60 * S, (t) =>
        c.emit(
          t,
          c.svc("assay"),
          "WARN",
          `batch GC-${c.rng.int(22000, 22999)} overdue: expected release ${pad(c.rng.int(0, 23))}:00, ${c.rng.int(40, 70)} min late`,
        ),
      );
      c.every(at + 20 * S, at + 6 * MIN, 40 * S, (t) =>
        c.emit(
          t,
          c.svc("grade"),
          "WARN",
          `block ${c.rng.int(1300, 1420)}-ore-${pad(c.rng.int(1, 40))}: no assay, using blasthole estimate (confidence low)`,
        ),
      );
      c.emit(
        at + 6 * MIN + 5 * S,
        c.svc("assay"),
        "INFO",
        `LIMS poll: imported batch GC-${c.rng.int(22000, 22999)} (72 samples, released late)`,
      );
    },
  },
  {
    key: "belt-misalign-trip",
    note: "conveyor trips on a belt misalignment switch, is walked and reset, and restarts",
    run: (c, at) => {
      const cv = `CV-0${c.rng.int(1, 3)}`;
      c.emit(
        at,
        c.svc("plant"),
        "ERROR",
        `${cv} TRIP: belt misalignment switch BMS-${c.rng.int(3, 9)} (tail end) - drive stopped`,
      );
      c.emit(at + 2 * S, c.svc("plant"), "ERROR", `${cv} interlock chain open, upstream feeders stopped`);
      c.every(at + 10 * S, at + 4 * MIN, 30 * S, (t) =>
        c.emit(t, c.svc("plant"), "WARN", `${cv} stopped, load=0t/h (trip active)`),
      );
      c.emit(at + 4 * MIN, c.svc("plant"), "INFO", `${cv} trip reset by operator, pre-start warning horn`);
      c.emit(at + 4 * MIN + 15 * S, c.svc("plant"), "INFO", `${cv} running, speed=4.18m/s`);
    },
  },
  {
    key: "crusher-choke",
    note: "primary crusher choke-fed; apron feeder pauses and the queue of trucks at the ROM grows for a few minutes",
    run: (c, at) => {
      c.emit(at, c.svc("plant"), "WARN", "CR-1 chamber level HIGH (96%), apron feeder paused");
      c.every(at + 10 * S, at + 3 * MIN, 20 * S, (t) =>
        c.emit(
          t,
          c.svc("dispatch"),
          "WARN",
          `CR-1 dump queue ${c.rng.int(4, 7)} trucks (> threshold 3), diverting to ROM stockpile`,
        ),
      );
      c.emit(at + 3 * MIN, c.svc("plant"), "INFO", "CR-1 chamber level 62%, apron feeder resumed");
    },
  },
  {
    key: "tyre-hot-ramp",
    note: "a loaded truck on the long ramp raises tyre temperature alarms that clear after it cools",
    run: (c, at) => {
      const truck = c.rng.pick(trucks(c));
      c.every(at, at + 4 * MIN, 15 * S, (t, i) =>
        c.emit(
          t,
          c.svc("tpms"),
          i < 3 ? "WARN" : "ERROR",
          `${truck} pos ${c.rng.pick([3, 4])} temperature ${84 + i}C above alarm 85C`,
        ),
      );
      c.emit(at + 5 * MIN, c.svc("tpms"), "INFO", `${truck} tyre temperatures back below alarm (max 78C)`);
    },
  },
  {
    key: "rtk-float",
    note: "satellite geometry near the high wall drops GNSS from RTK fixed to float for a while",
    run: (c, at) => {
      c.every(at, at + 5 * MIN, 12 * S, (t) =>
        c.emit(
          t,
          c.svc("telemetry"),
          "WARN",
          `${c.rng.pick(trucks(c))} GNSS RTK FIXED -> FLOAT (sats=${c.rng.int(7, 9)}, pdop=${(c.rng.next() * 2 + 3).toFixed(1)}), position accuracy degraded`,
        ),
      );
      c.every(at + 30 * S, at + 5 * MIN, 45 * S, (t) =>
        c.emit(
          t,
          c.svc("fms"),
          "WARN",
          `position quality below autonomy threshold for ${c.rng.int(2, 5)} trucks, speed limited`,
        ),
      );
    },
  },
  {
    key: "shift-change",
    note: "shift change: trucks park at the go-line, operators log out and in, dispatch has nothing to assign",
    run: (c, at) => {
      c.every(at, at + 6 * MIN, 6 * S, (t) => {
        const truck = c.rng.pick(trucks(c));
        c.emit(t, c.svc("dispatch"), "WARN", `cannot assign ${truck}: no operator logged in (state PARKED_GOLINE)`);
      });
      c.every(at + 20 * S, at + 6 * MIN, 10 * S, (t) =>
        c.emit(
          t,
          c.svc("portal"),
          "INFO",
          `login ok user=${c.rng.pick(["jmorrison", "tkaur", "rbanks", "lnguyen", "pwatts"])} role=${c.rng.pick(["controller", "supervisor"])}`,
        ),
      );
      c.emit(
        at + 6 * MIN,
        c.svc("dispatch"),
        "INFO",
        `shift ${c.rng.pick(["A", "B", "C"])} started, ${c.rng.int(28, 33)} trucks available`,
      );
    },
  },
  {
    key: "backup-slow",
    note: "nightly database backup slows queries: slow-query warnings but every request succeeds",
    run: (c, at) => {
      const s = c.svc("grade");
      c.emit(at, s, "INFO", "pg_basebackup started by cron (backup-nightly)");
      c.every(at + 10 * S, at + 7 * MIN, 15 * S, (t) =>
        c.emit(
          t,
          s,
          "WARN",
          `slow query ${c.rng.int(1200, 3400)}ms: SELECT b.* FROM grade_block b JOIN assay_sample s ON ... WHERE b.bench_rl = $1`,
        ),
      );
      c.emit(at + 7 * MIN, s, "INFO", "pg_basebackup finished (41 GB, 7m02s)");
    },
  },
  {
    key: "cert-rotation",
    note: "cert-manager rotates the MQTT client certificates; connections drop and reconnect within seconds",
    run: (c, at) => {
      const s = c.svc("telemetry");
      c.emit(at, s, "INFO", "client certificate changed on disk (/var/run/secrets/mqtt/tls.crt), reconnecting");
      for (let i = 0; i < 3; i++) {
        c.emit(
          at + i * 400 + 200,
          s,
          "ERROR",
          `mqtt: connection lost: read tcp 10.42.6.${c.rng.int(10, 40)}:${c.rng.int(40000, 60000)}->10.42.8.21:8883: use of closed network connection`,
        );
        c.emit(at + i * 400 + 1800, s, "INFO", "mqtt: connected to tls://mqtt.ot.svc:8883 (session present=false)");
      }
    },
  },
  {
    key: "gc-pause",
    note: "a long G1 pause on the JVM service during a report export; requests slow for seconds and recover",
    run: (c, at) => {
      const java = c.estate.services.find((s) => s.runtime === "java")?.name;
      const node = c.estate.services.find((s) => s.runtime === "node")?.name ?? c.svc("portal");
      c.every(at, at + 4 * MIN, 40 * S, (t) =>
        java
          ? c.emit(
              t,
              java,
              "WARN",
              `[gc] GC(${c.rng.int(900, 999)}) Pause Young (G1 Evacuation Pause) ${c.rng.int(2100, 2900)}M->${c.rng.int(600, 900)}M(4096M) ${c.rng.int(820, 1650)}.${c.rng.int(100, 999)}ms`,
            )
          : c.emit(
              t,
              node,
              "WARN",
              `[1:0x5a3c0d0] ${c.rng.int(100000, 900000)} ms: Mark-Compact ${c.rng.int(1500, 1700)}.2 (${c.rng.int(1750, 1800)}.3) -> ${c.rng.int(700, 900)}.7 (${c.rng.int(950, 1000)}.0) MB, ${c.rng.int(900, 1300)}.41 / 0.00 ms  (average mu = 0.812, current mu = 0.214) allocation failure; scavenge might not succeed`,
            ),
      );
      const slow = java ?? node;
      c.emit(at + 5 * S, c.svc("portal"), "WARN", `slow upstream ${slow}: 1840ms for GET /api/fleet/summary`);
    },
  },
  {
    key: "rolling-restart",
    note: "planned rolling restart of the dispatch service; readiness fails for a few seconds per pod",
    run: (c, at) => {
      const s = c.svc("dispatch");
      deploy(c, at, s);
      c.emit(at + 3 * S, c.svc("fms"), "WARN", `dispatch link down: connect ECONNREFUSED ${s}:8080, will retry in 2s`);
      c.emit(at + 8 * S, c.svc("fms"), "INFO", "dispatch link up");
      deploy(c, at + 45 * S, s);
    },
  },
  {
    key: "scale-out",
    note: "autoscaler adds telemetry pods; new pods log connection refused to their sidecar while warming",
    run: (c, at) => {
      const s = c.svc("telemetry");
      c.emit(at, s, "INFO", "starting ingest worker, partitions pending assignment");
      for (let i = 0; i < 4; i++)
        c.emit(
          at + i * 900 + 300,
          s,
          "ERROR",
          "dial tcp 127.0.0.1:15021: connect: connection refused (istio-proxy not ready), retrying",
        );
      c.emit(at + 5 * S, s, "INFO", "consumer group rebalanced: assigned partitions [4 5 6 7]");
    },
  },
  {
    key: "fuel-bay-idle",
    note: "trucks queue at the fuel bay; idle-time warnings pile up while they refuel",
    run: (c, at) => {
      c.every(at, at + 7 * MIN, 20 * S, (t) =>
        c.emit(
          t,
          c.svc("fms"),
          "WARN",
          `${c.rng.pick(trucks(c))} idle ${c.rng.int(10, 22)} min at FUEL-BAY-1 (delay code D12 refuelling)`,
        ),
      );
    },
  },
  {
    key: "lightning-standdown",
    note: "lightning within 10 km: the pit stands down per procedure, everything paused, then released",
    run: (c, at) => {
      c.emit(
        at,
        c.svc("fms"),
        "ERROR",
        "LIGHTNING ALERT level 2: strike detected 8.4 km from pit, fleet stand-down initiated",
      );
      c.emit(at + 2 * S, c.svc("dispatch"), "WARN", "all assignments suspended (reason=WEATHER_STANDDOWN)");
      c.every(at + 30 * S, at + 8 * MIN, 60 * S, (t) =>
        c.emit(t, c.svc("fms"), "WARN", "stand-down active: 0 trucks moving"),
      );
      c.emit(
        at + 8 * MIN,
        c.svc("fms"),
        "INFO",
        "lightning alert cleared (no strike within 10 km for 30 min), fleet released",
      );
      c.emit(at + 8 * MIN + 3 * S, c.svc("dispatch"), "INFO", "assignments resumed");
    },
  },
  {
    key: "speed-zone",
    note: "water cart on the haul road: a temporary speed zone makes cycle times exceed their targets",
    run: (c, at) => {
      c.emit(at, c.svc("fms"), "INFO", "speed zone SZ-4 activated by controller: 25 km/h (road watering)");
      c.every(at + 30 * S, at + 8 * MIN, 25 * S, (t) =>
        c.emit(
          t,
          c.svc("dispatch"),
          "WARN",
          `cycle time ${c.rng.int(42, 51)}.${c.rng.int(0, 9)} min for ${c.rng.pick(trucks(c))} exceeds target 38.0 min`,
        ),
      );
    },
  },
  {
    key: "shovel-relocate",
    note: "a shovel walks to a new face; dispatch reassigns its trucks and logs shovel unavailable",
    run: (c, at) => {
      const sh = c.rng.pick(c.estate.shovels);
      c.emit(
        at,
        c.svc("dispatch"),
        "WARN",
        `loader ${sh} status DOWN (reason=RELOCATING), reassigning ${c.rng.int(4, 7)} trucks`,
      );
      c.every(at + 10 * S, at + 6 * MIN, 30 * S, (t) =>
        c.emit(t, c.svc("dispatch"), "WARN", `${sh} unavailable, skipped in assignment`),
      );
      c.emit(at + 6 * MIN, c.svc("dispatch"), "INFO", `loader ${sh} status READY at new face`);
    },
  },
  {
    key: "obstacle-stop",
    note: "autonomy stops trucks for a light vehicle crossing the haul road; cleared by the controller",
    run: (c, at) => {
      for (let i = 0; i < 3; i++) {
        const truck = c.rng.pick(trucks(c));
        const t = at + i * c.rng.int(60, 120) * S;
        c.emit(t, c.svc("fms"), "ERROR", `${truck} OBSTACLE DETECTED (lidar, 38m ahead), emergency brake applied`);
        c.emit(
          t + c.rng.int(40, 90) * S,
          c.svc("fms"),
          "INFO",
          `${truck} obstacle cleared by controller, mission resumed`,
        );
      }
    },
  },
  {
    key: "estop-test",
    note: "scheduled daily E-stop test of the autonomous fleet",
    run: (c, at) => {
      c.emit(at, c.svc("fms"), "FATAL", "FLEET EMERGENCY STOP asserted (source=TEST, controller=CR-DESK-2)");
      c.emit(at + 2 * S, c.svc("fms"), "ERROR", `${trucks(c).length} trucks in E-STOP`);
      c.emit(
        at + 40 * S,
        c.svc("fms"),
        "INFO",
        "emergency stop test complete, all trucks acknowledged within 1.4s; fleet reset",
      );
    },
  },
  {
    key: "dashboard-429",
    note: "a wallboard polls the API too fast and is rate limited; everyone else is served",
    run: (c, at) => {
      const p = c.svc("portal");
      c.every(at, at + 8 * MIN, 4 * S, (t) =>
        c.emit(t, p, "WARN", accessLine(c, c.runtime(p), "GET", "/api/fleet/summary?client=wallboard-crusher", 429, 1)),
      );
    },
  },
  {
    key: "expired-sessions",
    note: "controller sessions expire overnight; browsers get 401 and log in again",
    run: (c, at) => {
      const p = c.svc("portal");
      c.every(at, at + 5 * MIN, 15 * S, (t) => {
        c.emit(
          t,
          p,
          "WARN",
          `JWT expired for session of ${c.rng.pick(["jmorrison", "tkaur", "rbanks", "lnguyen"])}: TokenExpiredError: jwt expired`,
        );
        c.emit(t + 5, p, "INFO", accessLine(c, c.runtime(p), "GET", "/api/fleet/summary", 401, 2));
      });
    },
  },
  {
    key: "csv-rejects",
    note: "a geologist uploads a blasthole CSV with missing hole ids; rows are rejected with a traceback",
    run: (c, at) => {
      const s = c.svc("grade");
      c.emit(
        at,
        s,
        "ERROR",
        `upload bh_${c.rng.int(1300, 1420)}_${c.rng.int(1, 9)}.csv rejected: 14 rows failed validation (hole_id missing)`,
        {
          stack: pyStack(
            [
              ["/app/grade/upload.py", 88, "import_blastholes", "rows = [BlastholeRow(**r) for r in reader]"],
              [
                "/usr/local/lib/python3.11/site-packages/pydantic/main.py",
                176,
                "__init__",
                "self.__pydantic_validator__.validate_python(data, self_instance=self)",
              ],
            ],
            "pydantic_core._pydantic_core.ValidationError: 1 validation error for BlastholeRow\nhole_id\n  Field required [type=missing, input_value={'x': '6021.4', 'y': '118...}, input_type=dict]",
          ),
        },
      );
      c.emit(at + 40 * S, s, "INFO", "upload accepted: 212 blastholes imported");
    },
  },
  {
    key: "sap-502-retry",
    note: "SAP PM gateway answers 502 once during its own maintenance; the sync retries and succeeds",
    run: (c, at) => {
      const s = c.svc("cmms");
      c.emit(
        at,
        s,
        "ERROR",
        "SAP PM sync failed: Faraday::ServerError: the server responded with status 502 (Bad Gateway) - retry in 60s",
      );
      c.emit(at + 60 * S, s, "INFO", "SAP PM sync: pulled 9 changed orders, pushed 2 notifications (after retry)");
    },
  },
  {
    key: "radio-firmware",
    note: "mesh radios get a firmware upgrade one by one; each node reboots and rejoins",
    run: (c, at) => {
      for (let i = 0; i < 5; i++) {
        const t = at + i * 70 * S;
        const node = `MN-${c.rng.pick(["N", "S", "E", "W"])}${c.rng.int(10, 40)}`;
        c.emit(t, c.svc("mesh"), "WARN", `node ${node} unreachable (firmware upgrade 11.4.2 in progress)`);
        c.emit(
          t + 55 * S,
          c.svc("mesh"),
          "INFO",
          `node ${node} back up, firmware 11.4.2, ${c.rng.int(2, 6)} neighbours`,
        );
      }
    },
  },
  {
    key: "ntp-step",
    note: "chrony steps the clock on one node after a reboot; services warn about clock skew",
    run: (c, at) => {
      c.emit(
        at,
        c.svc("telemetry"),
        "WARN",
        `clock skew detected: position timestamps ${c.rng.int(900, 1400)}ms ahead of broker time for 3 trucks`,
      );
      c.emit(at + 20 * S, c.svc("fms"), "WARN", "System clock jumped backwards by 812ms; timers rescheduled");
    },
  },
  {
    key: "cache-cold",
    note: "grade cache restarts empty; latency is high for a few minutes while it warms",
    run: (c, at) => {
      const s = c.svc("grade");
      c.emit(at, s, "INFO", "redis: connection established to grade-cache:6379 (empty keyspace)");
      c.every(at + 5 * S, at + 3 * MIN, 15 * S, (t) =>
        c.emit(t, s, "WARN", `cache miss ratio ${c.rng.int(70, 95)}% over last 15s, serving from database`),
      );
    },
  },
  {
    key: "disk-compaction",
    note: "historian volume reaches 84% before nightly compaction reclaims space",
    run: (c, at) => {
      const s = c.svc("plant");
      c.emit(at, s, "WARN", "data volume /var/lib/historian 84% used (warning threshold 80%)");
      c.emit(at + 2 * MIN, s, "INFO", "compaction finished: 37 segments merged, 61.2 GB reclaimed, volume 58% used");
    },
  },
  {
    key: "belt-scale-cal",
    note: "belt weigher zero calibration: tonnage reads zero while the belt runs",
    run: (c, at) => {
      const s = c.svc("plant");
      c.emit(at, s, "WARN", "BW-2 zero calibration started by maintenance, tonnage reporting suspended");
      c.every(at + 20 * S, at + 4 * MIN, 30 * S, (t) =>
        c.emit(t, s, "WARN", "CV-02 tonnage=0 t/h while speed=4.2 m/s (BW-2 in calibration)"),
      );
      c.emit(at + 4 * MIN, s, "INFO", "BW-2 calibration complete, zero offset -0.12%");
    },
  },
  {
    key: "solver-fallback",
    note: "the dispatch solver hits its time limit on a hard cycle and uses the greedy fallback",
    run: (c, at) => {
      c.every(at, at + 5 * MIN, 45 * S, (t) =>
        c.emit(
          t,
          c.svc("dispatch"),
          "WARN",
          "LP solve hit time limit 2000ms (status=TIME_LIMIT, gap 4.1%), using greedy assignment",
        ),
      );
    },
  },
  {
    key: "kafka-rebalance",
    note: "consumer group rebalance in telemetry ingest: lag spikes and drains",
    run: (c, at) => {
      const s = c.svc("telemetry");
      c.emit(at, s, "WARN", "kafka: consumer group ot-positions rebalancing (member left: heartbeat expired)");
      c.emit(at + 4 * S, s, "WARN", `consumer lag ${c.rng.int(8000, 15000)} messages on ot.positions.v2`);
      c.emit(at + 70 * S, s, "INFO", "consumer lag 112 messages, caught up");
    },
  },
  {
    key: "workshop-truck",
    note: "a truck in the workshop streams dozens of fault codes while mechanics work on it",
    run: (c, at) => {
      const truck = c.rng.pick(trucks(c));
      c.every(at, at + 7 * MIN, 20 * S, (t) =>
        c.emit(
          t,
          c.svc("fms"),
          "ERROR",
          `${truck} DTC ${c.rng.pick(["SPN 110 FMI 0 coolant temp high", "SPN 100 FMI 1 oil pressure low", "SPN 520 FMI 3 brake circuit open", "SPN 3251 FMI 2 DPF sensor"])} (state=MAINTENANCE)`,
        ),
      );
    },
  },
  {
    key: "dfs-radar",
    note: "a DFS radar event moves the mesh off a 5 GHz channel; vehicle links flap for a few seconds",
    run: (c, at) => {
      c.emit(
        at,
        c.svc("mesh"),
        "WARN",
        "DFS: radar detected on channel 100 at MN-E21, switching to channel 36 (non-occupancy 30 min)",
      );
      c.emit(
        at + 2 * S,
        c.svc("mesh"),
        "WARN",
        `${c.rng.int(6, 11)} vehicle radios re-associating after channel switch`,
      );
      c.emit(
        at + 3 * S,
        c.svc("fms"),
        "WARN",
        `comms degraded for ${c.rng.int(4, 9)} trucks (packet loss 38%), speed limited`,
      );
      c.emit(at + 15 * S, c.svc("fms"), "INFO", "comms nominal for all trucks");
    },
  },
  {
    key: "client-aborted",
    note: "browsers close long-poll requests; the server logs the aborted requests with a stack",
    run: (c, at) => {
      const p = c.svc("portal");
      c.every(at, at + 6 * MIN, 50 * S, (t) =>
        c.runtime(p) === "java"
          ? c.emit(t, p, "WARN", "Failure while writing event stream to client GET /api/events/stream", {
              stack: javaStack("org.apache.catalina.connector.ClientAbortException: java.io.IOException: Broken pipe", [
                "org.apache.catalina.connector.OutputBuffer.realWriteBytes(OutputBuffer.java:341)",
                "org.apache.catalina.connector.OutputBuffer.flushByteBuffer(OutputBuffer.java:783)",
                "org.springframework.web.servlet.mvc.method.annotation.ResponseBodyEmitterReturnValueHandler$HttpMessageConvertingHandler.send(ResponseBodyEmitterReturnValueHandler.java:212)",
              ]),
            })
          : c.emit(t, p, "ERROR", "request aborted by client GET /api/events/stream", {
              stack: nodeStack("Error: aborted", [
                "connResetException (node:internal/errors:787:14)",
                "abortIncoming (node:_http_server:793:17)",
                "socketOnClose (node:_http_server:787:3)",
                "Socket.emit (node:events:531:35)",
              ]),
            }),
      );
    },
  },
  {
    key: "config-reload",
    note: "an operator reloads the fleet configuration; services log the reload and carry on",
    run: (c, at) => {
      configReload(c, at, c.svc("fms"));
      configReload(c, at + 20 * S, c.svc("dispatch"));
    },
  },
  {
    key: "payload-recal",
    note: "payload sensors on one truck are recalibrated; readings of zero and a validation exception while it sits in the bay",
    run: (c, at) => {
      const truck = c.rng.pick(trucks(c));
      const s = c.svc("payload");
      c.every(at, at + 4 * MIN, 40 * S, (t) =>
        c.emit(t, s, "ERROR", `payload record rejected for ${truck}: strut pressures out of range during calibration`, {
          stack:
            c.runtime(s) === "dotnet"
              ? dotnetStack(
                  "System.ArgumentOutOfRangeException: Specified argument was out of the range of valid values. (Parameter 'strutPressureKpa')",
                  [
                    "Payload.Ingest.StrutModel.Validate(Single[] pressures) in /src/Payload.Ingest/StrutModel.cs:line 58",
                    "Payload.Ingest.CycleHandler.Handle(CycleMessage msg) in /src/Payload.Ingest/CycleHandler.cs:line 112",
                  ],
                )
              : c.runtime(s) === "go"
                ? goPanic("recovered: strut pressure out of range", [
                    ["main.(*Cycle).validate(...)", "/src/payload/cycle.go:71"],
                  ])
                : c.runtime(s) === "java"
                  ? javaStack("java.lang.IllegalArgumentException: strutPressureKpa out of range", [
                      "com.mine.payload.StrutModel.validate(StrutModel.java:58)",
                    ])
                  : pyStack(
                      [
                        [
                          "/app/payload/struts.py",
                          58,
                          "validate",
                          'raise ValueError(f"strut pressure out of range: {p}")',
                        ],
                      ],
                      "ValueError: strut pressure out of range: -12.0",
                    ),
        }),
      );
      c.emit(
        at + 4 * MIN,
        s,
        "INFO",
        `${truck} payload calibration saved (tare ${c.rng.int(160, 170)}.${c.rng.int(0, 9)}t)`,
      );
    },
  },
];
