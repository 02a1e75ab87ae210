// The four made-up transit estates of holdout96: their services, runtimes and everyday traffic and noise.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Runtime = "java" | "kotlin" | "go" | "node" | "python" | "ruby" | "dotnet" | "cpp";
export type Tpl = (r: Rng) => [Level, string];

export interface Service {
  name: string;
  runtime: Runtime;
  perMin: number; // everyday lines per minute
  lines: { w: number; f: Tpl; traced?: boolean }[];
  health?: string; // logged every 10-30 s
  job?: { everySec: number; f: Tpl };
}

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  traces: boolean;
  services: Service[];
  noisy: { service: string; perMin: number; f: Tpl };
  deprecations: { service: string; msg: string }[];
  retries: { service: string; f: Tpl }[];
  deploys: { service: string; f: Tpl }[];
}

const card = (r: Rng) => `****${r.int(1000, 9999)}`;
const stn = [
  "Quayside",
  "Mill Lane",
  "Harbour Sq",
  "Castle Gate",
  "Northgate",
  "Ferry Terminal",
  "Old Market",
  "Riverside",
];
const ms = (r: Rng, lo = 12, hi = 260) => r.int(lo, hi);
const gbp = (r: Rng) => (r.int(150, 820) / 100).toFixed(2);
const stop = (r: Rng) => `${r.pick(["STP", "MER", "BAY"])}:${r.int(1000, 9899)}`;

