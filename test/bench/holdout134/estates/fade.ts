// Estate "Fade & Co": 60-odd barber shops run from docker compose on a few VMs. Walk-in queue tickets, barber
// chair rotas, online slots with small deposits, shop tills, stamp-card loyalty, a stockroom that drafts supplier
// orders and a Celery notifier. No request ids in service lines (only envoy's access log has one). Apps are
// Rails, Go, FastAPI, .NET, Spring, Celery and Node; redis logs its own persistence lines.
import { shutdownLines, startupLines } from "../deploys.js";
import {
  BARBER_SERVICES,
  BARBER_SKUS,
  CARD_SCHEMES,
  DECLINES,
  dayIso,
  money,
  redisTime,
  slotStart,
} from "../domain.js";
import { ev } from "../ev.js";
import type { Rng } from "../rng.js";
import type { Estate, Ev, FlowKind, NoiseSource, Periodic, Runtime, Service } from "../types.js";

export const F = {
  gw: "gateway",
  booking: "booking",
  queue: "walkin-queue",
  rota: "chair-rota",
  till: "till",
  payments: "payments",
  notifier: "notifier",
  loyalty: "loyalty",
  stock: "stockroom",
  redis: "redis",
} as const;

const RT: Record<string, Runtime> = {
  [F.gw]: "envoy",
  [F.booking]: "ruby",
  [F.queue]: "go",
  [F.rota]: "python",
  [F.till]: "dotnet",
  [F.payments]: "java",
  [F.notifier]: "python",
  [F.loyalty]: "node",
  [F.stock]: "node",
  [F.redis]: "redis",
};

const APP: Record<string, string> = {
  [F.booking]: "fade-booking",
  [F.queue]: "walkin-queue",
  [F.rota]: "chair_rota",
  [F.till]: "FadeCo.Till.Api",
  [F.payments]: "PaymentsApplication",
  [F.notifier]: "notifier",
  [F.loyalty]: "loyalty",
  [F.stock]: "stockroom",
};

const CITIES = ["LDN", "MAN", "BRS", "LDS", "GLA", "BHM", "LPL", "NCL"];
export const shop = (r: Rng) => `FC-${r.pick(CITIES)}-${String(r.int(1, 12)).padStart(2, "0")}`;
export const barber = (r: Rng) => `b_${r.int(100, 480)}`;
export const bookingRef = (r: Rng) => `BK-${r.int(200000, 299999)}`;
export const ticket = (r: Rng) => `Q-${r.int(1000, 9999)}`;
export const card = (r: Rng) => `LC-${r.int(10000, 39999)}`;
export const pax = (r: Rng) => `PAX-A920-0${r.int(100, 999)}`;
const clientIp = (r: Rng) =>
  `${r.pick([81, 86, 92, 109, 146, 188])}.${r.int(1, 254)}.${r.int(1, 254)}.${r.int(1, 254)}`;
const APP_UA = [
  "FadeApp/5.2.1 (iPhone; iOS 17.4)",
  "FadeApp/5.2.1 (Android 14)",
  "FadeApp/5.1.9 (Android 13)",
  "Mozilla/5.0",
];

const UPSTREAMS: Record<string, string> = {
  [F.booking]: "172.18.0.5:3000",
  [F.queue]: "172.18.0.7:8080",
  [F.rota]: "172.18.0.9:8000",
  [F.loyalty]: "172.18.0.11:4000",
  [F.payments]: "172.18.0.8:8080",
};

