// Hearth Street: a bakery-café chain. An nginx edge in front of a Rails storefront (click-and-collect and
// custom cakes) and the store tablets' Go shopfloor API; .NET till bridge, Django rewards, oven / proofer
// telemetry over MQTT (Go ingest, Python oven watch, Go proof monitor), a Java bake planner and recipe book
// (MySQL) and a Python allergen label printer service. Docker-style underscore names, no request ids.
import { clf, ev, grouped, money } from "../kit.js";
import type { Ctx, Estate, Ev, Flow, Ticker } from "../types.js";

export const NGINX = "nginx_edge";
export const WEB = "storefront_web";
export const TILLB = "till_bridge";
export const REWARDS = "rewards_api";
export const FLOOR = "shopfloor_api";
export const OVEN = "oven_watch";
export const PROOF = "proof_monitor";
export const MQTT = "mqtt_ingest";
export const PLANNER = "bake_planner";
export const RECIPES = "recipe_book";
export const LABELS = "label_print";

export const PRODUCTS = [
  "SOURDOUGH-800",
  "SEEDED-RYE-600",
  "CARDAMOM-KNOT",
  "PAIN-CHOC",
  "CROISSANT",
  "FOCACCIA-ROSEMARY",
  "CINNAMON-SWIRL",
  "BAGUETTE",
  "SESAME-BAGEL",
  "BROWNIE-TRAY",
];
const BROWSERS = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.3 Safari/605.1.15",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
];

export const shop = (c: Ctx) => c.r.int(1, 38);
export const product = (c: Ctx) => c.r.pick(PRODUCTS);
export const batchId = (c: Ctx) => `B-${c.r.int(100000, 999999)}`;
export const clientIp = (c: Ctx) =>
  `${c.r.pick([81, 86, 90, 109, 146, 185, 212])}.${c.r.int(1, 254)}.${c.r.int(1, 254)}.${c.r.int(1, 254)}`;
export const tablet = (c: Ctx, s: number) => `tab-${String(s).padStart(2, "0")}-0${c.r.int(1, 3)}`;

/** nginx "main" access line with request and upstream times. */
export function nginxAccess(
  c: Ctx,
  t: number,
  method: string,
  path: string,
  status: number,
  seconds: number,
  o: { host?: string; ua?: string; ip?: string; upstream?: string } = {},
): Ev {
  const r = c.r;
  const ups = o.upstream ?? (status === 502 || status === 504 ? "-" : seconds.toFixed(3));
  return ev(
    t,
    NGINX,
    "INFO",
    `${o.ip ?? (o.host === "shopfloor" ? `10.40.${r.int(1, 38)}.${r.int(10, 60)}` : clientIp(c))} - - [${clf(t)}] "${method} ${path} HTTP/1.1" ${status} ${status >= 400 ? r.int(150, 600) : r.int(800, 40000)} "${o.host === "shopfloor" ? "-" : "https://www.hearthstreet.co.uk/"}" "${o.ua ?? r.pick(BROWSERS)}" rt=${seconds.toFixed(3)} uct=${(seconds > 0.002 ? 0.001 : 0).toFixed(3)} urt=${ups}`,
  );
}

/** The three lines Rails prints for a request. */
export function rails(
  c: Ctx,
  t: number,
  method: string,
  path: string,
  action: string,
  status: string,
  ms: number,
  ip: string,
): Ev[] {
  return [
    ev(
      t,
      WEB,
      "INFO",
      `Started ${method} "${path}" for ${ip} at ${new Date(t).toISOString().replace("T", " ").slice(0, 19)} +0000`,
    ),
    ev(t + 1, WEB, "INFO", `Processing by ${action} as ${method === "GET" ? "HTML" : "JSON"}`),
    ev(
      t + ms,
      WEB,
      "INFO",
      `Completed ${status} in ${ms}ms (Views: ${c.r.float(0.2, ms / 3).toFixed(1)}ms | ActiveRecord: ${c.r.float(0.5, ms / 2).toFixed(1)}ms | Allocations: ${c.r.int(2000, 60000)})`,
    ),
  ];
}

