// Tuckshop Pay: canteen ordering, wallets and school fees for Australian primary schools. Parents top up a
// wallet by card through a payment vendor ("Paywise"), order lunch before the morning cutoff, kitchens print
// tickets on displays, receipts and fee statements are PDFs. No trace or request ids anywhere.
import type { Rng } from "./rng.js";
import type { Ctx, Estate } from "./types.js";
import { podIp, publicIp, rails, serilog, uvicorn } from "./voices.js";

export const SCHOOLS = ["HVPS", "SBPS", "WGPS", "CCOL", "BBPS", "KLPS"];
export const SCHOOL_NAMES: Record<string, string> = {
  HVPS: "Hillview PS",
  SBPS: "St Brigid's PS",
  WGPS: "Wattle Grove PS",
  CCOL: "Coastal College",
  BBPS: "Banksia Bay PS",
  KLPS: "Kurrajong Lane PS",
};
export const ITEMS = [
  "Chicken & salad wrap",
  "Vegetarian lasagne",
  "Sushi roll (tuna)",
  "Ham & cheese toastie",
  "Fruit cup",
  "Beef burrito bowl",
  "Satay chicken noodles",
  "Pikelets (2)",
  "Water 600ml",
  "Zucchini slice",
];
export const student = (r: Rng) => `ST-${r.int(800000, 899999)}`;
export const order = (r: Rng) => `O-${r.int(3000000, 3999999)}`;
export const wallet = (r: Rng) => `W-${r.int(100000, 199999)}`;
export const pi = (r: Rng) => `pi_3P${r.alnum(6)}${r.hex(8).toUpperCase()}${r.alnum(6)}`;
export const kds = (r: Rng) => `kds-${r.pick(SCHOOLS).toLowerCase()}-${r.int(1, 2)}`;

function placeOrder(c: Ctx, t: number): void {
  const { s, r } = c;
  const o = order(r);
  const sch = r.pick(SCHOOLS);
  const n = r.int(1, 3);
  rails(c, t, "tp-storefront", {
    method: "POST",
    path: "/orders",
    action: "OrdersController#create",
    status: 302,
    ms: r.latency(70),
    ip: publicIp(r),
    format: "HTML",
  });
  s.add(
    t + 120,
    "tp-orders",
    "INFO",
    `Order ${o} placed student=${student(r)} school=${sch} items=${n} total=$${r.range(4, 14).toFixed(2)} pickup=${r.pick(["11:15", "12:30", "13:00"])}`,
  );
  s.add(
    t + r.int(200, 400),
    "tp-allergen",
    "INFO",
    `allergen check ${o}: ok (flags: ${r.pick(["none", "none", "none", "dairy", "gluten", "egg"])})`,
  );
  s.add(
    t + r.int(500, 1500),
    "tp-kitchen-display",
    "INFO",
    `ticket ${o} queued on kds-${sch.toLowerCase()}-1 (${n} item${n > 1 ? "s" : ""})`,
  );
  if (r.chance(0.6))
    s.add(
      t + r.int(900, 3000),
      "tp-notify",
      "INFO",
      `email sent template=order_confirmation provider=sendgrid id=${r.alnum(22)}`,
    );
}

function topUp(c: Ctx, t: number): void {
  const { s, r } = c;
  const amt = r.pick([10, 20, 20, 25, 50, 30]);
  const ms = r.latency(420);
  rails(c, t, "tp-storefront", {
    method: "POST",
    path: "/wallet/top_ups",
    action: "Wallet::TopUpsController#create",
    status: 302,
    ms: ms + 80,
    ip: publicIp(r),
    format: "HTML",
  });
  s.add(
    t + 40 + ms,
    "tp-card-gateway",
    "INFO",
    `Paywise PaymentIntent ${pi(r)} succeeded amount=${amt * 100} currency=aud in ${ms}ms`,
  );
  s.add(
    t + 60 + ms,
    "tp-wallet",
    "INFO",
    `Top-up TU-${r.int(900000, 999999)} credited $${amt}.00 to wallet ${wallet(r)} (card ending ${r.digits(4)})`,
  );
}

function menu(c: Ctx, t: number): void {
  const { r } = c;
  const sch = r.pick(SCHOOLS);
  rails(c, t, "tp-storefront", {
    method: "GET",
    path: `/schools/${sch.toLowerCase()}/menu`,
    action: "MenusController#show",
    status: 200,
    ms: r.latency(60),
    ip: publicIp(r),
    format: "HTML",
  });
  uvicorn(c, t + 15, "tp-menu", {
    ip: podIp(r, "172.20"),
    method: "GET",
    path: `/menus/school/${sch}/week/${r.int(19, 21)}`,
    status: 200,
  });
}

function fees(c: Ctx, t: number): void {
  const { s, r } = c;
  s.add(
    t,
    "tp-fees",
    "INFO",
    `Fee item FEE-${r.int(10000, 99999)} paid by family FAM-${r.int(1000, 9999)} amount=$${r.pick(["45.00", "12.50", "120.00", "30.00"])} (${r.pick(["excursion: Zoo Yr3", "swimming carnival", "Term 2 voluntary contribution", "camp deposit Yr6", "music tuition"])})`,
  );
  s.add(
    t + r.int(300, 900),
    "tp-receipts",
    "INFO",
    `Rendered receipt RC-${r.int(200000, 299999)} (1 page) in ${r.latency(90)} ms`,
  );
}

