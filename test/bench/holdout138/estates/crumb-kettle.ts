// Crumb & Kettle: a coffee chain with mobile order-ahead and pickup shelves. Envoy edge, a Node order API,
// a Go menu service, Java payments / card terminals / gift cards, a Python loyalty ledger with Celery, .NET
// till sync, Node push, and the orders Postgres whose server log is shipped too. Lines carry W3C trace ids.
import { clf, ev, grouped, iso, money } from "../kit.js";
import type { Ctx, Estate, Ev, Flow, Ticker } from "../types.js";

export const EDGE = "ck-edge";
export const API = "order-ahead-api";
export const MENU = "menu-catalog";
export const BOARD = "pickup-board";
export const TILL = "till-sync";
export const CARD = "card-terminal-hub";
export const PAY = "payments-svc";
export const LOYAL = "loyalty-ledger";
export const GIFT = "giftcard-svc";
export const PUSH = "push-notifier";
export const DB = "orders-db";

const UAS = [
  "CrumbKettle/5.12.0 (iPhone; iOS 17.4.1; Scale/3.00)",
  "CrumbKettle/5.12.0 (iPhone; iOS 17.5; Scale/3.00)",
  "CrumbKettle/5.11.2 (iPhone; iOS 16.7.5; Scale/2.00)",
  "CrumbKettle/5.12.0 (Android 14; Pixel 7)",
  "CrumbKettle/5.12.0 (Android 13; SM-A536B)",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
];

export const ITEMS = [
  "flat white",
  "oat latte",
  "cortado",
  "cold brew",
  "chai latte",
  "mocha",
  "americano",
  "cinnamon bun",
  "almond croissant",
  "banana bread",
  "ham & cheese toastie",
  "matcha latte",
];

export const store = (c: Ctx) => `0${c.r.int(101, 488)}`;
export const orderNo = (c: Ctx) => `CK-${c.r.upper(6)}`;
export const member = (c: Ctx) => `mb_${c.r.int(100000, 999999)}`;
export const terminal = (c: Ctx, s: string) => `T-${s}-0${c.r.int(1, 4)}`;
export const pi = (c: Ctx) => `pi_3P${c.r.mixed(22)}`;
export const cardTail = (c: Ctx) => `****${c.r.int(1000, 9999)}`;
const ip = (c: Ctx) => `10.42.${c.r.int(0, 15)}.${c.r.int(2, 250)}`;

export interface AccessOpts {
  flags?: string;
  details?: string;
  failure?: string;
  dur: number;
  id?: string | undefined;
  /** Upstream host:port; "-" when none was reached. */
  upstream?: string;
}

/** Envoy's default access-log line, logged when the response completes (at t). */
export function access(c: Ctx, t: number, method: string, path: string, status: number, o: AccessOpts): Ev {
  const r = c.r;
  const flags = o.flags ?? "-";
  const details = o.details ?? (flags === "-" ? "via_upstream" : "-");
  const upstreamTime = flags === "-" ? String(Math.max(1, o.dur - r.int(1, 4))) : "-";
  const sent = status >= 400 ? r.int(19, 160) : r.int(300, 9000);
  const host = o.upstream ?? `${ip(c)}:8080`;
  const msg = `[${iso(t - o.dur)}] "${method} ${path} HTTP/2" ${status} ${flags} ${details} - "${o.failure ?? "-"}" ${method === "GET" ? 0 : r.int(180, 1400)} ${sent} ${o.dur} ${upstreamTime} "${r.int(31, 212)}.${r.int(1, 254)}.${r.int(1, 254)}.${r.int(1, 254)}" "${r.pick(UAS)}" "${r.uuid()}" "api.crumbandkettle.co.uk" "${host}"`;
  return ev(t, EDGE, "INFO", msg, { id: o.id });
}

/** gunicorn access line of the loyalty ledger. */
export function gunicorn(c: Ctx, t: number, method: string, path: string, status: number, id?: string): Ev {
  return ev(
    t,
    LOYAL,
    "INFO",
    `${ip(c)} - - [${clf(t)}] "${method} ${path} HTTP/1.1" ${status} ${c.r.int(40, 900)} "-" "axios/1.6.8"`,
    { id },
  );
}

