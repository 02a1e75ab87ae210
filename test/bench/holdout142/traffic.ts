// Healthy background traffic: each runtime's own request and housekeeping lines, mostly INFO and DEBUG.
import type { Estate, Svc } from "./estates.js";
import type { Ev, Level } from "./formats.js";
import { clfDate, clientIp, fillRoute, idsFor, pgDate, redisDate, UAS } from "./ids.js";
import type { Rng } from "./rng.js";

/** Business lines per service: what each one says while things are fine. `#` = number, `%` = hex. */
const BUSINESS: Record<string, string[]> = {
  "box-office-web": [
    "rendered show page showId=# cache=hit",
    "basket % created for performance # (1# seats)",
    "seat picker loaded # seats for performance #",
  ],
  "ticket-checkout": [
    "c.m.checkout.OrderService : Order MS-# placed for basket % (1# tickets, total GBP #.50)",
    "c.m.checkout.OrderService : Confirmed order MS-# after payment auth %",
    "c.m.checkout.FeeCalculator : Applied booking fee band B# to order MS-#",
  ],
  "seat-map": ["hold created", "hold released", "seat map served from cache"],
  "show-calendar": [
    "c.m.calendar.TourStopService : Loaded # performances for tour stop #",
    "c.m.calendar.CacheWarmer : Warmed performance cache (# entries) in #ms",
  ],
  "patron-auth": ["token issued", "userinfo served", "refresh token rotated"],
  "payment-bridge": [
    "c.m.pay.AcquirerClient : Authorisation % approved in #ms",
    "c.m.pay.CaptureService : Captured % amount=#.00 GBP",
  ],
  "wallet-pass": ["pass % signed for order MS-#", "pass % pushed to device"],
  "notify-sender": ["email queued for order MS-#", "reminder sent for performance #"],
  tour_portal: [],
  route_planner: [
    "route_planner.solver: plan # solved: 1# stops, # km, bridge clearances ok",
    "route_planner.cache: clearance tiles hit=# miss=#",
  ],
  venue_contracts: ["contracts.views: contract # rendered for venue", "contracts.sync: venue # pitch plan unchanged"],
  crew_roster: ["Shift # assigned to rigging crew #", "Roster published for stop #"],
  telematics_ingest: ["batch accepted", "position batch flushed", "reefer sample stored"],
  turnstile: [
    "Turnstile.Gates.ScanHandler[0] Gate G# admitted band % (day pass)",
    "Turnstile.Gates.Counter[0] Gate G# count #",
  ],
  ridequeue: ["Virtual queue slot % issued for ride", "Queue length for ride updated to #"],
  tokenbank: [
    "TokenBank.Wallets.DebitHandler[0] Debited # tokens from wallet #",
    "TokenBank.Wallets.TopupHandler[0] Top-up of # tokens credited to wallet #",
  ],
  prizedesk: [
    'production.INFO: Prize redeemed {"tickets":#,"prize":"plush-#"}',
    'production.INFO: Balance checked {"band":"%"}',
  ],
  telemetry: ["plc frame accepted", "gate counters flushed", "generator sample stored"],
  maintlog: ["maintlog.api: inspection # recorded for ride (pass)", "maintlog.api: daily sheet # generated"],
  wristbands: ["Band % activated at kiosk K#", "Band % looked up"],
  "conc-pos-svc": [
    'production.INFO: Sale recorded {"till":"T#","items":1#,"total":"1#.50"}',
    'production.INFO: Shift opened {"till":"T#","operator":"#"}',
  ],
  "conc-menu-svc": ["menu served for stand", "price list cache refreshed (# items)"],
  "conc-stock-worker": ["stock.worker: decremented 1# units of SKU-#", "stock.worker: reorder check ok for stand #"],
  "fin-ledger-svc": [
    "Spangle.Ledger.JournalWriter[0] Journal entry # posted (# lines)",
    "Spangle.Ledger.ShiftTotals[0] Totals computed for shift #",
  ],
  "fin-payout-worker": [
    "c.s.fin.payout.PayoutJob : Queued payout # for performer #",
    "c.s.fin.payout.SettlementJob : Vendor settlement # reconciled",
  ],
  "acts-lineup-svc": ["lineup served", "act swap validated"],
  "acts-rigging-svc": [
    "c.s.acts.rigging.LoadCheckService : Load check RIG-# ok (#kg of # kg WLL)",
    "c.s.acts.rigging.InspectionController : Inspection # recorded",
  ],
  "ops-mailer-worker": ["receipt email sent", "shift report mailed"],
};

