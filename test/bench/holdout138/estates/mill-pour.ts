// Mill & Pour: a coffee-and-bakery chain. A Go API gateway and identity service, Node orders / kitchen
// display / notifications, .NET payments and gift cards, Python loyalty (FastAPI on uvicorn, MongoDB), Ruby
// menu (Rack) and e-receipts (Sidekiq), and the shared Redis whose server log is shipped. Request ids on most
// app lines.
import { clf, ev, money, redisTime } from "../kit.js";
import type { Ctx, Estate, Ev, Flow, Level, Ticker } from "../types.js";

export const GW = "mp-gateway";
export const ORDERS = "mp-orders";
export const KDS = "mp-kds";
export const PAYMENTS = "mp-payments";
export const GIFTCARDS = "mp-giftcards";
export const LOYALTY = "mp-loyalty";
export const MENU = "mp-menu";
export const RECEIPTS = "mp-receipts";
export const NOTIFY = "mp-notify";
export const AUTH = "mp-auth";
export const REDIS = "mp-redis";

const STORES = [
  "MP-LDN-014",
  "MP-LDN-021",
  "MP-LDN-002",
  "MP-MAN-003",
  "MP-MAN-009",
  "MP-BRS-002",
  "MP-BRS-005",
  "MP-LDS-007",
  "MP-EDI-001",
  "MP-BHM-004",
];
const CLIENTS = ["MillPour-iOS/7.2.1", "MillPour-iOS/7.1.9", "MillPour-Android/7.2.0", "mp-web/2026.05.2"];

export const mpStore = (c: Ctx) => c.r.pick(STORES);
export const ord = (c: Ctx) => `ord_${c.r.mixed(10)}`;
export const mem = (c: Ctx) => `m_${c.r.int(1000000, 9999999)}`;
export const gc = (c: Ctx) => `GC-••••${c.r.int(1000, 9999)}`;
export const email = (c: Ctx) =>
  `${c.r.pick("abcdefghjklmnprstw".split(""))}•••@${c.r.pick(["gmail.com", "outlook.com", "icloud.com", "hotmail.co.uk", "yahoo.co.uk"])}`;
export const phone = (c: Ctx) => `+44•••••${c.r.int(1000, 9999)}`;

/** The gateway's request line: 5xx at ERROR, 4xx at WARN. */
export function gw(
  c: Ctx,
  t: number,
  method: string,
  path: string,
  status: number,
  ms: number,
  upstream: string,
  id: string | undefined,
  err?: string,
): Ev {
  const level: Level = status >= 500 ? "ERROR" : status >= 400 ? "WARN" : "INFO";
  return ev(
    t,
    GW,
    level,
    `${method} ${path} ${status} ${ms}ms upstream=${upstream} client=${c.r.pick(CLIENTS)}${err ? ` err="${err}"` : ""}`,
    { id },
  );
}

/** Rack CommonLogger line of mp-menu. */
export function rack(c: Ctx, t: number, path: string, status: number, secs: number, id?: string): Ev {
  return ev(
    t,
    MENU,
    "INFO",
    `10.8.${c.r.int(0, 7)}.${c.r.int(2, 250)} - - [${clf(t)}] "GET ${path} HTTP/1.1" ${status} ${status === 200 ? c.r.int(9000, 30000) : c.r.int(20, 200)} ${secs.toFixed(4)}`,
    { id },
  );
}

/** uvicorn access line of mp-loyalty. */
export function uvicorn(c: Ctx, t: number, method: string, path: string, status: number, id?: string): Ev {
  const reason: Record<number, string> = {
    200: "OK",
    201: "Created",
    404: "Not Found",
    500: "Internal Server Error",
    503: "Service Unavailable",
  };
  return ev(
    t,
    LOYALTY,
    "INFO",
    `10.8.${c.r.int(0, 7)}.${c.r.int(2, 250)}:${c.r.int(30000, 60000)} - "${method} ${path} HTTP/1.1" ${status} ${reason[status] ?? ""}`.trim(),
    { id },
  );
}

