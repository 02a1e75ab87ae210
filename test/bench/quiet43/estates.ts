// The four made-up companies of quiet43: two ticketing platforms and two property managers, with their services
// (by role), the request flows of normal traffic and each service's background chatter.
import type { Rng } from "./rng.js";

export type Kind = "ticket" | "pm";
export type Runtime = "java" | "go" | "node" | "python" | "dotnet" | "ruby";
export interface Svc {
  name: string;
  rt: Runtime;
}
export interface Estate {
  id: string;
  company: string;
  kind: Kind;
  trace: boolean;
  namespace: string;
  /** role -> service */
  s: Record<string, Svc>;
  /** package prefix for Java/.NET frames */
  pkg: string;
}

const sv = (name: string, rt: Runtime): Svc => ({ name, rt });

export const ESTATES: Estate[] = [
  {
    id: "boxline",
    company: "Boxline Tickets",
    kind: "ticket",
    trace: true,
    namespace: "boxline-prod",
    pkg: "com.boxline",
    s: {
      gw: sv("edge-gateway", "go"),
      queue: sv("waiting-room", "go"),
      seats: sv("seatmap-svc", "java"),
      holds: sv("hold-manager", "java"),
      bots: sv("bot-shield", "go"),
      checkout: sv("checkout-api", "node"),
      pay: sv("payments-adapter", "dotnet"),
      barcode: sv("barcode-issuer", "python"),
      notify: sv("notify-worker", "ruby"),
      scan: sv("gate-scan", "go"),
    },
  },
  {
    id: "stagedoor",
    company: "Stagedoor Live",
    kind: "ticket",
    trace: false,
    namespace: "sd-prod",
    pkg: "live.stagedoor",
    s: {
      gw: sv("box-office-web", "node"),
      queue: sv("queue-it-bridge", "node"),
      seats: sv("inventory-core", "java"),
      holds: sv("seat-holds", "go"),
      bots: sv("fraud-screen", "python"),
      checkout: sv("order-svc", "java"),
      pay: sv("payments-svc", "dotnet"),
      barcode: sv("ticket-issuer", "python"),
      notify: sv("resale-market", "ruby"),
      scan: sv("scanner-sync", "java"),
    },
  },
  {
    id: "hearthline",
    company: "Hearthline Property",
    kind: "pm",
    trace: true,
    namespace: "hearth-prod",
    pkg: "com.hearthline",
    s: {
      portal: sv("resident-portal", "node"),
      synd: sv("listing-syndicator", "python"),
      screen: sv("screening-svc", "java"),
      esign: sv("lease-esign", "ruby"),
      ledger: sv("rent-ledger", "dotnet"),
      ach: sv("ach-processor", "go"),
      wo: sv("work-orders", "python"),
      locks: sv("lock-bridge", "go"),
      notify: sv("notification-hub", "node"),
      docs: sv("doc-store", "java"),
    },
  },
  {
    id: "oakrow",
    company: "Oakrow Residential",
    kind: "pm",
    trace: false,
    namespace: "oakrow",
    pkg: "com.oakrow",
    s: {
      portal: sv("pm-api", "java"),
      synd: sv("syndication-feed", "ruby"),
      screen: sv("applicant-screening", "python"),
      esign: sv("esign-callbacks", "node"),
      ledger: sv("rent-collect", "java"),
      ach: sv("payment-gw", "go"),
      wo: sv("maintenance-dispatch", "python"),
      locks: sv("smartlock-hub", "go"),
      notify: sv("notify-svc", "node"),
    },
  },
];