const harbourline: Estate = {
  key: "harbourline",
  company: "Harbourline Transit",
  namespace: "hlt-abt-prod",
  traces: true,
  services: [
    {
      name: "gate-controller",
      runtime: "java",
      perMin: 70,
      lines: [
        {
          w: 8,
          f: (r) => [
            "info",
            `gate G${r.int(1, 64)} ${r.pick(stn)}: tap accepted token=${r.hex(12)} card=${card(r)} -> OPEN (${ms(r, 90, 240)}ms)`,
          ],
          traced: true,
        },
        {
          w: 1,
          f: (r) => [
            "info",
            `gate G${r.int(1, 64)} ${r.pick(stn)}: tap declined card=${card(r)} reason=${r.pick(["CARD_EXPIRED", "DENYLISTED", "INSUFFICIENT_FUNDS_LAST_JOURNEY", "UNSUPPORTED_SCHEME"])}`,
          ],
        },
      ],
      health: "GET /actuator/health 200 UP",
    },
    {
      name: "validator-gateway",
      runtime: "go",
      perMin: 40,
      lines: [
        {
          w: 6,
          f: (r) => ["info", `batch received validator=V${r.int(1000, 2999)} taps=${r.int(1, 40)} lag=${r.int(1, 9)}s`],
        },
        {
          w: 1,
          f: (r) => [
            "info",
            `validator V${r.int(1000, 2999)} back online after ${r.int(3, 22)}m${r.int(10, 59)}s offline, uploading ${r.int(20, 300)} buffered taps`,
          ],
        },
        { w: 1, f: (r) => ["info", `bus validator V${r.int(3000, 3999)} at depot, last tap ${r.int(2, 9)}h ago`] },
      ],
      health: "http: GET /healthz 200 (0.4ms)",
    },
    {
      name: "abt-journey-builder",
      runtime: "java",
      perMin: 50,
      lines: [
        {
          w: 6,
          f: (r) => [
            "info",
            `journey J${r.int(1000000, 9999999)} built token=${r.hex(12)} taps=${r.int(1, 3)} fare=${gbp(r)} GBP (${ms(r, 4, 60)}ms)`,
          ],
          traced: true,
        },
        {
          w: 1,
          f: (r) => ["info", `incomplete journey for token=${r.hex(12)}: no tap-out within 120 min, max fare applied`],
        },
      ],
      health: "GET /actuator/health 200 UP",
      job: {
        everySec: 60,
        f: (r) => ["info", `aggregation window closed: ${r.int(900, 2600)} taps -> ${r.int(400, 1300)} journeys`],
      },
    },
    {
      name: "fare-capping",
      runtime: "kotlin",
      perMin: 35,
      lines: [
        {
          w: 5,
          f: (r) => ["info", `cap evaluated token=${r.hex(12)} spent=${gbp(r)} cap=8.10 capped=${r.chance(0.15)}`],
          traced: true,
        },
        { w: 1, f: (r) => ["info", `weekly cap reached token=${r.hex(12)} total=33.40 GBP`] },
      ],
    },
    {
      name: "acquirer-settlement",
      runtime: "java",
      perMin: 20,
      lines: [
        {
          w: 4,
          f: (r) => [
            "info",
            `debt recovery auth approved token=${r.hex(12)} amount=${gbp(r)} authCode=${r.hex(6).toUpperCase()} (${ms(r, 120, 480)}ms)`,
          ],
        },
        {
          w: 1,
          f: (r) => ["info", `auth declined token=${r.hex(12)} responseCode=51 (insufficient funds), token denylisted`],
        },
      ],
      job: {
        everySec: 120,
        f: (r) => ["info", `settlement file SF-${r.int(10000, 99999)} submitted: ${r.int(200, 900)} txns`],
      },
    },
    {
      name: "denylist-distributor",
      runtime: "go",
      perMin: 8,
      lines: [
        {
          w: 3,
          f: (r) => [
            "info",
            `denylist delta v${r.int(88000, 88999)} published: +${r.int(1, 30)} -${r.int(0, 9)} entries to ${r.int(1700, 1900)} devices`,
          ],
        },
        {
          w: 1,
          f: (r) => [
            "info",
            `device V${r.int(1000, 3999)} acked denylist v${r.int(88000, 88999)} (${r.int(1, 40)}s late)`,
          ],
        },
      ],
    },
    {
      name: "account-portal-api",
      runtime: "node",
      perMin: 60,
      lines: [
        {
          w: 6,
          f: (r) => [
            "info",
            `${r.pick(["GET /api/v1/accounts/me/journeys", "GET /api/v1/accounts/me/cards", "POST /api/v1/refund-claims", "GET /api/v1/accounts/me/statements"])} 200 ${ms(r)}ms`,
          ],
          traced: true,
        },
        {
          w: 1,
          f: (r) => [
            "info",
            `POST /api/v1/login 401 ${ms(r, 30, 90)}ms - bad password for customer C${r.int(100000, 999999)}`,
          ],
        },
      ],
      health: "GET /healthz 200 2ms",
    },
    {
      name: "notification-sender",
      runtime: "python",
      perMin: 15,
      lines: [
        {
          w: 4,
          f: (r) => [
            "info",
            `sent journey-receipt email to customer C${r.int(100000, 999999)} (ses id 0100${r.hex(10)})`,
          ],
        },
      ],
    },
    {
      name: "customer-care-console",
      runtime: "ruby",
      perMin: 18,
      lines: [
        {
          w: 3,
          f: (r) => [
            "info",
            `Completed 200 OK in ${ms(r, 20, 180)}ms (Views: ${r.int(5, 60)}.${r.int(0, 9)}ms | ActiveRecord: ${r.int(2, 40)}.${r.int(0, 9)}ms | Allocations: ${r.int(3000, 30000)})`,
          ],
        },
        {
          w: 1,
          f: (r) => ["info", `Started GET "/cases/${r.int(40000, 49999)}" for 10.4.${r.int(1, 9)}.${r.int(2, 250)}`],
        },
      ],
    },
  ],
  noisy: {
    service: "notification-sender",
    perMin: 4,
    f: (r) => [
      "error",
      `SES bounce for customer C${r.int(100000, 999999)}: 550 5.1.1 mailbox unavailable - address suppressed`,
    ],
  },
  deprecations: [
    {
      service: "account-portal-api",
      msg: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
    },
    {
      service: "customer-care-console",
      msg: "DEPRECATION WARNING: `ActiveRecord::Base.default_timezone` is deprecated and will be removed in Rails 7.2.",
    },
  ],
  retries: [
    {
      service: "validator-gateway",
      f: (r) => ["warn", `upload to abt-journey-builder failed (EOF), retrying in ${r.int(100, 900)}ms attempt=1`],
    },
    {
      service: "acquirer-settlement",
      f: (r) => ["warn", `acquirer call slow (${r.int(2100, 2900)}ms), retried once, approved`],
    },
  ],
  deploys: [
    {
      service: "customer-care-console",
      f: (r) => [
        "info",
        `Puma starting in cluster mode... * Version 6.4.2, codename: The Eagle of Durango; release v${r.int(300, 399)}`,
      ],
    },
    {
      service: "fare-capping",
      f: () => ["info", "Refreshing config: fare-capping.yaml changed (keys: caps.weekly.display-rounding)"],
    },
  ],
};

