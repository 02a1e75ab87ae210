// Four made-up toy and board game sellers: their services, runtimes, normal traffic, jobs and one chronic complaint.
import type { Level } from "./event.js";
import { hex, int, pick, type Rng } from "./rng.js";
import type { Runtime } from "./traces.js";

export type Role =
  | "gw"
  | "auth"
  | "order"
  | "pay"
  | "pledge"
  | "wms"
  | "ship"
  | "comply"
  | "listing"
  | "gift"
  | "loyalty"
  | "notify";
/** One line of a request: service, level, message, ms after the previous step. */
export type Step = [string, Level, string, number];
export interface Job {
  svc: string;
  every: number;
  msg: (r: Rng) => string;
  level?: Level;
}
export interface Estate {
  key: string;
  traced: boolean;
  svcs: Array<[string, Runtime]>;
  roles: Record<Role, string>;
  flows: Array<[number, (r: Rng) => Step[]]>;
  jobs: Job[];
  chronic: Job;
}

const ms = (r: Rng, a = 8, b = 240) => int(r, a, b);
const money = (r: Rng, a: number, b: number) => (int(r, a * 100, b * 100) / 100).toFixed(2);
const SKUS = ["CATAN-5E", "WINGSPAN-EU", "AZUL-SD", "TICKET-EUR", "GLOOMH-2", "CARC-3", "PANDEMIC-L", "DIXIT-OD"];
const TOYS = ["60312", "42151", "10311", "76419", "31140", "HOTW-5785", "PLAY-71428", "BRIO-33052", "SYLV-5747"];
const zone = (r: Rng) => pick(r, ["EU-1", "EU-2", "UK", "US-E", "US-W", "CA", "AU"]);

