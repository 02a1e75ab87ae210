// Four made-up clear-aligner companies: their services, runtimes, request flows, periodic jobs and steady noise.
import type { Rng } from "./rng.js";
import type { Level } from "./stream.js";

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";
export type Role = "edge" | "kit" | "scan" | "plan" | "doctor" | "mfg" | "ship" | "pay" | "msg" | "photo";

export interface Step {
  svc: string;
  msg: string;
  dt: number;
  level?: Level;
  stack?: string[];
}
export interface Flow {
  name: string;
  weight: number;
  build: (r: Rng) => Step[];
}
export interface Periodic {
  svc: string;
  everyMs: number;
  level?: Level;
  msg: (r: Rng) => string;
}
export interface Estate {
  key: string;
  company: string;
  namespace: string;
  traceIds: boolean;
  services: string[];
  runtime: Record<string, Runtime>;
  roles: Record<Role, string>;
  flows: Flow[];
  periodic: Periodic[];
  health: { svc: string; msg: string }[];
  noisy: { svc: string; level: Level; everyMs: number; msg: (r: Rng) => string };
  deprecations: { svc: string; msg: string }[];
}

export const pid = (r: Rng) => `P-${r.int(1000000, 9999999)}`;
export const day = (r: Rng) => `2026-${String(r.int(1, 12)).padStart(2, "0")}-${String(r.int(1, 28)).padStart(2, "0")}`;
const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);

