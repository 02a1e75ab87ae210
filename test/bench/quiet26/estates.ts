// The four made-up estates of quiet26: two hospitals (bedside devices, HL7) and two device fleets (agritech
// telematics/LoRaWAN, cold-chain trackers). Each brings its services, request traffic, periodic jobs, one
// noisy service, deprecation warnings, retries that succeed and the deploy lines of its runtimes.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Step = [svc: string, level: Level, msg: string, dtMs: number];
export type Domain = "hospital" | "iot";

export interface Estate {
  name: string;
  domain: Domain;
  ns: string;
  traced: boolean;
  services: string[];
  roles: Record<string, string>;
  traffic: ((r: Rng) => Step[])[];
  periodic: { svc: string; everyS: number; msg: (r: Rng) => string; level?: Level }[];
  noisy: { svc: string; everyS: number; level: Level; msg: (r: Rng) => string };
  deprecations: { svc: string; msg: string }[];
  retries: (r: Rng) => Step[];
  deploy: { svc: string; lines: (r: Rng) => [Level, string][] }[];
}

const mrn = (r: Rng) => `MRN${r.int(10000000, 99999999)}`;
const bed = (r: Rng) => `${r.pick(["3E", "4W", "5W", "6N", "ICU2", "CCU"])}-${String(r.int(1, 28)).padStart(2, "0")}`;
const ctl = (r: Rng) => `${r.int(100000, 999999)}${r.int(1000, 9999)}`;
const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const dev = (r: Rng, p: string) => `${p}-${r.hex(4)}`;