const meridian: Estate = {
  key: "meridian",
  company: "Meridian Metro",
  namespace: "pis-prod",
  traces: false,
  services: [
    {
      name: "avl-gateway",
      runtime: "cpp",
      perMin: 90,
      lines: [
        {
          w: 8,
          f: (r) => [
            "info",
            `OBU ${r.int(4000, 4999)} pos lat=51.${r.int(400000, 499999)} lon=-2.${r.int(500000, 699999)} spd=${r.int(0, 58)}km/h hdg=${r.int(0, 359)}`,
          ],
        },
        {
          w: 1,
          f: (r) => [
            "info",
            `OBU ${r.int(4000, 4999)} at depot BRK, stale position age=${r.int(900, 9000)}s, not forwarded`,
          ],
        },
      ],
    },
    {
      name: "gtfsrt-ingest",
      runtime: "go",
      perMin: 24,
      lines: [
        {
          w: 3,
          f: (r) => [
            "info",
            `VehiclePositions snapshot built entities=${r.int(380, 460)} bytes=${r.int(40000, 60000)} took=${r.int(20, 90)}ms`,
          ],
        },
        {
          w: 1,
          f: (r) => [
            "info",
            `partner feed westlink-rail polled: ${r.int(40, 80)} entities, ETag unchanged=${r.chance(0.5)}`,
          ],
        },
      ],
      health: "GET /healthz 200",
    },
    {
      name: "trip-updates",
      runtime: "java",
      perMin: 30,
      lines: [
        {
          w: 4,
          f: (r) => [
            "info",
            `TripUpdates published: ${r.int(300, 420)} trips, ${r.int(0, 14)} CANCELED, ${r.int(0, 4)} ADDED`,
          ],
        },
        {
          w: 1,
          f: (r) => ["info", `trip ${r.int(100000, 199999)}_${r.int(1, 9)} is CANCELED, skipping stop_time_update`],
        },
      ],
      health: "GET /actuator/health 200 UP",
    },
    {
      name: "arrival-predictor",
      runtime: "python",
      perMin: 20,
      lines: [
        {
          w: 3,
          f: (r) => [
            "info",
            `predicted ${r.int(1200, 1800)} arrivals for ${r.int(190, 240)} stops (model v14, ${r.int(140, 380)}ms)`,
          ],
        },
        { w: 1, f: (r) => ["info", `stop ${stop(r)}: no vehicles within horizon, showing timetable`] },
      ],
    },
    {
      name: "pid-display-hub",
      runtime: "node",
      perMin: 45,
      lines: [
        {
          w: 6,
          f: (r) => ["info", `pushed departures to PID-${r.int(100, 1299)} (${r.int(3, 8)} rows, ${ms(r, 4, 40)}ms)`],
        },
        { w: 1, f: (r) => ["info", `PID-${r.int(100, 1299)} disconnected (code 1006), reconnecting in 5s`] },
        { w: 1, f: (r) => ["info", `PID-${r.int(100, 1299)} reconnected after ${r.int(5, 70)}s`] },
      ],
    },
    {
      name: "trip-planner-otp",
      runtime: "java",
      perMin: 40,
      lines: [
        { w: 5, f: (r) => ["info", `Routing request finished in ${r.int(60, 700)} ms, ${r.int(1, 6)} itineraries`] },
      ],
      health: "GET /otp/actuators/health 200",
    },
    {
      name: "journey-api",
      runtime: "node",
      perMin: 55,
      lines: [
        {
          w: 5,
          f: (r) => [
            "info",
            `${r.pick(["GET /v2/plan", "GET /v2/departures", "GET /v2/stops/nearby", "GET /v2/alerts"])} 200 ${ms(r, 30, 800)}ms`,
          ],
        },
      ],
      health: "GET /health 200 1ms",
    },
    {
      name: "alerts-cms",
      runtime: "ruby",
      perMin: 10,
      lines: [
        {
          w: 3,
          f: (r) => [
            "info",
            `Completed 200 OK in ${ms(r, 15, 140)}ms (Views: ${r.int(2, 40)}.${r.int(0, 9)}ms | ActiveRecord: ${r.int(1, 30)}.${r.int(0, 9)}ms)`,
          ],
        },
        { w: 1, f: (r) => ["info", `Alert #${r.int(8000, 8999)} published: "Lift out of service at ${r.pick(stn)}"`] },
      ],
    },
    {
      name: "gtfs-static-loader",
      runtime: "python",
      perMin: 2,
      lines: [{ w: 1, f: () => ["info", "feed checksum unchanged, nothing to import"] }],
      job: { everySec: 180, f: (r) => ["info", `calendar_dates refreshed: ${r.int(2, 12)} service exceptions`] },
    },
    {
      name: "kiosk-status",
      runtime: "node",
      perMin: 6,
      lines: [{ w: 1, f: (r) => ["info", `kiosk K${r.int(10, 99)} ${r.pick(stn)} reported status OK`] }],
    },
  ],
  noisy: {
    service: "pid-display-hub",
    perMin: 5,
    f: (r) => ["error", `PID-${r.pick([917, 918, 1044])} (fw 2.1.4) rejected frame: unknown field 'occupancyStatus'`],
  },
  deprecations: [
    {
      service: "journey-api",
      msg: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    },
    {
      service: "arrival-predictor",
      msg: "FutureWarning: Series.__getitem__ treating keys as positions is deprecated.",
    },
  ],
  retries: [
    {
      service: "pid-display-hub",
      f: (r) => ["warn", `publish to PID-${r.int(100, 1299)} not acked in 2s, resent (attempt 2) ok`],
    },
    {
      service: "journey-api",
      f: () => ["warn", "trip-planner-otp GET /otp/routers/default/plan ECONNRESET, retry 1/2 succeeded"],
    },
  ],
  deploys: [
    {
      service: "alerts-cms",
      f: (r) => ["info", `=> Booting Puma => Rails 7.1.3 application starting in production (release ${r.hex(7)})`],
    },
    {
      service: "kiosk-status",
      f: (r) => ["info", `config reloaded from /etc/kiosk/kiosks.json (${r.int(80, 99)} kiosks)`],
    },
  ],
};

