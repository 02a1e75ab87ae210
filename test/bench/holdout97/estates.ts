// The four made-up restaurant estates of holdout97: services and runtimes, request flows, health checks,
// periodic jobs, the domain's everyday noise and the unrelated deploys or reloads that happen near trouble.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";
export type Msg = (r: Rng) => string;
export interface Step {
  svc: string;
  msg: Msg;
  level?: Level;
}
export interface Flow {
  w: number;
  steps: Step[];
}
export interface Periodic {
  svc: string;
  every: number;
  level: Level;
  msg: Msg;
}
export interface Estate {
  key: string;
  company: string;
  namespace: string;
  traced: boolean;
  services: Array<{ name: string; rt: Runtime }>;
  flows: Flow[];
  jobs: Periodic[];
  noise: Periodic[];
  changes: Array<{ svc: string; lines: Array<[Level, Msg]> }>;
}

const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const store = (r: Rng) =>
  String(r.pick([104, 117, 122, 139, 201, 215, 233, 248, 302, 311, 347, 412, 433, 506, 519, 528]));
const money = (r: Rng, lo: number, hi: number) => (r.int(lo * 100, hi * 100) / 100).toFixed(2);

export function healthLine(rt: Runtime, r: Rng): string {
  switch (rt) {
    case "java":
      return `GET /actuator/health 200 ${ms(r, 2, 9)}ms`;
    case "python":
      return `10.8.${r.int(0, 9)}.${r.int(2, 250)} - - "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"`;
    case "go":
      return `http: GET /healthz 200 ${r.int(90, 900)}µs`;
    case "node":
      return `GET /health 200 ${ms(r, 1, 4)}ms - kube-probe/1.29`;
    case "dotnet":
      return `Request finished HTTP/1.1 GET http://0.0.0.0:8080/healthz - 200 - text/plain ${ms(r, 0, 3)}.${r.digits(4)}ms`;
    case "ruby":
      return `Completed 200 OK in ${ms(r, 1, 4)}ms (ActiveRecord: 0.${r.digits(1)}ms | Allocations: ${r.int(200, 900)}) path=/up`;
    case "cpp":
      return `health: ok uptime=${r.int(3000, 900000)}s sessions=${r.int(180, 420)}`;
  }
}