const A: Estate = {
  key: "brightbite",
  company: "BrightBite (at-home impression kits, US)",
  namespace: "brightbite-prod",
  traceIds: true,
  services: [
    "smile-web-api",
    "kit-fulfilment",
    "scan-intake",
    "treatment-planner",
    "doctor-review",
    "aligner-mfg-orders",
    "courier-bridge",
    "photo-checkin",
    "payments-ledger",
    "patient-msg",
  ],
  runtime: {
    "smile-web-api": "node",
    "kit-fulfilment": "java",
    "scan-intake": "python",
    "treatment-planner": "java",
    "doctor-review": "ruby",
    "aligner-mfg-orders": "python",
    "courier-bridge": "go",
    "photo-checkin": "java",
    "payments-ledger": "dotnet",
    "patient-msg": "node",
  },
  roles: {
    edge: "smile-web-api",
    kit: "kit-fulfilment",
    scan: "scan-intake",
    plan: "treatment-planner",
    doctor: "doctor-review",
    mfg: "aligner-mfg-orders",
    ship: "courier-bridge",
    pay: "payments-ledger",
    msg: "patient-msg",
    photo: "photo-checkin",
  },
  flows: [
    {
      name: "kit",
      weight: 2,
      build: (r) => [
        {
          svc: "kit-fulfilment",
          dt: 0,
          msg: `Kit KT-${r.int(100000, 999999)} activated for patient ${pid(r)} (shipTo=US-${r.pick(["TX", "CA", "FL", "NY", "OH", "WA"])}, return label pre-printed)`,
        },
        { svc: "smile-web-api", dt: ms(r, 30, 140), msg: `POST /api/v3/kits/activate 200 ${ms(r, 40, 180)}ms` },
      ],
    },
    {
      name: "scan",
      weight: 3,
      build: (r) => {
        const id = `IMP-${r.int(100000, 999999)}`;
        return [
          {
            svc: "scan-intake",
            dt: 0,
            msg: `impression set ${id} status=${r.pick(["digitized", "digitized", "received", "in_qc"])} arches=2 scanner=lab-ct-${r.int(1, 4)}`,
          },
          {
            svc: "smile-web-api",
            dt: ms(r, 20, 90),
            msg: `GET /api/v3/impressions/${id}/status 200 ${ms(r, 25, 120)}ms`,
          },
        ];
      },
    },
    {
      name: "plan",
      weight: 3,
      build: (r) => {
        const tp = `TP-${r.int(100000, 999999)}`;
        return [
          {
            svc: "treatment-planner",
            dt: 0,
            msg: `Loaded setup ${tp} rev ${r.int(1, 4)} (${r.int(14, 30)} upper / ${r.int(12, 30)} lower stages, attachments=${r.int(0, 12)})`,
          },
          { svc: "smile-web-api", dt: ms(r, 40, 220), msg: `GET /api/v3/plans/${tp} 200 ${ms(r, 60, 300)}ms` },
        ];
      },
    },
    {
      name: "approve",
      weight: 1,
      build: (r) => {
        const tp = `TP-${r.int(100000, 999999)}`;
        const mo = `MO-${r.int(1000000, 9999999)}`;
        return [
          {
            svc: "doctor-review",
            dt: 0,
            msg: `Started POST "/cases/${tp}/approve" for 10.42.${r.int(0, 9)}.${r.int(2, 250)}`,
          },
          {
            svc: "treatment-planner",
            dt: ms(r, 20, 60),
            msg: `Setup ${tp} approved by DR-${r.int(1000, 9999)}, handing to manufacturing`,
          },
          {
            svc: "aligner-mfg-orders",
            dt: ms(r, 70, 140),
            msg: `mfg order ${mo} created: ${r.int(20, 60)} trays, plant=JRZ-${r.int(1, 3)}, material=PETG-0.76`,
          },
          {
            svc: "doctor-review",
            dt: ms(r, 160, 260),
            msg: `Completed 302 Found in ${ms(r, 140, 240)}ms (ActiveRecord: ${r.float(5, 30, 1)}ms | Allocations: ${r.int(4000, 19000)})`,
          },
        ];
      },
    },
    {
      name: "photo",
      weight: 3,
      build: (r) => [
        {
          svc: "photo-checkin",
          dt: 0,
          msg: `Progress set PH-${r.int(100000, 999999)} accepted: 5/5 views, sharpness=${r.float(0.5, 0.95)}, tray ${r.int(1, 20)} of ${r.int(20, 40)}`,
        },
        { svc: "smile-web-api", dt: ms(r, 150, 600), msg: `POST /api/v3/checkins/photos 201 ${ms(r, 300, 900)}ms` },
      ],
    },
    {
      name: "pay",
      weight: 2,
      build: (r) => [
        {
          svc: "payments-ledger",
          dt: 0,
          msg: `Schedule FIN-${r.int(10000, 99999)} loaded: ${r.int(1, 23)} of 24 paid, next due ${day(r)}`,
        },
        { svc: "smile-web-api", dt: ms(r, 20, 80), msg: `GET /api/v3/billing/schedule 200 ${ms(r, 30, 110)}ms` },
      ],
    },
    {
      name: "msg",
      weight: 2,
      build: (r) => [
        {
          svc: "patient-msg",
          dt: 0,
          msg: `message msg_${r.hex(10)} queued for care team (thread T-${r.int(10000, 99999)}, channel=app)`,
        },
        { svc: "smile-web-api", dt: ms(r, 15, 60), msg: `POST /api/v3/messages 201 ${ms(r, 20, 90)}ms` },
      ],
    },
    {
      name: "ship",
      weight: 2,
      build: (r) => {
        const tn = `1Z${r.hex(6).toUpperCase()}03${r.int(10000000, 99999999)}`;
        return [
          {
            svc: "courier-bridge",
            dt: 0,
            msg: `tracking lookup carrier=ups number=${tn} status=${r.pick(["IN_TRANSIT", "IN_TRANSIT", "OUT_FOR_DELIVERY", "DELIVERED", "LABEL_CREATED"])} cache_age=${r.int(1, 300)}s`,
          },
          { svc: "smile-web-api", dt: ms(r, 10, 50), msg: `GET /api/v3/shipments/${tn} 200 ${ms(r, 12, 70)}ms` },
        ];
      },
    },
  ],
  periodic: [
    {
      svc: "aligner-mfg-orders",
      everyMs: 60000,
      msg: (r) => `plant sync JRZ-2: ${r.int(300, 420)} orders in production, ${r.int(2, 14)} in QA, 0 held`,
    },
    {
      svc: "courier-bridge",
      everyMs: 30000,
      msg: (r) =>
        `poller: fetched ${r.int(150, 260)} ups tracking updates (${r.int(3, 20)} changed) in ${r.int(400, 1800)}ms`,
    },
    {
      svc: "payments-ledger",
      everyMs: 120000,
      msg: (r) => `Reconciliation batch completed: ${r.int(20, 90)} captures matched, 0 unmatched`,
    },
    { svc: "patient-msg", everyMs: 60000, msg: (r) => `outbox drained: ${r.int(3, 30)} sms, ${r.int(0, 12)} email` },
  ],
  health: [
    { svc: "kit-fulfilment", msg: "GET /actuator/health 200 3ms (kube-probe/1.29)" },
    { svc: "treatment-planner", msg: "GET /actuator/health 200 4ms (kube-probe/1.29)" },
    { svc: "scan-intake", msg: '10.42.0.1 - - "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"' },
  ],
  noisy: {
    svc: "courier-bridge",
    level: "error",
    everyMs: 7000,
    msg: (r) =>
      `address validation: ups XAV returned AmbiguousAddressIndicator for order SO-${r.int(100000, 999999)}, shipping to address as entered`,
  },
  deprecations: [
    {
      svc: "smile-web-api",
      msg: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    },
    {
      svc: "scan-intake",
      msg: "/usr/local/lib/python3.11/site-packages/botocore/auth.py:419: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
    },
  ],
};