/** One HTTP access line in the style of the runtime that serves it. */
export function access(rt: Runtime, r: Rng, method: string, path: string, status: number, ms: number): string {
  switch (rt) {
    case "go":
      return `${method} ${path} status=${status} dur=${ms}ms bytes=${r.int(200, 9000)}`;
    case "node":
      return `${method} ${path} ${status} ${ms}.${r.int(100, 999)} ms - ${r.int(80, 6000)}`;
    case "java":
      return `Completed ${status} ${status < 400 ? "OK" : "ERROR"} for ${method} ${path} in ${ms}ms`;
    case "python":
      return `"${method} ${path} HTTP/1.1" ${status} ${r.int(90, 5000)} ${ms / 1000}s`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://localhost:8080${path} - ${status} ${r.int(80, 4000)} application/json ${ms}.${r.int(1000, 9999)}ms`;
    case "ruby":
      return `Completed ${status} ${status < 400 ? "OK" : "Internal Server Error"} in ${ms}ms (Views: ${r.int(0, 9)}.${r.int(0, 9)}ms | ActiveRecord: ${r.int(1, 30)}.${r.int(0, 9)}ms | Allocations: ${r.int(900, 20000)})`;
  }
}

export interface Step {
  role: string;
  msg: (r: Rng) => string;
}
type Flow = (r: Rng, e: Estate) => Step[];

const ev = (r: Rng) => `EV${r.digits(5)}`;
const ord = (r: Rng) => `${r.pick(["ORD", "O"])}-${r.digits(8)}`;
const unit = (r: Rng) => `${r.pick(["MAPLE", "CEDAR", "HARBOR", "ELM", "LINDEN", "BIRCH"])}-${r.int(101, 1422)}`;

