// The four made-up companies of holdout69 and their normal noise: request flows, health checks, periodic jobs,
// one constantly noisy service, deprecation warnings, retries that succeed, and unrelated deploys / reloads.
import type { Rng } from "./rng.js";
import type { EstateKey, Level } from "./types.js";

/** [delay ms after the flow starts, service, level, message] */
export type Line = [number, string, Level, string];

export interface Estate {
  key: EstateKey;
  company: string;
  namespace: string;
  traced: boolean;
  services: { name: string; optional?: boolean }[];
  flows: { w: number; make(r: Rng): Line[] }[];
  periodic: { svc: string; every: number; level: Level; msg(r: Rng): string }[];
  deploys: ((r: Rng) => Line[])[];
}

const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const acct = (r: Rng) => `acc_${r.int(100000, 999999)}`;
const title = (r: Rng) =>
  r.pick([
    "tt-harbour-s02e04",
    "tt-night-shift-s01e07",
    "mv-cold-orbit",
    "tt-bakeoff-s09e01",
    "live-sports-2",
    "mv-paper-lanterns",
    "live-news-1",
    "tt-atlas-s03e10",
  ]);
const dev = (r: Rng) =>
  r.pick(["androidtv/11.4.2", "tvos/11.4.0", "web/11.5.1", "roku/11.3.9", "ios/11.5.0", "tizen/11.2.7"]);

