// The four made-up companies of quiet19, their services and the everyday traffic each one logs.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp" | "zos";
/** [offset ms from the request start, service, level, message] */
export type Step = [number, string, Level, string];

export interface Flow {
  tag: string;
  weight: number;
  gen: (r: Rng) => Step[];
}
export interface Job {
  every: number; // seconds
  gen: (r: Rng) => Step[];
}
export interface Estate {
  key: string;
  company: string;
  ns: string;
  traceIds: boolean;
  services: Record<string, Runtime>;
  flows: Flow[];
  jobs: Job[];
  health: (svc: string, r: Rng) => string | null;
  /** the service that logs one harmless complaint all window long */
  noisy: { svc: string; level: Level; every: number; msg: (r: Rng) => string };
  deprecations: [string, string][];
  retry: (r: Rng) => Step[];
  /** an unrelated release or config reload: lines logged by `svc` */
  deploys: { svc: string; gen: (r: Rng) => Step[] }[];
}

const n = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const ms = (r: Rng, lo: number, hi: number) => `${r.int(lo, hi)}ms`;
const feeder = (r: Rng) => `F-${r.int(2100, 2399)}`;
const rtu = (r: Rng) => r.pick(["SUB-114", "SUB-207", "SUB-031", "SUB-122", "SUB-088", "HYD-07", "HYD-11", "SUB-319"]);
const meter = (r: Rng) => `${r.int(4400, 4499)}-${r.int(1000, 9999)}-${r.int(10, 99)}`;
const sdp = (r: Rng) => `SDP${r.int(1000000, 9999999)}`;
const caseId = (r: Rng) => `BEN-2026-${String(r.int(10000, 99999)).padStart(7, "0")}`;
const doc = (r: Rng) => `doc_${r.hex(10)}`;
const pol = (r: Rng) => `HM${r.int(1000000, 9999999)}`;
const job = (r: Rng) =>
  r.pick(["PREM0310", "PREM0320", "CLMS1100", "CLMS1140", "GLPT0900", "BACS0100", "AGNT0450", "RNWL2200"]);
const jobNo = (r: Rng) => `JOB${String(r.int(10000, 99999)).padStart(5, "0")}`;