const meeple: Estate = {
  key: "meeple",
  traced: true,
  svcs: [
    ["mh-storefront", "node"],
    ["mh-accounts", "node"],
    ["preorder-svc", "java"],
    ["pledge-manager", "ruby"],
    ["payments-bridge", "java"],
    ["fulfil-orchestrator", "go"],
    ["pickpack-wms", "java"],
    ["compliance-check", "python"],
    ["listing-sync", "python"],
    ["rewards-ledger", "dotnet"],
    ["notify-mailer", "node"],
  ],
  roles: {
    gw: "mh-storefront",
    auth: "mh-accounts",
    order: "preorder-svc",
    pay: "payments-bridge",
    pledge: "pledge-manager",
    wms: "pickpack-wms",
    ship: "fulfil-orchestrator",
    comply: "compliance-check",
    listing: "listing-sync",
    gift: "rewards-ledger",
    loyalty: "rewards-ledger",
    notify: "notify-mailer",
  },
  flows: [
    [5, (r) => [["mh-storefront", "info", `GET /api/catalog/${pick(r, SKUS)} 200 ${ms(r)}ms`, 0]]],
    [
      3,
      (r) => {
        const po = `PO-${int(r, 100000, 999999)}`;
        const sku = pick(r, SKUS);
        return [
          ["mh-storefront", "info", `POST /api/preorders 201 ${ms(r, 90, 600)}ms`, 0],
          [
            "preorder-svc",
            "info",
            `Preorder ${po} reserved ${int(r, 1, 3)}x ${sku} for wave W${int(r, 10, 19)} (allocation ${int(r, 100, 1400)}/1500)`,
            ms(r, 5, 40),
          ],
          [
            "payments-bridge",
            "info",
            `Authorization approved psp_ref=${hex(r, 16)} amount=${money(r, 30, 180)} EUR 3ds=frictionless`,
            ms(r, 60, 400),
          ],
          [
            "compliance-check",
            "info",
            `age rule EN71 passed for ${sku} (min_age=${pick(r, [8, 10, 12, 14])})`,
            ms(r, 5, 30),
          ],
          ["notify-mailer", "info", `queued template preorder_confirmation for ${po}`, ms(r, 10, 50)],
        ];
      },
    ],
    [
      2,
      (r) => [
        [
          "pledge-manager",
          "info",
          `Backer #${int(r, 10000, 99999)} completed survey: ${int(r, 0, 4)} add-ons, ship zone ${zone(r)}`,
          0,
        ],
        [
          "pledge-manager",
          "info",
          `Completed 200 OK in ${ms(r, 20, 300)}ms (Views: ${ms(r, 2, 40)}.1ms | ActiveRecord: ${ms(r, 1, 30)}.4ms)`,
          ms(r, 5, 40),
        ],
      ],
    ],
    [
      2,
      (r) => [
        [
          "pickpack-wms",
          "info",
          `PickTask PT-${int(r, 10000, 99999)} completed by picker ${int(r, 1, 40)} in ${int(r, 20, 140)}s (${int(r, 1, 6)} lines)`,
          0,
        ],
        [
          "fulfil-orchestrator",
          "info",
          `shipment SH-${hex(r, 8)} labelled carrier=${pick(r, ["dhl", "ups", "gls", "royalmail"])} zone=${zone(r)}`,
          ms(r, 30, 300),
        ],
      ],
    ],
    [
      2,
      (r) => [
        ["mh-storefront", "info", `GET /api/account/rewards 200 ${ms(r)}ms`, 0],
        ["mh-accounts", "info", `session refreshed uid=${int(r, 100000, 999999)}`, ms(r, 2, 20)],
        [
          "rewards-ledger",
          "info",
          `Balance read for member M${int(r, 100000, 999999)}: ${int(r, 0, 9000)} pts, ${int(r, 0, 3)} gift cards`,
          ms(r, 3, 30),
        ],
      ],
    ],
    [
      1,
      (r) => [
        [
          "listing-sync",
          "info",
          `synced ${int(r, 20, 200)} listings to ${pick(r, ["bol.com", "amazon-de", "ebay-uk"])} in ${ms(r, 300, 3000)}ms`,
          0,
        ],
      ],
    ],
  ],
  jobs: [
    { svc: "mh-storefront", every: 10, msg: () => "GET /healthz 200 1ms" },
    {
      svc: "fulfil-orchestrator",
      every: 30,
      msg: (r) => `allocator tick: ${int(r, 0, 40)} pledges waiting stock, ${int(r, 0, 12)} released`,
    },
    {
      svc: "pickpack-wms",
      every: 45,
      msg: (r) => `Wave planner: ${int(r, 40, 300)} open picks, ${int(r, 5, 30)} pickers on shift`,
    },
    { svc: "rewards-ledger", every: 60, msg: (r) => `Outbox relay published ${int(r, 0, 80)} events` },
  ],
  chronic: {
    svc: "listing-sync",
    every: 20,
    level: "error",
    msg: (r) =>
      `ebay-uk: listing ${int(r, 100000000, 999999999)} rejected: ItemSpecifics 'Brand' missing (code 21919303), skipping`,
  },
};

