// The three made-up companies: their services, request flows, periodic jobs, the one service that is always noisy,
// and the deprecation warnings each one prints.
import type { Rec } from "./formats.js";
import type { Rng } from "./rng.js";

export type EstateKey = "rail" | "ground" | "building";

/** A request flow at time t: records of several services with small offsets. */
export type Chain = (r: Rng, t: number, id: string | undefined) => Rec[];

export interface Tick {
  svc: string;
  every: number; // seconds
  make: (r: Rng, t: number) => Rec[];
}

export interface Estate {
  key: EstateKey;
  company: string;
  ns: string;
  traceIds: boolean;
  services: string[];
  /** never dropped from a file: the flows need them */
  core: string[];
  chains: { w: number; run: Chain }[];
  ticks: Tick[];
  noisy: Tick;
  deprecations: { svc: string; msg: string }[];
}

const rec = (t: number, svc: string, level: Rec["level"], msg: string, id?: string): Rec =>
  id ? { t, svc, level, msg, id } : { t, svc, level, msg };

const CRS = ["LDS", "YRK", "HGT", "WKF", "DON", "SHF", "HUL", "BDQ", "SKI", "ILK"] as const;
const TIPLOC: Record<string, string> = {
  LDS: "LEEDS",
  YRK: "YORK",
  HGT: "HRGT",
  WKF: "WKFLDWG",
  DON: "DONC",
  SHF: "SHEFFLD",
  HUL: "HULL",
  BDQ: "BRADIN",
  SKI: "SKIPTON",
  ILK: "ILKLEY",
};
const AREAS = ["SK", "L1", "YO", "DN", "HU"] as const;
const headcode = (r: Rng) =>
  `${r.int(1, 2)}${r.pick(["A", "B", "D", "E", "H", "L", "M", "N", "Y"])}${String(r.int(1, 99)).padStart(2, "0")}`;
const berth = (r: Rng) => String(r.int(1, 9999)).padStart(4, "0");