const media: Estate = {
  key: "media",
  company: "Northlight Play",
  namespace: "nlp-prod",
  traced: true,
  services: [
    { name: "playback-api" },
    { name: "drm-license" },
    { name: "packager" },
    { name: "shield-cache" },
    { name: "transcode-farm" },
    { name: "player-telemetry" },
    { name: "ssai-stitcher" },
    { name: "entitlements" },
    { name: "catalog-svc", optional: true },
    { name: "cdn-purger", optional: true },
  ],
  flows: [
    {
      w: 10,
      make: (r) => {
        const t = title(r);
        const lat = ms(r, 18, 140);
        return [
          [
            0,
            "entitlements",
            "INFO",
            `o.n.e.EntitlementController : entitlement ok account=${acct(r)} plan=${r.pick(["premium", "standard", "basic-ads"])} title=${t}`,
          ],
          [lat - 6, "playback-api", "INFO", `GET /v2/playback/${t}/session 200 ${lat}ms device=${dev(r)}`],
          [
            lat + 20,
            "shield-cache",
            "INFO",
            `${r.int(10, 250)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)} - - "GET /${t.startsWith("live") ? "live" : "vod"}/${t}/hls/v${r.int(1, 6)}/seg_${r.int(10000, 99999)}.m4s HTTP/1.1" 200 ${r.int(400000, 2400000)} rt=0.0${r.int(10, 99)} ucs=${r.pick(["HIT", "HIT", "HIT", "MISS", "REVALIDATED"])}`,
          ],
        ];
      },
    },
    {
      w: 6,
      make: (r) => [
        [
          0,
          "drm-license",
          "INFO",
          `license issued system=${r.pick(["widevine", "fairplay", "playready"])} kid=${r.hex(8)} policy=${r.pick(["sd-stream", "hd-stream", "uhd-hdcp22"])} ttl=86400s dur=${ms(r, 4, 38)}ms`,
        ],
        [ms(r, 40, 90), "playback-api", "INFO", `POST /v2/license 200 ${ms(r, 20, 90)}ms device=${dev(r)}`],
      ],
    },
    {
      w: 5,
      make: (r) => [
        [
          0,
          "player-telemetry",
          "INFO",
          `c.n.t.BeaconIngest - ingested batch size=${r.int(200, 500)} partitions=${r.int(1, 12)} lag=${r.int(0, 900)}ms`,
        ],
      ],
    },
    {
      w: 4,
      make: (r) => [
        [
          0,
          "ssai-stitcher",
          "INFO",
          `stitched ad break pod=${r.int(1, 4)} ads=${r.int(1, 5)} filled=${r.int(60, 100)}% title=${title(r)} dur=${ms(r, 40, 240)}ms`,
        ],
      ],
    },
    {
      w: 4,
      make: (r) => [
        [
          0,
          "packager",
          "INFO",
          `[packager] wrote segment live-${r.pick(["sports-2", "news-1", "kids-3"])}/v${r.int(1, 6)}/seg_${r.int(10000, 99999)}.m4s (${r.int(1, 4)} MiB, ${r.int(4, 40)}ms)`,
        ],
      ],
    },
    {
      w: 2,
      make: (r) => [
        [
          0,
          "transcode-farm",
          "INFO",
          `job tj-${r.hex(6)} rung ${r.pick(["1080p@6000k", "720p@3500k", "540p@2000k", "360p@800k"])} done in ${r.int(20, 300)}s (speed ${r.int(1, 9)}.${r.int(0, 9)}x)`,
        ],
      ],
    },
    {
      w: 2,
      make: (r) => [
        [
          0,
          "catalog-svc",
          "INFO",
          `Completed 200 OK in ${ms(r, 8, 90)}ms (Views: ${ms(r, 1, 30)}.${r.int(0, 9)}ms | ActiveRecord: ${r.int(1, 20)}.${r.int(0, 9)}ms)`,
        ],
      ],
    },
    {
      w: 1.4,
      make: (r) => {
        const a = acct(r);
        return [
          [
            0,
            "entitlements",
            "WARN",
            `o.n.e.EntitlementController : entitlement refused account=${a} reason=SUBSCRIPTION_LAPSED`,
          ],
          [10, "drm-license", "INFO", `license refused account=${a}: entitlement denied (subscription lapsed)`],
          [18, "playback-api", "INFO", `POST /v2/license 403 ${ms(r, 12, 40)}ms device=${dev(r)} code=ENT-402`],
        ];
      },
    },
    {
      w: 0.6,
      make: (r) => [
        [
          0,
          "ssai-stitcher",
          "WARN",
          `VAST wrapper ${r.pick(["adsrv-one", "spotx-like", "pubmatic-vast"])} exceeded 1500ms, slot backfilled with house ad`,
        ],
      ],
    },
    {
      w: 0.5,
      make: (r) => [
        [
          0,
          "playback-api",
          "WARN",
          `upstream entitlements attempt 1 failed (ECONNRESET), retrying in ${r.int(20, 80)}ms`,
        ],
        [ms(r, 60, 140), "playback-api", "INFO", "upstream entitlements attempt 2 ok"],
      ],
    },
    {
      w: 0.4,
      make: (r) => [
        [0, "cdn-purger", "INFO", `purge batch ${r.hex(8)} accepted: ${r.int(3, 40)} paths, est. ${r.int(2, 9)}s`],
      ],
    },
  ],
  periodic: [
    {
      svc: "player-telemetry",
      every: 7000,
      level: "ERROR",
      msg: (r) => `c.n.t.BeaconIngest - rejected beacon from ${dev(r)}: unknown event type 'pip_enter' (schema v7)`,
    },
    { svc: "playback-api", every: 15000, level: "DEBUG", msg: () => "GET /healthz 200 1ms" },
    {
      svc: "drm-license",
      every: 20000,
      level: "INFO",
      msg: (r) => `key cache refresh: ${r.int(1200, 1400)} keys, 0 stale`,
    },
    {
      svc: "transcode-farm",
      every: 60000,
      level: "INFO",
      msg: (r) => `scheduler tick: queued=${r.int(2, 30)} running=${r.int(20, 48)} idle_nodes=${r.int(0, 6)}`,
    },
    {
      svc: "playback-api",
      every: 95000,
      level: "WARN",
      msg: () =>
        "(node:1) [DEP0170] DeprecationWarning: The URL redis://cache:6379,cache-2:6379 is invalid. Future versions of Node.js will throw an error.",
    },
    {
      svc: "entitlements",
      every: 30000,
      level: "INFO",
      msg: (r) => `o.n.e.PlanCache : refreshed plan cache (${r.int(40, 46)} plans)`,
    },
    {
      svc: "shield-cache",
      every: 45000,
      level: "INFO",
      msg: (r) =>
        `cache manager: disk usage ${r.int(61, 68)}% (${r.int(1400, 1600)}G of 2.4T), evicted ${r.int(200, 900)} objects`,
    },
  ],
  deploys: [
    (r) => [
      [
        0,
        "catalog-svc",
        "INFO",
        `Puma starting in cluster mode... * Version 6.4.2, codename: The Eagle of Durango (catalog-svc release ${r.int(300, 390)})`,
      ],
      [1800, "catalog-svc", "INFO", "- Worker 0 (PID: 31) booted in 1.41s, phase: 1"],
      [
        2600,
        "catalog-svc",
        "WARN",
        "DEPRECATION WARNING: `ActiveRecord::Base.legacy_connection_handling` is deprecated and will be removed from Rails 7.2",
      ],
    ],
    (r) => [
      [0, "transcode-farm", "INFO", `config reload: ladder profile set 'h265-uhd' updated (rev ${r.int(40, 90)})`],
      [300, "transcode-farm", "INFO", "config reload complete, 0 jobs affected"],
    ],
    (r) => [
      [0, "ssai-stitcher", "INFO", `rolling update: ssai-stitcher ${r.pick(["v3.8.1", "v3.8.2"])} pod 1/3 ready`],
      [20000, "ssai-stitcher", "INFO", "rolling update: pod 3/3 ready"],
    ],
  ],
};

