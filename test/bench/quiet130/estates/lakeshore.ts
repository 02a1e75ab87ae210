// Lakeshore Camp Co: four lake campgrounds on a .NET core (reservations, calendar, kWh billing, store till)
// behind an envoy gateway, with Go barrier and lock bridges, a Python plate reader and weather poller, a
// Node hotspot and notifier and a Java partner gateway. No trace ids anywhere on app lines.
import { day, isoStamp } from "../clock.js";
import type { Estate, SceneLike } from "../types.js";

const CAMPS = ["north-shore", "birch-point", "otter-bay", "pine-narrows"];
const SITE_NAMES = ["Birch", "Aspen", "Loon", "Otter", "Heron", "Tamarack", "Juniper"];
const siteName = (sc: SceneLike) => `${sc.rng.pick(SITE_NAMES)} ${sc.rng.int(1, 30)}`;

function envoy(
  sc: SceneLike,
  t: number,
  method: string,
  path: string,
  status: number,
  dur: number,
  upstream: string,
  probe = false,
) {
  const host = `10.1.${sc.rng.int(4, 9)}.${sc.rng.int(2, 250)}`;
  sc.log(
    t,
    "lk-gateway",
    "info",
    `[${isoStamp(t - dur)}] "${method} ${path} HTTP/1.1" ${status} - ${method === "GET" ? 0 : sc.rng.int(80, 900)} ${sc.rng.int(200, 9000)} ${dur} ${Math.max(1, dur - sc.rng.int(0, 3))} "${probe ? "10.1.0.1" : `${sc.rng.int(24, 99)}.${sc.rng.int(1, 254)}.${sc.rng.int(1, 254)}.${sc.rng.int(1, 254)}`}" "${probe ? "kube-probe/1.29" : sc.rng.pick(["LakeshoreCamp/3.1 CFNetwork/1494", "okhttp/4.12.0", "Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0"])}" "${sc.rng.uuid()}" "${upstream}" "${host}:8080"`,
  );
}

