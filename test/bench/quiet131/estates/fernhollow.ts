// Fernhollow Nurseries: a wholesale grower selling liners, hedging and specimen trees to landscapers and
// retailers, shipping on Danish CC trolleys and issuing plant passports per consignment. ASP.NET Core, Rails
// (with Sidekiq) and Python services; no request ids in the logs.
import { day, ev, POTS, plant, podIp } from "../domain.js";
import type { Rng } from "../rng.js";
import type { AccessFn, Estate, Ev, Flow, Tick, Vocab } from "../types.js";
import { latency, reason, svc, thousands } from "./common.js";

const services = [
  svc("fh-web", "dotnet", ["edge"], "2026.4.3", 2, "Microsoft.AspNetCore.Hosting.Diagnostics"),
  svc("fh-orders", "dotnet", ["pay"], "2026.4.1", 2, "Fernhollow.Orders.OrderService"),
  svc("fh-availability", "python", ["catalog", "stock"], "5.2.0", 2, "fh_availability.lists"),
  svc("fh-trolleys", "ruby", ["supplier", "slots", "delivery"], "3.14.2", 1, "rails"),
  svc("fh-passport", "ruby", ["passport"], "1.9.0", 1, "sidekiq"),
  svc("fh-climate", "dotnet", ["climate"], "2026.3.0", 1, "Fernhollow.Climate.Ingest.BulkWriter"),
  svc("fh-fertigation", "python", ["irrigation"], "0.8.4", 1, "fertigation.controller"),
  svc("fh-quotes", "ruby", ["quotes"], "2.6.0", 1, "rails"),
  svc("fh-accounts", "dotnet", ["loyalty"], "2026.4.0", 1, "Fernhollow.Accounts.SignInService"),
  svc("fh-notify", "python", ["notify"], "1.3.1", 1, "fh_notify.sender"),
];

const ACCOUNTS = Array.from({ length: 40 }, (_, i) => `TA-0${String(100 + i * 23).padStart(3, "0")}`);
const HOUSES = ["House 1", "House 2", "House 3", "House 4", "Poly 7", "Poly 8"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function clf(t: number): string {
  const d = new Date(t);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${p(d.getUTCDate())}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} +0000`;
}

const vocab: Vocab = {
  brand: "Fernhollow",
  club: "Trade Rewards",
  points: "credits",
  cur: "GBP",
  sites: ["Yard A", "Yard B", "Despatch"],
  houses: HOUSES,
  suppliers: ["ALBA-YP-0019", "DEVLINDER-NL-0301", "KERNOCK-0044", "ROOTGROW-0120"],
  order: (r) => `FH26-0${r.int(1000, 9999)}`,
  member: (r) => r.pick(ACCOUNTS),
  sku: (r) => `L26-${r.int(1000, 9999)}`,
  basket: (r) => `cart-${r.int(10000, 99999)}`,
  quote: (r) => `Q-2026-0${r.int(100, 999)}`,
  postcode: (r) =>
    `${r.pick(["EX", "TQ", "PL", "TR", "TA"])}${r.int(1, 22)} ${r.int(1, 9)}${r.pick(["AB", "HQ", "LN", "RW", "ZT"])}`,
  phone: (r) => `+4479${r.digits(8)}`,
  email: (r) =>
    `buyer${r.int(1, 99)}@${r.pick(["greenline-landscapes.co.uk", "tamarvalleygc.co.uk", "coastalgardens.com", "hedge-direct.co.uk"])}`,
  zone: (r) => `valve ${r.int(1, 16)}`,
  money: (r, lo, hi) => `£${r.float(lo, hi).toFixed(2)}`,
  regNo: (r) => `UK/EW-${r.int(100000, 139999)}`,
  api: "/trade",
};

const access: AccessFn = (r, name, m, path, status, ms, t) => {
  const s = services.find((x) => x.name === name);
  if (s?.runtime === "dotnet")
    return `Request finished HTTP/1.1 ${m} http://${name}:8080${path} - ${status} ${status === 204 ? 0 : r.int(120, 48000)} application/json;+charset=utf-8 ${(ms + r.next()).toFixed(4)}ms`;
  if (s?.runtime === "ruby")
    return `Completed ${status} ${reason(status)} in ${ms}ms (Views: ${(ms * 0.2).toFixed(1)}ms | ActiveRecord: ${(ms * 0.4).toFixed(1)}ms | Allocations: ${r.int(900, 30000)})`;
  return `${podIp(r)} - - [${clf(t)}] "${m} ${path} HTTP/1.1" ${status} ${r.int(80, 40000)} "-" "python-httpx/0.27.0"`;
};

const web = "fh-web";
const started = (t: number, m: string, path: string): Ev =>
  ev(t, web, "INFO", `Request starting HTTP/1.1 ${m} http://fh-web:8080${path} - - -`);
