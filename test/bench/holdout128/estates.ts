// Four made-up brokerage/forwarding estates: their services, runtimes, normal traffic and background noise.
import { bol, ccy, container, entryNo, hts, importer, ip, mawb, money, mrn, ms, shipper, type Tpl } from "./ids.js";
import type { Rng } from "./rng.js";
import type { Level } from "./stream.js";

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp" | "postgres";

export interface Flow {
  weight: number;
  steps: [svc: string, tpl: Tpl][];
}

export interface Noise {
  svc: string;
  level: Level;
  everyS: [number, number];
  tpl: Tpl;
  follow?: { afterS: number; level: Level; tpl: (r: Rng, ref: string) => string }; // e.g. the corrected resubmission
}

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  traces: boolean;
  dateBase: string; // YYYY-MM
  services: Record<string, Runtime>;
  flows: Flow[];
  health: string[];
  noisy: Noise; // constant harmless error/warn from the first minute
  background: Noise[]; // periodic jobs, domain noise, deprecations, retries that succeed
  deploy: (r: Rng, svc: string) => [Level, string][]; // an unrelated rollout or reload
}

const ver = (r: Rng) => `${r.int(2, 9)}.${r.int(0, 40)}.${r.int(0, 9)}`;

const javaDeploy = (r: Rng, svc: string): [Level, string][] => [
  ["info", `Starting ${svc.replace(/-/g, "")}Application v${ver(r)} using Java 21.0.4 with PID 1`],
  ["info", `Tomcat started on port 8080 (http) with context path '/'`],
  ["info", `Started application in ${r.int(9, 31)}.${r.digits(3)} seconds (process running for ${r.int(11, 35)}.2)`],
];
const genericDeploy = (r: Rng, svc: string): [Level, string][] =>
  r.chance(0.5)
    ? [
        ["info", `received SIGTERM, draining connections (grace 30s)`],
        ["info", `${svc} ${ver(r)} listening on :8080 (commit ${r.hex(7)})`],
      ]
    : [
        ["info", `config watcher: /etc/${svc}/app.yaml changed, reloading`],
        ["info", `configuration reloaded (${r.int(3, 40)} keys, 0 changed secrets)`],
      ];