/** Envoy's default access log format. `flags` is the response-flags column (e.g. UF, URX, UT). */
export function gwLine(
  r: Rng,
  t: number,
  method: string,
  path: string,
  status: number,
  ms: number,
  upstream: string,
  flags = "-",
): Ev {
  const up =
    flags === "UF" || flags === "UH" || flags === "NR" ? "-" : `"${UPSTREAMS[upstream] ?? "172.18.0.20:8080"}"`;
  const size = status >= 400 ? r.int(19, 200) : r.int(120, 6000);
  const msg = `[${new Date(t).toISOString()}] "${method} ${path} HTTP/1.1" ${status} ${flags} ${method === "GET" ? 0 : r.int(80, 600)} ${size} ${ms} ${Math.max(0, ms - r.int(0, 2))} "${clientIp(r)}" "${r.pick(APP_UA)}" "${r.uuid()}" "api.fadeandco.example" ${up === "-" ? '"-"' : up}`;
  return ev(t + ms, F.gw, "info", msg);
}

const railsTime = (t: number) => `${new Date(t).toISOString().replace("T", " ").slice(0, 19)} +0000`;

/** The Started / Processing / Completed triple Rails prints for one request. */
export function railsRequest(
  r: Rng,
  t: number,
  method: string,
  path: string,
  action: string,
  status: string,
  ms: number,
  params?: string,
  middle: Ev[] = [],
): Ev[] {
  const code = Number(status.slice(0, 3));
  const out: Ev[] = [
    ev(t, F.booking, "info", `Started ${method} "${path}" for ${clientIp(r)} at ${railsTime(t)}`),
    ev(t + 1, F.booking, "info", `Processing by ${action} as JSON`),
  ];
  if (params) out.push(ev(t + 2, F.booking, "info", `  Parameters: ${params}`));
  out.push(...middle);
  const ar = (ms * r.float(0.1, 0.5)).toFixed(1);
  const views = code < 300 ? `Views: ${(ms * 0.05).toFixed(1)}ms | ` : "";
  out.push(
    ev(
      t + ms,
      F.booking,
      code >= 500 ? "error" : "info",
      `Completed ${status} in ${ms}ms (${views}ActiveRecord: ${ar}ms (${r.int(2, 18)} queries, ${r.int(0, 6)} cached) | GC: ${(ms * 0.02).toFixed(1)}ms)`,
    ),
  );
  return out;
}

/** A uvicorn access line. */
export function uvicornLine(r: Rng, t: number, method: string, path: string, status: string): Ev {
  const code = Number(status.slice(0, 3));
  return ev(
    t,
    F.rota,
    code >= 500 ? "error" : "info",
    `${r.pick(["172.18.0.5", "172.18.0.7"])}:${r.int(32000, 60999)} - "${method} ${path} HTTP/1.1" ${status}`,
  );
}

export function celeryTask(r: Rng, t: number, task: string, secs: number, result: string): Ev[] {
  const id = r.uuid();
  return [
    ev(t, F.notifier, "info", `Task ${task}[${id}] received`),
    ev(t + secs * 1000, F.notifier, "info", `Task ${task}[${id}] succeeded in ${secs.toFixed(3)}s: ${result}`),
  ];
}

const queueView: FlowKind = {
  name: "queue-view",
  weight: 20,
  render(r, t) {
    const s = shop(r);
    const ms = r.int(2, 14);
    return [
      ev(
        t + ms - 1,
        F.queue,
        "info",
        `queue snapshot shop=${s} waiting=${r.int(0, 14)} chairs_busy=${r.int(1, 5)}/5 eta_min=${r.int(0, 75)}`,
      ),
      gwLine(r, t, "GET", `/api/queue/${s}`, 200, ms, F.queue),
    ];
  },
};

const joinQueue: FlowKind = {
  name: "join-queue",
  weight: 6,
  render(r, t) {
    const s = shop(r);
    const ms = r.int(6, 30);
    if (r.chance(0.05))
      return [
        ev(t + ms - 2, F.queue, "info", `join refused shop=${s} reason=queue_full waiting=${r.int(15, 22)}`),
        gwLine(r, t, "POST", `/api/queue/${s}/tickets`, 409, ms, F.queue),
      ];
    return [
      ev(
        t + ms - 2,
        F.queue,
        "info",
        `ticket issued shop=${s} ticket=${ticket(r)} position=${r.int(1, 14)} eta_min=${r.int(5, 80)} party=${r.weighted(
          [
            [1, 8],
            [2, 2],
            [3, 1],
          ],
        )}`,
      ),
      gwLine(r, t, "POST", `/api/queue/${s}/tickets`, 201, ms, F.queue),
      ...celeryTask(r, t + ms + r.int(5, 30), "notify.tasks.send_sms", r.float(0.2, 0.7), "'queued'"),
    ];
  },
};

