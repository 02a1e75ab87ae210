// The four made-up companies of quiet42: two hotel groups and two food-delivery marketplaces, each with its
// services (and their runtimes), request flows, health checks, periodic jobs and deprecation warnings.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Runtime } from "./traces.js";

/** One line of a request flow: offset from the request start in ms, service, level, message. */
export type Step = [number, string, Level, string];

export interface Estate {
  key: string;
  company: string;
  domain: "hotel" | "delivery";
  ns: string;
  /** request / trace ids carried across services */
  traced: boolean;
  svcs: Record<string, Runtime>;
  /** noise roles -> service */
  roles: Record<string, string>;
  flows: ((r: Rng) => Step[])[];
  /** periodic jobs: [every seconds, service, message] */
  jobs: [number, string, (r: Rng) => [Level, string]][];
  deprecations: [string, string][];
}

const ms = (r: Rng, lo: number, hi: number) => r.i(lo, hi);
const pad = (n: number) => String(n).padStart(2, "0");
const day = (r: Rng) => `2026-12-${pad(r.i(1, 28))}`;
const card = (r: Rng) => String(r.i(1000, 9999));

export function health(rt: Runtime, svc: string, r: Rng): string {
  const ip = `10.${r.i(20, 40)}.${r.i(0, 15)}.${r.i(2, 250)}`;
  switch (rt) {
    case "java":
      return `GET /actuator/health/readiness 200 ${r.i(1, 6)}ms "kube-probe/1.29"`;
    case "go":
      return `http: GET /healthz 200 ${r.i(90, 900)}µs remote=${ip}:${r.i(30000, 60000)}`;
    case "node":
      return `GET /health 200 ${r.f(0.4, 3).toFixed(3)} ms - 15`;
    case "python":
      return `${ip} - - "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"`;
    case "dotnet":
      return `Request finished HTTP/1.1 GET http://${svc}:8080/health - 200 - text/plain ${r.f(0.3, 2).toFixed(4)}ms`;
    case "ruby":
      return `method=GET path=/up format=html status=200 duration=${r.f(0.5, 3).toFixed(2)} view=0.00 db=0.00`;
    default:
      return `probe /status ok (${r.i(40, 400)}us)`;
  }
}