const orderFlow: Flow = {
  name: "order",
  weight: 3,
  run: (c, t, id) => {
    const r = c.r;
    const s = store(c);
    const o = orderNo(c);
    const n = r.int(1, 4);
    const total = money(c, 2.6, 19.5);
    const out: Ev[] = [];
    let x = t + r.int(2, 8);
    out.push(
      ev(x, API, "DEBUG", `POST /v2/orders store=${s} items=${n} client=${r.pick(["ios", "android", "web"])}`, { id }),
    );
    x += r.int(4, 15);
    out.push(
      ev(
        x,
        MENU,
        "INFO",
        `priced basket store=${s} items=${n} subtotal=${total} GBP promos=${r.int(0, 2)} took=${r.int(2, 9)}ms`,
        { id },
      ),
    );
    if (r.chance(0.1)) {
      x += r.int(20, 70);
      out.push(
        ev(
          x,
          GIFT,
          "INFO",
          `redeemed ${money(c, 1, 8)} GBP from card ${cardTail(c)} for order ${o} (remaining ${money(c, 0, 40)} GBP)`,
          { id },
        ),
      );
    }
    x += r.int(180, 900);
    const decline = r.chance(0.045);
    if (decline) {
      const code = r.pick(["insufficient_funds", "do_not_honor", "expired_card", "authentication_required"]);
      out.push(
        ev(
          x,
          PAY,
          "INFO",
          `payment_intent ${pi(c)} requires_payment_method: card_declined (${code}) amount=${Math.round(Number(total) * 100)} gbp`,
          { id },
        ),
      );
      x += r.int(5, 20);
      out.push(ev(x, API, "WARN", `order ${o} not placed: payment declined (${code})`, { id }));
      out.push(access(c, x + r.int(1, 4), "POST", "/v2/orders", 402, { dur: x - t + 4, id }));
      return out;
    }
    out.push(
      ev(
        x,
        PAY,
        "INFO",
        `authorised ${pi(c)} amount=${Math.round(Number(total) * 100)} gbp method=${r.pick(["apple_pay", "google_pay", "card", "card"])} psp_ms=${r.int(140, 820)}`,
        { id },
      ),
    );
    x += r.int(8, 40);
    out.push(ev(x, API, "INFO", `order ${o} placed store=${s} items=${n} pickup_in=${r.int(4, 15)}m`, { id }));
    out.push(access(c, x + r.int(1, 3), "POST", "/v2/orders", 201, { dur: x - t + 3, id }));
    x += r.int(30, 200);
    out.push(gunicorn(c, x, "POST", "/v1/earn", 200, id));
    out.push(ev(x + 1, LOYAL, "INFO", `earn member=${member(c)} beans=+${r.int(2, 20)} order=${o}`, { id }));
    return out;
  },
};

const menuFlow: Flow = {
  name: "menu",
  weight: 4,
  run: (c, t, id) => {
    const r = c.r;
    const s = store(c);
    const dur = r.int(6, 60);
    const hit = r.chance(0.8);
    return [
      ev(
        t + dur - 3,
        MENU,
        "INFO",
        `menu served store=${s} items=${r.int(62, 118)} etag=W/"${r.hex(8)}" cache=${hit ? "hit" : "miss"}`,
        { id },
      ),
      access(c, t + dur, "GET", `/v2/stores/${s}/menu`, r.chance(0.15) ? 304 : 200, { dur, id }),
    ];
  },
};

const statusFlow: Flow = {
  name: "status",
  weight: 2.5,
  run: (c, t, id) => {
    const r = c.r;
    const o = orderNo(c);
    const dur = r.int(5, 40);
    const st = r.pick(["received", "preparing", "preparing", "ready", "collected"]);
    return [
      ev(t + dur - 2, API, "INFO", `GET /v2/orders/${o} 200 ${dur - 2}ms status=${st}`, { id }),
      access(c, t + dur, "GET", `/v2/orders/${o}`, 200, { dur, id }),
    ];
  },
};

const boardFlow: Flow = {
  name: "board",
  weight: 2,
  run: (c, t, id) => {
    const r = c.r;
    const s = store(c);
    const o = orderNo(c);
    const slot = `${r.pick(["A", "B", "C"])}${r.int(1, 8)}`;
    return [
      ev(t, BOARD, "INFO", `store ${s}: order ${o} moved to shelf ${slot} (ready)`, { id }),
      ev(
        t + r.int(30, 300),
        PUSH,
        "INFO",
        `push sent order_ready ${o} -> ${r.pick(["apns", "fcm"])} message_id=${r.mixed(20)}`,
        { id },
      ),
    ];
  },
};

const tillFlow: Flow = {
  name: "till",
  weight: 1.4,
  run: (c, t) => {
    const r = c.r;
    const s = store(c);
    return [
      ev(
        t,
        TILL,
        "INFO",
        `store ${s} till ${r.int(1, 4)}: batch ${r.int(10000, 99999)} accepted (${r.int(3, 40)} txns, ${r.int(0, 2)} refunds) in ${r.int(40, 420)} ms`,
      ),
    ];
  },
};

