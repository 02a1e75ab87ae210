// Five made-up companies, each a pool of services with a role, a runtime and the routine lines it prints.
import type { Rng } from "./rng.js";

export type Role = "edge" | "app" | "worker" | "batch";
export type Runtime = "jvm" | "node" | "go" | "python" | "dotnet" | "ruby";

export interface Service {
  name: string;
  role: Role;
  rt: Runtime;
  /** Routine lines (request handled, record processed). */
  routine: Array<(r: Rng) => string>;
}

export interface Estate {
  company: string;
  ns: string;
  services: Service[];
  /** The service that prints one harmless error or warning at a steady rate, and what it prints. */
  noisy: { svc: string; level: "warn" | "error"; msg: (r: Rng) => string };
  /** Periodic jobs: who runs it, every how many seconds, and its finished line. */
  jobs: Array<{ svc: string; every: number; msg: (r: Rng) => string }>;
  /** A database the apps share (for wording). */
  db: string;
}

const ms = (r: Rng, lo = 8, hi = 240) => r.int(lo, hi);
const http =
  (verb: string, path: (r: Rng) => string, lo = 12, hi = 260) =>
  (r: Rng) =>
    `${verb} ${path(r)} ${r.chance(0.97) ? 200 : r.pick([201, 204, 304, 404])} ${ms(r, lo, hi)}ms`;