const imp = (r: Rng) => `imp-${r.hex(10)}`;
const pub = (r: Rng) => r.pick(["pub-4412", "pub-1180", "pub-9921", "pub-3307", "pub-5150"]);
const dsp = (r: Rng) => r.pick(["dsp-brightline", "dsp-orca", "dsp-kestrel", "dsp-meridian", "dsp-tallow"]);
const camp = (r: Rng) => `cmp-${r.int(10000, 99999)}`;

const ads: Estate = {
  key: "ads",
  company: "Bidloom Exchange",
  namespace: "bidloom-rtb",
  traced: false,
  services: [
    { name: "bid-gateway" },
    { name: "auction-engine" },
    { name: "dsp-adapter" },
    { name: "budget-pacer" },
    { name: "consent-svc" },
    { name: "pixel-collector" },
    { name: "fraud-filter" },
    { name: "creative-scan" },
    { name: "report-rollup", optional: true },
    { name: "deal-desk", optional: true },
  ],
  flows: [
    {
      w: 12,
      make: (r) => {
        const n = r.int(2, 9);
        return [
          [
            0,
            "consent-svc",
            "DEBUG",
            `tcf v2.2 decoded cmp=${r.int(2, 400)} purposes=1,2,3,4,7 vendors=${r.int(80, 900)}`,
          ],
          [ms(r, 2, 8), "fraud-filter", "INFO", `ivt check req=${r.hex(8)} score=0.0${r.int(1, 9)} verdict=pass`],
          [
            ms(r, 70, 115),
            "auction-engine",
            "INFO",
            `auction ${imp(r)} pub=${pub(r)} bids=${n} clear=${r.int(0, 4)}.${r.int(10, 99)} floor=0.${r.int(20, 90)} second_price=true t=${r.int(2, 9)}ms`,
          ],
          [
            ms(r, 115, 135),
            "bid-gateway",
            "INFO",
            `POST /openrtb2/auction 200 ${ms(r, 80, 130)}ms pub=${pub(r)} imps=1`,
          ],
        ];
      },
    },
    {
      w: 5,
      make: (r) => [[0, "dsp-adapter", "WARN", `${dsp(r)} no response within tmax=100ms, bid dropped`]],
    },
    {
      w: 5,
      make: (r) => [[0, "dsp-adapter", "INFO", `${dsp(r)} responded 200 bids=${r.int(1, 3)} in ${ms(r, 30, 95)}ms`]],
    },
    {
      w: 3,
      make: (r) => [
        [0, "bid-gateway", "INFO", `POST /openrtb2/auction 204 ${ms(r, 90, 125)}ms pub=${pub(r)} imps=1 (no bids)`],
      ],
    },
    {
      w: 6,
      make: (r) => [
        [0, "pixel-collector", "INFO", `GET /px/imp?c=${camp(r)}&cb=${r.int(1e6, 9e6)} 204 ${r.int(0, 2)}ms`],
      ],
    },
    {
      w: 2,
      make: (r) => [
        [
          0,
          "budget-pacer",
          "INFO",
          `pacing ${camp(r)} spend=${r.int(100, 9000)}.${r.int(10, 99)} target=${r.int(100, 9000)}.00 ratio=0.${r.int(85, 99)} throttle=${r.int(0, 40)}%`,
        ],
      ],
    },
    {
      w: 1.5,
      make: (r) => [
        [
          0,
          "creative-scan",
          "INFO",
          `creative cr-${r.hex(6)} approved (adomain=${r.pick(["shoes.example", "bank.example", "cars.example", "travel.example"])}, ${r.int(1, 9)} landing pages checked)`,
        ],
      ],
    },
    {
      w: 1,
      make: (r) => [
        [
          0,
          "fraud-filter",
          "INFO",
          `ivt check req=${r.hex(8)} score=0.9${r.int(1, 9)} verdict=block reason=datacenter-ip asn=${r.int(10000, 60000)}`,
        ],
        [
          ms(r, 2, 6),
          "bid-gateway",
          "INFO",
          `POST /openrtb2/auction 204 ${ms(r, 3, 9)}ms pub=${pub(r)} imps=1 (filtered)`,
        ],
      ],
    },
    {
      w: 1,
      make: (r) => [
        [
          0,
          "deal-desk",
          "INFO",
          `Completed 200 OK in ${ms(r, 5, 40)}ms (ActiveRecord: ${r.int(1, 9)}.${r.int(0, 9)}ms | Allocations: ${r.int(900, 4000)})`,
        ],
      ],
    },
    {
      w: 0.4,
      make: (r) => [
        [0, "budget-pacer", "WARN", `redis GET pacing:${camp(r)} failed (ConnectionResetError), retry 1/3`],
        [ms(r, 30, 90), "budget-pacer", "INFO", "redis retry ok"],
      ],
    },
  ],
  periodic: [
    {
      svc: "consent-svc",
      every: 3500,
      level: "ERROR",
      msg: (r) => `invalid TC string from pub=${pub(r)}: Error: Invalid version: ${r.int(4, 9)}`,
    },
    { svc: "bid-gateway", every: 10000, level: "DEBUG", msg: () => "GET /healthz 200 0.2ms" },
    {
      svc: "auction-engine",
      every: 30000,
      level: "INFO",
      msg: (r) => `floor table refreshed: ${r.int(2000, 2100)} rules, ${r.int(300, 330)} publishers`,
    },
    {
      svc: "report-rollup",
      every: 60000,
      level: "INFO",
      msg: (r) => `rollup hour partition ok: ${r.int(2, 9)}.${r.int(0, 9)}M rows in ${r.int(8, 40)}s`,
    },
    {
      svc: "dsp-adapter",
      every: 120000,
      level: "WARN",
      msg: () => "c.b.d.OpenRtb25Mapper - OpenRTB 2.5 field 'regs.ext.gdpr' is deprecated, use 'regs.gdpr' (2.6)",
    },
    {
      svc: "fraud-filter",
      every: 40000,
      level: "INFO",
      msg: (r) => `blocklist sync: ${r.int(180000, 190000)} ips, ${r.int(10, 90)} added`,
    },
  ],
  deploys: [
    (r) => [
      [0, "deal-desk", "INFO", `=> Booting Puma (deal-desk ${r.pick(["2024.11.3", "2024.11.4"])})`],
      [900, "deal-desk", "INFO", "* Listening on http://0.0.0.0:3000"],
    ],
    (r) => [
      [0, "auction-engine", "INFO", `config watch: reloaded /etc/auction/bidder-weights.yaml (rev ${r.int(100, 400)})`],
    ],
    (r) => [
      [
        0,
        "creative-scan",
        "INFO",
        `Starting creative-scan worker v${r.int(5, 6)}.${r.int(0, 9)}.${r.int(0, 9)} (celery 5.3.6)`,
      ],
      [
        1500,
        "creative-scan",
        "WARN",
        "CPendingDeprecationWarning: The broker_connection_retry configuration setting will no longer determine whether broker connection retries are made during startup in Celery 6.0",
      ],
    ],
  ],
};

