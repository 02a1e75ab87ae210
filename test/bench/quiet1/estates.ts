// Three made-up estates: a pharmacy chain, a satellite-imaging company and a ticketing marketplace.
import type { Rng } from "./rng.js";
import type { Estate, Runtime, Svc } from "./types.js";

const s = (name: string, rt: Runtime, bg: number, normal: (r: Rng) => string): Svc => ({ name, rt, bg, normal });
const ms = (r: Rng, lo = 8, hi = 240) => r.int(lo, hi);
const store = (r: Rng) => String(r.int(1, 1480)).padStart(4, "0");
const ndc = (r: Rng) => `${r.digits(5)}-${r.digits(4)}-${r.digits(2)}`;
const ev = (r: Rng) => `EV-${r.digits(6)}`;
const tx = (r: Rng) => `TX-${r.hex(8).toUpperCase()}`;
const scene = (r: Rng) => `KS${String(r.int(1, 14)).padStart(2, "0")}_${r.digits(8)}_L1C`;

export const PHARMACY: Estate = {
  key: "greenleaf-rx",
  namespace: "rx-prod",
  traced: true,
  services: [
    s("rx-portal-gw", "node", 2, (r) =>
      r.pick([
        `GET /api/v3/prescriptions/RX${r.digits(7)} 200 ${ms(r)}ms`,
        `POST /api/v3/refills 201 ${ms(r, 40, 400)}ms`,
        `GET /api/v3/stores/${store(r)}/hours 200 ${ms(r, 3, 40)}ms`,
        `GET /api/v3/formulary?ndc=${ndc(r)} 200 ${ms(r)}ms`,
      ]),
    ),
    s("prescription-svc", "java", 3, (r) =>
      r.pick([
        `Prescription RX${r.digits(7)} verified for store #${store(r)} (NDC ${ndc(r)}, qty ${r.pick([30, 60, 90])})`,
        `Refill request RF-${r.digits(6)} queued for pharmacist review at store #${store(r)}`,
        `Completed 200 OK in ${ms(r)}ms [GET /prescriptions/{id}]`,
      ]),
    ),
    s(
      "formulary-lookup",
      "go",
      1,
      (r) =>
        `formulary lookup ndc=${ndc(r)} plan=${r.pick(["BCBS-PPO", "AETNA-HMO", "MEDICARE-D", "CIGNA-EPO"])} tier=${r.int(1, 4)} copay=${r.int(0, 45)}.00 dur=${r.real(0.4, 9).toFixed(1)}ms`,
    ),
    s("pharmacy-inventory", "python", 2, (r) =>
      r.pick([
        `stock decrement store=${store(r)} ndc=${ndc(r)} qty=${r.pick([30, 60, 90])} on_hand=${r.int(12, 900)}`,
        `"GET /inventory/v1/stock/${store(r)} HTTP/1.1" 200 ${r.int(300, 4000)}`,
        `reorder point not reached for ndc=${ndc(r)} store=${store(r)}`,
      ]),
    ),
    s(
      "claims-adjudicator",
      "java",
      2,
      (r) =>
        `Claim CLM-${r.digits(9)} adjudicated PAID payer=${r.pick(["OptumRx", "ExpressScripts", "CVS-Caremark", "MedImpact"])} patient_pay=${r.int(0, 60)}.${r.int(10, 99)} in ${ms(r, 60, 420)}ms`,
    ),
    s("refill-reminder", "python", 6, (r) =>
      r.pick([
        `Task reminders.send_refill_sms[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}] succeeded in ${r.real(0.05, 0.9).toFixed(3)}s: None`,
        `Task reminders.schedule_due[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}] received`,
      ]),
    ),
    s(
      "pos-sync",
      "dotnet",
      6,
      (r) => `Synced ${r.int(2, 60)} POS transactions from store #${store(r)} in ${ms(r, 40, 900)} ms`,
    ),
    s("pharmacy-pg", "postgres", 2, (r) =>
      r.pick([
        `checkpoint starting: time`,
        `checkpoint complete: wrote ${r.int(200, 4000)} buffers (${r.real(0.5, 9).toFixed(1)}%); 0 WAL file(s) added, 0 removed, ${r.int(0, 3)} recycled; write=${r.real(20, 170).toFixed(3)} s, sync=${r.real(0, 0.2).toFixed(3)} s, total=${r.real(20, 170).toFixed(3)} s`,
        `connection authorized: user=rx_app database=rx application_name=prescription-svc`,
        `automatic vacuum of table "rx.public.refill_events": index scans: 1`,
      ]),
    ),
    s(
      "label-printer-bridge",
      "go",
      3,
      (r) =>
        `printed label job=LBL-${r.digits(7)} store=${store(r)} printer=zebra-${r.int(1, 4)} dur=${ms(r, 90, 900)}ms`,
    ),
  ],
  flows: [
    ["rx-portal-gw", "prescription-svc", "formulary-lookup"],
    ["rx-portal-gw", "prescription-svc", "claims-adjudicator"],
    ["rx-portal-gw", "pharmacy-inventory"],
    ["rx-portal-gw", "prescription-svc", "pharmacy-inventory", "label-printer-bridge"],
    ["rx-portal-gw", "formulary-lookup"],
  ],
  roles: {
    gw: "rx-portal-gw",
    calls: [
      ["rx-portal-gw", "prescription-svc"],
      ["prescription-svc", "formulary-lookup"],
      ["prescription-svc", "claims-adjudicator"],
      ["rx-portal-gw", "pharmacy-inventory"],
      ["pharmacy-inventory", "label-printer-bridge"],
    ],
    java: ["prescription-svc", "claims-adjudicator"],
    deployable: ["prescription-svc", "formulary-lookup", "pharmacy-inventory", "claims-adjudicator"],
    dbClient: "prescription-svc",
    dbServer: "pharmacy-pg",
    consumer: "pos-sync",
    topic: "pos.transactions.v1",
    batch: "refill-reminder",
    auth: "rx-portal-gw",
    cacheUser: "formulary-lookup",
    vendorClient: "claims-adjudicator",
    vendor: "SureScripts",
    metricsy: ["label-printer-bridge", "pharmacy-inventory", "pos-sync"],
    pkg: "com.greenleaf.rx",
  },
};

