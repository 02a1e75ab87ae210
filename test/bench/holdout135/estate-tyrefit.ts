// Estate 2, "tyrefit": a UK tyre fitting network. Drivers search tyres by size or registration, book a fitting slot
// at a partner garage (or a mobile fitting van), pay by card or pay-in-3, and get SMS reminders. An nginx edge in
// front of Rails, Go, Python, Java, .NET and Node services; every line carries the edge's request id.
import { GENERIC_DISTRACTORS } from "./changes.js";
import { dayAfter, garageId, money, plate, postcode, publicIp, TYRE_BRANDS, tyreSize, userAgent } from "./domain.js";
import { clfTime } from "./runtimes.js";
import type { Req, Scn } from "./stream.js";
import type { Estate, Noise, Svc } from "./types.js";

export const TF = {
  edge: "tf-edge",
  booking: "tf-booking",
  slots: "tf-slots",
  sync: "tf-garage-sync",
  tyres: "tf-tyre-catalog",
  pricing: "tf-pricing",
  pay: "tf-payments",
  notify: "tf-notify",
  vans: "tf-fitter-dispatch",
  stock: "tf-stock",
} as const;

const svc = (name: string, rt: Svc["rt"], pods: number, app: string, version: string, probe = false): Svc => ({
  name,
  rt,
  pods,
  app,
  version,
  ids: true,
  probe,
});

const SERVICES: Svc[] = [
  svc(TF.edge, "nginx", 2, "openresty", "1.25.3.1"),
  svc(TF.booking, "ruby", 3, "puma tf-booking", "2026.05.14-2", true),
  svc(TF.slots, "go", 2, "tf-slots", "3.8.0", true),
  svc(TF.sync, "python", 1, "worker:garage-sync", "1.31.0"),
  svc(TF.tyres, "java", 2, "TyreCatalogApplication", "2.9.12"),
  svc(TF.pricing, "dotnet", 2, "TyreFit.Pricing", "5.3.1"),
  svc(TF.pay, "node", 2, "tf-payments", "6.2.0"),
  svc(TF.notify, "python", 1, "notify.app:app", "0.48.2", true),
  svc(TF.vans, "node", 1, "fitter-dispatch", "1.4.7"),
  svc(TF.stock, "java", 1, "DepotStockConsumer", "1.12.3"),
];

export const TF_HOST = "api.tyrefit.co.uk";

/** The edge's access line (nginx combined + timings + request id). */
export function tfAccess(
  q: Req,
  d: number,
  method: string,
  path: string,
  status: number,
  total: number,
  upstream?: number,
): void {
  const r = q.r;
  const level = status >= 500 ? "error" : "info";
  const bytes = status >= 400 ? r.int(90, 400) : r.int(400, 24_000);
  const urt = upstream === undefined ? (total / 1000 - 0.001).toFixed(3) : (upstream / 1000).toFixed(3);
  q.log(
    d,
    TF.edge,
    level,
    `${publicIp(r)} - - [${clfTime(q.t + d + (q.s.skew.get(TF.edge) ?? 0))}] "${method} ${path} HTTP/1.1" ${status} ${bytes} "-" "${userAgent(r)}" rt=${(total / 1000).toFixed(3)} urt=${urt} req_id=${q.id ?? "-"}`,
  );
}

/** Rails lograge line for tf-booking. */
export function tfLograge(
  q: Req,
  d: number,
  method: string,
  path: string,
  action: string,
  status: number,
  dur: number,
): void {
  const r = q.r;
  const [controller, act] = action.split("#");
  q.log(
    d,
    TF.booking,
    status >= 500 ? "error" : "info",
    `method=${method} path=${path} format=json controller=${controller} action=${act} status=${status} duration=${dur.toFixed(2)} view=${r.range(0.2, 3).toFixed(2)} db=${r.range(1, dur / 3).toFixed(2)}`,
  );
}

function sizeParam(size: string): string {
  return encodeURIComponent(size.split(" ").slice(0, 2).join(""));
}

export function tfSearchFlow(q: Req): void {
  const r = q.r;
  const size = tyreSize(r);
  const g = garageId(r);
  const season = r.pick(["summer", "summer", "all-season", "winter"]);
  const n = r.int(4, 70);
  const d1 = r.lat(30);
  q.log(
    d1,
    TF.tyres,
    "info",
    `search size="${size}" season=${season} brands=${r.int(4, 12)} results=${n} took=${d1}ms`,
  );
  const d2 = d1 + r.lat(10);
  q.log(d2, TF.pricing, "info", `Priced ${n} tyres for garage ${g} (matrix v2026.05.3) in ${d2 - d1} ms`);
  tfAccess(
    q,
    d2 + r.int(2, 8),
    "GET",
    `/v1/tyres?size=${sizeParam(size)}&season=${season}&garage=${g}`,
    200,
    d2 + r.int(8, 16),
  );
}