export const FLOWS: Record<Kind, Flow[]> = {
  ticket: [
    (r, e) => {
      const id = ev(r);
      const sec = r.int(101, 330);
      const ms = r.int(18, 140);
      return [
        { role: "gw", msg: (x) => access(e.s.gw.rt, x, "GET", `/v2/events/${id}/seatmap?section=${sec}`, 200, ms) },
        {
          role: "seats",
          msg: () => `seat map ${id} section ${sec} served ${r.int(120, 980)} seats from cache in ${ms - 4}ms`,
        },
      ];
    },
    (r, e) => {
      const id = ev(r);
      const h = `H${r.digits(9)}`;
      const n = r.int(1, 6);
      return [
        { role: "gw", msg: (x) => access(e.s.gw.rt, x, "POST", `/v2/events/${id}/holds`, 201, r.int(40, 190)) },
        {
          role: "bots",
          msg: () => `verdict=allow score=${(r.next() * 0.3).toFixed(2)} session=${r.hex(10)} path=/holds`,
        },
        { role: "holds", msg: () => `hold ${h} created: ${n} seats event=${id} ttl=600s` },
      ];
    },
    (r, e) => {
      const o = ord(r);
      const amt = (r.int(3500, 48000) / 100).toFixed(2);
      return [
        { role: "gw", msg: (x) => access(e.s.gw.rt, x, "POST", "/v2/checkout", 200, r.int(300, 1400)) },
        { role: "checkout", msg: () => `order ${o} placed total=${amt} USD items=${r.int(1, 6)}` },
        {
          role: "pay",
          msg: () => `Authorisation for ${o} resultCode=Authorised pspReference=${r.digits(16)} amount=${amt}`,
        },
        { role: "barcode", msg: () => `issued ${r.int(1, 6)} barcodes for order ${o} (rotating=true)` },
        {
          role: "notify",
          msg: () =>
            `Performing OrderConfirmationJob (Job ID: ${r.hex(8)}) from Sidekiq(mailers) with arguments: "${o}"`,
        },
      ];
    },
    (r, e) => [
      { role: "gw", msg: (x) => access(e.s.gw.rt, x, "GET", `/v2/queue/status?event=${ev(r)}`, 200, r.int(3, 30)) },
      { role: "queue", msg: () => `queue poll token=${r.hex(12)} position=${r.int(1, 40000)} eta=${r.int(1, 55)}m` },
    ],
    (r) => [
      {
        role: "scan",
        msg: () =>
          `scan ok gate=${r.pick(["N", "S", "E", "W"])}${r.int(1, 12)} device=HH-${r.int(100, 480)} barcode=****${r.digits(4)} entry=ADMIT`,
      },
    ],
    (r, e) => [
      { role: "gw", msg: (x) => access(e.s.gw.rt, x, "POST", "/v2/transfers", 202, r.int(50, 300)) },
      {
        role: "barcode",
        msg: () => `transfer TR-${r.digits(7)} accepted: ${r.int(1, 4)} tickets pending recipient acceptance`,
      },
    ],
  ],
  pm: [
    (r, e) => {
      const u = unit(r);
      return [
        {
          role: "portal",
          msg: (x) => access(e.s.portal.rt, x, "GET", `/api/v1/units/${u}/balance`, 200, r.int(20, 180)),
        },
        {
          role: "ledger",
          msg: () => `balance lookup unit=${u} open_charges=${r.int(0, 4)} amount=${r.int(0, 3400)}.00`,
        },
      ];
    },
    (r, e) => {
      const u = unit(r);
      const p = `PMT-${r.digits(9)}`;
      const amt = `${r.int(900, 4200)}.00`;
      return [
        { role: "portal", msg: (x) => access(e.s.portal.rt, x, "POST", "/api/v1/payments", 201, r.int(200, 900)) },
        {
          role: "ledger",
          msg: () => `payment ${p} initiated unit=${u} amount=${amt} method=${r.pick(["ach", "ach", "card"])}`,
        },
        { role: "ach", msg: () => `submitted ${p} to processor batch=B${r.digits(6)} status=pending` },
      ];
    },
    (r, e) => {
      const w = `WO-${r.digits(6)}`;
      return [
        { role: "portal", msg: (x) => access(e.s.portal.rt, x, "POST", "/api/v1/work-orders", 201, r.int(60, 400)) },
        {
          role: "wo",
          msg: () =>
            `work order ${w} created category=${r.pick(["plumbing", "hvac", "appliance", "electrical", "pest"])} priority=${r.pick(["routine", "routine", "urgent"])}`,
        },
        { role: "notify", msg: () => `sms queued to vendor for ${w} (sid SM${r.hex(30)})` },
      ];
    },
    (r, e) => {
      const a = `APP-${r.digits(7)}`;
      return [
        { role: "portal", msg: (x) => access(e.s.portal.rt, x, "POST", "/api/v1/applications", 202, r.int(120, 700)) },
        { role: "screen", msg: () => `screening request ${a} submitted to bureau (product=credit+eviction)` },
      ];
    },
    (r, e) => {
      const env = r.hex(8);
      return [
        { role: "esign", msg: () => `envelope ${env}-${r.hex(4)} status=completed recipients=${r.int(1, 3)}` },
        { role: e.s.docs ? "docs" : "esign", msg: () => `stored lease PDF ${env}.pdf (${r.int(180, 900)}KB)` },
      ];
    },
    (r) => [
      {
        role: "locks",
        msg: () =>
          `lock ${r.pick(["front", "unit", "amenity"])}-${r.hex(6)} event=unlock source=${r.pick(["mobile_key", "keypad", "mobile_key"])} ok`,
      },
    ],
    (r) => [
      {
        role: "synd",
        msg: () =>
          `feed pushed listing L${r.digits(6)} to ${r.pick(["zillow", "apartments.com", "rent.com", "zumper"])} (updated fields: ${r.pick(["price", "availability", "photos", "description"])})`,
      },
    ],
  ],
};

/** Periodic lines (health checks, schedulers) and the one noisy service's constant complaint. */
export interface Periodic {
  role: string;
  every: number;
  level: "debug" | "info" | "warn" | "error";
  msg: (r: Rng) => string;
}