const slots: FlowKind = {
  name: "slots",
  weight: 14,
  render(r, t) {
    const s = shop(r);
    const date = dayIso(t, r.int(0, 10));
    const svc = r.pick(BARBER_SERVICES);
    const ms = r.int(25, 90);
    return [
      uvicornLine(r, t + ms - 8, "GET", `/rota/${s}/free?date=${date}&service=${svc}`, "200 OK"),
      ...railsRequest(
        r,
        t,
        "GET",
        `/shops/${s.toLowerCase()}/slots?date=${date}&service=${svc}`,
        "SlotsController#index",
        "200 OK",
        ms,
      ),
      gwLine(r, t - 1, "GET", `/shops/${s.toLowerCase()}/slots`, 200, ms + 2, F.booking),
    ];
  },
};

const book: FlowKind = {
  name: "book",
  weight: 6,
  render(r, t) {
    const s = shop(r);
    const b = barber(r);
    const ref = bookingRef(r);
    const start = slotStart(r, t);
    const svc = r.pick(BARBER_SERVICES);
    const params = `{"shop_id"=>"${s.toLowerCase()}", "barber_id"=>"${b}", "service"=>"${svc}", "starts_at"=>"${start}", "deposit"=>"5.00"}`;
    const payAt = t + r.int(20, 40);
    const payMs = r.int(250, 800);
    const middle: Ev[] = [
      ev(t + r.int(8, 18), F.rota, "info", `chair reserved shop=${s} barber=${b} start=${start} service=${svc}`),
    ];
    const roll = r.next();
    if (roll < 0.05) {
      const code = r.pick(["insufficient_funds", "do_not_honor", "lost_card", "expired_card"]);
      middle.push(ev(payAt + payMs, F.payments, "info", `Deposit failed for ${ref}: card_declined/${code} (£5.00)`));
      middle.push(
        ev(
          payAt + payMs + 10,
          F.rota,
          "info",
          `chair released shop=${s} barber=${b} start=${start} reason=payment_failed`,
        ),
      );
      const ms = payMs + r.int(40, 70);
      return [
        ...railsRequest(
          r,
          t,
          "POST",
          "/bookings",
          "BookingsController#create",
          "402 Payment Required",
          ms,
          params,
          middle,
        ),
        gwLine(r, t - 1, "POST", "/bookings", 402, ms + 2, F.booking),
      ];
    }
    middle.push(
      ev(
        payAt + payMs,
        F.payments,
        "info",
        `Deposit captured pi_${r.hex(24)} £5.00 for booking ${ref} (${r.pick(CARD_SCHEMES)})`,
      ),
    );
    const ms = payMs + r.int(50, 90);
    return [
      ...railsRequest(r, t, "POST", "/bookings", "BookingsController#create", "201 Created", ms, params, middle),
      gwLine(r, t - 1, "POST", "/bookings", 201, ms + 2, F.booking),
      ...celeryTask(
        r,
        t + ms + r.int(10, 40),
        "notify.tasks.send_booking_confirmation",
        r.float(0.3, 0.9),
        `'sms+email sent for ${ref}'`,
      ),
    ];
  },
};

