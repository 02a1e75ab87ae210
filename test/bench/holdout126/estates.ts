// The four made-up operators: their services, runtimes, request flows and everyday noise.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Runtime = "java" | "go" | "node" | "python" | "dotnet" | "ruby" | "cpp";
export interface Step {
  svc: string;
  msg: (r: Rng) => string;
}
export interface Flow {
  w: number;
  method: string;
  path: string;
  steps: Step[];
}
export interface Job {
  svc: string;
  every: number; // mean seconds between lines
  level: Level;
  msg: (r: Rng) => string;
}
export interface Estate {
  id: string;
  ns: string;
  edge: string;
  traced: boolean;
  rt: Record<string, Runtime>;
  flows: Flow[];
  jobs: Job[];
  noisy: Job;
  deploy: (r: Rng) => { svc: string; lines: string[] };
  access: (method: string, path: string, status: number, ms: number, r: Rng) => string;
}

const vm = (r: Rng) => `VM-${r.int(10000, 48999)}`;
const money = (r: Rng, lo: number, hi: number) => (r.int(lo * 100, hi * 100) / 100).toFixed(2);
const reader = (r: Rng) => `${r.pick(["NX", "KI", "VE"])}${r.int(100000, 999999)}`;
const sku = (r: Rng) => r.int(10010, 19990);
const prods = [
  "Coke Zero 20oz",
  "Smartwater 1L",
  "Doritos Nacho 1.75oz",
  "KIND Bar Dark Choc",
  "Celsius Orange",
  "Lays Classic 1oz",
  "Snickers 1.86oz",
  "Greek Yogurt Parfait",
  "Turkey Club Wrap",
  "Cold Brew 11oz",
];
const hostBldg = [
  "Harbor Point 4F",
  "Acme Tower L12",
  "Riverside Med Ctr",
  "Northgate Logistics",
  "Pier 9 Cowork",
  "Lakeview Plaza B",
];

const health = (svc: string, style: string): Job => ({ svc, every: 15, level: "info", msg: () => style });

