// The four made-up florist estates of quiet121: services, runtimes, roles, request flows, jobs and the one noisy
// service each carries from the first minute.
import type { Ev, Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Runtime = "node" | "java" | "go" | "python" | "dotnet" | "ruby" | "cpp";
export type Role =
  | "gw"
  | "orders"
  | "relay"
  | "cutoff"
  | "driver"
  | "photos"
  | "cards"
  | "pay"
  | "notify"
  | "catalog"
  | "settle"
  | "address"
  | "stock"
  | "members";

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  /** correlation ids: key name, or null when the estate carries none */
  traceKey: string | null;
  services: Record<string, Runtime>;
  roles: Record<Role, string>;
  zones: string[];
  flows: ((r: Rng, t: number, id: string | undefined) => Ev[])[];
  noisy: (r: Rng, t: number) => Ev;
  jobs: { every: number; run: (r: Rng, t: number) => Ev[] }[];
}

export const e = (t: number, svc: string, level: Level, msg: string, trace?: string): Ev =>
  trace ? { t, svc, level, msg, trace } : { t, svc, level, msg };

const ord = (r: Rng, p: string) => `${p}${r.int(1000000, 9999999)}`;
const ip = (r: Rng) => `10.${r.int(40, 44)}.${r.int(0, 31)}.${r.int(2, 250)}`;
const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);

const petalwire: Estate = {
  key: "petalwire",
  company: "Petalwire",
  namespace: "petalwire-prod",
  traceKey: "trace_id",
  services: {
    "storefront-gw": "node",
    "order-relay": "java",
    "member-directory": "go",
    "zone-cutoff": "go",
    "card-printer-bridge": "python",
    "settlement-batch": "java",
    "florist-inbox": "ruby",
    "payments-gw": "dotnet",
    "catalog-api": "ruby",
    "pricing-fx": "go",
  },
  roles: {
    gw: "storefront-gw",
    orders: "order-relay",
    relay: "order-relay",
    cutoff: "zone-cutoff",
    driver: "florist-inbox",
    photos: "florist-inbox",
    cards: "card-printer-bridge",
    pay: "payments-gw",
    notify: "storefront-gw",
    catalog: "catalog-api",
    settle: "settlement-batch",
    address: "zone-cutoff",
    stock: "catalog-api",
    members: "member-directory",
  },
  zones: ["NYC-10", "NYC-11", "BKN-02", "CHI-03", "CHI-07", "ATL-01", "DAL-04", "SEA-02", "BOS-05", "PHX-01"],
  flows: [
    (r, t, id) => {
      const o = ord(r, "PW-");
      const z = r.pick(petalwire.zones);
      const shop = r.int(1000, 9999);
      const a = ms(r, 4, 18);
      const b = ms(r, 20, 90);
      return [
        e(
          t,
          "zone-cutoff",
          "info",
          `cutoff check zone=${z} local=${r.int(8, 13)}:${r.int(10, 59)} cutoff=14:00 same_day=true`,
          id,
        ),
        e(
          t + a,
          "member-directory",
          "info",
          `resolved filler for zone=${z}: shop=${shop} rank=${r.int(1, 4)} capacity_left=${r.int(3, 60)}`,
          id,
        ),
        e(
          t + a + b,
          "order-relay",
          "info",
          `Relayed order ${o} to member ${shop} via PWX/2.1 (ack in ${ms(r, 80, 600)} ms)`,
          id,
        ),
        e(t + a + b + ms(r, 5, 40), "storefront-gw", "info", `POST /v2/orders 201 ${a + b + ms(r, 30, 200)}ms`, id),
      ];
    },
    (r, t, id) => [
      e(
        t,
        "catalog-api",
        "info",
        `Completed 200 OK in ${ms(r, 8, 70)}ms (Views: ${ms(r, 2, 20)}.${r.int(0, 9)}ms | ActiveRecord: ${ms(r, 1, 15)}.${r.int(0, 9)}ms | Allocations: ${r.int(900, 9000)})`,
        id,
      ),
      e(
        t + ms(r, 10, 80),
        "storefront-gw",
        "info",
        `GET /v2/catalog/${r.pick(["roses", "mixed", "sympathy", "plants", "birthday"])} 200 ${ms(r, 15, 120)}ms`,
        id,
      ),
    ],
    (r, t, id) => {
      const amt = `${r.int(39, 189)}.${r.pick(["00", "95", "99", "50"])}`;
      return [
        e(t, "payments-gw", "info", `Authorised charge ${r.hex(8)} amount=${amt} USD psp=braintree`, id),
        e(
          t + ms(r, 1, 5),
          "payments-gw",
          "info",
          `Request finished HTTP/1.1 POST http://payments-gw/v1/charges - 200 - application/json ${ms(r, 90, 400)}.${r.int(1, 9)}ms`,
          id,
        ),
        e(t + ms(r, 10, 50), "storefront-gw", "info", `POST /v2/checkout/pay 200 ${ms(r, 120, 500)}ms`, id),
      ];
    },
    (r, t, id) => {
      const shop = r.int(1000, 9999);
      return [
        e(t, "florist-inbox", "info", `Started PATCH "/inbox/orders/${ord(r, "PW-")}/accept" for ${ip(r)}`, id),
        e(
          t + ms(r, 20, 90),
          "florist-inbox",
          "info",
          `member ${shop} accepted relayed order, promised ${r.pick(["11:00-14:00", "13:00-17:00", "15:00-19:00"])}`,
          id,
        ),
        e(t + ms(r, 100, 200), "order-relay", "info", `Order status ACCEPTED from member ${shop}`, id),
      ];
    },
    (r, t, id) => [
      e(
        t,
        "card-printer-bridge",
        "info",
        `card job ${r.hex(6)} printed at shop ${r.int(1000, 9999)} (${r.int(18, 240)} chars, font=script)`,
        id,
      ),
    ],
    (r, t, id) => [
      e(
        t,
        "pricing-fx",
        "info",
        `quote currency=${r.pick(["CAD", "GBP", "EUR", "MXN"])} rate=${(r.next() + 0.6).toFixed(4)} age=${r.int(1, 50)}s`,
        id,
      ),
    ],
  ],
  noisy: (r, t) =>
    e(
      t,
      "card-printer-bridge",
      "error",
      `printer shop-${r.pick(["2231", "4410", "0917"])}/zebra-1 unreachable (offline since 2026-01-29), card ${r.hex(6)} routed to manual print queue`,
    ),
  jobs: [
    {
      every: 60000,
      run: (r, t) => [
        e(
          t,
          "member-directory",
          "info",
          `refreshed shop hours cache: ${r.int(11800, 11950)} members, ${r.int(300, 900)} closed now`,
        ),
      ],
    },
    {
      every: 120000,
      run: (r, t) => [
        e(
          t,
          "settlement-batch",
          "info",
          `o.s.b.c.l.support.SimpleJobLauncher : Job: [SimpleJob: [name=relayFeeAccrual]] completed with the following parameters: [{run.id=${r.int(40000, 49999)}}] and the following status: [COMPLETED] in ${r.int(800, 4000)}ms`,
        ),
      ],
    },
    {
      every: 30000,
      run: (r, t) => [e(t, "pricing-fx", "info", `fx snapshot refreshed from ecb mirror (${r.int(30, 33)} pairs)`)],
    },
  ],
};