export function kdsTicket(c: Ctx, t: number, o: string, s: string, id?: string): Ev {
  return ev(t, KDS, "INFO", `ticket ${o} routed to ${c.r.pick(["bar", "bar,oven", "bar,pastry", "oven"])} @${s}`, {
    id,
  });
}

const orderFlow: Flow = {
  name: "order",
  weight: 3,
  run: (c, t, id) => {
    const r = c.r;
    const o = ord(c);
    const s = mpStore(c);
    const total = money(c, 2.8, 22);
    let x = t + r.int(3, 10);
    const out: Ev[] = [
      ev(x, ORDERS, "INFO", `order ${o} accepted store=${s} items=${r.int(1, 5)} total=${total} GBP`, { id }),
    ];
    x += r.int(200, 900);
    if (r.chance(0.05)) {
      const why = r.pick(["do_not_honour", "insufficient_funds", "card_velocity_exceeded"]);
      out.push(
        ev(
          x,
          PAYMENTS,
          "INFO",
          `Declined ${total} GBP card=${r.pick(["visa", "mastercard", "amex"])}••${r.int(1000, 9999)} reason=${why}`,
          { id },
        ),
      );
      out.push(ev(x + 6, ORDERS, "WARN", `order ${o} payment declined (${why})`, { id }));
      out.push(gw(c, x + 9, "POST", "/v1/orders", 402, x + 9 - t, ORDERS, id));
      return out;
    }
    out.push(
      ev(
        x,
        PAYMENTS,
        "INFO",
        `Authorised ${total} GBP card=${r.pick(["visa", "mastercard", "amex", "applepay"])}••${r.int(1000, 9999)} processor_ref=tp_${r.mixed(16)} in ${r.int(180, 900)}ms`,
        { id },
      ),
    );
    x += r.int(5, 30);
    out.push(
      ev(x, ORDERS, "DEBUG", `produced order.placed partition=${r.int(0, 11)} offset=${r.int(1800000, 1900000)}`, {
        id,
      }),
    );
    out.push(gw(c, x + 3, "POST", "/v1/orders", 201, x + 3 - t, ORDERS, id));
    out.push(kdsTicket(c, x + r.int(40, 300), o, s, id));
    out.push(
      ev(x + r.int(50, 400), LOYALTY, "INFO", `accrued ${Math.round(Number(total))} pts member=${mem(c)} order=${o}`, {
        id,
      }),
    );
    return out;
  },
};

const menuFlow: Flow = {
  name: "menu",
  weight: 3,
  run: (c, t, id) => {
    const s = mpStore(c);
    const ms = c.r.int(4, 50);
    return [
      rack(c, t + ms - 1, `/menu/${s}`, 200, (ms - 1) / 1000, id),
      gw(c, t + ms, "GET", `/v1/menu/${s}`, 200, ms, MENU, id),
    ];
  },
};

const loginFlow: Flow = {
  name: "login",
  weight: 1,
  run: (c, t, id) => {
    const r = c.r;
    const p = phone(c);
    const out: Ev[] = [
      ev(t + r.int(80, 400), AUTH, "INFO", `otp sent to ${p} via sms provider=twilio sid=SM${r.hex(32)}`, { id }),
      gw(c, t + r.int(401, 600), "POST", "/v1/auth/otp", 202, r.int(401, 600), AUTH, id),
    ];
    const v = t + r.int(15, 60) * 1000;
    const vid = c.estate.newId(r);
    if (r.chance(0.1)) {
      out.push(
        ev(v, AUTH, "INFO", `otp verify failed for ${p}: code mismatch (attempt ${r.int(1, 4)}/5)`, { id: vid }),
      );
      out.push(gw(c, v + 3, "POST", "/v1/auth/verify", 401, r.int(5, 20), AUTH, vid));
    } else {
      out.push(
        ev(v, AUTH, "INFO", `token issued sub=${mem(c)} aud=mp-app iss=https://auth.millandpour.com exp=3600s`, {
          id: vid,
        }),
      );
      out.push(gw(c, v + 3, "POST", "/v1/auth/verify", 200, r.int(5, 20), AUTH, vid));
    }
    return out;
  },
};

