// The four made-up moving and relocation companies: services, runtimes, request paths and their everyday noise.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Runtime } from "./stacks.js";

export interface Svc {
  name: string;
  rt: Runtime;
  port: number;
  ok: string[]; // INFO lines it writes while serving a request
}

export interface Flow {
  entry: string; // access-log style path of the entry hop, e.g. "POST /api/quotes"
  hops: string[]; // entry first
  weight: number;
}

export interface Noise {
  svc: string;
  level: Level;
  msg: string;
  every: number; // mean seconds between lines
}

export interface Estate {
  key: string;
  org: string;
  ns: string;
  traces: boolean;
  svcs: Svc[];
  flows: Flow[];
  noisy: Noise; // the constant harmless complaint from minute one
  jobs: Noise[]; // periodic jobs, health checks, deprecations, domain noise
  retryOk: { svc: string; callee: string }[];
  deploys: { svc: string; msg: string }[];
}

/** How an entry service writes its access log. */
export function access(e: Estate, svc: Svc, r: Rng, path: string, status: number, ms: number): string {
  const [method, p] = path.split(" ");
  const url = (p ?? "/").replace(/:id/g, () => String(r.int(10000, 99999)));
  switch (svc.rt) {
    case "node":
      return `${method} ${url} ${status} ${r.int(80, 4800)} - ${ms}.${r.int(100, 999)} ms`;
    case "go":
      return `http request method=${method} path=${url} status=${status} duration=${ms}ms bytes=${r.int(90, 9000)}`;
    case "java":
      return `${method} ${url} completed with ${status} in ${ms} ms`;
    case "ruby":
      return `Completed ${status} ${status < 400 ? "OK" : status === 500 ? "Internal Server Error" : "Error"} in ${ms}ms (Views: ${r.int(1, 30)}.${r.int(0, 9)}ms | ActiveRecord: ${r.int(1, 60)}.${r.int(0, 9)}ms) ${method} ${url}`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://${svc.name}${url} - ${status} - application/json ${ms}.${r.int(1000, 9999)}ms`;
    default:
      return `${method} ${url} -> ${status} (${ms} ms) ${e.key}`;
  }
}