const BRASA: Estate = {
  key: "brasa",
  company: "Brasa Grill",
  namespace: "brasa-prod",
  traced: true,
  services: [
    { name: "order-web-bff", rt: "node" },
    { name: "app-gateway", rt: "go" },
    { name: "order-router", rt: "java" },
    { name: "menu-publisher", rt: "java" },
    { name: "pos-bridge", rt: "dotnet" },
    { name: "kds-hub", rt: "node" },
    { name: "loyalty-svc", rt: "ruby" },
    { name: "payments-adapter", rt: "java" },
    { name: "partner-sync", rt: "python" },
    { name: "store-link", rt: "go" },
  ],
  flows: [
    {
      w: 5,
      steps: [
        {
          svc: "payments-adapter",
          msg: (r) =>
            `Authorised payment pspReference=${r.hex(16).toUpperCase()} amount=GBP ${money(r, 8, 60)} scheme=${r.pick(["visa", "mc", "amex"])}`,
        },
        {
          svc: "order-router",
          msg: (r) =>
            `Order BR-${r.digits(7)} routed to store ${store(r)} channel=${r.pick(["web", "app"])} fulfilment=${r.pick(["collection", "delivery"])}`,
        },
        {
          svc: "pos-bridge",
          msg: (r) => `Order sent to till for store ${store(r)}; ticket #${r.int(100, 999)} ack in ${ms(r, 40, 300)}ms`,
        },
        { svc: "kds-hub", msg: (r) => `ticket ${r.int(100, 999)} fanned out to 3 stations store=${store(r)}` },
        {
          svc: "app-gateway",
          msg: (r) =>
            `POST /v2/orders 201 ${ms(r, 180, 900)}ms ua=${r.pick(["BrasaApp/5.12.0 (iOS 18.1)", "BrasaApp/5.12.0 (Android 15)", "BrasaApp/5.11.2 (iOS 17.6)"])}`,
        },
      ],
    },
    {
      w: 3,
      steps: [
        {
          svc: "payments-adapter",
          msg: (r) =>
            `Authorised payment pspReference=${r.hex(16).toUpperCase()} amount=GBP ${money(r, 8, 60)} scheme=${r.pick(["visa", "mc"])}`,
        },
        {
          svc: "order-router",
          msg: (r) => `Order BR-${r.digits(7)} routed to store ${store(r)} channel=web fulfilment=collection`,
        },
        { svc: "order-web-bff", msg: (r) => `POST /api/checkout 200 ${ms(r, 200, 1100)}ms` },
      ],
    },
    {
      w: 6,
      steps: [
        {
          svc: "menu-publisher",
          msg: (r) => `Served menu version ${r.int(9100, 9140)} for store ${store(r)} from cache`,
        },
        { svc: "order-web-bff", msg: (r) => `GET /api/menu/${store(r)} 200 ${ms(r, 20, 140)}ms` },
      ],
    },
    {
      w: 3,
      steps: [
        {
          svc: "loyalty-svc",
          msg: (r) =>
            `Completed 200 OK in ${ms(r, 12, 80)}ms (Views: 0.4ms | ActiveRecord: ${ms(r, 3, 30)}.2ms | Allocations: ${r.int(2000, 9000)}) member=${r.digits(8)} path=/v1/wallet`,
        },
        { svc: "app-gateway", msg: (r) => `GET /v2/rewards 200 ${ms(r, 30, 200)}ms ua=BrasaApp/5.12.0 (iOS 18.1)` },
      ],
    },
    {
      w: 2,
      steps: [
        {
          svc: "partner-sync",
          msg: (r) => `deliveroo order ${r.hex(8)} accepted for site ${store(r)} (prep ${r.int(8, 20)} min)`,
        },
        {
          svc: "order-router",
          msg: (r) => `Order BR-${r.digits(7)} routed to store ${store(r)} channel=deliveroo fulfilment=delivery`,
        },
        {
          svc: "pos-bridge",
          msg: (r) => `Order sent to till for store ${store(r)}; ticket #${r.int(100, 999)} ack in ${ms(r, 40, 300)}ms`,
        },
      ],
    },
    {
      w: 2,
      steps: [
        {
          svc: "store-link",
          msg: (r) => `store ${store(r)} sync ok: ${r.int(3, 60)} sales pushed, rtt=${ms(r, 20, 90)}ms`,
        },
      ],
    },
    {
      w: 1,
      steps: [
        {
          svc: "loyalty-svc",
          msg: (r) => `Voucher BRV-${r.hex(6).toUpperCase()} redeemed member=${r.digits(8)} order=BR-${r.digits(7)}`,
        },
        { svc: "order-web-bff", msg: (r) => `POST /api/vouchers/apply 200 ${ms(r, 40, 160)}ms` },
      ],
    },
  ],
  jobs: [
    {
      svc: "menu-publisher",
      every: 60000,
      level: "INFO",
      msg: (r) => `Published price deltas to ${r.int(180, 214)}/214 stores (version ${r.int(9100, 9140)})`,
    },
    {
      svc: "partner-sync",
      every: 45000,
      level: "INFO",
      msg: (r) => `menu sync justeat: ${r.int(40, 214)} sites up to date, ${r.int(0, 3)} changed`,
    },
    {
      svc: "store-link",
      every: 30000,
      level: "INFO",
      msg: (r) => `heartbeat sweep: ${r.int(196, 209)}/214 stores online`,
    },
    { svc: "kds-hub", every: 40000, level: "INFO", msg: (r) => `screens connected: ${r.int(610, 640)}` },
  ],
  noise: [
    {
      svc: "partner-sync",
      every: 9000,
      level: "ERROR",
      msg: (r) =>
        `menu item '${r.pick(["PERI-WRAP-HALF", "XTRA-HALLOUMI", "KIDS-PITTA"])}' has no deliveroo mapping for site ${store(r)}, skipped`,
    },
    {
      svc: "order-router",
      every: 40000,
      level: "WARN",
      msg: (r) => `Rejected order for store ${store(r)}: store closed (outside trading hours)`,
    },
    {
      svc: "order-web-bff",
      every: 30000,
      level: "WARN",
      msg: (r) =>
        `basket rejected: item ${r.pick(["Whole Chicken", "Halloumi Sticks", "Garlic Bread"])} sold out at store ${store(r)}`,
    },
    {
      svc: "payments-adapter",
      every: 25000,
      level: "WARN",
      msg: (r) =>
        `Refused payment pspReference=${r.hex(16).toUpperCase()} refusalReason=${r.pick(["Refused", "Not enough balance", "CVC Declined", "Expired Card"])}`,
    },
    {
      svc: "loyalty-svc",
      every: 50000,
      level: "WARN",
      msg: (r) => `Voucher BRV-${r.hex(6).toUpperCase()} already redeemed (member=${r.digits(8)})`,
    },
    {
      svc: "kds-hub",
      every: 35000,
      level: "WARN",
      msg: (r) => `screen KDS-${store(r)}-${r.int(1, 4)} websocket closed (1006), awaiting reconnect`,
    },
    {
      svc: "order-web-bff",
      every: 70000,
      level: "WARN",
      msg: () =>
        `(node:1) [DEP0040] DeprecationWarning: The \`punycode\` module is deprecated. Please use a userland alternative instead.`,
    },
    {
      svc: "app-gateway",
      every: 55000,
      level: "WARN",
      msg: (r) => `deprecated route /v1/basket called by BrasaApp/5.${r.int(3, 9)}.0`,
    },
    {
      svc: "partner-sync",
      every: 80000,
      level: "WARN",
      msg: (r) => `deliveroo menu PUT throttled (429), retrying in ${r.int(2, 8)}s`,
    },
  ],
  changes: [
    {
      svc: "kds-hub",
      lines: [
        ["INFO", () => "SIGTERM received, draining 612 websocket connections"],
        ["INFO", (r) => `kds-hub v3.${r.int(10, 20)}.${r.int(0, 9)} listening on :8080`],
      ],
    },
    {
      svc: "loyalty-svc",
      lines: [
        ["INFO", () => "=> Booting Puma"],
        ["INFO", (r) => `* Puma version: 6.4.2 ("The Eagle of Durango") release=loyalty-svc@${r.hex(7)}`],
        ["INFO", () => "* Listening on http://0.0.0.0:3000"],
      ],
    },
    {
      svc: "store-link",
      lines: [["INFO", (r) => `config reloaded: stores.yaml (214 stores, sha ${r.hex(8)})`]],
    },
  ],
};