export const ESTATES: Estate[] = [
  {
    key: "harbourline",
    company: "Harbourline Customs Brokers",
    namespace: "hlcb-prod",
    traces: true,
    dateBase: "2026-09",
    services: {
      "shipper-portal": "node",
      "doc-intake": "python",
      "hs-classify": "java",
      "duty-calc": "go",
      "entry-filer": "java",
      "ack-poller": "go",
      "ach-pay": "dotnet",
      "manifest-match": "python",
      "pga-check": "ruby",
      "bond-svc": "java",
    },
    flows: [
      {
        weight: 5,
        steps: [
          ["shipper-portal", (r) => `POST /api/v3/shipments/${shipper(r)}/documents 201 ${ms(r, 60, 900)}ms`],
          [
            "doc-intake",
            (r) =>
              `parsed commercial invoice INV-${r.digits(6)}: ${r.int(1, 48)} lines, currency ${ccy(r)}, packing list matched`,
          ],
          [
            "hs-classify",
            (r) => `classified ${r.int(1, 40)} lines for ${importer(r)} (ruling cache hits ${r.int(60, 100)}%)`,
          ],
          [
            "duty-calc",
            (r) =>
              `duty computed entry=${entryNo(r)} hts=${hts(r)} mpf=${money(r)} hmf=${r.int(2, 400)}.${r.digits(2)}`,
          ],
        ],
      },
      {
        weight: 3,
        steps: [
          [
            "entry-filer",
            (r) => `ABI AE transmitted entry ${entryNo(r)} (type 01, ${r.int(1, 60)} lines) in ${ms(r)}ms`,
          ],
          ["ack-poller", (r) => `ACE response for ${entryNo(r)}: SO accepted, release status 1C`],
        ],
      },
      { weight: 2, steps: [["shipper-portal", (r) => `GET /api/v3/entries?status=open 200 ${ms(r, 20, 300)}ms`]] },
      {
        weight: 1.5,
        steps: [["manifest-match", (r) => `matched B/L ${bol(r)} to manifest, ${r.int(1, 6)} containers`]],
      },
      {
        weight: 1.2,
        steps: [["pga-check", (r) => `FDA PN screening for ${entryNo(r)}: may proceed (${ms(r, 90, 700)}ms)`]],
      },
      {
        weight: 1,
        steps: [["ach-pay", (r) => `ACH debit authorised statement ${r.digits(8)} amount ${money(r)} USD`]],
      },
      {
        weight: 0.8,
        steps: [["bond-svc", (r) => `continuous bond sufficiency ok for ${importer(r)} (${r.int(12, 88)}% used)`]],
      },
    ],
    health: ["shipper-portal", "hs-classify", "entry-filer", "bond-svc"],
    noisy: {
      svc: "shipper-portal",
      level: "error",
      everyS: [4, 11],
      tpl: (r) =>
        `upload rejected: file type application/x-msdownload not allowed (user ${shipper(r)}, name "invoice_${r.digits(4)}.pdf.exe")`,
    },
    background: [
      {
        svc: "entry-filer",
        level: "warn",
        everyS: [50, 120],
        tpl: (r) =>
          `ACE reject entry ${entryNo(r)}: condition code R0 'MANUFACTURER ID MISSING' on line ${r.int(1, 9)}`,
        follow: {
          afterS: 40,
          level: "info",
          tpl: (_r, ref) => `resubmitted entry ${ref} after correction, ACE accepted`,
        },
      },
      {
        svc: "ack-poller",
        level: "info",
        everyS: [60, 150],
        tpl: (r) => `CBP hold: container ${container(r)} selected for VACIS exam (entry ${entryNo(r)})`,
      },
      {
        svc: "manifest-match",
        level: "warn",
        everyS: [45, 100],
        tpl: (r) => `no AMS manifest yet for B/L ${bol(r)} (vessel ETA +${r.int(1, 6)}d), will retry in 10m`,
      },
      {
        svc: "doc-intake",
        level: "warn",
        everyS: [90, 200],
        tpl: (r) =>
          `/usr/local/lib/python3.11/site-packages/pdfminer/layout.py:${r.int(40, 90)}: DeprecationWarning: LAParams.detect_vertical is deprecated`,
      },
      {
        svc: "ack-poller",
        level: "info",
        everyS: [30, 30],
        tpl: (r) => `MQ poll HLCB.ABI.RESP: ${r.int(0, 14)} messages, depth ${r.int(0, 30)}`,
      },
      {
        svc: "duty-calc",
        level: "warn",
        everyS: [120, 260],
        tpl: () => `fx rate fetch attempt 1 failed (EOF), retrying in 500ms`,
        follow: { afterS: 1, level: "info", tpl: () => `fx rates refreshed (attempt 2, 41 currencies)` },
      },
      {
        svc: "shipper-portal",
        level: "warn",
        everyS: [70, 180],
        tpl: (r) => `duplicate document upload sha256=${r.hex(16)} for shipment ${shipper(r)} ignored`,
      },
    ],
    deploy: (r, svc) => (svc === "hs-classify" || svc === "bond-svc" ? javaDeploy(r, svc) : genericDeploy(r, svc)),
  },
  {
    key: "nordfrakt",
    company: "Nordfrakt Forwarding",
    namespace: "nordfrakt",
    traces: false,
    dateBase: "2026-10",
    services: {
      "booking-web": "ruby",
      "upload-api": "node",
      docparse: "python",
      "taric-svc": "java",
      "decl-builder": "java",
      "atlas-bridge": "go",
      "guarantee-ledger": "dotnet",
      "clearing-pay": "dotnet",
      "awb-sync": "python",
      "status-notifier": "node",
    },
    flows: [
      {
        weight: 4,
        steps: [
          [
            "booking-web",
            (r) =>
              `Completed 200 OK in ${ms(r, 30, 600)}ms (Views: ${r.int(2, 90)}.1ms | ActiveRecord: ${r.int(1, 40)}.4ms)`,
          ],
        ],
      },
      {
        weight: 3,
        steps: [["upload-api", (r) => `PUT /v1/files/${r.hex(12)} 200 ${ms(r, 40, 800)} ms - ${r.int(40, 9000)}kb`]],
      },
      {
        weight: 3,
        steps: [
          ["docparse", (r) => `extracted ${r.int(1, 60)} positions from Handelsrechnung RE-${r.digits(6)} (${ccy(r)})`],
          [
            "taric-svc",
            (r) =>
              `measures resolved for ${hts(r).replace(/\./g, "").slice(0, 10)} goods from ${r.pick(["CN", "VN", "TR", "IN", "US"])}: ${r.int(1, 7)} measures`,
          ],
          [
            "decl-builder",
            (r) => `H1 declaration draft built LRN ${r.hex(10).toUpperCase()} with ${r.int(1, 40)} goods items`,
          ],
        ],
      },
      {
        weight: 2,
        steps: [
          ["atlas-bridge", (r) => `submitted IE415 LRN=${r.hex(10).toUpperCase()} status=202 took=${ms(r, 90, 900)}ms`],
          ["atlas-bridge", (r) => `IE428 acceptance received MRN=${mrn(r)}`],
        ],
      },
      {
        weight: 1,
        steps: [
          ["guarantee-ledger", (r) => `guarantee GRN 26DE${r.digits(8)} reference amount reserved ${money(r)} EUR`],
        ],
      },
      {
        weight: 1,
        steps: [
          [
            "clearing-pay",
            (r) => `duty settlement batch ${r.digits(6)} posted: ${r.int(1, 30)} items, ${money(r)} EUR`,
          ],
        ],
      },
      { weight: 1.2, steps: [["awb-sync", (r) => `FWB ${mawb(r)} synced: ${r.int(1, 40)} pcs ${r.int(10, 4000)} kg`]] },
      {
        weight: 1.5,
        steps: [
          [
            "status-notifier",
            (r) => `sent customs status mail to ${shipper(r).toLowerCase()}@clients (template released_v2)`,
          ],
        ],
      },
    ],
    health: ["upload-api", "taric-svc", "atlas-bridge", "clearing-pay"],
    noisy: {
      svc: "status-notifier",
      level: "error",
      everyS: [5, 13],
      tpl: (r) =>
        `SMTP 550 5.1.1 <ops${r.digits(3)}@${r.pick(["old-client.de", "frachtkontor.eu", "example-shipper.nl"])}>: Recipient address rejected: User unknown`,
    },
    background: [
      {
        svc: "decl-builder",
        level: "warn",
        everyS: [60, 140],
        tpl: (r) =>
          `declaration LRN ${r.hex(10).toUpperCase()} rejected by ATLAS (IE416): code 12 'Proof of preference (EUR.1) missing', returned to clerk`,
        follow: { afterS: 55, level: "info", tpl: (_r, ref) => `declaration LRN ${ref} corrected and resubmitted` },
      },
      {
        svc: "atlas-bridge",
        level: "info",
        everyS: [70, 160],
        tpl: (r) => `IE460 control decision for MRN=${mrn(r)}: physical inspection of container ${container(r)}`,
      },
      {
        svc: "awb-sync",
        level: "warn",
        everyS: [50, 120],
        tpl: (r) => `FFM for flight LH${r.int(400, 8999)} not yet received for ${mawb(r)}; retry scheduled`,
      },
      {
        svc: "taric-svc",
        level: "warn",
        everyS: [100, 220],
        tpl: () =>
          `HHH000179: Narrowing proxy to class TaricMeasure - this operation breaks ==; spring.jpa.open-in-view is enabled (deprecated usage)`,
      },
      {
        svc: "clearing-pay",
        level: "info",
        everyS: [60, 60],
        tpl: (r) => `Hangfire job 'ReconcileBundesbankStatement' finished in ${ms(r, 300, 4000)}ms`,
      },
      {
        svc: "upload-api",
        level: "warn",
        everyS: [80, 190],
        tpl: (r) => `duplicate upload detected for shipment ${shipper(r)} (etag ${r.hex(10)}), keeping first copy`,
      },
      {
        svc: "docparse",
        level: "info",
        everyS: [90, 200],
        tpl: (r) =>
          `invoice in ${r.pick(["KRW", "TRY", "VND", "BRL"])} converted with ECB reference rate of previous day`,
      },
      {
        svc: "atlas-bridge",
        level: "warn",
        everyS: [150, 280],
        tpl: () => `gateway POST attempt 1 got 503, retrying in 2s`,
        follow: { afterS: 2, level: "info", tpl: (r) => `gateway POST ok on attempt 2 (${ms(r, 100, 400)}ms)` },
      },
    ],
    deploy: (r, svc) => (svc === "taric-svc" || svc === "decl-builder" ? javaDeploy(r, svc) : genericDeploy(r, svc)),
  },
  {
    key: "pacgate",
    company: "Pacific Gate Logistics",
    namespace: "pgl-customs",
    traces: true,
    dateBase: "2026-08",
    services: {
      "cargo-api": "go",
      "invoice-ocr": "python",
      "hs-model": "python",
      "landed-cost": "node",
      "filing-core": "java",
      "edi-x12": "cpp",
      "ams-ocean": "java",
      "exam-desk": "ruby",
      "stmt-recon": "dotnet",
    },
    flows: [
      {
        weight: 5,
        steps: [
          ["cargo-api", (r) => `method=POST path=/v2/entries status=201 dur=${ms(r, 40, 700)}ms`],
          [
            "invoice-ocr",
            (r) => `ocr done doc=${r.hex(8)} pages=${r.int(1, 12)} lines=${r.int(1, 80)} conf=0.${r.int(86, 99)}`,
          ],
          [
            "hs-model",
            (r) =>
              `predicted ${hts(r)} p=0.${r.int(71, 99)} for line "${r.pick(["cotton knit pullover", "laptop computer", "steel furniture", "router", "plastic hanger", "brake pads"])}"`,
          ],
          ["landed-cost", (r) => `landed cost quote ${r.hex(6)}: duty ${money(r)} USD, 301 surcharge ${r.int(0, 25)}%`],
        ],
      },
      {
        weight: 3,
        steps: [
          ["filing-core", (r) => `entry ${entryNo(r)} queued for transmission (type 01, ${r.int(1, 50)} lines)`],
          ["edi-x12", (r) => `309/ABI batch ${r.digits(6)} written (${r.int(2, 60)} segments) to VAN outbox`],
        ],
      },
      {
        weight: 2,
        steps: [["cargo-api", (r) => `method=GET path=/v2/entries/${entryNo(r)} status=200 dur=${ms(r, 5, 90)}ms`]],
      },
      {
        weight: 1.5,
        steps: [["ams-ocean", (r) => `AMS bill ${bol(r)} matched to house bill, ${r.int(1, 4)} containers`]],
      },
      {
        weight: 1,
        steps: [["exam-desk", (r) => `Completed 200 OK in ${ms(r, 20, 400)}ms (Views: 12.3ms | ActiveRecord: 4.1ms)`]],
      },
      {
        weight: 1,
        steps: [["stmt-recon", (r) => `Daily statement ${r.digits(9)} line ${entryNo(r)} reconciled ${money(r)} USD`]],
      },
    ],
    health: ["cargo-api", "filing-core", "ams-ocean", "hs-model"],
    noisy: {
      svc: "invoice-ocr",
      level: "error",
      everyS: [4, 10],
      tpl: (r) => `page ${r.int(2, 9)} of PL-${r.digits(6)} unreadable (confidence 0.${r.int(5, 19)}), skipped`,
    },
    background: [
      {
        svc: "filing-core",
        level: "warn",
        everyS: [55, 130],
        tpl: (r) => `ABI reject for ${entryNo(r)}: 'IMPORTER OF RECORD NUMBER MISSING' - returned to broker queue`,
        follow: { afterS: 45, level: "info", tpl: (_r, ref) => `entry ${ref} corrected by broker, retransmitted` },
      },
      {
        svc: "exam-desk",
        level: "info",
        everyS: [60, 150],
        tpl: (r) => `hold posted: ${container(r)} CET exam requested, devanning at CES`,
      },
      {
        svc: "ams-ocean",
        level: "warn",
        everyS: [50, 110],
        tpl: (r) => `late manifest: B/L ${bol(r)} not on AMS 24h before loading, flagged`,
      },
      {
        svc: "hs-model",
        level: "warn",
        everyS: [100, 240],
        tpl: () =>
          `/opt/venv/lib/python3.10/site-packages/sklearn/base.py:348: InconsistentVersionWarning: Trying to unpickle estimator LabelEncoder from version 1.2.2 when using version 1.3.2`,
      },
      {
        svc: "stmt-recon",
        level: "info",
        everyS: [45, 45],
        tpl: (r) => `Quartz job PullPreliminaryStatement completed, ${r.int(0, 30)} new lines`,
      },
      {
        svc: "landed-cost",
        level: "warn",
        everyS: [110, 240],
        tpl: () =>
          `(node:1) [DEP0170] DeprecationWarning: The URL mongodb://fx-cache:27017,fx-cache-2 is invalid. Future versions of Node.js will throw an error.`,
      },
      {
        svc: "cargo-api",
        level: "warn",
        everyS: [120, 240],
        tpl: (r) => `retrying POST invoice-ocr (attempt 2/3) after 502, trace ${r.hex(8)}`,
        follow: { afterS: 1, level: "info", tpl: (r) => `invoice-ocr call ok on attempt 2 (${ms(r, 200, 900)}ms)` },
      },
    ],
    deploy: (r, svc) => (svc === "filing-core" || svc === "ams-ocean" ? javaDeploy(r, svc) : genericDeploy(r, svc)),
  },
  {
    key: "meridian",
    company: "Meridian Trade Compliance",
    namespace: "meridian",
    traces: false,
    dateBase: "2026-11",
    services: {
      "client-portal": "ruby",
      "sidekiq-docs": "ruby",
      "classifier-api": "python",
      dutytax: "go",
      "abi-connector": "java",
      "clearing-ach": "java",
      "bol-matcher": "node",
      "pga-gateway": "python",
      "entries-pg": "postgres",
    },
    flows: [
      {
        weight: 4,
        steps: [
          [
            "client-portal",
            (r) =>
              `Completed 200 OK in ${ms(r, 25, 500)}ms (Views: ${r.int(3, 70)}.0ms | ActiveRecord: ${r.int(1, 30)}.8ms | Allocations: ${r.int(4000, 90000)})`,
          ],
        ],
      },
      {
        weight: 3,
        steps: [
          [
            "sidekiq-docs",
            (r) => `class=ParseInvoiceJob jid=${r.hex(24)} elapsed=${r.int(0, 9)}.${r.digits(3)} INFO: done`,
          ],
          ["classifier-api", (r) => `INFO:     ${ip(r)}:${r.int(30000, 60000)} - "POST /v1/classify HTTP/1.1" 200 OK`],
          ["dutytax", (r) => `computed duties entry=${entryNo(r)} lines=${r.int(1, 40)} total=${money(r)} USD`],
        ],
      },
      {
        weight: 2,
        steps: [
          ["abi-connector", (r) => `Transmitted AE ${entryNo(r)} via MQ HLCB.ABI.REQ (corrId ${r.hex(12)})`],
          ["abi-connector", (r) => `Received SO for ${entryNo(r)}: ENTRY ACCEPTED`],
        ],
      },
      {
        weight: 1.2,
        steps: [["bol-matcher", (r) => `matched ${bol(r)} -> ${container(r)} (${r.int(1, 5)} ctrs) in ${ms(r)}ms`]],
      },
      {
        weight: 1,
        steps: [
          [
            "pga-gateway",
            (r) =>
              `PGA message set for ${entryNo(r)} agency=${r.pick(["FDA", "USDA", "EPA", "CPSC"])} result=MAY PROCEED`,
          ],
        ],
      },
      {
        weight: 1,
        steps: [
          [
            "clearing-ach",
            (r) => `ACH payment ${r.digits(10)} scheduled for statement ${r.digits(8)}: ${money(r)} USD`,
          ],
        ],
      },
      {
        weight: 0.6,
        steps: [
          [
            "entries-pg",
            (r) =>
              `LOG:  duration: ${r.int(500, 1900)}.${r.digits(3)} ms  statement: SELECT * FROM entry_lines WHERE entry_id = $1`,
          ],
        ],
      },
    ],
    health: ["client-portal", "classifier-api", "abi-connector"],
    noisy: {
      svc: "client-portal",
      level: "error",
      everyS: [3, 9],
      tpl: (r) =>
        `ActionController::RoutingError (No route matches [GET] "${r.pick(["/wp-login.php", "/.env", "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php", "/admin/config.php"])}")`,
    },
    background: [
      {
        svc: "abi-connector",
        level: "warn",
        everyS: [60, 130],
        tpl: (r) =>
          `SO reject ${entryNo(r)}: 'COUNTRY OF EXPORT REQUIRED' line ${r.int(1, 12)}; sent back to entry writer`,
        follow: { afterS: 50, level: "info", tpl: (_r, ref) => `resent AE ${ref} (replace), ENTRY ACCEPTED` },
      },
      {
        svc: "abi-connector",
        level: "info",
        everyS: [70, 160],
        tpl: (r) => `UC hold: ${container(r)} designated for tailgate exam`,
      },
      {
        svc: "bol-matcher",
        level: "warn",
        everyS: [50, 120],
        tpl: (r) => `manifest for ${bol(r)} not yet filed by carrier, parking match`,
      },
      {
        svc: "entries-pg",
        level: "info",
        everyS: [150, 150],
        tpl: (r) =>
          `LOG:  checkpoint complete: wrote ${r.int(200, 4000)} buffers (${r.int(1, 9)}.${r.int(0, 9)}%); 0 WAL file(s) added, 0 removed, ${r.int(1, 4)} recycled`,
      },
      {
        svc: "sidekiq-docs",
        level: "warn",
        everyS: [100, 230],
        tpl: () =>
          `DEPRECATION WARNING: Using a :db format for Date#to_s is deprecated. Please use Date#to_fs instead. (called from block in perform at /app/app/jobs/parse_invoice_job.rb:41)`,
      },
      {
        svc: "sidekiq-docs",
        level: "info",
        everyS: [80, 170],
        tpl: (r) => `class=ParseInvoiceJob duplicate upload ${r.hex(10)} skipped (same sha256 as doc ${r.digits(6)})`,
      },
      {
        svc: "dutytax",
        level: "warn",
        everyS: [130, 260],
        tpl: () => `cbp rates client: attempt 1 got "read: connection reset by peer", retrying`,
        follow: { afterS: 1, level: "info", tpl: () => `cbp rates client: ok after 2 attempts` },
      },
    ],
    deploy: (r, svc) =>
      svc === "abi-connector" || svc === "clearing-ach" ? javaDeploy(r, svc) : genericDeploy(r, svc),
  },
];

/** Health checks as each runtime's access log prints them. */
export function healthLine(rt: Runtime, r: Rng): string {
  switch (rt) {
    case "java":
      return `GET /actuator/health 200 (${r.int(1, 9)} ms) kube-probe/1.29`;
    case "go":
      return `method=GET path=/healthz status=200 dur=${r.int(0, 2)}ms ua=kube-probe/1.29`;
    case "python":
      return `INFO:     ${ip(r)}:${r.int(30000, 60000)} - "GET /healthz HTTP/1.1" 200 OK`;
    case "node":
      return `GET /healthz 200 ${r.int(0, 3)}.${r.digits(3)} ms - 15`;
    case "dotnet":
      return `Request finished HTTP/1.1 GET http://:8080/health - 200 - text/plain ${r.int(0, 3)}.${r.digits(4)}ms`;
    case "ruby":
      return `Completed 200 OK in ${r.int(0, 3)}ms (Views: 0.1ms | ActiveRecord: 0.0ms) GET /up`;
    default:
      return `health ok`;
  }
}