const tillSale: FlowKind = {
  name: "till",
  weight: 10,
  render(r, t) {
    const s = shop(r);
    const amt = money(r, 12, 45);
    if (r.chance(0.04)) {
      const [code, text] = r.pick(DECLINES);
      return [
        ev(
          t,
          F.till,
          "info",
          `Sale ${r.int(1000, 9999)} declined on ${pax(r)} (${s}): £${amt} response ${code} ${text}`,
        ),
      ];
    }
    const out = [
      ev(
        t,
        F.till,
        "info",
        `Sale ${r.int(1000, 9999)} approved on ${pax(r)} (${s}): £${amt} ${r.pick(["contactless", "chip", "apple pay"])} ${r.pick(CARD_SCHEMES).toUpperCase()} auth ${r.digits(6)}`,
      ),
    ];
    if (r.chance(0.6)) {
      const stamps = r.int(1, 10);
      out.push(
        ev(
          t + r.int(100, 400),
          F.loyalty,
          "info",
          stamps === 10
            ? `free cut redeemed card=${card(r)} shop=${s}`
            : `stamp added card=${card(r)} stamps=${stamps}/10 shop=${s}`,
        ),
      );
    }
    if (r.chance(0.25))
      out.push(
        ev(
          t + r.int(100, 500),
          F.stock,
          "info",
          `stock adjusted shop=${s} sku=${r.pick(BARBER_SKUS)} delta=-1 on_hand=${r.int(0, 18)}`,
        ),
      );
    return out;
  },
};

const loyaltyView: FlowKind = {
  name: "loyalty",
  weight: 5,
  render(r, t) {
    const ms = r.int(3, 12);
    const c = card(r);
    return [
      ev(t + ms, F.loyalty, "info", `GET /cards/${c} 200 ${ms}ms`),
      gwLine(r, t, "GET", `/api/loyalty/cards/${c}`, 200, ms + 1, F.loyalty),
    ];
  },
};

const stockCheck: FlowKind = {
  name: "stock",
  weight: 3,
  render(r, t) {
    const s = shop(r);
    const sku = r.pick(BARBER_SKUS);
    const on = r.int(0, 8);
    const par = r.int(4, 10);
    return [
      ev(
        t,
        F.stock,
        "info",
        on < par
          ? `reorder check shop=${s} sku=${sku} on_hand=${on} par=${par} -> drafted PO-${r.int(40000, 49999)}`
          : `reorder check shop=${s} sku=${sku} on_hand=${on} par=${par} -> ok`,
      ),
    ];
  },
};

function redisSave(r: Rng, t: number): Ev[] {
  const pid = r.int(2000, 9000);
  const line = (dt: number, role: string, sym: string, msg: string) =>
    ev(t + dt, F.redis, "info", `${role === "M" ? "1" : pid}:${role} ${redisTime(t + dt)} ${sym} ${msg}`);
  return [
    line(0, "M", "*", `${r.int(100, 900)} changes in 300 seconds. Saving...`),
    line(2, "M", "*", `Background saving started by pid ${pid}`),
    line(r.int(80, 300), "C", "*", "DB saved on disk"),
    line(
      r.int(301, 320),
      "C",
      "*",
      `Fork CoW for RDB: current ${r.int(1, 4)} MB, peak ${r.int(4, 6)} MB, average ${r.int(1, 3)} MB`,
    ),
    line(r.int(380, 420), "M", "*", "Background saving terminated with success"),
  ];
}