export const ST_BRIGID: Estate = {
  name: "st-brigid",
  domain: "hospital",
  ns: "sbh-clinical",
  traced: false,
  services: [
    "hl7-engine",
    "emr-adt-feed",
    "pump-gateway",
    "monitor-bridge",
    "alarm-router",
    "nurse-call",
    "rtls-locator",
    "device-registry",
    "clinical-portal",
  ],
  roles: {
    hl7: "hl7-engine",
    adt: "emr-adt-feed",
    pump: "pump-gateway",
    monitor: "monitor-bridge",
    alarm: "alarm-router",
    nurse: "nurse-call",
    rtls: "rtls-locator",
    registry: "device-registry",
    portal: "clinical-portal",
  },
  traffic: [
    (r) => {
      const m = mrn(r);
      const t = r.pick(["A08", "A02", "A03", "A01", "A31"]);
      return [
        ["hl7-engine", "info", `Channel ADT_IN: message ${ctl(r)} (ADT^${t}) received from HIS_EPIC, ACK AA sent`, 0],
        ["emr-adt-feed", "info", `PUT /api/v1/encounters/${m} 200 ${ms(r, 8, 60)}ms event=${t}`, ms(r, 20, 90)],
      ];
    },
    (r) => {
      const p = r.int(1000, 9999);
      return [
        [
          "pump-gateway",
          "info",
          `Pump ${p} (Alaris 8015) status INFUSING rate=${r.int(5, 250)} mL/h vtbi=${r.pick([50, 100, 250, 500, 1000])} mL`,
          0,
        ],
      ];
    },
    (r) => {
      const b = bed(r);
      return [
        [
          "monitor-bridge",
          "info",
          `[info] bed ${b} vitals HR=${r.int(55, 110)} SpO2=${r.int(92, 100)} RR=${r.int(10, 24)} published to /central/${b}`,
          0,
        ],
      ];
    },
    (r) => {
      const o = r.int(100000, 999999);
      const p = r.int(1000, 9999);
      return [
        ["clinical-portal", "info", `POST /api/orders/${o}/auto-program 202 ${ms(r, 40, 180)}ms`, 0],
        [
          "pump-gateway",
          "info",
          `Auto-programming order ${o} sent to pump ${p}, clinician confirmed on device`,
          ms(r, 300, 2500),
        ],
        ["hl7-engine", "info", `Channel PUMP_RGV: RGV^O15 for order ${o} routed to EMR_OUT`, ms(r, 2600, 4000)],
      ];
    },
    (r) => [
      [
        "clinical-portal",
        "info",
        `GET ${r.pick(["/worklist", "/patients/search", "/mar", "/alarms/history"])} 200 ${ms(r, 20, 240)}ms user=rn.${r.pick(["kowalski", "osei", "dunne", "haddad", "lindqvist", "moreau"])}`,
        0,
      ],
      ["emr-adt-feed", "info", `GET /api/v1/patients/${mrn(r)} 200 ${ms(r, 4, 40)}ms`, ms(r, 5, 40)],
    ],
    (r) => {
      const b = bed(r);
      return [
        ["nurse-call", "info", `call placed room=${b} type=NORMAL`, 0],
        [
          "alarm-router",
          "info",
          `event nc-${r.hex(6)} routed: ${b} NURSE_CALL prio=LOW -> group ${b.split("-")[0]}-RN`,
          ms(r, 30, 200),
        ],
        ["nurse-call", "info", `call cleared room=${b} answered_in=${r.int(8, 140)}s`, ms(r, 9000, 60000)],
      ];
    },
    (r) => [
      [
        "rtls-locator",
        "info",
        `tag 0x00${r.hex(4).toUpperCase()} asset=${r.pick(["PUMP", "WCHAIR", "BLADDERSCAN", "ECG"])}-${r.int(1000, 9999)} zone=${bed(r).split("-")[0]}-corridor conf=0.${r.int(70, 99)}`,
        0,
      ],
    ],
    (r) => [
      [
        "device-registry",
        "info",
        `Started GET "/api/devices/PUMP-${r.int(1000, 9999)}" for 10.20.4.${r.int(2, 250)}`,
        0,
      ],
      [
        "device-registry",
        "info",
        `Completed 200 OK in ${ms(r, 4, 30)}ms (Views: 0.${r.int(1, 9)}ms | ActiveRecord: ${r.int(1, 9)}.${r.int(0, 9)}ms | Allocations: ${r.int(900, 4000)})`,
        ms(r, 5, 30),
      ],
    ],
  ],
  periodic: [
    {
      svc: "hl7-engine",
      everyS: 60,
      msg: (r) => `Channel statistics: ADT_IN received=${r.int(40, 90)} filtered=${r.int(0, 5)} queued=0 errored=0`,
    },
    {
      svc: "pump-gateway",
      everyS: 30,
      msg: (r) => `Heartbeat sweep: ${r.int(410, 430)} pumps online, ${r.int(30, 60)} docked/charging`,
    },
    {
      svc: "rtls-locator",
      everyS: 45,
      msg: (r) => `location batch committed: ${r.int(800, 1500)} tag reads, ${r.int(2, 9)} readers reporting late`,
    },
    {
      svc: "emr-adt-feed",
      everyS: 30,
      msg: (r) => `HikariPool-1 - Pool stats (total=20, active=${r.int(1, 6)}, idle=${r.int(12, 19)}, waiting=0)`,
      level: "debug",
    },
    {
      svc: "device-registry",
      everyS: 120,
      msg: (r) =>
        `[ActiveJob] [WarrantySyncJob] Performed WarrantySyncJob from Sidekiq(default) in ${r.int(200, 900)}.${r.int(10, 99)}ms`,
    },
  ],
  noisy: {
    svc: "monitor-bridge",
    everyS: 11,
    level: "error",
    msg: (r) =>
      `[error] HL7 ORU from central station CS-${r.int(1, 4)}: OBX-3 code MDC_ATTR_ALERT_TYPE unmapped, segment dropped`,
  },
  deprecations: [
    {
      svc: "clinical-portal",
      msg: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    },
    {
      svc: "emr-adt-feed",
      msg: "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
    },
    {
      svc: "device-registry",
      msg: "DEPRECATION WARNING: `to_s(:db)` is deprecated and will be removed from Rails 7.2 (use `to_fs(:db)` instead)",
    },
  ],
  retries: (r) => {
    const p = r.int(1000, 9999);
    return [
      ["pump-gateway", "warn", `Auto-programming to pump ${p} not acknowledged within 5s, retry 1/3`, 0],
      ["pump-gateway", "info", `Auto-programming to pump ${p} acknowledged on retry 1`, ms(r, 5200, 7000)],
    ];
  },
  deploy: [
    {
      svc: "clinical-portal",
      lines: (r) => [
        ["info", `clinical-portal v4.${r.int(10, 30)}.${r.int(0, 9)} starting (node v20.11.1, NODE_ENV=production)`],
        ["info", "connected to session store redis://portal-cache:6379"],
        ["info", "listening on :8080"],
      ],
    },
    {
      svc: "device-registry",
      lines: (r) => [
        ["info", "=> Booting Puma"],
        ["info", `=> Rails 7.1.3 application starting in production (release r${r.int(300, 400)})`],
        ["info", "* Listening on http://0.0.0.0:3000"],
      ],
    },
  ],
};