const railsStart = (r: Rng, t: number, name: string, m: string, path: string): Ev =>
  ev(
    t,
    name,
    "INFO",
    `Started ${m} "${path}" for ${podIp(r)} at ${new Date(t).toISOString().replace("T", " ").slice(0, 19)} +0000`,
  );
const sidekiq = (r: Rng, cls: string, jid: string, tail: string) =>
  `pid=1 tid=${r.alnum(4)} class=${cls} jid=${jid} ${tail}`;

const flows: Flow[] = [
  {
    w: 22,
    make: (r, t) => {
      const week = Number(day(t).slice(5, 7)) * 4 + r.int(0, 2);
      const path = `/trade/availability?week=${week}&group=${plant(r).group}`;
      const ms = latency(r, 160);
      return [
        started(t, "GET", path),
        ev(
          t + ms * 0.7,
          "fh-availability",
          "INFO",
          `availability list week ${week} for ${vocab.member(r)} (tier ${r.pick(["A", "B", "C"])}): ${thousands(r.int(300, 2400))} lines, ${r.int(0, 60)} on pre-order`,
        ),
        ev(t + ms, web, "INFO", access(r, web, "GET", path, 200, ms, t)),
      ];
    },
  },
  {
    w: 7,
    make: (r, t) => {
      const o = vocab.order(r);
      const lines = r.int(3, 40);
      const ms = latency(r, 380);
      return [
        started(t, "POST", "/trade/orders"),
        ev(t + ms * 0.4, "fh-availability", "INFO", `allocated ${lines} lines for ${o} (${r.int(0, 3)} substituted)`),
        ev(
          t + ms * 0.8,
          "fh-orders",
          "INFO",
          `Order ${o} created for ${vocab.member(r)}: ${lines} lines, ${r.int(1, 9)} CC trolleys, dispatch ${day(t, r.int(1, 6))}`,
        ),
        ev(t + ms, web, "INFO", access(r, web, "POST", "/trade/orders", 201, ms, t)),
      ];
    },
  },
  {
    w: 10,
    make: (r, t) => {
      const ms = latency(r, 25);
      const cc = `CC-${r.int(400000, 499999)}`;
      return [
        railsStart(r, t, "fh-trolleys", "POST", "/api/scans"),
        ev(
          t + ms * 0.6,
          "fh-trolleys",
          "INFO",
          r.chance(0.5)
            ? `CC trolley ${cc} scanned out bay ${r.int(1, 24)} -> run R${r.int(1, 6)} (van ${r.int(1, 5)})`
            : `CC trolley ${cc} returned empty, ${r.int(0, 4)} shelves and ${r.int(0, 2)} extensions booked back`,
        ),
        ev(t + ms, "fh-trolleys", "INFO", access(r, "fh-trolleys", "POST", "/api/scans", 201, ms, t)),
      ];
    },
  },
  {
    w: 6,
    make: (r, t) => {
      const jid = r.hex(24);
      const p = plant(r);
      const secs = r.float(0.2, 1.4);
      return [
        ev(t, "fh-passport", "INFO", sidekiq(r, "PassportIssueJob", jid, "INFO: start")),
        ev(
          t + secs * 700,
          "fh-passport",
          "INFO",
          `issued passport A: ${p.name} B: ${vocab.regNo(r)} C: FH26-${r.int(1000, 9999)}-${r.int(1, 40)} D: GB for order ${vocab.order(r)}`,
          { logger: "PassportIssueJob" },
        ),
        ev(
          t + secs * 1000,
          "fh-passport",
          "INFO",
          sidekiq(r, "PassportIssueJob", jid, `elapsed=${secs.toFixed(3)} INFO: done`),
        ),
      ];
    },
  },
  {
    w: 2.5,
    make: (r, t) => {
      const ms = latency(r, 240);
      const a = plant(r);
      const b = plant(r);
      return [
        railsStart(r, t, "fh-quotes", "POST", "/quotes"),
        ev(
          t + ms * 0.8,
          "fh-quotes",
          "INFO",
          `Quote ${vocab.quote(r)} for ${vocab.member(r)}: ${r.int(10, 500)} x ${a.name} ${r.pick(POTS)}, ${r.int(1, 30)} x ${b.name} ${r.pick(POTS)}, net ${vocab.money(r, 300, 22000)}`,
          { logger: "QuotesController" },
        ),
        ev(t + ms, "fh-quotes", "INFO", access(r, "fh-quotes", "POST", "/quotes", 201, ms, t)),
      ];
    },
  },
  {
    w: 5,
    make: (r, t) => {
      const ms = latency(r, 90);
      return [
        started(t, "POST", "/account/signin"),
        ev(
          t + ms * 0.7,
          "fh-accounts",
          "INFO",
          `Trade user ${r.pick(["buyer", "ops", "accounts", "site"])}${r.int(1, 9)} signed in for ${vocab.member(r)} (2FA: ${r.pick(["totp", "totp", "email"])})`,
        ),
        ev(t + ms, web, "INFO", access(r, web, "POST", "/account/signin", 302, ms, t)),
      ];
    },
  },
  {
    w: 3,
    make: (r, t) => [
      ev(
        t,
        "fh-notify",
        "INFO",
        `dispatch notice sent to ${vocab.email(r)} for ${vocab.order(r)} (${r.int(1, 8)} trolleys, ETA ${r.pick(["08:00-10:00", "10:00-12:00", "13:00-15:00"])})`,
      ),
    ],
  },
];

