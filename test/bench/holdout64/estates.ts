// The three made-up estates of holdout64: a rail operator, a satellite operator and a building operator.
// Each service has a runtime and a baseline of ordinary traffic lines; each estate has its periodic jobs,
// its constant harmless noise, deprecation warnings and retries that succeed.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp" | "rust";
export type Line = [Level, string];
export interface Service {
  name: string;
  runtime: Runtime;
  weight: number; // share of baseline traffic
  gen: (r: Rng) => Line;
  calls?: string; // downstream service that logs the same request (trace ids)
  health?: boolean;
}
export interface Estate {
  key: "rail" | "sat" | "bldg";
  company: string;
  ns: string;
  traceIds: boolean;
  date: string; // yyyy-mm-dd base
  services: Service[];
  jobs: { svc: string; every: number; line: (r: Rng) => Line }[];
  noise: { svc: string; perMin: number; line: (r: Rng) => Line }[];
  deprecations: { svc: string; msg: string }[];
  retries: { svc: string; line: (r: Rng, n: number) => Line[] }[];
}

const pad2 = (n: number) => String(n).padStart(2, "0");
const hc = (r: Rng) => `${r.int(1, 9)}${r.pick(["A", "C", "D", "K", "L", "N", "R", "S", "Y"])}${pad2(r.int(1, 99))}`;
const crs = ["LDS", "YRK", "HUD", "WKF", "HGT", "BDQ", "SHF", "DON", "MAN", "SKI", "ILK", "KGX"];
const tdArea = ["LS", "YK", "HU", "WY", "DN", "SK"];
const sc = (r: Rng) => `SKV-${pad2(r.int(1, 12))}`;
const stn = ["SVB-1", "SVB-2", "KIR-1", "PUN-3", "AWA-1", "TRO-2"];
const floor = (r: Rng) => `L${pad2(r.int(1, 24))}`;
const zone = (r: Rng) => `${floor(r)}-${r.pick(["North", "South", "East", "West", "Core"])}`;
const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);