const bloomroute: Estate = {
  key: "bloomroute",
  company: "Bloomroute",
  namespace: "bloomroute",
  traceKey: null,
  services: {
    "driver-app-api": "node",
    "dispatch-planner": "python",
    "route-solver": "cpp",
    "pod-photos": "go",
    "courier-tracker": "node",
    "address-check": "python",
    "order-intake": "ruby",
    "photo-resizer": "python",
    "eta-notifier": "go",
  },
  roles: {
    gw: "order-intake",
    orders: "order-intake",
    relay: "dispatch-planner",
    cutoff: "order-intake",
    driver: "driver-app-api",
    photos: "pod-photos",
    cards: "order-intake",
    pay: "order-intake",
    notify: "eta-notifier",
    catalog: "order-intake",
    settle: "dispatch-planner",
    address: "address-check",
    stock: "dispatch-planner",
    members: "dispatch-planner",
  },
  zones: ["LDN-E1", "LDN-N4", "LDN-SW9", "LDN-W2", "MAN-M1", "MAN-M20", "BRS-BS1", "LDS-LS6"],
  flows: [
    (r, t) => {
      const d = r.int(100, 480);
      return [
        e(t, "driver-app-api", "info", `POST /v1/locations 204 ${ms(r, 3, 30)}ms driver=D${d}`),
        e(
          t + ms(r, 2, 20),
          "courier-tracker",
          "info",
          `position driver=D${d} lat=51.${r.int(40000, 59999)} lon=-0.${r.int(10000, 29999)} acc=${r.int(3, 25)}m`,
        ),
      ];
    },
    (r, t) => {
      const j = ord(r, "BR");
      return [
        e(t, "order-intake", "info", `Started POST "/api/v3/jobs" for ${ip(r)}`),
        e(
          t + ms(r, 10, 40),
          "address-check",
          "info",
          `${ip(r)}:${r.int(30000, 60000)} - "POST /validate HTTP/1.1" 200`,
        ),
        e(
          t + ms(r, 40, 120),
          "order-intake",
          "info",
          `job ${j} booked zone=${r.pick(bloomroute.zones)} slot=${r.pick(["10-13", "13-16", "16-19"])} stops=1`,
        ),
        e(
          t + ms(r, 120, 200),
          "order-intake",
          "info",
          `Completed 201 Created in ${ms(r, 60, 240)}ms (ActiveRecord: ${ms(r, 5, 30)}.${r.int(0, 9)}ms | Allocations: ${r.int(4000, 20000)})`,
        ),
      ];
    },
    (r, t) => {
      const d = r.int(100, 480);
      const sz = r.int(900, 3800);
      return [
        e(
          t,
          "pod-photos",
          "info",
          `stored proof-of-delivery photo job=${ord(r, "BR")} driver=D${d} bytes=${sz * 1000} dur=${ms(r, 40, 300)}ms`,
        ),
        e(t + ms(r, 5, 30), "driver-app-api", "info", `POST /v1/pod 201 ${ms(r, 80, 400)}ms driver=D${d}`),
        e(t + ms(r, 200, 900), "photo-resizer", "info", `thumb 320x240 written for pod/${r.hex(12)}.jpg`),
      ];
    },
    (r, t) => [
      e(
        t,
        "route-solver",
        "info",
        `[solver] batch ${r.pick(bloomroute.zones)}: ${r.int(8, 40)} stops, ${r.int(1, 5)} vans, cost=${r.int(9000, 40000)} solved in ${ms(r, 40, 900)}ms`,
      ),
      e(
        t + ms(r, 5, 40),
        "dispatch-planner",
        "info",
        `plan v${r.int(300, 999)} published for ${r.pick(bloomroute.zones)}`,
      ),
    ],
    (r, t) => [
      e(
        t,
        "eta-notifier",
        "info",
        `sent eta sms job=${ord(r, "BR")} window=${r.int(9, 17)}:00-${r.int(10, 19)}:00 provider=messagebird`,
      ),
    ],
    (r, t) => [e(t, "driver-app-api", "info", `GET /v1/manifest 200 ${ms(r, 10, 90)}ms driver=D${r.int(100, 480)}`)],
  ],
  noisy: (r, t) =>
    e(t, "photo-resizer", "error", `EXIF orientation missing in pod/${r.hex(12)}.jpg, assuming 1 (rotate skipped)`),
  jobs: [
    {
      every: 60000,
      run: (r, t) => [
        e(t, "dispatch-planner", "info", `replan tick: ${r.int(40, 200)} open jobs, ${r.int(20, 90)} drivers on shift`),
      ],
    },
    {
      every: 45000,
      run: (r, t) => [e(t, "courier-tracker", "info", `ws connections: ${r.int(150, 420)} drivers online`)],
    },
  ],
};