const refreshFlow: Flow = {
  name: "refresh",
  weight: 0.6,
  run: (c, t, id) => {
    const r = c.r;
    if (r.chance(0.12))
      return [
        ev(t + 4, AUTH, "INFO", `refresh rejected sub=${mem(c)}: invalid_grant (refresh token expired)`, { id }),
        gw(c, t + 6, "POST", "/v1/auth/refresh", 401, 6, AUTH, id),
      ];
    return [
      ev(
        t + 4,
        AUTH,
        "INFO",
        `token issued sub=${mem(c)} aud=mp-app iss=https://auth.millandpour.com exp=3600s (refresh)`,
        { id },
      ),
      gw(c, t + 6, "POST", "/v1/auth/refresh", 200, 6, AUTH, id),
    ];
  },
};

const giftFlow: Flow = {
  name: "giftcard",
  weight: 0.7,
  run: (c, t, id) => {
    const r = c.r;
    const ms = r.int(15, 80);
    if (r.chance(0.08))
      return [
        ev(t + ms - 2, GIFTCARDS, "INFO", `Gift card ${gc(c)} not found`, { id }),
        gw(c, t + ms, "GET", "/v1/giftcards/balance", 404, ms, GIFTCARDS, id),
      ];
    if (r.chance(0.3))
      return [
        ev(
          t + ms - 2,
          GIFTCARDS,
          "INFO",
          `Redeemed ${money(c, 1, 12)} GBP from ${gc(c)}, remaining ${money(c, 0, 40)} GBP program=${r.pick(["CORE", "CORE", "XMAS25"])}`,
          { id },
        ),
        gw(c, t + ms, "POST", "/v1/giftcards/redeem", 200, ms, GIFTCARDS, id),
      ];
    return [
      ev(t + ms - 2, GIFTCARDS, "INFO", `Balance ${gc(c)} = ${money(c, 0, 60)} GBP`, { id }),
      gw(c, t + ms, "GET", "/v1/giftcards/balance", 200, ms, GIFTCARDS, id),
    ];
  },
};

const receiptFlow: Flow = {
  name: "receipt",
  weight: 1.5,
  run: (c, t, id) => {
    const r = c.r;
    const o = ord(c);
    const jid = r.hex(24);
    const secs = r.float(0.2, 0.9);
    return [
      ev(t, RECEIPTS, "INFO", `ReceiptPdfJob JID-${jid} INFO: start`, { id }),
      ev(
        t + secs * 900,
        RECEIPTS,
        "INFO",
        `uploaded s3://mp-receipts-prod/${new Date(t).toISOString().slice(0, 10).replace(/-/g, "/")}/${o}.pdf (${r.int(30, 80)} KB)`,
        { id },
      ),
      ev(t + secs * 1000, RECEIPTS, "INFO", `ReceiptPdfJob JID-${jid} INFO: done: ${secs.toFixed(3)} sec`, { id }),
      ev(
        t + secs * 1000 + r.int(50, 400),
        NOTIFY,
        "INFO",
        `email queued receipt ${o} to ${email(c)} (ses message id 0102018f${r.hex(8)}-${r.hex(8)}-000000)`,
        { id },
      ),
    ];
  },
};

const kdsFlow: Flow = {
  name: "kds",
  weight: 2,
  run: (c, t) => {
    const r = c.r;
    return [
      ev(
        t,
        KDS,
        "INFO",
        `station ${r.pick(["bar", "bar", "oven", "pastry"])}@${mpStore(c)} bumped ticket ${ord(c)} after ${r.int(1, 7)}m${r.int(10, 59)}s`,
      ),
    ];
  },
};

const loyaltyFlow: Flow = {
  name: "loyalty",
  weight: 1.2,
  run: (c, t, id) => {
    const ms = c.r.int(8, 60);
    return [
      uvicorn(c, t + ms - 2, "GET", `/members/${mem(c)}/summary`, 200, id),
      gw(c, t + ms, "GET", "/v1/loyalty/me", 200, ms, LOYALTY, id),
    ];
  },
};