export const RAIL: Estate = {
  key: "rail",
  company: "Pennine & Ouse Rail",
  ns: "por-ops",
  traceIds: true,
  date: "2026-11-03",
  services: [
    {
      name: "journey-api",
      runtime: "node",
      weight: 6,
      health: true,
      calls: "running-data",
      gen: (r) =>
        r.chance(0.6)
          ? [
              "info",
              `GET /v2/departures?crs=${r.pick(crs)}&rows=${r.pick([10, 15, 20])} 200 ${ms(r, 18, 140)}ms - ${r.int(2, 24)}kb`,
            ]
          : ["info", `GET /v2/journeys?from=${r.pick(crs)}&to=${r.pick(crs)}&when=now 200 ${ms(r, 90, 420)}ms`],
    },
    {
      name: "running-data",
      runtime: "java",
      weight: 5,
      health: true,
      gen: (r) =>
        r.chance(0.7)
          ? [
              "info",
              `Forecast updated for ${hc(r)} at ${r.pick(crs)}: ${r.pick(["+0", "+1", "+2", "+3", "+6", "-1"])} min (source=TD)`,
            ]
          : ["info", `Published ${r.int(40, 900)} records to topic rtd.forecasts.v3 in ${ms(r, 3, 40)} ms`],
    },
    {
      name: "td-ingest",
      runtime: "go",
      weight: 7,
      gen: (r) => {
        const a = r.pick(tdArea);
        const b = r.int(100, 980);
        return [
          "info",
          `CA area=${a} from=${pad2(b).padStart(4, "0")} to=${String(b + 2).padStart(4, "0")} descr=${hc(r)}`,
        ];
      },
    },
    {
      name: "signalling-gw",
      runtime: "cpp",
      weight: 3,
      gen: (r) =>
        r.chance(0.8)
          ? [
              "info",
              `[sgw] SF area=${r.pick(tdArea)} addr=${r.hex(2).toUpperCase()} data=${r.hex(2).toUpperCase()} (${r.int(1, 6)} bits changed)`,
            ]
          : ["info", `[sgw] SG snapshot area=${r.pick(tdArea)} ${r.int(180, 1400)} bytes forwarded`],
    },
    {
      name: "pis-display",
      runtime: "node",
      weight: 4,
      gen: (r) => [
        "info",
        `board ${r.pick(crs)}-P${r.int(1, 12)} updated: ${r.int(2, 6)} services, next ${hc(r)} ${r.pick(["On time", "Exp 0" + r.int(6, 9) + ":" + pad2(r.int(0, 59)), "Delayed", "On time"])}`,
      ],
    },
    {
      name: "announcer",
      runtime: "python",
      weight: 2,
      gen: (r) => [
        "info",
        `queued announcement station=${r.pick(crs)} template=${r.pick(["next_train", "platform_alteration", "delay_apology", "safety_msg"])} tts_ms=${ms(r, 120, 640)}`,
      ],
    },
    {
      name: "gate-validator",
      runtime: "go",
      weight: 6,
      health: true,
      calls: "ticket-keys",
      gen: (r) => [
        "info",
        `validate gate=${r.pick(crs)}-G${pad2(r.int(1, 24))} type=${r.pick(["aztec", "aztec", "itso", "qr"])} result=ACCEPT latency_ms=${ms(r, 4, 38)}`,
      ],
    },
    {
      name: "ticket-keys",
      runtime: "ruby",
      weight: 2,
      gen: (r) => [
        "info",
        `Completed 200 OK in ${ms(r, 3, 30)}ms (Views: 0.${r.int(1, 9)}ms | ActiveRecord: ${r.int(1, 9)}.${r.int(0, 9)}ms | Allocations: ${r.int(400, 3000)})`,
      ],
    },
    {
      name: "crew-diagrams",
      runtime: "dotnet",
      weight: 2,
      health: true,
      gen: (r) =>
        r.chance(0.5)
          ? [
              "info",
              `Diagram ${r.int(100, 499)} for depot ${r.pick(["NL", "YK", "HT", "SF"])} validated: ${r.int(6, 16)} turns, ${r.int(6, 9)}h${pad2(r.int(0, 59))} duty`,
            ]
          : [
              "info",
              `Request finished HTTP/1.1 GET http://crew-diagrams/api/diagrams/${r.int(100, 499)} - 200 - application/json ${ms(r, 8, 90)}.${r.int(1000, 9999)}ms`,
            ],
    },
    {
      name: "timetable-pub",
      runtime: "python",
      weight: 1,
      gen: (r) => [
        "info",
        `schedule ${r.pick(["C", "P", "L", "Y"])}${r.int(10000, 99999)} merged (STP=${r.pick(["P", "O", "N"])}) into snapshot`,
      ],
    },
  ],
  jobs: [
    {
      svc: "timetable-pub",
      every: 120,
      line: (r) => [
        "info",
        `published timetable delta: ${r.int(80, 2400)} schedules, ${r.int(0, 12)} cancellations (took ${r.int(2, 19)}s)`,
      ],
    },
    {
      svc: "crew-diagrams",
      every: 300,
      line: (r) => [
        "info",
        `Hangfire job DiagramReconcile completed in ${r.int(900, 4000)} ms (${r.int(0, 4)} changes)`,
      ],
    },
    {
      svc: "running-data",
      every: 60,
      line: (r) => ["info", `Berth-to-location map reloaded: ${r.int(14800, 14900)} entries, 0 changes`],
    },
  ],
  noise: [
    {
      svc: "td-ingest",
      perMin: 9,
      line: (r) => [
        "warn",
        `berth step out of sequence area=${r.pick(tdArea)} descr=${hc(r)} from=${String(r.int(100, 980)).padStart(4, "0")} last_seen=${String(r.int(100, 980)).padStart(4, "0")}, accepted`,
      ],
    },
    {
      svc: "gate-validator",
      perMin: 14,
      line: (r) => [
        "warn",
        `validate gate=${r.pick(crs)}-G${pad2(r.int(1, 24))} result=REJECT reason=TICKET_EXPIRED valid_until=2026-11-0${r.int(1, 2)}`,
      ],
    },
    {
      svc: "pis-display",
      perMin: 5,
      line: (r) => [
        "error",
        `display ${r.pick(crs)}-P${r.int(1, 12)}-${pad2(r.int(1, 4))} not responding to keepalive (asset flagged MAINTENANCE), skipping`,
      ],
    },
    {
      svc: "running-data",
      perMin: 6,
      line: (r) => [
        "warn",
        `Train ${hc(r)} running ${r.int(6, 38)} min late at ${r.pick(crs)}, forecast confidence LOW`,
      ],
    },
  ],
  deprecations: [
    {
      svc: "journey-api",
      msg: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    },
    {
      svc: "running-data",
      msg: "Spring property 'spring.kafka.producer.retries' is deprecated; use 'spring.kafka.producer.properties.retries'",
    },
    {
      svc: "timetable-pub",
      msg: "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
    },
  ],
  retries: [
    {
      svc: "journey-api",
      line: (_r, n) => [
        ["warn", `upstream running-data slow (attempt 1/3), retrying in 200ms`],
        ["info", `upstream running-data ok on attempt 2 (${n}ms)`],
      ],
    },
    {
      svc: "announcer",
      line: (_r, n) => [
        ["warn", `TTS request throttled client-side, retry 1 after ${n}ms`],
        ["info", "TTS request succeeded on retry 1"],
      ],
    },
  ],
};