export const HARBOURVIEW: Estate = {
  name: "harbourview",
  domain: "hospital",
  ns: "hvh-devices",
  traced: false,
  services: [
    "hl7-router",
    "alarm-mgmt",
    "pump-server",
    "telemetry-central",
    "rtls-engine",
    "bed-board",
    "nurse-call-gw",
    "patient-id-svc",
    "audit-log",
  ],
  roles: {
    hl7: "hl7-router",
    adt: "patient-id-svc",
    pump: "pump-server",
    monitor: "telemetry-central",
    alarm: "alarm-mgmt",
    nurse: "nurse-call-gw",
    rtls: "rtls-engine",
    registry: "bed-board",
    portal: "bed-board",
  },
  traffic: [
    (r) => {
      const c = ctl(r);
      return [
        ["hl7-router", "info", `[MLLP LAB_IN] ORU^R01 ctrl=${c} accepted, routed to 2 destinations`, 0],
        [
          "patient-id-svc",
          "info",
          `match ${mrn(r)} -> EMPI ${r.int(1000000, 9999999)} score=0.${r.int(93, 99)}`,
          ms(r, 10, 80),
        ],
        ["audit-log", "info", `appended event hl7.route ctrl=${c} seq=${r.int(1000000, 9999999)}`, ms(r, 60, 200)],
      ];
    },
    (r) => [
      [
        "pump-server",
        "info",
        `INFO:pump_server.poll:pump ${r.pick(["SIG", "PLUM"])}-${r.int(10000, 99999)} state=RUNNING dose=${r.int(1, 40)}.${r.int(0, 9)} mg/h`,
        0,
      ],
    ],
    (r) => {
      const b = bed(r);
      return [
        ["telemetry-central", "info", `I telemetry: pack TX${r.int(1000, 9999)} bed ${b} waveform ok ECG II 250Hz`, 0],
      ];
    },
    (r) => {
      const b = bed(r);
      return [
        [
          "alarm-mgmt",
          "info",
          `Alarm ${r.hex(8)} ${b} ${r.pick(["HR_HIGH", "APNEA_ADVISORY", "NIBP_DUE", "ST_CHANGE"])} delivered to handset ${r.int(5000, 5999)} in ${r.int(300, 1900)}ms`,
          0,
        ],
        ["audit-log", "info", `appended event alarm.delivered bed=${b} seq=${r.int(1000000, 9999999)}`, ms(r, 50, 150)],
      ];
    },
    (r) => [
      [
        "bed-board",
        "info",
        `method=GET path=/units/${r.pick(["3E", "4W", "5W", "ICU2"])}/beds format=json controller=BedsController status=200 duration=${ms(r, 15, 140)}.${r.int(10, 99)}`,
        0,
      ],
    ],
    (r) => {
      const b = bed(r);
      return [
        ["nurse-call-gw", "info", `nurse call ${b} ${r.pick(["NORMAL", "BATH", "STAFF_ASSIST"])} raised`, 0],
        [
          "alarm-mgmt",
          "info",
          `Alarm ${r.hex(8)} ${b} NURSE_CALL delivered to handset ${r.int(5000, 5999)} in ${r.int(300, 1400)}ms`,
          ms(r, 200, 900),
        ],
        ["nurse-call-gw", "info", `nurse call ${b} cancelled at bedside after ${r.int(20, 200)}s`, ms(r, 20000, 90000)],
      ];
    },
    (r) => [
      [
        "rtls-engine",
        "info",
        `level=info msg="badge update" badge=B${r.int(1000, 9999)} room=${bed(r)} dwell=${r.int(1, 600)}s`,
        0,
      ],
    ],
    (r) => [
      ["hl7-router", "info", `[MLLP ADT_IN] ADT^${r.pick(["A08", "A02", "A03"])} ctrl=${ctl(r)} accepted`, 0],
      [
        "bed-board",
        "info",
        `method=POST path=/hl7/adt format=json controller=AdtController status=204 duration=${ms(r, 10, 90)}.${r.int(10, 99)}`,
        ms(r, 40, 200),
      ],
    ],
  ],
  periodic: [
    {
      svc: "hl7-router",
      everyS: 60,
      msg: (r) =>
        `[stats] LAB_IN in=${r.int(30, 70)} out=${r.int(30, 70)} queued=0 | ADT_IN in=${r.int(20, 60)} queued=0`,
    },
    {
      svc: "pump-server",
      everyS: 30,
      msg: (r) =>
        `INFO:pump_server.fleet:poll cycle complete: ${r.int(300, 320)} pumps, ${r.int(0, 3)} unreachable (docked)`,
    },
    {
      svc: "audit-log",
      everyS: 60,
      msg: (r) => `segment rolled: wal-${r.int(10000, 99999)} fsync ok ${r.int(2, 12)}ms`,
    },
    {
      svc: "telemetry-central",
      everyS: 20,
      msg: (r) => `I telemetry: ${r.int(90, 110)} packs streaming, ${r.int(0, 2)} in standby`,
    },
  ],
  noisy: {
    svc: "patient-id-svc",
    everyS: 9,
    level: "warn",
    msg: (r) =>
      `WARN  c.h.empi.Matcher - ambiguous demographic match for inbound PID (2 candidates, score 0.${r.int(80, 89)}), left unlinked for registration review`,
  },
  deprecations: [
    {
      svc: "pump-server",
      msg: "/opt/app/pump_server/db.py:41: MovedIn20Warning: The ``declarative_base()`` function is now available as sqlalchemy.orm.declarative_base(). (deprecated since: 2.0)",
    },
    {
      svc: "nurse-call-gw",
      msg: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
    },
  ],
  retries: (r) => {
    const c = ctl(r);
    return [
      ["hl7-router", "warn", `[MLLP RAD_OUT] no ACK for ctrl=${c} within 10000ms, resending (attempt 2)`, 0],
      ["hl7-router", "info", `[MLLP RAD_OUT] ACK AA ctrl=${c} (attempt 2)`, ms(r, 10100, 11500)],
    ];
  },
  deploy: [
    {
      svc: "bed-board",
      lines: (r) => [
        ["info", `Puma starting in single mode... Version 6.4.2, release bed-board@${r.hex(7)}`],
        ["info", "* Min threads: 5, max threads: 5"],
        ["info", "Use Ctrl-C to stop"],
      ],
    },
    {
      svc: "audit-log",
      lines: (r) => [
        ["info", `audit-log ${r.pick(["v2.8.1", "v2.8.2", "v2.9.0"])} (go1.22.4) starting`],
        ["info", "replayed 0 uncommitted segments"],
      ],
    },
  ],
};