export const RAIL: Estate = {
  key: "rail",
  company: "Northfold Rail",
  ns: "nfr-ops",
  traceIds: true,
  services: [
    "rail-api-gw",
    "td-feed-ingest",
    "berth-mapper",
    "train-tracker",
    "pis-publisher",
    "ticket-validation-api",
    "gate-controller",
    "crew-roster",
    "timetable-loader",
    "delay-attribution",
  ],
  core: ["rail-api-gw", "td-feed-ingest", "berth-mapper", "train-tracker", "pis-publisher", "gate-controller"],
  chains: [
    {
      w: 4,
      run: (r, t, id) => {
        const a = r.pick(AREAS);
        const hc = headcode(r);
        const from = berth(r);
        const to = berth(r);
        const crs = r.pick(CRS);
        const late = r.int(-1, 6);
        const plat = r.int(1, 17);
        return [
          rec(t, "td-feed-ingest", "info", `CA area=${a} from=${from} to=${to} descr=${hc}`, id),
          rec(t + r.int(2, 9), "berth-mapper", "info", `step ${a}:${to} -> ${TIPLOC[crs]} P${plat} (descr ${hc})`, id),
          rec(
            t + r.int(10, 40),
            "train-tracker",
            "info",
            `${hc} ${r.pick(["ARRIVAL", "DEPARTURE", "PASS"])} ${TIPLOC[crs]} ${late <= 0 ? "on time" : `+${late}m`} (berth ${a}${to})`,
            id,
          ),
          rec(
            t + r.int(45, 120),
            "pis-publisher",
            "info",
            `board ${crs}-P${plat} refreshed: ${r.int(6, 14)} rows, first ${hc} exp ${late <= 0 ? "On time" : `+${late}`}`,
            id,
          ),
        ];
      },
    },
    {
      w: 3,
      run: (r, t, id) => {
        const crs = r.pick(CRS);
        const ms = r.int(8, 140);
        return [
          rec(t + ms - 3, "train-tracker", "info", `departures crs=${crs} window=120m services=${r.int(8, 31)}`, id),
          rec(
            t + ms,
            "rail-api-gw",
            "info",
            `GET /v1/departures/${crs} 200 ${ms}ms ua=${r.pick(["nfr-app/5.2.1 (iOS)", "nfr-app/5.2.0 (Android)", "okhttp/4.12.0", "Mozilla/5.0"])}`,
            id,
          ),
        ];
      },
    },
    {
      w: 4,
      run: (r, t, id) => {
        const g = `G${String(r.int(1, 14)).padStart(2, "0")}`;
        const st = r.pick(CRS);
        const ms = (r.int(80, 420) / 10).toFixed(4);
        const kind = r.pick(["ITSO", "barcode", "EMV"]);
        return [
          rec(t, "gate-controller", "info", `${st}-${g} ${kind} presented, validating`, id),
          rec(
            t + r.int(5, 30),
            "ticket-validation-api",
            "info",
            `Request finished HTTP/1.1 POST http://ticket-validation-api/v2/validate - 200 ${r.int(90, 240)} application/json ${ms}ms`,
            id,
          ),
          rec(
            t + r.int(35, 60),
            "gate-controller",
            "info",
            `${st}-${g} OPEN ${kind} accepted product=${r.pick(["SDS", "CDR", "7DS", "OFF", "ANY"])}`,
            id,
          ),
        ];
      },
    },
    {
      w: 1,
      run: (r, t, id) => {
        const ms = r.int(20, 180);
        const d = r.int(100, 620);
        return [
          rec(
            t + ms - 2,
            "crew-roster",
            "info",
            `10.42.3.${r.int(2, 250)} - - "GET /api/diagrams/${d}?date=today HTTP/1.1" 200 ${r.int(800, 9000)}`,
            id,
          ),
          rec(t + ms, "rail-api-gw", "info", `GET /v1/crew/diagram/${d} 200 ${ms}ms ua=crew-tablet/3.8`, id),
        ];
      },
    },
  ],
  ticks: [
    {
      svc: "timetable-loader",
      every: 40,
      make: (r, t) => [
        rec(
          t,
          "timetable-loader",
          "info",
          `VSTP ${r.pick(["Create", "Delete", "Create"])} schedule uid=${r.pick(["C", "L", "Y"])}${r.int(10000, 99999)} stp=${r.pick(["N", "O"])} applied (${r.int(4, 40)} locations)`,
        ),
      ],
    },
    {
      svc: "delay-attribution",
      every: 60,
      make: (r, t) => [
        rec(
          t,
          "delay-attribution",
          "info",
          `attributed ${r.int(2, 30)} delay minutes to incident ${r.int(400000, 499999)} (${r.pick(["TG", "XA", "JA", "QA", "M1"])})`,
        ),
      ],
    },
    ...["rail-api-gw", "ticket-validation-api", "crew-roster", "pis-publisher"].map(
      (svc): Tick => ({
        svc,
        every: 30,
        make: (r, t) => [
          rec(
            t,
            svc,
            "debug",
            svc === "ticket-validation-api"
              ? `Request finished HTTP/1.1 GET http://10.42.${r.int(0, 3)}.${r.int(2, 250)}:8080/healthz - 200 - text/plain 0.${r.int(2000, 9000)}ms`
              : svc === "crew-roster"
                ? `10.42.0.1 - - "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"`
                : `GET /healthz 200 ${r.int(0, 3)}ms ua=kube-probe/1.29`,
          ),
        ],
      }),
    ),
  ],
  noisy: {
    svc: "berth-mapper",
    every: 4,
    make: (r, t) => [
      rec(
        t,
        "berth-mapper",
        "warn",
        `no TIPLOC for berth ${r.pick(["XZ", "Q3", "ZZ"])}:${berth(r)} (area not in BPLAN v2026.05), step dropped`,
      ),
    ],
  },
  deprecations: [
    {
      svc: "td-feed-ingest",
      msg: "STOMP 1.0 heart-beat negotiation is deprecated, upgrade client to STOMP 1.2 (ActiveMQ 6 will drop it)",
    },
    {
      svc: "rail-api-gw",
      msg: "route /v1/stations/{crs}/board is deprecated and will be removed 2026-09-01, use /v1/departures/{crs}",
    },
    {
      svc: "crew-roster",
      msg: "RemovedInDjango60Warning: The default scheme will be changed from 'http' to 'https' in Django 6.0",
    },
  ],
};

const SAT = ["KST-1", "KST-2", "KST-3", "KST-4"] as const;
const STN = ["SVB-1", "SVB-2", "AWA-1", "TRM-1"] as const;
const APIDS = ["0x0A1", "0x0A4", "0x1C0", "0x1C2", "0x2F0"] as const;
const PARAMS = ["HK_BATT_V", "PWR_BUS_I", "AOCS_RW2_SPD", "TCS_PANEL_T3", "OBC_CPU_LOAD", "GNSS_NSAT"] as const;

