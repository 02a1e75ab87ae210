// Pinecrest Parks: eleven lakeside and forest campgrounds on Kubernetes. nginx at the edge, Node booking
// API, Spring services for the calendar, payments and channel sync, Go for gates and pedestals, Python for
// plate cameras, cabin locks and weather, .NET for the camp store. W3C trace ids on app lines (not nginx).
import { day, nginxTime } from "../clock.js";
import type { Estate, SceneLike } from "../types.js";

const PARKS = ["PCR-LAKE", "PCR-RIDGE", "PCR-HOLLOW", "PCR-CEDAR", "PCR-FALLS"];
const LOOPS = ["A", "B", "C", "D", "E", "F"];
const site = (sc: SceneLike) => `${sc.rng.pick(LOOPS)}-${String(sc.rng.int(1, 48)).padStart(2, "0")}`;
const ip = (sc: SceneLike) =>
  `${sc.rng.pick(["73", "98", "174", "24", "67", "172"])}.${sc.rng.int(1, 254)}.${sc.rng.int(1, 254)}.${sc.rng.int(1, 254)}`;
const UA = [
  "PinecrestApp/5.2.1 (iPhone; iOS 17.5.1)",
  "PinecrestApp/5.2.0 (Android 14; Pixel 7)",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36",
];

function access(sc: SceneLike, t: number, method: string, path: string, status: number, rt: number, bytes: number) {
  sc.log(
    t,
    "edge-nginx",
    "info",
    `${ip(sc)} - - [${nginxTime(t)}] "${method} ${path} HTTP/1.1" ${status} ${bytes} "-" "${sc.rng.pick(UA)}" rt=${rt.toFixed(3)} uct=0.001 urt=${(rt - 0.001).toFixed(3)}`,
  );
}