export const SAT: Estate = {
  key: "sat",
  company: "Skyvane Orbital",
  ns: "skv-ground",
  traceIds: true,
  date: "2026-11-12",
  services: [
    {
      name: "tlm-ingest",
      runtime: "go",
      weight: 8,
      calls: "archive-writer",
      gen: (r) => [
        "info",
        `tm batch station=${r.pick(stn)} scid=${sc(r)} vcid=${r.int(0, 3)} frames=${r.int(800, 4096)} bad_crc=0 gap=0`,
      ],
    },
    {
      name: "gs-link",
      runtime: "go",
      weight: 3,
      health: true,
      gen: (r) => [
        "info",
        `SLE RAF instance sagr=3.spack=facility-PASS-${r.pick(stn)} state=active Eb/N0=${r.int(6, 14)}.${r.int(0, 9)}dB`,
      ],
    },
    {
      name: "pass-scheduler",
      runtime: "python",
      weight: 2,
      health: true,
      gen: (r) => [
        "info",
        `pass planned sc=${sc(r)} station=${r.pick(stn)} aos=+${r.int(3, 95)}m dur=${r.int(5, 13)}m max_el=${r.int(12, 86)}.${r.int(0, 9)}`,
      ],
    },
    {
      name: "cmd-uplink",
      runtime: "java",
      weight: 3,
      gen: (r) => [
        "info",
        `TC ${sc(r)} seq=${r.int(1000, 9999)} APID=${r.int(100, 400)} released to station, CLCW ack=ACCEPTED`,
      ],
    },
    {
      name: "acu-ctl",
      runtime: "cpp",
      weight: 4,
      gen: (r) => [
        "info",
        `ACU ${r.pick(stn)} az=${r.int(0, 359)}.${r.int(10, 99)} el=${r.int(5, 88)}.${r.int(10, 99)} mode=PROGRAM_TRACK err=0.00${r.int(1, 9)}deg`,
      ],
    },
    {
      name: "orbit-det",
      runtime: "python",
      weight: 1,
      gen: (r) => [
        "info",
        `OD ${sc(r)} converged iter=${r.int(3, 8)} rms=${r.int(0, 2)}.${r.int(10, 99)}m arc=24h obs=${r.int(300, 1800)}`,
      ],
    },
    {
      name: "mdp-pipeline",
      runtime: "java",
      weight: 3,
      gen: (r) => [
        "info",
        `[stage-L1] product ${sc(r)}_MSI_${r.int(10000, 99999)} processed in ${r.int(2, 60)}s (${r.int(80, 900)} MB)`,
      ],
    },
    {
      name: "ops-console",
      runtime: "node",
      weight: 4,
      health: true,
      calls: "pass-scheduler",
      gen: (r) => [
        "info",
        `${r.pick(["GET", "GET", "POST"])} /api/${r.pick(["passes", "spacecraft/status", "tc/queue", "stations"])} ${r.pick([200, 200, 200, 304])} ${ms(r, 9, 160)} ms`,
      ],
    },
    {
      name: "archive-writer",
      runtime: "rust",
      weight: 3,
      gen: (r) => [
        "info",
        `appended ${r.int(200, 4096)} frames to segment tm-${r.pick(["a", "b"])}-${r.int(1000, 1200)} (${r.int(1, 60)} MiB)`,
      ],
    },
    {
      name: "ephemeris-sync",
      runtime: "python",
      weight: 1,
      gen: (r) => ["info", `TLE fetched norad=${r.int(57000, 57999)} epoch_age=${r.int(1, 20)}h`],
    },
  ],
  jobs: [
    {
      svc: "ephemeris-sync",
      every: 180,
      line: (r) => ["info", `sync cycle done: ${r.int(11, 12)} objects, 0 failures, ${r.int(1, 6)}.${r.int(0, 9)}s`],
    },
    {
      svc: "orbit-det",
      every: 240,
      line: (r) => [
        "info",
        `scheduled OD batch finished: ${r.int(11, 12)} spacecraft, max rms ${r.int(0, 3)}.${r.int(0, 99)}m`,
      ],
    },
    {
      svc: "archive-writer",
      every: 300,
      line: (r) => ["info", `segment rollover: sealed tm-a-${r.int(1000, 1200)} (${r.int(800, 1024)} MiB, sha256 ok)`],
    },
  ],
  noise: [
    {
      svc: "tlm-ingest",
      perMin: 8,
      line: (r) => [
        "warn",
        `frame gap station=${r.pick(stn)} scid=${sc(r)} vcid=0 expected=${r.int(1000, 60000)} got=+${r.int(2, 9)} (dropped during low elevation)`,
      ],
    },
    {
      svc: "acu-ctl",
      perMin: 6,
      line: (r) => [
        "error",
        `ACU ${r.pick(["TRO-2"])} weather station read failed (sensor offline for maintenance), using defaults`,
      ],
    },
    {
      svc: "pass-scheduler",
      perMin: 4,
      line: (r) => ["warn", `conflict: ${sc(r)} and ${sc(r)} both request ${r.pick(stn)}, lower priority pass dropped`],
    },
    {
      svc: "gs-link",
      perMin: 7,
      line: (r) => [
        "error",
        `SLE ${r.pick(["PUN-3"])} return link CLTU throw event ignored: instance not bound (station decommissioned in config)`,
      ],
    },
  ],
  deprecations: [
    {
      svc: "ops-console",
      msg: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
    },
    {
      svc: "orbit-det",
      msg: "FutureWarning: The behavior of DataFrame concatenation with empty or all-NA entries is deprecated.",
    },
    {
      svc: "mdp-pipeline",
      msg: "WARN org.apache.hadoop.util.NativeCodeLoader: Unable to load native-hadoop library for your platform... using builtin-java classes where applicable",
    },
  ],
  retries: [
    {
      svc: "cmd-uplink",
      line: (_r, n) => [
        ["warn", `TC frame NAK from station (FARM-1 lockout cleared), retransmitting, attempt 2`],
        ["info", `TC retransmission accepted after ${n} ms`],
      ],
    },
    {
      svc: "ephemeris-sync",
      line: (_r, n) => [
        ["warn", "space-track login returned 502, retrying in 5s"],
        ["info", `space-track login ok (${n} ms)`],
      ],
    },
  ],
};