function regFlow(q: Req): void {
  const r = q.r;
  const p = plate(r);
  const d = r.lat(90);
  if (r.chance(0.05)) {
    q.log(d, TF.tyres, "info", `reg lookup ${p}: no vehicle found (vendor 404)`);
    tfAccess(q, d + 3, "GET", `/v1/vehicles/${p}/tyre-sizes`, 404, d + 6);
    return;
  }
  const a = tyreSize(r);
  q.log(
    d,
    TF.tyres,
    "info",
    `reg lookup ${p} -> OE ${a}${r.chance(0.4) ? `, option ${tyreSize(r)}` : ""} (vendor ${d}ms)`,
  );
  tfAccess(q, d + r.int(2, 6), "GET", `/v1/vehicles/${p}/tyre-sizes`, 200, d + r.int(6, 12));
}

function slotsFlow(q: Req): void {
  const r = q.r;
  const g = garageId(r);
  const day = dayAfter(q.t, r, 10);
  const d = r.lat(9);
  const bays = r.int(2, 6);
  q.log(
    d,
    TF.slots,
    "info",
    `availability garage=${g} date=${day} bays=${bays} free=${r.int(0, bays * 8)}/${bays * 8} cache=${r.chance(0.7) ? "hit" : "miss"} dur=${d}ms`,
  );
  tfAccess(q, d + r.int(1, 4), "GET", `/v1/garages/${g}/slots?date=${day}`, 200, d + r.int(3, 8));
}

export interface TfBookingHooks {
  hold?(q: Req, d: number, g: string, slot: string): number | null;
  pay?(q: Req, d: number, amount: string, booking: string): number | null;
  confirm?(q: Req, d: number, booking: string): number | null;
  sms?(q: Req, d: number, booking: string): void;
}

/** Booking: edge -> tf-booking -> tf-slots hold -> tf-payments (card or pay-in-3) -> confirmation SMS. */
export function tfBookingFlow(q: Req, h: TfBookingHooks = {}): void {
  const r = q.r;
  const g = garageId(r);
  const slot = `${dayAfter(q.t, r, 10)}T${String(r.int(8, 16)).padStart(2, "0")}:${r.pick(["00", "30"])}`;
  const booking = `BK${r.int(400_000, 499_999)}`;
  let d: number | null = r.lat(12);
  if (r.chance(0.06)) {
    q.log(d, TF.slots, "info", `hold rejected garage=${g} slot=${slot}: already taken`);
    tfLograge(q, d + 6, "POST", "/v1/bookings", "BookingsController#create", 409, d + 20);
    tfAccess(q, d + 10, "POST", "/v1/bookings", 409, d + 24);
    return;
  }
  if (h.hold) d = h.hold(q, d, g, slot);
  else q.log(d, TF.slots, "info", `hold created garage=${g} slot=${slot} hold=h_${r.hex(8)} ttl=600s`);
  if (d === null) return;
  const amount = money(r, 60, 780);
  d += r.lat(350);
  if (r.chance(0.06)) {
    q.log(
      d,
      TF.pay,
      "info",
      `card payment declined amount=${amount} GBP code=${r.pick(["card_declined", "insufficient_funds", "expired_card", "do_not_honor"])} booking=${booking}`,
    );
    q.log(d + 20, TF.slots, "info", `hold released garage=${g} slot=${slot} reason=payment_failed`);
    tfLograge(q, d + 30, "POST", "/v1/bookings", "BookingsController#create", 402, d + 45);
    tfAccess(q, d + 34, "POST", "/v1/bookings", 402, d + 50);
    return;
  }
  if (h.pay) d = h.pay(q, d, amount, booking);
  else if (r.chance(0.18))
    q.log(
      d,
      TF.pay,
      "info",
      `pay-in-3 application ${booking} approved by lender plan=PI3 amount=${amount} GBP in ${r.int(600, 1900)}ms`,
    );
  else
    q.log(
      d,
      TF.pay,
      "info",
      `card payment captured amount=${amount} GBP pi=pi_${r.hex(14)} booking=${booking} 3ds=${r.pick(["frictionless", "challenge", "exempt"])}`,
    );
  if (d === null) return;
  d += r.lat(25);
  if (h.confirm) d = h.confirm(q, d, booking);
  else tfLograge(q, d, "POST", "/v1/bookings", "BookingsController#create", 201, d - 2);
  if (d === null) return;
  tfAccess(q, d + r.int(3, 8), "POST", "/v1/bookings", 201, d + r.int(10, 20));
  const ds = d + r.int(400, 3000);
  if (h.sms) h.sms(q, ds, booking);
  else
    q.log(
      ds,
      TF.notify,
      "info",
      `sms queued to +44 7*** ***${r.digits(3)} template=booking_confirmed booking=${booking} provider=textwave sid=SM${r.hex(14)}`,
    );
}