export function fill(tpl: string, rng: Rng): string {
  return tpl
    .replace(/1#/g, () => String(rng.int(1, 9)))
    .replace(/#/g, () => String(rng.int(2, 980)))
    .replace(/%/g, () => rng.hex(10));
}

const ms = (rng: Rng, lo = 2, hi = 60) => Math.round(lo + rng.next() ** 2 * (hi - lo));
const okStatus = (rng: Rng, method: string) =>
  rng.chance(0.03) ? 404 : rng.chance(0.02) ? 304 : method === "POST" ? rng.pick([200, 201]) : 200;

/** One unit of healthy activity of `svc` at time t (one to three lines). */
export function normalEvents(
  est: Estate,
  svc: Svc,
  rng: Rng,
  t: number,
  isDown: (upstream: string) => boolean = () => false,
): Ev[] {
  const id = idsFor(est, svc, rng);
  const ev = (level: Level, msg: string, attrs?: Record<string, string | number>): Ev => ({
    t,
    svc: svc.name,
    level,
    msg,
    attrs: { ...id.attrs, ...(attrs ?? {}) },
  });
  const route = svc.routes ? fillRoute(rng.pick(svc.routes), rng) : "";
  const [method, path] = route.split(" ");
  const biz = BUSINESS[svc.name] ?? [];
  const useBiz = biz.length > 0 && rng.chance(0.35);
  switch (svc.rt) {
    case "envoy":
    case "nginx":
    case "traefik":
    case "haproxy": {
      // Healthy edge traffic only reaches upstreams that are up.
      const ups = est.services.filter((x) => x.public && !isDown(x.name));
      if (ups.length === 0) return [];
      const o = { upstream: rng.pick(ups) };
      const f =
        svc.rt === "envoy"
          ? envoyAccess
          : svc.rt === "nginx"
            ? nginxAccess
            : svc.rt === "traefik"
              ? traefikAccess
              : haproxyAccess;
      return [ev("INFO", f(est, rng, t, o))];
    }
    case "node":
      if (svc.jobs) return [ev("INFO", fill(rng.pick(biz), rng), { job: rng.pick(svc.jobs), attempt: 1 })];
      if (useBiz) return [ev("INFO", fill(rng.pick(biz), rng))];
      return [
        ev("INFO", "request completed", {
          "req.method": method,
          "req.url": path,
          "res.statusCode": okStatus(rng, method),
          responseTime: ms(rng),
        }),
      ];
    case "go":
      if (svc.jobs)
        return [
          ev(rng.chance(0.3) ? "DEBUG" : "INFO", rng.pick(biz), { stream: rng.pick(svc.jobs), n: rng.int(20, 400) }),
        ];
      if (useBiz) return [ev("INFO", rng.pick(biz), { perf: rng.int(1000, 9999) })];
      return [
        ev(rng.chance(0.4) ? "DEBUG" : "INFO", "request served", {
          method,
          path,
          status: okStatus(rng, method),
          dur: `${ms(rng, 1, 40)}.${rng.int(0, 9)}ms`,
        }),
      ];
    case "java": {
      const thread = svc.jobs ? `scheduling-${rng.int(1, 4)}` : `http-nio-8080-exec-${rng.int(1, 40)}`;
      if (svc.jobs || useBiz) return [ev("INFO", `${id.tag}[${thread}] ${fill(rng.pick(biz), rng)}`)];
      if (rng.chance(0.05))
        return [
          ev(
            "DEBUG",
            `[HikariPool-1 housekeeper] com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Pool stats (total=20, active=${rng.int(0, 5)}, idle=${rng.int(15, 20)}, waiting=0)`,
          ),
        ];
      return [
        ev("DEBUG", `${id.tag}[${thread}] o.s.web.servlet.DispatcherServlet : Completed ${okStatus(rng, method)} OK`, {
          "http.method": method,
          "url.path": path,
        }),
      ];
    }
    case "python":
      if (svc.jobs) return [ev("INFO", fill(rng.pick(biz), rng))];
      if (useBiz) return [ev("INFO", fill(rng.pick(biz), rng))];
      return [
        ev(
          "INFO",
          `gunicorn.access: 10.8.${rng.int(0, 9)}.${rng.int(2, 250)} - - [${clfDate(t)}] "${method} ${path} HTTP/1.1" ${okStatus(rng, method)} ${rng.int(120, 9000)} "-" "python-requests/2.31.0"`,
        ),
      ];
    case "celery": {
      const job = rng.pick(svc.jobs ?? ["task"]);
      const tid = `${rng.hex(8)}-${rng.hex(4)}-${rng.hex(4)}-${rng.hex(4)}-${rng.hex(12)}`;
      return rng.chance(0.5)
        ? [ev("INFO", `celery.worker.strategy: Task ${job}[${tid}] received`)]
        : [ev("INFO", `celery.app.trace: Task ${job}[${tid}] succeeded in ${(rng.next() * 1.5).toFixed(3)}s: None`)];
    }
    case "rails": {
      const ctrl = path.startsWith("/tours")
        ? "ToursController"
        : path.startsWith("/stops")
          ? "StopsController"
          : "CrewCallsController";
      const action =
        method === "GET"
          ? path.includes("itinerary")
            ? "itinerary"
            : "show"
          : method === "PATCH"
            ? "update"
            : "create";
      return [
        ev(
          "INFO",
          `${id.tag}Started ${method} "${path}" for ${clientIp(rng)} at ${new Date(t).toISOString().slice(0, 19).replace("T", " ")} +0000`,
        ),
        {
          ...ev("INFO", `${id.tag}Processing by ${ctrl}#${action} as ${rng.pick(["HTML", "JSON", "TURBO_STREAM"])}`),
          t: t + 2,
        },
        {
          ...ev(
            "INFO",
            `${id.tag}Completed ${okStatus(rng, method)} OK in ${ms(rng, 8, 180)}ms (Views: ${ms(rng, 1, 60)}.${rng.int(0, 9)}ms | ActiveRecord: ${ms(rng, 1, 40)}.${rng.int(0, 9)}ms | Allocations: ${rng.int(2000, 40000)})`,
          ),
          t: t + ms(rng, 8, 180),
        },
      ];
    }
    case "sidekiq": {
      const job = rng.pick(svc.jobs ?? ["Job"]);
      const jid = rng.hex(24);
      return [
        ev("INFO", `pid=7 tid=${rng.hex(4)} class=${job} jid=${jid} INFO: start`),
        {
          ...ev(
            "INFO",
            `pid=7 tid=${rng.hex(4)} class=${job} jid=${jid} elapsed=${(rng.next() * 2).toFixed(3)} INFO: done`,
          ),
          t: t + 400,
        },
      ];
    }
    case "dotnet":
      if (useBiz) return [ev("INFO", fill(rng.pick(biz), rng))];
      return [
        ev(
          "INFO",
          `Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 ${method} http://${svc.name}:${svc.port}${path} - ${okStatus(rng, method)} ${rng.int(40, 900)} application/json;+charset=utf-8 ${ms(rng, 1, 50)}.${rng.int(1000, 9999)}ms`,
        ),
      ];
    case "elixir":
      if (useBiz) return [ev("INFO", fill(rng.pick(biz), rng))];
      if (rng.chance(0.25))
        return [
          ev(
            "DEBUG",
            `QUERY OK source="${rng.pick(["queue_slots", "rides", "bands", "shifts"])}" db=${(rng.next() * 3).toFixed(1)}ms idle=${rng.int(100, 999)}.${rng.int(0, 9)}ms`,
          ),
        ];
      return [
        ev("INFO", `${method} ${path}`),
        { ...ev("INFO", `Sent ${okStatus(rng, method)} in ${ms(rng, 1, 30)}ms`), t: t + 3 },
      ];
    case "php":
      if (useBiz) return [ev("INFO", fill(rng.pick(biz), rng))];
      return [
        ev(
          "INFO",
          `10.60.${rng.int(0, 3)}.${rng.int(2, 200)} -  ${clfDate(t)} "${method} /index.php" ${okStatus(rng, method)} ${path}`,
        ),
      ];
    case "postgres":
      return [ev("INFO", pgHousekeeping(rng, t))];
    case "mysql":
      return [
        ev(
          "INFO",
          rng.pick([
            `${new Date(t).toISOString().replace("Z", "000Z")} 0 [Note] [MY-011953] [InnoDB] Page cleaner took ${rng.int(1000, 4000)}ms to flush ${rng.int(10, 900)} pages`,
            `${new Date(t).toISOString().replace("Z", "000Z")} ${rng.int(100, 9000)} [Note] [MY-010914] [Server] Aborted connection ${rng.int(100, 9000)} to db: 'spangle' user: 'report' host: '10.60.2.${rng.int(2, 200)}' (Got an error reading communication packets).`,
            `${new Date(t).toISOString().replace("Z", "000Z")} 0 [Note] [MY-010051] [Server] Event Scheduler: scheduler thread started with id ${rng.int(5, 9)}`,
          ]),
        ),
      ];
    case "redis":
      return [
        ev(
          "INFO",
          rng.pick([
            `1:M ${redisDate(t)} * 100 changes in 300 seconds. Saving...`,
            `1:M ${redisDate(t)} * Background saving started by pid ${rng.int(100, 9999)}`,
            `${rng.int(100, 9999)}:C ${redisDate(t)} * DB saved on disk`,
            `1:M ${redisDate(t)} * Background saving terminated with success`,
          ]),
        ),
      ];
    case "rabbitmq":
      return [
        ev(
          "INFO",
          rng.pick([
            `<0.${rng.int(800, 9999)}.0> accepting AMQP connection <0.${rng.int(800, 9999)}.0> (10.42.0.${rng.int(2, 99)}:${rng.int(30000, 60000)} -> 10.42.0.12:5672)`,
            `<0.${rng.int(800, 9999)}.0> connection <0.${rng.int(800, 9999)}.0> (10.42.0.${rng.int(2, 99)}:${rng.int(30000, 60000)} -> 10.42.0.12:5672): user 'midway' authenticated and granted access to vhost '/'`,
            `<0.${rng.int(800, 9999)}.0> closing AMQP connection <0.${rng.int(800, 9999)}.0> (10.42.0.${rng.int(2, 99)}:${rng.int(30000, 60000)} -> 10.42.0.12:5672, vhost: '/', user: 'midway')`,
          ]),
        ),
      ];
  }
}

function pgHousekeeping(rng: Rng, t: number): string {
  const pid = rng.int(100, 9999);
  return rng.pick([
    `${pgDate(t)} [${pid}] LOG:  checkpoint starting: time`,
    `${pgDate(t)} [${pid}] LOG:  checkpoint complete: wrote ${rng.int(10, 4000)} buffers (${(rng.next() * 5).toFixed(1)}%); 0 WAL file(s) added, 0 removed, ${rng.int(0, 3)} recycled; write=${rng.int(1, 269)}.${rng.int(100, 999)} s, sync=0.0${rng.int(10, 99)} s, total=${rng.int(1, 270)}.${rng.int(100, 999)} s`,
    `${pgDate(t)} [${pid}] LOG:  automatic vacuum of table "app.public.${rng.pick(["orders", "holds", "convoys", "shifts", "journal"])}": index scans: 1`,
    `${pgDate(t)} [${pid}] LOG:  connection received: host=10.40.${rng.int(0, 9)}.${rng.int(2, 250)} port=${rng.int(30000, 60000)}`,
    `${pgDate(t)} [${pid}] LOG:  connection authorized: user=app database=app application_name=${rng.pick(["PostgreSQL JDBC Driver", "pgx", "Postgrex", "psycopg"])}`,
  ]);
}

export function envoyAccess(est: Estate, rng: Rng, t: number, o: Partial<EdgeOpts> = {}): string {
  const up = o.upstream ?? pickPublic(est, rng);
  const route = o.path ?? fillRoute(rng.pick(up.routes ?? ["GET /"]), rng);
  const [method, path] = route.split(" ");
  const status = o.status ?? okStatus(rng, method);
  const dur = o.durMs ?? ms(rng, 3, 90);
  const flags = o.flags ?? "-";
  const upHost =
    status === 503 && flags === "UH" ? "-" : `10.40.${rng.int(10, 30)}.${rng.int(2, 250)}:${up.port ?? 8080}`;
  return `[${new Date(t).toISOString()}] "${method} ${path} HTTP/1.1" ${status} ${flags} ${rng.int(0, 900)} ${rng.int(0, 24000)} ${dur} ${flags === "-" ? dur - 1 : "-"} "${clientIp(rng)}" "${rng.pick(UAS)}" "${rng.hex(8)}-${rng.hex(4)}-${rng.hex(4)}-${rng.hex(4)}-${rng.hex(12)}" "tickets.marqueesawdust.co.uk" "${upHost}" outbound|${up.port ?? 8080}||${up.name}.boxoffice.svc.cluster.local "00-${rng.hex(32)}-${rng.hex(16)}-01"`;
}

export interface EdgeOpts {
  upstream: Svc;
  path: string;
  status: number;
  durMs: number;
  flags: string;
}

function pickPublic(est: Estate, rng: Rng): Svc {
  return rng.pick(est.services.filter((s) => s.public));
}

export function nginxAccess(est: Estate, rng: Rng, t: number, o: Partial<EdgeOpts> = {}): string {
  const up = o.upstream ?? pickPublic(est, rng);
  const route = o.path ?? fillRoute(rng.pick(up.routes ?? ["GET /"]), rng);
  const [method, path] = route.split(" ");
  const status = o.status ?? okStatus(rng, method);
  const rt = ((o.durMs ?? ms(rng, 5, 200)) / 1000).toFixed(3);
  return `${clientIp(rng)} - - [${clfDate(t)}] "${method} ${path} HTTP/1.1" ${status} ${rng.int(200, 30000)} "https://portal.caravanvolant.eu/" "${rng.pick(UAS)}" rt=${rt} uct="0.001" urt="${status === 502 ? "-" : rt}" req_id=${rng.hex(32)}`;
}

export function traefikAccess(est: Estate, rng: Rng, t: number, o: Partial<EdgeOpts> = {}): string {
  const up = o.upstream ?? pickPublic(est, rng);
  const route = o.path ?? fillRoute(rng.pick(up.routes ?? ["GET /"]), rng);
  const [method, path] = route.split(" ");
  const status = o.status ?? okStatus(rng, method);
  return `10.42.0.${rng.int(100, 250)} - - [${clfDate(t)}] "${method} ${path} HTTP/1.1" ${status} ${rng.int(20, 5000)} "-" "${rng.pick(UAS)}" ${rng.int(1000, 99999)} "${up.name}@docker" "http://172.18.0.${rng.int(2, 30)}:${up.port ?? 80}" ${o.durMs ?? ms(rng, 1, 80)}ms`;
}

export function haproxyAccess(est: Estate, rng: Rng, t: number, o: Partial<EdgeOpts> & { term?: string } = {}): string {
  const up = o.upstream ?? pickPublic(est, rng);
  const route = o.path ?? fillRoute(rng.pick(up.routes ?? ["GET /"]), rng);
  const [method, path] = route.split(" ");
  const status = o.status ?? okStatus(rng, method);
  const tr = o.durMs ?? ms(rng, 2, 120);
  const be = `be_${up.name.replace(/-svc$/, "").replace(/-/g, "_")}`;
  return `haproxy[${rng.int(7, 9)}]: ${clientIp(rng)}:${rng.int(30000, 65000)} [${clfDate(t, true)}] fe_https~ ${be}/${up.name}-${rng.int(1, 3)} 0/0/${rng.int(0, 2)}/${tr}/${tr + 1} ${status} ${rng.int(150, 9000)} - - ${o.term ?? "----"} ${rng.int(40, 160)}/${rng.int(40, 150)}/${rng.int(1, 30)}/${rng.int(0, 10)}/0 0/0 "${method} ${path} HTTP/1.1"`;
}