const haulwell: Estate = {
  key: "haulwell",
  org: "haulwell",
  ns: "haulwell-prod",
  traces: true,
  svcs: [
    { name: "booking-web", rt: "node", port: 3000, ok: [] },
    {
      name: "quote-engine",
      rt: "python",
      port: 8000,
      ok: [
        "quote Q-{n}{n} priced: {kb} lbs, {n} mi linehaul, total $%d (tariff 400N)",
        "distance matrix cache hit for ZIP pair, {ms}ms",
      ],
    },
    {
      name: "survey-inventory",
      rt: "python",
      port: 8000,
      ok: [
        "room inventory saved survey=S-{n}{s} rooms={s} items={n} cube={kb} cu ft",
        "virtual survey video frames processed ({n} frames, {ms}ms)",
      ],
    },
    {
      name: "crew-scheduler",
      rt: "java",
      port: 8080,
      ok: [
        "Assigned crew CR-{n} (3 movers, 1 driver) to job {job}",
        "Slot check for job {job}: {s} crews free on requested date",
      ],
    },
    {
      name: "fleet-dispatch",
      rt: "go",
      port: 8080,
      ok: ["truck TR-{n} dispatched to job {job} eta={n}m", "route updated truck=TR-{n} stops={s} drive_time={n}m"],
    },
    { name: "driver-app-api", rt: "node", port: 3000, ok: [] },
    {
      name: "sit-warehouse",
      rt: "dotnet",
      port: 8080,
      ok: [
        "Vault V-{n}{n} checked into bay B{n} for job {job}",
        "Storage-in-transit lot {job} inventory reconciled: {n} pieces",
      ],
    },
    {
      name: "claims-service",
      rt: "ruby",
      port: 3000,
      ok: [
        "Claim CL-{n}{n} line item added (category=furniture, declared=$%d)",
        "Claim CL-{n}{n} status -> under_review",
      ],
    },
    {
      name: "payments-svc",
      rt: "java",
      port: 8080,
      ok: ["Deposit authorised for job {job}: amount=%d.00 USD psp=stripe pi_{id}", "Balance captured for job {job}"],
    },
    {
      name: "notify-worker",
      rt: "python",
      port: 8000,
      ok: [
        "sms queued job={job} template=crew_on_the_way sid=SM{id}",
        "email sent template=quote_ready to customer {cust}",
      ],
    },
  ],
  flows: [
    { entry: "POST /api/quotes", hops: ["booking-web", "quote-engine", "survey-inventory"], weight: 4 },
    { entry: "POST /api/bookings/:id/deposit", hops: ["booking-web", "payments-svc"], weight: 2 },
    { entry: "POST /api/bookings", hops: ["booking-web", "crew-scheduler", "fleet-dispatch"], weight: 2 },
    { entry: "PATCH /v1/stops/:id", hops: ["driver-app-api", "fleet-dispatch", "notify-worker"], weight: 4 },
    { entry: "POST /api/claims", hops: ["booking-web", "claims-service", "sit-warehouse"], weight: 1 },
    { entry: "POST /v1/sit/checkin", hops: ["driver-app-api", "sit-warehouse"], weight: 1 },
    { entry: "GET /api/jobs/:id/crew", hops: ["booking-web", "crew-scheduler"], weight: 2 },
  ],
  noisy: {
    svc: "notify-worker",
    level: "error",
    msg: "Twilio error 21614 for job {job}: 'To' number +1555{n}{n} is not a valid mobile number; message dropped",
    every: 7,
  },
  jobs: [
    {
      svc: "quote-engine",
      level: "info",
      msg: "expiry sweep: {n} unaccepted quotes older than 30 days marked expired",
      every: 90,
    },
    {
      svc: "crew-scheduler",
      level: "warn",
      msg: "Crew CR-{n} foreman clocked in 1{s} min late at yard DAL-2 (job {job})",
      every: 70,
    },
    {
      svc: "fleet-dispatch",
      level: "warn",
      msg: "scale ticket truck=TR-{n} gross=26{n} lb over GVWR 26000 lb at CAT scale #{n}; reweigh requested",
      every: 110,
    },
    {
      svc: "booking-web",
      level: "info",
      msg: "job {job} rescheduled by customer from 2026-06-{d} to 2026-07-{d}",
      every: 45,
    },
    {
      svc: "claims-service",
      level: "warn",
      msg: "Claim CL-{n}{n} filed without photos; upload reminder scheduled",
      every: 80,
    },
    {
      svc: "booking-web",
      level: "warn",
      msg: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      every: 240,
    },
    {
      svc: "payments-svc",
      level: "warn",
      msg: "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering.",
      every: 300,
    },
    { svc: "sit-warehouse", level: "info", msg: "Health check 'db' completed: Healthy ({ms}ms)", every: 15 },
    { svc: "crew-scheduler", level: "info", msg: "GET /actuator/health 200", every: 10 },
    { svc: "survey-inventory", level: "info", msg: "GET /healthz 200 1ms", every: 10 },
  ],
  retryOk: [
    { svc: "crew-scheduler", callee: "fleet-dispatch" },
    { svc: "driver-app-api", callee: "fleet-dispatch" },
  ],
  deploys: [
    { svc: "notify-worker", msg: "Booting worker with pid: {n}{n} (release notify-worker:2026.06.{n} rollout 3/3)" },
    { svc: "booking-web", msg: "config reloaded: feature flag 'instant-quote-banner' -> 50% rollout" },
  ],
};