const northvale: Estate = {
  key: "northvale",
  company: "Northvale Regional Transport",
  namespace: "nvt-mticket",
  traces: true,
  services: [
    {
      name: "mticket-app-api",
      runtime: "node",
      perMin: 80,
      lines: [
        {
          w: 6,
          f: (r) => [
            "info",
            `${r.pick(["GET /v3/tickets", "POST /v3/orders", "GET /v3/products?zone=", "POST /v3/tickets/activate", "GET /v3/me"])} 200 ${ms(r, 20, 400)}ms`,
          ],
          traced: true,
        },
        { w: 1, f: (r) => ["info", `GET /v3/tickets 304 ${ms(r, 3, 20)}ms`] },
      ],
      health: "GET /healthz 200 1ms",
    },
    {
      name: "barcode-signer",
      runtime: "go",
      perMin: 40,
      lines: [
        {
          w: 4,
          f: (r) => [
            "info",
            `signed barcode ticket=TK${r.int(10000000, 99999999)} kid=nv-2026-05 alg=ES256 took=${r.int(1, 9)}ms`,
          ],
          traced: true,
        },
      ],
      health: "GET /healthz 200",
    },
    {
      name: "ticket-catalog",
      runtime: "dotnet",
      perMin: 30,
      lines: [
        {
          w: 4,
          f: (r) => [
            "info",
            `Request finished HTTP/1.1 GET http://ticket-catalog/api/products?zones=${r.int(1, 6)} - 200 - application/json ${r.int(3, 90)}.${r.int(1000, 9999)}ms`,
          ],
          traced: true,
        },
      ],
    },
    {
      name: "payment-orchestrator",
      runtime: "java",
      perMin: 25,
      lines: [
        {
          w: 4,
          f: (r) => [
            "info",
            `payment authorised order=O${r.int(100000, 999999)} amount=${gbp(r)} method=${r.pick(["applepay", "googlepay", "card"])} pspRef=${r.hex(16).toUpperCase()}`,
          ],
          traced: true,
        },
        {
          w: 1,
          f: (r) => ["info", `payment refused order=O${r.int(100000, 999999)} refusalReason=Refused (card issuer)`],
        },
      ],
      health: "GET /actuator/health 200 UP",
    },
    {
      name: "wallet-service",
      runtime: "kotlin",
      perMin: 35,
      lines: [
        {
          w: 4,
          f: (r) => [
            "info",
            `ticket TK${r.int(10000000, 99999999)} ${r.pick(["issued", "activated", "expired", "synced to device"])} wallet=W${r.int(100000, 999999)}`,
          ],
          traced: true,
        },
      ],
    },
    {
      name: "inspector-scan-api",
      runtime: "python",
      perMin: 25,
      lines: [
        {
          w: 4,
          f: (r) => [
            "info",
            `scan ok device=INS-${r.int(10, 99)} ticket=TK${r.int(10000000, 99999999)} sig=valid (${ms(r, 4, 40)}ms)`,
          ],
        },
        {
          w: 1,
          f: (r) => ["info", `scan rejected device=INS-${r.int(10, 99)}: ticket expired ${r.int(2, 90)} min ago`],
        },
      ],
    },
    {
      name: "push-notifier",
      runtime: "node",
      perMin: 12,
      lines: [{ w: 3, f: (r) => ["info", `sent ticket-expiry reminder to ${r.int(1, 40)} devices (fcm ok)`] }],
    },
    {
      name: "identity-auth",
      runtime: "java",
      perMin: 30,
      lines: [
        {
          w: 4,
          f: (r) => [
            "info",
            `type=LOGIN realmId=northvale clientId=mticket-app userId=${r.hex(8)}-${r.hex(4)} ipAddress=10.8.${r.int(0, 9)}.${r.int(2, 250)}`,
          ],
        },
        {
          w: 1,
          f: (r) => [
            "warn",
            `type=LOGIN_ERROR realmId=northvale clientId=mticket-app userId=${r.hex(8)}-${r.hex(4)} error=invalid_user_credentials`,
          ],
        },
      ],
    },
    {
      name: "fraud-rules",
      runtime: "python",
      perMin: 14,
      lines: [{ w: 3, f: (r) => ["info", `order O${r.int(100000, 999999)} scored 0.${r.int(1, 40)} -> allow`] }],
    },
  ],
  noisy: {
    service: "push-notifier",
    perMin: 5,
    f: (r) => [
      "error",
      `FCM send failed for token ${r.hex(10)}...: messaging/registration-token-not-registered; token removed`,
    ],
  },
  deprecations: [
    {
      service: "mticket-app-api",
      msg: "(node:1) [DEP0170] DeprecationWarning: The URL mongodb://wallet-cache:27017,... is invalid. Future versions of Node.js will throw an error.",
    },
    {
      service: "ticket-catalog",
      msg: "warn: Microsoft.AspNetCore.Server.Kestrel[0] Overriding address(es) 'http://+:80'. Binding to endpoints defined via IConfiguration and/or UseKestrel() instead.",
    },
  ],
  retries: [
    {
      service: "wallet-service",
      f: (r) => [
        "warn",
        `sync to device W${r.int(100000, 999999)} failed (503 from push gateway), retry 1 scheduled; retry ok`,
      ],
    },
    {
      service: "fraud-rules",
      f: () => [
        "warn",
        "Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError'",
      ],
    },
  ],
  deploys: [
    {
      service: "push-notifier",
      f: (r) => ["info", `push-notifier@4.${r.int(1, 9)}.${r.int(0, 9)} listening on :8080 (rollout ${r.hex(6)})`],
    },
    {
      service: "ticket-catalog",
      f: () => ["info", "info: Microsoft.Hosting.Lifetime[0] Application started. Hosting environment: Production"],
    },
  ],
};