export const PERIODIC: Record<Kind, Periodic[]> = {
  ticket: [
    { role: "gw", every: 10, level: "info", msg: (r) => `GET /healthz status=200 dur=${r.int(0, 2)}ms` },
    {
      role: "seats",
      every: 30,
      level: "info",
      msg: (r) => `cache warmer: refreshed ${r.int(20, 90)} hot events in ${r.int(200, 900)}ms`,
    },
    {
      role: "holds",
      every: 20,
      level: "info",
      msg: (r) => `expiry sweep: ${r.int(0, 30)} holds expired, seats released to inventory`,
    },
    {
      role: "queue",
      every: 15,
      level: "info",
      msg: (r) => `admitted ${r.int(0, 400)} users from queue (rate ${r.int(200, 600)}/min)`,
    },
    {
      role: "scan",
      every: 30,
      level: "info",
      msg: (r) => `device heartbeat: ${r.int(180, 240)} of 240 handhelds online`,
    },
    {
      role: "notify",
      every: 60,
      level: "info",
      msg: (r) =>
        `Sidekiq stats processed=${r.int(100000, 900000)} failed=${r.int(100, 900)} busy=${r.int(0, 9)} enqueued=${r.int(0, 40)}`,
    },
  ],
  pm: [
    { role: "portal", every: 10, level: "info", msg: (r) => `GET /health 200 ${r.int(0, 3)}ms` },
    {
      role: "locks",
      every: 30,
      level: "info",
      msg: (r) => `hub sync: ${r.int(400, 460)} locks reporting, ${r.int(0, 6)} stale`,
    },
    {
      role: "synd",
      every: 60,
      level: "info",
      msg: (r) => `syndication cycle done: ${r.int(200, 900)} listings, ${r.int(0, 30)} changed`,
    },
    { role: "ach", every: 30, level: "info", msg: (r) => `return file poll: ${r.int(0, 3)} new entries` },
    { role: "wo", every: 45, level: "info", msg: (r) => `SLA check: ${r.int(0, 5)} open urgent orders within SLA` },
  ],
};

/** The constant harmless complaint of one noisy service, from the first minute. */
export const NOISY: Record<Kind, Periodic[]> = {
  ticket: [
    {
      role: "seats",
      every: 5,
      level: "error",
      msg: (r) =>
        `venue chart ${r.pick(["MSG-2019", "ARENA-B", "AMPH-04"])} has ${r.int(2, 9)} seats without price level (rendered as unavailable)`,
    },
    {
      role: "barcode",
      every: 6,
      level: "warn",
      msg: (r) => `apple wallet pass update push failed for device ${r.hex(8)}: 410 Gone (unregistered), dropping`,
    },
    {
      role: "bots",
      every: 4,
      level: "error",
      msg: (r) =>
        `geoip lookup failed for ${r.int(10, 250)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}: address not in database`,
    },
  ],
  pm: [
    {
      role: "synd",
      every: 5,
      level: "error",
      msg: (r) => `apartments.com rejected listing L${r.digits(6)}: missing required field "photos" (min 1)`,
    },
    {
      role: "locks",
      every: 6,
      level: "warn",
      msg: (r) => `lock unit-${r.hex(6)} battery low (${r.int(8, 19)}%) - resident notified`,
    },
    {
      role: "wo",
      every: 5,
      level: "error",
      msg: (r) => `vendor sms undeliverable: Twilio error 21610 (recipient unsubscribed) for vendor V${r.digits(4)}`,
    },
  ],
};

/** A deprecation warning each runtime prints now and then. */
export function deprecation(rt: Runtime, r: Rng): string {
  switch (rt) {
    case "java":
      return "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)";
    case "node":
      return `(node:${r.int(10, 90)}) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.`;
    case "python":
      return "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.";
    case "go":
      return "grpc: Dial is deprecated: use NewClient instead";
    case "dotnet":
      return "warn: Microsoft.EntityFrameworkCore.Model.Validation[10620] The property 'Amount' is a decimal without store type; values may be truncated.";
    case "ruby":
      return "DEPRECATION WARNING: `to_s(:db)` is deprecated. Use `to_fs(:db)` instead. (called from block in <class:Invoice>)";
  }
}