const stemco: Estate = {
  key: "stemco",
  company: "Stem & Co",
  namespace: "stemco-live",
  traceKey: "request_id",
  services: {
    "shop-web": "ruby",
    checkout: "java",
    "stock-ledger": "go",
    "substitution-engine": "python",
    "payments-adapter": "dotnet",
    "card-message": "node",
    "fulfil-router": "go",
    "promo-engine": "node",
    "search-api": "python",
    "email-sender": "python",
  },
  roles: {
    gw: "shop-web",
    orders: "checkout",
    relay: "fulfil-router",
    cutoff: "fulfil-router",
    driver: "fulfil-router",
    photos: "fulfil-router",
    cards: "card-message",
    pay: "payments-adapter",
    notify: "email-sender",
    catalog: "search-api",
    settle: "payments-adapter",
    address: "checkout",
    stock: "stock-ledger",
    members: "fulfil-router",
  },
  zones: ["SW1", "E14", "N1", "SE15", "BS8", "M4", "EH3", "LS1", "B15"],
  flows: [
    (r, t, id) => {
      const o = ord(r, "SC");
      const a = ms(r, 10, 40);
      return [
        e(t, "checkout", "info", `c.s.checkout.OrderController : creating order ${o} basket=${r.int(1, 4)} items`, id),
        e(
          t + a,
          "stock-ledger",
          "info",
          `reserve ok sku=BQ-${r.int(100, 480)} qty=1 depot=${r.pick(["LHR", "MAN", "BRS"])} dur=${ms(r, 2, 12)}ms`,
          id,
        ),
        e(
          t + a + 5,
          "payments-adapter",
          "info",
          `Adyen authorise ok pspReference=${r.int(10000000, 99999999)}${r.int(10000000, 99999999)} resultCode=Authorised`,
          id,
        ),
        e(
          t + a + ms(r, 300, 800),
          "checkout",
          "info",
          `c.s.checkout.OrderController : order ${o} placed, delivery ${r.pick(["today", "tomorrow"])} ${r.pick(stemco.zones)}`,
          id,
        ),
        e(
          t + a + ms(r, 810, 900),
          "shop-web",
          "info",
          `Completed 302 Found in ${ms(r, 400, 1100)}ms (ActiveRecord: ${ms(r, 3, 20)}.${r.int(0, 9)}ms | Allocations: ${r.int(8000, 30000)})`,
          id,
        ),
      ];
    },
    (r, t, id) => [
      e(
        t,
        "search-api",
        "info",
        `${ip(r)}:${r.int(30000, 60000)} - "GET /search?q=${r.pick(["roses", "peonies", "letterbox", "lilies", "plants"])} HTTP/1.1" 200`,
        id,
      ),
      e(
        t + ms(r, 10, 60),
        "shop-web",
        "info",
        `Completed 200 OK in ${ms(r, 30, 180)}ms (Views: ${ms(r, 10, 90)}.${r.int(0, 9)}ms | ActiveRecord: ${ms(r, 2, 30)}.${r.int(0, 9)}ms | Allocations: ${r.int(8000, 40000)})`,
        id,
      ),
    ],
    (r, t, id) => [
      e(
        t,
        "card-message",
        "info",
        `card rendered order=${ord(r, "SC")} chars=${r.int(10, 240)} template=${r.pick(["kraft", "linen", "valentine-red", "mum-floral"])} 200 ${ms(r, 20, 90)}ms`,
        id,
      ),
    ],
    (r, t, id) => [
      e(
        t,
        "fulfil-router",
        "info",
        `routed order=${ord(r, "SC")} to studio=${r.pick(["battersea", "salford", "leith", "digbeth"])} courier=${r.pick(["in-house", "dpd", "bloomroute"])}`,
        id,
      ),
    ],
    (r, t, id) => [e(t, "promo-engine", "info", `GET /promos/eligible 200 ${ms(r, 3, 25)}ms`, id)],
    (r, t, id) => [
      e(
        t,
        "substitution-engine",
        "info",
        `${ip(r)}:${r.int(30000, 60000)} - "POST /v1/substitutions/check HTTP/1.1" 200`,
        id,
      ),
      e(
        t + ms(r, 2, 15),
        "substitution-engine",
        "info",
        `basket ${r.hex(8)}: all stems available at ${r.pick(["battersea", "salford", "leith", "digbeth"])}, no substitution`,
        id,
      ),
    ],
  ],
  noisy: (r, t) =>
    e(t, "promo-engine", "error", `coupon lookup failed for code "undefined" (basket ${r.hex(8)}): not found`),
  jobs: [
    {
      every: 60000,
      run: (r, t) => [e(t, "stock-ledger", "info", `depot sync: ${r.int(300, 480)} skus, ${r.int(0, 9)} changed`)],
    },
    { every: 90000, run: (r, t) => [e(t, "email-sender", "info", `dispatch emails flushed: ${r.int(20, 300)} sent`)] },
  ],
};