function redisSave(c: Ctx, t: number): Ev[] {
  const pid = c.r.int(1000, 9000);
  return [
    ev(t, REDIS, "INFO", `1:M ${redisTime(t)} * ${c.r.int(100, 900)} changes in 300 seconds. Saving...`),
    ev(t + 2, REDIS, "INFO", `1:M ${redisTime(t + 2)} * Background saving started by pid ${pid}`),
    ev(t + 610, REDIS, "INFO", `${pid}:C ${redisTime(t + 610)} * DB saved on disk`),
    ev(
      t + 611,
      REDIS,
      "INFO",
      `${pid}:C ${redisTime(t + 611)} * Fork CoW for RDB: current ${c.r.int(1, 6)} MB, peak ${c.r.int(6, 9)} MB, average ${c.r.int(1, 4)} MB`,
    ),
    ev(t + 700, REDIS, "INFO", `1:M ${redisTime(t + 700)} * Background saving terminated with success`),
  ];
}

const tickers: Ticker[] = [
  { svc: REDIS, every: 300, run: redisSave },
  {
    svc: KDS,
    every: 30,
    run: (c, t) => [ev(t, KDS, "INFO", `${c.r.int(405, 420)} stations connected, ${c.r.int(0, 4)} reconnecting`)],
  },
  { svc: GW, every: 60, run: (_c, t) => [ev(t, GW, "INFO", "upstream health: 10/10 healthy")] },
  { svc: LOYALTY, every: 15, run: (c, t) => [uvicorn(c, t, "GET", "/healthz", 200)] },
  {
    svc: RECEIPTS,
    every: 60,
    run: (c, t) => [
      ev(
        t,
        RECEIPTS,
        "INFO",
        `Sidekiq stats: processed=${c.r.int(180000, 190000)} failed=${c.r.int(400, 420)} busy=${c.r.int(0, 4)} enqueued=${c.r.int(0, 9)} retries=${c.r.int(0, 3)}`,
      ),
    ],
  },
  { svc: ORDERS, every: 10, run: (c, t) => [ev(t, ORDERS, "DEBUG", `GET /health 200 ${c.r.int(0, 2)}ms`)] },
];

const chronic: Ticker[] = [
  {
    svc: LOYALTY,
    every: 22,
    poisson: true,
    run: (c, t) => [
      ev(t, LOYALTY, "ERROR", `CRM sync failed for member ${mem(c)}: 409 Conflict (duplicate email), skipped`),
    ],
  },
  {
    svc: NOTIFY,
    every: 35,
    poisson: true,
    run: (c, t) => [
      ev(
        t,
        NOTIFY,
        "ERROR",
        `bounce for ${email(c)}: 550 5.1.1 The email account that you tried to reach does not exist`,
      ),
    ],
  },
  {
    svc: KDS,
    every: 30,
    poisson: true,
    run: (_c, t) => [ev(t, KDS, "ERROR", "station oven@MP-MAN-003 heartbeat missed (tablet offline since 05:12)")],
  },
];

export const millPour: Estate = {
  key: "mill-pour",
  brand: "Mill & Pour",
  namespace: "millpour",
  project: "millpour-prod",
  cluster: "mp-gke-prod",
  idKey: "request_id",
  newId: (r) => `req_${r.mixed(20)}`,
  services: [
    { name: GW, runtime: "go" },
    { name: ORDERS, runtime: "node" },
    { name: KDS, runtime: "node" },
    { name: PAYMENTS, runtime: "dotnet" },
    { name: GIFTCARDS, runtime: "dotnet" },
    { name: LOYALTY, runtime: "python" },
    { name: MENU, runtime: "ruby" },
    { name: RECEIPTS, runtime: "ruby" },
    { name: NOTIFY, runtime: "node" },
    { name: AUTH, runtime: "go" },
    { name: REDIS, runtime: "redis" },
  ],
  flows: [orderFlow, menuFlow, loginFlow, refreshFlow, giftFlow, receiptFlow, kdsFlow, loyaltyFlow],
  tickers,
  chronic,
  hours: [
    [6, 10],
    [12, 14],
  ],
};