const NOODLE: Estate = {
  key: "noodle",
  company: "Noodle Lane",
  namespace: "noodlelane",
  traced: false,
  services: [
    { name: "storefront-api", rt: "python" },
    { name: "basket", rt: "go" },
    { name: "checkout", rt: "java" },
    { name: "menu-sync", rt: "python" },
    { name: "courier-status", rt: "node" },
    { name: "till-gateway", rt: "dotnet" },
    { name: "kitchen-display", rt: "node" },
    { name: "voucher-engine", rt: "ruby" },
    { name: "stock-levels", rt: "go" },
  ],
  flows: [
    {
      w: 5,
      steps: [
        {
          svc: "stock-levels",
          msg: (r) => `availability store=NL${store(r)} items=${r.int(3, 9)} all_in_stock=true took=${ms(r, 3, 25)}ms`,
        },
        { svc: "basket", msg: (r) => `basket ${r.hex(12)} priced: ${r.int(1, 7)} lines total=${money(r, 9, 55)} EUR` },
        {
          svc: "storefront-api",
          msg: (r) => `"POST /api/v3/basket HTTP/1.1" 200 ${r.int(700, 3000)} ${ms(r, 40, 300)}ms`,
        },
      ],
    },
    {
      w: 4,
      steps: [
        {
          svc: "voucher-engine",
          msg: (r) =>
            `Completed 200 OK in ${ms(r, 8, 40)}ms (ActiveRecord: ${ms(r, 2, 15)}.1ms | Allocations: ${r.int(900, 4000)}) code_check=${r.pick(["miss", "hit"])}`,
        },
        {
          svc: "checkout",
          msg: (r) =>
            `Checkout ${r.hex(10)} confirmed: order NL-${r.digits(6)} store=NL${store(r)} total=${money(r, 9, 55)} EUR psp=ok`,
        },
        {
          svc: "till-gateway",
          msg: (r) => `Order NL-${r.digits(6)} pushed to till NL${store(r)}-T${r.int(1, 3)} in ${ms(r, 30, 250)}ms`,
        },
        { svc: "kitchen-display", msg: (r) => `order NL-${r.digits(6)} bumped to wok station (${r.int(1, 6)} items)` },
        {
          svc: "storefront-api",
          msg: (r) => `"POST /api/v3/checkout HTTP/1.1" 201 ${r.int(300, 900)} ${ms(r, 300, 1400)}ms`,
        },
      ],
    },
    {
      w: 4,
      steps: [
        {
          svc: "storefront-api",
          msg: (r) => `"GET /api/v3/stores/NL${store(r)}/menu HTTP/1.1" 200 ${r.int(20000, 60000)} ${ms(r, 15, 90)}ms`,
        },
      ],
    },
    {
      w: 3,
      steps: [
        {
          svc: "courier-status",
          msg: (r) =>
            `courier update order=NL-${r.digits(6)} status=${r.pick(["assigned", "at_pickup", "picked_up", "delivered"])} provider=${r.pick(["uber", "deliveroo"])}`,
        },
      ],
    },
    {
      w: 2,
      steps: [
        {
          svc: "menu-sync",
          msg: (r) =>
            `pushed menu delta to ${r.pick(["deliveroo", "ubereats", "justeat"])} for NL${store(r)}: ${r.int(1, 12)} items changed (${ms(r, 200, 900)} ms)`,
        },
      ],
    },
    {
      w: 3,
      steps: [
        {
          svc: "till-gateway",
          msg: (r) =>
            `Till NL${store(r)}-T${r.int(1, 3)} journal batch ${r.int(1000, 9999)} accepted (${r.int(2, 40)} receipts)`,
        },
        { svc: "stock-levels", msg: (r) => `stock decrement applied store=NL${store(r)} skus=${r.int(2, 18)}` },
      ],
    },
  ],
  jobs: [
    {
      svc: "menu-sync",
      every: 60000,
      level: "INFO",
      msg: (r) => `scheduled sync finished: ${r.int(60, 71)}/71 stores current on 3 platforms`,
    },
    {
      svc: "stock-levels",
      every: 30000,
      level: "INFO",
      msg: (r) => `snapshot written: 71 stores, ${r.int(8000, 9000)} skus, took ${ms(r, 300, 900)}ms`,
    },
    {
      svc: "voucher-engine",
      every: 120000,
      level: "INFO",
      msg: (r) => `[ActiveJob] [ExpireVouchersJob] Performed in ${ms(r, 80, 600)}ms (expired ${r.int(0, 40)})`,
    },
  ],
  noise: [
    {
      svc: "kitchen-display",
      every: 7000,
      level: "WARN",
      msg: (r) => `screen KDS-NL${store(r)}-${r.int(1, 3)} websocket closed (code 1006), client will reconnect`,
    },
    {
      svc: "storefront-api",
      every: 30000,
      level: "WARN",
      msg: (r) => `order refused: store NL${store(r)} is closed (opening_hours 11:00-22:30)`,
    },
    {
      svc: "basket",
      every: 26000,
      level: "WARN",
      msg: (r) =>
        `item ${r.pick(["TANTANMEN", "GYOZA-6", "KATSU-CURRY", "MATCHA-MOCHI"])} sold out at NL${store(r)}, removed from basket ${r.hex(12)}`,
    },
    {
      svc: "voucher-engine",
      every: 45000,
      level: "WARN",
      msg: (r) => `Voucher NL${r.hex(6).toUpperCase()} rejected: already_redeemed`,
    },
    {
      svc: "checkout",
      every: 30000,
      level: "WARN",
      msg: (r) =>
        `Payment declined for checkout ${r.hex(10)}: ${r.pick(["insufficient_funds", "card_declined", "expired_card", "authentication_required"])}`,
    },
    {
      svc: "menu-sync",
      every: 70000,
      level: "WARN",
      msg: (r) => `ubereats PUT /v2/eats/stores/${r.hex(8)}/menus -> 429, backing off ${r.int(1, 6)}s (attempt 1/5)`,
    },
    {
      svc: "storefront-api",
      every: 90000,
      level: "WARN",
      msg: () => `RemovedInDjango60Warning: The default scheme will be changed from 'http' to 'https' in Django 6.0.`,
    },
  ],
  changes: [
    {
      svc: "courier-status",
      lines: [
        ["INFO", () => "received SIGTERM, closing server"],
        ["INFO", (r) => `courier-status 2.${r.int(30, 44)}.0 listening on port 3000 (NODE_ENV=production)`],
      ],
    },
    {
      svc: "menu-sync",
      lines: [["INFO", (r) => `reloaded platform mapping from configmap menu-sync-mapping (rev ${r.int(80, 140)})`]],
    },
    {
      svc: "stock-levels",
      lines: [["INFO", (r) => `starting stock-levels version=v1.${r.int(18, 30)}.${r.int(0, 5)} commit=${r.hex(7)}`]],
    },
  ],
};