export const BLDG: Estate = {
  key: "bldg",
  company: "Halden Square Properties",
  ns: "halden-prod",
  traceIds: false,
  date: "2026-11-20",
  services: [
    {
      name: "bms-gateway",
      runtime: "java",
      weight: 7,
      gen: (r) =>
        r.chance(0.6)
          ? [
              "info",
              `ReadPropertyMultiple device=${r.int(2100, 2199)} (AHU-${r.int(1, 14)}) objects=${r.int(8, 40)} ok in ${ms(r, 12, 90)}ms`,
            ]
          : ["info", `Modbus poll unit=${r.int(1, 40)} fc=03 regs=${r.int(10, 60)} ok ${ms(r, 4, 40)}ms`],
    },
    {
      name: "chiller-ctl",
      runtime: "python",
      weight: 2,
      gen: (r) => [
        "info",
        `CH-${r.int(1, 3)} CHWS=${r.int(6, 7)}.${r.int(0, 9)}C CHWR=${r.int(11, 13)}.${r.int(0, 9)}C load=${r.int(30, 85)}% stage=${r.int(1, 3)}`,
      ],
    },
    {
      name: "hvac-sched",
      runtime: "dotnet",
      weight: 2,
      gen: (r) => [
        "info",
        `Applied schedule to zone ${zone(r)}: mode=${r.pick(["Occupied", "Occupied", "Standby"])} sp=${r.int(20, 23)}.${r.pick([0, 5])}C`,
      ],
    },
    {
      name: "access-ctl",
      runtime: "dotnet",
      weight: 6,
      gen: (r) => [
        "info",
        `Access granted card=${r.int(100000, 999999)} reader=${floor(r)}-${r.pick(["N", "S"])}-DR${r.int(1, 6)} (${ms(r, 40, 220)} ms)`,
      ],
    },
    {
      name: "lift-monitor",
      runtime: "go",
      weight: 5,
      gen: (r) => [
        "info",
        `car=${r.pick(["A", "B", "C", "D", "F1"])} floor=${r.int(0, 24)} dir=${r.pick(["up", "down", "idle"])} doors=${r.pick(["closed", "open", "closed"])} load=${r.int(0, 85)}%`,
      ],
    },
    {
      name: "energy-meters",
      runtime: "python",
      weight: 2,
      gen: (r) => [
        "info",
        `meter EM-${floor(r)}-${pad2(r.int(1, 6))} kWh=${r.int(10000, 99999)}.${r.int(0, 9)} kW=${r.int(2, 80)}.${r.int(0, 9)}`,
      ],
    },
    {
      name: "tenant-portal",
      runtime: "ruby",
      weight: 3,
      gen: (r) => [
        "info",
        `method=${r.pick(["GET", "GET", "POST"])} path=/${r.pick(["bookings", "visitors", "requests", "floors/12"])} format=html controller=${r.pick(["BookingsController", "VisitorsController", "ServiceRequestsController"])} action=index status=200 duration=${ms(r, 20, 260)}.${r.int(10, 99)} view=${r.int(5, 60)}.${r.int(10, 99)} db=${r.int(1, 30)}.${r.int(10, 99)}`,
      ],
    },
    {
      name: "alarm-router",
      runtime: "node",
      weight: 2,
      gen: (r) => [
        "info",
        `routed event ${r.pick(["FILTER_DIRTY", "DOOR_FORCED_CLEARED", "TEMP_HIGH_CLEARED", "LIFT_SERVICE"])} src=${floor(r)} -> ${r.pick(["fm-desk", "security", "none (suppressed)"])}`,
      ],
    },
    {
      name: "visitor-api",
      runtime: "node",
      weight: 2,
      health: true,
      gen: (r) => ["info", `POST /visits 201 ${ms(r, 30, 200)}ms host=${r.int(1000, 9999)} badge=temp`],
    },
    {
      name: "occupancy-svc",
      runtime: "python",
      weight: 1,
      gen: (r) => [
        "info",
        `floor ${floor(r)} occupancy=${r.int(0, 190)} (badge=${r.int(0, 150)} wifi=${r.int(0, 220)})`,
      ],
    },
  ],
  jobs: [
    {
      svc: "energy-meters",
      every: 60,
      line: (r) => ["info", `poll cycle complete: 96 meters, ${r.int(94, 96)} ok, ${r.int(1, 3)}.${r.int(0, 9)}s`],
    },
    {
      svc: "hvac-sched",
      every: 300,
      line: (r) => ["info", `Optimum start evaluation done for ${r.int(40, 48)} zones`],
    },
    {
      svc: "occupancy-svc",
      every: 120,
      line: (r) => ["info", `occupancy snapshot exported (${r.int(24, 25)} floors)`],
    },
  ],
  noise: [
    {
      svc: "access-ctl",
      perMin: 8,
      line: (r) => [
        "warn",
        `Door held open reader=${floor(r)}-${r.pick(["S", "N"])}-DR${r.int(1, 4)} duration=${r.int(31, 190)}s`,
      ],
    },
    {
      svc: "bms-gateway",
      perMin: 10,
      line: (r) => [
        "error",
        `BACnet device ${r.pick([2133, 2187])} not responding (APDU timeout), point marked out-of-service for maintenance`,
      ],
    },
    {
      svc: "energy-meters",
      perMin: 5,
      line: (r) => [
        "warn",
        `meter EM-${r.pick(["L07-04", "B1-02"])} returned Modbus exception 0x0B (gateway target failed to respond), sensor offline for maintenance`,
      ],
    },
    {
      svc: "lift-monitor",
      perMin: 4,
      line: (r) => [
        "warn",
        `car ${r.pick(["F1"])} in independent service (fire-fighting test), excluded from dispatch`,
      ],
    },
  ],
  deprecations: [
    {
      svc: "tenant-portal",
      msg: "DEPRECATION WARNING: `Rails.application.secrets` is deprecated in favor of `Rails.application.credentials` and will be removed in Rails 7.2.",
    },
    {
      svc: "visitor-api",
      msg: "(node:1) [DEP0170] DeprecationWarning: The URL mongodb://visitors-db:27017/visitors is invalid. Future versions of Node.js will throw an error.",
    },
    {
      svc: "hvac-sched",
      msg: "warn: Microsoft.AspNetCore.DataProtection.Repositories.EphemeralXmlRepository[50] Using an in-memory repository. Keys will not be persisted to storage.",
    },
  ],
  retries: [
    {
      svc: "bms-gateway",
      line: (_r, n) => [
        ["warn", "ReadProperty device=2114 segmentation NAK, retrying unsegmented"],
        ["info", `ReadProperty device=2114 ok on retry (${n}ms)`],
      ],
    },
    {
      svc: "visitor-api",
      line: (_r, n) => [
        ["warn", "SMTP 421 from relay, will retry host notification"],
        ["info", `host notification delivered on retry after ${n}ms`],
      ],
    },
  ],
};

