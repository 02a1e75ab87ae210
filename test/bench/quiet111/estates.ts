// Four made-up home-services companies: their services, runtimes, request routes and healthy log lines.
import type { Rng } from "./rng.js";

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";
export type Role =
  | "edge"
  | "booking"
  | "dispatch"
  | "router"
  | "techapp"
  | "photos"
  | "parts"
  | "invoice"
  | "esign"
  | "finance"
  | "review"
  | "notify"
  | "telematics";

export interface Estate {
  key: string;
  company: string;
  ns: string;
  ids: boolean;
  runtime: Record<string, Runtime>;
  role: Record<Role, string>;
  routes: string[][];
  ok: Record<string, (r: Rng) => string>;
}

const pad = (n: number) => String(n).padStart(2, "0");
const job = (r: Rng) => `J-${r.i(400000, 499999)}`;
const tech = (r: Rng) => `T${r.i(100, 389)}`;
const win = (r: Rng) => {
  const h = r.p([8, 10, 12, 14, 16]);
  return `${pad(h)}:00-${pad(h + 2)}:00`;
};
const money = (r: Rng) => r.f(89, 2400).toFixed(2);
const ms = (r: Rng, lo = 6, hi = 260) => r.i(lo, hi);
const zip = (r: Rng) => String(r.i(10000, 99999));
const SKU = [
  "FLP-1/2-BRS",
  "WH-TSTAT-50",
  "PVC-2-COUP",
  "GFCI-20A-WR",
  "BRK-QO120",
  "DW-PUMP-W10348269",
  "IGN-LP-SI",
  "GASKET-FR-242193",
];

export const PLUMB: Estate = {
  key: "copperline",
  company: "Copperline Plumbing",
  ns: "copperline-prod",
  ids: true,
  runtime: {
    "booking-web": "node",
    "slot-planner": "node",
    "dispatch-engine": "java",
    "route-optimizer": "python",
    "tech-app-api": "go",
    "photo-store": "go",
    "parts-ledger": "java",
    "invoice-svc": "dotnet",
    "finance-gateway": "java",
    "review-mailer": "ruby",
  },
  role: {
    edge: "booking-web",
    booking: "slot-planner",
    dispatch: "dispatch-engine",
    router: "route-optimizer",
    techapp: "tech-app-api",
    photos: "photo-store",
    parts: "parts-ledger",
    invoice: "invoice-svc",
    esign: "invoice-svc",
    finance: "finance-gateway",
    review: "review-mailer",
    notify: "review-mailer",
    telematics: "dispatch-engine",
  },
  routes: [
    ["booking-web", "slot-planner"],
    ["booking-web", "slot-planner", "dispatch-engine"],
    ["tech-app-api", "dispatch-engine", "route-optimizer"],
    ["tech-app-api", "parts-ledger"],
    ["tech-app-api", "photo-store"],
    ["tech-app-api", "invoice-svc", "parts-ledger"],
    ["tech-app-api", "invoice-svc", "finance-gateway"],
    ["booking-web", "slot-planner"],
    ["tech-app-api", "parts-ledger"],
    ["invoice-svc", "review-mailer"],
  ],
  ok: {
    "booking-web": (r) =>
      `${r.p(["GET", "POST", "GET", "GET"])} ${r.p(["/api/slots", "/api/bookings", "/api/slots", "/api/zip-check", "/api/bookings/confirm"])} ${r.p([200, 200, 201, 200])} ${ms(r, 20, 420)}ms`,
    "slot-planner": (r) =>
      `offered ${r.i(1, 6)} windows for zip ${zip(r)} trade=${r.p(["plumbing", "drain", "water-heater"])} first=${win(r)}`,
    "dispatch-engine": (r) =>
      `c.c.dispatch.AssignService - job ${job(r)} assigned to ${tech(r)} window ${win(r)} eta ${r.i(8, 95)}min`,
    "route-optimizer": (r) =>
      `route for ${tech(r)}: ${r.i(3, 9)} stops, ${r.i(18, 160)} km, solved in ${r.f(0.2, 6).toFixed(2)}s`,
    "tech-app-api": (r) =>
      `${r.p(["GET", "POST", "PUT"])} ${r.p(["/v3/jobs/today", "/v3/jobs/status", "/v3/parts/used", "/v3/photos", "/v3/invoice/sign"])} status=${r.p([200, 200, 204])} dur=${ms(r)}ms`,
    "photo-store": (r) => `stored photo ${job(r)}/${r.hex(8)}.jpg ${r.i(180, 4200)}KB bucket=copperline-job-photos`,
    "parts-ledger": (r) =>
      `c.c.parts.VanStockService - van V${r.i(10, 88)} consumed ${r.p(SKU)} qty=${r.i(1, 3)} remaining=${r.i(0, 14)}`,
    "invoice-svc": (r) => `Invoice INV-${r.i(200000, 299999)} finalized total=${money(r)} USD lines=${r.i(1, 7)}`,
    "finance-gateway": (r) =>
      `c.c.finance.ApplicationService - prequal submitted amount=${money(r)} term=${r.p([12, 24, 60])}m lender=${r.p(["greensky", "wisetack", "synchrony"])}`,
    "review-mailer": (r) =>
      `[ActiveJob] [ReviewRequestJob] Performed ReviewRequestJob from Sidekiq(default) in ${ms(r, 40, 400)}.${r.i(10, 99)}ms`,
  },
};