const B: Estate = {
  key: "orthovue",
  company: "Orthovue Clinical (intraoral scans from partner clinics, EU)",
  namespace: "ov-prod",
  traceIds: false,
  services: [
    "clinic-portal",
    "ios-scan-ingest",
    "mesh-segmenter",
    "setup-studio",
    "rx-approval",
    "print-queue",
    "shipment-tracker",
    "finance-plans",
    "notify-hub",
  ],
  runtime: {
    "clinic-portal": "dotnet",
    "ios-scan-ingest": "go",
    "mesh-segmenter": "python",
    "setup-studio": "java",
    "rx-approval": "ruby",
    "print-queue": "cpp",
    "shipment-tracker": "go",
    "finance-plans": "dotnet",
    "notify-hub": "node",
  },
  roles: {
    edge: "clinic-portal",
    kit: "ios-scan-ingest",
    scan: "ios-scan-ingest",
    plan: "setup-studio",
    doctor: "rx-approval",
    mfg: "print-queue",
    ship: "shipment-tracker",
    pay: "finance-plans",
    msg: "notify-hub",
    photo: "ios-scan-ingest",
  },
  flows: [
    {
      name: "scan",
      weight: 3,
      build: (r) => {
        const c = `C-${r.int(200000, 899999)}`;
        return [
          {
            svc: "ios-scan-ingest",
            dt: 0,
            msg: `scan stored case=${c} clinic=CL-${r.int(100, 999)} scanner=ios-5d size=${r.float(18, 95, 1)}MB arches=upper,lower bite=ok`,
          },
          {
            svc: "mesh-segmenter",
            dt: ms(r, 900, 4000),
            msg: `segmented case=${c} teeth=${r.int(24, 32)} gingiva_faces=${r.int(80000, 210000)} in ${r.float(1.5, 7.9, 1)}s`,
          },
          {
            svc: "clinic-portal",
            dt: ms(r, 200, 600),
            msg: `Request finished HTTP/1.1 POST https://portal.orthovue.eu/api/cases/${c}/scans - 201 - application/json ${r.float(150, 900, 4)}ms`,
          },
        ];
      },
    },
    {
      name: "plan",
      weight: 3,
      build: (r) => {
        const c = `C-${r.int(200000, 899999)}`;
        return [
          {
            svc: "setup-studio",
            dt: 0,
            msg: `Setup ${c}/v${r.int(1, 5)} rendered: ${r.int(12, 40)} stages, IPR ${r.float(0, 2.4, 1)}mm total, ${r.int(0, 14)} attachments`,
          },
          {
            svc: "clinic-portal",
            dt: ms(r, 40, 200),
            msg: `Request finished HTTP/1.1 GET https://portal.orthovue.eu/api/cases/${c}/setup - 200 - application/json ${r.float(40, 300, 4)}ms`,
          },
        ];
      },
    },
    {
      name: "approve",
      weight: 1,
      build: (r) => {
        const c = `C-${r.int(200000, 899999)}`;
        return [
          {
            svc: "rx-approval",
            dt: 0,
            msg: `Rx RX-${r.int(10000, 99999)} for ${c} approved by provider DR-${r.int(100, 999)} (modifications=${r.int(0, 3)})`,
          },
          {
            svc: "print-queue",
            dt: ms(r, 100, 400),
            msg: `[info] job J${r.int(100000, 999999)} queued on FORM-${String(r.int(1, 12)).padStart(2, "0")}: ${r.int(12, 48)} models, est ${r.int(2, 9)}h${r.int(10, 59)}m`,
          },
          {
            svc: "clinic-portal",
            dt: ms(r, 300, 600),
            msg: `Request finished HTTP/1.1 POST https://portal.orthovue.eu/api/cases/${c}/approve - 200 - application/json ${r.float(300, 800, 4)}ms`,
          },
        ];
      },
    },
    {
      name: "ship",
      weight: 2,
      build: (r) => [
        {
          svc: "shipment-tracker",
          dt: 0,
          msg: `tracking refreshed carrier=dhl awb=${r.int(1000000000, 9999999999)} state=${r.pick(["transit", "transit", "customs", "delivered"])}`,
        },
        {
          svc: "clinic-portal",
          dt: ms(r, 10, 60),
          msg: `Request finished HTTP/1.1 GET https://portal.orthovue.eu/api/shipments - 200 - application/json ${r.float(12, 90, 4)}ms`,
        },
      ],
    },
    {
      name: "pay",
      weight: 2,
      build: (r) => [
        {
          svc: "finance-plans",
          dt: 0,
          msg: `Plan FP-${r.int(10000, 99999)} quote computed: ${r.int(6, 36)} x ${r.float(49, 190)} EUR, APR ${r.float(0, 9.9, 1)}%`,
        },
        {
          svc: "clinic-portal",
          dt: ms(r, 20, 90),
          msg: `Request finished HTTP/1.1 POST https://portal.orthovue.eu/api/finance/quote - 200 - application/json ${r.float(30, 140, 4)}ms`,
        },
      ],
    },
    {
      name: "msg",
      weight: 1,
      build: (r) => [
        {
          svc: "notify-hub",
          dt: 0,
          msg: `email accepted by relay: template=${r.pick(["setup-ready", "rx-reminder", "shipment-sent"])} clinic=CL-${r.int(100, 999)} id=<${r.hex(12)}@mail.orthovue.eu>`,
        },
      ],
    },
  ],
  periodic: [
    {
      svc: "print-queue",
      everyMs: 45000,
      msg: (r) => `[info] farm status: ${r.int(8, 11)}/12 printers busy, resin ok, queue depth ${r.int(4, 40)}`,
    },
    {
      svc: "shipment-tracker",
      everyMs: 60000,
      msg: (r) =>
        `sweep done carriers=dhl,ups checked=${r.int(200, 500)} changed=${r.int(5, 40)} took=${r.int(900, 4000)}ms`,
    },
    {
      svc: "finance-plans",
      everyMs: 180000,
      msg: (r) => `Hangfire job DunningScan succeeded in ${r.int(300, 2000)}ms (0 plans overdue > 30d)`,
    },
  ],
  health: [
    { svc: "clinic-portal", msg: "Health check /healthz completed: Healthy (3.1ms)" },
    { svc: "ios-scan-ingest", msg: "http: GET /readyz 200 (kube-probe/1.30) 0.2ms" },
    { svc: "setup-studio", msg: "GET /actuator/health/readiness 200 5ms" },
  ],
  noisy: {
    svc: "print-queue",
    level: "error",
    everyMs: 9000,
    msg: () => "[error] FORM-03: heartbeat missing (printer in scheduled maintenance), skipping in dispatch",
  },
  deprecations: [
    {
      svc: "setup-studio",
      msg: "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
    },
    {
      svc: "notify-hub",
      msg: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    },
  ],
};