export const NORTHMERE: Estate = {
  key: "northmere",
  company: "Northmere Grid",
  ns: "nmg-ops",
  traceIds: false,
  services: {
    "scada-fe": "cpp",
    "opcua-gateway": "java",
    "historian-ingest": "dotnet",
    "ems-alarms": "java",
    "oms-dispatch": "java",
    "gis-trace": "python",
    "outage-portal": "node",
    "market-bidder": "python",
    "forecast-svc": "python",
    "crew-mobile-api": "go",
  },
  flows: [
    {
      tag: "telemetry",
      weight: 5,
      gen: (r) => {
        const u = rtu(r);
        return [
          [0, "scada-fe", "info", `DNP3 class 1 poll ${u}: ${n(r, 4, 60)} points, ${ms(r, 12, 90)}`],
          [
            n(r, 5, 40),
            "opcua-gateway",
            "info",
            `subscription ${n(r, 3, 18)} publish: ${n(r, 40, 400)} monitored items, seq=${n(r, 100000, 999999)}`,
          ],
          [
            n(r, 40, 200),
            "historian-ingest",
            "info",
            `flushed ${n(r, 200, 2400)} values to archive piarch.231 in ${ms(r, 8, 80)}`,
          ],
        ];
      },
    },
    {
      tag: "portal",
      weight: 2,
      gen: (r) => {
        const f = feeder(r);
        const t = n(r, 60, 400);
        return [
          [
            0,
            "gis-trace",
            "info",
            `trace feeder ${f} downstream: ${n(r, 40, 900)} devices, ${n(r, 300, 9000)} customers (${n(r, 40, 300)}ms)`,
          ],
          [
            n(r, 5, 20) + 300,
            "oms-dispatch",
            "info",
            `INFO  c.n.oms.web.OutageController - outage map region=${r.pick(["north", "coast", "valley", "metro"])} built: ${n(r, 0, 14)} active orders`,
          ],
          [
            t + 340,
            "outage-portal",
            "info",
            `GET /api/outages?region=${r.pick(["north", "coast", "valley", "metro"])} 200 ${t + 340}ms`,
          ],
        ];
      },
    },
    {
      tag: "crew",
      weight: 1,
      gen: (r) => {
        const wo = `WO-${n(r, 80000, 89999)}`;
        return [
          [0, "crew-mobile-api", "info", `POST /v1/orders/${wo}/status 204 ${ms(r, 12, 80)} crew=C-${n(r, 10, 88)}`],
          [
            n(r, 10, 60),
            "oms-dispatch",
            "info",
            `INFO  c.n.oms.crew.CrewService - order ${wo} status ${r.pick(["ENROUTE", "ON_SITE", "RESTORED", "ASSIGNED"])}`,
          ],
        ];
      },
    },
    {
      tag: "alarms",
      weight: 1,
      gen: (r) => [
        [
          0,
          "ems-alarms",
          "info",
          `alarm ${r.pick(["BKR", "XFMR", "VOLT", "FREQ"])}-${n(r, 100, 999)} at ${rtu(r)} ${r.pick(["acknowledged by op12", "returned to normal", "acknowledged by op07", "shelved 30m by op03"])}`,
        ],
      ],
    },
  ],
  jobs: [
    {
      every: 60,
      gen: (r) => [
        [
          0,
          "forecast-svc",
          "info",
          `load forecast run zone NMR-${n(r, 1, 6)}: 96 intervals, MAPE ${(r.next() * 3 + 1).toFixed(2)}%`,
        ],
      ],
    },
    {
      every: 90,
      gen: (r) => [
        [0, "market-bidder", "info", `intraday position check: net ${n(r, -40, 80)} MW vs schedule, no rebid needed`],
      ],
    },
    {
      every: 120,
      gen: (r) => [
        [
          0,
          "historian-ingest",
          "info",
          `snapshot subsystem: ${n(r, 48000, 52000)} points, archive queue ${n(r, 0, 40)}`,
        ],
      ],
    },
  ],
  health: (s, r) =>
    s === "scada-fe"
      ? `channel health: primary UP, backup STANDBY, ${n(r, 180, 190)} RTUs online`
      : s === "outage-portal"
        ? `GET /healthz 200 ${n(r, 1, 4)}ms`
        : s === "crew-mobile-api"
          ? `GET /healthz 200 ${n(r, 100, 900)}µs`
          : s === "gis-trace" || s === "forecast-svc" || s === "market-bidder"
            ? `"GET /health HTTP/1.1" 200 17`
            : null,
  noisy: {
    svc: "scada-fe",
    level: "error",
    every: 6,
    msg: (r) =>
      `IIN2.1 object unknown from RTU ${r.pick(["SUB-031", "SUB-319"])} (g${r.pick([40, 41, 50])}v${n(r, 1, 4)}), ignoring response`,
  },
  deprecations: [
    [
      "opcua-gateway",
      "WARN  o.e.m.o.stack.client.DiscoveryClient - SecurityPolicy Basic256 is deprecated; endpoint opc.tcp://plc-hyd-11:4840 still offers it",
    ],
    [
      "gis-trace",
      "DeprecationWarning: shapely.geometry.base.BaseGeometry.type is deprecated and will be removed in Shapely 2.1. Use 'geom_type' instead.",
    ],
    [
      "outage-portal",
      "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    ],
  ],
  retry: (r) => [
    [
      0,
      "market-bidder",
      "warn",
      `POST https://mms.market-op.example/api/v2/bids returned 429 (Retry-After: 2); attempt 1/5`,
    ],
    [
      2100,
      "market-bidder",
      "info",
      `bid set BS-${n(r, 40000, 49999)} accepted by market operator (${n(r, 12, 24)} segments)`,
    ],
  ],
  deploys: [
    {
      svc: "forecast-svc",
      gen: (r) => [
        [
          0,
          "forecast-svc",
          "info",
          `Starting forecast-svc 3.${n(r, 1, 9)}.${n(r, 0, 9)} (python 3.11.9, model nmr-lgbm-2026-11)`,
        ],
        [1800, "forecast-svc", "info", "Uvicorn running on http://0.0.0.0:8080 (Press CTRL+C to quit)"],
      ],
    },
    {
      svc: "crew-mobile-api",
      gen: (r) => [
        [0, "crew-mobile-api", "info", `config reloaded from /etc/crew/config.yaml (sha ${r.hex(7)}): 3 keys changed`],
      ],
    },
  ],
};

export const TALLOWBROOK: Estate = {
  key: "tallowbrook",
  company: "Tallowbrook Utilities",
  ns: "tbu-prod",
  traceIds: true,
  services: {
    "ami-headend": "java",
    "mdm-vee": "java",
    "billing-export": "dotnet",
    "customer-portal": "node",
    "usage-api": "go",
    "payment-bridge": "ruby",
    "outage-notify": "python",
    "meter-events": "go",
    "cis-adapter": "java",
  },
  flows: [
    {
      tag: "usage",
      weight: 4,
      gen: (r) => {
        const s = sdp(r);
        const t = n(r, 20, 180);
        return [
          [
            0,
            "mdm-vee",
            "info",
            `INFO  [http-nio-8080-exec-${n(r, 1, 40)}] c.t.mdm.api.IntervalResource - intervals ${s} ${n(r, 1, 31)}d: ${n(r, 96, 2976)} rows (${ms(r, 8, 90)})`,
          ],
          [
            t,
            "usage-api",
            "info",
            `usage query sdp=${s} granularity=${r.pick(["15m", "1h", "1d"])} status=200 dur=${t}ms`,
          ],
          [t + n(r, 10, 40), "customer-portal", "info", `GET /account/usage 200 ${t + n(r, 30, 120)}ms`],
        ];
      },
    },
    {
      tag: "pay",
      weight: 1,
      gen: (r) => {
        const amt = (r.next() * 200 + 20).toFixed(2);
        return [
          [
            0,
            "payment-bridge",
            "info",
            `Completed 201 Created in ${n(r, 300, 900)}ms (charge ch_${r.hex(14)} ${amt} USD)`,
          ],
          [n(r, 950, 1100), "cis-adapter", "info", `payment ${amt} USD posted to account ${n(r, 10000000, 99999999)}`],
          [n(r, 1110, 1300), "customer-portal", "info", `POST /account/pay 201 ${n(r, 1000, 1400)}ms`],
        ];
      },
    },
    {
      tag: "reads",
      weight: 3,
      gen: (r) => [
        [
          0,
          "ami-headend",
          "info",
          `read response meter ${meter(r)}: ${n(r, 4, 16)} intervals, rssi -${n(r, 60, 95)}dBm`,
        ],
        [
          n(r, 200, 900),
          "mdm-vee",
          "info",
          `INFO  [vee-${n(r, 1, 8)}] c.t.mdm.vee.VeeEngine - VEE passed ${n(r, 96, 480)} intervals for ${sdp(r)}`,
        ],
      ],
    },
    {
      tag: "events",
      weight: 1,
      gen: (r) => [
        [
          0,
          "meter-events",
          "info",
          `event ${r.pick(["tamper-cleared", "power-restore", "reverse-energy-cleared", "low-battery"])} meter=${meter(r)} ack`,
        ],
      ],
    },
  ],
  jobs: [
    {
      every: 45,
      gen: (r) => [
        [
          0,
          "billing-export",
          "info",
          `Billing determinants batch ${n(r, 1000, 9999)}: ${n(r, 200, 800)} accounts sent to CIS in ${n(r, 2, 9)}.${n(r, 0, 9)}s`,
        ],
      ],
    },
    {
      every: 75,
      gen: (r) => [
        [0, "cis-adapter", "info", `CIS delta sync: ${n(r, 10, 400)} accounts, ${n(r, 0, 12)} premise moves`],
      ],
    },
    {
      every: 50,
      gen: (r) => [
        [0, "outage-notify", "info", `notification sweep: ${n(r, 0, 3)} restorations, ${n(r, 0, 40)} sms queued`],
      ],
    },
  ],
  health: (s, r) =>
    s === "customer-portal"
      ? `GET /healthz 200 ${n(r, 1, 4)}ms`
      : s === "usage-api" || s === "meter-events"
        ? `GET /healthz status=200 dur=${n(r, 100, 800)}µs`
        : s === "payment-bridge"
          ? `Completed 200 OK in 1ms (GET /up)`
          : s === "mdm-vee" || s === "cis-adapter" || s === "ami-headend"
            ? `GET /actuator/health 200 UP`
            : null,
  noisy: {
    svc: "meter-events",
    level: "error",
    every: 5,
    msg: (r) =>
      `event decode failed meter=${meter(r)}: unknown event code 0x${r.hex(4)} (firmware 7.${n(r, 1, 3)}), dropped`,
  },
  deprecations: [
    ["billing-export", "warn: System.Net.WebRequest is obsolete (SYSLIB0014). Use HttpClient instead."],
    [
      "customer-portal",
      "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
    ],
    [
      "payment-bridge",
      "DEPRECATION WARNING: `ActiveSupport::ProxyObject` is deprecated and will be removed in Rails 8.0.",
    ],
  ],
  retry: (r) => [
    [
      0,
      "cis-adapter",
      "warn",
      `WARN  c.t.cis.SoapClient - CIS call AccountLookup failed (java.net.SocketTimeoutException: Read timed out), retry 1 of 3 in 500ms`,
    ],
    [
      900,
      "cis-adapter",
      "info",
      `INFO  c.t.cis.SoapClient - CIS call AccountLookup succeeded on attempt 2 (${n(r, 200, 600)}ms)`,
    ],
  ],
  deploys: [
    {
      svc: "outage-notify",
      gen: (r) => [
        [0, "outage-notify", "info", `Booting outage-notify 2.${n(r, 10, 30)}.${n(r, 0, 9)} (celery 5.4.0)`],
        [900, "outage-notify", "info", "celery@outage-notify-0 ready."],
      ],
    },
    {
      svc: "usage-api",
      gen: (r) => [
        [
          0,
          "usage-api",
          "info",
          `config reload: feature flag usage.weather_overlay=${r.pick(["true", "false"])} (rev ${r.hex(7)})`,
        ],
      ],
    },
  ],
};

export const KESTREL: Estate = {
  key: "kestrel",
  company: "Kestrel County Benefits",
  ns: "kcb-prod",
  traceIds: true,
  services: {
    "citizen-portal": "node",
    "case-api": "java",
    "doc-intake": "dotnet",
    "ocr-worker": "python",
    "id-verify": "go",
    "eligibility-rules": "java",
    "payments-svc": "dotnet",
    "notify-svc": "ruby",
    "audit-trail": "go",
    "caseworker-ui": "node",
  },
  flows: [
    {
      tag: "apply",
      weight: 2,
      gen: (r) => {
        const c = caseId(r);
        return [
          [
            0,
            "id-verify",
            "info",
            `identity check passed applicant=A-${n(r, 100000, 999999)} level=LOA2 dur=${ms(r, 200, 900)}`,
          ],
          [n(r, 950, 1100), "case-api", "info", `INFO  c.k.case.CaseService - case ${c} created, state SUBMITTED`],
          [
            n(r, 1150, 1400),
            "eligibility-rules",
            "info",
            `INFO  o.d.c.k.s.KieSession - case ${c}: ${n(r, 20, 70)} rules fired, outcome ${r.pick(["ELIGIBLE", "ELIGIBLE", "REFER", "INELIGIBLE"])}`,
          ],
          [n(r, 1450, 1600), "citizen-portal", "info", `POST /apply/submit 201 ${n(r, 1500, 1700)}ms`],
        ];
      },
    },
    {
      tag: "upload",
      weight: 2,
      gen: (r) => {
        const d = doc(r);
        const ocr = n(r, 1200, 4000);
        return [
          [
            0,
            "doc-intake",
            "info",
            `Received upload ${d} (application/pdf, ${(r.next() * 3 + 0.1).toFixed(1)} MB) for case ${caseId(r)}`,
          ],
          [n(r, 20, 60), "citizen-portal", "info", `POST /evidence/upload 202 ${ms(r, 200, 700)}`],
          [
            ocr,
            "ocr-worker",
            "info",
            `OCR done ${d}: ${n(r, 1, 9)} pages, mean confidence ${(0.85 + r.next() * 0.14).toFixed(2)} (${(ocr / 1000).toFixed(1)}s)`,
          ],
          [
            ocr + n(r, 20, 80),
            "case-api",
            "info",
            `INFO  c.k.case.EvidenceService - evidence ${d} attached, checklist ${n(r, 2, 6)}/6`,
          ],
        ];
      },
    },
    {
      tag: "worklist",
      weight: 2,
      gen: (r) => {
        const t = n(r, 40, 300);
        return [
          [
            0,
            "case-api",
            "info",
            `INFO  c.k.case.WorklistService - worklist team=${r.pick(["north", "south", "fraud", "appeals"])} ${n(r, 10, 80)} items (${t - 20}ms)`,
          ],
          [t, "caseworker-ui", "info", `GET /worklist 200 ${t + 30}ms`],
        ];
      },
    },
    {
      tag: "portal",
      weight: 3,
      gen: (r) => [
        [
          0,
          "citizen-portal",
          "info",
          `GET ${r.pick(["/", "/apply/step/2", "/apply/step/3", "/status", "/messages"])} 200 ${ms(r, 20, 260)}`,
        ],
      ],
    },
  ],
  jobs: [
    {
      every: 30,
      gen: (r) => [[0, "audit-trail", "info", `appended ${n(r, 40, 600)} audit events, chain head ${r.hex(12)}`]],
    },
    {
      every: 60,
      gen: (r) => [
        [0, "payments-svc", "info", `Payment instructions queued for BACS run ${n(r, 300, 340)}: ${n(r, 5, 90)} items`],
      ],
    },
    {
      every: 40,
      gen: (r) => [
        [
          0,
          "notify-svc",
          "info",
          `Performed LetterJob (Job ID: ${r.hex(8)}) from Sidekiq(default) in ${n(r, 80, 900)}ms template=${r.pick(["evidence-request", "decision", "appointment"])}`,
        ],
      ],
    },
  ],
  health: (s, r) =>
    s === "citizen-portal" || s === "caseworker-ui"
      ? `GET /api/health 200 ${n(r, 1, 5)}ms`
      : s === "id-verify" || s === "audit-trail"
        ? `GET /healthz status=200 dur=${n(r, 90, 700)}µs`
        : s === "case-api" || s === "eligibility-rules"
          ? `GET /actuator/health/liveness 200`
          : s === "ocr-worker"
            ? `"GET /health HTTP/1.1" 200 2`
            : null,
  noisy: {
    svc: "doc-intake",
    level: "warn",
    every: 7,
    msg: (r) => `Upload ${doc(r)} rejected: file type image/heic not accepted (case ${caseId(r)})`,
  },
  deprecations: [
    [
      "case-api",
      "WARN  o.s.b.a.orm.jpa.JpaBaseConfiguration - spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering.",
    ],
    ["notify-svc", "DEPRECATION WARNING: Using `Sidekiq::Worker` is deprecated, include `Sidekiq::Job` instead."],
    [
      "doc-intake",
      "warn: Microsoft.AspNetCore.Server.Kestrel[0] Overriding address(es) 'http://+:80'. Binding to endpoints defined via IConfiguration and/or UseKestrel() instead.",
    ],
  ],
  retry: (r) => [
    [
      0,
      "case-api",
      "warn",
      `WARN  c.k.case.CaseService - OptimisticLockException on case ${caseId(r)} (version ${n(r, 3, 30)}), retrying 1/3`,
    ],
    [40, "case-api", "info", "INFO  c.k.case.CaseService - case update committed on retry 1"],
  ],
  deploys: [
    {
      svc: "caseworker-ui",
      gen: (r) => [
        [0, "caseworker-ui", "info", `▲ Next.js 14.2.${n(r, 3, 15)} - Local: http://localhost:3000`],
        [700, "caseworker-ui", "info", "✓ Ready in 812ms"],
      ],
    },
    {
      svc: "notify-svc",
      gen: (r) => [
        [
          0,
          "notify-svc",
          "info",
          `Booting Sidekiq 7.2.${n(r, 1, 4)} with Sidekiq::RedisConnection::RedisClientAdapter options {}`,
        ],
        [500, "notify-svc", "info", "Starting processing, hit Ctrl-C to stop"],
      ],
    },
  ],
};

export const HARBOURLINE: Estate = {
  key: "harbourline",
  company: "Harbourline Mutual",
  ns: "hm-batch",
  traceIds: false,
  services: {
    "ctm-server": "cpp",
    "zos-syslog": "zos",
    "mq-bridge": "java",
    "ims-connect-gw": "java",
    "ft-gateway": "go",
    "policy-api": "java",
    "claims-api": "dotnet",
    "recon-batch": "python",
    "zowe-gw": "node",
  },
  flows: [
    {
      tag: "policy",
      weight: 4,
      gen: (r) => {
        const p = pol(r);
        const t = n(r, 8, 60);
        return [
          [
            0,
            "ims-connect-gw",
            "info",
            `IMS Connect HWS1 tran=PRMQRY datastore=IMSP clientid=HMGW${n(r, 100, 999)} rc=0 rsn=0 ${t}ms`,
          ],
          [t + 5, "policy-api", "info", `GET /policies/${p} 200 ${t + n(r, 10, 40)}ms`],
        ];
      },
    },
    {
      tag: "claims",
      weight: 2,
      gen: (r) => {
        const c = `CLM-${n(r, 300000, 399999)}`;
        return [
          [0, "mq-bridge", "info", `put QL.CLAIMS.IN msgid=414d5120484d51503120${r.hex(16)} len=${n(r, 800, 4000)}`],
          [
            n(r, 10, 30),
            "claims-api",
            "info",
            `info: Harbourline.Claims.Api[0] Claim ${c} lodged for policy ${pol(r)}, forwarded to IMS`,
          ],
        ];
      },
    },
    {
      tag: "batch",
      weight: 1,
      gen: (r) => {
        const j = job(r);
        const no = jobNo(r);
        const d = n(r, 4000, 30000);
        return [
          [0, "ctm-server", "info", `${j} ORDERID ${r.hex(5).toUpperCase()} RUN 1 SUBMITTED TO z/OS AS ${no}`],
          [
            n(r, 300, 900),
            "zos-syslog",
            "info",
            `$HASP373 ${j} STARTED - INIT ${n(r, 1, 12)} - CLASS ${r.pick(["A", "B", "P"])} - SYS PRD1`,
          ],
          [d, "zos-syslog", "info", `$HASP395 ${j} ENDED - RC=0000`],
          [d + n(r, 500, 2000), "ctm-server", "info", `${j} ${no} ENDED OK`],
        ];
      },
    },
    {
      tag: "zowe",
      weight: 1,
      gen: (r) => [
        [
          0,
          "zowe-gw",
          "info",
          `GET /zosmf/restjobs/jobs?owner=BATCHP&prefix=${job(r).slice(0, 4)}* 200 ${ms(r, 80, 400)}`,
        ],
      ],
    },
  ],
  jobs: [
    {
      every: 45,
      gen: (r) => [
        [
          0,
          "ft-gateway",
          "info",
          `transfer ${r.pick(["AGENTS-IN", "GL-OUT", "REINS-OUT", "BACS-IN", "PRINT-OUT"])} ${r.pick(["put", "get"])} ${n(r, 1, 900)}.${n(r, 0, 9)} MB in ${n(r, 1, 40)}s partner=${r.pick(["BNKX", "PRNTCO", "REINS1", "AGNTNET"])} status=ok`,
        ],
      ],
    },
    {
      every: 60,
      gen: (r) => [[0, "recon-batch", "info", `reconciled ${n(r, 1000, 20000)} premium records against GL, 0 breaks`]],
    },
    {
      every: 90,
      gen: (r) => [
        [
          0,
          "zos-syslog",
          "info",
          `IEF404I ${job(r)} - ENDED - TIME=${String(n(r, 1, 4)).padStart(2, "0")}.${n(r, 10, 59)}.${n(r, 10, 59)}`,
        ],
      ],
    },
  ],
  health: (s, r) =>
    s === "policy-api" || s === "ims-connect-gw" || s === "mq-bridge"
      ? `GET /actuator/health 200 UP`
      : s === "zowe-gw"
        ? `GET /health 200 ${n(r, 1, 4)}ms`
        : s === "ft-gateway"
          ? `healthz ok sessions=${n(r, 0, 6)}`
          : null,
  noisy: {
    svc: "zos-syslog",
    level: "error",
    every: 8,
    msg: (r) =>
      `ICH408I USER(${r.pick(["TSTUSR1", "QAUSR04"])}) GROUP(TEST) NAME(QA BATCH) DATASET(PROD.PREM.MASTER) CL(DATASET) INSUFFICIENT ACCESS AUTHORITY ACCESS INTENT(READ) ACCESS ALLOWED(NONE)`,
  },
  deprecations: [
    [
      "policy-api",
      "WARN  o.s.b.a.r.RestTemplateAutoConfiguration - RestTemplate is in maintenance mode; consider RestClient",
    ],
    [
      "zowe-gw",
      "(node:1) [DEP0123] DeprecationWarning: Setting the TLS ServerName to an IP address is not permitted by RFC 6066.",
    ],
    [
      "recon-batch",
      "FutureWarning: Downcasting object dtype arrays on .fillna, .ffill, .bfill is deprecated and will change in a future version.",
    ],
  ],
  retry: (r) => [
    [
      0,
      "ims-connect-gw",
      "warn",
      `IMS Connect HWS1 tran=PRMQRY rc=4 rsn=DATASTORE_BUSY, retrying in 200ms (attempt 1)`,
    ],
    [
      260,
      "ims-connect-gw",
      "info",
      `IMS Connect HWS1 tran=PRMQRY datastore=IMSP rc=0 rsn=0 ${n(r, 20, 80)}ms (attempt 2)`,
    ],
  ],
  deploys: [
    {
      svc: "zowe-gw",
      gen: (r) => [[0, "zowe-gw", "info", `zowe api-gateway 2.${n(r, 14, 18)}.${n(r, 0, 4)} started on port 7554`]],
    },
    {
      svc: "recon-batch",
      gen: (r) => [
        [
          0,
          "recon-batch",
          "info",
          `settings reloaded from recon.toml (tolerance_pence=${n(r, 1, 5)}, rev ${r.hex(7)})`,
        ],
      ],
    },
  ],
};

export const ESTATES: Estate[] = [NORTHMERE, TALLOWBROOK, KESTREL, HARBOURLINE];