const brickle: Estate = {
  key: "brickle",
  traced: false,
  svcs: [
    ["bk-edge", "go"],
    ["bk-login", "python"],
    ["bk-cart", "node"],
    ["bk-pay", "go"],
    ["bk-stock", "go"],
    ["bk-pick", "go"],
    ["bk-safety-rules", "python"],
    ["bk-market-feed", "python"],
    ["bk-giftcards", "ruby"],
    ["bk-mailer", "python"],
  ],
  roles: {
    gw: "bk-edge",
    auth: "bk-login",
    order: "bk-cart",
    pay: "bk-pay",
    pledge: "bk-cart",
    wms: "bk-pick",
    ship: "bk-stock",
    comply: "bk-safety-rules",
    listing: "bk-market-feed",
    gift: "bk-giftcards",
    loyalty: "bk-giftcards",
    notify: "bk-mailer",
  },
  flows: [
    [
      6,
      (r) => [
        [
          "bk-edge",
          "info",
          `"GET /toys/${pick(r, TOYS)} HTTP/1.1" 200 ${int(r, 3000, 90000)} rt=0.0${int(r, 10, 99)} upstream=bk-cart`,
          0,
        ],
      ],
    ],
    [
      3,
      (r) => {
        const sku = pick(r, TOYS);
        return [
          ["bk-edge", "info", `"POST /basket/items HTTP/1.1" 200 412 rt=0.${int(r, 40, 300)} upstream=bk-cart`, 0],
          [
            "bk-cart",
            "info",
            `basket b_${hex(r, 6)} add sku=${sku} qty=${int(r, 1, 2)} items=${int(r, 1, 7)}`,
            ms(r, 2, 20),
          ],
          [
            "bk-stock",
            "info",
            `soft-reserve sku=${sku} store=${pick(r, ["WH-LEEDS", "WH-DERBY", "ST-0412"])} remaining=${int(r, 0, 400)}`,
            ms(r, 3, 30),
          ],
          [
            "bk-safety-rules",
            "info",
            `sku ${sku}: age ${pick(r, ["3+", "6+", "8+", "14+"])}, UKCA ok, small-parts label required`,
            ms(r, 2, 15),
          ],
        ];
      },
    ],
    [
      2,
      (r) => [
        ["bk-edge", "info", `"POST /checkout HTTP/1.1" 200 880 rt=0.${int(r, 300, 900)} upstream=bk-cart`, 0],
        [
          "bk-pay",
          "info",
          `charge ch_${hex(r, 14)} succeeded amount=${int(r, 999, 19999)} currency=gbp`,
          ms(r, 200, 700),
        ],
        ["bk-cart", "info", `order BK${int(r, 1000000, 9999999)} placed lines=${int(r, 1, 5)}`, ms(r, 5, 30)],
        [
          "bk-mailer",
          "info",
          `smtp: 250 2.0.0 Ok: queued as ${hex(r, 10).toUpperCase()} (order_confirmation)`,
          ms(r, 20, 200),
        ],
      ],
    ],
    [
      2,
      (r) => [
        ["bk-pick", "info", `tote T-${int(r, 1000, 9999)} packed ${int(r, 1, 6)} items station P${int(r, 1, 12)}`, 0],
        [
          "bk-stock",
          "info",
          `committed movement ${hex(r, 8)} bin ${pick(r, [..."ABCDEF"])}-${int(r, 1, 40)}-${int(r, 1, 5)} -> dispatch`,
          ms(r, 10, 80),
        ],
      ],
    ],
    [
      1,
      (r) => [
        ["bk-giftcards", "info", `Started POST "/v1/cards/balance" for 10.42.${int(r, 0, 9)}.${int(r, 2, 250)}`, 0],
        [
          "bk-giftcards",
          "info",
          `Completed 200 OK in ${ms(r, 5, 60)}ms (ActiveRecord: ${ms(r, 1, 9)}.2ms)`,
          ms(r, 5, 60),
        ],
      ],
    ],
    [
      1,
      (r) => [
        [
          "bk-login",
          "info",
          `user ${int(r, 1000, 99999)} signed in (method=password, remember=${pick(r, ["yes", "no"])})`,
          0,
        ],
      ],
    ],
  ],
  jobs: [
    { svc: "bk-edge", every: 5, msg: () => `"GET /ready HTTP/1.1" 200 2 rt=0.001 upstream=local` },
    {
      svc: "bk-market-feed",
      every: 40,
      msg: (r) => `feed push amazon-uk: ${int(r, 50, 500)} offers accepted, 0 rejected`,
    },
    {
      svc: "bk-pick",
      every: 60,
      msg: (r) => `wave ${int(r, 2000, 2999)} released: ${int(r, 30, 200)} picks across ${int(r, 3, 9)} zones`,
    },
  ],
  chronic: {
    svc: "bk-safety-rules",
    every: 25,
    level: "warn",
    msg: (r) =>
      `sku ${int(r, 70000, 79999)} has no test report on file (supplier upload pending); falling back to supplier declaration`,
  },
};