const LARKSPUR: Estate = {
  key: "larkspur",
  company: "Larkspur Hotels",
  domain: "hotel",
  ns: "larkspur-prod",
  traced: true,
  svcs: {
    "guest-api": "node",
    "cres-core": "java",
    "pms-bridge": "java",
    "channel-hub": "node",
    "booking-engine": "ruby",
    "cof-vault": "dotnet",
    "keycard-svc": "python",
    "night-audit": "java",
    "rate-engine": "go",
    "guest-mailer": "python",
  },
  roles: {
    gw: "guest-api",
    cres: "cres-core",
    pms: "pms-bridge",
    channel: "channel-hub",
    booking: "booking-engine",
    card: "cof-vault",
    keys: "keycard-svc",
    audit: "night-audit",
    rates: "rate-engine",
    notify: "guest-mailer",
  },
  flows: [
    (r) => {
      const h = `LH${r.i(101, 148)}`;
      return [
        [
          0,
          "guest-api",
          "info",
          `GET /v2/availability?hotel=${h}&arrive=${day(r)}&nights=${r.i(1, 6)} 200 ${ms(r, 60, 420)} ms`,
        ],
        [
          ms(r, 3, 12),
          "cres-core",
          "info",
          `availability hotel=${h} roomTypes=${r.i(6, 18)} offers=${r.i(8, 40)} took=${ms(r, 8, 60)}ms`,
        ],
        [
          ms(r, 5, 20),
          "rate-engine",
          "info",
          `priced ${r.i(8, 40)} offers for ${h} plans=[BAR,AAA,PKG-BRKF] in ${ms(r, 1, 9)}ms`,
        ],
      ];
    },
    (r) => {
      const res = `LK${r.i(1000000, 9999999)}`;
      const h = `LH${r.i(101, 148)}`;
      return [
        [0, "booking-engine", "info", `Started POST "/book/${h}/confirm" for 10.31.${r.i(0, 9)}.${r.i(2, 250)}`],
        [ms(r, 20, 60), "cof-vault", "info", `Tokenized card ****${card(r)} for ${res} (network token issued)`],
        [ms(r, 60, 200), "cres-core", "info", `reservation ${res} created hotel=${h} status=CONFIRMED channel=WEB`],
        [ms(r, 200, 400), "pms-bridge", "info", `OPERA OXI: pushed ${res} to ${h}, ack in ${ms(r, 90, 600)}ms`],
        [
          ms(r, 300, 700),
          "booking-engine",
          "info",
          `Completed 302 Found in ${ms(r, 300, 900)}ms (ActiveRecord: ${r.f(3, 40).toFixed(1)}ms)`,
        ],
        [ms(r, 500, 1500), "guest-mailer", "info", `sent confirmation ${res} via SES messageId=0102${r.hex(12)}`],
      ];
    },
    (r) => {
      const room = `${r.i(2, 14)}${pad(r.i(1, 40))}`;
      const h = `LH${r.i(101, 148)}`;
      return [
        [0, "pms-bridge", "info", `check-in ${h} room ${room} guest profile ${r.i(100000, 999999)} business date ok`],
        [
          ms(r, 30, 120),
          "cof-vault",
          "info",
          `pre-authorization ${r.i(100, 900)}.00 USD approved for ****${card(r)} (auth code ${r.hex(6).toUpperCase()})`,
        ],
        [
          ms(r, 200, 900),
          "keycard-svc",
          "info",
          `encoded ${r.i(1, 3)} key(s) for ${h}/${room} on encoder ENC-${h}-FD${r.i(1, 3)}`,
        ],
      ];
    },
    (r) => [
      [
        0,
        "channel-hub",
        "info",
        `ARI push to ${r.p(["booking.com", "expedia", "agoda", "hotelbeds"])} hotel LH${r.i(101, 148)} accepted (${r.i(4, 90)} messages, ${ms(r, 40, 400)}ms)`,
      ],
    ],
    (r) => [
      [0, "guest-api", "info", `GET /v2/stays/${r.hex(8)} 200 ${ms(r, 20, 140)} ms`],
      [ms(r, 2, 10), "cres-core", "info", `reservation lookup by confirmation took=${ms(r, 2, 20)}ms`],
    ],
  ],
  jobs: [
    [30, "rate-engine", (r) => ["info", `BAR recompute for ${r.i(30, 48)} hotels finished in ${r.i(200, 1900)}ms`]],
    [60, "channel-hub", (r) => ["info", `ARI delta scan: ${r.i(10, 400)} changes queued for ${r.i(3, 6)} channels`]],
    [45, "guest-mailer", (r) => ["info", `mail queue depth ${r.i(0, 30)}, sent last minute ${r.i(20, 200)}`]],
    [120, "night-audit", (r) => ["info", `audit scheduler idle, next run for ${r.i(3, 12)} properties at 03:00 local`]],
  ],
  deprecations: [
    [
      "guest-api",
      "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
    ],
    [
      "booking-engine",
      "DEPRECATION WARNING: `ActiveRecord::Base.default_timezone` is deprecated and will be removed in Rails 7.2.",
    ],
  ],
};