const PAGES: ReadonlyArray<readonly [string, string, string, string]> = [
  ["GET", "/", "HomeController#index", "200 OK"],
  ["GET", "/menu", "MenuController#index", "200 OK"],
  ["GET", "/cakes/custom", "CakesController#new", "200 OK"],
  ["POST", "/basket/items", "BasketItemsController#create", "201 Created"],
  ["GET", "/stores/12/collection-slots", "CollectionSlotsController#index", "200 OK"],
  ["POST", "/orders", "OrdersController#create", "201 Created"],
];

const webFlow: Flow = {
  name: "web",
  weight: 2.5,
  run: (c, t) => {
    const r = c.r;
    const [method, path0, action, status0] = r.pick(PAGES);
    const path = path0.replace("/stores/12", `/stores/${shop(c)}`);
    const ip = clientIp(c);
    const ms = r.int(12, method === "POST" ? 320 : 140);
    const invalid = path === "/orders" && r.chance(0.07);
    const out = rails(c, t + 1, method, path, action, invalid ? "422 Unprocessable Entity" : status0, ms, ip);
    if (invalid)
      out.splice(
        2,
        0,
        ev(
          t + ms - 3,
          WEB,
          "INFO",
          `Order invalid: ${r.pick(["Collection time must be at least 24 hours ahead for custom cakes", "Message on cake is too long (maximum is 40 characters)", "Store is closed at the selected collection time"])}`,
        ),
      );
    else if (path === "/orders")
      out.push(
        ev(
          t + ms + 2,
          WEB,
          "INFO",
          `[ActiveJob] Enqueued OrderConfirmationJob (Job ID: ${r.uuid()}) to Sidekiq(mailers)`,
        ),
      );
    out.push(
      nginxAccess(c, t + ms + 3, method, path, invalid ? 422 : Number(status0.slice(0, 3)), (ms + 3) / 1000, { ip }),
    );
    return out;
  },
};

const rewardsFlow: Flow = {
  name: "rewards",
  weight: 0.8,
  run: (c, t) => {
    const r = c.r;
    const m = r.int(10000, 99999);
    const ip = clientIp(c);
    const ms = r.int(30, 160);
    const out = rails(c, t, "GET", "/account/rewards", "RewardsController#show", "200 OK", ms, ip);
    out.push(ev(t + ms - 8, REWARDS, "INFO", `"GET /api/v1/members/${m}/points HTTP/1.1" 200 ${r.int(180, 420)}`));
    out.push(nginxAccess(c, t + ms + 2, "GET", "/account/rewards", 200, (ms + 2) / 1000, { ip }));
    return out;
  },
};

const tillFlow: Flow = {
  name: "till",
  weight: 1.6,
  run: (c, t) => {
    const r = c.r;
    return [
      ev(
        t,
        TILLB,
        "INFO",
        `Store ${shop(c)} till ${r.int(1, 3)}: posted ${r.int(2, 24)} sales (£${money(c, 8, 160)}) to ledger in ${r.int(60, 420)} ms`,
      ),
    ];
  },
};

const ovenFlow: Flow = {
  name: "oven",
  weight: 3,
  run: (c, t) => {
    const r = c.r;
    const s = shop(c);
    const o = r.int(1, 4);
    const sp = r.pick([200, 210, 220, 230, 240]);
    return [
      ev(t, MQTT, "INFO", `ingested ${r.int(12, 60)} points topic=hs/store${s}/oven${o}/telemetry qos=1`),
      ev(
        t + r.int(5, 60),
        OVEN,
        "INFO",
        `store ${s} oven ${o}: ${(sp + r.float(-4, 3)).toFixed(1)}C (sp ${sp}) steam=${r.pick(["off", "off", "on"])} deck=${r.int(1, 3)}`,
      ),
    ];
  },
};

const proofFlow: Flow = {
  name: "proof",
  weight: 1.5,
  run: (c, t) => {
    const r = c.r;
    const s = shop(c);
    return [
      ev(t, MQTT, "INFO", `ingested ${r.int(4, 20)} points topic=hs/store${s}/proofer${r.int(1, 2)}/telemetry qos=1`),
      ev(
        t + r.int(5, 60),
        PROOF,
        "INFO",
        `proofer P${r.int(1, 2)} store ${s}: ${r.float(25.5, 28.5).toFixed(1)}C ${r.int(74, 84)}%RH (target 27/80) ok`,
      ),
    ];
  },
};