const C: Estate = {
  key: "straightline",
  company: "Straightline (hybrid kit or clinic scan, US/CA)",
  namespace: "sl-prod",
  traceIds: true,
  services: [
    "patient-app-bff",
    "impression-kit-svc",
    "case-manager",
    "ortho-signoff",
    "fab-scheduler",
    "parcel-gateway",
    "installments",
    "chat-relay",
    "photo-grader",
  ],
  runtime: {
    "patient-app-bff": "node",
    "impression-kit-svc": "go",
    "case-manager": "ruby",
    "ortho-signoff": "ruby",
    "fab-scheduler": "java",
    "parcel-gateway": "node",
    installments: "python",
    "chat-relay": "go",
    "photo-grader": "python",
  },
  roles: {
    edge: "patient-app-bff",
    kit: "impression-kit-svc",
    scan: "impression-kit-svc",
    plan: "case-manager",
    doctor: "ortho-signoff",
    mfg: "fab-scheduler",
    ship: "parcel-gateway",
    pay: "installments",
    msg: "chat-relay",
    photo: "photo-grader",
  },
  flows: [
    {
      name: "case",
      weight: 3,
      build: (r) => {
        const c = r.int(400000, 499999);
        return [
          {
            svc: "case-manager",
            dt: 0,
            msg: `Completed 200 OK in ${ms(r, 20, 140)}ms (Views: ${r.float(1, 20, 1)}ms | ActiveRecord: ${r.float(2, 40, 1)}ms | Allocations: ${r.int(3000, 30000)}) case_id=${c}`,
          },
          { svc: "patient-app-bff", dt: ms(r, 30, 160), msg: `GET /v2/cases/${c} 200 ${ms(r, 40, 200)}ms` },
        ];
      },
    },
    {
      name: "kit",
      weight: 2,
      build: (r) => [
        {
          svc: "impression-kit-svc",
          dt: 0,
          msg: `kit status updated kit=SLK-${r.hex(6).toUpperCase()} state=${r.pick(["shipped_to_patient", "impressions_received", "returned_to_lab", "scanned"])}`,
        },
        { svc: "patient-app-bff", dt: ms(r, 10, 60), msg: `GET /v2/kit 200 ${ms(r, 15, 80)}ms` },
      ],
    },
    {
      name: "signoff",
      weight: 1,
      build: (r) => {
        const c = r.int(400000, 499999);
        return [
          {
            svc: "ortho-signoff",
            dt: 0,
            msg: `Completed 200 OK in ${ms(r, 60, 400)}ms (Views: ${r.float(10, 80, 1)}ms | ActiveRecord: ${r.float(5, 60, 1)}ms) plan=${c}-v${r.int(1, 4)}`,
          },
          {
            svc: "fab-scheduler",
            dt: ms(r, 80, 300),
            msg: `Fabrication slot reserved for case ${c}: thermoform line ${r.pick(["A", "B", "C"])}, ${r.int(14, 44)} steps, ship-by ${day(r)}`,
          },
          { svc: "patient-app-bff", dt: ms(r, 100, 200), msg: `POST /v2/plan/accept 200 ${ms(r, 200, 700)}ms` },
        ];
      },
    },
    {
      name: "photo",
      weight: 3,
      build: (r) => [
        {
          svc: "photo-grader",
          dt: 0,
          msg: `graded upload up_${r.hex(8)}: fit=${r.pick(["seated", "seated", "seated", "minor_gap"])} laplacian_var=${r.int(140, 900)} views=${r.int(3, 5)}`,
        },
        { svc: "patient-app-bff", dt: ms(r, 300, 900), msg: `POST /v2/progress-photos 201 ${ms(r, 400, 1400)}ms` },
      ],
    },
    {
      name: "ship",
      weight: 2,
      build: (r) => [
        {
          svc: "parcel-gateway",
          dt: 0,
          msg: `shipment shp_${r.hex(12)} tracker refreshed: ${r.pick(["in_transit", "in_transit", "out_for_delivery", "delivered"])} (usps)`,
        },
        { svc: "patient-app-bff", dt: ms(r, 20, 80), msg: `GET /v2/shipments/latest 200 ${ms(r, 25, 120)}ms` },
      ],
    },
    {
      name: "pay",
      weight: 2,
      build: (r) => [
        {
          svc: "installments",
          dt: 0,
          msg: `installment schedule fetched plan=ip_${r.hex(8)} remaining=${r.int(1, 24)} next_amount=${r.float(59, 149)} USD`,
        },
        { svc: "patient-app-bff", dt: ms(r, 30, 100), msg: `GET /v2/billing 200 ${ms(r, 40, 150)}ms` },
      ],
    },
    {
      name: "chat",
      weight: 2,
      build: (r) => [
        {
          svc: "chat-relay",
          dt: 0,
          msg: `delivered message conv=${r.hex(8)} from=patient to=care_team bytes=${r.int(20, 900)}`,
        },
      ],
    },
  ],
  periodic: [
    {
      svc: "installments",
      everyMs: 60000,
      msg: (r) => `celery beat: sending due task billing.retry_failed_charges (queue=billing, ${r.int(0, 4)} pending)`,
    },
    {
      svc: "fab-scheduler",
      everyMs: 60000,
      msg: (r) => `Capacity snapshot: line A ${r.int(60, 95)}%, line B ${r.int(60, 95)}%, line C ${r.int(40, 90)}%`,
    },
    {
      svc: "parcel-gateway",
      everyMs: 90000,
      msg: (r) => `webhook batch processed: ${r.int(30, 160)} tracker events, 0 failed`,
    },
  ],
  health: [
    { svc: "patient-app-bff", msg: "GET /healthz 200 1ms" },
    { svc: "impression-kit-svc", msg: "GET /healthz 200 0.3ms ua=kube-probe/1.28" },
    { svc: "fab-scheduler", msg: "GET /actuator/health 200 6ms" },
  ],
  noisy: {
    svc: "chat-relay",
    level: "error",
    everyMs: 6000,
    msg: (r) =>
      `websocket: close 1006 (abnormal closure): unexpected EOF conv=${r.hex(8)} client=ios/${r.pick(["5.12.0", "5.12.1", "5.11.3"])}`,
  },
  deprecations: [
    {
      svc: "case-manager",
      msg: "DEPRECATION WARNING: `ActiveRecord::Base.connection` is deprecated and will be removed in Rails 8.0. Use #lease_connection instead. (called from block in <class:CaseSnapshot> at /app/app/models/case_snapshot.rb:41)",
    },
    {
      svc: "fab-scheduler",
      msg: "HikariPool-1 - Driver does not support get/set network timeout for connections. (feature not supported)",
    },
  ],
};