const MERIDEL: Estate = {
  key: "meridel",
  company: "Meridel Resorts",
  domain: "hotel",
  ns: "meridel",
  traced: false,
  svcs: {
    "stay-gateway": "go",
    reservations: "java",
    "ari-publisher": "go",
    "ota-connector": "java",
    "payments-cof": "dotnet",
    "lock-encoder": "cpp",
    "folio-service": "python",
    housekeeping: "ruby",
    loyalty: "node",
  },
  roles: {
    gw: "stay-gateway",
    cres: "reservations",
    pms: "reservations",
    channel: "ota-connector",
    booking: "stay-gateway",
    card: "payments-cof",
    keys: "lock-encoder",
    audit: "folio-service",
    rates: "ari-publisher",
    notify: "loyalty",
  },
  flows: [
    (r) => [
      [
        0,
        "stay-gateway",
        "info",
        `method=GET path=/api/rooms/search status=200 dur=${ms(r, 40, 500)}ms resort=MR-${r.i(10, 29)}`,
      ],
      [
        ms(r, 3, 15),
        "reservations",
        "info",
        `Availability search resort=MR-${r.i(10, 29)} from=${day(r)} rooms=${r.i(1, 3)} results=${r.i(0, 30)}`,
      ],
    ],
    (r) => {
      const res = `MR-${r.i(100000, 999999)}`;
      return [
        [0, "stay-gateway", "info", `method=POST path=/api/bookings status=201 dur=${ms(r, 300, 1400)}ms`],
        [
          ms(r, 20, 100),
          "payments-cof",
          "info",
          `Card-on-file token created for booking ${res} brand=${r.p(["visa", "mc", "amex"])} last4=${card(r)}`,
        ],
        [ms(r, 100, 300), "reservations", "info", `Booking ${res} confirmed, ${r.i(1, 9)} nights, guarantee=CC`],
        [
          ms(r, 300, 900),
          "loyalty",
          "info",
          `member ${r.i(1000000, 9999999)} accrued ${r.i(200, 4000)} pts for ${res}`,
        ],
      ];
    },
    (r) => {
      const room = `${r.i(1, 9)}${pad(r.i(1, 60))}`;
      return [
        [
          0,
          "folio-service",
          "info",
          `folio ${r.i(300000, 399999)} room ${room}: posted ${r.p(["ROOM", "F&B", "SPA", "PARKING", "MINIBAR"])} ${r.f(8, 600).toFixed(2)} EUR`,
        ],
        [
          ms(r, 10, 80),
          "housekeeping",
          "info",
          `room ${room} status ${r.p(["DIRTY->CLEAN", "CLEAN->INSPECTED", "OCCUPIED->DIRTY"])} by attendant ${r.i(100, 999)}`,
        ],
      ];
    },
    (r) => [
      [
        0,
        "lock-encoder",
        "info",
        `[encoder] issued ${r.i(1, 2)} credential(s) room ${r.i(1, 9)}${pad(r.i(1, 60))} mobile=${r.p(["false", "true"])} slot=${r.i(1, 4)}`,
      ],
    ],
    (r) => {
      const ch = r.p(["Booking.com", "Expedia", "Trip.com", "Airbnb"]);
      return [
        [
          0,
          "ari-publisher",
          "info",
          `published ARI batch resort=MR-${r.i(10, 29)} updates=${r.i(5, 200)} to ota-connector`,
        ],
        [
          ms(r, 20, 120),
          "ota-connector",
          "info",
          `${ch} ARI update OK (${r.i(5, 200)} rate/avail messages, ${ms(r, 80, 700)} ms)`,
        ],
      ];
    },
  ],
  jobs: [
    [
      20,
      "ota-connector",
      (r) => [
        "info",
        `Polled Booking.com reservations feed: ${r.i(0, 12)} new, ${r.i(0, 4)} modified, ${r.i(0, 2)} cancelled`,
      ],
    ],
    [
      60,
      "housekeeping",
      (r) => ["info", `board refresh: ${r.i(40, 220)} rooms, ${r.i(0, 30)} dirty, ${r.i(0, 12)} out of order`],
    ],
    [90, "loyalty", (r) => ["info", `tier recalculation batch ${r.i(1, 400)} done (${r.i(500, 2000)} members)`]],
  ],
  deprecations: [
    [
      "reservations",
      "org.hibernate.orm.deprecation - HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
    ],
    [
      "loyalty",
      "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    ],
  ],
};

const BASKETO: Estate = {
  key: "basketo",
  company: "Basketo",
  domain: "delivery",
  ns: "basketo-prod",
  traced: true,
  svcs: {
    "order-api": "node",
    "menu-sync": "python",
    "order-injector": "go",
    dispatch: "java",
    "eta-service": "python",
    checkout: "ruby",
    refunds: "java",
    "geo-lookup": "go",
    "promo-engine": "node",
    "push-notify": "dotnet",
  },
  roles: {
    gw: "order-api",
    menu: "menu-sync",
    inject: "order-injector",
    dispatch: "dispatch",
    eta: "eta-service",
    checkout: "checkout",
    refund: "refunds",
    geo: "geo-lookup",
    promo: "promo-engine",
    notify: "push-notify",
  },
  flows: [
    (r) => {
      const o = `ord_${r.hex(10)}`;
      const st = `st_${r.i(1000, 9999)}`;
      return [
        [0, "checkout", "info", `Completed 200 OK in ${ms(r, 180, 900)}ms | order=${o} psp=adyen result=Authorised`],
        [
          ms(r, 5, 40),
          "promo-engine",
          "info",
          `applied promo ${r.p(["NONE", "FREEDEL", "WELCOME10", "LUNCH5"])} to ${o} discount=${r.i(0, 6)}.${r.p(["00", "50"])}`,
        ],
        [ms(r, 100, 400), "order-api", "info", `POST /v3/orders 201 ${ms(r, 300, 1200)} ms order=${o}`],
        [
          ms(r, 300, 700),
          "order-injector",
          "info",
          `injected order=${o} store=${st} pos=${r.p(["toast", "square", "lightspeed", "tablet"])} ack_ms=${ms(r, 200, 3000)}`,
        ],
        [
          ms(r, 800, 1500),
          "dispatch",
          "info",
          `Offer created for ${o} -> courier c_${r.i(10000, 99999)} (score ${r.f(0.5, 1).toFixed(2)})`,
        ],
        [
          ms(r, 900, 1700),
          "eta-service",
          "info",
          `eta order=${o} prep=${r.i(6, 25)}m drive=${r.i(4, 30)}m total=${r.i(15, 55)}m model=v${r.i(41, 43)}`,
        ],
      ];
    },
    (r) => [
      [
        0,
        "order-api",
        "info",
        `GET /v3/stores/nearby?lat=52.${r.i(30000, 39999)}&lng=4.${r.i(80000, 99999)} 200 ${ms(r, 30, 300)} ms`,
      ],
      [ms(r, 2, 15), "geo-lookup", "info", `reverse geocode cache=hit cell=8a1f${r.hex(8)} took=${ms(r, 1, 5)}ms`],
    ],
    (r) => [
      [0, "order-api", "info", `GET /v3/orders/ord_${r.hex(10)}/track 200 ${ms(r, 10, 90)} ms`],
      [ms(r, 2, 10), "eta-service", "info", `eta refresh courier=c_${r.i(10000, 99999)} remaining=${r.i(1, 25)}m`],
    ],
    (r) => [
      [
        0,
        "dispatch",
        "info",
        `Courier c_${r.i(10000, 99999)} picked up ord_${r.hex(10)} at st_${r.i(1000, 9999)} (wait ${r.i(0, 600)}s)`,
      ],
      [
        ms(r, 50, 300),
        "push-notify",
        "info",
        `Sent ${r.p(["ORDER_PICKED_UP", "COURIER_NEARBY", "ORDER_DELIVERED"])} to ${r.p(["apns", "fcm"])} device batch of 1`,
      ],
    ],
  ],
  jobs: [
    [
      30,
      "menu-sync",
      (r) => [
        "info",
        `menu sync cycle: ${r.i(40, 300)} stores checked, ${r.i(0, 25)} menus updated, ${r.i(0, 400)} items changed`,
      ],
    ],
    [
      15,
      "dispatch",
      (r) => [
        "info",
        `Dispatch tick: ${r.i(20, 200)} open orders, ${r.i(30, 400)} online couriers, matched ${r.i(5, 60)}`,
      ],
    ],
    [
      60,
      "refunds",
      (r) => ["info", `Auto-refund sweep processed ${r.i(0, 25)} requests, ${r.i(0, 5)} sent to manual review`],
    ],
  ],
  deprecations: [
    [
      "order-api",
      "(node:1) [DEP0170] DeprecationWarning: The URL http://order-api:8080/v2/cart is invalid. Future versions of Node.js will throw an error.",
    ],
    [
      "eta-service",
      "/usr/local/lib/python3.11/site-packages/sklearn/base.py:376: InconsistentVersionWarning: Trying to unpickle estimator GradientBoostingRegressor from version 1.2.2 when using version 1.3.2.",
    ],
  ],
};

const PLATEWISE: Estate = {
  key: "platewise",
  company: "Platewise",
  domain: "delivery",
  ns: "platewise",
  traced: false,
  svcs: {
    "edge-gw": "go",
    storefront: "node",
    "menu-ingest": "python",
    "pos-relay": "dotnet",
    "courier-match": "java",
    "eta-predictor": "python",
    "pay-orchestrator": "go",
    "refund-worker": "ruby",
    "address-svc": "java",
  },
  roles: {
    gw: "edge-gw",
    menu: "menu-ingest",
    inject: "pos-relay",
    dispatch: "courier-match",
    eta: "eta-predictor",
    checkout: "pay-orchestrator",
    refund: "refund-worker",
    geo: "address-svc",
    promo: "storefront",
    notify: "storefront",
  },
  flows: [
    (r) => {
      const o = `PW${r.i(10000000, 99999999)}`;
      return [
        [0, "edge-gw", "info", `"POST /api/checkout HTTP/2.0" 200 ${r.i(300, 2000)}B ${ms(r, 400, 1500)}ms`],
        [
          ms(r, 10, 60),
          "pay-orchestrator",
          "info",
          `payment authorized order=${o} psp=stripe pi=pi_3Q${r.hex(14)} amount=${r.i(12, 80)}.${pad(r.i(0, 99))}`,
        ],
        [
          ms(r, 100, 300),
          "pos-relay",
          "info",
          `Order ${o} delivered to POS for restaurant ${r.i(2000, 8999)} in ${ms(r, 150, 2500)}ms`,
        ],
        [
          ms(r, 400, 1200),
          "courier-match",
          "info",
          `matched order ${o} to courier ${r.i(200000, 299999)} eta_pickup=${r.i(3, 18)}m batch=${r.p(["single", "stacked"])}`,
        ],
        [
          ms(r, 500, 1300),
          "eta-predictor",
          "info",
          `predicted delivery for ${o}: ${r.i(18, 52)} min (p90 ${r.i(25, 70)})`,
        ],
      ];
    },
    (r) => [
      [
        0,
        "edge-gw",
        "info",
        `"GET /api/restaurants?near=${r.hex(6)} HTTP/2.0" 200 ${r.i(4000, 40000)}B ${ms(r, 30, 250)}ms`,
      ],
      [
        ms(r, 2, 12),
        "storefront",
        "info",
        `render restaurant list: ${r.i(10, 80)} results, ${r.i(0, 9)} paused (${ms(r, 10, 90)}ms)`,
      ],
    ],
    (r) => [
      [0, "storefront", "info", `GET /r/${r.i(2000, 8999)}/menu 200 ${ms(r, 20, 200)} ms`],
      [
        ms(r, 1, 8),
        "address-svc",
        "info",
        `address validated: postcode ${r.i(1000, 1109)}${r.p(["AB", "CK", "DX", "GE"])} in delivery zone ${r.i(1, 30)}`,
      ],
    ],
    (r) => [
      [
        0,
        "courier-match",
        "info",
        `courier ${r.i(200000, 299999)} delivered order PW${r.i(10000000, 99999999)} (${r.i(8, 40)} min door-to-door)`,
      ],
      [ms(r, 40, 300), "pay-orchestrator", "info", `captured pi_3Q${r.hex(14)} tip=${r.i(0, 6)}.00`],
    ],
  ],
  jobs: [
    [
      20,
      "menu-ingest",
      (r) => ["info", `ingested ${r.i(2, 40)} menu payloads from POS webhooks (${r.i(20, 900)} items)`],
    ],
    [
      10,
      "courier-match",
      (r) => [
        "info",
        `matching round: ${r.i(10, 150)} orders, ${r.i(20, 300)} couriers, ${r.i(5, 90)} assigned in ${r.i(20, 400)}ms`,
      ],
    ],
    [
      60,
      "refund-worker",
      (r) => ["info", `[Sidekiq] RefundSweepJob JID-${r.hex(12)} done: ${r.i(0, 30)} refunds issued`],
    ],
  ],
  deprecations: [
    [
      "courier-match",
      "o.s.b.c.p.m.PropertiesMigrationListener - The use of configuration keys that have been renamed was found in the environment: Property 'spring.redis.host' is deprecated, use 'spring.data.redis.host' instead",
    ],
    [
      "refund-worker",
      "DEPRECATION: `Sidekiq::Worker` is deprecated, use `Sidekiq::Job` instead (called from app/jobs/refund_sweep_job.rb:3)",
    ],
  ],
};

export const ESTATES: Estate[] = [LARKSPUR, MERIDEL, BASKETO, PLATEWISE];