const coastlink: Estate = {
  key: "coastlink",
  company: "Coastlink Buses",
  namespace: "coastlink",
  traces: false,
  services: [
    {
      name: "bus-validator-sync",
      runtime: "cpp",
      perMin: 45,
      lines: [
        {
          w: 5,
          f: (r) => [
            "info",
            `[sync] bus ${r.int(200, 699)} validator uploaded ${r.int(1, 60)} taps, denylist v${r.int(5100, 5199)} ok`,
          ],
        },
        { w: 1, f: (r) => ["info", `[sync] bus ${r.int(200, 699)} tap declined: card expired (${card(r)})`] },
      ],
    },
    {
      name: "onboard-unit-gw",
      runtime: "go",
      perMin: 60,
      lines: [
        { w: 6, f: (r) => ["info", `obu=${r.int(200, 699)} msg=position seq=${r.int(10000, 99999)} forwarded`] },
        { w: 1, f: (r) => ["info", `obu=${r.int(200, 699)} ignition off at depot, session closed`] },
      ],
    },
    {
      name: "vehicle-positions",
      runtime: "go",
      perMin: 30,
      lines: [
        {
          w: 4,
          f: (r) => [
            "info",
            `published VehiclePositions feed: ${r.int(140, 210)} vehicles, ${r.int(10, 40)} stale (depot)`,
          ],
        },
      ],
      health: "GET /healthz 200",
    },
    {
      name: "depot-manager",
      runtime: "dotnet",
      perMin: 15,
      lines: [
        {
          w: 3,
          f: (r) => [
            "info",
            `Vehicle ${r.int(200, 699)} assigned to block ${r.int(1, 90)}-${r.int(1, 9)} (duty D${r.int(100, 399)})`,
          ],
        },
        {
          w: 1,
          f: (r) => ["info", `Request finished HTTP/1.1 GET /api/blocks - 200 ${r.int(4, 80)}.${r.int(100, 999)}ms`],
        },
      ],
    },
    {
      name: "tap-ingest",
      runtime: "java",
      perMin: 40,
      lines: [
        {
          w: 5,
          f: (r) => [
            "info",
            `ingested batch from bus ${r.int(200, 699)}: ${r.int(1, 60)} taps, ${r.int(0, 3)} duplicates dropped`,
          ],
        },
      ],
      health: "GET /actuator/health 200 UP",
    },
    {
      name: "fare-rules",
      runtime: "java",
      perMin: 25,
      lines: [
        {
          w: 4,
          f: (r) => ["info", `rated tap fareProduct=CLB-${r.int(1000, 1099)} amount=${gbp(r)} zone=${r.int(1, 4)}`],
        },
      ],
    },
    {
      name: "pid-signage",
      runtime: "node",
      perMin: 30,
      lines: [
        { w: 5, f: (r) => ["info", `sign SGN-${r.int(10, 240)} refreshed (${r.int(2, 6)} departures)`] },
        { w: 1, f: (r) => ["info", `sign SGN-${r.int(10, 240)} offline (4G), last seen ${r.int(1, 30)}m ago`] },
      ],
    },
    {
      name: "planner-api",
      runtime: "python",
      perMin: 35,
      lines: [
        {
          w: 4,
          f: (r) => [
            "info",
            `${r.pick(["GET /plan", "GET /geocode", "GET /stops/near"])} HTTP/1.1" 200 req=${r.hex(8)} ${ms(r, 40, 600)}ms`,
          ],
        },
      ],
    },
    {
      name: "settlement-batch",
      runtime: "python",
      perMin: 6,
      lines: [
        { w: 1, f: (r) => ["info", `settled ${r.int(40, 300)} journeys for operator ${r.pick(["CLB", "CLX"])}`] },
      ],
      job: { everySec: 150, f: (r) => ["info", `reconciliation run ${r.hex(6)} complete: 0 mismatches`] },
    },
  ],
  noisy: {
    service: "onboard-unit-gw",
    perMin: 6,
    f: (r) => ["warn", `obu=${r.pick([231, 478, 512])} GNSS fix rejected: hdop=${r.int(9, 25)}.${r.int(0, 9)} > 5.0`],
  },
  deprecations: [
    {
      service: "planner-api",
      msg: "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
    },
    {
      service: "depot-manager",
      msg: "warn: Microsoft.EntityFrameworkCore.Model.Validation[10620] The property 'Block.Tags' is a collection or enumeration type with a value converter but with no value comparer.",
    },
  ],
  retries: [
    {
      service: "bus-validator-sync",
      f: (r) => ["warn", `[sync] bus ${r.int(200, 699)} upload interrupted (tunnel), will resume`],
    },
    { service: "planner-api", f: () => ["warn", "geocoder HTTP 502, retrying (1/3) ... ok"] },
  ],
  deploys: [
    { service: "pid-signage", f: (r) => ["info", `pid-signage v2.${r.int(10, 40)}.0 started, 236 signs configured`] },
    {
      service: "depot-manager",
      f: () => ["info", "info: Microsoft.Hosting.Lifetime[0] Application started. Press Ctrl+C to shut down."],
    },
  ],
};

export const ESTATES: Estate[] = [harbourline, meridian, northvale, coastlink];