export const ELEC: Estate = {
  key: "brightwire",
  company: "Brightwire Electric",
  ns: "brightwire",
  ids: false,
  runtime: {
    "customer-portal": "ruby",
    "booking-api": "python",
    "dispatch-board": "java",
    "field-app-bff": "node",
    "van-stock": "python",
    "quote-builder": "dotnet",
    "esign-svc": "go",
    "lender-bridge": "java",
    "notify-worker": "node",
  },
  role: {
    edge: "customer-portal",
    booking: "booking-api",
    dispatch: "dispatch-board",
    router: "dispatch-board",
    techapp: "field-app-bff",
    photos: "field-app-bff",
    parts: "van-stock",
    invoice: "quote-builder",
    esign: "esign-svc",
    finance: "lender-bridge",
    review: "notify-worker",
    notify: "notify-worker",
    telematics: "dispatch-board",
  },
  routes: [
    ["customer-portal", "booking-api"],
    ["customer-portal", "booking-api", "dispatch-board"],
    ["field-app-bff", "dispatch-board"],
    ["field-app-bff", "van-stock"],
    ["field-app-bff", "quote-builder", "van-stock"],
    ["field-app-bff", "quote-builder", "esign-svc"],
    ["customer-portal", "quote-builder", "lender-bridge"],
    ["dispatch-board", "notify-worker"],
  ],
  ok: {
    "customer-portal": (r) =>
      `Completed ${r.p([200, 200, 302, 200])} OK in ${ms(r, 12, 380)}ms (Views: ${r.f(1, 40).toFixed(1)}ms | ActiveRecord: ${r.f(0.5, 20).toFixed(1)}ms | Allocations: ${r.i(2000, 40000)})`,
    "booking-api": (r) =>
      `"${r.p(["GET /v1/availability", "POST /v1/appointments", "GET /v1/availability", "PATCH /v1/appointments"])} HTTP/1.1" ${r.p([200, 200, 201])} ${r.i(200, 5000)}`,
    "dispatch-board": (r) =>
      `b.d.board.Assigner : assigned ${job(r)} (${r.p(["panel upgrade", "EV charger", "outlet repair", "breaker trip", "rewire"])}) to ${tech(r)} slot ${win(r)}`,
    "field-app-bff": (r) =>
      `${r.p(["GET", "POST"])} ${r.p(["/graphql", "/graphql", "/jobs/sync", "/uploads"])} ${r.p([200, 200, 201])} ${ms(r, 10, 500)} ms - ${r.i(300, 40000)}`,
    "van-stock": (r) => `reserved ${r.p(SKU)} x${r.i(1, 4)} from van EV-${r.i(10, 60)} for ${job(r)}`,
    "quote-builder": (r) =>
      `Quote Q-${r.i(70000, 79999)} priced: ${r.i(1, 9)} items, subtotal ${money(r)}, tax ${r.f(2, 180).toFixed(2)}`,
    "esign-svc": (r) =>
      `envelope ${r.hex(8)}-${r.hex(4)} status=${r.p(["sent", "delivered", "completed", "completed"])} signer=customer`,
    "lender-bridge": (r) =>
      `b.l.LenderClient : application ${r.hex(10)} routed to ${r.p(["GreenSky", "Hearth", "Service Finance"])} amount=${money(r)}`,
    "notify-worker": (r) =>
      `sms sent to +1${r.i(200, 989)}***${r.i(1000, 9999)} template=${r.p(["tech_en_route", "appt_reminder", "job_complete"])} sid=SM${r.hex(32)}`,
  },
};