export const SATELLITE: Estate = {
  key: "kestrel-orbital",
  namespace: "eo-prod",
  traced: false,
  services: [
    s("tasking-api", "go", 2, (r) =>
      r.pick([
        `POST /v1/tasks 201 ${ms(r, 20, 180)}ms aoi_km2=${r.int(10, 2500)} priority=${r.pick(["standard", "rush"])}`,
        `GET /v1/tasks/tsk_${r.hex(10)} 200 ${ms(r, 3, 40)}ms`,
        `GET /v1/passes?window=72h 200 ${ms(r, 30, 300)}ms`,
      ]),
    ),
    s(
      "scene-catalog",
      "python",
      2,
      (r) =>
        `${r.ip()}:${r.int(30000, 60000)} - "GET /scenes?bbox=${r.real(-20, 40).toFixed(2)},${r.real(30, 60).toFixed(2)},${r.real(-19, 41).toFixed(2)},${r.real(31, 61).toFixed(2)}&cloud_lt=${r.int(5, 40)} HTTP/1.1" 200`,
    ),
    s("downlink-ingest", "rust", 8, (r) =>
      r.pick([
        `ingested pass ${r.pick(["KS-03", "KS-07", "KS-11", "KS-12"])}/${r.pick(["svalbard", "punta-arenas", "awarua", "inuvik"])}: ${r.int(3, 30)} scenes, ${r.real(0.4, 6).toFixed(1)} GiB, crc ok`,
        `frame sync locked on ${r.pick(["X-band", "S-band"])} channel ${r.int(1, 4)}, ${r.int(100, 900)} Mbit/s`,
        `scene ${scene(r)} handed to processing queue (${r.int(200, 900)} MiB)`,
      ]),
    ),
    s(
      "tile-renderer",
      "go",
      2,
      (r) =>
        `rendered tile z=${r.int(8, 16)} x=${r.int(0, 60000)} y=${r.int(0, 60000)} scene=${scene(r)} in ${ms(r, 5, 160)}ms`,
    ),
    s("order-fulfillment", "java", 3, (r) =>
      r.pick([
        `Order ORD-${r.digits(7)} delivered to customer bucket (${r.int(1, 12)} scenes, ${r.real(0.2, 40).toFixed(1)} GB)`,
        `Order ORD-${r.digits(7)} accepted: product=${r.pick(["ortho-rgb", "pansharpened", "ndvi", "dem"])} license=${r.pick(["single", "enterprise"])}`,
      ]),
    ),
    s(
      "billing-meter",
      "node",
      3,
      (r) =>
        `metered ${r.real(0.5, 900).toFixed(1)} km2 for account acc_${r.hex(8)} (plan ${r.pick(["pro", "enterprise", "gov"])})`,
    ),
    s("scene-archive", "go", 4, (r) =>
      r.pick([
        `PUT /scenes/${scene(r)}.tif 200 OK (${r.int(120, 900)} MiB, ${ms(r, 800, 6000)}ms)`,
        `GET /scenes/${scene(r)}.tif 206 Partial Content range=${r.int(0, 9)}MiB-${r.int(10, 40)}MiB`,
      ]),
    ),
    s("tile-cache", "redis", 1, (r) =>
      r.pick([
        `1:M ${r.int(1, 28)} Jun 2026 ${r.int(0, 23)}:${r.int(10, 59)}:${r.int(10, 59)}.${r.digits(3)} * ${r.int(100, 10000)} changes in 300 seconds. Saving...`,
        `1:M ${r.int(1, 28)} Jun 2026 ${r.int(0, 23)}:${r.int(10, 59)}:${r.int(10, 59)}.${r.digits(3)} * Background saving terminated with success`,
      ]),
    ),
  ],
  flows: [
    ["tasking-api", "scene-catalog"],
    ["tasking-api", "order-fulfillment", "scene-archive", "billing-meter"],
    ["tasking-api", "tile-renderer", "scene-archive"],
    ["tasking-api", "tile-renderer"],
    ["tasking-api", "scene-catalog", "billing-meter"],
  ],
  roles: {
    gw: "tasking-api",
    calls: [
      ["tasking-api", "scene-catalog"],
      ["tasking-api", "order-fulfillment"],
      ["order-fulfillment", "scene-archive"],
      ["tasking-api", "tile-renderer"],
      ["tile-renderer", "scene-archive"],
    ],
    java: ["order-fulfillment"],
    deployable: ["scene-catalog", "tile-renderer", "order-fulfillment", "billing-meter"],
    dbClient: "scene-catalog",
    consumer: "order-fulfillment",
    topic: "scene.ready.v2",
    batch: "billing-meter",
    auth: "tasking-api",
    cacheUser: "tile-renderer",
    vendorClient: "billing-meter",
    vendor: "Stripe",
    metricsy: ["downlink-ingest", "tile-renderer", "scene-archive"],
    pkg: "space.kestrel.eo",
  },
};