const cp = (r: Rng) => `NL*VLT*E${r.int(1000, 1400)}`;
const tag = (r: Rng) => r.hex(8).toUpperCase();

const ev: Estate = {
  key: "ev",
  company: "Voltaro Charging",
  namespace: "voltaro",
  traced: true,
  services: [
    { name: "ocpp-csms" },
    { name: "ocpi-hub" },
    { name: "charge-sessions" },
    { name: "tariff-svc" },
    { name: "payment-terminals" },
    { name: "driver-app-api" },
    { name: "billing-worker" },
    { name: "smart-charging" },
    { name: "vehicle-link", optional: true },
    { name: "notify-push", optional: true },
  ],
  flows: [
    {
      w: 10,
      make: (r) => [
        [
          0,
          "ocpp-csms",
          "DEBUG",
          `[${cp(r)}] CALL MeterValues connectorId=${r.int(1, 2)} Energy.Active.Import.Register=${r.int(1000, 90000)} Wh`,
        ],
      ],
    },
    {
      w: 6,
      make: (r) => [[0, "ocpp-csms", "DEBUG", `[${cp(r)}] CALL Heartbeat -> CALLRESULT currentTime set`]],
    },
    {
      w: 5,
      make: (r) => {
        const c = cp(r);
        const s = `CS-${r.int(100000, 999999)}`;
        return [
          [0, "driver-app-api", "INFO", `POST /v1/sessions/start 202 ${ms(r, 40, 180)}ms`],
          [ms(r, 20, 60), "ocpp-csms", "INFO", `[${c}] RemoteStartTransaction idTag=${tag(r)} -> Accepted`],
          [
            ms(r, 900, 3000),
            "ocpp-csms",
            "INFO",
            `[${c}] StartTransaction transactionId=${r.int(100000, 999999)} meterStart=${r.int(1000, 90000)}`,
          ],
          [
            ms(r, 3000, 3200),
            "charge-sessions",
            "INFO",
            `c.v.sessions.SessionService : session ${s} started at ${c} connector 1`,
          ],
          [
            ms(r, 3200, 3400),
            "tariff-svc",
            "INFO",
            `tariff resolved session=${s} tariff=${r.pick(["AC-STD-EUR", "DC-FAST-EUR", "AC-MEMBER-EUR"])} price_kwh=0.${r.int(39, 79)}`,
          ],
        ];
      },
    },
    {
      w: 3,
      make: (r) => {
        const c = cp(r);
        return [
          [
            0,
            "ocpp-csms",
            "INFO",
            `[${c}] StopTransaction transactionId=${r.int(100000, 999999)} meterStop=${r.int(1000, 90000)} reason=${r.pick(["EVDisconnected", "Local", "Remote"])}`,
          ],
          [
            ms(r, 100, 300),
            "charge-sessions",
            "INFO",
            `c.v.sessions.SessionService : session CS-${r.int(100000, 999999)} closed ${r.int(2, 70)}.${r.int(0, 9)} kWh`,
          ],
          [
            ms(r, 300, 600),
            "billing-worker",
            "INFO",
            `Task billing.tasks.rate_session[${r.hex(8)}-${r.hex(4)}] succeeded in ${r.int(0, 2)}.${r.int(10, 99)}s: 'ok'`,
          ],
        ];
      },
    },
    {
      w: 3,
      make: (r) => [
        [
          0,
          "payment-terminals",
          "INFO",
          `Pre-authorization approved terminal=T-${r.int(100, 400)} amount=EUR ${r.int(20, 60)}.00 scheme=${r.pick(["VISA", "MC", "MAESTRO"])}`,
        ],
      ],
    },
    {
      w: 1.2,
      make: (r) => [
        [
          0,
          "payment-terminals",
          "WARN",
          `Pre-authorization declined terminal=T-${r.int(100, 400)} response=${r.pick(["05 Do not honor", "51 Insufficient funds", "54 Expired card"])}`,
        ],
      ],
    },
    {
      w: 2,
      make: (r) => [
        [
          0,
          "ocpi-hub",
          "INFO",
          `Started PUT "/ocpi/cpo/2.2.1/sessions/NL/VLT/${r.int(100000, 999999)}" for 10.${r.int(0, 9)}.${r.int(0, 9)}.${r.int(1, 99)}`,
        ],
        [
          ms(r, 10, 60),
          "ocpi-hub",
          "INFO",
          `Completed 200 OK in ${ms(r, 10, 60)}ms (ActiveRecord: ${r.int(1, 9)}.${r.int(0, 9)}ms)`,
        ],
      ],
    },
    {
      w: 1,
      make: (r) => [
        [
          0,
          "ocpp-csms",
          "INFO",
          `[${cp(r)}] Authorize idTag=${tag(r)} -> ${r.pick(["Blocked", "Invalid", "Expired"])}`,
        ],
      ],
    },
    {
      w: 1,
      make: (r) => [
        [
          0,
          "vehicle-link",
          "INFO",
          `vehicle ${r.pick(["VW", "TSL", "BMW", "KIA"])}-${r.hex(6)} asleep, soc poll skipped (next in 15m)`,
        ],
      ],
    },
    {
      w: 0.7,
      make: (r) => {
        const c = cp(r);
        return [
          [0, "ocpp-csms", "WARN", `[${c}] websocket closed code=1006 (abnormal closure), charge point offline`],
          [
            ms(r, 40000, 90000),
            "ocpp-csms",
            "INFO",
            `[${c}] BootNotification vendor=${r.pick(["Alfen", "ABB", "Ekoenergetyka"])} fw=${r.int(4, 6)}.${r.int(0, 9)}.${r.int(0, 9)} -> Accepted interval=300`,
          ],
        ];
      },
    },
    {
      w: 1,
      make: (r) => [
        [
          0,
          "smart-charging",
          "INFO",
          `site ${r.pick(["AMS-ZUID", "UTR-CS", "RTM-WEST", "EHV-HTC"])} profile pushed: ${r.int(4, 24)} connectors, limit ${r.int(80, 400)} kW`,
        ],
      ],
    },
    {
      w: 0.5,
      make: (r) => [
        [
          0,
          "notify-push",
          "INFO",
          `[info] sent fcm message ${r.hex(10)} kind=session_${r.pick(["started", "finished"])}`,
        ],
      ],
    },
  ],
  periodic: [
    {
      svc: "payment-terminals",
      every: 9000,
      level: "ERROR",
      msg: () => "Terminal T-0117 heartbeat missed (offline since 2026-02-11T06:12:44Z), alert suppressed",
    },
    { svc: "driver-app-api", every: 12000, level: "DEBUG", msg: () => "GET /health 200 1ms" },
    {
      svc: "billing-worker",
      every: 60000,
      level: "INFO",
      msg: (r) => `beat: Scheduler: Sending due task export-cdrs (billing.tasks.export_cdrs) batch=${r.int(40, 200)}`,
    },
    {
      svc: "tariff-svc",
      every: 45000,
      level: "INFO",
      msg: (r) => `tariff cache refreshed: ${r.int(300, 320)} tariffs, etag ${r.hex(8)}`,
    },
    {
      svc: "charge-sessions",
      every: 150000,
      level: "WARN",
      msg: () =>
        "o.s.b.a.o.j.JpaBaseConfiguration : spring.jpa.open-in-view is enabled by default. Explicitly configure spring.jpa.open-in-view to disable this warning",
    },
    {
      svc: "ocpi-hub",
      every: 80000,
      level: "INFO",
      msg: (r) => `Performed OcpiPullLocationsJob from Async(default) in ${r.int(900, 3000)}ms`,
    },
  ],
  deploys: [
    (r) => [
      [
        0,
        "notify-push",
        "INFO",
        `[info] Running NotifyPush.Endpoint with cowboy 2.12.0 at :::4000 (http) rel ${r.int(80, 99)}`,
      ],
    ],
    (r) => [
      [
        0,
        "driver-app-api",
        "INFO",
        `server listening on :8080 (driver-app-api 7.${r.int(10, 20)}.${r.int(0, 9)}, node v20.11.1)`,
      ],
      [
        1200,
        "driver-app-api",
        "WARN",
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      ],
    ],
    (r) => [
      [
        0,
        "smart-charging",
        "INFO",
        `reloaded site limits from config map (rev ${r.int(10, 60)}), ${r.int(30, 40)} sites`,
      ],
    ],
  ],
};