function wallet200(c: Ctx, t: number): void {
  serilog(c, t, "tp-wallet", {
    method: "GET",
    path: `/api/wallets/${wallet(c.r)}/balance`,
    status: 200,
    ms: c.r.latency(12),
  });
}

function background(c: Ctx, rate: number): void {
  const { s, r, t0, t1 } = c;
  s.poisson(rate, t0, t1, (t) => {
    const f = r.weighted([
      [placeOrder, 5],
      [topUp, 2],
      [menu, 3],
      [fees, 1],
      [wallet200, 3],
    ] as const);
    f(c, t);
  });
  for (let rep = 0; rep < 2; rep++)
    s.every(10000, t0, t1, 40, (t) => {
      s.add(
        t,
        "tp-storefront",
        "INFO",
        `Started GET "/up" for ${podIp(r, "172.20")} at ${new Date(t).toISOString().slice(0, 19).replace("T", " ")} +0000`,
        { replica: rep },
      );
      s.add(
        t + 2,
        "tp-storefront",
        "INFO",
        "Completed 200 OK in 1ms (Views: 0.3ms | ActiveRecord: 0.0ms | Allocations: 112)",
        { replica: rep },
      );
    });
  for (const sch of SCHOOLS)
    s.every(30000, t0, t1, 2000, (t) =>
      s.add(
        t,
        "tp-kitchen-display",
        "INFO",
        `kds-${sch.toLowerCase()}-1 heartbeat ok (queue=${r.int(0, 25)}, ws=open)`,
      ),
    );
  s.every(60000, t0, t1, 4000, (t) =>
    s.add(t, "tp-school-sync", "INFO", "school sync finished", {
      kv: {
        school: r.pick(SCHOOLS),
        added: r.int(0, 3),
        removed: r.int(0, 1),
        changed: r.int(0, 8),
        took: `${r.range(0.4, 3).toFixed(2)}s`,
      },
    }),
  );
  s.every(60000, t0, t1, 2000, (t) =>
    s.add(
      t,
      "tp-wallet",
      "INFO",
      `Reconciliation: ${r.int(0, 2)} pending top-ups older than 5 minutes, ${r.int(60, 400)} settled today`,
    ),
  );
  s.every(45000, t0, t1, 3000, (t) =>
    s.add(
      t,
      "tp-orders",
      "INFO",
      `Sidekiq stats: processed=${r.int(180000, 190000)} failed=${r.int(900, 950)} busy=${r.int(0, 6)} enqueued=${r.int(0, 20)} retries=${r.int(0, 4)}`,
    ),
  );
}

const printer = (c: Ctx) =>
  c.s.every(45000, c.t0, c.t1, 500, (t) =>
    c.s.add(
      t,
      "tp-kitchen-display",
      "ERROR",
      "printer kitchen-2@WGPS (192.168.40.22:9100) unreachable: connect EHOSTUNREACH 192.168.40.22:9100",
    ),
  );

const freshco = (c: Ctx) =>
  c.s.every(60000, c.t0, c.t1, 2000, (t) =>
    c.s.add(
      t,
      "tp-menu",
      "WARN",
      "Supplier 'FreshCo' nutrition API returned 401 (key expired); serving cached nutrition panel from 2026-04-28",
    ),
  );

const abn = (c: Ctx) =>
  c.s.every(c.r.pick([30000, 40000]), c.t0, c.t1, 3000, (t) =>
    c.s.add(
      t,
      "tp-fees",
      "ERROR",
      "ABN lookup failed for school KLPS: ABR web service returned 'Search text is not a valid ABN or ACN'; statement header left blank",
    ),
  );

export const tuckshop: Estate = {
  key: "tuckshop",
  title: "Tuckshop Pay",
  namespace: "tuckshop",
  project: "tuckshop-pay-prod",
  cluster: "tp-ause1",
  region: "australia-southeast1",
  services: [
    { name: "tp-storefront", runtime: "ruby", replicas: 2 },
    { name: "tp-orders", runtime: "ruby" },
    { name: "tp-wallet", runtime: "dotnet" },
    { name: "tp-card-gateway", runtime: "dotnet" },
    { name: "tp-menu", runtime: "python" },
    { name: "tp-allergen", runtime: "python" },
    { name: "tp-kitchen-display", runtime: "node" },
    { name: "tp-receipts", runtime: "java" },
    { name: "tp-notify", runtime: "node" },
    { name: "tp-school-sync", runtime: "go" },
    { name: "tp-fees", runtime: "java" },
  ],
  roles: {
    gateway: ["tp-storefront"],
    auth: ["tp-storefront"],
    payments: ["tp-card-gateway"],
    messaging: ["tp-notify"],
    push: ["tp-notify"],
    media: ["tp-menu"],
    sync: ["tp-school-sync"],
    devices: ["tp-kitchen-display"],
    core: ["tp-orders"],
    jobs: ["tp-fees"],
  },
  trace: null,
  hours: [21, 22, 23, 0],
  vocab: {
    user: (r) =>
      `${r.pick("abcdefghjklmnprstw".split(""))}***@${r.pick(["gmail.com", "bigpond.com", "outlook.com", "icloud.com", "optusnet.com.au"])}`,
    child: student,
    site: (r) => r.pick(SCHOOLS),
    device: kds,
    cc: "+61",
    money: "$",
    net: "172.20",
  },
  background,
  chronic: [
    { svc: "tp-kitchen-display", run: printer },
    { svc: "tp-menu", run: freshco },
    { svc: "tp-fees", run: abn },
  ],
};