export const TICKETING: Estate = {
  key: "gatepass",
  namespace: "tix-prod",
  traced: true,
  services: [
    s("storefront-bff", "node", 2, (r) =>
      r.pick([
        `GET /events/${ev(r)} 200 ${ms(r)}ms`,
        `GET /events/${ev(r)}/seats?section=${r.int(100, 330)} 200 ${ms(r)}ms`,
        `POST /checkout 201 ${ms(r, 120, 900)}ms`,
        `POST /login 200 ${ms(r, 40, 200)}ms`,
      ]),
    ),
    s(
      "event-catalog",
      "java",
      2,
      (r) =>
        `Fetched event ${ev(r)} with ${r.int(1, 6)} performances in ${ms(r, 2, 60)} ms (cache=${r.pick(["hit", "hit", "miss"])})`,
    ),
    s(
      "seat-map",
      "go",
      1,
      (r) =>
        `seat map served event=${ev(r)} section=${r.int(100, 330)} available=${r.int(0, 300)} dur=${ms(r, 2, 50)}ms`,
    ),
    s(
      "checkout-orchestrator",
      "java",
      2,
      (r) =>
        `Order ${tx(r)} confirmed: ${r.int(1, 6)} tickets, total ${r.int(30, 900)}.00 USD, saga completed in ${ms(r, 200, 1200)} ms`,
    ),
    s(
      "payments-adapter",
      "python",
      1,
      (r) => `charge ch_${r.hex(14)} captured ${r.int(30, 900)}.00 USD via paycore (${ms(r, 90, 700)} ms)`,
    ),
    s(
      "resale-listings",
      "java",
      6,
      (r) =>
        `Processed ${r.int(10, 500)} listing events from listings-v2 partition ${r.int(0, 11)} offset ${r.digits(7)}`,
    ),
    s(
      "notif-dispatch",
      "elixir",
      4,
      (r) =>
        `[info] Sent ${r.pick(["ticket email", "push", "sms"])} to u_${r.hex(10)} (template ${r.pick(["order_confirmation", "event_reminder", "transfer_received"])})`,
    ),
    s(
      "fraud-scorer",
      "python",
      1,
      (r) => `scored ${tx(r)} risk=${r.real(0, 0.3).toFixed(2)} decision=approve model=gbm-v14 (${ms(r, 4, 40)}ms)`,
    ),
    s("account-auth", "go", 2, (r) =>
      r.pick([
        `login ok user=u_${r.hex(10)} mfa=${r.pick(["totp", "none", "webauthn"])}`,
        `token refreshed user=u_${r.hex(10)} ttl=900s`,
      ]),
    ),
    s(
      "ticket-barcode",
      "rust",
      1,
      (r) => `issued ${r.int(1, 6)} rotating barcodes for ${tx(r)} (secret epoch ${r.int(400, 900)})`,
    ),
  ],
  flows: [
    ["storefront-bff", "event-catalog", "seat-map"],
    ["storefront-bff", "event-catalog"],
    ["storefront-bff", "checkout-orchestrator", "fraud-scorer", "payments-adapter", "ticket-barcode"],
    ["storefront-bff", "account-auth"],
    ["storefront-bff", "seat-map"],
  ],
  roles: {
    gw: "storefront-bff",
    calls: [
      ["storefront-bff", "event-catalog"],
      ["event-catalog", "seat-map"],
      ["storefront-bff", "checkout-orchestrator"],
      ["checkout-orchestrator", "payments-adapter"],
      ["checkout-orchestrator", "fraud-scorer"],
      ["storefront-bff", "account-auth"],
    ],
    java: ["event-catalog", "checkout-orchestrator", "resale-listings"],
    deployable: ["event-catalog", "seat-map", "checkout-orchestrator", "fraud-scorer"],
    dbClient: "event-catalog",
    consumer: "resale-listings",
    topic: "listings-v2",
    batch: "notif-dispatch",
    auth: "account-auth",
    cacheUser: "event-catalog",
    vendorClient: "payments-adapter",
    vendor: "PayCore",
    metricsy: ["seat-map", "ticket-barcode", "notif-dispatch"],
    pkg: "io.gatepass.tix",
  },
};

export const ESTATES = [PHARMACY, SATELLITE, TICKETING];