export const FIELDHAND: Estate = {
  name: "fieldhand",
  domain: "iot",
  ns: "fieldhand-prod",
  traced: true,
  services: [
    "mqtt-broker",
    "lns-bridge",
    "telematics-ingest",
    "device-shadow",
    "ota-campaigns",
    "fleet-api",
    "irrigation-scheduler",
    "yield-maps",
    "alerts-notifier",
  ],
  roles: {
    broker: "mqtt-broker",
    lns: "lns-bridge",
    ingest: "telematics-ingest",
    shadow: "device-shadow",
    ota: "ota-campaigns",
    api: "fleet-api",
    sched: "irrigation-scheduler",
    analytics: "yield-maps",
    notifier: "alerts-notifier",
  },
  traffic: [
    (r) => {
      const d = dev(r, "trk");
      return [
        [
          "telematics-ingest",
          "info",
          `batch accepted device=${d} points=${r.int(5, 60)} can_frames=${r.int(20, 400)} lag=${r.int(1, 9)}s`,
          0,
        ],
        ["device-shadow", "info", `shadow ${d} reported updated version=${r.int(100, 9000)}`, ms(r, 20, 120)],
      ];
    },
    (r) => {
      const e = r.hex(16);
      return [
        [
          "lns-bridge",
          "info",
          `uplink received dev_eui=${e} f_cnt=${r.int(100, 60000)} f_port=2 dr=${r.int(0, 5)} rssi=-${r.int(70, 118)} snr=${r.int(-8, 9)}.${r.int(0, 9)}`,
          0,
        ],
        [
          "telematics-ingest",
          "info",
          `soil probe ${e.slice(0, 8)} decoded vwc=${r.int(10, 45)}.${r.int(0, 9)}% temp=${r.int(4, 28)}.${r.int(0, 9)}C`,
          ms(r, 30, 200),
        ],
      ];
    },
    (r) => [
      [
        "fleet-api",
        "info",
        `${r.pick(["GET /v2/machines", "GET /v2/fields", "GET /v2/machines/positions", "POST /v2/work-orders"])} ${r.pick([200, 200, 200, 201, 304])} ${ms(r, 12, 300)}ms`,
        0,
      ],
      ["device-shadow", "info", `get shadow ${dev(r, "trk")} desired+reported (${r.int(1, 9)}ms)`, ms(r, 4, 40)],
    ],
    (r) => [
      [
        "irrigation-scheduler",
        "info",
        `Pivot ${r.pick(["P-07", "P-12", "P-19", "P-23"])} plan for zone ${r.int(1, 40)}: ${r.int(4, 25)} mm over ${r.int(2, 9)}h (ET0 ${r.int(2, 7)}.${r.int(0, 9)} mm)`,
        0,
      ],
      [
        "device-shadow",
        "info",
        `shadow pivot-${r.int(1, 30)} desired updated version=${r.int(100, 900)}`,
        ms(r, 30, 150),
      ],
    ],
    (r) => [
      [
        "mqtt-broker",
        "info",
        `client_connected clientid=${dev(r, "trk")} username=device proto_ver=4 keepalive=60 peername=100.${r.int(64, 127)}.${r.int(0, 255)}.${r.int(1, 254)}`,
        0,
      ],
    ],
    (r) => [
      [
        "yield-maps",
        "info",
        `INFO yield_maps.tiles: rendered ${r.int(20, 300)} tiles for field F-${r.int(100, 999)} harvest=${r.pick(["maize", "wheat", "soy"])} in ${r.int(100, 3000)}ms`,
        0,
      ],
    ],
  ],
  periodic: [
    {
      svc: "mqtt-broker",
      everyS: 60,
      msg: (r) =>
        `stats: connections.count=${r.int(8200, 8400)} sessions.count=${r.int(8300, 8600)} messages.received.rate=${r.int(900, 1400)}/s`,
    },
    {
      svc: "lns-bridge",
      everyS: 30,
      msg: (r) =>
        `gateway stats: ${r.int(210, 216)} gateways connected, rx_ok=${r.int(4000, 9000)} tx_ok=${r.int(30, 200)}`,
    },
    {
      svc: "telematics-ingest",
      everyS: 30,
      msg: (r) => `kafka producer flush: ${r.int(2000, 9000)} records, p99 ${r.int(8, 40)}ms`,
    },
    {
      svc: "alerts-notifier",
      everyS: 60,
      msg: (r) => `Sidekiq stats processed=${r.int(10000, 90000)} failed=${r.int(10, 40)} enqueued=${r.int(0, 4)}`,
    },
  ],
  noisy: {
    svc: "telematics-ingest",
    everyS: 8,
    level: "warn",
    msg: (r) =>
      `J1939 PGN 65226 from ${dev(r, "trk")}: DM1 lamp status unknown SPN ${r.int(520000, 524000)}, frame kept raw`,
  },
  deprecations: [
    {
      svc: "ota-campaigns",
      msg: "/usr/local/lib/python3.11/site-packages/botocore/auth.py:419: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
    },
    { svc: "fleet-api", msg: "(node:1) [DEP0106] DeprecationWarning: crypto.createCipher is deprecated." },
  ],
  retries: (r) => {
    const d = dev(r, "trk");
    return [
      ["device-shadow", "warn", `shadow ${d} update conflict (expected version ${r.int(200, 900)}), retrying`, 0],
      ["device-shadow", "info", `shadow ${d} reported updated on retry 1`, ms(r, 40, 400)],
    ];
  },
  deploy: [
    {
      svc: "yield-maps",
      lines: (r) => [
        ["info", `[INFO] Starting gunicorn 22.0.0 (yield-maps ${r.pick(["1.42.0", "1.42.1", "1.43.0"])})`],
        ["info", "[INFO] Listening at: http://0.0.0.0:8000 (1)"],
        ["info", "[INFO] Booting worker with pid: 7"],
      ],
    },
    {
      svc: "fleet-api",
      lines: (r) => [
        ["info", `fleet-api ${r.pick(["3.18.0", "3.18.1", "3.19.0"])} booting (node v20.12.2)`],
        ["info", "Server listening at http://0.0.0.0:3000"],
      ],
    },
  ],
};