const cardFlow: Flow = {
  name: "card",
  weight: 2.6,
  run: (c, t) => {
    const r = c.r;
    const s = store(c);
    const term = terminal(c, s);
    const amt = money(c, 1.9, 24);
    if (r.chance(0.06)) {
      const [rc, text] = r.pick([
        ["05", "Do not honour"],
        ["51", "Insufficient funds"],
        ["54", "Expired card"],
        ["65", "Exceeds withdrawal frequency limit (SCA required)"],
      ] as const);
      return [
        ev(t, CARD, "INFO", `${term} auth DECLINED amount=${amt} GBP rc=${rc} (${text}) acq_ms=${r.int(150, 600)}`),
      ];
    }
    return [
      ev(
        t,
        CARD,
        "INFO",
        `${term} auth APPROVED amount=${amt} GBP ${r.pick(["contactless", "contactless", "chip", "wallet"])} acq_ms=${r.int(120, 520)}`,
      ),
    ];
  },
};

const loyaltyFlow: Flow = {
  name: "loyalty",
  weight: 1.2,
  run: (c, t, id) => {
    const r = c.r;
    const m = member(c);
    const dur = r.int(8, 60);
    return [
      gunicorn(c, t + dur - 2, "GET", `/v1/members/${m}/balance`, 200, id),
      access(c, t + dur, "GET", "/v2/loyalty/me", 200, { dur, id }),
    ];
  },
};

const giftFlow: Flow = {
  name: "giftbal",
  weight: 0.5,
  run: (c, t, id) => {
    const r = c.r;
    const dur = r.int(20, 90);
    if (r.chance(0.08))
      return [
        ev(t + dur - 3, GIFT, "WARN", `balance lookup: card ${cardTail(c)} not found (check digit mismatch)`, { id }),
        access(c, t + dur, "GET", "/v2/giftcards/balance", 404, { dur, id }),
      ];
    return [
      ev(t + dur - 3, GIFT, "INFO", `balance lookup card=${cardTail(c)} balance=${money(c, 0, 60)} GBP`, { id }),
      access(c, t + dur, "GET", "/v2/giftcards/balance", 200, { dur, id }),
    ];
  },
};

const sessionFlow: Flow = {
  name: "session",
  weight: 0.4,
  run: (c, t, id) => {
    const r = c.r;
    const u = `u_${r.int(100000, 999999)}`;
    const rid = c.estate.newId(r);
    return [
      ev(t + 3, API, "WARN", `401 access token expired for ${u} (exp ${r.int(1, 40)}m ago); client should refresh`, {
        id,
      }),
      access(c, t + 5, "GET", "/v2/orders/recent", 401, { dur: 5, id }),
      ev(t + r.int(300, 900), API, "INFO", `token refreshed for ${u}`, { id: rid }),
      access(c, t + r.int(901, 1100), "POST", "/v2/auth/refresh", 200, { dur: r.int(30, 90), id: rid }),
    ];
  },
};