export const GROUND: Estate = {
  key: "ground",
  company: "Kestrel Ground Systems",
  ns: "kgs-ops",
  traceIds: true,
  services: [
    "mcs-gateway",
    "pass-scheduler",
    "antenna-control",
    "tm-ingest",
    "tm-decom",
    "tc-uplink",
    "flight-dynamics",
    "archive-writer",
    "alarm-handler",
    "station-monitor",
  ],
  core: ["mcs-gateway", "pass-scheduler", "antenna-control", "tm-ingest", "tm-decom", "tc-uplink", "alarm-handler"],
  chains: [
    {
      w: 5,
      run: (r, t, id) => {
        const vc = r.pick([0, 0, 1, 2]);
        const n = r.int(120, 512);
        const pk = n * r.int(3, 7);
        return [
          rec(
            t,
            "tm-ingest",
            "info",
            `VC${vc} batch: ${n} frames, crc_err=0, rs_corrected=${r.pick([0, 0, 0, 1, 2])} sat=${r.pick(SAT)} stn=${r.pick(STN)}`,
            id,
          ),
          rec(
            t + r.int(3, 20),
            "tm-decom",
            "info",
            `decoded ${pk} packets (APIDs ${r.pick(APIDS)},${r.pick(APIDS)}) in ${r.int(3, 40)}ms`,
            id,
          ),
          rec(
            t + r.int(25, 90),
            "archive-writer",
            "info",
            `appended ${pk} packets to tm/${r.pick(SAT).toLowerCase()}/2026/06/seg-${r.int(1000, 9999)}.parquet`,
            id,
          ),
        ];
      },
    },
    {
      w: 3,
      run: (r, t, id) => {
        const ms = r.int(12, 220);
        const p = r.pick(PARAMS);
        return [
          rec(
            t + ms - 4,
            "tm-decom",
            "info",
            `param query ${p} range=${r.pick([600, 3600, 900])}s samples=${r.int(100, 3600)}`,
            id,
          ),
          rec(
            t + ms,
            "mcs-gateway",
            "info",
            `GET /api/tm/params/${p}?range=last 200 ${ms}ms user=${r.pick(["ops-a", "ops-b", "fdyn", "svc-dash"])}`,
            id,
          ),
        ];
      },
    },
    {
      w: 1,
      run: (r, t, id) => {
        const ms = r.int(30, 400);
        const st = r.pick(STN);
        return [
          rec(
            t + ms - 5,
            "pass-scheduler",
            "info",
            `plan for ${st}: ${r.int(8, 19)} passes next 24h, ${r.int(0, 2)} contested`,
            id,
          ),
          rec(
            t + ms,
            "mcs-gateway",
            "info",
            `GET /api/passes?station=${st} 200 ${ms}ms user=${r.pick(["ops-a", "ops-b", "svc-dash"])}`,
            id,
          ),
        ];
      },
    },
    {
      w: 1,
      run: (r, t, id) => {
        const seq = r.int(1000, 9999);
        const s = r.pick(SAT);
        const cmd = r.pick(["CMD_HTR_ON", "CMD_HTR_OFF", "CMD_TM_RATE_HI", "CMD_PL_STANDBY", "CMD_MM_DUMP"]);
        return [
          rec(
            t,
            "mcs-gateway",
            "info",
            `POST /api/tc/stack 202 ${r.int(10, 60)}ms user=${r.pick(["ops-a", "ops-b"])}`,
            id,
          ),
          rec(
            t + r.int(20, 80),
            "tc-uplink",
            "info",
            `TC ${s} ${cmd} seq=${seq} released, FARM-1 accepted V(R)=${r.int(0, 255)}`,
            id,
          ),
          rec(t + r.int(900, 2500), "tc-uplink", "info", `TC ${s} seq=${seq} execution verified (stage 2)`, id),
        ];
      },
    },
  ],
  ticks: [
    {
      svc: "antenna-control",
      every: 5,
      make: (r, t) => [
        rec(
          t,
          "antenna-control",
          "debug",
          `ANT-${r.int(1, 3)} track az=${(r.next() * 360).toFixed(2)} el=${(5 + r.next() * 80).toFixed(2)} err=${(r.next() * 0.02).toFixed(3)} mode=PROGRAM`,
        ),
      ],
    },
    {
      svc: "station-monitor",
      every: 30,
      make: (r, t) => [
        rec(
          t,
          "station-monitor",
          "info",
          `${r.pick(STN)} wx wind=${r.int(4, 28)}km/h gust=${r.int(10, 38)} rain=0.0mm/h lna_temp=${r.int(38, 44)}K`,
        ),
      ],
    },
    {
      svc: "flight-dynamics",
      every: 90,
      make: (r, t) => [
        rec(
          t,
          "flight-dynamics",
          "info",
          `OD ${r.pick(SAT)} converged in ${r.int(3, 9)} iterations, rms=${(r.next() * 2 + 0.4).toFixed(2)}m, ${r.int(200, 900)} obs`,
        ),
      ],
    },
    {
      svc: "pass-scheduler",
      every: 60,
      make: (r, t) => [
        rec(
          t,
          "pass-scheduler",
          "info",
          `next pass ${r.pick(SAT)} on ${r.pick(STN)} AOS in ${r.int(2, 90)}m max_el=${(r.next() * 80 + 5).toFixed(1)}`,
        ),
      ],
    },
    ...["mcs-gateway", "tc-uplink", "tm-decom"].map(
      (svc): Tick => ({
        svc,
        every: 30,
        make: (r, t) => [
          rec(
            t,
            svc,
            "debug",
            svc === "mcs-gateway"
              ? `GET /healthz 200 ${r.int(0, 2)}ms`
              : `GET /actuator/health 200 UP (${r.int(2, 9)}ms)`,
          ),
        ],
      }),
    ),
  ],
  noisy: {
    svc: "alarm-handler",
    every: 5,
    make: (r, t) => [
      rec(
        t,
        "alarm-handler",
        "error",
        `fail: Kestrel.Alarms.LimitEvaluator[0] No limit set defined for parameter ${r.pick(["AOCS_RW3_TEMP", "PL_SPARE_07", "TCS_HTR9_I"])} (sat ${r.pick(SAT)}), evaluation skipped`,
      ),
    ],
  },
  deprecations: [
    {
      svc: "tc-uplink",
      msg: "Property 'spring.jpa.open-in-view' is enabled by default; explicitly configure it (deprecated default)",
    },
    {
      svc: "flight-dynamics",
      msg: "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version",
    },
    { svc: "mcs-gateway", msg: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated." },
  ],
};

const ZONES = ["L1-02", "L2-07", "L3-11", "L4-04", "L5-09", "L6-01", "L7-12", "B1-PLANT"] as const;
const DOORS = ["L0-MAIN-E", "L0-MAIN-W", "B1-LOADING", "L3-EAST", "L5-STAIR-2", "L7-COMMS"] as const;

export const BUILDING: Estate = {
  key: "building",
  company: "Halvard Estates",
  ns: "halvard-bms",
  traceIds: false,
  services: [
    "bms-api",
    "bacnet-gateway",
    "modbus-poller",
    "hvac-optimizer",
    "access-control",
    "elevator-monitor",
    "alarm-router",
    "energy-meter-sync",
    "tenant-portal",
    "lighting-ctl",
  ],
  core: [
    "bms-api",
    "bacnet-gateway",
    "modbus-poller",
    "hvac-optimizer",
    "access-control",
    "alarm-router",
    "tenant-portal",
  ],
  chains: [
    {
      w: 3,
      run: (r, t) => {
        const z = r.pick(ZONES);
        const ms = r.int(20, 160);
        return [
          rec(
            t,
            "tenant-portal",
            "info",
            `Started GET "/comfort/zones/${z}" for 10.20.${r.int(1, 9)}.${r.int(2, 250)}`,
          ),
          rec(
            t + 8,
            "bacnet-gateway",
            "info",
            `ReadPropertyMultiple device ${r.int(4001, 4140)} analog-value:${r.int(1, 30)} present-value=${(19 + r.next() * 5).toFixed(1)} (${r.int(8, 60)}ms)`,
          ),
          rec(t + ms - 10, "bms-api", "info", `GET /api/zones/${z} 200 ${ms - 12}ms`),
          rec(
            t + ms,
            "tenant-portal",
            "info",
            `Completed 200 OK in ${ms}ms (Views: ${r.int(3, 20)}.${r.int(0, 9)}ms | ActiveRecord: ${r.int(1, 9)}.${r.int(0, 9)}ms)`,
          ),
        ];
      },
    },
    {
      w: 4,
      run: (r, t) => [
        rec(
          t,
          "access-control",
          "info",
          `info: Halvard.Access.DoorController[0] Access granted: badge 0x${r.hex(6).toUpperCase()} door ${r.pick(DOORS)} (${r.int(40, 180)}ms)`,
        ),
      ],
    },
    {
      w: 3,
      run: (r, t) => {
        const car = r.int(1, 6);
        return [
          rec(
            t,
            "elevator-monitor",
            "info",
            `bank ${r.pick(["A", "B"])} car ${car}: floor ${r.int(0, 14)} -> ${r.int(0, 14)}, doors CLOSED, load ${r.int(0, 80)}%`,
          ),
        ];
      },
    },
    {
      w: 4,
      run: (r, t) => [
        rec(
          t,
          "modbus-poller",
          "info",
          `poll unit=${r.int(1, 12)} (${r.pick(["CH-1", "CH-2", "AHU-1", "AHU-3", "EM-MAIN", "BOILER-1"])}) fc=03 regs=40001..40024 ok in ${r.int(18, 90)}ms`,
        ),
      ],
    },
    {
      w: 1,
      run: (r, t) => {
        const ms = r.int(30, 250);
        return [
          rec(t, "bms-api", "info", `PUT /api/zones/${r.pick(ZONES)}/setpoint 204 ${ms}ms`),
          rec(
            t + ms - 5,
            "bacnet-gateway",
            "info",
            `WriteProperty device ${r.int(4001, 4140)} analog-value:2 present-value=${(20 + r.next() * 3).toFixed(1)} priority=8 ack`,
          ),
        ];
      },
    },
  ],
  ticks: [
    {
      svc: "hvac-optimizer",
      every: 60,
      make: (r, t) => [
        rec(
          t,
          "hvac-optimizer",
          "info",
          `plan computed for ${r.int(12, 40)} zones in ${(r.next() * 3 + 0.8).toFixed(2)}s (objective ${r.int(1000, 9000)})`,
        ),
      ],
    },
    {
      svc: "energy-meter-sync",
      every: 60,
      make: (r, t) => [
        rec(
          t,
          "energy-meter-sync",
          "info",
          `pushed ${r.int(40, 96)} interval readings for ${r.int(3, 9)} meters to utility portal`,
        ),
      ],
    },
    {
      svc: "lighting-ctl",
      every: 45,
      make: (r, t) => [
        rec(
          t,
          "lighting-ctl",
          "info",
          `DALI line ${r.int(1, 8)}: ${r.int(20, 64)} ballasts ok, scene ${r.pick(["day", "day", "cleaning", "evening"])}`,
        ),
      ],
    },
    {
      svc: "alarm-router",
      every: 30,
      make: (r, t) => [
        rec(
          t,
          "alarm-router",
          "info",
          `heartbeat: ${r.int(0, 4)} active alarms, ${r.int(0, 2)} unacknowledged, queue=0`,
        ),
      ],
    },
    ...["bms-api", "tenant-portal", "access-control"].map(
      (svc): Tick => ({
        svc,
        every: 30,
        make: (r, t) => [
          rec(
            t,
            svc,
            "debug",
            svc === "tenant-portal"
              ? `Started GET "/up" for 10.20.0.1`
              : svc === "access-control"
                ? "info: Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 GET http://access-control/healthz - 200 - text/plain 0.41ms"
                : `GET /healthz 200 ${r.int(0, 2)}ms`,
          ),
        ],
      }),
    ),
  ],
  noisy: {
    svc: "modbus-poller",
    every: 3,
    make: (r, t) => [
      rec(
        t,
        "modbus-poller",
        "error",
        `unit=14 (EM-3F) fc=03 addr=40110 count=${r.pick([2, 4])}: modbus: exception '2' (illegal data address)`,
      ),
    ],
  },
  deprecations: [
    {
      svc: "tenant-portal",
      msg: "DEPRECATION WARNING: `to_time` will always preserve the receiver timezone rather than system local time in Rails 8.1.",
    },
    {
      svc: "bacnet-gateway",
      msg: "DeprecationWarning: BIPSimpleApplication is deprecated, use bacpypes3 Application.from_json",
    },
    {
      svc: "bms-api",
      msg: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
    },
  ],
};

export const ESTATES: Record<EstateKey, Estate> = { rail: RAIL, ground: GROUND, building: BUILDING };