const tinker: Estate = {
  key: "tinker",
  traced: true,
  svcs: [
    ["tt_web", "node"],
    ["tt_identity", "dotnet"],
    ["tt_checkout", "dotnet"],
    ["tt_giftcards", "dotnet"],
    ["tt_loyalty", "dotnet"],
    ["tt_sellers", "python"],
    ["tt_safety", "java"],
    ["tt_wms", "java"],
    ["tt_preorders", "java"],
    ["tt_notify", "go"],
  ],
  roles: {
    gw: "tt_web",
    auth: "tt_identity",
    order: "tt_checkout",
    pay: "tt_checkout",
    pledge: "tt_preorders",
    wms: "tt_wms",
    ship: "tt_wms",
    comply: "tt_safety",
    listing: "tt_sellers",
    gift: "tt_giftcards",
    loyalty: "tt_loyalty",
    notify: "tt_notify",
  },
  flows: [
    [
      5,
      (r) => [
        [
          "tt_web",
          "info",
          `${pick(r, ["GET /shop", "GET /c/puzzles", "GET /c/plush", "GET /p/" + int(r, 1000, 9999)])} -> 200 (${ms(r)} ms)`,
          0,
        ],
      ],
    ],
    [
      3,
      (r) => [
        ["tt_web", "info", `POST /checkout/submit -> 200 (${ms(r, 200, 900)} ms)`, 0],
        [
          "tt_checkout",
          "info",
          `Request starting HTTP/1.1 POST http://tt_checkout/orders - application/json ${int(r, 300, 2000)}`,
          ms(r, 2, 10),
        ],
        [
          "tt_giftcards",
          "info",
          `Applied gift card ****${int(r, 1000, 9999)} amount ${money(r, 5, 50)} USD, remaining ${money(r, 0, 80)}`,
          ms(r, 10, 80),
        ],
        ["tt_loyalty", "info", `Accrued ${int(r, 10, 400)} Tinker Stars for member ${hex(r, 8)}`, ms(r, 5, 40)],
        [
          "tt_checkout",
          "info",
          `Request finished HTTP/1.1 POST http://tt_checkout/orders - 201 - application/json ${ms(r, 100, 700)}.${int(r, 1000, 9999)}ms`,
          ms(r, 20, 200),
        ],
        [
          "tt_notify",
          "info",
          `push sent kind=order_placed device=${pick(r, ["ios", "android", "web"])}`,
          ms(r, 10, 90),
        ],
      ],
    ],
    [
      2,
      (r) => [
        [
          "tt_sellers",
          "info",
          `seller ${int(r, 100, 4000)} updated ${int(r, 1, 60)} listings (${int(r, 0, 5)} price changes)`,
          0,
        ],
        [
          "tt_safety",
          "info",
          `Listing L${int(r, 100000, 999999)} cleared: ASTM F963 cert on file, age grade ${pick(r, ["0-3", "3+", "5+", "8+"])}`,
          ms(r, 20, 200),
        ],
      ],
    ],
    [
      2,
      (r) => [
        [
          "tt_wms",
          "info",
          `Pack station ${int(r, 1, 20)} closed carton CTN${int(r, 100000, 999999)} weight=${int(r, 200, 4000)}g`,
          0,
        ],
        ["tt_notify", "info", `email sent kind=shipped provider=ses id=${hex(r, 12)}`, ms(r, 50, 300)],
      ],
    ],
    [
      1,
      (r) => [
        [
          "tt_preorders",
          "info",
          `Pre-order window OPEN for listing L${int(r, 100000, 999999)}, ${int(r, 10, 900)} reservations`,
          0,
        ],
      ],
    ],
    [1, (r) => [["tt_identity", "info", `Token issued for client tt-web sub=${hex(r, 10)} grant=refresh_token`, 0]]],
  ],
  jobs: [
    { svc: "tt_web", every: 15, msg: () => "GET /api/health -> 200 (1 ms)" },
    {
      svc: "tt_loyalty",
      every: 60,
      msg: (r) => `Tier recalculation batch done: ${int(r, 100, 800)} members evaluated`,
    },
    { svc: "tt_wms", every: 30, msg: (r) => `Replenishment scan: ${int(r, 0, 14)} locations below min` },
  ],
  chronic: {
    svc: "tt_identity",
    every: 30,
    level: "warn",
    msg: () =>
      "Microsoft.AspNetCore.DataProtection.KeyManagement.XmlKeyManager: No XML encryptor configured. Key {1e2a...} may be persisted to storage in unencrypted form.",
  },
};