export function tfMobileFlow(q: Req): void {
  const r = q.r;
  const pc = postcode(r);
  const d = r.lat(70);
  if (r.chance(0.08)) {
    q.log(d, TF.vans, "info", `quote postcode=${pc}: outside coverage area (nearest depot ${r.int(38, 90)} miles)`);
    tfAccess(q, d + 3, "POST", "/v1/mobile-bookings/quote", 422, d + 8);
    return;
  }
  const van = `VAN-${String(r.int(1, 24)).padStart(2, "0")}`;
  const from = r.int(8, 15);
  q.log(
    d,
    TF.vans,
    "info",
    `quote postcode=${pc} van=${van} window=${from}:00-${from + 2}:00 drive=${r.int(8, 55)}min stops_before=${r.int(0, 5)}`,
  );
  tfAccess(q, d + r.int(2, 6), "POST", "/v1/mobile-bookings/quote", 200, d + r.int(6, 14));
}

/** Drivers attach photos of a damaged tyre to a booking; the edge buffers the multi-megabyte body to disk. */
export function tfPhotoFlow(q: Req): void {
  const r = q.r;
  const booking = `BK${r.int(400_000, 499_999)}`;
  const mb = r.range(1.2, 7.5).toFixed(1);
  const d = r.int(800, 4000);
  tfLograge(
    q,
    d,
    "POST",
    `/v1/bookings/${booking}/photos`,
    "Bookings::PhotosController#create",
    201,
    r.range(120, 600),
  );
  q.log(
    d - 30,
    TF.booking,
    "info",
    `stored damage photo for ${booking} (${mb} MB) at s3://tf-booking-media/photos/${booking}/${r.hex(12)}.jpg`,
  );
  tfAccess(q, d + r.int(3, 9), "POST", `/v1/bookings/${booking}/photos`, 201, d + r.int(10, 30));
}

function accountFlow(q: Req): void {
  const r = q.r;
  const d = r.lat(30);
  if (r.chance(0.12)) {
    tfLograge(q, d, "GET", "/v1/me/bookings", "Me::BookingsController#index", 401, r.range(2, 6));
    q.log(d + 1, TF.booking, "info", "JWT rejected: Signature has expired (exp 3h ago), asking client to refresh");
    tfAccess(q, d + 3, "GET", "/v1/me/bookings", 401, d + 6);
    return;
  }
  tfLograge(q, d, "GET", "/v1/me/bookings", "Me::BookingsController#index", 200, d - 1);
  tfAccess(q, d + r.int(2, 5), "GET", "/v1/me/bookings", 200, d + r.int(5, 9));
}

const GARAGE_NAMES = [
  "Hartley Tyres Wigan",
  "Kirkstall Tyre & Exhaust",
  "Bedminster Autocentre",
  "Croydon Wheel Works",
  "Derby Road Tyres",
  "Swindon Fast Fit",
  "Norwich Tyre Barn",
];

export function tfGarageSync(s: Scn, t: number): void {
  const r = s.r;
  const n = r.int(30, 46);
  const changed = r.int(0, 5);
  const took = r.int(2000, 6500);
  s.emit(t, TF.sync, "info", `diary sync started for ${n} garages (dms=garagehub, workers=4)`);
  const ids: string[] = [];
  for (let i = 0; i < changed; i++) ids.push(garageId(r));
  s.emit(
    t + took,
    TF.sync,
    "info",
    `diary sync finished: ${n - 1} ok, 1 skipped (export disabled), ${changed} changed in ${(took / 1000).toFixed(1)}s`,
  );
  if (changed)
    s.emit(
      t + took + r.int(20, 90),
      TF.slots,
      "info",
      `invalidated availability cache for ${ids.join(",")} (source=garage-sync)`,
    );
}

export function tfStockPoll(s: Scn, t: number): void {
  const r = s.r;
  const n = r.int(1, 40);
  s.emit(
    t,
    TF.stock,
    "info",
    `Consumed ${n} records from depot.stock.v2-${r.int(0, 5)} at offset ${r.int(8_800_000, 8_900_000)}, lag=${r.int(0, 3)}`,
    { logger: "c.t.stock.DepotStockListener" },
  );
}