const relocaone: Estate = {
  key: "relocaone",
  org: "relocaone",
  ns: "reloca-prod",
  traces: false,
  svcs: [
    { name: "portal-gateway", rt: "go", port: 8080, ok: [] },
    {
      name: "transferee-hub",
      rt: "ruby",
      port: 3000,
      ok: [
        "Transferee T-{n}{n} checklist item 'home_sale_bvo' completed",
        "Processing by TransfereesController#show as JSON",
      ],
    },
    {
      name: "policy-engine",
      rt: "java",
      port: 8080,
      ok: [
        "Evaluated package PKG-{n} tier=Executive-Homeowner benefits={n} in {ms} ms",
        "Lump sum calculated for T-{n}{n}: %d USD (gross-up on)",
      ],
    },
    {
      name: "expense-reimb",
      rt: "dotnet",
      port: 8080,
      ok: [
        "Expense report ER-{n}{n} submitted: {s} lines, total %d.00 USD",
        "Receipt OCR matched for line {n} of ER-{n}{n}",
      ],
    },
    {
      name: "move-orders",
      rt: "java",
      port: 8080,
      ok: [
        "Move order MO-{n}{n} authorised for T-{n}{n} (HHG, {kb} lbs cap)",
        "Survey request sent to carrier for MO-{n}{n}",
      ],
    },
    {
      name: "vendor-bridge",
      rt: "go",
      port: 8080,
      ok: [
        "carrier tender accepted carrier=atlas-agent-{n} order=MO-{n}{n} latency={ms}ms",
        "status webhook ok carrier=united-agent-{n} shipment=SH{n}{n}",
      ],
    },
    {
      name: "fx-payouts",
      rt: "python",
      port: 8000,
      ok: ["payout PO-{n}{n} queued: %d.00 USD -> EUR rate 0.92{n}", "payout PO-{n}{n} settled"],
    },
    {
      name: "doc-vault",
      rt: "go",
      port: 8080,
      ok: [
        "stored object transferees/T-{n}{n}/lease.pdf size={kb}KB",
        "presigned download issued doc=D{n}{n} ttl=300s",
      ],
    },
    {
      name: "audit-trail",
      rt: "node",
      port: 3000,
      ok: ["appended {n} audit events (bulk {ms}ms)", "audit event indexed actor=hr-admin action=package.update"],
    },
  ],
  flows: [
    { entry: "GET /api/transferees/:id", hops: ["portal-gateway", "transferee-hub", "policy-engine"], weight: 4 },
    {
      entry: "POST /api/expenses",
      hops: ["portal-gateway", "expense-reimb", "policy-engine", "audit-trail"],
      weight: 3,
    },
    { entry: "POST /api/expenses/:id/payout", hops: ["portal-gateway", "expense-reimb", "fx-payouts"], weight: 1 },
    { entry: "POST /api/move-orders", hops: ["portal-gateway", "move-orders", "vendor-bridge"], weight: 2 },
    { entry: "POST /api/documents", hops: ["portal-gateway", "transferee-hub", "doc-vault", "audit-trail"], weight: 2 },
    { entry: "GET /api/move-orders/:id", hops: ["portal-gateway", "move-orders"], weight: 2 },
  ],
  noisy: {
    svc: "policy-engine",
    level: "warn",
    msg: "Benefit rule RL-2024-HHG-07 references retired cost code 4410; rule skipped for package PKG-{n}",
    every: 5,
  },
  jobs: [
    {
      svc: "expense-reimb",
      level: "warn",
      msg: "Expense report ER-{n}{n} rejected: lodging %d.00 USD exceeds policy cap 275.00 USD/night",
      every: 40,
    },
    {
      svc: "transferee-hub",
      level: "info",
      msg: "Transferee T-{n}{n} rescheduled household goods pack date to 2026-07-{d}",
      every: 60,
    },
    { svc: "fx-payouts", level: "info", msg: "fx rates refreshed: 38 currencies from ECB feed", every: 120 },
    { svc: "doc-vault", level: "info", msg: "purged {n} expired upload sessions", every: 100 },
    { svc: "vendor-bridge", level: "info", msg: "quote from carrier expired unaccepted order=MO-{n}{n}", every: 75 },
    {
      svc: "transferee-hub",
      level: "warn",
      msg: "DEPRECATION WARNING: `to_s(:db)` is deprecated and will be removed from Rails 7.2 (use `to_fs(:db)` instead)",
      every: 200,
    },
    {
      svc: "portal-gateway",
      level: "info",
      msg: "http request method=GET path=/healthz status=200 duration=0ms bytes=2",
      every: 10,
    },
    { svc: "move-orders", level: "info", msg: "GET /actuator/health/readiness 200", every: 15 },
  ],
  retryOk: [
    { svc: "move-orders", callee: "vendor-bridge" },
    { svc: "expense-reimb", callee: "policy-engine" },
  ],
  deploys: [
    { svc: "audit-trail", msg: "audit-trail v3.{n}.0 listening on :3000 (rollout restart)" },
    {
      svc: "transferee-hub",
      msg: "Puma starting in cluster mode... * Puma version: 6.4.2 * Min threads: 5, max threads: 5 (deploy 2026.06.{n})",
    },
  ],
};