const floorFlow: Flow = {
  name: "shopfloor",
  weight: 1.5,
  run: (c, t) => {
    const r = c.r;
    const s = shop(c);
    const ms = r.int(4, 40);
    if (r.chance(0.55)) {
      const p = product(c);
      const q = r.int(6, 48);
      return [
        ev(
          t + ms - 1,
          FLOOR,
          "INFO",
          `POST /v1/batches 201 store=${s} product=${p} qty=${q} proof_min=${r.int(45, 180)} device=${tablet(c, s)} (${ms}ms)`,
        ),
        nginxAccess(c, t + ms, "POST", "/v1/batches", 201, ms / 1000, {
          host: "shopfloor",
          ua: "HearthFloor/3.1.4 (Android 12; Lenovo TB-X606F)",
        }),
      ];
    }
    return [
      ev(t + ms - 1, FLOOR, "INFO", `GET /v1/plan/today?store=${s} 200 lines=${r.int(20, 60)} (${ms}ms)`),
      nginxAccess(c, t + ms, "GET", `/v1/plan/today?store=${s}`, 200, ms / 1000, {
        host: "shopfloor",
        ua: "HearthFloor/3.1.4 (Android 12; Lenovo TB-X606F)",
      }),
    ];
  },
};

const labelFlow: Flow = {
  name: "labels",
  weight: 0.8,
  run: (c, t) => {
    const r = c.r;
    const s = shop(c);
    const p = product(c);
    return [
      ev(t, RECIPES, "INFO", `GET /recipes/${p}/current 200 rev=${r.int(3, 30)} (${r.int(3, 18)} ms)`),
      ev(
        t + r.int(40, 400),
        LABELS,
        "INFO",
        `printed ${r.int(6, 48)} labels ${p} on zd421-store${s}-${r.int(1, 2)} (allergens: ${r.pick(["gluten", "gluten, sesame", "gluten, milk, egg", "gluten, milk", "gluten, nuts (almond), milk, egg"])})`,
      ),
    ];
  },
};

const recipeFlow: Flow = {
  name: "recipe",
  weight: 0.5,
  run: (c, t) => {
    const r = c.r;
    const p = product(c);
    return [
      ev(t, RECIPES, "INFO", `GET /recipes/${p}/scaled?yield=${r.int(24, 240)} 200 (${r.int(4, 30)} ms)`),
      ev(
        t + r.int(10, 60),
        PLANNER,
        "INFO",
        `dough sheet for ${p} x${r.int(24, 240)} computed: ${money(c, 8, 90)} kg flour, hydration ${r.int(62, 82)}%`,
      ),
    ];
  },
};

