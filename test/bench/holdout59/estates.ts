// The four made-up companies of holdout59: services and runtimes, request flows, periodic jobs and domain noise.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Runtime } from "./stacks.js";

export type V = Record<string, string>;
export interface Hop {
  svc: string;
  /** index of the calling hop (default: the previous one) */
  by?: number;
  msg: (v: V, r: Rng) => string;
}
export interface Flow {
  w: number;
  vars: (r: Rng) => V;
  hops: Hop[];
  /** the entry's closing line, `code` 200 when everything answered */
  done: (v: V, r: Rng, code: number, ms: number) => string;
}
export interface Tick {
  svc: string;
  sec: number;
  level?: Level;
  line: (r: Rng) => string;
}
export type Emit = (dtMs: number, svc: string, level: Level, msg: string) => void;
export interface Estate {
  key: string;
  company: string;
  namespace: string;
  traced: boolean;
  rt: Record<string, Runtime>;
  flows: Flow[];
  ticks: Tick[];
  noisy: Tick[];
  /** one domain event (lane offline, robot re-route, ...) and its aftermath */
  domain: (r: Rng, emit: Emit) => void;
  domainPerMin: number;
  deprecations: Tick[];
  retries: { svc: string; warn: (r: Rng) => string; ok: (r: Rng) => string }[];
}

const n = (r: Rng, a: number, b: number) => String(r.int(a, b));
const money = (r: Rng, a: number, b: number) => r.float(a, b).toFixed(2);
const ms = (r: Rng, a: number, b: number) => `${r.int(a, b)}ms`;