const tandem: Estate = {
  key: "tandem",
  org: "tandemmovers",
  ns: "tandem",
  traces: true,
  svcs: [
    { name: "tm-api", rt: "node", port: 3000, ok: [] },
    {
      name: "estimator",
      rt: "python",
      port: 8000,
      ok: ["estimate E{n}{n} built from {s} rooms, {kb} lbs, 3 movers x {s}h", "estimate E{n}{n} emailed to {cust}"],
    },
    {
      name: "route-planner",
      rt: "cpp",
      port: 50051,
      ok: ["plan ok truck=TR{n} stops={s} km={n} solve_ms={ms}", "matrix rebuilt region=GTA nodes={kb}"],
    },
    {
      name: "truck-yard",
      rt: "go",
      port: 8080,
      ok: ["truck TR{n} checked out of yard by driver D{n}", "pre-trip inspection passed truck=TR{n}"],
    },
    {
      name: "crew-clock",
      rt: "ruby",
      port: 3000,
      ok: ["Timesheet TS-{n}{n} punch in recorded for mover M{n}", "Timesheet TS-{n}{n} approved by foreman"],
    },
    {
      name: "storage-ledger",
      rt: "java",
      port: 8080,
      ok: [
        "Posted storage charge vault=V{n} month=2026-06 amount=%d.00 CAD",
        "Vault V{n} released for delivery on job {job}",
      ],
    },
    {
      name: "deposit-pay",
      rt: "dotnet",
      port: 8080,
      ok: [
        "Deposit captured for job {job}: %d.00 CAD (Moneris ref {id})",
        "Refund of deposit queued for cancelled job {job}",
      ],
    },
    {
      name: "sms-relay",
      rt: "node",
      port: 3000,
      ok: ["sms sent to {cust} sid=SM{id}", "delivery receipt delivered sid=SM{id}"],
    },
  ],
  flows: [
    { entry: "POST /v2/estimates", hops: ["tm-api", "estimator", "route-planner"], weight: 4 },
    { entry: "POST /v2/jobs/:id/deposit", hops: ["tm-api", "deposit-pay", "sms-relay"], weight: 2 },
    { entry: "POST /v2/dispatch", hops: ["tm-api", "route-planner", "truck-yard"], weight: 3 },
    { entry: "POST /v2/timesheets/punch", hops: ["tm-api", "crew-clock"], weight: 3 },
    { entry: "GET /v2/storage/:id", hops: ["tm-api", "storage-ledger"], weight: 2 },
    { entry: "POST /v2/storage/:id/release", hops: ["tm-api", "storage-ledger", "sms-relay"], weight: 1 },
  ],
  noisy: {
    svc: "truck-yard",
    level: "error",
    msg: "telematics: unit TR{n} reports odometer going backwards ({kb} km < last), sample dropped",
    every: 6,
  },
  jobs: [
    { svc: "estimator", level: "info", msg: "estimate E{n}{n} expired without acceptance (valid 14 days)", every: 60 },
    {
      svc: "crew-clock",
      level: "warn",
      msg: "Late punch: mover M{n} clocked in 2{s} minutes after crew start (job {job})",
      every: 55,
    },
    {
      svc: "truck-yard",
      level: "warn",
      msg: "scale: TR{n} gross 12{n} kg exceeds registered 11800 kg, driver told to redistribute load",
      every: 120,
    },
    { svc: "tm-api", level: "info", msg: "job {job} moved by customer to 2026-07-{d} (reschedule #1)", every: 50 },
    {
      svc: "tm-api",
      level: "warn",
      msg: "(node:7) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
      every: 250,
    },
    { svc: "storage-ledger", level: "info", msg: "Monthly storage accrual batch: {n} vaults processed", every: 150 },
    { svc: "deposit-pay", level: "info", msg: "Health check 'moneris' completed: Healthy", every: 20 },
    { svc: "route-planner", level: "info", msg: "healthz SERVING", every: 10 },
  ],
  retryOk: [
    { svc: "tm-api", callee: "estimator" },
    { svc: "deposit-pay", callee: "sms-relay" },
  ],
  deploys: [
    { svc: "sms-relay", msg: "sms-relay 1.{n}.3 started (pid {n}), NODE_ENV=production" },
    { svc: "estimator", msg: "Booting worker with pid: {n}{n} (image estimator:2026-06-{d})" },
  ],
};