export const ESTATES: Estate[] = [
  {
    id: "vendora",
    ns: "vendora-prod",
    edge: "ops-gateway",
    traced: true,
    rt: {
      "ops-gateway": "node",
      "telemetry-ingest": "go",
      "cashless-auth": "java",
      "planogram-svc": "python",
      "route-planner": "java",
      "driver-app-bff": "node",
      "wms-picking": "dotnet",
      "machine-registry": "go",
      "alert-dispatch": "python",
      "settlement-worker": "ruby",
    },
    flows: [
      {
        w: 9,
        method: "POST",
        path: "/v1/telemetry/batch",
        steps: [
          {
            svc: "telemetry-ingest",
            msg: (r) =>
              `ingested ${r.int(6, 60)} frames machine=${vm(r)} cabinet_temp=${(r.int(28, 44) / 10).toFixed(1)}C motors_ok=${r.int(30, 48)}/48`,
          },
          {
            svc: "machine-registry",
            msg: (r) => `heartbeat updated machine=${vm(r)} fw=4.12.${r.int(1, 4)} rssi=-${r.int(58, 91)}dBm`,
          },
        ],
      },
      {
        w: 8,
        method: "POST",
        path: "/v1/cashless/authorize",
        steps: [
          {
            svc: "cashless-auth",
            msg: (r) =>
              `AUTH APPROVED reader=${reader(r)} amount=${money(r, 1, 4)} USD brand=${r.pick(["VISA", "MC", "AMEX", "APPLEPAY"])} rrn=${r.int(100000000000, 999999999999)}`,
          },
          {
            svc: "machine-registry",
            msg: (r) => `vend session opened machine=${vm(r)} coil=${r.pick(["A", "B", "C", "D", "E"])}${r.int(1, 8)}`,
          },
        ],
      },
      {
        w: 3,
        method: "GET",
        path: "/v1/routes/today",
        steps: [
          {
            svc: "driver-app-bff",
            msg: (r) => `route sheet served driver=D${r.int(100, 480)} device=android-${r.int(11, 14)}`,
          },
          {
            svc: "route-planner",
            msg: (r) =>
              `route R-${r.int(10, 64)} built: ${r.int(14, 31)} stops, ${r.int(200, 900) / 10} km, solver ${r.int(90, 800)}ms`,
          },
        ],
      },
      {
        w: 3,
        method: "GET",
        path: "/v1/planograms",
        steps: [
          {
            svc: "planogram-svc",
            msg: (r) =>
              `planogram PG-${r.int(1000, 9999)} v${r.int(3, 40)} resolved for ${vm(r)}: ${r.int(30, 60)} coils, 2 changes pending`,
          },
        ],
      },
      {
        w: 2,
        method: "POST",
        path: "/v1/picklists",
        steps: [
          {
            svc: "wms-picking",
            msg: (r) =>
              `Pick list PL-${r.int(40000, 99999)} released: ${r.int(8, 30)} totes, ${r.int(120, 700)} units, zone ${r.pick(["A", "B", "C"])}`,
          },
          {
            svc: "planogram-svc",
            msg: (r) => `par levels computed for route R-${r.int(10, 64)} (${r.int(14, 31)} machines)`,
          },
        ],
      },
    ],
    jobs: [
      health("ops-gateway", "GET /healthz 200 1ms"),
      health("machine-registry", "grpc health check SERVING"),
      {
        svc: "settlement-worker",
        every: 40,
        level: "info",
        msg: (r) =>
          `SettlementJob: batch B${r.int(100000, 999999)} settled ${r.int(80, 1400)} txns net ${money(r, 100, 3000)} USD`,
      },
      {
        svc: "alert-dispatch",
        every: 35,
        level: "info",
        msg: (r) =>
          `dispatched ${r.int(1, 6)} alerts (coin_low:${r.int(0, 3)} sold_out:${r.int(0, 4)}) to supervisors of route R-${r.int(10, 64)}`,
      },
      {
        svc: "telemetry-ingest",
        every: 12,
        level: "warn",
        msg: (r) => `machine=${vm(r)} coin tube ${r.pick(["$0.25", "$0.10", "$0.05"])} low (${r.int(2, 9)} coins)`,
      },
      {
        svc: "cashless-auth",
        every: 18,
        level: "info",
        msg: (r) =>
          `AUTH DECLINED reader=${reader(r)} code=${r.pick(["05 do not honor", "51 insufficient funds", "54 expired card"])}`,
      },
      {
        svc: "driver-app-bff",
        every: 90,
        level: "warn",
        msg: () =>
          "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
      },
      {
        svc: "route-planner",
        every: 70,
        level: "info",
        msg: (r) =>
          `stop skipped driver=D${r.int(100, 480)} site="${r.pick(hostBldg)}" reason=BUILDING_CLOSED (badge access denied after hours)`,
      },
      {
        svc: "wms-picking",
        every: 60,
        level: "warn",
        msg: (r) => `Retrying label print on printer zebra-${r.int(1, 6)} (attempt 2 of 3) ... succeeded`,
      },
    ],
    noisy: {
      svc: "machine-registry",
      every: 6,
      level: "error",
      msg: (r) =>
        `DEX read failed machine=${vm(r)}: checksum mismatch in segment EA2*${r.int(1, 9)}, audit kept from previous visit`,
    },
    deploy: (r) => ({
      svc: "alert-dispatch",
      lines: [
        `Shutting down worker pid=${r.int(8, 40)} (SIGTERM, image alert-dispatch:2026.11.${r.int(1, 28)})`,
        `Booting alert-dispatch ${r.int(2, 3)}.${r.int(0, 9)}.${r.int(0, 20)} (git ${r.hex(7)})`,
        "Connected to redis://alert-cache:6379/0",
      ],
    }),
    access: (m, p, s, ms, r) =>
      `${m} ${p} ${s} ${ms}ms - client=${r.pick(["telemetry-hub", "reader-fleet", "driver-app", "ops-console"])}`,
  },
  {
    id: "pantrypoint",
    ns: "pantry-prod",
    edge: "kiosk-edge",
    traced: false,
    rt: {
      "kiosk-edge": "go",
      "scan-service": "java",
      "vision-checkout": "python",
      "wallet-api": "node",
      "market-catalog": "ruby",
      "pricing-rules": "java",
      "order-ledger": "dotnet",
      "host-commissions": "python",
      "kiosk-fleet": "go",
      "receipt-mailer": "node",
    },
    flows: [
      {
        w: 10,
        method: "POST",
        path: "/kiosk/v3/scan",
        steps: [
          {
            svc: "scan-service",
            msg: (r) =>
              `UPC ${r.int(10000000000, 99999999999)} -> sku=${sku(r)} "${r.pick(prods)}" price=${money(r, 1, 9)}`,
          },
          { svc: "market-catalog", msg: (r) => `catalog hit sku=${sku(r)} market=MK-${r.int(1000, 1400)} (cache)` },
        ],
      },
      {
        w: 6,
        method: "POST",
        path: "/kiosk/v3/checkout",
        steps: [
          {
            svc: "pricing-rules",
            msg: (r) =>
              `basket b-${r.hex(8)} priced: ${r.int(1, 5)} items, promo ${r.pick(["NONE", "TUE-2FOR3", "HYDRATE10"])}`,
          },
          {
            svc: "wallet-api",
            msg: (r) => `debit account=A${r.int(200000, 899999)} amount=${money(r, 1, 14)} balance=${money(r, 0, 80)}`,
          },
          {
            svc: "order-ledger",
            msg: (r) =>
              `Order O-${r.int(3000000, 3999999)} committed (${r.int(1, 5)} lines, kiosk KS-${r.int(100, 999)})`,
          },
          {
            svc: "receipt-mailer",
            msg: (r) =>
              `receipt queued for u${r.int(1000, 99999)}@${r.pick(["acme.com", "harborpt.io", "riverside.org"])}`,
          },
        ],
      },
      {
        w: 5,
        method: "POST",
        path: "/kiosk/v3/vision/verify",
        steps: [
          {
            svc: "vision-checkout",
            msg: (r) =>
              `frameset fs-${r.hex(10)} verified ${r.int(1, 4)}/${r.int(1, 4)} items conf=0.9${r.int(0, 9)} infer=${r.int(40, 160)}ms`,
          },
        ],
      },
      {
        w: 3,
        method: "POST",
        path: "/app/v1/wallet/fund",
        steps: [
          {
            svc: "wallet-api",
            msg: (r) =>
              `funded account=A${r.int(200000, 899999)} +${r.pick(["10.00", "20.00", "25.00", "50.00"])} via card ****${r.int(1000, 9999)} ref=ch_${r.hex(14)}`,
          },
        ],
      },
    ],
    jobs: [
      health("kiosk-edge", "GET /healthz 200 (0.4ms)"),
      health("order-ledger", "Health check 'sql' completed: Healthy"),
      {
        svc: "kiosk-fleet",
        every: 8,
        level: "info",
        msg: (r) =>
          `kiosk KS-${r.int(100, 999)} heartbeat ok uptime=${r.int(1, 23)}h cpu=${r.int(5, 60)}% disk=${r.int(20, 70)}%`,
      },
      {
        svc: "kiosk-fleet",
        every: 80,
        level: "info",
        msg: (r) =>
          `kiosk KS-${r.int(100, 999)} reboot completed (scheduled 03:00 window), back online after ${r.int(70, 200)}s`,
      },
      {
        svc: "host-commissions",
        every: 45,
        level: "info",
        msg: (r) =>
          `accrued commission host=H-${r.int(100, 400)} ("${r.pick(hostBldg)}") rate=${r.pick(["3.0", "5.0", "7.5"])}% amount=${money(r, 5, 90)}`,
      },
      {
        svc: "vision-checkout",
        every: 25,
        level: "warn",
        msg: (r) =>
          `camera cam${r.int(1, 4)} on KS-${r.int(100, 999)} low light (lux=${r.int(20, 80)}), falling back to scan prompt`,
      },
      {
        svc: "market-catalog",
        every: 100,
        level: "warn",
        msg: () =>
          "DEPRECATION WARNING: ActiveRecord::Base.connection is deprecated, use with_connection instead (called from block in CatalogCache#warm at app/services/catalog_cache.rb:41)",
      },
      {
        svc: "wallet-api",
        every: 30,
        level: "warn",
        msg: (r) =>
          `card declined during funding account=A${r.int(200000, 899999)}: ${r.pick(["card_declined", "insufficient_funds", "expired_card"])}`,
      },
      {
        svc: "receipt-mailer",
        every: 70,
        level: "warn",
        msg: () => "SMTP 421 4.7.0 try again later; retry 1/3 succeeded",
      },
    ],
    noisy: {
      svc: "scan-service",
      every: 5,
      level: "error",
      msg: (r) =>
        `c.p.scan.LookupController - UPC ${r.int(10000000000, 99999999999)} not found in market MK-${r.int(1000, 1400)} planogram, manual entry prompted`,
    },
    deploy: (r) => ({
      svc: "receipt-mailer",
      lines: [
        "received SIGTERM, draining 0 in-flight jobs",
        `receipt-mailer v${r.int(1, 2)}.${r.int(10, 30)}.${r.int(0, 9)} listening on :3000 (NODE_ENV=production)`,
        "template cache warmed: 14 templates",
      ],
    }),
    access: (m, p, s, ms, r) =>
      `http: ${m} ${p} status=${s} dur=${ms}ms kiosk=KS-${r.int(100, 999)} fw=${r.pick(["7.2.1", "7.2.3", "7.3.0"])}`,
  },
  {
    id: "routeful",
    ns: "routeful",
    edge: "driver-gateway",
    traced: true,
    rt: {
      "driver-gateway": "node",
      "route-optimizer": "java",
      "stop-scheduler": "python",
      "prekit-builder": "go",
      "pick-station": "dotnet",
      "inventory-svc": "java",
      "dex-collector": "python",
      "fleet-tracker": "go",
      "host-portal": "ruby",
      "commission-engine": "java",
    },
    flows: [
      {
        w: 6,
        method: "POST",
        path: "/api/stops/complete",
        steps: [
          {
            svc: "stop-scheduler",
            msg: (r) =>
              `stop ST-${r.int(100000, 999999)} completed driver=DRV-${r.int(10, 99)} service_min=${r.int(4, 22)}`,
          },
          {
            svc: "dex-collector",
            msg: (r) =>
              `DEX upload parsed machine=${vm(r)} VA1 cash=${money(r, 10, 300)} CA2 cashless=${money(r, 10, 500)} PA records=${r.int(20, 60)}`,
          },
          {
            svc: "inventory-svc",
            msg: (r) => `inventory adjusted for ${vm(r)}: ${r.int(20, 200)} units restocked, ${r.int(0, 6)} spoils`,
          },
        ],
      },
      {
        w: 4,
        method: "GET",
        path: "/api/route/next",
        steps: [
          {
            svc: "route-optimizer",
            msg: (r) =>
              `re-sequenced route R${r.int(100, 180)}: ${r.int(6, 24)} remaining stops, eta ${r.int(30, 300)}min`,
          },
          {
            svc: "fleet-tracker",
            msg: (r) =>
              `van VAN-${r.int(10, 90)} position lat=41.${r.int(1000, 9999)} lon=-87.${r.int(1000, 9999)} speed=${r.int(0, 55)}mph`,
          },
        ],
      },
      {
        w: 4,
        method: "POST",
        path: "/api/prekits/scan",
        steps: [
          {
            svc: "pick-station",
            msg: (r) => `Tote T${r.int(10000, 99999)} scanned at station PS-${r.int(1, 12)}: ${r.int(10, 60)} units OK`,
          },
          {
            svc: "prekit-builder",
            msg: (r) => `prekit PK-${r.int(100000, 999999)} sealed for ${vm(r)} items=${r.int(10, 60)}`,
          },
          {
            svc: "inventory-svc",
            msg: (r) =>
              `reserved ${r.int(10, 60)} units from bin ${r.pick(["A", "B", "C"])}-${r.int(1, 40)}-${r.int(1, 6)}`,
          },
        ],
      },
      {
        w: 2,
        method: "GET",
        path: "/api/hosts/statement",
        steps: [
          {
            svc: "host-portal",
            msg: (r) =>
              `Completed 200 OK statement host=H${r.int(1000, 1999)} (Views: ${r.int(3, 30)}ms | ActiveRecord: ${r.int(1, 20)}ms)`,
          },
          {
            svc: "commission-engine",
            msg: (r) =>
              `commission statement computed host=H${r.int(1000, 1999)} period=2026-11 gross=${money(r, 400, 9000)}`,
          },
        ],
      },
    ],
    jobs: [
      health("driver-gateway", "GET /health 200 - 0.8 ms"),
      health("inventory-svc", "o.s.b.a.health.HealthEndpoint - status UP"),
      {
        svc: "fleet-tracker",
        every: 4,
        level: "info",
        msg: (r) =>
          `gps ping van=VAN-${r.int(10, 90)} ignition=${r.pick(["on", "on", "off"])} odo=${r.int(20000, 90000)}`,
      },
      {
        svc: "stop-scheduler",
        every: 50,
        level: "warn",
        msg: (r) =>
          `stop ST-${r.int(100000, 999999)} skipped: building closed ("${r.pick(hostBldg)}"), rescheduled to next visit`,
      },
      {
        svc: "prekit-builder",
        every: 40,
        level: "info",
        msg: (r) =>
          `wave W${r.int(100, 999)} released: ${r.int(8, 30)} prekits for routes R${r.int(100, 180)},R${r.int(100, 180)}`,
      },
      {
        svc: "commission-engine",
        every: 90,
        level: "warn",
        msg: () =>
          "o.h.e.j.e.i.JdbcEnvironmentInitiator - HHH000342: Dialect org.hibernate.dialect.PostgreSQL10Dialect is deprecated; use PostgreSQLDialect instead",
      },
      {
        svc: "route-optimizer",
        every: 60,
        level: "warn",
        msg: (r) => `traffic matrix fetch slow (${r.int(1200, 2600)}ms), retry 1 succeeded`,
      },
      {
        svc: "dex-collector",
        every: 35,
        level: "warn",
        msg: (r) => `machine ${vm(r)}: bill validator jam reported (EA1*EBJ), ${r.int(1, 4)} events since last visit`,
      },
    ],
    noisy: {
      svc: "dex-collector",
      every: 7,
      level: "error",
      msg: (r) =>
        `DEX ${vm(r)}: ID1 serial mismatch (expected ${r.hex(8).toUpperCase()}), machine may have been swapped; audit stored unlinked`,
    },
    deploy: (r) => ({
      svc: "host-portal",
      lines: [
        `[${r.int(1, 9)}] - Gracefully stopping, waiting for requests to finish`,
        `Puma starting in cluster mode... * Puma version: 6.4.2 * Ruby version: ruby 3.3.${r.int(0, 5)} * Environment: production`,
        "* Listening on http://0.0.0.0:3000",
      ],
    }),
    access: (m, p, s, ms) => `${m} ${p} ${s} - ${ms} ms`,
  },
  {
    id: "coincab",
    ns: "coincab-prod",
    edge: "portal-web",
    traced: true,
    rt: {
      "portal-web": "node",
      "mqtt-bridge": "cpp",
      "mdb-events": "go",
      "card-reader-svc": "java",
      "payments-core": "dotnet",
      "temp-monitor": "python",
      "coinmech-svc": "go",
      "account-funding": "node",
      "planogram-api": "ruby",
      "restock-planner": "python",
    },
    flows: [
      {
        w: 8,
        method: "POST",
        path: "/device/vend",
        steps: [
          { svc: "mqtt-bridge", msg: (r) => `vend/req from ${vm(r)} qos=1 mid=${r.int(1000, 65000)} forwarded` },
          {
            svc: "mdb-events",
            msg: (r) => `MDB VEND_REQUEST item=${r.int(10, 68)} price=${r.int(100, 450)} cents -> VEND_SUCCESS`,
          },
          {
            svc: "card-reader-svc",
            msg: (r) =>
              `Session ${r.hex(12)} authorized ${money(r, 1, 5)} reader=${reader(r)} emv=${r.pick(["contactless", "chip", "wallet"])}`,
          },
          { svc: "payments-core", msg: (r) => `Captured payment pmt_${r.hex(12)} amount ${money(r, 1, 5)} USD` },
        ],
      },
      {
        w: 4,
        method: "POST",
        path: "/device/coins",
        steps: [
          { svc: "mqtt-bridge", msg: (r) => `coin/audit from ${vm(r)} forwarded (${r.int(40, 400)} bytes)` },
          {
            svc: "coinmech-svc",
            msg: (r) => `tube levels ${vm(r)}: q=${r.int(5, 60)} d=${r.int(5, 80)} n=${r.int(5, 60)} escrow ok`,
          },
        ],
      },
      {
        w: 3,
        method: "POST",
        path: "/app/funding",
        steps: [
          {
            svc: "account-funding",
            msg: (r) =>
              `top-up acct=${r.int(10000, 99999)} +${r.pick(["5.00", "10.00", "20.00"])} payroll_deduct=${r.pick(["true", "false"])}`,
          },
          { svc: "payments-core", msg: (r) => `Ledger entry le_${r.hex(10)} posted (funding)` },
        ],
      },
      {
        w: 2,
        method: "GET",
        path: "/ops/planogram",
        steps: [
          {
            svc: "planogram-api",
            msg: (r) =>
              `Completed 200 OK in ${r.int(20, 160)}ms (Views: ${r.int(5, 40)}ms | ActiveRecord: ${r.int(2, 30)}ms)`,
          },
          { svc: "restock-planner", msg: (r) => `forecast for ${vm(r)}: ${r.int(2, 14)} coils below par by Thursday` },
        ],
      },
    ],
    jobs: [
      health("portal-web", "GET /healthz 200 2 ms"),
      health("payments-core", "Health check 'db' completed with status Healthy"),
      {
        svc: "temp-monitor",
        every: 5,
        level: "info",
        msg: (r) =>
          `${vm(r)} cabinet=${(r.int(30, 45) / 10).toFixed(1)}C setpoint=3.5C compressor=${r.pick(["on", "off"])}`,
      },
      {
        svc: "coinmech-svc",
        every: 20,
        level: "warn",
        msg: (r) => `${vm(r)} bill validator: BILL_JAM cleared after ${r.int(1, 9)}s`,
      },
      {
        svc: "restock-planner",
        every: 55,
        level: "info",
        msg: (r) =>
          `planned ${r.int(2, 9)} restock routes for tomorrow, ${r.int(40, 160)} machines, ${r.int(0, 4)} sold-out coils now`,
      },
      {
        svc: "card-reader-svc",
        every: 22,
        level: "info",
        msg: (r) => `Session ${r.hex(12)} declined by issuer (${r.pick(["05", "51", "61"])}) reader=${reader(r)}`,
      },
      {
        svc: "mdb-events",
        every: 30,
        level: "warn",
        msg: (r) => `${vm(r)} item ${r.int(10, 68)} SOLD_OUT, vend refused`,
      },
      {
        svc: "account-funding",
        every: 120,
        level: "warn",
        msg: () =>
          "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      },
    ],
    noisy: {
      svc: "mqtt-bridge",
      every: 6,
      level: "error",
      msg: (r) => `client ${vm(r)} sent malformed PUBLISH (topic length ${r.int(300, 900)} > 256), dropped`,
    },
    deploy: (r) => ({
      svc: "restock-planner",
      lines: [
        `config reloaded from /etc/restock/planner.yaml (sha ${r.hex(8)}): forecast_horizon_days 3 -> 4`,
        "forecast model restock-gbm v14 loaded (0.8s)",
      ],
    }),
    access: (m, p, s, ms, r) =>
      `${r.pick(["10.8.1.4", "10.8.3.22", "10.8.2.9"])} - "${m} ${p} HTTP/1.1" ${s} ${r.int(90, 3000)} ${ms}ms`,
  },
];