export const pinecrest: Estate = {
  key: "pinecrest",
  company: "Pinecrest Parks",
  project: "pinecrest-parks-prod",
  cluster: "pcr-gke-west",
  namespace: "parks",
  region: "us-west1-b",
  services: [
    { name: "edge-nginx", runtime: "nginx", replicas: 2, logger: "nginx" },
    { name: "booking-api", runtime: "node", replicas: 3, logger: "booking-api" },
    { name: "availability-cal", runtime: "java", replicas: 2, logger: "com.pinecrest.calendar.AvailabilityService" },
    { name: "payments", runtime: "java", replicas: 2, logger: "com.pinecrest.payments.ChargeService" },
    { name: "channel-sync", runtime: "java", replicas: 1, logger: "com.pinecrest.channels.AriPublisher" },
    { name: "gate-control", runtime: "go", replicas: 2, logger: "gate" },
    { name: "pedestal-meter", runtime: "go", replicas: 1, logger: "meter" },
    { name: "plate-reader", runtime: "python", replicas: 2, logger: "platereader.pipeline" },
    { name: "lock-hub", runtime: "python", replicas: 1, logger: "lockhub.codes" },
    { name: "wx-alerts", runtime: "python", replicas: 1, logger: "wx.poller" },
    { name: "portal-wifi", runtime: "node", replicas: 2, logger: "portal" },
    { name: "store-pos", runtime: "dotnet", replicas: 2, logger: "Pinecrest.Store.Sales.SaleService" },
  ],
  roles: {
    edge: "edge-nginx",
    api: "booking-api",
    calendar: "availability-cal",
    gate: "gate-control",
    lpr: "plate-reader",
    power: "pedestal-meter",
    wifi: "portal-wifi",
    pos: "store-pos",
    pay: "payments",
    locks: "lock-hub",
    channel: "channel-sync",
    weather: "wx-alerts",
    notify: "booking-api",
  },
  traceStyle: "w3c",
  traced: ["booking-api", "availability-cal", "payments", "channel-sync", "lock-hub", "store-pos"],
  parks: PARKS,
  flows: [
    {
      w: 30,
      run(sc, t, tr) {
        const park = sc.rng.pick(PARKS);
        const arrive = day(t, sc.rng.int(2, 80));
        const nights = sc.rng.int(1, 7);
        const open = sc.rng.int(0, 40);
        const ms = sc.rng.int(6, 60);
        sc.log(
          t + ms,
          "availability-cal",
          "info",
          `Availability query park=${park} arrive=${arrive} nights=${nights} equipment=${sc.rng.pick(["tent", "trailer-25", "rv-38", "van", "cabin"])} -> ${open} open sites (${ms} ms)`,
          { trace: tr },
        );
        const total = ms + sc.rng.int(8, 30);
        sc.log(t + total, "booking-api", "info", `GET /v2/availability 200 ${total}ms`, { trace: tr });
        access(
          sc,
          t + total + 2,
          "GET",
          `/api/v2/availability?park=${park}&arrive=${arrive}&nights=${nights}`,
          200,
          (total + 2) / 1000,
          sc.rng.int(900, 9000),
        );
      },
    },
    {
      w: 9,
      run(sc, t, tr) {
        const s = site(sc);
        const park = sc.rng.pick(PARKS);
        const hold = `hold_${sc.rng.hex(10)}`;
        sc.log(
          t + 15,
          "availability-cal",
          "info",
          `Placed hold ${hold} on ${park}/${s} for ${day(t, sc.rng.int(3, 60))} x${sc.rng.int(1, 6)} ttl=900s`,
          { trace: tr },
        );
        sc.log(t + 40, "booking-api", "info", `POST /v2/holds 201 ${sc.rng.int(30, 90)}ms`, { trace: tr });
        access(sc, t + 42, "POST", "/api/v2/holds", 201, 0.04 + sc.rng.float(0, 0.05), 412);
      },
    },
    {
      w: 6,
      run(sc, t, tr) {
        const amt = (sc.rng.int(3500, 42000) / 100).toFixed(2);
        const res = `PCR-${sc.rng.digits(6)}`;
        sc.log(
          t + sc.rng.int(300, 900),
          "payments",
          "info",
          `Charge authorised amount=${amt} USD ref=ch_${sc.rng.hex(24)} method=${sc.rng.pick(["visa", "mastercard", "amex", "discover"])}(${sc.rng.digits(4)}) reservation=${res}`,
          { trace: tr },
        );
        sc.log(
          t + sc.rng.int(950, 1100),
          "booking-api",
          "info",
          `reservation ${res} confirmed: ${sc.rng.int(1, 7)} nights, ${amt} USD`,
          { trace: tr },
        );
        if (sc.rng.chance(0.25))
          sc.log(
            t + 1300,
            "lock-hub",
            "info",
            `cabin ${sc.rng.pick(["Aspen", "Birch", "Cedar", "Dogwood"])}-${sc.rng.int(1, 9)}: code provisioned for ${res} (valid ${day(t, 3)} 15:00 - ${day(t, 5)} 11:00)`,
            { trace: tr },
          );
        sc.log(
          t + sc.rng.int(1400, 1900),
          "booking-api",
          "info",
          `confirmation email queued for ${res} (template=confirm_v3)`,
          { trace: tr },
        );
        access(sc, t + 1120, "POST", "/api/v2/reservations", 201, 1.1 + sc.rng.float(0, 0.2), 1877);
      },
    },
    {
      w: 8,
      run(sc, t) {
        const plate = `${sc.rng.int(4, 9)}${sc.rng.upper(3)}${sc.rng.digits(3)}`;
        const lane = sc.rng.pick(["G1-ENTRY", "G1-EXIT", "G2-ENTRY"]);
        const conf = sc.rng.float(0.86, 0.995).toFixed(3);
        sc.log(
          t,
          "plate-reader",
          "info",
          `cam=${lane.toLowerCase()} plate=${plate} conf=${conf} region=${sc.rng.pick(["CA", "CA", "OR", "NV", "WA", "AZ"])} ocr_ms=${sc.rng.int(38, 120)}`,
        );
        sc.log(
          t + sc.rng.int(80, 200),
          "gate-control",
          "info",
          `barrier ${lane} raised plate=${plate} reason=${sc.rng.pick(["reservation", "reservation", "staff", "day-pass"])}`,
        );
        sc.log(t + sc.rng.int(5000, 12000), "gate-control", "info", `loop cleared ${lane}, barrier lowered`);
      },
    },
    {
      w: 5,
      run(sc, t, tr) {
        const items = sc.rng.int(1, 7);
        const total = (sc.rng.int(199, 8900) / 100).toFixed(2);
        sc.log(
          t,
          "store-pos",
          "info",
          `Sale S-${sc.rng.digits(5)} completed: ${items} items, total ${total}, tender=${sc.rng.pick(["card", "card", "card", "cash", "site-charge"])}, terminal=POS-0${sc.rng.int(1, 3)}`,
          { trace: tr },
        );
      },
    },
    {
      w: 7,
      run(sc, t) {
        const mac = `${sc.rng.hex(2)}:${sc.rng.hex(2)}:${sc.rng.hex(2)}:${sc.rng.hex(2)}:${sc.rng.hex(2)}:${sc.rng.hex(2)}`;
        sc.log(
          t,
          "portal-wifi",
          "info",
          `portal login ok site=${site(sc)} mac=${mac} plan=${sc.rng.pick(["basic", "basic", "stream", "stream", "staff"])} session=${sc.rng.int(4, 24)}h`,
        );
      },
    },
    {
      w: 3,
      run(sc, t) {
        sc.log(
          t,
          "lock-hub",
          "info",
          `cabin ${sc.rng.pick(["Aspen", "Birch", "Cedar", "Dogwood"])}-${sc.rng.int(1, 9)} unlocked via keypad (slot ${sc.rng.int(1, 4)})`,
        );
      },
    },
    {
      w: 3,
      run(sc, t, tr) {
        const ext = `TB-${sc.rng.digits(6)}`;
        sc.log(
          t,
          "channel-sync",
          "info",
          `Imported reservation ${ext} from TrailBook -> ${sc.rng.pick(PARKS)}/${site(sc)}`,
          { trace: tr },
        );
        sc.log(
          t + 60,
          "availability-cal",
          "info",
          `Night inventory decremented for ${ext} (${sc.rng.int(1, 5)} nights)`,
          { trace: tr },
        );
      },
    },
  ],
  ticks: [
    {
      everyMs: 10_000,
      run(sc, t) {
        sc.log(t, "booking-api", "info", "GET /healthz 200 1ms");
        sc.log(t + 3, "portal-wifi", "info", "GET /healthz 200 0ms");
      },
    },
    {
      everyMs: 60_000,
      run(sc, t) {
        const n = sc.rng.int(180, 186);
        sc.log(
          t,
          "pedestal-meter",
          "info",
          `meter sweep done pedestals=${n} kwh_delta=${sc.rng.float(40, 95).toFixed(1)} offline=2 duration=${sc.rng.int(2800, 5200)}ms`,
        );
      },
    },
    {
      everyMs: 30_000,
      run(sc, t) {
        sc.log(
          t,
          "channel-sync",
          "info",
          `ARI push to ${sc.rng.pick(["TrailBook", "CampQuest", "RVnGo"])}: ${sc.rng.int(4, 60)} site-nights, HTTP 200 in ${sc.rng.int(120, 600)} ms`,
        );
      },
    },
    {
      everyMs: 300_000,
      run(sc, t) {
        sc.log(t, "wx-alerts", "info", `polled NWS zones CAZ072,CAZ073,ORZ011: 0 active alerts (etag unchanged)`);
      },
    },
  ],
  chronic(sc) {
    // The county's own CAP feed publishes alerts without <expires>; the poller logs each one at ERROR and
    // has done so for weeks.
    sc.every(sc.rng.int(35_000, 55_000), sc.start, sc.end, 4000, (t) => {
      sc.log(
        t,
        "wx-alerts",
        "error",
        `county feed SCEM-CAP: failed to parse alert urn:oid:2.49.0.1.840.0.${sc.rng.hex(40)}.001.1: required element <expires> missing, skipping`,
      );
    });
  },
};