const tickers: Ticker[] = [
  {
    svc: NGINX,
    every: 15,
    run: (c, t) => [
      nginxAccess(c, t, "GET", "/healthz", 200, 0.001, { ua: "ELB-HealthChecker/2.0", ip: `10.12.0.${c.r.int(2, 9)}` }),
    ],
  },
  {
    svc: WEB,
    every: 60,
    run: (c, t) => [
      ev(t, WEB, "INFO", `CakeReminderJob JID-${c.r.hex(24)} INFO: start`),
      ev(
        t + c.r.int(200, 900),
        WEB,
        "INFO",
        `CakeReminderJob JID-${c.r.hex(24)} INFO: done: ${c.r.float(0.2, 0.9).toFixed(3)} sec`,
      ),
    ],
  },
  {
    svc: OVEN,
    every: 60,
    run: (c, t) => [
      ev(
        t,
        OVEN,
        "INFO",
        `heartbeat: ${c.r.int(108, 116)} ovens reporting, ${c.r.int(2, 9)} idle, rules evaluated in ${c.r.int(4, 30)}ms`,
      ),
    ],
  },
  {
    svc: MQTT,
    every: 60,
    run: (c, t) => [ev(t, MQTT, "INFO", `broker session ok: 152 subscriptions, inflight=${c.r.int(0, 4)}, dropped=0`)],
  },
  {
    svc: PLANNER,
    every: 180,
    run: (c, t) => [
      ev(
        t,
        PLANNER,
        "INFO",
        `plan refresh for 38 stores: ${grouped(c.r.int(1100, 1300))} batch lines (${c.r.float(1.2, 3.4).toFixed(1)}s)`,
      ),
    ],
  },
  {
    svc: RECIPES,
    every: 60,
    run: (c, t) => [
      ev(
        t,
        RECIPES,
        "DEBUG",
        `HikariPool-1 - Pool stats (total=10, active=${c.r.int(0, 3)}, idle=${c.r.int(7, 10)}, waiting=0)`,
      ),
    ],
  },
  {
    svc: LABELS,
    every: 120,
    run: (c, t) => [
      ev(
        t,
        LABELS,
        "INFO",
        `printer fleet: ${c.r.int(70, 74)} online, ${c.r.int(0, 2)} paper-out, ${c.r.int(1, 3)} offline`,
      ),
    ],
  },
  {
    svc: PROOF,
    every: 30,
    run: (c, t) => [
      ev(t, PROOF, "INFO", `flushed ${c.r.int(200, 600)} readings to tsdb (wal seg ${c.r.int(400, 480)})`),
    ],
  },
  {
    svc: TILLB,
    every: 60,
    run: (c, t) => [ev(t, TILLB, "INFO", `Outbox depth ${c.r.int(0, 6)}, oldest ${c.r.int(0, 4)}s`)],
  },
  { svc: REWARDS, every: 20, run: (_c, t) => [ev(t, REWARDS, "INFO", '"GET /healthz HTTP/1.1" 200 2')] },
];

const chronic: Ticker[] = [
  {
    svc: OVEN,
    every: 20,
    poisson: true,
    run: (_c, t) => [ev(t, OVEN, "ERROR", "store 4 oven 3: thermocouple B out of range (-200.0C), sensor ignored")],
  },
  {
    svc: LABELS,
    every: 45,
    poisson: true,
    run: (c, t) => [
      ev(
        t,
        LABELS,
        "ERROR",
        `printer zd421-store19-2 unreachable: [Errno 113] No route to host (last seen ${c.r.int(3, 5)}h ago)`,
      ),
    ],
  },
  {
    svc: WEB,
    every: 30,
    poisson: true,
    run: (c, t) => {
      const p = c.r.pick(["/wp-login.php", "/.env", "/xmlrpc.php", "/.git/config", "/phpmyadmin/"]);
      return [
        ev(
          t,
          WEB,
          "INFO",
          `Started GET "${p}" for ${clientIp(c)} at ${new Date(t).toISOString().replace("T", " ").slice(0, 19)} +0000`,
        ),
        ev(t + 2, WEB, "FATAL", `ActionController::RoutingError (No route matches [GET] "${p}"):`),
      ];
    },
  },
];

export const hearthStreet: Estate = {
  key: "hearth-street",
  brand: "Hearth Street Bakery",
  namespace: "bakery-prod",
  project: "hearth-street-ops",
  cluster: "hs-prod-1",
  idKey: null,
  newId: () => undefined,
  services: [
    { name: NGINX, runtime: "nginx" },
    { name: WEB, runtime: "ruby" },
    { name: TILLB, runtime: "dotnet" },
    { name: REWARDS, runtime: "python" },
    { name: FLOOR, runtime: "go" },
    { name: OVEN, runtime: "python" },
    { name: PROOF, runtime: "go" },
    { name: MQTT, runtime: "go" },
    { name: PLANNER, runtime: "java" },
    { name: RECIPES, runtime: "java" },
    { name: LABELS, runtime: "python" },
  ],
  flows: [webFlow, rewardsFlow, tillFlow, ovenFlow, proofFlow, floorFlow, labelFlow, recipeFlow],
  tickers,
  chronic,
  hours: [
    [3, 6],
    [9, 12],
  ],
};