const HEARTH: Estate = {
  key: "hearth",
  company: "Hearth & Crumb",
  namespace: "hc-prod",
  traced: true,
  services: [
    { name: "ho-portal", rt: "python" },
    { name: "store-connect", rt: "cpp" },
    { name: "price-publisher", rt: "java" },
    { name: "pos-sync", rt: "dotnet" },
    { name: "labour-scheduler", rt: "python" },
    { name: "inventory-planner", rt: "java" },
    { name: "loyalty-wallet", rt: "node" },
    { name: "card-payments", rt: "go" },
    { name: "pickup-orders", rt: "ruby" },
  ],
  flows: [
    {
      w: 5,
      steps: [
        {
          svc: "card-payments",
          msg: (r) =>
            `authorised intent=pi_${r.hex(14)} amount=${r.int(350, 2800)} currency=gbp latency=${ms(r, 200, 700)}ms`,
        },
        { svc: "loyalty-wallet", msg: (r) => `stamp added card=HC${r.digits(9)} stamps=${r.int(1, 9)}/10` },
        {
          svc: "pickup-orders",
          msg: (r) =>
            `Completed 201 Created in ${ms(r, 300, 1100)}ms (ActiveRecord: ${ms(r, 5, 40)}.3ms | Allocations: ${r.int(6000, 20000)}) order=HC-${r.digits(6)} slot=${r.pick(["08:15", "08:30", "12:00", "12:15", "12:45"])}`,
        },
      ],
    },
    {
      w: 4,
      steps: [
        {
          svc: "store-connect",
          msg: (r) => `store ${store(r)} uplink: ${r.int(5, 80)} receipts relayed rtt=${ms(r, 20, 120)}ms`,
        },
        {
          svc: "pos-sync",
          msg: (r) => `Imported ${r.int(5, 80)} receipts from store ${store(r)} (batch ${r.int(10000, 99999)})`,
        },
      ],
    },
    {
      w: 3,
      steps: [
        {
          svc: "inventory-planner",
          msg: (r) =>
            `Bake plan for store ${store(r)} recalculated: ${r.int(30, 90)} lines, waste forecast ${r.int(2, 9)}%`,
        },
        {
          svc: "ho-portal",
          msg: (r) => `"GET /planning/stores/${store(r)}/bake-plan HTTP/1.1" 200 ${r.int(4000, 20000)}`,
        },
      ],
    },
    {
      w: 2,
      steps: [
        {
          svc: "labour-scheduler",
          msg: (r) => `rota fetched for store ${store(r)} week 2026-W${r.int(40, 52)} (${r.int(8, 22)} shifts)`,
        },
        { svc: "ho-portal", msg: (r) => `"GET /people/rota/${store(r)} HTTP/1.1" 200 ${r.int(3000, 9000)}` },
      ],
    },
    {
      w: 3,
      steps: [{ svc: "loyalty-wallet", msg: (r) => `GET /v1/cards/HC${r.digits(9)} 200 ${ms(r, 8, 60)}ms` }],
    },
    {
      w: 2,
      steps: [
        {
          svc: "price-publisher",
          msg: (r) => `Price file ${r.int(5000, 5999)} delivered to store ${store(r)} (${r.int(300, 420)} PLUs)`,
        },
        { svc: "store-connect", msg: (r) => `store ${store(r)} ack price_file seq=${r.int(5000, 5999)}` },
      ],
    },
  ],
  jobs: [
    {
      svc: "pos-sync",
      every: 60000,
      level: "INFO",
      msg: (r) => `Reconciliation sweep: ${r.int(120, 138)}/138 stores balanced`,
    },
    { svc: "store-connect", every: 30000, level: "INFO", msg: (r) => `link table: ${r.int(126, 136)}/138 stores up` },
    {
      svc: "inventory-planner",
      every: 90000,
      level: "INFO",
      msg: (r) => `Scheduled job 'supplierOrderCutoff' completed in ${ms(r, 400, 2400)} ms`,
    },
  ],
  noise: [
    {
      svc: "pos-sync",
      every: 8000,
      level: "ERROR",
      msg: (r) =>
        `Journal upload skipped for till T-${store(r)}-0${r.int(1, 3)}: till offline (last seen ${r.int(2, 14)}h ago)`,
    },
    {
      svc: "pickup-orders",
      every: 30000,
      level: "WARN",
      msg: (r) => `Order rejected: store ${store(r)} closed for collection at requested slot`,
    },
    {
      svc: "pickup-orders",
      every: 35000,
      level: "WARN",
      msg: (r) =>
        `Line item ${r.pick(["CINNAMON-BUN", "SOURDOUGH-LOAF", "SAUSAGE-ROLL"])} unavailable at store ${store(r)} (sold out)`,
    },
    {
      svc: "card-payments",
      every: 25000,
      level: "WARN",
      msg: (r) =>
        `payment declined intent=pi_${r.hex(14)} decline_code=${r.pick(["insufficient_funds", "do_not_honor", "expired_card", "incorrect_cvc"])}`,
    },
    {
      svc: "loyalty-wallet",
      every: 50000,
      level: "WARN",
      msg: (r) => `reward HCR-${r.hex(6).toUpperCase()} already redeemed, refusing`,
    },
    {
      svc: "ho-portal",
      every: 100000,
      level: "WARN",
      msg: () =>
        `/usr/local/lib/python3.12/site-packages/celery/app/utils.py:203: CPendingDeprecationWarning: The broker_connection_retry configuration setting will no longer determine whether broker connection retries are made during startup in Celery 6.0 and above.`,
    },
    {
      svc: "store-connect",
      every: 60000,
      level: "WARN",
      msg: (r) => `store ${store(r)} keepalive missed (1/3), retrying`,
    },
  ],
  changes: [
    {
      svc: "ho-portal",
      lines: [
        ["INFO", () => "[INFO] Handling signal: hup"],
        ["INFO", (r) => `[INFO] Booting worker with pid: ${r.int(200, 900)}`],
      ],
    },
    {
      svc: "loyalty-wallet",
      lines: [
        ["INFO", () => "Received SIGTERM, shutting down gracefully"],
        ["INFO", (r) => `loyalty-wallet@4.${r.int(2, 9)}.${r.int(0, 9)} ready on :8080`],
      ],
    },
    {
      svc: "price-publisher",
      lines: [["INFO", (r) => `Refreshing configuration from config server (label=main, version=${r.hex(7)})`]],
    },
  ],
};