const dice: Estate = {
  key: "dice",
  traced: false,
  svcs: [
    ["gateway", "go"],
    ["auth", "node"],
    ["orders", "ruby"],
    ["pledges", "ruby"],
    ["payments", "ruby"],
    ["warehouse", "python"],
    ["labels", "node"],
    ["age-gate", "python"],
    ["marketplace", "python"],
    ["vouchers", "ruby"],
    ["mailer", "node"],
    ["scheduler", "python"],
  ],
  roles: {
    gw: "gateway",
    auth: "auth",
    order: "orders",
    pay: "payments",
    pledge: "pledges",
    wms: "warehouse",
    ship: "labels",
    comply: "age-gate",
    listing: "marketplace",
    gift: "vouchers",
    loyalty: "vouchers",
    notify: "mailer",
  },
  flows: [
    [
      5,
      (r) => [
        [
          "gateway",
          "info",
          `method=GET path=/games/${pick(r, SKUS).toLowerCase()} status=200 dur=${ms(r)}ms bytes=${int(r, 2000, 60000)}`,
          0,
        ],
      ],
    ],
    [
      3,
      (r) => {
        const id = int(r, 50000, 99999);
        return [
          [
            "gateway",
            "info",
            `method=POST path=/orders status=201 dur=${ms(r, 200, 900)}ms bytes=${int(r, 300, 900)}`,
            0,
          ],
          [
            "orders",
            "info",
            `Order ${id} created (${int(r, 1, 4)} items, total ${money(r, 20, 200)} EUR)`,
            ms(r, 5, 30),
          ],
          [
            "payments",
            "info",
            `Charge succeeded for order ${id}: pl_ch_${hex(r, 12)} (${pick(r, ["visa", "mastercard", "ideal", "paypal"])})`,
            ms(r, 150, 600),
          ],
          ["age-gate", "info", `order ${id}: no age-restricted lines`, ms(r, 5, 20)],
          ["mailer", "info", `sent order_received to order ${id} via smtp (250 OK)`, ms(r, 20, 200)],
        ];
      },
    ],
    [
      2,
      (r) => [
        [
          "pledges",
          "info",
          `Pledge ${int(r, 1000, 20000)} locked for fulfilment (campaign ${pick(r, ["KS-FROSTHAVEN", "GF-SKYTEAR", "KS-ETHNOS-2", "BK-OATH"])})`,
          0,
        ],
        ["warehouse", "info", `allocated pledge box to lane ${int(r, 1, 8)}, ${int(r, 1, 9)} SKUs`, ms(r, 10, 100)],
        [
          "labels",
          "info",
          `label generated ${pick(r, ["postnl", "dpd", "ups"])} 3S${hex(r, 12).toUpperCase()} (${int(r, 40, 160)} KB pdf)`,
          ms(r, 50, 300),
        ],
      ],
    ],
    [1, (r) => [["marketplace", "info", `board-game-geek market: ${int(r, 1, 40)} listings refreshed`, 0]]],
    [
      1,
      (r) => [
        [
          "vouchers",
          "info",
          `Voucher ${pick(r, ["GIFT", "LOYAL", "XMAS"])}-${hex(r, 6).toUpperCase()} checked: balance ${money(r, 0, 100)} EUR`,
          0,
        ],
      ],
    ],
    [
      1,
      (r) => [
        ["auth", "info", `login ok account=${int(r, 10000, 99999)} ip=${int(r, 20, 220)}.${int(r, 0, 255)}.x.x`, 0],
      ],
    ],
  ],
  jobs: [
    { svc: "gateway", every: 10, msg: () => "method=GET path=/livez status=200 dur=0ms bytes=2" },
    { svc: "scheduler", every: 60, msg: (r) => `ran job stock_snapshot in ${int(r, 400, 3000)}ms` },
    { svc: "warehouse", every: 45, msg: (r) => `lane occupancy: ${int(r, 20, 95)}%` },
  ],
  chronic: {
    svc: "mailer",
    every: 35,
    level: "error",
    msg: (r) =>
      `smtp 550 5.1.1 <${pick(r, ["old", "kid", "gamer", "backer"])}${int(r, 1, 999)}@${pick(r, ["hotmial.com", "gmial.com", "yaho.com"])}>: Recipient address rejected: User unknown`,
  },
};

export const ESTATES: Estate[] = [meeple, brickle, tinker, dice];