export const ESTATES: Estate[] = [
  {
    company: "Tidewater Freight",
    ns: "tidewater-prod",
    db: "postgres-shipments",
    services: [
      {
        name: "shipper-gw",
        role: "edge",
        rt: "go",
        routine: [http("GET", (r) => `/v1/shipments/TW${r.int(100000, 999999)}`), http("POST", () => "/v1/quotes")],
      },
      {
        name: "booking-core",
        role: "app",
        rt: "jvm",
        routine: [
          (r) =>
            `booking TW${r.int(100000, 999999)} confirmed for vessel slot ${r.pick(["MSK", "CMA", "HPL"])}-${r.int(100, 999)} (${ms(r)}ms)`,
        ],
      },
      {
        name: "tracking-api",
        role: "app",
        rt: "node",
        routine: [
          (r) =>
            `container ${r.pick(["MSCU", "TGHU", "CAIU"])}${r.int(1000000, 9999999)} position updated lat=${(r.next() * 60).toFixed(4)} lon=${(r.next() * 100 - 20).toFixed(4)}`,
        ],
      },
      {
        name: "rate-quoter",
        role: "app",
        rt: "python",
        routine: [
          (r) =>
            `quote computed lane=${r.pick(["CNSHA-NLRTM", "SGSIN-DEHAM", "USLAX-JPTYO"])} teu=${r.int(1, 40)} total=${r.int(900, 48000)}.00 USD in ${ms(r)}ms`,
        ],
      },
      {
        name: "customs-docs",
        role: "app",
        rt: "dotnet",
        routine: [
          (r) =>
            `Generated commercial invoice CI-${r.int(10000, 99999)} (${r.int(1, 12)} pages) in ${ms(r, 40, 600)} ms`,
        ],
      },
      {
        name: "label-printer",
        role: "app",
        rt: "go",
        routine: [(r) => `rendered label ZPL batch=${r.int(1, 9000)} labels=${r.int(1, 40)} dur=${ms(r)}ms`],
      },
      {
        name: "carrier-sync",
        role: "worker",
        rt: "python",
        routine: [
          (r) =>
            `synced ${r.int(3, 180)} milestones from carrier ${r.pick(["maersk", "hapag", "one", "evergreen"])} api`,
        ],
      },
      {
        name: "billing-svc",
        role: "app",
        rt: "jvm",
        routine: [(r) => `invoice INV-${r.int(200000, 299999)} issued amount=${r.int(100, 90000)}.00 currency=USD`],
      },
      {
        name: "manifest-batch",
        role: "batch",
        rt: "jvm",
        routine: [(r) => `manifest chunk ${r.int(1, 400)} written (${r.int(200, 2000)} rows)`],
      },
      {
        name: "notify-worker",
        role: "worker",
        rt: "node",
        routine: [(r) => `delivered webhook shipment.updated to customer ${r.int(100, 999)} status=200 in ${ms(r)}ms`],
      },
      {
        name: "geo-lookup",
        role: "app",
        rt: "go",
        routine: [
          (r) =>
            `resolved port code ${r.pick(["NLRTM", "DEHAM", "SGSIN", "CNSHA", "USLAX"])} cache=hit dur=${r.int(1, 9)}ms`,
        ],
      },
    ],
    noisy: {
      svc: "tracking-api",
      level: "warn",
      msg: (r) =>
        `AIS feed: dropped position for MMSI ${r.int(200000000, 799999999)} (timestamp in the future by ${r.int(2, 90)}s)`,
    },
    jobs: [
      {
        svc: "rate-quoter",
        every: 300,
        msg: (r) => `refresh-fx-rates finished: ${r.int(120, 170)} currencies in ${r.int(300, 1400)}ms`,
      },
      {
        svc: "booking-core",
        every: 120,
        msg: (r) => `ScheduledTask expireStaleHolds completed, expired=${r.int(0, 14)}`,
      },
    ],
  },
  {
    company: "Bramble Vet Clinics",
    ns: "bramble",
    db: "mysql-clinic",
    services: [
      {
        name: "clinic-portal",
        role: "edge",
        rt: "node",
        routine: [http("GET", (r) => `/api/appointments?clinic=${r.int(1, 40)}`), http("POST", () => "/api/checkin")],
      },
      {
        name: "appointments",
        role: "app",
        rt: "jvm",
        routine: [
          (r) =>
            `appointment APT-${r.int(100000, 999999)} booked vet=${r.int(10, 99)} slot=${r.int(8, 17)}:${r.pick(["00", "15", "30", "45"])}`,
        ],
      },
      {
        name: "patient-records",
        role: "app",
        rt: "python",
        routine: [(r) => `GET /patients/${r.int(10000, 99999)}/chart 200 ${ms(r)}ms`],
      },
      {
        name: "pharmacy",
        role: "app",
        rt: "dotnet",
        routine: [
          (r) =>
            `Prescription RX${r.int(100000, 999999)} dispensed (${r.pick(["carprofen", "amoxicillin", "meloxicam", "gabapentin"])})`,
        ],
      },
      {
        name: "invoicing",
        role: "app",
        rt: "ruby",
        routine: [
          (r) =>
            `Completed 200 OK in ${ms(r)}ms (Views: ${r.int(1, 30)}.${r.int(0, 9)}ms | ActiveRecord: ${r.int(1, 60)}.${r.int(0, 9)}ms)`,
        ],
      },
      {
        name: "reminder-worker",
        role: "worker",
        rt: "python",
        routine: [
          (r) => `vaccination reminder queued for owner ${r.int(10000, 99999)} (channel=${r.pick(["sms", "email"])})`,
        ],
      },
      {
        name: "lab-ingest",
        role: "worker",
        rt: "go",
        routine: [
          (r) =>
            `ingested HL7 ORU^R01 from ${r.pick(["idexx", "antech"])} accession=${r.int(1000000, 9999999)} results=${r.int(1, 24)}`,
        ],
      },
      {
        name: "report-nightly",
        role: "batch",
        rt: "python",
        routine: [(r) => `report page ${r.int(1, 900)} rendered (${r.int(50, 400)} rows)`],
      },
      {
        name: "sms-relay",
        role: "app",
        rt: "node",
        routine: [(r) => `sms accepted by provider sid=SM${r.hex(12)} to=+44******${r.int(100, 999)}`],
      },
      {
        name: "inventory-stock",
        role: "app",
        rt: "jvm",
        routine: [(r) => `stock level sku=VET-${r.int(1000, 9999)} clinic=${r.int(1, 40)} qty=${r.int(0, 300)}`],
      },
      {
        name: "auth-bridge",
        role: "app",
        rt: "go",
        routine: [(r) => `session validated user=${r.int(1000, 9999)} clinic=${r.int(1, 40)} dur=${r.int(1, 12)}ms`],
      },
    ],
    noisy: {
      svc: "lab-ingest",
      level: "error",
      msg: (r) =>
        `HL7 parse: segment NTE[${r.int(1, 9)}] exceeds 65536 chars, truncated (accession=${r.int(1000000, 9999999)})`,
    },
    jobs: [
      {
        svc: "reminder-worker",
        every: 180,
        msg: (r) => `celery beat: task reminders.scan_due succeeded in ${(r.next() * 3).toFixed(3)}s`,
      },
      {
        svc: "inventory-stock",
        every: 240,
        msg: (r) => `ScheduledTask reorderCheck completed, ${r.int(0, 8)} purchase orders drafted`,
      },
    ],
  },
  {
    company: "Lumen Academy",
    ns: "lumen-live",
    db: "postgres-learning",
    services: [
      {
        name: "web-bff",
        role: "edge",
        rt: "node",
        routine: [
          http("GET", (r) => `/graphql?op=${r.pick(["CourseList", "LessonView", "MyProgress"])}`),
          http("POST", () => "/graphql?op=SubmitQuiz"),
        ],
      },
      {
        name: "course-catalog",
        role: "app",
        rt: "go",
        routine: [
          (r) =>
            `catalog query tag=${r.pick(["python", "design", "finance", "data"])} hits=${r.int(0, 400)} dur=${ms(r)}ms`,
        ],
      },
      {
        name: "enrollment-api",
        role: "app",
        rt: "jvm",
        routine: [
          (r) =>
            `Enrollment E${r.int(1000000, 9999999)} created for learner ${r.int(100000, 999999)} course=${r.int(100, 999)}`,
        ],
      },
      {
        name: "quiz-engine",
        role: "app",
        rt: "python",
        routine: [(r) => `graded attempt ${r.int(1000000, 9999999)} score=${r.int(0, 100)}/100 in ${ms(r)}ms`],
      },
      {
        name: "video-transcode",
        role: "worker",
        rt: "go",
        routine: [(r) => `transcode job tj-${r.hex(8)} finished renditions=4 duration=${r.int(30, 900)}s`],
      },
      {
        name: "progress-svc",
        role: "app",
        rt: "dotnet",
        routine: [
          (r) => `Progress saved learner=${r.int(100000, 999999)} lesson=${r.int(1000, 9999)} pct=${r.int(0, 100)}`,
        ],
      },
      {
        name: "grade-export",
        role: "batch",
        rt: "jvm",
        routine: [(r) => `export batch ${r.int(1, 500)}: ${r.int(100, 1000)} grades pushed to LMS`],
      },
      {
        name: "payments-bridge",
        role: "app",
        rt: "node",
        routine: [(r) => `charge ch_${r.hex(14)} succeeded amount=${r.int(900, 29900)} currency=usd`],
      },
      {
        name: "search-indexer",
        role: "worker",
        rt: "jvm",
        routine: [(r) => `indexed ${r.int(5, 400)} docs into lessons_v7 took=${ms(r)}ms`],
      },
      {
        name: "notif-dispatch",
        role: "worker",
        rt: "ruby",
        routine: [
          (r) =>
            `Performed NotificationJob (Job ID: ${r.hex(8)}-${r.hex(4)}) from Sidekiq(default) in ${ms(r)}.${r.int(10, 99)}ms`,
        ],
      },
      {
        name: "certs-issuer",
        role: "app",
        rt: "python",
        routine: [(r) => `certificate PDF issued learner=${r.int(100000, 999999)} course=${r.int(100, 999)}`],
      },
    ],
    noisy: {
      svc: "course-catalog",
      level: "error",
      msg: (r) =>
        `thumbnail fetch failed for course ${r.int(100, 999)}: GET https://cdn.lumen.example/thumbs/${r.hex(10)}.webp 404 Not Found`,
    },
    jobs: [
      {
        svc: "search-indexer",
        every: 300,
        msg: (r) => `scheduled reindex delta finished: ${r.int(10, 900)} docs, ${r.int(200, 3000)}ms`,
      },
      {
        svc: "progress-svc",
        every: 120,
        msg: (r) => `Hangfire recurring job 'streak-rollup' succeeded in ${r.int(40, 900)} ms`,
      },
    ],
  },
  {
    company: "Sunfield Energy",
    ns: "sunfield",
    db: "timescale-telemetry",
    services: [
      {
        name: "field-gateway",
        role: "edge",
        rt: "go",
        routine: [
          http("POST", () => "/ingest/v2/readings", 3, 40),
          http("GET", (r) => `/api/sites/${r.int(1000, 9999)}/summary`),
        ],
      },
      {
        name: "telemetry-ingest",
        role: "app",
        rt: "jvm",
        routine: [(r) => `batch accepted site=${r.int(1000, 9999)} readings=${r.int(20, 600)} lag=${r.int(10, 900)}ms`],
      },
      {
        name: "inverter-registry",
        role: "app",
        rt: "python",
        routine: [(r) => `inverter SN${r.int(10000000, 99999999)} heartbeat fw=${r.pick(["3.2.1", "3.2.4", "4.0.0"])}`],
      },
      {
        name: "forecast-svc",
        role: "app",
        rt: "python",
        routine: [(r) => `forecast generated site=${r.int(1000, 9999)} horizon=48h mae=${(r.next() * 4).toFixed(2)}kW`],
      },
      {
        name: "billing-engine",
        role: "app",
        rt: "jvm",
        routine: [
          (r) =>
            `statement ST-${r.int(100000, 999999)} computed kWh=${r.int(10, 9000)} export_credit=${r.int(0, 400)}.${r.int(10, 99)}`,
        ],
      },
      {
        name: "settlement-batch",
        role: "batch",
        rt: "jvm",
        routine: [(r) => `settlement partition ${r.int(1, 256)} done (${r.int(1000, 9000)} meters)`],
      },
      {
        name: "alerting-worker",
        role: "worker",
        rt: "go",
        routine: [(r) => `evaluated ${r.int(100, 900)} alert rules in ${ms(r)}ms, fired=${r.int(0, 3)}`],
      },
      {
        name: "tariff-cache",
        role: "app",
        rt: "go",
        routine: [(r) => `tariff lookup dno=${r.int(10, 23)} band=${r.pick(["peak", "offpeak", "shoulder"])} hit=true`],
      },
      {
        name: "customer-portal",
        role: "app",
        rt: "node",
        routine: [(r) => `GET /dashboard/${r.int(100000, 999999)} 200 ${ms(r)}ms`],
      },
      {
        name: "weather-feed",
        role: "worker",
        rt: "python",
        routine: [(r) => `irradiance grid updated tiles=${r.int(200, 900)} source=${r.pick(["ecmwf", "gfs"])}`],
      },
      {
        name: "work-orders",
        role: "app",
        rt: "dotnet",
        routine: [(r) => `WorkOrder WO-${r.int(10000, 99999)} assigned to crew ${r.int(1, 40)}`],
      },
    ],
    noisy: {
      svc: "inverter-registry",
      level: "warn",
      msg: (r) => `inverter SN${r.int(10000000, 99999999)} reports clock drift ${r.int(31, 400)}s, using server time`,
    },
    jobs: [
      {
        svc: "forecast-svc",
        every: 300,
        msg: (r) =>
          `apscheduler: Job "refresh_weather_model" executed successfully (${r.int(1, 9)}.${r.int(100, 999)}s)`,
      },
      { svc: "alerting-worker", every: 60, msg: (r) => `rule group reload ok groups=${r.int(12, 20)}` },
    ],
  },
  {
    company: "Hopstead Brewing",
    ns: "hopstead-shop",
    db: "mysql-shop",
    services: [
      {
        name: "storefront-gw",
        role: "edge",
        rt: "node",
        routine: [
          http("GET", (r) => `/products/${r.pick(["ipa", "stout", "lager", "sour"])}-${r.int(10, 99)}`),
          http("POST", () => "/cart/items"),
        ],
      },
      {
        name: "cart-svc",
        role: "app",
        rt: "go",
        routine: [(r) => `cart c_${r.hex(10)} updated items=${r.int(1, 12)} dur=${ms(r, 2, 40)}ms`],
      },
      {
        name: "catalog-svc",
        role: "app",
        rt: "jvm",
        routine: [(r) => `Served product page sku=HOP-${r.int(1000, 9999)} in ${ms(r)} ms`],
      },
      {
        name: "checkout-svc",
        role: "app",
        rt: "jvm",
        routine: [(r) => `Order HS-${r.int(1000000, 9999999)} placed total=${r.int(12, 300)}.${r.int(10, 99)} GBP`],
      },
      {
        name: "inventory-svc",
        role: "app",
        rt: "python",
        routine: [
          (r) => `reserved ${r.int(1, 24)} units of HOP-${r.int(1000, 9999)} at warehouse ${r.pick(["BRS", "LDS"])}`,
        ],
      },
      {
        name: "fulfilment-worker",
        role: "worker",
        rt: "ruby",
        routine: [
          (r) =>
            `Performed ShipOrderJob (Job ID: ${r.hex(8)}) from Sidekiq(fulfilment) in ${ms(r, 30, 900)}.${r.int(10, 99)}ms`,
        ],
      },
      {
        name: "export-batch",
        role: "batch",
        rt: "python",
        routine: [(r) => `exported ${r.int(200, 4000)} order lines to warehouse feed (part ${r.int(1, 300)})`],
      },
      {
        name: "loyalty-svc",
        role: "app",
        rt: "dotnet",
        routine: [(r) => `Member ${r.int(100000, 999999)} awarded ${r.int(5, 300)} hop points`],
      },
      {
        name: "email-sender",
        role: "worker",
        rt: "node",
        routine: [
          (r) => `email queued template=${r.pick(["order-confirmed", "shipped", "review-request"])} id=${r.hex(12)}`,
        ],
      },
      {
        name: "search-api",
        role: "app",
        rt: "go",
        routine: [(r) => `search q_len=${r.int(1, 30)} hits=${r.int(0, 200)} took=${ms(r, 3, 90)}ms`],
      },
      {
        name: "age-verify",
        role: "app",
        rt: "python",
        routine: [(r) => `age check passed order=HS-${r.int(1000000, 9999999)} method=${r.pick(["card", "id-scan"])}`],
      },
    ],
    noisy: {
      svc: "catalog-svc",
      level: "warn",
      msg: (r) => `Image variant missing for sku=HOP-${r.int(1000, 9999)} size=2x, falling back to 1x`,
    },
    jobs: [
      {
        svc: "inventory-svc",
        every: 300,
        msg: (r) => `celery beat: task stock.sync_warehouse succeeded in ${(r.next() * 8).toFixed(3)}s`,
      },
      {
        svc: "checkout-svc",
        every: 180,
        msg: (r) => `ScheduledTask abandonedCartSweep completed, swept=${r.int(0, 60)}`,
      },
    ],
  },
];

/** Runtime-flavoured deprecation warnings that real software prints and nobody fixes. */
export const DEPRECATIONS: Record<Runtime, string[]> = {
  node: [
    "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
  ],
  jvm: [
    "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
    "HHH90000025: MySQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
  ],
  python: [
    "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    "FutureWarning: The default value of numeric_only in DataFrameGroupBy.sum is deprecated. In a future version, numeric_only will default to False.",
  ],
  go: ["grpc: Dial is deprecated: use NewClient instead", 'WARNING: proto: file "api.proto" is already registered'],
  dotnet: [
    "warn: Microsoft.AspNetCore.DataProtection.KeyManagement.XmlKeyManager[35] No XML encryptor configured. Key {" +
      "7f1c0b1e-3a52-4c9e-9d1b-2f3c4d5e6f70} may be persisted to storage in unencrypted form.",
  ],
  ruby: [
    "DEPRECATION WARNING: `ActiveRecord::Base.default_timezone` is deprecated and will be removed in Rails 7.2. Use `ActiveRecord.default_timezone` instead.",
  ],
};