const larchmont: Estate = {
  key: "larchmont",
  company: "Larchmont Grocers",
  namespace: "larchmont-retail",
  traced: false,
  rt: {
    "lane-controller": "dotnet",
    "pay-terminal-gw": "java",
    "store-sync": "go",
    "offline-journal": "go",
    "price-publisher": "python",
    "promo-engine": "java",
    "replenishment-planner": "java",
    "erp-gateway": "node",
    "loyalty-ledger": "dotnet",
    "receipt-mailer": "ruby",
  },
  flows: [
    {
      w: 10,
      vars: (r) => ({
        store: `0${n(r, 101, 488)}`,
        lane: n(r, 1, 14).padStart(2, "0"),
        b: `B${n(r, 100000, 999999)}`,
        items: n(r, 1, 38),
        total: money(r, 2, 180),
      }),
      hops: [
        { svc: "lane-controller", msg: () => "" },
        {
          svc: "promo-engine",
          by: 0,
          msg: (v, r) => `basket ${v.b} store=${v.store}: ${r.int(0, 4)} promotions applied, saving ${money(r, 0, 9)}`,
        },
        {
          svc: "loyalty-ledger",
          by: 0,
          msg: (v, r) =>
            `Accrued ${r.int(1, 180)} points to card ****${n(r, 1000, 9999)} (store ${v.store}, basket ${v.b})`,
        },
        {
          svc: "pay-terminal-gw",
          by: 0,
          msg: (v, r) =>
            `auth approved term=${v.store}-${v.lane} amt=${v.total} rc=00 stan=${n(r, 100000, 999999)} acq_ms=${r.int(180, 900)}`,
        },
      ],
      done: (v, _r, code) =>
        code === 200
          ? `Store ${v.store} lane ${v.lane}: sale ${v.b} completed, ${v.items} items, ${v.total} GBP`
          : `Store ${v.store} lane ${v.lane}: sale ${v.b} not completed (status ${code}), cashier prompted`,
    },
    {
      w: 3,
      vars: (r) => ({ store: `0${n(r, 101, 488)}`, seg: n(r, 1000, 99999) }),
      hops: [
        { svc: "store-sync", msg: () => "" },
        {
          svc: "offline-journal",
          msg: (v, r) => `segment ${v.seg} sealed for store ${v.store} (${r.int(3, 240)} records, ${r.int(2, 90)} KiB)`,
        },
      ],
      done: (v, r, code, t) =>
        code === 200
          ? `store ${v.store}: uploaded journal segment ${v.seg} to HQ in ${t}ms`
          : `store ${v.store}: journal upload for segment ${v.seg} failed status=${code} after ${t}ms (will retry in ${r.int(30, 90)}s)`,
    },
    {
      w: 2,
      vars: (r) => ({ store: `0${n(r, 101, 488)}`, p: `RP-${n(r, 400000, 499999)}` }),
      hops: [
        { svc: "replenishment-planner", msg: () => "" },
        {
          svc: "erp-gateway",
          msg: (_v, r) => `POST /sap/opu/odata/sap/ZRT_REPLEN_SRV/Proposals 201 ${ms(r, 90, 700)}`,
        },
      ],
      done: (v, r, code) =>
        code === 200
          ? `Proposal ${v.p} for store ${v.store} submitted to ERP (${r.int(4, 260)} lines, ${r.int(2, 90)} cases)`
          : `Proposal ${v.p} for store ${v.store} not submitted, ERP gateway answered ${code}`,
    },
    {
      w: 2,
      vars: (r) => ({ store: `0${n(r, 101, 488)}` }),
      hops: [
        { svc: "erp-gateway", msg: () => "" },
        {
          svc: "replenishment-planner",
          msg: (v, r) => `Forecast served for store ${v.store}: ${r.int(800, 4200)} SKUs, horizon 14d`,
        },
      ],
      done: (v, r, code, t) => `GET /stores/${v.store}/forecast ${code} ${t}ms ${r.int(10, 900)}kb`,
    },
    {
      w: 2,
      vars: (r) => ({ b: `B${n(r, 100000, 999999)}` }),
      hops: [
        { svc: "receipt-mailer", msg: () => "" },
        {
          svc: "loyalty-ledger",
          msg: (_v, r) => `Member profile L${n(r, 1000000, 9999999)} read (e-receipt opt-in=true)`,
        },
      ],
      done: (v, r, code) =>
        code === 200
          ? `Delivered e-receipt for ${v.b} to ${r.pick(["j", "m", "a", "s", "k"])}***@${r.pick(["gmail.com", "outlook.com", "icloud.com"])}`
          : `e-receipt for ${v.b} deferred (${code})`,
    },
  ],
  ticks: [
    {
      svc: "price-publisher",
      sec: 60,
      line: (r) =>
        `price batch PB-${n(r, 80000, 89999)}: ${r.int(20, 900)} price changes for ${r.int(40, 412)} stores written to s3://larchmont-pricing/outbound/`,
    },
    {
      svc: "replenishment-planner",
      sec: 120,
      line: (r) =>
        `Replenishment run region=${r.pick(["NW", "NE", "MID", "SW", "SE"])} finished: ${r.int(30, 90)} stores, ${r.int(200, 900)} proposals in ${r.int(4, 40)}s`,
    },
    {
      svc: "store-sync",
      sec: 30,
      line: (r) => `heartbeat: ${r.int(398, 411)}/412 stores reachable, lag p95=${r.int(2, 14)}s`,
    },
    {
      svc: "promo-engine",
      sec: 90,
      line: (r) => `Promotion cache refreshed: ${r.int(1800, 2400)} active promotions, ${r.int(0, 30)} new`,
    },
    { svc: "erp-gateway", sec: 15, line: (r) => `GET /healthz 200 ${ms(r, 1, 6)}` },
    { svc: "loyalty-ledger", sec: 20, line: (r) => `Health check Healthy in ${r.int(1, 12)}ms (npgsql, redis)` },
    {
      svc: "offline-journal",
      sec: 60,
      line: (r) => `compaction: ${r.int(3, 40)} segments merged, ${r.int(10, 400)} MiB reclaimed`,
    },
  ],
  noisy: [
    {
      svc: "receipt-mailer",
      sec: 9,
      level: "error",
      line: (r) =>
        `SMTP 550 5.1.1 <${r.pick(["j", "m", "a", "s", "k"])}${n(r, 10, 999)}@${r.pick(["hotmial.com", "gmial.com", "yaho.co.uk"])}>: Recipient address rejected: mailbox unavailable`,
    },
    {
      svc: "lane-controller",
      sec: 11,
      level: "error",
      line: (r) =>
        `Store 0${n(r, 101, 488)} lane ${n(r, 1, 14).padStart(2, "0")}: scale driver read error on COM3 (Mettler protocol checksum), retrying`,
    },
    {
      svc: "promo-engine",
      sec: 10,
      level: "warn",
      line: (r) =>
        `Promotion PR-${n(r, 10000, 99999)} references delisted EAN 50${n(r, 10000000000, 99999999999)}, rule skipped`,
    },
  ],
  domain: (r, emit) => {
    const s = `0${n(r, 101, 488)}`;
    const l = n(r, 1, 14).padStart(2, "0");
    const q = r.int(2, 40);
    emit(
      0,
      "lane-controller",
      "warn",
      `Store ${s} lane ${l}: host link lost, entering offline mode (stand-in authorisation up to 100.00)`,
    );
    emit(
      r.int(20000, 120000),
      "lane-controller",
      "info",
      `Store ${s} lane ${l}: host link restored, ${q} offline transactions queued`,
    );
    emit(r.int(125000, 160000), "store-sync", "info", `store ${s}: replayed ${q} offline transactions from lane ${l}`);
  },
  domainPerMin: 1.2,
  deprecations: [
    {
      svc: "pay-terminal-gw",
      sec: 240,
      level: "warn",
      line: (r) =>
        `Terminal T${n(r, 10000, 99999)} negotiated TLSv1.1; deprecated protocol, will be refused after 2027-01-31`,
    },
    {
      svc: "erp-gateway",
      sec: 600,
      level: "warn",
      line: () =>
        "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    },
  ],
  retries: [
    {
      svc: "pay-terminal-gw",
      warn: (r) => `acquirer socket read timeout on auth stan=${n(r, 100000, 999999)}, resending (1/2)`,
      ok: (r) => `auth approved on resend rc=00 acq_ms=${r.int(900, 2200)}`,
    },
  ],
};

const parcelway: Estate = {
  key: "parcelway",
  company: "Parcelway",
  namespace: "parcelway-prod",
  traced: true,
  rt: {
    "storefront-bff": "node",
    "order-mgmt": "ruby",
    "inventory-atp": "python",
    "payment-orchestrator": "java",
    "fraud-screen": "python",
    "carrier-label-svc": "go",
    "tracking-ingest": "node",
    "notify-dispatch": "python",
    "returns-portal": "ruby",
  },
  flows: [
    {
      w: 6,
      vars: (r) => ({ o: `PW-${n(r, 3000000, 3999999)}`, amt: money(r, 9, 400) }),
      hops: [
        { svc: "storefront-bff", msg: () => "" },
        {
          svc: "order-mgmt",
          msg: (v, r) =>
            `Completed 201 Created in ${r.int(40, 300)}ms (Views: 0.4ms | ActiveRecord: ${r.float(3, 40).toFixed(1)}ms) order=${v.o}`,
        },
        {
          svc: "inventory-atp",
          by: 1,
          msg: (v, r) =>
            `reserve ok order=${v.o} lines=${r.int(1, 6)} dc=${r.pick(["DC-AMS", "DC-DUS", "DC-LYS"])} took=${r.int(5, 80)}ms`,
        },
        {
          svc: "fraud-screen",
          by: 1,
          msg: (v, r) => `scored ${v.o}: ${r.float(0.01, 0.4).toFixed(3)} -> accept (model gbm-2026.10)`,
        },
        {
          svc: "payment-orchestrator",
          by: 1,
          msg: (v, r) =>
            `Authorised ${v.o} EUR ${v.amt} via psp=paynetic pspRef=${r.hex(16).toUpperCase()} in ${r.int(200, 1400)}ms`,
        },
      ],
      done: (_v, _r, code, t) => `POST /api/checkout ${code === 200 ? 201 : code} ${t}ms`,
    },
    {
      w: 9,
      vars: (r) => ({ sku: `SKU-${n(r, 100000, 999999)}` }),
      hops: [
        { svc: "storefront-bff", msg: () => "" },
        {
          svc: "inventory-atp",
          msg: (v, r) =>
            `availability ${v.sku}: ${r.int(0, 900)} units across ${r.int(1, 3)} DCs took=${r.int(2, 40)}ms`,
        },
      ],
      done: (v, _r, code, t) => `GET /api/products/${v.sku}/availability ${code} ${t}ms`,
    },
    {
      w: 4,
      vars: (r) => ({ sh: `SH-${n(r, 7000000, 7999999)}`, o: `PW-${n(r, 3000000, 3999999)}` }),
      hops: [
        { svc: "order-mgmt", msg: () => "" },
        {
          svc: "carrier-label-svc",
          msg: (v, r) =>
            `label created shipment=${v.sh} carrier=shipnorth service=${r.pick(["EXPRESS", "STANDARD", "ECONOMY"])} tracking=SN${n(r, 100000000, 999999999)}NL took=${r.int(150, 900)}ms`,
        },
      ],
      done: (v, _r, code) =>
        code === 200
          ? `[ActiveJob] [ShipmentReleaseJob] Shipment ${v.sh} for ${v.o} released to carrier`
          : `[ActiveJob] [ShipmentReleaseJob] Shipment ${v.sh} for ${v.o} failed (${code}), will retry`,
    },
    {
      w: 5,
      vars: (r) => ({
        tr: `SN${n(r, 100000000, 999999999)}NL`,
        ev: r.pick(["IN_TRANSIT", "OUT_FOR_DELIVERY", "DELIVERED", "ARRIVED_AT_HUB"]),
      }),
      hops: [
        { svc: "tracking-ingest", msg: () => "" },
        {
          svc: "notify-dispatch",
          msg: (v, r) => `enqueued ${r.pick(["sms", "email", "push"])} for ${v.tr} template=${v.ev.toLowerCase()}`,
        },
      ],
      done: (v, _r, code, t) => `POST /webhooks/shipnorth ${code} ${t}ms event=${v.ev} tracking=${v.tr}`,
    },
    {
      w: 1,
      vars: (r) => ({ rma: `RMA-${n(r, 50000, 99999)}`, o: `PW-${n(r, 3000000, 3999999)}` }),
      hops: [
        { svc: "returns-portal", msg: () => "" },
        { svc: "order-mgmt", msg: (v) => `Return ${v.rma} registered for ${v.o}` },
        {
          svc: "carrier-label-svc",
          by: 0,
          msg: (v, r) => `return label created rma=${v.rma} carrier=shipnorth took=${r.int(150, 900)}ms`,
        },
      ],
      done: (v, _r, code, t) => `Completed ${code === 200 ? "201 Created" : `${code}`} in ${t}ms rma=${v.rma}`,
    },
  ],
  ticks: [
    {
      svc: "order-mgmt",
      sec: 60,
      line: (r) =>
        `Sidekiq::Cron OrderAutoCancelJob JID-${r.hex(24)} done: ${r.float(0.1, 3).toFixed(3)} sec (${r.int(0, 12)} cancelled)`,
    },
    {
      svc: "inventory-atp",
      sec: 30,
      line: (r) => `snapshot sync from WMS: ${r.int(40, 1800)} SKUs updated (lag ${r.int(1, 9)}s)`,
    },
    {
      svc: "notify-dispatch",
      sec: 20,
      line: (r) => `outbox drained: ${r.int(5, 200)} messages in ${r.int(40, 900)}ms`,
    },
    { svc: "payment-orchestrator", sec: 15, line: (r) => `GET /actuator/health 200 ${r.int(2, 9)}ms` },
    { svc: "carrier-label-svc", sec: 15, line: () => `GET /healthz 200` },
    {
      svc: "storefront-bff",
      sec: 30,
      line: (r) => `cache stats: products hit=${r.float(0.9, 0.99).toFixed(2)} size=${r.int(8000, 12000)}`,
    },
  ],
  noisy: [
    {
      svc: "tracking-ingest",
      sec: 8,
      level: "error",
      line: (r) =>
        `webhook from carrier 'quickpost' rejected: HMAC signature mismatch (legacy endpoint /hooks/qp-v1), event ${r.hex(10)} dropped`,
    },
    {
      svc: "fraud-screen",
      sec: 7,
      level: "warn",
      line: (r) => `device fingerprint missing for session ${r.hex(12)}, scoring without it`,
    },
    {
      svc: "returns-portal",
      sec: 12,
      level: "error",
      line: (r) =>
        `ActionController::RoutingError (No route matches [GET] "/wp-login.php") from ${r.int(11, 220)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`,
    },
  ],
  domain: (r, emit) => {
    const id = r.hex(12);
    emit(
      0,
      "tracking-ingest",
      "warn",
      `shipnorth webhook delivery ${id} is a redelivery (attempt ${r.int(2, 4)}), already processed - acking`,
    );
    if (r.chance(0.4))
      emit(r.int(200, 900), "notify-dispatch", "info", `dedup: skipped duplicate notification for delivery ${id}`);
  },
  domainPerMin: 1.5,
  deprecations: [
    {
      svc: "order-mgmt",
      sec: 300,
      level: "warn",
      line: () =>
        "DEPRECATION WARNING: `ActiveRecord::Base.connection` is deprecated and will be removed in Rails 8.0. Use `with_connection` instead.",
    },
    {
      svc: "storefront-bff",
      sec: 600,
      level: "warn",
      line: () =>
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    },
  ],
  retries: [
    {
      svc: "payment-orchestrator",
      warn: (r) => `PSP call timed out after 4000ms, retrying with idempotency key ${r.hex(8)}-${r.hex(4)}`,
      ok: (r) => `Authorised on retry via psp=paynetic in ${r.int(600, 2000)}ms`,
    },
    {
      svc: "carrier-label-svc",
      warn: () => `shipnorth POST /ship/v2/labels: 503, retrying in 500ms (1/3)`,
      ok: (r) => `label created on retry tracking=SN${n(r, 100000000, 999999999)}NL`,
    },
  ],
};

const kestrel: Estate = {
  key: "kestrel",
  company: "Kestrel Fulfilment",
  namespace: "kestrel-dc2",
  traced: false,
  rt: {
    "wms-core": "java",
    "amr-fleet-mgr": "go",
    "conveyor-plc-gw": "cpp",
    "sorter-ctl": "java",
    "pick-to-light": "node",
    "wave-planner": "java",
    "slotting-optimizer": "python",
    "dock-scheduler": "dotnet",
    "label-print-spooler": "node",
  },
  flows: [
    {
      w: 8,
      vars: (r) => ({ z: r.pick(["A", "B", "C", "D"]), bay: n(r, 1, 60), tote: `T${n(r, 100000, 199999)}` }),
      hops: [
        { svc: "pick-to-light", msg: () => "" },
        {
          svc: "wms-core",
          msg: (v, r) =>
            `Pick task PT-${n(r, 1000000, 9999999)} confirmed tote=${v.tote} qty=${r.int(1, 12)} operator=op-${n(r, 100, 499)}`,
        },
      ],
      done: (v, r, code, t) =>
        code === 200
          ? `zone ${v.z} bay ${v.bay}: pick confirmed tote ${v.tote} (${t}ms)`
          : `zone ${v.z} bay ${v.bay}: confirm for tote ${v.tote} failed status=${code}, light set to blink-red (op ${r.int(100, 499)})`,
    },
    {
      w: 7,
      vars: (r) => ({ tote: `T${n(r, 100000, 199999)}`, st: `ST-${n(r, 1, 24).padStart(2, "0")}` }),
      hops: [
        { svc: "wms-core", msg: () => "" },
        {
          svc: "amr-fleet-mgr",
          msg: (v, r) =>
            `mission M-${n(r, 100000, 999999)} assigned to AMR-${r.int(1, 42)} dest=${v.st} path=${r.int(20, 240)}m eta=${r.int(20, 180)}s`,
        },
      ],
      done: (v, _r, code) =>
        code === 200
          ? `Tote ${v.tote} dispatched to station ${v.st}`
          : `Tote ${v.tote} dispatch to ${v.st} failed: fleet manager answered ${code}`,
    },
    {
      w: 9,
      vars: (r) => ({ bc: `00${n(r, 100000000, 999999999)}${n(r, 1000000, 9999999)}`, ind: n(r, 1, 4) }),
      hops: [
        { svc: "conveyor-plc-gw", msg: () => "" },
        {
          svc: "sorter-ctl",
          msg: (v, r) =>
            `Parcel ${v.bc} routed to chute ${r.pick(["N", "S", "E", "W"])}${n(r, 1, 48).padStart(2, "0")} (${r.pick(["DHL", "SHIPNORTH", "DPD", "UPS"])})`,
        },
      ],
      done: (v, _r, code, t) =>
        code === 200
          ? `induct ${v.ind} scan ${v.bc} ok sort_ack=${t}ms`
          : `induct ${v.ind} scan ${v.bc} no sort decision (status=${code}) -> reject lane`,
    },
    {
      w: 3,
      vars: (r) => ({ ctn: `CTN${n(r, 1000000, 9999999)}` }),
      hops: [
        { svc: "wms-core", msg: () => "" },
        {
          svc: "label-print-spooler",
          msg: (v, r) => `printed ${v.ctn}.zpl on zebra-${n(r, 1, 16).padStart(2, "0")} (${r.int(90, 600)}ms)`,
        },
      ],
      done: (v, _r, code) =>
        code === 200
          ? `Carton ${v.ctn} packed and labelled`
          : `Carton ${v.ctn} label failed (${code}), moved to exception station`,
    },
    {
      w: 1,
      vars: (r) => ({ ap: `APT-${n(r, 20000, 29999)}`, door: n(r, 1, 32) }),
      hops: [
        { svc: "dock-scheduler", msg: () => "" },
        { svc: "wms-core", msg: (v, r) => `ASN ASN-${n(r, 500000, 599999)} receiving opened at door ${v.door}` },
      ],
      done: (v, _r, code) =>
        code === 200
          ? `Appointment ${v.ap} checked in at door ${v.door}`
          : `Appointment ${v.ap} check-in failed (${code})`,
    },
    {
      w: 1,
      vars: (r) => ({ sku: `${n(r, 100000, 999999)}` }),
      hops: [
        { svc: "wave-planner", msg: () => "" },
        {
          svc: "slotting-optimizer",
          msg: (v, r) =>
            `suggested slot ${r.pick(["A", "B", "C", "D"])}-${n(r, 1, 60)}-${n(r, 1, 6)} for sku ${v.sku} (score ${r.float(0.5, 1).toFixed(2)})`,
        },
      ],
      done: (v, _r, code) =>
        code === 200
          ? `Slot hint applied for sku ${v.sku}`
          : `Slot hint for sku ${v.sku} unavailable (${code}), keeping ABC velocity slot`,
    },
  ],
  ticks: [
    {
      svc: "wave-planner",
      sec: 120,
      line: (r) =>
        `Wave W-${n(r, 40000, 49999)} released: ${r.int(40, 400)} orders, ${r.int(200, 2400)} lines, ${r.int(30, 300)} totes`,
    },
    {
      svc: "slotting-optimizer",
      sec: 180,
      line: (r) => `re-slot job: evaluated ${r.int(2000, 9000)} SKUs, proposed ${r.int(0, 40)} moves`,
    },
    {
      svc: "amr-fleet-mgr",
      sec: 15,
      line: (r) => `fleet: ${r.int(30, 40)}/42 active, ${r.int(1, 8)} charging, ${r.int(0, 4)} idle`,
    },
    { svc: "conveyor-plc-gw", sec: 10, line: (r) => `poll cycle ok plc=PLC-1..4 regs=256 cycle=${r.int(8, 19)}ms` },
    {
      svc: "sorter-ctl",
      sec: 30,
      line: (r) => `Sorter throughput ${r.int(2800, 4200)} parcels/h, recirculation ${r.float(0.5, 3).toFixed(1)}%`,
    },
    { svc: "dock-scheduler", sec: 30, line: (r) => `Health check Healthy in ${r.int(1, 9)}ms` },
    {
      svc: "label-print-spooler",
      sec: 20,
      line: (r) => `printers online ${r.int(14, 16)}/16, queue depth ${r.int(0, 6)}`,
    },
  ],
  noisy: [
    {
      svc: "conveyor-plc-gw",
      sec: 6,
      level: "error",
      line: () => `modbus read holding register 40112 on PLC-3: illegal data address (exception 02), ignoring`,
    },
    {
      svc: "amr-fleet-mgr",
      sec: 9,
      level: "error",
      line: (r) => `AMR-${r.int(1, 42)}: lidar frame dropped (checksum), using previous scan`,
    },
    {
      svc: "label-print-spooler",
      sec: 10,
      level: "warn",
      line: (r) => `printer zebra-${n(r, 1, 16).padStart(2, "0")} reports RIBBON LOW`,
    },
  ],
  domain: (r, emit) => {
    const a = r.int(1, 42);
    const aisle = `${r.pick(["A", "B", "C", "D"])}${r.int(1, 30)}`;
    emit(0, "amr-fleet-mgr", "warn", `AMR-${a} blocked at aisle ${aisle} (obstacle detected), re-planning`);
    emit(r.int(300, 2500), "amr-fleet-mgr", "info", `AMR-${a} re-routed around ${aisle}, eta +${r.int(8, 60)}s`);
  },
  domainPerMin: 2,
  deprecations: [
    {
      svc: "wms-core",
      sec: 900,
      level: "warn",
      line: () =>
        "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
    },
    {
      svc: "pick-to-light",
      sec: 600,
      level: "warn",
      line: () => "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
    },
  ],
  retries: [
    {
      svc: "sorter-ctl",
      warn: () => `PLC write to chute diverter timed out (150ms), retry 1/3`,
      ok: () => `PLC write acknowledged on retry`,
    },
  ],
};

const brightbid: Estate = {
  key: "brightbid",
  company: "Brightbid",
  namespace: "ads-prod",
  traced: true,
  rt: {
    "bid-router": "go",
    "rtb-bidder": "cpp",
    "segment-store": "go",
    "creative-cache": "go",
    "budget-pacer": "java",
    "imp-tracker": "go",
    "click-tracker": "node",
    "fraud-filter": "python",
    "campaign-api": "node",
    "report-rollup": "python",
  },
  flows: [
    {
      w: 16,
      vars: (r) => ({
        ex: r.pick(["xandr", "pubmatic", "magnite", "index", "openx"]),
        id: r.hex(16),
        tmax: String(r.pick([80, 100, 120, 150])),
      }),
      hops: [
        { svc: "bid-router", msg: () => "" },
        {
          svc: "rtb-bidder",
          msg: (v, r) =>
            `auction=${v.id} bid price=${r.float(0.2, 4).toFixed(2)} li=LI-${n(r, 1000, 9999)} crid=cr-${r.hex(6)}`,
        },
        {
          svc: "segment-store",
          by: 1,
          msg: (_v, r) => `lookup uid=${r.hex(12)} segments=${r.int(0, 40)} took=${r.int(90, 900)}µs`,
        },
        {
          svc: "creative-cache",
          by: 1,
          msg: (_v, r) => `GET /v1/creatives/cr-${r.hex(6)} 200 hit=${r.chance(0.95)} ${r.int(1, 4)}ms`,
        },
      ],
      done: (v, r, code, t) =>
        `bid request exch=${v.ex} imps=${r.int(1, 4)} tmax=${v.tmax}ms status=${code === 200 ? 200 : code === 204 ? 204 : code} took=${t}ms`,
    },
    {
      w: 7,
      vars: (r) => ({ id: r.hex(16), ex: r.pick(["xandr", "pubmatic", "magnite", "index", "openx"]) }),
      hops: [
        { svc: "imp-tracker", msg: () => "" },
        {
          svc: "fraud-filter",
          msg: (v, r) => `ivt check imp=${v.id} verdict=clean score=${r.float(0, 0.3).toFixed(2)}`,
        },
      ],
      done: (v, r, code) =>
        `imp recorded auction=${v.id} exch=${v.ex} clear=${r.float(0.1, 3).toFixed(3)} status=${code}`,
    },
    {
      w: 2,
      vars: (r) => ({ id: r.hex(16) }),
      hops: [
        { svc: "click-tracker", msg: () => "" },
        { svc: "fraud-filter", msg: (v) => `ivt check click=${v.id} verdict=clean` },
      ],
      done: (v, _r, code, t) => `GET /c/${v.id} ${code === 200 ? 302 : code} ${t}ms`,
    },
    {
      w: 2,
      vars: (r) => ({ c: n(r, 10000, 99999) }),
      hops: [
        { svc: "campaign-api", msg: () => "" },
        { svc: "report-rollup", msg: (v, r) => `served stats campaign=${v.c} rows=${r.int(24, 720)}` },
      ],
      done: (v, _r, code, t) => `GET /v2/campaigns/${v.c}/stats ${code} ${t}ms`,
    },
  ],
  ticks: [
    {
      svc: "budget-pacer",
      sec: 10,
      line: (r) =>
        `pacing tick: ${r.int(300, 340)} campaigns, ${r.int(5, 40)} throttled, spend ${r.int(900, 2400)} USD/min`,
    },
    {
      svc: "report-rollup",
      sec: 60,
      line: (r) => `rollup partition h=${r.int(0, 23)} written: ${r.int(100000, 900000)} rows`,
    },
    {
      svc: "segment-store",
      sec: 30,
      line: (r) => `segment snapshot v${r.int(9000, 9999)} loaded: ${r.int(80, 95)}M users`,
    },
    {
      svc: "creative-cache",
      sec: 45,
      line: (r) => `cache stats entries=${r.int(40000, 60000)} hit_ratio=${r.float(0.93, 0.99).toFixed(3)}`,
    },
    { svc: "campaign-api", sec: 15, line: (r) => `GET /health 200 ${r.int(1, 5)}ms` },
    { svc: "bid-router", sec: 30, line: (r) => `qps=${r.int(9000, 14000)} bidders=8/8 healthy p99=${r.int(40, 70)}ms` },
  ],
  noisy: [
    {
      svc: "rtb-bidder",
      sec: 3,
      level: "warn",
      line: (r) =>
        `auction=${r.hex(16)} no bid: tmax budget exhausted (${r.int(81, 160)}ms > ${r.pick([80, 100, 120, 150])}ms)`,
    },
    {
      svc: "imp-tracker",
      sec: 6,
      level: "error",
      line: (r) => `duplicate impression beacon auction=${r.hex(16)} dropped`,
    },
    {
      svc: "fraud-filter",
      sec: 8,
      level: "error",
      line: (r) =>
        `user-agent parse failed for ${r.pick(["Dalvik/2.1.0", "okhttp/4.9", "CFNetwork/1490"])}: unknown device family`,
    },
  ],
  domain: (r, emit) => {
    emit(
      0,
      "bid-router",
      "info",
      `exchange ${r.pick(["xandr", "pubmatic", "magnite"])} timed out ${r.int(1, 9)}% of requests last 30s (within SLO)`,
    );
  },
  domainPerMin: 2,
  deprecations: [
    {
      svc: "campaign-api",
      sec: 600,
      level: "warn",
      line: () => "(node:1) [DEP0066] DeprecationWarning: OutgoingMessage.prototype._headers is deprecated",
    },
    {
      svc: "report-rollup",
      sec: 300,
      level: "warn",
      line: () => "FutureWarning: DataFrame.applymap has been deprecated. Use DataFrame.map instead.",
    },
  ],
  retries: [
    {
      svc: "campaign-api",
      warn: () => `report-rollup call failed with 503, retrying (1/3)`,
      ok: (r) => `report-rollup ok after retry ${r.int(100, 800)}ms`,
    },
  ],
};

export const ESTATES: Record<string, Estate> = { larchmont, parcelway, kestrel, brightbid };