const periodic: Periodic[] = [
  { svc: F.redis, every: 300000, jitter: 2000, render: redisSave },
  {
    svc: F.queue,
    every: 15000,
    jitter: 50,
    render: (r, t) => [
      ev(t, F.queue, "info", `eta recompute shops=${r.int(58, 62)} waiting=${r.int(120, 400)} took=${r.int(6, 30)}ms`),
    ],
  },
  {
    svc: F.notifier,
    every: 60000,
    jitter: 300,
    render: (r, t) => [
      ev(t, F.notifier, "info", "Scheduler: Sending due task send-due-reminders (notify.tasks.send_due_reminders)"),
      ...celeryTask(
        r,
        t + r.int(20, 80),
        "notify.tasks.send_due_reminders",
        r.float(0.4, 3),
        `{'due': ${r.int(0, 30)}, 'skipped_opted_out': ${r.int(0, 2)}}`,
      ),
    ],
  },
  {
    svc: F.payments,
    every: 60000,
    jitter: 100,
    render: (r, t) => [
      ev(
        t,
        F.payments,
        "info",
        `No-show fee run: ${r.weighted([
          [0, 5],
          [1, 2],
          [2, 1],
        ])} bookings eligible, fees queued`,
      ),
    ],
  },
  {
    svc: F.till,
    every: 30000,
    jitter: 200,
    render: (r, t) => [ev(t, F.till, "info", `Heartbeat: ${r.int(118, 124)} terminals connected`)],
  },
  {
    svc: F.rota,
    every: 10000,
    jitter: 20,
    render: (r, t) => [ev(t, F.rota, "info", `127.0.0.1:${r.int(40000, 60000)} - "GET /health HTTP/1.1" 200 OK`)],
  },
  {
    svc: F.stock,
    every: 120000,
    jitter: 1000,
    render: (r, t) => [
      ev(
        t,
        F.stock,
        "info",
        `stock snapshot exported shops=62 lines=${r.int(1700, 1900)} -> s3://fadeco-stock/snapshots/`,
      ),
    ],
  },
];

const chronic: NoiseSource[] = [
  {
    name: "legacy-card",
    svc: F.loyalty,
    every: 20000,
    render: (r, t) => [
      ev(
        t,
        F.loyalty,
        "error",
        `stamp sync failed card=LC-0${r.int(1000, 9999)}: card has no owner (legacy import), skipped`,
      ),
    ],
  },
  {
    name: "apple-touch-icon",
    svc: F.booking,
    every: 30000,
    render: (r, t) => [
      ev(t, F.booking, "info", `Started GET "/apple-touch-icon-precomposed.png" for ${clientIp(r)} at ${railsTime(t)}`),
      ev(
        t + 3,
        F.booking,
        "fatal",
        '\nActionController::RoutingError (No route matches [GET] "/apple-touch-icon-precomposed.png"):\n',
      ),
    ],
  },
  {
    name: "no-barbers",
    svc: F.queue,
    every: 25000,
    render: (_r, t) => [ev(t, F.queue, "warn", "shop FC-BRS-04 has no barbers rostered today; queue closed")],
  },
  {
    name: "fcm-token",
    svc: F.notifier,
    every: 45000,
    render: (r, t) => [
      ev(
        t,
        F.notifier,
        "error",
        `Task notify.tasks.send_push[${r.uuid()}] raised expected: UnregisteredError('Requested entity was not found.')`,
      ),
    ],
  },
  {
    name: "discontinued",
    svc: F.stock,
    every: 35000,
    render: (_r, t) => [ev(t, F.stock, "error", "reorder failed sku=BAXTER-WASH: no supplier mapping (discontinued)")],
  },
];