const chronic: Noise[] = [
  {
    svc: TF.edge,
    perMin: 2,
    emit: (s, t) => {
      const r = s.r;
      const path = r.pick(["/wp-login.php", "/.env", "/xmlrpc.php", "/phpmyadmin/index.php", "/.git/config"]);
      s.emit(
        t,
        TF.edge,
        "error",
        `[error] ${r.int(20, 40)}#${r.int(20, 40)}: *${r.int(10_000, 999_999)} open() "/usr/local/openresty/nginx/html${path}" failed (2: No such file or directory), client: ${publicIp(r)}, server: ${TF_HOST}, request: "GET ${path} HTTP/1.1", host: "${TF_HOST}"`,
      );
    },
  },
  {
    svc: TF.sync,
    perMin: 0.5,
    emit: (s, t) =>
      s.emit(
        t,
        TF.sync,
        "error",
        `garage G1187 (${GARAGE_NAMES[0]}): DMS diary export returned 500 {"error":"export disabled by site admin"}; keeping last diary from 9 days ago`,
      ),
  },
  {
    svc: TF.tyres,
    perMin: 1.5,
    emit: (s, t) =>
      s.emit(
        t,
        TF.tyres,
        "error",
        `EU tyre label missing for EAN 54520${s.r.digits(8)} (${s.r.pick(TYRE_BRANDS)}), rendering without label grades`,
        { logger: "c.t.catalog.label.EuLabelService" },
      ),
  },
  {
    svc: TF.vans,
    perMin: 0.7,
    emit: (s, t) =>
      s.emit(
        t,
        TF.vans,
        "warn",
        `van VAN-${String(s.r.int(1, 24)).padStart(2, "0")} telematics heartbeat late by ${s.r.int(70, 400)}s, using last known position`,
      ),
  },
];

const deprecations: Noise[] = [
  {
    svc: TF.booking,
    perMin: 0.6,
    emit: (s, t) =>
      s.emit(
        t,
        TF.booking,
        "warn",
        "DEPRECATION WARNING: `ActiveRecord::Base.connection` is deprecated and will be removed in Rails 7.3. Use `with_connection` or `lease_connection` instead. (called from block in <class:SlotHold> at /app/app/models/slot_hold.rb:14)",
      ),
  },
  {
    svc: TF.pricing,
    perMin: 0.4,
    emit: (s, t) =>
      s.emit(
        t,
        TF.pricing,
        "warn",
        "No store type was specified for the decimal property 'NetPrice' on entity type 'PriceRow'. This will cause values to be silently truncated if they do not fit in the default precision and scale.",
      ),
  },
  {
    svc: TF.pay,
    perMin: 0.3,
    emit: (s, t) =>
      s.emit(
        t,
        TF.pay,
        "warn",
        "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
      ),
  },
];

export const tyrefit: Estate = {
  key: "tyrefit",
  title: "tyre fitting network",
  namespace: "tyrefit",
  services: SERVICES,
  idStyle: "request",
  flows: [
    { name: "tyres", weight: 3, run: tfSearchFlow },
    { name: "reg", weight: 1.2, run: regFlow },
    { name: "slots", weight: 2.6, run: slotsFlow },
    { name: "booking", weight: 0.55, run: (q) => tfBookingFlow(q) },
    { name: "mobile", weight: 0.35, run: tfMobileFlow },
    { name: "account", weight: 0.6, run: accountFlow },
    { name: "photos", weight: 0.2, run: tfPhotoFlow },
  ],
  jobs: [
    { name: "garage-sync", periodMs: 120_000, jitterMs: 3000, run: tfGarageSync },
    { name: "stock", periodMs: 15_000, jitterMs: 4000, run: tfStockPoll },
    {
      name: "reminders",
      periodMs: 300_000,
      jitterMs: 5000,
      run: (s, t) =>
        s.emit(
          t,
          TF.notify,
          "info",
          `reminder batch: ${s.r.int(10, 80)} tyre-check reminders sent, ${s.r.int(0, 3)} opted-out skipped`,
        ),
    },
    {
      name: "price-matrix",
      periodMs: 180_000,
      jitterMs: 1000,
      run: (s, t) =>
        s.emit(
          t,
          TF.pricing,
          "info",
          `Price matrix v2026.05.3 cache refreshed (${s.r.int(46_000, 49_000)} rows) in ${s.r.int(500, 1200)} ms`,
        ),
    },
  ],
  linesPerReq: 2.9,
  maxRps: 2.8,
  chronic,
  deprecations,
  distractors: GENERIC_DISTRACTORS,
  flags: ["booking.pay-in-3", "slots.saturday-late", "mobile.same-day", "search.eu-label-filter"],
  probePath: "/healthz",
};