const ticks: Tick[] = [
  {
    svc: "fh-climate",
    every: 20000,
    make: (r, t) => [
      ...HOUSES.slice(0, 4).map((h, i) =>
        ev(
          t + i * 250,
          "fh-climate",
          "INFO",
          `${h} bay ${r.pick(["A", "B", "C"])}: ${r.float(12, 24).toFixed(1)}°C RH ${r.int(60, 90)}% VPD ${r.float(0.3, 1.1).toFixed(2)} kPa PAR ${r.int(80, 600)} µmol/m²/s`,
          { logger: "Fernhollow.Climate.Ingest.ReadingHandler" },
        ),
      ),
      ev(
        t + 1500,
        "fh-climate",
        "INFO",
        `Bulk indexed ${r.int(180, 260)} readings into greenhouse-readings-${day(t).slice(0, 7).replace("-", ".")} in ${r.int(18, 70)} ms`,
      ),
    ],
  },
  {
    svc: "fh-fertigation",
    every: 60000,
    make: (r, t) => [
      ev(
        t,
        "fh-fertigation",
        "INFO",
        `recipe '${r.pick(["Liner EC1.2", "Hedging EC1.8", "Specimen EC2.0"])}' ${vocab.zone(r)} open ${r.int(60, 300)}s, EC in ${r.float(1.1, 2).toFixed(2)} out ${r.float(1.2, 2.4).toFixed(2)}, drain ${r.int(12, 30)}%`,
      ),
    ],
  },
  {
    svc: web,
    every: 15000,
    make: (r, t) => [
      ev(
        t,
        web,
        "INFO",
        `Request finished HTTP/1.1 GET http://${podIp(r)}:8080/healthz - 200 - text/plain ${r.float(0.3, 2).toFixed(4)}ms`,
      ),
    ],
  },
  {
    svc: "fh-trolleys",
    every: 120000,
    make: (r, t) => {
      const jid = r.hex(24);
      return [
        ev(
          t,
          "fh-trolleys",
          "INFO",
          sidekiq(r, "TrolleyReconcileJob", jid, `elapsed=${r.float(0.1, 2).toFixed(3)} INFO: done`),
        ),
      ];
    },
  },
  {
    svc: "fh-availability",
    every: 90000,
    make: (r, t) => [
      ev(
        t,
        "fh-availability",
        "INFO",
        `lot snapshot refreshed: ${thousands(r.int(8000, 9000))} lots, ${r.int(0, 140)} changed`,
      ),
    ],
  },
];

export const fernhollow: Estate = {
  key: "fernhollow",
  title: "Fernhollow Nurseries",
  namespace: "nursery",
  cluster: "fernhollow-prod-1",
  idKind: null,
  traced: [],
  services,
  vocab,
  flows,
  ticks,
  access,
  newId: (r) => r.hex(16),
  chronic: [
    {
      svc: "fh-quotes",
      gap: [25000, 80000],
      make: (r, t) =>
        ev(
          t,
          "fh-quotes",
          "ERROR",
          `HubspotSync: contact upsert failed for ${vocab.member(r)} (409 Conflict: Contact already exists. Existing ID: ${r.digits(11)})`,
          { logger: "HubspotSync" },
        ),
    },
    {
      svc: web,
      gap: [15000, 60000],
      make: (_r, t) =>
        ev(
          t,
          web,
          "ERROR",
          "An exception was thrown while deserializing the token. The antiforgery token could not be decrypted.",
          {
            logger: "Microsoft.AspNetCore.Antiforgery.DefaultAntiforgery",
            err: {
              type: "Microsoft.AspNetCore.Antiforgery.AntiforgeryValidationException",
              message: "The antiforgery token could not be decrypted.",
            },
          },
        ),
    },
    {
      svc: "fh-availability",
      gap: [12000, 50000],
      make: (r, t) =>
        ev(
          t,
          "fh-availability",
          "ERROR",
          `thumbnail fetch failed: s3://fh-media/lots/${vocab.sku(r)}.jpg (NoSuchKey), placeholder used`,
        ),
    },
  ],
};