const fleurnet: Estate = {
  key: "fleurnet",
  company: "Fleurnet Nordic",
  namespace: "fleurnet",
  traceKey: "traceId",
  services: {
    "member-portal": "dotnet",
    "relay-hub": "java",
    "wire-clearing": "java",
    "notify-sms": "python",
    "shop-pos-sync": "ruby",
    "fx-rates": "go",
    "order-desk": "node",
    "delivery-board": "go",
    "statement-pdf": "python",
  },
  roles: {
    gw: "order-desk",
    orders: "order-desk",
    relay: "relay-hub",
    cutoff: "order-desk",
    driver: "delivery-board",
    photos: "delivery-board",
    cards: "relay-hub",
    pay: "wire-clearing",
    notify: "notify-sms",
    catalog: "member-portal",
    settle: "wire-clearing",
    address: "order-desk",
    stock: "shop-pos-sync",
    members: "member-portal",
  },
  zones: ["SE-STO-1", "SE-GBG-2", "NO-OSL-1", "NO-BGO-1", "DK-CPH-3", "FI-HEL-1", "SE-MMA-1"],
  flows: [
    (r, t, id) => {
      const o = ord(r, "FN-");
      const m = r.int(100, 999);
      return [
        e(t, "order-desk", "info", `POST /api/orders 201 ${ms(r, 60, 300)}ms order=${o}`, id),
        e(
          t + ms(r, 20, 60),
          "relay-hub",
          "info",
          `Relayed ${o} to member SE${m} (${r.pick(fleurnet.zones)}) in ${ms(r, 40, 400)} ms`,
          id,
        ),
        e(
          t + ms(r, 100, 400),
          "notify-sms",
          "info",
          `sms queued to +46*****${r.int(100, 999)} kind=order_confirmed sid=SM${r.hex(32)}`,
          id,
        ),
      ];
    },
    (r, t, id) => [
      e(
        t,
        "member-portal",
        "info",
        `Request finished HTTP/1.1 GET https://portal.fleurnet.se/orders/inbox - 200 - text/html ${ms(r, 30, 300)}.${r.int(1, 9)}ms`,
        id,
      ),
    ],
    (r, t, id) => [
      e(
        t,
        "fx-rates",
        "info",
        `rate SEK/NOK=${(0.98 + r.next() * 0.05).toFixed(4)} SEK/DKK=${(0.64 + r.next() * 0.02).toFixed(4)} cached`,
        id,
      ),
      e(
        t + ms(r, 5, 20),
        "wire-clearing",
        "info",
        `n.f.clearing.FeeCalculator : wire fee ${r.int(12, 60)}.00 SEK booked for order ${ord(r, "FN-")}`,
        id,
      ),
    ],
    (r, t, id) => [
      e(
        t,
        "delivery-board",
        "info",
        `delivered order=${ord(r, "FN-")} member=NO${r.int(100, 999)} signed_by="${r.pick(["recipient", "neighbour", "reception"])}"`,
        id,
      ),
    ],
    (r, t, id) => [
      e(
        t,
        "statement-pdf",
        "info",
        `rendered statement member=SE${r.int(100, 999)} pages=${r.int(1, 6)} in ${ms(r, 100, 900)}ms`,
        id,
      ),
    ],
  ],
  noisy: (r, t) =>
    e(
      t,
      "shop-pos-sync",
      "error",
      `stock feed from member DK${r.pick(["214", "377", "509"])} rejected: CSV::MalformedCSVError Unclosed quoted field in line ${r.int(2, 90)}`,
    ),
  jobs: [
    {
      every: 60000,
      run: (r, t) => [
        e(t, "shop-pos-sync", "info", `pos sync round: ${r.int(380, 420)} members, ${r.int(2, 20)} feeds changed`),
      ],
    },
    {
      every: 120000,
      run: (r, t) => [
        e(
          t,
          "wire-clearing",
          "info",
          `n.f.clearing.SettlementScheduler : accrual run ${r.int(1000, 9999)} done, ${r.int(20, 300)} wires, 0 rejects`,
        ),
      ],
    },
  ],
};