export const lakeshore: Estate = {
  key: "lakeshore",
  company: "Lakeshore Camp Co",
  project: "lakeshore-camp-prod",
  cluster: "lk-gke-central",
  namespace: "camp",
  region: "us-central1-c",
  services: [
    { name: "lk-gateway", runtime: "envoy", replicas: 2, logger: "envoy" },
    {
      name: "lk-reservations",
      runtime: "dotnet",
      replicas: 3,
      logger: "Lakeshore.Reservations.Api.BookingsController",
    },
    { name: "lk-calendar", runtime: "dotnet", replicas: 2, logger: "Lakeshore.Calendar.AvailabilityEngine" },
    { name: "lk-kwh", runtime: "dotnet", replicas: 1, logger: "Lakeshore.Metering.BillingRun" },
    { name: "lk-pos", runtime: "dotnet", replicas: 2, logger: "Lakeshore.Pos.Checkout.CheckoutService" },
    { name: "lk-barrier", runtime: "go", replicas: 1, logger: "barrier" },
    { name: "lk-smartlock", runtime: "go", replicas: 2, logger: "smartlock" },
    { name: "lk-lpr", runtime: "python", replicas: 1, logger: "lpr.reader" },
    { name: "lk-weather", runtime: "python", replicas: 1, logger: "weather.refresh" },
    { name: "lk-hotspot", runtime: "node", replicas: 2, logger: "hotspot" },
    { name: "lk-notify", runtime: "node", replicas: 1, logger: "notify" },
    { name: "lk-partners", runtime: "java", replicas: 1, logger: "com.lakeshore.partners.InboundBookings" },
  ],
  roles: {
    edge: "lk-gateway",
    api: "lk-reservations",
    calendar: "lk-calendar",
    gate: "lk-barrier",
    lpr: "lk-lpr",
    power: "lk-kwh",
    wifi: "lk-hotspot",
    pos: "lk-pos",
    pay: "lk-pos",
    locks: "lk-smartlock",
    channel: "lk-partners",
    weather: "lk-weather",
    notify: "lk-notify",
  },
  traceStyle: "none",
  traced: [],
  parks: CAMPS,
  flows: [
    {
      w: 24,
      run(sc, t) {
        const arr = day(t, sc.rng.int(1, 70));
        const n = sc.rng.int(1, 7);
        const ms = sc.rng.int(5, 45);
        sc.log(
          t + ms,
          "lk-calendar",
          "info",
          `Computed availability for ${sc.rng.pick(CAMPS)} ${arr} +${n}n: ${sc.rng.int(0, 60)}/${sc.rng.pick([72, 88, 104, 120])} sites open in ${ms} ms`,
        );
        const total = ms + sc.rng.int(4, 20);
        sc.log(
          t + total,
          "lk-reservations",
          "info",
          `Request finished HTTP/1.1 GET http://lk-reservations:8080/api/sites/availability?camp=${sc.rng.pick(CAMPS)}&arrival=${arr}&nights=${n} - 200 ${sc.rng.int(800, 9000)} application/json;+charset=utf-8 ${total}.${sc.rng.digits(4)}ms`,
        );
        envoy(
          sc,
          t + total + 1,
          "GET",
          `/api/sites/availability?arrival=${arr}&nights=${n}`,
          200,
          total + 1,
          "lk-reservations",
        );
      },
    },
    {
      w: 6,
      run(sc, t) {
        const id = `LK-2026-${sc.rng.digits(6)}`;
        const a = sc.rng.int(1, 40);
        sc.log(
          t + 80,
          "lk-reservations",
          "info",
          `Reservation ${id} created for site '${siteName(sc)}' ${day(t, a)} -> ${day(t, a + sc.rng.int(1, 6))}, party of ${sc.rng.int(1, 6)}`,
        );
        envoy(sc, t + 120, "POST", "/api/reservations", 201, 120, "lk-reservations");
        sc.log(
          t + sc.rng.int(600, 1500),
          "lk-notify",
          "info",
          `sms queued to +1${sc.rng.digits(3)}*****${sc.rng.digits(2)} template=booking_confirmed ref=${id}`,
        );
        if (sc.rng.chance(0.35))
          sc.log(
            t + sc.rng.int(900, 1800),
            "lk-smartlock",
            "info",
            `code ${sc.rng.digits(6)} pushed to lock cabin-${sc.rng.pick(["aspen", "loon", "otter"])}-${sc.rng.int(1, 8)} via hub H${sc.rng.int(1, 4)} ack=${sc.rng.int(180, 900)}ms`,
          );
      },
    },
    {
      w: 6,
      run(sc, t) {
        const plate = `${sc.rng.int(1, 9)}${sc.rng.upper(3)}${sc.rng.digits(3)}`;
        const cam = sc.rng.pick(["south-in-1", "south-out-1", "marina-in-1"]);
        sc.log(
          t,
          "lk-lpr",
          "info",
          `read ${plate} conf=${sc.rng.float(86, 99.5).toFixed(1)} cam=${cam} (${sc.rng.int(40, 110)} ms)`,
        );
        sc.log(
          t + sc.rng.int(90, 300),
          "lk-barrier",
          "info",
          `barrier ${cam.replace("-1", "")}: raise (permit ok, plate ${plate})`,
        );
      },
    },
    {
      w: 5,
      run(sc, t) {
        sc.log(
          t,
          "lk-pos",
          "info",
          `Transaction ${sc.rng.digits(4)}-${sc.rng.digits(4)} approved ${(sc.rng.int(150, 9000) / 100).toFixed(2)} USD (${sc.rng.int(1, 8)} items, lane ${sc.rng.int(1, 3)})`,
        );
        envoy(sc, t + 2, "POST", "/api/pos/transactions", 200, sc.rng.int(60, 300), "lk-pos");
      },
    },
    {
      w: 7,
      run(sc, t) {
        sc.log(
          t,
          "lk-hotspot",
          "info",
          `session started user=lk-guest-${sc.rng.digits(5)} site="${siteName(sc)}" ttl=24h ap=${sc.rng.pick(CAMPS)}-ap${sc.rng.int(1, 16)}`,
        );
      },
    },
    {
      w: 3,
      run(sc, t) {
        sc.log(
          t,
          "lk-partners",
          "info",
          `Inbound booking ${sc.rng.pick(["LTR", "GLM", "HPC"])}-${sc.rng.digits(7)} accepted from ${sc.rng.pick(["LakeTrips", "Glampio", "HipPitch"])} (site ${siteName(sc)})`,
        );
      },
    },
  ],
  ticks: [
    {
      everyMs: 20_000,
      run(sc, t) {
        envoy(sc, t, "GET", "/healthz", 200, 1, "lk-reservations", true);
      },
    },
    {
      everyMs: 60_000,
      run(sc, t) {
        sc.log(
          t,
          "lk-kwh",
          "info",
          `Billing run interval ${new Date(t).toISOString().slice(11, 16)}: ${sc.rng.int(90, 98)} pedestals, ${sc.rng.float(300, 520).toFixed(1)} kWh total, 0 disputes`,
        );
      },
    },
    {
      everyMs: 240_000,
      run(sc, t) {
        sc.log(
          t,
          "lk-weather",
          "info",
          `forecast refresh ok: ${CAMPS.length} camps, next in 240s (source=api.weather.gov)`,
        );
      },
    },
    {
      everyMs: 45_000,
      run(sc, t) {
        sc.log(t, "lk-smartlock", "debug", `hub heartbeat H1=ok H2=ok H3=ok H4=ok rtt_ms=${sc.rng.int(40, 160)}`);
      },
    },
  ],
  chronic(sc) {
    // One pedestal's meter has a sign bug in firmware 2.1; billing clamps and complains every interval.
    sc.every(sc.rng.int(18_000, 30_000), sc.start, sc.end, 2500, (t) => {
      sc.log(
        t,
        "lk-kwh",
        "error",
        `Meter reading rejected for pedestal OB-D04: negative delta ${(-sc.rng.float(0.001, 0.02)).toFixed(3)} kWh (firmware 2.1.7); value clamped to 0`,
      );
    });
  },
};