const tickers: Ticker[] = [
  { svc: API, every: 10, run: (c, t) => [ev(t, API, "DEBUG", `GET /healthz 200 ${c.r.int(0, 2)}ms kube-probe/1.29`)] },
  {
    svc: MENU,
    every: 120,
    run: (c, t) => [
      ev(
        t,
        MENU,
        "INFO",
        `refreshed price rules: ${grouped(c.r.int(1100, 1300))} rules, ${c.r.int(30, 44)} promos active (${c.r.int(90, 300)}ms)`,
      ),
    ],
  },
  {
    svc: LOYAL,
    every: 60,
    run: (c, t) => [
      ev(t, LOYAL, "INFO", "Scheduler: Sending due task expire-holds (loyalty.tasks.expire_holds)"),
      ev(
        t + c.r.int(300, 900),
        LOYAL,
        "INFO",
        `Task loyalty.tasks.expire_holds[${c.r.uuid()}] succeeded in ${c.r.float(0.2, 1.4).toFixed(3)}s: {'expired': ${c.r.int(0, 9)}}`,
      ),
    ],
  },
  {
    svc: TILL,
    every: 60,
    run: (c, t) => [ev(t, TILL, "INFO", `heartbeat: ${c.r.int(1380, 1420)} tills online, ${c.r.int(4, 22)} offline`)],
  },
  {
    svc: CARD,
    every: 60,
    run: (c, t) => [
      ev(
        t,
        CARD,
        "INFO",
        `terminal fleet: ${grouped(c.r.int(1880, 1930))} connected, ${c.r.int(20, 45)} idle-disconnected`,
      ),
    ],
  },
  {
    svc: GIFT,
    every: 30,
    run: (c, t) => [
      ev(
        t,
        GIFT,
        "DEBUG",
        `HikariPool-1 - Pool stats (total=10, active=${c.r.int(0, 3)}, idle=${c.r.int(7, 10)}, waiting=0)`,
      ),
    ],
  },
  {
    svc: PUSH,
    every: 90,
    run: (c, t) => [
      ev(
        t,
        PUSH,
        "INFO",
        `apns: ${c.r.int(3, 4)} http/2 sessions healthy, fcm: token ok (expires in ${c.r.int(10, 55)}m)`,
      ),
    ],
  },
  {
    svc: BOARD,
    every: 30,
    run: (c, t) => [ev(t, BOARD, "INFO", `ws: ${c.r.int(380, 395)} boards connected, ${c.r.int(0, 3)} reconnecting`)],
  },
  {
    svc: DB,
    every: 300,
    run: (c, t) => [
      ev(t, DB, "INFO", "[58] LOG:  checkpoint starting: time"),
      ev(
        t + 27000 + c.r.int(0, 900),
        DB,
        "INFO",
        `[58] LOG:  checkpoint complete: wrote ${c.r.int(900, 3400)} buffers (${c.r.float(5, 21).toFixed(1)}%); 0 WAL file(s) added, 0 removed, ${c.r.int(1, 4)} recycled; write=26.9${c.r.int(10, 99)} s, sync=0.00${c.r.int(2, 9)} s, total=27.0${c.r.int(10, 99)} s; sync files=${c.r.int(20, 60)}, longest=0.00${c.r.int(1, 3)} s, average=0.001 s; distance=${c.r.int(9000, 40000)} kB, estimate=${c.r.int(30000, 42000)} kB`,
      ),
    ],
  },
  {
    svc: DB,
    every: 210,
    poisson: true,
    run: (c, t) => [
      ev(
        t,
        DB,
        "INFO",
        `[${c.r.int(3000, 9000)}] LOG:  automatic vacuum of table "orders.public.${c.r.pick(["order_lines", "orders", "order_events", "pickup_slots"])}": index scans: 1\n\tpages: 0 removed, ${c.r.int(2000, 90000)} remain, ${c.r.int(100, 3000)} scanned (${c.r.float(0.5, 9).toFixed(2)}% of total)\n\ttuples: ${c.r.int(200, 9000)} removed, ${c.r.int(100000, 4000000)} remain, 0 are dead but not yet removable`,
      ),
    ],
  },
];

const chronic: Ticker[] = [
  {
    svc: MENU,
    every: 25,
    poisson: true,
    run: (c, t) => [
      ev(
        t,
        MENU,
        "ERROR",
        `thumbnail fetch failed sku=${c.r.pick(["OAT-LAT-12", "CB-BUN-01", "MTCH-16", "TSTIE-HC"])}: cdn returned 404, serving placeholder`,
      ),
    ],
  },
  {
    svc: CARD,
    every: 40,
    poisson: true,
    run: (c, t) => [
      ev(
        t,
        CARD,
        "ERROR",
        `terminal T-0117-03 reports clock drift ${c.r.int(88, 97)}s (firmware 4.2.1); using host time for txn timestamps`,
      ),
    ],
  },
  {
    svc: PUSH,
    every: 18,
    poisson: true,
    run: (c, t) => [ev(t, PUSH, "ERROR", `apns rejected device ${c.r.hex(8)}…: 410 Unregistered; token pruned`)],
  },
];

export const crumbKettle: Estate = {
  key: "crumb-kettle",
  brand: "Crumb & Kettle",
  namespace: "ck-prod",
  project: "ck-orders-prod",
  cluster: "ck-euw2-prod",
  idKey: "trace_id",
  newId: (r) => r.hex(32),
  services: [
    { name: EDGE, runtime: "envoy" },
    { name: API, runtime: "node" },
    { name: MENU, runtime: "go" },
    { name: BOARD, runtime: "node" },
    { name: TILL, runtime: "dotnet" },
    { name: CARD, runtime: "java" },
    { name: PAY, runtime: "java" },
    { name: LOYAL, runtime: "python" },
    { name: GIFT, runtime: "java" },
    { name: PUSH, runtime: "node" },
    { name: DB, runtime: "postgres" },
  ],
  flows: [orderFlow, menuFlow, statusFlow, boardFlow, tillFlow, cardFlow, loyaltyFlow, giftFlow, sessionFlow],
  tickers,
  chronic,
  hours: [
    [6, 9],
    [11, 13],
  ],
};