const FUEGO: Estate = {
  key: "fuego",
  company: "Taco Fuego",
  namespace: "tf-live",
  traced: false,
  services: [
    { name: "tf-web", rt: "node" },
    { name: "tf-app-api", rt: "go" },
    { name: "marketplace-intake", rt: "python" },
    { name: "menu-catalog", rt: "go" },
    { name: "kds-relay", rt: "cpp" },
    { name: "pos-cloud", rt: "java" },
    { name: "rewards", rt: "node" },
    { name: "payment-svc", rt: "go" },
    { name: "hq-sync", rt: "python" },
    { name: "shift-planner", rt: "dotnet" },
  ],
  flows: [
    {
      w: 5,
      steps: [
        {
          svc: "payment-svc",
          msg: (r) =>
            `msg="capture ok" order=TF${r.digits(7)} amount=${money(r, 6, 45)} acquirer=worldpay took=${ms(r, 150, 600)}ms`,
        },
        {
          svc: "pos-cloud",
          msg: (r) => `Order TF${r.digits(7)} created for restaurant ${store(r)} (lines=${r.int(1, 8)}, channel=app)`,
        },
        {
          svc: "kds-relay",
          msg: (r) =>
            `relay: order TF${r.digits(7)} -> ${store(r)}/${r.pick(["GRILL", "ASSEMBLY", "FRY"])} delivered seq=${r.int(10000, 99999)}`,
        },
        { svc: "tf-app-api", msg: (r) => `POST /v1/orders 201 ${ms(r, 200, 900)}ms` },
      ],
    },
    {
      w: 4,
      steps: [
        {
          svc: "menu-catalog",
          msg: (r) => `menu served restaurant=${store(r)} version=${r.int(700, 720)} items=${r.int(90, 130)} cache=hit`,
        },
        { svc: "tf-web", msg: (r) => `GET /order/${store(r)}/menu 200 ${ms(r, 40, 250)}ms` },
      ],
    },
    {
      w: 3,
      steps: [
        {
          svc: "marketplace-intake",
          msg: (r) =>
            `${r.pick(["ubereats", "doordash"])} order ${r.hex(8)} accepted for restaurant ${store(r)} (pos ref TF${r.digits(7)})`,
        },
        {
          svc: "pos-cloud",
          msg: (r) =>
            `Order TF${r.digits(7)} created for restaurant ${store(r)} (lines=${r.int(1, 8)}, channel=marketplace)`,
        },
        {
          svc: "kds-relay",
          msg: (r) => `relay: order TF${r.digits(7)} -> ${store(r)}/ASSEMBLY delivered seq=${r.int(10000, 99999)}`,
        },
      ],
    },
    {
      w: 3,
      steps: [
        {
          svc: "rewards",
          msg: (r) => `points accrued member=${r.digits(9)} +${r.int(10, 90)} balance=${r.int(100, 4000)}`,
        },
        { svc: "tf-app-api", msg: (r) => `GET /v1/rewards/me 200 ${ms(r, 20, 120)}ms` },
      ],
    },
    {
      w: 2,
      steps: [
        {
          svc: "payment-svc",
          msg: (r) =>
            `msg="capture ok" order=TF${r.digits(7)} amount=${money(r, 6, 45)} acquirer=worldpay took=${ms(r, 150, 600)}ms`,
        },
        {
          svc: "pos-cloud",
          msg: (r) => `Order TF${r.digits(7)} created for restaurant ${store(r)} (lines=${r.int(1, 8)}, channel=web)`,
        },
        { svc: "tf-web", msg: (r) => `POST /api/checkout 200 ${ms(r, 300, 1200)}ms` },
      ],
    },
    {
      w: 1,
      steps: [
        { svc: "shift-planner", msg: (r) => `Clock-in recorded for employee ${r.digits(6)} at restaurant ${store(r)}` },
      ],
    },
  ],
  jobs: [
    {
      svc: "hq-sync",
      every: 60000,
      level: "INFO",
      msg: (r) => `exported ${r.int(2000, 9000)} sales lines to gs://tf-hq-exports/sales/ (${r.int(1, 3)} files)`,
    },
    {
      svc: "menu-catalog",
      every: 45000,
      level: "INFO",
      msg: (r) => `price publish check: restaurants on version ${r.int(700, 720)}: ${r.int(150, 162)}/162`,
    },
    {
      svc: "shift-planner",
      every: 120000,
      level: "INFO",
      msg: (r) => `Labour forecast job finished for ${r.int(150, 162)} restaurants in ${r.int(2, 9)}.${r.digits(2)}s`,
    },
    {
      svc: "kds-relay",
      every: 30000,
      level: "INFO",
      msg: (r) => `relay stats: ${r.int(480, 520)} screens, backlog=0, p99=${ms(r, 20, 80)}ms`,
    },
  ],
  noise: [
    {
      svc: "rewards",
      every: 8000,
      level: "ERROR",
      msg: (r) => `redeem failed: voucher TF-${r.hex(6).toUpperCase()} already redeemed (member ${r.digits(9)})`,
    },
    {
      svc: "pos-cloud",
      every: 35000,
      level: "WARN",
      msg: (r) => `Rejected order for restaurant ${store(r)}: restaurant closed`,
    },
    {
      svc: "menu-catalog",
      every: 30000,
      level: "WARN",
      msg: (r) =>
        `item ${r.pick(["BIRRIA-TACO", "CHURROS-4", "ELOTE"])} 86'd at restaurant ${store(r)}, hidden from menu`,
    },
    {
      svc: "payment-svc",
      every: 25000,
      level: "WARN",
      msg: (r) =>
        `msg="payment refused" order=TF${r.digits(7)} code=${r.pick(["05 Do not honour", "51 Insufficient funds", "54 Expired card"])}`,
    },
    {
      svc: "marketplace-intake",
      every: 60000,
      level: "WARN",
      msg: (r) => `doordash menu sync throttled (429), retry ${r.int(1, 3)}/5 in ${r.int(2, 9)}s`,
    },
    {
      svc: "kds-relay",
      every: 45000,
      level: "WARN",
      msg: (r) => `screen ${store(r)}-${r.int(1, 4)} reconnected after ${r.int(2, 40)}s`,
    },
    {
      svc: "tf-web",
      every: 90000,
      level: "WARN",
      msg: () => `(node:1) [DEP0106] DeprecationWarning: crypto.createCipher is deprecated.`,
    },
  ],
  changes: [
    {
      svc: "shift-planner",
      lines: [
        ["INFO", () => "Application is shutting down..."],
        ["INFO", () => "Now listening on: http://[::]:8080"],
        ["INFO", () => "Application started. Hosting environment: Production; Content root path: /app"],
      ],
    },
    {
      svc: "tf-web",
      lines: [["INFO", (r) => `▲ Next.js 14.2.${r.int(3, 15)} - ready started server on 0.0.0.0:3000`]],
    },
    {
      svc: "hq-sync",
      lines: [["INFO", (r) => `config reloaded from /etc/hq-sync/config.yaml (checksum ${r.hex(8)})`]],
    },
  ],
};

export const ESTATES: Record<string, Estate> = { brasa: BRASA, noodle: NOODLE, hearth: HEARTH, fuego: FUEGO };
export { money, store };