const veh = (r: Rng) => `SC-${r.int(10000, 99999)}`;
const ride = (r: Rng) => `r_${r.hex(10)}`;

const mobility: Estate = {
  key: "mobility",
  company: "Kuro Mobility",
  namespace: "kuro-eu",
  traced: false,
  services: [
    { name: "rider-api" },
    { name: "dispatch" },
    { name: "pricing" },
    { name: "vehicle-gw" },
    { name: "lock-ctl" },
    { name: "trip-ledger" },
    { name: "payments" },
    { name: "geofence" },
    { name: "driver-api", optional: true },
    { name: "notify", optional: true },
  ],
  flows: [
    {
      w: 8,
      make: (r) => [
        [
          0,
          "vehicle-gw",
          "DEBUG",
          `telemetry ${veh(r)} bat=${r.int(15, 99)}% lat=52.${r.int(300000, 400000)} lon=4.${r.int(800000, 990000)} locked=${r.pick(["true", "false"])}`,
        ],
      ],
    },
    {
      w: 5,
      make: (r) => {
        const v = veh(r);
        return [
          [
            0,
            "pricing",
            "INFO",
            `quote zone=${r.pick(["AMS-C", "AMS-W", "AMS-N", "AMS-Z"])} unlock=1.00 per_min=0.${r.int(19, 35)} surge=1.${r.int(0, 4)}0`,
          ],
          [
            ms(r, 10, 40),
            "geofence",
            "INFO",
            `point-in-zone ${v} -> ${r.pick(["AMS-C", "AMS-W", "AMS-N"])} (rtree hits=${r.int(1, 4)}, ${r.int(20, 90)}us)`,
          ],
          [ms(r, 60, 120), "lock-ctl", "INFO", `unlock ${v} acked in ${r.int(300, 1400)}ms`],
          [
            ms(r, 120, 1500),
            "rider-api",
            "INFO",
            `method=POST path=/v3/rides status=201 duration=${ms(r, 300, 1600)} view=0.${r.int(1, 9)} db=${r.int(2, 9)}.${r.int(0, 9)}`,
          ],
          [ms(r, 1500, 1800), "trip-ledger", "INFO", `c.k.ledger.TripWriter : trip ${ride(r)} opened vehicle=${v}`],
        ];
      },
    },
    {
      w: 4,
      make: (r) => [
        [
          0,
          "rider-api",
          "INFO",
          `method=GET path=/v3/vehicles/nearby status=200 duration=${ms(r, 20, 120)} view=1.${r.int(1, 9)} db=0.0`,
        ],
      ],
    },
    {
      w: 3,
      make: (r) => [
        [
          0,
          "dispatch",
          "INFO",
          `matched ride ${ride(r)} driver=d_${r.hex(6)} eta=${r.int(2, 11)}m candidates=${r.int(1, 9)}`,
        ],
        [ms(r, 20, 80), "driver-api", "INFO", `offer delivered to d_${r.hex(6)} via ws (${r.int(10, 90)}ms)`],
      ],
    },
    {
      w: 2.5,
      make: (r) => [
        [
          0,
          "payments",
          "INFO",
          `Captured payment pi_${r.hex(12)} amount=EUR ${r.int(1, 25)}.${r.int(10, 99)} method=${r.pick(["card", "apple_pay", "google_pay", "wallet"])}`,
        ],
        [ms(r, 20, 60), "trip-ledger", "INFO", `c.k.ledger.TripWriter : trip ${ride(r)} settled`],
      ],
    },
    {
      w: 1,
      make: (r) => [
        [
          0,
          "payments",
          "WARN",
          `Payment declined pi_${r.hex(12)} code=card_declined decline_code=${r.pick(["insufficient_funds", "do_not_honor", "expired_card"])}`,
        ],
      ],
    },
    {
      w: 1,
      make: (r) => [
        [
          0,
          "dispatch",
          "INFO",
          `ride ${ride(r)} cancelled by rider after ${r.int(10, 300)}s (reason=${r.pick(["changed_mind", "eta_too_long", "none"])})`,
        ],
      ],
    },
    {
      w: 1.2,
      make: (r) => [
        [0, "vehicle-gw", "WARN", `${veh(r)} battery ${r.int(3, 12)}% below threshold, marked unavailable`],
      ],
    },
    {
      w: 1,
      make: (r) => [
        [
          0,
          "geofence",
          "WARN",
          `end-ride rejected ${veh(r)}: outside operating zone (${r.int(20, 400)}m from AMS-${r.pick(["C", "W", "N"])})`,
        ],
        [
          ms(r, 5, 30),
          "rider-api",
          "INFO",
          `method=POST path=/v3/rides/end status=422 duration=${ms(r, 30, 90)} error=out_of_zone`,
        ],
      ],
    },
    {
      w: 0.5,
      make: (r) => [
        [0, "lock-ctl", "WARN", `lock ${veh(r)} no ack within 4000ms, resending (attempt 2/3)`],
        [ms(r, 900, 2500), "lock-ctl", "INFO", "ack received on attempt 2"],
      ],
    },
    {
      w: 0.6,
      make: (r) => [[0, "notify", "INFO", `sms queued to +31 6 **** ${r.int(1000, 9999)} template=ride_receipt`]],
    },
  ],
  periodic: [
    {
      svc: "vehicle-gw",
      every: 5000,
      level: "ERROR",
      msg: (r) => `[error] malformed telemetry frame from ${veh(r)}: ** (CBOR.DecodeError) unexpected end of input`,
    },
    { svc: "rider-api", every: 10000, level: "DEBUG", msg: () => "method=GET path=/up status=200 duration=0.4" },
    {
      svc: "trip-ledger",
      every: 60000,
      level: "INFO",
      msg: (r) => `c.k.ledger.Reconciler : reconciled ${r.int(400, 900)} trips, 0 mismatches`,
    },
    {
      svc: "pricing",
      every: 30000,
      level: "INFO",
      msg: (r) => `surge model refreshed: ${r.int(18, 24)} zones, max multiplier 1.${r.int(2, 9)}`,
    },
    {
      svc: "payments",
      every: 110000,
      level: "WARN",
      msg: () =>
        "warn: Microsoft.AspNetCore.DataProtection.KeyManagement.XmlKeyManager[35] No XML encryptor configured. Key may be persisted to storage in unencrypted form.",
    },
    {
      svc: "geofence",
      every: 90000,
      level: "INFO",
      msg: (r) => `zone set v${r.int(300, 310)} active: 41 polygons, 7 no-parking, 3 slow-zones`,
    },
  ],
  deploys: [
    (r) => [[0, "notify", "INFO", `[info] Running Notify.Application rel 2024.${r.int(10, 12)}.${r.int(1, 28)}`]],
    (r) => [
      [0, "pricing", "INFO", `[INFO] Booting worker with pid: ${r.int(30, 90)}`],
      [400, "pricing", "INFO", "[INFO] Application startup complete."],
    ],
    (r) => [[0, "driver-api", "INFO", `driver-api 4.${r.int(1, 9)}.0 listening on 0.0.0.0:8080`]],
  ],
};

export const ESTATES: Record<EstateKey, Estate> = { media, ads, ev, mobility };