const D: Estate = {
  key: "alinea",
  company: "Alinea Smile (photo-monitored aligners with financing, EU)",
  namespace: "alinea-live",
  traceIds: true,
  services: [
    "edge-gw",
    "photo-review",
    "scan-qc",
    "plan-engine",
    "mfg-bridge",
    "shipping-svc",
    "billing-svc",
    "sms-outbox",
  ],
  runtime: {
    "edge-gw": "go",
    "photo-review": "python",
    "scan-qc": "python",
    "plan-engine": "node",
    "mfg-bridge": "java",
    "shipping-svc": "go",
    "billing-svc": "dotnet",
    "sms-outbox": "python",
  },
  roles: {
    edge: "edge-gw",
    kit: "scan-qc",
    scan: "scan-qc",
    plan: "plan-engine",
    doctor: "plan-engine",
    mfg: "mfg-bridge",
    ship: "shipping-svc",
    pay: "billing-svc",
    msg: "sms-outbox",
    photo: "photo-review",
  },
  flows: [
    {
      name: "photo",
      weight: 3,
      build: (r) => [
        {
          svc: "photo-review",
          dt: 0,
          msg: `checkin ck_${r.hex(10)} scored: blur=${r.float(0.05, 0.3)} occlusion_visible=true aligner_fit=${r.pick(["good", "good", "good", "check"])} week=${r.int(1, 40)}`,
        },
        {
          svc: "edge-gw",
          dt: ms(r, 200, 700),
          msg: `"POST /v1/checkins HTTP/1.1" 201 upstream=photo-review dur=${ms(r, 250, 900)}ms bytes=${r.int(300, 900)}`,
        },
      ],
    },
    {
      name: "scan",
      weight: 2,
      build: (r) => [
        {
          svc: "scan-qc",
          dt: 0,
          msg: `scan sc_${r.hex(10)} passed QC: coverage upper=${r.int(96, 100)}% lower=${r.int(95, 100)}% holes=${r.int(0, 3)}`,
        },
        {
          svc: "edge-gw",
          dt: ms(r, 300, 1200),
          msg: `"POST /v1/scans HTTP/1.1" 202 upstream=scan-qc dur=${ms(r, 400, 1500)}ms bytes=${r.int(200, 500)}`,
        },
      ],
    },
    {
      name: "plan",
      weight: 3,
      build: (r) => {
        const p = `pl_${r.hex(8)}`;
        return [
          {
            svc: "plan-engine",
            dt: 0,
            msg: `plan ${p} served: ${r.int(10, 36)} stages, status=${r.pick(["in_treatment", "in_treatment", "awaiting_doctor", "approved"])}`,
          },
          {
            svc: "edge-gw",
            dt: ms(r, 20, 100),
            msg: `"GET /v1/plans/${p} HTTP/1.1" 200 upstream=plan-engine dur=${ms(r, 30, 150)}ms bytes=${r.int(2000, 40000)}`,
          },
        ];
      },
    },
    {
      name: "mfg",
      weight: 1,
      build: (r) => {
        const p = `pl_${r.hex(8)}`;
        return [
          { svc: "plan-engine", dt: 0, msg: `plan ${p} approved by orthodontist dr_${r.hex(5)}, exporting stages` },
          {
            svc: "mfg-bridge",
            dt: ms(r, 50, 200),
            msg: `Work order WO-${r.int(100000, 999999)} accepted by lab partner (plan=${p}, ${r.int(10, 36)} stages, batch ${r.int(1, 4)})`,
          },
        ];
      },
    },
    {
      name: "ship",
      weight: 2,
      build: (r) => [
        {
          svc: "shipping-svc",
          dt: 0,
          msg: `label created carrier=dpd parcel=${r.int(1000000000, 9999999999)}${r.int(1000, 9999)} country=${r.pick(["DE", "FR", "NL", "ES", "IT", "BE"])}`,
        },
      ],
    },
    {
      name: "pay",
      weight: 2,
      build: (r) => [
        {
          svc: "billing-svc",
          dt: 0,
          msg: `Mandate MD-${r.int(100000, 999999)} charge scheduled: ${r.float(69, 129)} EUR on ${day(r)}`,
        },
        {
          svc: "edge-gw",
          dt: ms(r, 20, 80),
          msg: `"GET /v1/billing/schedule HTTP/1.1" 200 upstream=billing-svc dur=${ms(r, 25, 110)}ms bytes=${r.int(400, 3000)}`,
        },
      ],
    },
  ],
  periodic: [
    {
      svc: "mfg-bridge",
      everyMs: 60000,
      msg: (r) => `Lab status poll: ${r.int(100, 260)} work orders open, ${r.int(0, 9)} shipped since last poll`,
    },
    {
      svc: "sms-outbox",
      everyMs: 30000,
      msg: (r) => `flushed ${r.int(0, 40)} reminders to provider (wear-time nudges)`,
    },
    {
      svc: "billing-svc",
      everyMs: 120000,
      msg: (r) => `SEPA file SF-${r.int(1000, 9999)} acknowledged by bank (pain.002 status ACCP)`,
    },
  ],
  health: [
    { svc: "edge-gw", msg: '"GET /ping HTTP/1.1" 200 upstream=- dur=0ms bytes=4' },
    { svc: "plan-engine", msg: "GET /health 200 - 0.812 ms" },
    { svc: "mfg-bridge", msg: "GET /actuator/health 200 4ms" },
  ],
  noisy: {
    svc: "sms-outbox",
    level: "error",
    everyMs: 8000,
    msg: (r) =>
      `Unable to create record: Attempt to send to unsubscribed recipient (Twilio 21610) to=+49 15${r.int(10, 99)} ***${r.int(100, 999)}`,
  },
  deprecations: [
    {
      svc: "photo-review",
      msg: "/app/.venv/lib/python3.12/site-packages/torchvision/transforms/functional.py:1603: UserWarning: The default value of the antialias parameter of all the resizing transforms will change from None to True in v0.17",
    },
    {
      svc: "billing-svc",
      msg: "warn: Microsoft.EntityFrameworkCore.Model.Validation[30000] No store type was specified for the decimal property 'Amount' on entity type 'Installment'.",
    },
  ],
};

export const ESTATES: Estate[] = [A, B, C, D];