export const FROSTLINE: Estate = {
  name: "frostline",
  domain: "iot",
  ns: "frostline",
  traced: true,
  services: [
    "mqtt-gw",
    "tracker-ingest",
    "geofence",
    "shipment-api",
    "temp-excursions",
    "ota-rollout",
    "customer-portal",
    "notify-sms",
    "reports-batch",
    "webhook-relay",
  ],
  roles: {
    broker: "mqtt-gw",
    ingest: "tracker-ingest",
    geo: "geofence",
    api: "shipment-api",
    coldchain: "temp-excursions",
    ota: "ota-rollout",
    portal: "customer-portal",
    notifier: "notify-sms",
    analytics: "reports-batch",
    webhook: "webhook-relay",
  },
  traffic: [
    (r) => {
      const d = `FL${r.int(100000, 999999)}`;
      const s = `SHP-${r.int(10000, 99999)}`;
      return [
        [
          "tracker-ingest",
          "info",
          `msg=reading tracker=${d} shipment=${s} temp_c=${r.int(2, 7)}.${r.int(0, 9)} rh=${r.int(60, 95)} batt=${r.int(30, 100)}%`,
          0,
        ],
        [
          "geofence",
          "info",
          `evaluated tracker=${d} fences=${r.int(1, 12)} transitions=0 took=${r.int(1, 9)}ms`,
          ms(r, 10, 80),
        ],
        ["temp-excursions", "info", `INFO excursions.rules: ${s} within range (2-8C), window ok`, ms(r, 60, 250)],
      ];
    },
    (r) => {
      const s = `SHP-${r.int(10000, 99999)}`;
      return [
        [
          "customer-portal",
          "info",
          `Request finished HTTP/1.1 GET https://track.frostline.io/shipments/${s} - 200 - application/json ${r.int(20, 300)}.${r.int(1000, 9999)}ms`,
          0,
        ],
        [
          "shipment-api",
          "info",
          `c.f.shipment.web.ShipmentController : GET /shipments/${s} -> 200 (${r.int(4, 60)} ms)`,
          ms(r, 3, 30),
        ],
      ];
    },
    (r) => [
      [
        "mqtt-gw",
        "info",
        `New client connected from 10.${r.int(0, 40)}.${r.int(0, 255)}.${r.int(1, 254)}:${r.int(30000, 60000)} as FL${r.int(100000, 999999)} (p2, c0, k300, u'tracker').`,
        0,
      ],
    ],
    (r) => {
      const s = `SHP-${r.int(10000, 99999)}`;
      return [
        [
          "shipment-api",
          "info",
          `c.f.shipment.web.ShipmentController : POST /shipments/${s}/events -> 201 (${r.int(6, 80)} ms)`,
          0,
        ],
        [
          "webhook-relay",
          "info",
          `delivered shipment.${r.pick(["departed", "arrived", "handover"])} for ${s} to customer ${r.pick(["nordfrukt", "medlog-eu", "pharmaroute", "freshbox"])} 200 in ${r.int(40, 600)}ms`,
          ms(r, 100, 900),
        ],
      ];
    },
    (r) => [
      [
        "notify-sms",
        "info",
        `I, [${r.hex(6)}] INFO -- : SMS queued to +44 7*** ***${r.int(100, 999)} sid=SM${r.hex(32)}`,
        0,
      ],
    ],
  ],
  periodic: [
    {
      svc: "mqtt-gw",
      everyS: 60,
      msg: (r) => `$SYS clients/connected ${r.int(14100, 14400)}, messages/received/1min ${r.int(40000, 60000)}`,
    },
    {
      svc: "tracker-ingest",
      everyS: 30,
      msg: (r) => `msg="consumer lag" topic=tracker.readings partition_max_lag=${r.int(0, 120)}`,
    },
    {
      svc: "reports-batch",
      everyS: 120,
      msg: (r) => `INFO reports: daily compliance PDF generated for ${r.int(20, 80)} shipments`,
    },
    {
      svc: "ota-rollout",
      everyS: 60,
      msg: (r) => `campaign fw-5.3.2 progress ${r.int(60, 70)}% (${r.int(9000, 9800)}/14380 trackers)`,
    },
  ],
  noisy: {
    svc: "geofence",
    everyS: 10,
    level: "error",
    msg: (r) =>
      `fence ${r.pick(["dc-rotterdam-old", "hub-venlo-2019", "xdock-lyon"])} has self-intersecting polygon (ring ${r.int(0, 3)}), evaluated with bounding box`,
  },
  deprecations: [
    {
      svc: "reports-batch",
      msg: "/app/reports/pdf.py:12: DeprecationWarning: 'pkg_resources' is deprecated as an API. See https://setuptools.pypa.io/en/latest/pkg_resources.html",
    },
    {
      svc: "customer-portal",
      msg:
        "warn: Microsoft.AspNetCore.DataProtection.KeyManagement.XmlKeyManager[35] No XML encryptor configured. Key {" +
        "0f3e2a71-5c1d-4b8e-9a47-2d6c8e1f4b90} may be persisted to storage in unencrypted form.",
    },
  ],
  retries: (r) => {
    const s = `SHP-${r.int(10000, 99999)}`;
    return [
      [
        "webhook-relay",
        "warn",
        `delivery of shipment.arrived for ${s} to freshbox failed: 502 Bad Gateway, retry 1 in 30s`,
        0,
      ],
      [
        "webhook-relay",
        "info",
        `delivered shipment.arrived for ${s} to freshbox 200 in ${r.int(80, 400)}ms (attempt 2)`,
        ms(r, 30000, 31500),
      ],
    ];
  },
  deploy: [
    {
      svc: "customer-portal",
      lines: (r) => [
        ["info", "info: Microsoft.Hosting.Lifetime[14] Now listening on: http://[::]:8080"],
        ["info", "info: Microsoft.Hosting.Lifetime[0] Application started. Press Ctrl+C to shut down."],
        ["info", `info: Frostline.Portal.Startup[0] build ${r.hex(7)} environment=Production`],
      ],
    },
    {
      svc: "reports-batch",
      lines: (r) => [
        ["info", `INFO reports: worker ${r.pick(["2.4.0", "2.4.1"])} started, celery 5.3.6, concurrency 4`],
      ],
    },
  ],
};

export const ESTATES: Estate[] = [ST_BRIGID, FIELDHAND, HARBOURVIEW, FROSTLINE];