const boxbridge: Estate = {
  key: "boxbridge",
  org: "boxbridge",
  ns: "bb-prod",
  traces: false,
  svcs: [
    { name: "bb-edge", rt: "go", port: 8080, ok: [] },
    {
      name: "booking-svc",
      rt: "java",
      port: 8080,
      ok: [
        "Booking BK-{n}{n} created: pod pickup 2026-06-{d}, 2 containers",
        "Availability checked for ZIP 9{s}{s}{s}{s}: {n} slots",
      ],
    },
    {
      name: "inventory-photos",
      rt: "python",
      port: 8000,
      ok: ["stored photo inventory/BK-{n}{n}/{id}.jpg ({kb} KB)", "thumbnail generated {id}.jpg 320x240"],
    },
    {
      name: "unit-allocator",
      rt: "go",
      port: 8080,
      ok: ["allocated unit U-{n} at facility F-{n} for booking BK-{n}{n}", "released unit U-{n} at facility F-{n}"],
    },
    {
      name: "claims-intake",
      rt: "python",
      port: 8000,
      ok: ["claim CLM-{n}{n} received, {s} items, photos={s}", "claim CLM-{n}{n} routed to adjuster queue"],
    },
    {
      name: "billing-core",
      rt: "java",
      port: 8080,
      ok: [
        "Invoice INV-{n}{n} issued: %d.00 USD (storage + transport)",
        "Autopay charge succeeded for invoice INV-{n}{n}",
      ],
    },
    {
      name: "gate-access",
      rt: "cpp",
      port: 7000,
      ok: ["gate NORTH opened for code holder U-{n}", "access code rotated for unit U-{n}"],
    },
    {
      name: "driver-sync",
      rt: "node",
      port: 3000,
      ok: ["stop ST-{n}{n} marked delivered by driver D{n}", "route pushed to driver D{n}: {s} stops"],
    },
    {
      name: "mailer",
      rt: "ruby",
      port: 3000,
      ok: [
        "[ActionMailer] Delivered mail {id}@boxbridge.mail ({ms}.0ms)",
        "Performed BookingMailer#confirmation from Sidekiq(mailers) in {ms}ms",
      ],
    },
  ],
  flows: [
    { entry: "POST /bookings", hops: ["bb-edge", "booking-svc", "unit-allocator", "gate-access"], weight: 3 },
    { entry: "POST /bookings/:id/photos", hops: ["bb-edge", "inventory-photos"], weight: 2 },
    { entry: "POST /claims", hops: ["bb-edge", "claims-intake", "inventory-photos"], weight: 1 },
    { entry: "POST /invoices/:id/pay", hops: ["bb-edge", "billing-core", "mailer"], weight: 2 },
    { entry: "PUT /driver/stops/:id", hops: ["bb-edge", "driver-sync", "booking-svc"], weight: 4 },
    { entry: "GET /bookings/:id", hops: ["bb-edge", "booking-svc"], weight: 3 },
  ],
  noisy: {
    svc: "gate-access",
    level: "error",
    msg: "keypad 3 at gate NORTH: tamper switch open (ignored, maintenance flag set)",
    every: 4,
  },
  jobs: [
    {
      svc: "claims-intake",
      level: "warn",
      msg: "claim CLM-{n}{n} filed without photos; customer asked to upload within 7 days",
      every: 70,
    },
    { svc: "booking-svc", level: "info", msg: "Quote QT-{n}{n} expired unaccepted after 10 days", every: 60 },
    {
      svc: "booking-svc",
      level: "info",
      msg: "Booking BK-{n}{n} rescheduled by customer (pickup moved +{s} days)",
      every: 55,
    },
    { svc: "driver-sync", level: "warn", msg: "driver D{n} shift start late by 1{s} min (crew call 07:00)", every: 90 },
    { svc: "billing-core", level: "info", msg: "Dunning run: {n} invoices past due, reminders enqueued", every: 180 },
    {
      svc: "inventory-photos",
      level: "warn",
      msg: "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
      every: 220,
    },
    {
      svc: "bb-edge",
      level: "info",
      msg: "http request method=GET path=/healthz status=200 duration=0ms bytes=2",
      every: 10,
    },
    { svc: "unit-allocator", level: "info", msg: "occupancy snapshot: facility F-{n} {pct}% full", every: 60 },
  ],
  retryOk: [
    { svc: "booking-svc", callee: "unit-allocator" },
    { svc: "driver-sync", callee: "booking-svc" },
  ],
  deploys: [
    { svc: "mailer", msg: "Sidekiq 7.2.4 starting in production (deploy {id})" },
    {
      svc: "driver-sync",
      msg: "config reloaded from /etc/driver-sync/config.yaml (3 keys changed: pushBatch, logLevel, mapsTileTtl)",
    },
  ],
};

export const ESTATES: readonly Estate[] = [haulwell, relocaone, tandem, boxbridge];

export const svcOf = (e: Estate, name: string): Svc => {
  const s = e.svcs.find((x) => x.name === name);
  if (!s) throw new Error(`no service ${name} in ${e.key}`);
  return s;
};