export const ESTATES = { rail: RAIL, sat: SAT, bldg: BLDG };

/** A deploy or reload line as each runtime's service would print it. */
export function deployLine(s: Service, r: Rng): Line {
  const v = `${r.int(1, 7)}.${r.int(0, 40)}.${r.int(0, 12)}`;
  switch (s.runtime) {
    case "java":
      return [
        "info",
        `Started ${s.name.replace(/-./g, (m) => m[1].toUpperCase())}Application v${v} in ${r.int(8, 30)}.${r.int(100, 999)} seconds (process running for ${r.int(9, 31)}.1)`,
      ];
    case "python":
      return ["info", `Booting worker with pid: ${r.int(7, 60)} (release ${v})`];
    case "go":
      return ["info", `starting ${s.name} version=${v} commit=${r.hex(7)} go=go1.23.2`];
    case "node":
      return ["info", `${s.name}@${v} listening on :8080 (NODE_ENV=production)`];
    case "dotnet":
      return [
        "info",
        `Microsoft.Hosting.Lifetime[0] Application started. Hosting environment: Production; version ${v}`,
      ];
    case "ruby":
      return ["info", `* Puma version: 6.4.2 ("The Eagle of Durango") release ${v}, Listening on http://0.0.0.0:3000`];
    case "cpp":
      return ["info", `[main] ${s.name} ${v} (build ${r.hex(8)}) config reloaded on SIGHUP`];
    case "rust":
      return ["info", `${s.name} v${v} starting, tokio workers=8`];
  }
}

export function healthLine(s: Service, r: Rng): Line {
  switch (s.runtime) {
    case "dotnet":
      return [
        "info",
        `Request finished HTTP/1.1 GET http://${s.name}:8080/healthz - 200 - text/plain ${r.int(0, 2)}.${r.int(1000, 9999)}ms`,
      ];
    case "java":
      return ["debug", `GET "/actuator/health/liveness", parameters={} -> 200 OK`];
    default:
      return ["info", `GET /healthz 200 ${r.int(0, 3)}ms kube-probe/1.30`];
  }
}