const sporadic: NoiseSource[] = [
  {
    name: "csrf",
    svc: F.booking,
    every: 200000,
    render: (r, t) => [
      ev(t, F.booking, "info", `Started POST "/account/profile" for ${clientIp(r)} at ${railsTime(t)}`),
      ev(t + 2, F.booking, "warn", "Can't verify CSRF token authenticity."),
      ev(
        t + 9,
        F.booking,
        "info",
        "Completed 422 Unprocessable Entity in 4ms (ActiveRecord: 0.0ms | Allocations: 611)",
      ),
    ],
  },
  {
    name: "declined-error",
    svc: F.till,
    every: 150000,
    render: (r, t) => [
      ev(
        t,
        F.till,
        "error",
        `Sale ${r.int(1000, 9999)} declined on ${pax(r)} (${shop(r)}): £${money(r, 12, 40)} response 51 Insufficient funds`,
      ),
    ],
  },
  {
    name: "client-gone",
    svc: F.gw,
    every: 100000,
    render: (r, t) => [gwLine(r, t, "GET", `/api/queue/${shop(r)}`, 0, r.int(900, 3000), F.queue, "DC")],
  },
  {
    name: "sms-retry",
    svc: F.notifier,
    every: 240000,
    render: (r, t) => {
      const id = r.uuid();
      return [
        ev(
          t,
          F.notifier,
          "warn",
          `Task notify.tasks.send_sms[${id}] retry: Retry in 10s: ConnectionError(ProtocolError('Connection aborted.', RemoteDisconnected('Remote end closed connection without response')))`,
        ),
        ev(t + 10400, F.notifier, "info", `Task notify.tasks.send_sms[${id}] succeeded in 0.388s: 'queued'`),
      ];
    },
  },
  {
    name: "fastapi-deprecation",
    svc: F.rota,
    every: 600000,
    render: (_r, t) => [
      ev(
        t,
        F.rota,
        "warn",
        "/app/rota/main.py:41: DeprecationWarning: \n        on_event is deprecated, use lifespan event handlers instead.",
      ),
    ],
  },
  {
    name: "buffer-deprecation",
    svc: F.loyalty,
    every: 500000,
    render: (_r, t) => [
      ev(
        t,
        F.loyalty,
        "warn",
        "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
      ),
    ],
  },
  {
    name: "deposit-declined",
    svc: F.payments,
    every: 180000,
    render: (r, t) => [
      ev(
        t,
        F.payments,
        "warn",
        `No-show fee for ${bookingRef(r)} not collected: card_declined/expired_card; marked for manual follow-up`,
      ),
    ],
  },
];

function deploy(r: Rng, svc: string, t: number, version: string): Ev[] {
  const rt = RT[svc];
  return [
    ...shutdownLines(r, svc, rt, t),
    ...startupLines(r, svc, rt, t + r.int(3000, 6000), { app: APP[svc] ?? svc, version }),
  ];
}

function reload(r: Rng, t: number): Ev[] {
  const stamp = (dt: number) => new Date(t + dt).toISOString().replace("T", " ").replace("Z", "");
  return [
    ev(
      t,
      F.gw,
      "info",
      `[${stamp(0)}][1][info][upstream] [source/common/upstream/cds_api_helper.cc:32] cds: add 0 cluster(s), remove 0 cluster(s)`,
    ),
    ev(
      t + 40,
      F.gw,
      "info",
      `[${stamp(40)}][1][info][upstream] [source/common/upstream/cds_api_helper.cc:71] cds: added/updated ${r.int(1, 3)} cluster(s), skipped 7 unmodified cluster(s)`,
    ),
    ev(
      t + 90,
      F.gw,
      "info",
      `[${stamp(90)}][1][info][upstream] [source/extensions/listener_managers/listener_manager/lds_api.cc:99] lds: add/update listener 'ingress_http'`,
    ),
  ];
}

const HOSTS: Record<string, string> = {
  [F.gw]: "fade-edge-01",
  [F.booking]: "fade-app-01",
  [F.queue]: "fade-app-01",
  [F.rota]: "fade-app-02",
  [F.till]: "fade-pay-01",
  [F.payments]: "fade-pay-01",
  [F.notifier]: "fade-app-02",
  [F.loyalty]: "fade-app-02",
  [F.stock]: "fade-app-03",
  [F.redis]: "fade-data-01",
};

const services: Service[] = Object.entries(RT).map(([name, runtime]) => ({ name, runtime, host: HOSTS[name] }));

export const fade: Estate = {
  key: "fade",
  brand: "Fade & Co",
  namespace: "fadeco",
  idStyle: "none",
  services,
  flows: [queueView, joinQueue, slots, book, tillSale, loyaltyView, stockCheck],
  periodic,
  chronic,
  sporadic,
  deploy,
  reload,
  hours: [8, 17],
};