export const ESTATES: Estate[] = [petalwire, bloomroute, stemco, fleurnet];

/** Per-runtime deprecation or startup warnings a service keeps printing. */
export const DEPRECATIONS: Record<Runtime, string[]> = {
  node: [
    "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
  ],
  java: [
    "o.h.e.j.e.i.JdbcEnvironmentInitiator : HHH000511: The 5.7.0 version for [org.hibernate.dialect.MySQLDialect] is no longer supported",
    "JpaBaseConfiguration$JpaWebConfiguration : spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering.",
  ],
  go: [
    "grpc: Dial is deprecated: use NewClient instead",
    "WARNING: proto: duplicate proto type registered: google.protobuf.Any",
  ],
  python: [
    "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC",
    "UserWarning: pkg_resources is deprecated as an API.",
  ],
  dotnet: [
    "Microsoft.AspNetCore.DataProtection.KeyManagement.XmlKeyManager[35] No XML encryptor configured. Key {5c1b6f0e-1d3a-4c35-9a52-0b6f1a0c9e21} may be persisted to storage in unencrypted form.",
  ],
  ruby: [
    "DEPRECATION WARNING: `to_s(:db)` is deprecated and will be removed from Rails 7.2 (use `to_fs(:db)` instead)",
  ],
  cpp: ["[warn] OR-Tools: parameter 'use_cp_sat' is deprecated, use 'use_cp_sat_lns'"],
};