export const APPL: Estate = {
  key: "kelvin",
  company: "Kelvin Appliance Repair",
  ns: "kelvin-prd",
  ids: true,
  runtime: {
    "frontdoor-gw": "go",
    "appt-service": "go",
    "tech-router": "python",
    "jobcard-api": "java",
    "media-ingest": "go",
    "parts-catalog": "cpp",
    "billing-core": "dotnet",
    "financing-svc": "java",
    "survey-sender": "python",
    "van-telematics": "go",
  },
  role: {
    edge: "frontdoor-gw",
    booking: "appt-service",
    dispatch: "tech-router",
    router: "tech-router",
    techapp: "jobcard-api",
    photos: "media-ingest",
    parts: "parts-catalog",
    invoice: "billing-core",
    esign: "billing-core",
    finance: "financing-svc",
    review: "survey-sender",
    notify: "survey-sender",
    telematics: "van-telematics",
  },
  routes: [
    ["frontdoor-gw", "appt-service"],
    ["frontdoor-gw", "appt-service", "tech-router"],
    ["frontdoor-gw", "jobcard-api", "parts-catalog"],
    ["frontdoor-gw", "jobcard-api", "media-ingest"],
    ["frontdoor-gw", "jobcard-api", "billing-core"],
    ["frontdoor-gw", "billing-core", "financing-svc"],
    ["tech-router", "van-telematics"],
    ["billing-core", "survey-sender"],
  ],
  ok: {
    "frontdoor-gw": (r) =>
      `[${r.p(["GET", "POST", "GET"])} ${r.p(["/appointments", "/jobcards", "/jobcards/media", "/parts/search", "/billing/checkout"])}] ${r.p([200, 200, 201])} upstream_time=${ms(r)}ms bytes=${r.i(200, 30000)}`,
    "appt-service": (r) =>
      `booked appointment A${r.i(700000, 799999)} brand=${r.p(["Whirlpool", "LG", "Samsung", "GE", "Bosch"])} unit=${r.p(["washer", "dryer", "refrigerator", "dishwasher", "range"])} window=${win(r)}`,
    "tech-router": (r) =>
      `tech_router.assign: A${r.i(700000, 799999)} -> ${tech(r)} (skill=${r.p(["sealed-system", "laundry", "cooking", "dishwasher"])}, drive ${r.i(6, 70)}min)`,
    "jobcard-api": (r) =>
      `c.k.jobcard.JobCardController - jobcard ${job(r)} ${r.p(["opened", "diagnosed", "parts-added", "closed"])} by ${tech(r)}`,
    "media-ingest": (r) =>
      `ingested media ${r.hex(12)} type=${r.p(["image/jpeg", "image/heic", "image/jpeg"])} size=${r.i(200, 5200)}KB job=${job(r)}`,
    "parts-catalog": (r) =>
      `query "${r.p(["door gasket", "drain pump", "igniter", "water inlet valve", "defrost heater"])}" model=${r.p(["WTW5000DW", "WRF555SDFZ", "DV45H7000EW", "SHEM63W55N"])} hits=${r.i(1, 40)} in ${r.f(0.3, 9).toFixed(1)}ms`,
    "billing-core": (r) =>
      `Billing.Checkout[0] Invoice K-${r.i(50000, 59999)} captured ${money(r)} USD method=${r.p(["card", "card", "ach", "financing"])}`,
    "financing-svc": (r) =>
      `c.k.fin.OfferService - offers returned for app ${r.hex(8)}: ${r.i(0, 3)} plans, best APR ${r.f(0, 26.99).toFixed(2)}%`,
    "survey-sender": (r) =>
      `survey_sender.tasks: queued post-visit survey for A${r.i(700000, 799999)} channel=${r.p(["email", "sms"])}`,
    "van-telematics": (r) => `gps batch van=KV-${r.i(100, 180)} points=${r.i(4, 30)} lag=${r.f(0.4, 9).toFixed(1)}s`,
  },
};

export const HOME: Estate = {
  key: "homestead",
  company: "Homestead Home Services",
  ns: "homestead",
  ids: false,
  runtime: {
    "web-booking": "node",
    "scheduling-svc": "node",
    dispatcher: "ruby",
    "route-solver": "cpp",
    "tech-mobile-gw": "go",
    "inventory-svc": "java",
    "estimates-svc": "python",
    "payments-svc": "java",
    "reviews-svc": "ruby",
  },
  role: {
    edge: "web-booking",
    booking: "scheduling-svc",
    dispatch: "dispatcher",
    router: "route-solver",
    techapp: "tech-mobile-gw",
    photos: "tech-mobile-gw",
    parts: "inventory-svc",
    invoice: "estimates-svc",
    esign: "estimates-svc",
    finance: "payments-svc",
    review: "reviews-svc",
    notify: "reviews-svc",
    telematics: "dispatcher",
  },
  routes: [
    ["web-booking", "scheduling-svc"],
    ["web-booking", "scheduling-svc", "dispatcher"],
    ["dispatcher", "route-solver"],
    ["tech-mobile-gw", "inventory-svc"],
    ["tech-mobile-gw", "estimates-svc", "inventory-svc"],
    ["tech-mobile-gw", "estimates-svc", "payments-svc"],
    ["web-booking", "scheduling-svc"],
    ["estimates-svc", "reviews-svc"],
  ],
  ok: {
    "web-booking": (r) =>
      `${r.p(["GET", "POST", "GET"])} ${r.p(["/book", "/book/slots", "/book/confirm", "/book/address"])} ${r.p([200, 200, 304, 201])} ${ms(r, 9, 300)} ms`,
    "scheduling-svc": (r) =>
      `slot hold created ${r.hex(6)} zip=${zip(r)} trade=${r.p(["plumbing", "electrical", "appliance"])} window=${win(r)}`,
    dispatcher: (r) =>
      `Dispatch::Assign job=${job(r)} tech=${tech(r)} score=${r.f(0.4, 0.99).toFixed(2)} window=${win(r)}`,
    "route-solver": (r) =>
      `solve ok techs=${r.i(20, 60)} stops=${r.i(80, 300)} cost=${r.i(4000, 9000)} t=${r.i(90, 2400)}ms`,
    "tech-mobile-gw": (r) =>
      `${r.p(["GET", "POST"])} ${r.p(["/m/jobs", "/m/jobs/photos", "/m/parts", "/m/estimates"])} ${r.p([200, 200, 201])} ${ms(r)}ms ua=HomesteadTech/${r.p(["5.12.1", "5.12.1", "5.11.4"])}`,
    "inventory-svc": (r) =>
      `h.i.TruckStock - truck ${r.i(201, 260)} decrement ${r.p(SKU)} qty=${r.i(1, 2)} on_hand=${r.i(0, 9)}`,
    "estimates-svc": (r) =>
      `estimate E-${r.i(30000, 39999)} ${r.p(["presented", "signed", "signed", "revised"])} good/better/best=${money(r)}/${money(r)}/${money(r)}`,
    "payments-svc": (r) =>
      `h.p.ChargeService - charge ch_${r.hex(14)} succeeded amount=${money(r)} card=${r.p(["visa", "mc", "amex"])}`,
    "reviews-svc": (r) =>
      `ReviewInvite sent job=${job(r)} via=${r.p(["sms", "email"])} platform=${r.p(["google", "yelp", "angi"])}`,
  },
};

export const ESTATES: Estate[] = [PLUMB, ELEC, APPL, HOME];
export const services = (e: Estate) => Object.keys(e.runtime);
